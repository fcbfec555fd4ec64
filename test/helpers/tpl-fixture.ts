import assert from 'node:assert/strict';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { call, type TestContext } from './context.ts';

/** Product codes and GTINs the 3PL tests use. */
export const UPC_WIDGET = '036000291452';

/**
 * A merchant as a 3PL test needs it, built through the admin API: two warehouses run by one partner
 * (EAST, WEST) and one run by another (NORTH), products (plain, a bundle of three components, a
 * consumable box, a lot-tracked product), stock, a channel and keys for both partners.
 */
export async function setupMerchant(ctx: TestContext) {
  const ok = async (method: string, url: string, body: unknown) => {
    const res = await call(ctx, method, url, { body });
    assert.ok(res.status < 300, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await ok('PATCH', '/api/v1/settings', { gs1_company_prefix: '0614141' });
  const warehouses: Record<string, number> = {};
  for (const code of ['EAST', 'WEST', 'NORTH']) {
    warehouses[code] = (await ok('POST', '/api/v1/warehouses', { code, name: `${code} DC`, return_address: { street: '1 Dock Rd', country_code: 'US' } })).id;
  }
  await ok('POST', '/api/v1/warehouses/EAST/locations', { code: 'A-01' });
  const products: [string, Record<string, unknown>][] = [
    ['WIDGET', { upc: UPC_WIDGET, unit_price: '12.50', unit_customs_value: '8.00' }],
    ['GADGET', { unit_price: '20.00' }],
    ['CASE', { unit_price: '3.00' }],
    ['STRAP', { unit_price: '1.00' }],
    ['BOX-S', { consumable: true }],
    ['SERUM', { lot_tracked: true, unit_price: '30.00' }],
  ];
  for (const [code, extra] of products) await ok('POST', '/api/v1/products', { code, name: code, ...extra });
  await ok('POST', '/api/v1/products', {
    code: 'KIT',
    name: 'Starter kit',
    unit_price: '40.00',
    components: [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'CASE', quantity: 1 },
      { product_code: 'STRAP', quantity: 2 },
    ],
  });
  for (const [code, quantity] of [
    ['WIDGET', 100],
    ['GADGET', 100],
    ['CASE', 100],
    ['STRAP', 200],
    ['SERUM', 50],
  ] as const) {
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: code, quantity });
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'WEST', product_code: code, quantity });
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse: 'NORTH', product_code: code, quantity });
  }
  for (const warehouse of ['EAST', 'WEST', 'NORTH']) {
    await ok('POST', '/api/v1/inventory/adjustments', { warehouse, location: 'consumables', product_code: 'BOX-S', quantity: 500 });
  }
  await ok('POST', '/api/v1/channels', { code: 'shop', name: 'Web shop', kind: 'storefront' });
  const partner = await ok('POST', '/api/v1/partners', { name: 'Acme 3PL', code: 'acme', warehouses: ['EAST', 'WEST'] });
  const other = await ok('POST', '/api/v1/partners', { name: 'Other 3PL', code: 'other', warehouses: ['NORTH'] });
  const key = (await insertApiKey(ctx.db, { role: 'warehouse', partnerId: partner.id })).key;
  const otherKey = (await insertApiKey(ctx.db, { role: 'warehouse', partnerId: other.id })).key;
  return { warehouses, key, otherKey, ok };
}

let orderSeq = 0;

/** Places an order at one warehouse and returns its customer shipment (id, number, state). */
export async function placeOrder(ctx: TestContext, lines: { product_code: string; quantity: number }[], warehouse = 'EAST') {
  orderSeq += 1;
  const res = await call(ctx, 'POST', '/api/v1/orders', {
    body: {
      number: `SO-${process.pid}-${orderSeq}`,
      reference: `REF-${orderSeq}`,
      channel: 'shop',
      currency: 'USD',
      customer: { code: `C-${orderSeq}`, name: 'Ada Lovelace', email: 'ada@example.com' },
      shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
      warehouse,
      lines: lines.map((l) => ({ ...l, unit_price: '10.00' })),
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.customer_shipments[0] as { id: number; number: string; state: string };
}

/** On hand, allocated and available of a product at a warehouse, from the admin inventory view. */
export async function stockOf(ctx: TestContext, warehouse: string, productCode: string) {
  const res = await call(ctx, 'GET', `/api/v1/inventory?warehouse=${warehouse}&product_code=${productCode}`);
  assert.equal(res.status, 200);
  return res.body[0] as { on_hand: number; allocated: number; available: number; locations: { location: string; lot: string | null; quantity: number }[] };
}

/** Events of a type written so far, oldest first. */
export async function eventsOf(ctx: TestContext, type: string) {
  const rows = await ctx.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();
  return rows.map((r) => ({ ...r, data: JSON.parse(r.data) }));
}
