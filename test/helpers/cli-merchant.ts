import assert from 'node:assert/strict';
import type { Server } from './cli.ts';

/** An answer of a running server: status, text, parsed body, and whether it was a stored answer replayed. */
export type ServerAnswer = { status: number; text: string; body: any; replayed: boolean };

export type ServerCallOptions = { key: string; headers?: Record<string, string>; csv?: boolean };

/** Calls a running `dockside serve` over HTTP with a key, a JSON body (or a CSV one) and extra headers. */
export async function callServer(server: Server, method: string, path: string, body: unknown, options: ServerCallOptions): Promise<ServerAnswer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.key}`, 'content-type': options.csv ? 'text/csv' : 'application/json', ...options.headers },
    body: options.csv ? String(body) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/**
 * A merchant set up through the admin API of a running server with `staffKey`: the warehouse EAST run by
 * the partner Harbor, `stock` units of WIDGET, and `shipments` orders of 2 WIDGET, each a pending shipment.
 * Answers the partner's warehouse key and the shipment ids.
 */
export async function cliMerchant(server: Server, staffKey: string, shipments: number, stock: number): Promise<{ key: string; ids: number[] }> {
  const ok = async (path: string, body: unknown) => {
    const res = await callServer(server, 'POST', path, body, { key: staffKey });
    assert.ok(res.status < 300, `${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  await ok('/api/v1/warehouses', { code: 'EAST', name: 'East' });
  await ok('/api/v1/products', { code: 'WIDGET', name: 'Widget' });
  await ok('/api/v1/channels', { code: 'shop', name: 'Shop', kind: 'storefront' });
  await ok('/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: stock });
  const partner = await ok('/api/v1/partners', { name: 'Harbor', warehouses: ['EAST'] });
  const key = (await ok('/api/v1/api-keys', { role: 'warehouse', partner: partner.id })).key as string;
  const ids: number[] = [];
  for (let i = 0; i < shipments; i++) {
    const order = await ok('/api/v1/orders', {
      number: `SO-${i}`,
      channel: 'shop',
      customer: { code: 'C1', name: 'Ada' },
      shipping_address: { name: 'Ada', country_code: 'US' },
      warehouse: 'EAST',
      lines: [{ product_code: 'WIDGET', quantity: 2, unit_price: '1.00' }],
    });
    ids.push(order.customer_shipments[0].id);
  }
  return { key, ids };
}
