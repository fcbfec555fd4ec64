import type { Balancer } from './balancer.ts';
import type { Receiver } from './receiver.ts';

/** The merchant the chaos run works on. */
export type Merchant = {
  staffKey: string;
  /** The warehouse key of the partner running both warehouses. */
  warehouseKey: string;
  warehouses: readonly string[];
  products: readonly string[];
  channel: string;
  /** Receiver path of each webhook endpoint, by the endpoint's id. */
  endpointPaths: Map<number, string>;
};

export const WAREHOUSES = ['EAST', 'WEST'] as const;
export const PRODUCTS = ['P1', 'P2', 'P3', 'P4'] as const;
/** Opening stock per product and warehouse: no order of the run ever waits for stock. */
const OPENING_STOCK = 1_000_000;
/** What a partner's endpoint may hear (docs/events.md "Who hears what"). */
const PARTNER_EVENTS = ['customer_shipment.released', 'customer_shipment.cancelled', 'customer_return_shipment.created'];

/**
 * Builds the merchant through the admin API, before any process is killed: two warehouses run by one
 * partner, four products with ample stock, a channel, a warehouse key, and two webhook endpoints at
 * the receiver, one for the partner and one for the channel.
 */
export async function setUpMerchant(balancer: Balancer, staffKey: string, receiver: Receiver, until: number): Promise<Merchant> {
  const ok = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
    const answer = await balancer.send({ method, path, route: `${method} ${path}`, apiKey: staffKey, body }, until);
    if (answer === null || answer.status >= 300)
      throw new Error(`setting up: ${method} ${path} answered ${answer?.status ?? 'nothing'} ${JSON.stringify(answer?.body)}`);
    return answer.body;
  };
  await ok('PATCH', '/api/v1/settings', { gs1_company_prefix: '0614141' });
  for (const code of WAREHOUSES) {
    await ok('POST', '/api/v1/warehouses', {
      code,
      name: `${code} DC`,
      return_address: { street: '1 Dock Rd', city: 'Harbor', zip: '10001', country_code: 'US' },
    });
  }
  for (const [i, code] of PRODUCTS.entries()) await ok('POST', '/api/v1/products', { code, name: `Product ${code}`, unit_price: `${10 + i}.00` });
  for (const warehouse of WAREHOUSES) {
    for (const product of PRODUCTS) {
      await ok('POST', '/api/v1/inventory/adjustments', { warehouse, product_code: product, quantity: OPENING_STOCK, reason: 'opening stock' });
    }
  }
  await ok('POST', '/api/v1/channels', { code: 'shop', name: 'Web shop', kind: 'storefront' });
  const partner = await ok('POST', '/api/v1/partners', { name: 'Harbor 3PL', code: 'harbor', warehouses: [...WAREHOUSES] });
  const warehouseKey = (await ok('POST', '/api/v1/api-keys', { role: 'warehouse', partner: partner.id, name: 'chaos warehouse' })).key as string;
  const endpointPaths = new Map<number, string>();
  const endpoints = [
    { path: '/partner', body: { url: receiver.url('/partner'), events: PARTNER_EVENTS, partner: partner.id } },
    { path: '/channel', body: { url: receiver.url('/channel'), events: ['*'], channel: 'shop' } },
  ];
  for (const { path, body } of endpoints) {
    const endpoint = await ok('POST', '/api/v1/webhook-endpoints', body);
    receiver.expect(path, endpoint.secret);
    endpointPaths.set(endpoint.id, path);
  }
  return { staffKey, warehouseKey, warehouses: WAREHOUSES, products: PRODUCTS, channel: 'shop', endpointPaths };
}
