import type { Db } from '../src/db/connect.ts';
import { insertChunked } from './support.ts';

/** Where a seeded record stands: the newest still pending, the next open, the rest received. */
export type Phase = 'done' | 'open' | 'pending';

/** The phase of the k-th of `count` records, the newest last: `pendingShare` pending, `openShare` open. */
export function phaseOf(k: number, count: number, pendingShare: number, openShare: number): Phase {
  if (k >= count * (1 - pendingShare)) return 'pending';
  return k >= count * (1 - pendingShare - openShare) ? 'open' : 'done';
}

export type ReturnSeed = {
  returnOrders: number;
  productIds: number[];
  east: number;
  west: number;
  pendingShare: number;
  openShare: number;
  /** The time of the k-th record (the newest last). */
  at: (k: number) => string;
};

const CHUNK = 2_000;

/**
 * Seeds return orders of 4 lines with their sales orders, routed to two warehouses: two customer return
 * shipments of two lines each (EAST, WEST) per return order, received, open or pending by phase. Rows go
 * in directly (a benchmark's seed, not a request), in one transaction.
 */
export async function seedReturns(db: Db, seed: ReturnSeed): Promise<void> {
  const t0 = seed.at(0);
  const [channelId] = await insertChunked(db, 'channels', [{ code: 'shop', name: 'Shop', kind: 'storefront', created_at: t0, updated_at: t0 }]);
  const [customerId] = await insertChunked(db, 'customers', [{ code: 'C1', name: 'Customer', email: 'c@example.com', created_at: t0, updated_at: t0 }]);
  const [addressId] = await insertChunked(db, 'addresses', [
    { name: 'Customer', street: '1 Main St', city: 'Town', zip: '12345', country_code: 'US', created_at: t0 },
  ]);
  const refs = { channelId: channelId!, customerId: customerId!, addressId: addressId! };
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < seed.returnOrders; start += CHUNK) await seedChunk(trx, seed, refs, start, Math.min(CHUNK, seed.returnOrders - start));
  });
}

/** The four products of the k-th record's lines. */
export function lineProducts(productIds: number[], k: number): number[] {
  return [0, 7, 13, 29].map((o) => productIds[(k + o) % productIds.length]!);
}

type Refs = { channelId: number; customerId: number; addressId: number };

/** One chunk of return orders with their sales orders, lines and two CRS each (EAST, WEST). */
async function seedChunk(trx: Db, seed: ReturnSeed, refs: Refs, start: number, count: number): Promise<void> {
  const { east, west, at } = seed;
  const phase = (k: number) => phaseOf(k, seed.returnOrders, seed.pendingShare, seed.openShare);
  const ks = Array.from({ length: count }, (_, j) => start + j);
  const orderIds = await insertChunked(
    trx,
    'sales_orders',
    ks.map((k) => ({
      number: `SO-${k + 1}`,
      channel_id: refs.channelId,
      customer_id: refs.customerId,
      shipping_address_id: refs.addressId,
      currency: 'USD',
      state: 'done',
      created_at: at(k),
      updated_at: at(k),
    })),
  );
  const orderLineIds = await insertChunked(
    trx,
    'sales_order_lines',
    ks.flatMap((k, j) =>
      lineProducts(seed.productIds, k).map((productId, position) => ({
        order_id: orderIds[j],
        position,
        product_id: productId,
        quantity: 1000,
        unit_price: '9.99',
        warehouse_id: position < 2 ? east : west,
      })),
    ),
  );
  const returnIds = await insertChunked(
    trx,
    'return_orders',
    ks.map((k, j) => ({
      number: `RO-${String(k + 1).padStart(6, '0')}`,
      order_id: orderIds[j],
      source: 'storefront',
      state: phase(k) === 'done' ? 'closed' : 'open',
      customer_id: refs.customerId,
      origin_address_id: refs.addressId,
      closed_at: phase(k) === 'done' ? at(k) : null,
      created_at: at(k),
      updated_at: at(k),
    })),
  );
  const returnLineIds = await insertChunked(
    trx,
    'return_order_lines',
    ks.flatMap((k, j) =>
      lineProducts(seed.productIds, k).map((productId, position) => ({
        return_order_id: returnIds[j],
        order_line_id: orderLineIds[j * 4 + position],
        product_id: productId,
        quantity: 1000,
        reason: 'changed mind',
        warehouse_id: position < 2 ? east : west,
      })),
    ),
  );
  const crsIds = await insertChunked(
    trx,
    'customer_return_shipments',
    ks.flatMap((k, j) =>
      [east, west].map((warehouseId, w) => ({
        number: `CRS-${String(k * 2 + w + 1).padStart(6, '0')}`,
        return_order_id: returnIds[j],
        warehouse_id: warehouseId,
        state: phase(k),
        acknowledged_at: phase(k) === 'pending' ? null : at(k),
        received_at: phase(k) === 'done' ? at(k) : null,
        carrier_code: 'ups',
        tracking_number: `1Z${k}${w}`,
        tracking_url: `https://www.ups.com/track?tracknum=1Z${k}${w}`,
        created_at: at(k),
        updated_at: at(k),
      })),
    ),
  );
  await insertChunked(
    trx,
    'customer_return_shipment_lines',
    ks.flatMap((k, j) =>
      lineProducts(seed.productIds, k).map((productId, position) => ({
        crs_id: crsIds[j * 2 + (position < 2 ? 0 : 1)],
        return_order_line_id: returnLineIds[j * 4 + position],
        product_id: productId,
        quantity: 1000,
        received_quantity: phase(k) === 'done' ? 1000 : 0,
        uom: 'u',
        reason: 'changed mind',
      })),
    ),
  );
}
