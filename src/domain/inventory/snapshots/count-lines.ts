import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { insertRows } from '../../../db/bulk-statements.ts';
import type { ErrorDetail } from '../../../errors.ts';
import type { SnapshotBody } from '../../../wire/inventory.ts';
import { toStored } from '../../shared/quantity.ts';

/**
 * The lines of a count as staging rows (`inventory_count_lines`), resolved to products, locations and lots
 * by a few set-based statements, so that a count of 100,000 lines costs no query per line. The rows live
 * for the snapshot's transaction: stageCount writes them, clearCount removes them.
 */

/** Writes a count's items as staging rows of the snapshot, an item without location at primary storage. */
export async function stageCount(trx: Db, snapshotId: number, items: SnapshotBody['items']): Promise<ErrorDetail[]> {
  const invalid: ErrorDetail[] = [];
  const rows = [];
  for (const [position, item] of items.entries()) {
    const quantity = toStored(item.quantity);
    if (quantity === null) {
      invalid.push({ code: 'invalid_quantity', message: 'quantity has more than three decimals', pointer: `/items/${position}/quantity` });
      continue;
    }
    rows.push({
      snapshot_id: snapshotId,
      position,
      product_code: item.product_code,
      location_code: item.location ?? 'storage',
      lot_number: item.lot?.number ?? null,
      quantity,
    });
  }
  await insertRows(trx, 'inventory_count_lines', rows);
  return invalid;
}

/**
 * Resolves the staging rows: the product by code, the location by code in the warehouse (not archived), the
 * lot by number (0 without one). What stays unresolved is what unresolvedLines names.
 */
export async function resolveCount(trx: Db, snapshotId: number, warehouseId: number): Promise<void> {
  await sql`update inventory_count_lines set product_id = p.id from products p
    where inventory_count_lines.snapshot_id = ${snapshotId} and p.code = inventory_count_lines.product_code`.execute(trx);
  await sql`update inventory_count_lines set location_id = l.id from locations l
    where inventory_count_lines.snapshot_id = ${snapshotId} and l.warehouse_id = ${warehouseId}
      and l.code = inventory_count_lines.location_code and l.archived_at is null`.execute(trx);
  await sql`update inventory_count_lines set lot_id = lots.id from lots
    where inventory_count_lines.snapshot_id = ${snapshotId} and inventory_count_lines.lot_number is not null
      and lots.product_id = inventory_count_lines.product_id and lots.number = inventory_count_lines.lot_number`.execute(trx);
  await sql`update inventory_count_lines set lot_id = 0 where snapshot_id = ${snapshotId} and lot_number is null`.execute(trx);
}

/** Which staging rows cannot be counted: unresolved, or a bundle, or a lot of a product that is not lot-tracked. */
const unresolved = (snapshotId: number) => sql<boolean>`inventory_count_lines.snapshot_id = ${snapshotId} and (
  inventory_count_lines.product_id is null or inventory_count_lines.location_id is null or inventory_count_lines.lot_id is null
  or exists (select 1 from products p where p.id = inventory_count_lines.product_id
    and (p.is_bundle = 1 or (p.lot_tracked = 0 and inventory_count_lines.lot_number is not null))))`;

type UnresolvedLine = {
  position: number;
  product_code: string;
  location_code: string;
  lot_number: string | null;
  product_id: number | null;
  location_id: number | null;
  is_bundle: number | null;
  lot_tracked: number | null;
};

/** The count's lines that name no known product, location or lot, each as an error pointing at it, in count order. */
export async function unresolvedLines(trx: Db, snapshotId: number): Promise<ErrorDetail[]> {
  const { rows } = await sql<UnresolvedLine>`select inventory_count_lines.position, inventory_count_lines.product_code,
      inventory_count_lines.location_code, inventory_count_lines.lot_number, inventory_count_lines.product_id,
      inventory_count_lines.location_id, q.is_bundle, q.lot_tracked
    from inventory_count_lines left join products q on q.id = inventory_count_lines.product_id
    where ${unresolved(snapshotId)}
    order by inventory_count_lines.position`.execute(trx);
  return rows.map(lineError);
}

function lineError(line: UnresolvedLine): ErrorDetail {
  const at = `/items/${line.position}`;
  if (line.product_id === null) return { code: 'unknown_product', message: `product "${line.product_code}" does not exist`, pointer: `${at}/product_code` };
  if (Number(line.is_bundle) === 1) {
    return { code: 'product_not_stocked', message: `"${line.product_code}" is a bundle; count its components`, pointer: `${at}/product_code` };
  }
  if (line.location_id === null) {
    return { code: 'unknown_location', message: `location "${line.location_code}" does not exist in this warehouse`, pointer: `${at}/location` };
  }
  if (Number(line.lot_tracked) === 0) return { code: 'lot_not_tracked', message: `product "${line.product_code}" is not lot-tracked`, pointer: `${at}/lot` };
  return { code: 'unknown_lot', message: `product "${line.product_code}" has no lot "${line.lot_number}"`, pointer: `${at}/lot/number` };
}

/** Leaves the unresolved lines out of the count (the caller asked to skip them). */
export async function dropUnresolved(trx: Db, snapshotId: number): Promise<void> {
  await sql`delete from inventory_count_lines where ${unresolved(snapshotId)}`.execute(trx);
}

/** Removes the snapshot's staging rows, at the end of its transaction. */
export async function clearCount(trx: Db, snapshotId: number): Promise<void> {
  await trx.deleteFrom('inventory_count_lines').where('snapshot_id', '=', snapshotId).execute();
}
