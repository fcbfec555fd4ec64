import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { updateRows } from '../../../db/bulk-statements.ts';
import { nowIso } from '../../shared/time.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { applyToBalances, levelKey, recordMoves, type LevelFigure, type Move } from '../ledger.ts';
import type { Difference } from './compare.ts';

/** What applying a snapshot's differences changed: the products whose primary storage changed, and those that gained there. */
export type AppliedDifferences = { changedProductIds: number[]; gainedProductIds: number[] };

/** Rows per statement of the balance updates (one level and at most one position per move). */
const BALANCE_CHUNK = 2000;

/** The rows of a claim insert per statement (14 columns, under both backends' parameter limits). */
const CLAIM_CHUNK = 500;

type Snapshot = { id: number; warehouseId: number; countedAt: string; reference: string | null };

/**
 * Applies a snapshot's differences as adjustments with reason `cycle_count` and the snapshot's reference,
 * set-based: each difference is claimed as an adjustment (with a reference, one applied before for the
 * same product, location and lot is left as it was, as a warehouse's single adjustment would be), the
 * ledger records one move per claimed difference dated at counted_at, and the balances change in a few
 * bulk upserts, in key order. The levels the adjustments left are written to their rows last.
 */
export async function applyDifferences(trx: Db, snapshot: Snapshot, differences: Difference[]): Promise<AppliedDifferences> {
  const claimed = await claimDifferences(trx, snapshot, differences);
  if (claimed.length === 0) return { changedProductIds: [], gainedProductIds: [] };
  const [virtual, locations] = await Promise.all([virtualLocation(trx, 'adjustment'), locationsOf(trx, claimed)]);
  const moves: Move[] = claimed.map(({ difference: d }) => {
    const delta = d.counted - d.books;
    const place = locations.get(d.locationId)!;
    return {
      productId: d.productId,
      lotId: d.lotId,
      quantity: Math.abs(delta),
      from: delta > 0 ? virtual : place,
      to: delta > 0 ? place : virtual,
      cause: 'adjustment',
      reference: snapshot.reference === null ? 'cycle_count' : `cycle_count ${snapshot.reference}`,
      occurredAt: snapshot.countedAt,
    };
  });
  await recordMoves(trx, moves);
  const levels = new Map<string, LevelFigure>();
  for (let start = 0; start < moves.length; start += BALANCE_CHUNK) {
    const after = await applyToBalances(trx, moves.slice(start, start + BALANCE_CHUNK), []);
    for (const level of after.levels) levels.set(levelKey(level.location_id, level.product_id, level.lot_id), level);
  }
  await recordLevels(trx, claimed, levels);
  const sellable = claimed.filter(({ difference: d }) => locations.get(d.locationId)!.in_storage_tree === 1).map((c) => c.difference);
  return {
    changedProductIds: [...new Set(sellable.map((d) => d.productId))],
    gainedProductIds: [...new Set(sellable.filter((d) => d.counted > d.books).map((d) => d.productId))],
  };
}

type Claim = { id: number; difference: Difference };

/** Inserts an adjustment row per difference; with a reference, those whose replay key was taken before are left out. */
async function claimDifferences(trx: Db, snapshot: Snapshot, differences: Difference[]): Promise<Claim[]> {
  const now = nowIso();
  const claims: Claim[] = [];
  for (let start = 0; start < differences.length; start += CLAIM_CHUNK) {
    const chunk = differences.slice(start, start + CLAIM_CHUNK);
    const rows = chunk.map((d) => ({
      source: 'warehouse' as const,
      warehouse_id: snapshot.warehouseId,
      location_id: d.locationId,
      product_id: d.productId,
      lot_id: d.lotId,
      quantity: d.counted - d.books,
      previous_on_hand: 0,
      on_hand: 0,
      reason: 'cycle_count',
      reference: snapshot.reference,
      occurred_at: snapshot.countedAt,
      snapshot_id: snapshot.id,
      created_at: now,
    }));
    const inserted = await trx
      .insertInto('inventory_adjustments')
      .values(rows)
      .onConflict((oc) => oc.columns(['reference', 'product_id', 'location_id', 'lot_id']).doNothing())
      .returning(['id', 'location_id', 'product_id', 'lot_id'])
      .execute();
    const byKey = new Map(chunk.map((d) => [levelKey(d.locationId, d.productId, d.lotId), d]));
    for (const row of inserted) claims.push({ id: row.id, difference: byKey.get(levelKey(row.location_id, row.product_id, row.lot_id))! });
  }
  return claims;
}

type Place = { id: number; warehouse_id: number | null; in_storage_tree: number };

async function locationsOf(trx: Db, claims: Claim[]): Promise<Map<number, Place>> {
  const ids = [...new Set(claims.map((c) => c.difference.locationId))];
  const { rows } = await sql<Place>`select id, warehouse_id, in_storage_tree from locations where id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Writes each adjustment's level before and after, from the levels the balance updates answered. */
async function recordLevels(trx: Db, claims: Claim[], levels: Map<string, LevelFigure>): Promise<void> {
  const rows = claims.map(({ id, difference: d }) => {
    const after = Number(levels.get(levelKey(d.locationId, d.productId, d.lotId))?.quantity ?? 0);
    return { id, values: [after - (d.counted - d.books), after] };
  });
  await updateRows(
    trx,
    'inventory_adjustments',
    [
      { name: 'previous_on_hand', type: 'bigint' },
      { name: 'on_hand', type: 'bigint' },
    ],
    rows,
  );
}
