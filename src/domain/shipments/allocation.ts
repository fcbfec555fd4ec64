import type { Db } from '../../db/connect.ts';
import { addToAllocated, tryAllocate } from '../inventory/ledger.ts';

/** A line that moves stock: a plain line or a bundle subline, never the bundle line itself. */
export type PhysicalLine = { id: number; shipmentId: number; productId: number; quantity: number; allocatedQuantity: number };

/** Stored thousandths of one product a set of lines still needs (or holds). */
type ProductQuantity = { productId: number; quantity: number };

/** The physical lines of some shipments, in line order. */
export async function physicalLines(db: Db, shipmentIds: number[]): Promise<PhysicalLine[]> {
  if (shipmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('customer_shipment_lines as l')
    .select(['l.id', 'l.shipment_id', 'l.product_id', 'l.quantity', 'l.allocated_quantity'])
    .where('l.shipment_id', 'in', shipmentIds)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('customer_shipment_lines as c').select('c.id').whereRef('c.parent_line_id', '=', 'l.id'))))
    .orderBy('l.shipment_id')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, shipmentId: r.shipment_id, productId: r.product_id, quantity: r.quantity, allocatedQuantity: r.allocated_quantity }));
}

/**
 * Sums per product, sorted by product id: every transaction takes inventory rows in the same order,
 * so two allocations on PostgreSQL cannot deadlock on each other.
 */
function perProduct(lines: PhysicalLine[], amount: (line: PhysicalLine) => number): ProductQuantity[] {
  const sums = new Map<number, number>();
  for (const line of lines) {
    const quantity = amount(line);
    if (quantity > 0) sums.set(line.productId, (sums.get(line.productId) ?? 0) + quantity);
  }
  return [...sums].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

const stillNeeded = (line: PhysicalLine) => line.quantity - line.allocatedQuantity;

/**
 * All or none: reserves at the warehouse what the lines still need, only when every product has that
 * much available; a product that falls short undoes the ones reserved before it. Returns what was
 * reserved, or null. The lines themselves are not marked yet (markAllocated).
 */
export async function reserveAll(trx: Db, warehouseId: number, lines: PhysicalLine[]): Promise<ProductQuantity[] | null> {
  const needs = perProduct(lines, stillNeeded);
  const reserved: ProductQuantity[] = [];
  for (const need of needs) {
    if (!(await tryAllocate(trx, warehouseId, need.productId, need.quantity))) {
      await unreserve(trx, warehouseId, reserved);
      return null;
    }
    reserved.push(need);
  }
  return reserved;
}

/** Gives back what reserveAll took. */
export async function unreserve(trx: Db, warehouseId: number, reserved: ProductQuantity[]): Promise<void> {
  for (const r of reserved) await addToAllocated(trx, warehouseId, r.productId, -r.quantity);
}

/**
 * Staff force-release: allocates what the lines still need whether or not it is available, so
 * `available` may go negative; the warehouse has been told to ship these lines anyway.
 */
export async function forceAllocate(trx: Db, warehouseId: number, lines: PhysicalLine[]): Promise<void> {
  for (const need of perProduct(lines, stillNeeded)) await addToAllocated(trx, warehouseId, need.productId, need.quantity);
  await markAllocated(trx, lines);
}

/** Records on the lines that they hold their full quantity. */
export async function markAllocated(trx: Db, lines: PhysicalLine[]): Promise<void> {
  const ids = lines.filter((l) => l.allocatedQuantity !== l.quantity).map((l) => l.id);
  if (ids.length === 0) return;
  await trx
    .updateTable('customer_shipment_lines')
    .set((eb) => ({ allocated_quantity: eb.ref('quantity') }))
    .where('id', 'in', ids)
    .execute();
}

/** Frees the stock the lines hold at the warehouse and sets their allocated quantity to zero. */
export async function freeAllocation(trx: Db, warehouseId: number, lines: PhysicalLine[]): Promise<void> {
  for (const held of perProduct(lines, (l) => l.allocatedQuantity)) await addToAllocated(trx, warehouseId, held.productId, -held.quantity);
  const ids = lines.filter((l) => l.allocatedQuantity !== 0).map((l) => l.id);
  if (ids.length === 0) return;
  await trx.updateTable('customer_shipment_lines').set({ allocated_quantity: 0 }).where('id', 'in', ids).execute();
}
