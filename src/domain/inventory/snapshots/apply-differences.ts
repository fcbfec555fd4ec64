import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { nowIso } from '../../shared/time.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { adjustmentMove, claimAdjustments, recordAdjustmentLevels, replayKey, type AdjustmentRow } from '../adjustment-rows.ts';
import { applyToBalances, levelKey, recordMoves, type LevelFigure, type Move } from '../ledger.ts';
import type { Difference } from './compare.ts';

/** What applying a snapshot's differences changed: the products whose primary storage changed, and those that gained there. */
export type AppliedDifferences = { changedProductIds: number[]; gainedProductIds: number[] };

/** Rows per statement of the balance updates (one level and at most one position per move). */
const BALANCE_CHUNK = 2000;

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
  const note = snapshot.reference === null ? 'cycle_count' : `cycle_count ${snapshot.reference}`;
  const moves: Move[] = claimed.map(({ row }) => adjustmentMove(virtual, locations.get(row.locationId)!, row, note));
  await recordMoves(trx, moves);
  const levels = new Map<string, LevelFigure>();
  for (let start = 0; start < moves.length; start += BALANCE_CHUNK) {
    const after = await applyToBalances(trx, moves.slice(start, start + BALANCE_CHUNK), []);
    for (const level of after.levels) levels.set(levelKey(level.location_id, level.product_id, level.lot_id), level);
  }
  await recordAdjustmentLevels(
    trx,
    claimed.map(({ id, row }) => {
      const onHand = Number(levels.get(levelKey(row.locationId, row.productId, row.lotId))?.quantity ?? 0);
      return { id, levels: { previous: onHand - row.delta, onHand } };
    }),
  );
  const sellable = claimed.filter(({ row }) => locations.get(row.locationId)!.in_storage_tree === 1).map((c) => c.row);
  return {
    changedProductIds: [...new Set(sellable.map((r) => r.productId))],
    gainedProductIds: [...new Set(sellable.filter((r) => r.delta > 0).map((r) => r.productId))],
  };
}

type Claim = { id: number; row: AdjustmentRow };

/** Claims an adjustment per difference; with a reference, those whose replay key was taken before are left out. */
async function claimDifferences(trx: Db, snapshot: Snapshot, differences: Difference[]): Promise<Claim[]> {
  const rows: AdjustmentRow[] = differences.map((d) => ({
    warehouseId: snapshot.warehouseId,
    locationId: d.locationId,
    productId: d.productId,
    lotId: d.lotId,
    delta: d.counted - d.books,
    reason: 'cycle_count',
    reference: snapshot.reference,
    occurredAt: snapshot.countedAt,
    snapshotId: snapshot.id,
  }));
  const ids = await claimAdjustments(trx, rows, nowIso());
  return rows.flatMap((row) => {
    const id = ids.get(replayKey(row.reference, row.locationId, row.productId, row.lotId));
    return id === undefined ? [] : [{ id, row }];
  });
}

type Place = { id: number; warehouse_id: number | null; in_storage_tree: number };

async function locationsOf(trx: Db, claims: Claim[]): Promise<Map<number, Place>> {
  const ids = [...new Set(claims.map((c) => c.row.locationId))];
  const { rows } = await sql<Place>`select id, warehouse_id, in_storage_tree from locations where id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.map((r) => [r.id, r]));
}
