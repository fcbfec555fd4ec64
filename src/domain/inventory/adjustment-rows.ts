import type { Db } from '../../db/connect.ts';
import { insertRows, updateRows } from '../../db/bulk-statements.ts';
import type { LedgerLocation, Move } from './ledger.ts';

/**
 * An adjustment as inventory_adjustments keeps it, whoever reported it: a warehouse's element, or a
 * difference a snapshot found (`snapshotId`). Quantities in stored thousandths; `delta` is signed.
 */
export type AdjustmentRow = {
  warehouseId: number;
  locationId: number;
  productId: number;
  lotId: number;
  delta: number;
  reason: string;
  reference: string | null;
  occurredAt: string | null;
  snapshotId: number | null;
};

/** The level of the product and lot at the location before and after an adjustment (stored thousandths). */
export type AdjustmentLevels = { previous: number; onHand: number };

/** The rows of a claim insert per statement (13 columns, under both backends' parameter limits). */
const CLAIM_CHUNK = 500;

/** What names an adjustment for replay: its reference and the product, location and lot it changed. */
export const replayKey = (reference: string | null, locationId: number, productId: number, lotId: number) =>
  JSON.stringify([reference, locationId, productId, lotId]);

function columns(row: AdjustmentRow, levels: AdjustmentLevels, now: string) {
  return {
    source: 'warehouse' as const,
    warehouse_id: row.warehouseId,
    location_id: row.locationId,
    product_id: row.productId,
    lot_id: row.lotId,
    quantity: row.delta,
    previous_on_hand: levels.previous,
    on_hand: levels.onHand,
    reason: row.reason,
    reference: row.reference,
    occurred_at: row.occurredAt,
    snapshot_id: row.snapshotId,
    created_at: now,
  };
}

/**
 * Claims adjustments before their stock moves: one row each, its levels written later (recordAdjustmentLevels).
 * The unique replay key (reference, product, location, lot) leaves out a row whose key was claimed before,
 * and makes a concurrent claim of the same key wait for this transaction and then leave it out (on
 * PostgreSQL), so a reference is applied once however many requests race. Rows are inserted in key order,
 * so that two claims of overlapping keys wait on each other in the same order. Answers the id of each row
 * claimed, by replayKey; a row without a reference is always claimed.
 */
export async function claimAdjustments(trx: Db, rows: AdjustmentRow[], now: string): Promise<Map<string, number>> {
  const keyOf = (r: { reference: string | null; locationId: number; productId: number; lotId: number }) =>
    replayKey(r.reference, r.locationId, r.productId, r.lotId);
  const sorted = rows.map((row) => ({ row, key: keyOf(row) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const claimed = new Map<string, number>();
  for (let start = 0; start < sorted.length; start += CLAIM_CHUNK) {
    const inserted = await trx
      .insertInto('inventory_adjustments')
      .values(sorted.slice(start, start + CLAIM_CHUNK).map(({ row }) => columns(row, { previous: 0, onHand: 0 }, now)))
      .onConflict((oc) => oc.columns(['reference', 'product_id', 'location_id', 'lot_id']).doNothing())
      .returning(['id', 'reference', 'location_id', 'product_id', 'lot_id'])
      .execute();
    for (const r of inserted) claimed.set(replayKey(r.reference, r.location_id, r.product_id, r.lot_id), r.id);
  }
  return claimed;
}

/** Writes the levels before and after of claimed adjustments, in one statement per 500. */
export async function recordAdjustmentLevels(trx: Db, rows: { id: number; levels: AdjustmentLevels }[]): Promise<void> {
  if (rows.length === 0) return;
  await updateRows(
    trx,
    'inventory_adjustments',
    [
      { name: 'previous_on_hand', type: 'bigint' },
      { name: 'on_hand', type: 'bigint' },
    ],
    rows.map(({ id, levels }) => ({ id, values: [levels.previous, levels.onHand] })),
  );
}

/** Inserts adjustments whose levels are known already (those with no reference to claim). */
export async function insertAdjustments(trx: Db, rows: { row: AdjustmentRow; levels: AdjustmentLevels }[], now: string): Promise<void> {
  if (rows.length === 0) return;
  await insertRows(
    trx,
    'inventory_adjustments',
    rows.map(({ row, levels }) => columns(row, levels, now)),
  );
}

/** The ledger's move of an adjustment: from the virtual `adjustment` location into the place, or back. */
export function adjustmentMove(
  virtual: LedgerLocation,
  place: LedgerLocation,
  row: Pick<AdjustmentRow, 'productId' | 'lotId' | 'delta' | 'occurredAt'>,
  note: string | null,
): Move {
  return {
    productId: row.productId,
    lotId: row.lotId,
    quantity: Math.abs(row.delta),
    from: row.delta > 0 ? virtual : place,
    to: row.delta > 0 ? place : virtual,
    cause: 'adjustment',
    reference: note,
    occurredAt: row.occurredAt,
  };
}
