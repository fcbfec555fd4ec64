import { dbKind, type Db } from '../../../db/connect.ts';
import { AppError } from '../../../errors.ts';
import type { SnapshotAnswer, SnapshotBody, SnapshotSummary } from '../../../wire/inventory.ts';
import type { NewEvent } from '../../events/outbox.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { nowIso } from '../../shared/time.ts';
import { keyWarehouse } from '../warehouse-adjustments.ts';
import { applyDifferences, type AppliedDifferences } from './apply-differences.ts';
import { countDifferences, countedLevels, stockedProducts, type Difference } from './compare.ts';
import { clearCount, stageCount, unresolvedLines } from './count-lines.ts';
import { differencesOf, findSnapshot, finishSnapshot, insertSnapshot } from './snapshots.repo.ts';

/** What a snapshot did: its answer, and for an applied one what changed, for the action to tell the other areas. */
export type SnapshotOutcome = { answer: SnapshotAnswer; warehouseId: number; applied: AppliedDifferences | null };

/**
 * PUT /inventory/snapshot.json (docs/3pl-api.md section 16): stages the count, resolves its lines (unknown
 * ones refuse the whole snapshot unless `skip_unknown`, which leaves them out), compares it with the books as of counted_at, holds
 * a complete count to the zeroing guard, stores the snapshot and its differences, and (unless a dry run)
 * applies the differences as cycle_count adjustments. Applying snapshots of one warehouse queue on its row
 * (PostgreSQL), so two copies of one count never both find the same differences.
 */
export async function takeSnapshot(trx: Db, principal: Principal, body: SnapshotBody): Promise<SnapshotOutcome> {
  const dryRun = body.dry_run ?? false;
  const warehouse = await keyWarehouse(trx, principal, body.warehouse, '');
  if (!dryRun) await queueOnWarehouse(trx, warehouse.id);
  const countedAt = new Date(body.counted_at).toISOString();
  const reference = body.reference ?? null;
  const id = await insertSnapshot(trx, { warehouseId: warehouse.id, countedAt, complete: body.complete, dryRun, reference, now: nowIso() });
  const invalid = await stageCount(trx, id, body.items);
  if (invalid.length > 0) throw new AppError('invalid_value', `${invalid.length} item(s) count a quantity with more than three decimals`, invalid);
  const skipped = await unresolvedLines(trx, id, warehouse.id);
  if (skipped.length > 0 && body.skip_unknown !== true) {
    const message = `${skipped.length} item(s) name unknown products, locations or lots (listed in errors); nothing was applied. Correct them, or send skip_unknown: true to apply the rest`;
    throw new AppError(
      'snapshot_unknown_items',
      message,
      skipped.map(({ position: _, ...error }) => error),
    );
  }
  const differences = await countDifferences(trx, id, warehouse.id, countedAt, body.complete);
  await guardZeroing(trx, warehouse.id, differences, body.max_zeroed);
  const counted = await countedLevels(trx, id, warehouse.id);
  const listedDifferences = differences.filter((d) => !d.zeroed).length;
  const counts = {
    counted,
    matched: counted - listedDifferences,
    adjusted: differences.length,
    zeroed: differences.length - listedDifferences,
    skipped: skipped.length,
  };
  const applied = dryRun ? null : await applyDifferences(trx, { id, warehouseId: warehouse.id, countedAt, reference }, differences);
  await finishSnapshot(trx, id, counts, differences);
  await clearCount(trx, id);
  const summary = (await findSnapshot(trx, id))!;
  const answer = {
    ...summary,
    differences: await differencesOf(trx, id),
    skipped: skipped.map((e) => ({ code: e.code, message: e.message, pointer: e.pointer ?? '' })),
  };
  return { answer, warehouseId: warehouse.id, applied };
}

/** PostgreSQL: holds the warehouse's row until the transaction ends (SQLite runs one writer at a time). */
async function queueOnWarehouse(trx: Db, warehouseId: number): Promise<void> {
  if (dbKind(trx) !== 'postgres') return;
  await trx.selectFrom('warehouses').select('id').where('id', '=', warehouseId).forNoKeyUpdate().execute();
}

/**
 * A complete count that would set more products to 0 than `max_zeroed` (default 10 % of the products the
 * warehouse holds stock of, rounded up) is refused whole: a truncated file must not wipe a warehouse.
 */
async function guardZeroing(trx: Db, warehouseId: number, differences: Difference[], maxZeroed: number | undefined): Promise<void> {
  const zeroedProducts = new Set(differences.filter((d) => d.zeroed && d.counted === 0 && d.books > 0).map((d) => d.productId)).size;
  if (zeroedProducts === 0) return;
  const stocked = maxZeroed === undefined ? await stockedProducts(trx, warehouseId) : 0;
  const allowed = maxZeroed ?? Math.ceil(stocked / 10);
  if (zeroedProducts <= allowed) return;
  const rule = maxZeroed === undefined ? `10 % of the ${stocked} products it holds stock of` : 'max_zeroed';
  const message = `this complete count omits stock of ${zeroedProducts} products, which would set them to 0; at most ${allowed} may be (${rule}). Nothing was applied: send the whole count, or a higher max_zeroed if this is right`;
  throw new AppError('snapshot_would_zero', message, [{ code: 'snapshot_would_zero', message, pointer: '/items' }]);
}

/** `inventory.reconciled`: an applied snapshot's summary. */
export function reconciledEvent(summary: SnapshotSummary): NewEvent {
  return {
    type: 'inventory.reconciled',
    resourceType: 'inventory_snapshot',
    resourceId: summary.id,
    warehouseId: summary.warehouse.id,
    data: {
      id: summary.id,
      warehouse: summary.warehouse,
      counted_at: summary.counted_at,
      complete: summary.complete,
      reference: summary.reference,
      state: 'applied',
      counted: summary.counted,
      matched: summary.matched,
      adjusted: summary.adjusted,
      zeroed: summary.zeroed,
    },
  };
}
