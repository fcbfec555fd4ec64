import type { Db } from '../../../db/connect.ts';
import { insertRows } from '../../../db/bulk-statements.ts';
import type { SnapshotSummary } from '../../../wire/inventory.ts';
import { directionOf, offsetOf, pastCursor, type PageWindow } from '../../shared/list-window.ts';
import { fromStored } from '../../shared/quantity.ts';
import type { Difference } from './compare.ts';

/** A snapshot as it is first stored, before its comparison: its counts are written by finishSnapshot. */
export type NewSnapshot = { warehouseId: number; countedAt: string; complete: boolean; dryRun: boolean; reference: string | null; now: string };

/** Stores a snapshot's head and answers its id. */
export async function insertSnapshot(trx: Db, s: NewSnapshot): Promise<number> {
  const row = await trx
    .insertInto('inventory_snapshots')
    .values({
      warehouse_id: s.warehouseId,
      counted_at: s.countedAt,
      complete: s.complete ? 1 : 0,
      state: s.dryRun ? 'dry_run' : 'applied',
      reference: s.reference,
      created_at: s.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a snapshot's comparison found, in numbers. */
export type SnapshotCounts = { counted: number; matched: number; adjusted: number; zeroed: number; skipped: number };

/**
 * Writes a snapshot's counts and the differences it found (dry run or applied alike), with the sums of
 * its differences over and under the books: the attention page's drift reads those, not the differences.
 */
export async function finishSnapshot(trx: Db, id: number, counts: SnapshotCounts, differences: Difference[]): Promise<void> {
  let over = 0;
  let under = 0;
  for (const d of differences) {
    const difference = d.counted - d.books;
    if (difference > 0) over += difference;
    else under += difference;
  }
  await trx
    .updateTable('inventory_snapshots')
    .set({ ...counts, units_over: over, units_under: under })
    .where('id', '=', id)
    .execute();
  await insertRows(
    trx,
    'inventory_snapshot_differences',
    differences.map((d) => ({
      snapshot_id: id,
      product_id: d.productId,
      location_id: d.locationId,
      lot_id: d.lotId,
      books: d.books,
      counted: d.counted,
      difference: d.counted - d.books,
      zeroed: d.zeroed ? 1 : 0,
    })),
  );
}

function snapshotsQuery(db: Db) {
  return db
    .selectFrom('inventory_snapshots as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select([
      's.id',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      's.counted_at',
      's.complete',
      's.reference',
      's.state',
      's.counted',
      's.matched',
      's.adjusted',
      's.zeroed',
      's.created_at',
    ]);
}

type SnapshotRow = Awaited<ReturnType<ReturnType<typeof snapshotsQuery>['executeTakeFirstOrThrow']>>;

function summaryOf(row: SnapshotRow): SnapshotSummary {
  return {
    id: row.id,
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
    counted_at: row.counted_at,
    complete: row.complete === 1,
    reference: row.reference,
    state: row.state,
    counted: row.counted,
    matched: row.matched,
    adjusted: row.adjusted,
    zeroed: row.zeroed,
    created_at: row.created_at,
  };
}

/** A snapshot's head as answered and listed, or undefined. */
export async function findSnapshot(db: Db, id: number): Promise<SnapshotSummary | undefined> {
  const row = await snapshotsQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row && summaryOf(row);
}

export type SnapshotFilter = { warehouseId?: number | undefined; countedAtMin?: string | undefined; countedAtMax?: string | undefined };

/** One page of snapshots by offset or after a cursor, newest first when the window says so (by id, which grows with time). */
export async function listSnapshots(db: Db, filter: SnapshotFilter, window: PageWindow): Promise<SnapshotSummary[]> {
  let query = pastCursor(snapshotsQuery(db), ['s.id'], window).orderBy('s.id', directionOf(window)).limit(window.limit).offset(offsetOf(window));
  if (filter.warehouseId !== undefined) query = query.where('s.warehouse_id', '=', filter.warehouseId);
  if (filter.countedAtMin !== undefined) query = query.where('s.counted_at', '>=', filter.countedAtMin);
  if (filter.countedAtMax !== undefined) query = query.where('s.counted_at', '<=', filter.countedAtMax);
  return (await query.execute()).map(summaryOf);
}

/** A snapshot's differences with their product, location and lot named, in the order they were found. */
export async function differencesOf(db: Db, snapshotId: number) {
  const rows = await db
    .selectFrom('inventory_snapshot_differences as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .innerJoin('locations as l', 'l.id', 'd.location_id')
    .leftJoin('lots', 'lots.id', 'd.lot_id')
    .select(['p.code as product_code', 'l.code as location', 'lots.number as lot', 'd.books', 'd.counted', 'd.difference'])
    .where('d.snapshot_id', '=', snapshotId)
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({
    product_code: r.product_code,
    location: r.location,
    lot: r.lot,
    books: fromStored(Number(r.books)),
    counted: fromStored(Number(r.counted)),
    difference: fromStored(Number(r.difference)),
  }));
}
