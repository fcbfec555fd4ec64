import type { Db } from '../src/db/connect.ts';
import { createPartner } from '../src/domain/partners/partners.repo.ts';
import { addLocation, createWarehouse } from '../src/domain/warehouses/warehouses.repo.ts';
import { insertBenchProducts } from './support.ts';

/*
 * What the receiving benchmarks (bench/returns.ts, bench/inbound.ts) share: the merchant they seed, the
 * pending records they receive, and the receipt they send for each.
 */

/** The merchant of a receiving benchmark: its two warehouses, the partner running both, its products. */
export type ReceivingMerchant = { east: number; west: number; partnerId: number; productIds: number[] };

/**
 * Two warehouses (EAST, WEST), each with a put-away location `R-01`, run by one partner (`bench`), and
 * `products` plain products `P0`, `P1`, ... created at `createdAt`.
 */
export async function seedReceivingMerchant(db: Db, products: number, createdAt: string): Promise<ReceivingMerchant> {
  const east = await db
    .transaction()
    .execute((trx) => createWarehouse(trx, { code: 'EAST', name: 'East', return_address: { street: '1 Dock Rd', country_code: 'US' } }));
  const west = await db
    .transaction()
    .execute((trx) => createWarehouse(trx, { code: 'WEST', name: 'West', address: { street: '9 Pier St', country_code: 'US' } }));
  for (const warehouseId of [east, west]) await db.transaction().execute((trx) => addLocation(trx, warehouseId, { code: 'R-01' }));
  const partnerId = await db.transaction().execute((trx) => createPartner(trx, { name: 'Bench 3PL', code: 'bench', warehouses: ['EAST', 'WEST'] }));
  const productIds = await insertBenchProducts(db, products, createdAt);
  return { east, west, partnerId, productIds };
}

/** A pending record to receive, with its lines. */
export type Receivable = { id: number; lines: { id: number; product_id: number }[] };

/** The `limit` oldest pending records of a table with their lines, in the poll's order. */
export async function pendingWithLines(db: Db, table: 'customer_return_shipments' | 'supplier_shipments', limit: number): Promise<Receivable[]> {
  const heads = await db.selectFrom(table).select('id').where('state', '=', 'pending').orderBy('updated_at').orderBy('id').limit(limit).execute();
  const ids = heads.map((h) => h.id);
  const lines =
    table === 'customer_return_shipments'
      ? await db.selectFrom('customer_return_shipment_lines').select(['id', 'crs_id as owner', 'product_id']).where('crs_id', 'in', ids).orderBy('id').execute()
      : await db
          .selectFrom('supplier_shipment_lines')
          .select(['id', 'supplier_shipment_id as owner', 'product_id'])
          .where('supplier_shipment_id', 'in', ids)
          .orderBy('id')
          .execute();
  const byOwner = new Map<number, Receivable['lines']>();
  for (const line of lines) byOwner.set(line.owner, [...(byOwner.get(line.owner) ?? []), line]);
  return ids.map((id) => ({ id, lines: byOwner.get(id) ?? [] }));
}

const STRATEGIES = ['finalize_and_start_new', 'split_and_keep_open', 'finalize'];

/**
 * The receipt of the i-th record: both lines (every 3rd with the second damaged, named by product code);
 * every 4th only its first line's one unit, under each strategy in turn. `strategyField` is the name each
 * interface gives the strategy.
 */
export function receiptOf(record: Receivable, i: number, strategyField: 'strategy' | 'receiving_strategy', productIds: number[]) {
  const [first, second] = record.lines;
  if (!first || !second) throw new Error(`record ${record.id} has fewer than the two lines the seed gave it`);
  if (i % 4 === 3) return { id: record.id, [strategyField]: STRATEGIES[i % 3], lines: [{ id: first.id, quantity: 1, location: 'R-01' }] };
  return {
    id: record.id,
    lines: [
      { id: first.id, quantity: 1 },
      i % 3 === 0 ? { product_code: `P${productIds.indexOf(second.product_id)}`, quantity: 1, condition: 'damaged' } : { id: second.id, quantity: 1 },
    ],
  };
}
