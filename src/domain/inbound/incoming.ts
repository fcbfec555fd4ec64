import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { SupplierShipmentState } from '../../db/schema.ts';
import { INCOMING_SUPPLIER_SHIPMENT_STATES } from './inbound.states.ts';

/** Stock on its way to a warehouse, in stored thousandths (docs/admin-api.md "Inventory"). */
export type InboundFigures = {
  /** Units of purchase orders' supplier shipments announced (pending or open) and not yet received. */
  incoming: number;
  /** Units of transfers' supplier shipments shipped by the source (pending or open) and not yet received. */
  inTransit: number;
};

/**
 * The states of the partial index `ss_incoming` (migration 0017). The query repeats its predicate word
 * for word beside the narrower state filter: SQLite uses a partial index only for a query whose WHERE
 * holds the index's own terms, PostgreSQL proves it from either.
 */
const INDEXED_STATES: SupplierShipmentState[] = ['waiting', 'pending', 'open'];

/** The key of a (warehouse, product) pair in the map inboundFigures answers. */
export function inboundKey(warehouseId: number, productId: number): string {
  return `${warehouseId}:${productId}`;
}

/**
 * The stock on its way to each (warehouse, product) of a page of the inventory list, summed by the
 * database in one query over the few supplier shipments not received yet (along `ss_incoming`), each
 * line counting what it still expects (`quantity - received_quantity`, never below zero). Pairs with
 * nothing on its way are absent.
 */
export async function inboundFigures(db: Db, pairs: { warehouseId: number; productId: number }[]): Promise<Map<string, InboundFigures>> {
  const figures = new Map<string, InboundFigures>();
  if (pairs.length === 0) return figures;
  const rows = await db
    .selectFrom('supplier_shipments as ss')
    .innerJoin('supplier_shipment_lines as l', 'l.supplier_shipment_id', 'ss.id')
    .select([
      'ss.warehouse_id',
      'l.product_id',
      'ss.source',
      sql<string | number>`sum(case when l.quantity > l.received_quantity then l.quantity - l.received_quantity else 0 end)`.as('units'),
    ])
    .where('ss.state', 'in', INDEXED_STATES)
    .where('ss.state', 'in', INCOMING_SUPPLIER_SHIPMENT_STATES)
    .where('ss.warehouse_id', 'in', [...new Set(pairs.map((p) => p.warehouseId))])
    .where('l.product_id', 'in', [...new Set(pairs.map((p) => p.productId))])
    .groupBy(['ss.warehouse_id', 'l.product_id', 'ss.source'])
    .execute();
  for (const row of rows) {
    const key = inboundKey(row.warehouse_id, row.product_id);
    const entry = figures.get(key) ?? { incoming: 0, inTransit: 0 };
    if (row.source === 'transfer') entry.inTransit += Number(row.units);
    else entry.incoming += Number(row.units);
    figures.set(key, entry);
  }
  return figures;
}

/**
 * The (warehouse, product) pairs with stock on its way, narrowed to a warehouse and a product when
 * given: what the inventory list shows besides the pairs with stock, so that a product ordered for a
 * warehouse that never held it shows its `incoming` (src/domain/inventory/inventory.repo.ts `MorePairs`).
 */
export function pairsOnTheirWay(db: Db) {
  return ({ warehouseId, productId }: { warehouseId?: number; productId?: number }) => {
    let query = db
      .selectFrom('supplier_shipments as ss')
      .innerJoin('supplier_shipment_lines as l', 'l.supplier_shipment_id', 'ss.id')
      .select(['ss.warehouse_id', 'l.product_id'])
      .where('ss.state', 'in', INDEXED_STATES)
      .where('ss.state', 'in', INCOMING_SUPPLIER_SHIPMENT_STATES)
      .where(sql<boolean>`l.quantity > l.received_quantity`);
    if (warehouseId !== undefined) query = query.where('ss.warehouse_id', '=', warehouseId);
    if (productId !== undefined) query = query.where('l.product_id', '=', productId);
    return query;
  };
}
