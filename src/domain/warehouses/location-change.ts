import type { Db } from '../../db/connect.ts';
import type { Location } from '../../db/schema.ts';
import { alreadyExists, invalidValue, notFound, unknownReference } from '../../errors.ts';
import { idFromText, isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

/** What staff may change of a location (docs/admin-api.md "Locations"). */
export type LocationPatch = { code?: string; name?: string; parent?: string; archived?: boolean };

/** A change judged against the warehouse's locations, ready to be applied. */
export type LocationChange = {
  location: Location;
  /** The location and every location under it. */
  subtree: Location[];
  set: { code?: string; name?: string; parent_id?: number; archived_at?: string | null; updated_at: string };
  /** The subtree's storage-tree flag after a move into another tree; null when it keeps its own. */
  inStorageTree: number | null;
  /** Why the subtree must hold no stock for the change to apply (a move out of its tree, archiving), or null. */
  needsEmpty: string | null;
};

/**
 * Judges a change of a location of a warehouse, named by code or id, after taking its row lock. A bin
 * may be renamed (code, name), moved under another location of the warehouse, archived and brought
 * back; the standard locations (storage, lost and found, consumables) only change their name, since
 * other rules find them by code. Every refusal is a 4xx naming the field.
 */
export async function planLocationChange(trx: Db, warehouseId: number, ref: string, patch: LocationPatch): Promise<LocationChange> {
  const all = await trx.selectFrom('locations').selectAll().where('warehouse_id', '=', warehouseId).orderBy('id').execute();
  const id = idFromText(ref);
  const location = all.find((l) => l.code === ref) ?? all.find((l) => l.id === id);
  if (!location) throw notFound('location');
  await trx.updateTable('locations').set({ updated_at: nowIso() }).where('id', '=', location.id).execute();
  const subtree = subtreeOf(location, all);
  const change: LocationChange = { location, subtree, set: { updated_at: nowIso() }, inStorageTree: null, needsEmpty: null };
  if (patch.name !== undefined) change.set.name = patch.name;
  const structural = (['code', 'parent', 'archived'] as const).find((field) => patch[field] !== undefined);
  if (structural && location.kind !== 'bin') {
    throw invalidValue(`/${structural}`, `"${location.code}" is a standard location of the warehouse: only its name can change`);
  }
  if (patch.code !== undefined) change.set.code = patch.code;
  if (patch.parent !== undefined) moveUnder(change, all, patch.parent);
  if (patch.archived !== undefined) archive(change, all, patch.archived);
  return change;
}

function moveUnder(change: LocationChange, all: Location[], code: string): void {
  const parent = all.find((l) => l.code === code);
  if (!parent) throw unknownReference('/parent', `location "${code}" does not exist in this warehouse`);
  if (parent.archived_at !== null) throw invalidValue('/parent', `location "${code}" is archived`);
  if (change.subtree.some((l) => l.id === parent.id)) throw invalidValue('/parent', `"${code}" is "${change.location.code}" itself or under it`);
  change.set.parent_id = parent.id;
  if (parent.in_storage_tree !== change.location.in_storage_tree) {
    change.inStorageTree = parent.in_storage_tree;
    change.needsEmpty = `moving "${change.location.code}" ${parent.in_storage_tree ? 'into' : 'out of'} primary storage would change what is on hand`;
  }
}

function archive(change: LocationChange, all: Location[], archived: boolean): void {
  const { location, subtree } = change;
  if (!archived) {
    const parent = all.find((l) => l.id === (change.set.parent_id ?? location.parent_id));
    if (parent?.archived_at) throw invalidValue('/archived', `"${location.code}" is under "${parent.code}", which is archived: bring that back first`);
    change.set.archived_at = null;
    return;
  }
  const open = subtree.find((l) => l.id !== location.id && l.archived_at === null);
  if (open) throw invalidValue('/archived', `"${open.code}" is under "${location.code}" and in use: archive it first`);
  change.set.archived_at = location.archived_at ?? nowIso();
  change.needsEmpty ??= `"${location.code}" can be archived only when empty`;
}

/** Applies a judged change: the location's own fields, and the storage-tree flag of its subtree after a move. */
export async function applyLocationChange(trx: Db, change: LocationChange): Promise<void> {
  try {
    await trx.updateTable('locations').set(change.set).where('id', '=', change.location.id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `location code "${change.set.code}" is taken in this warehouse`);
    throw error;
  }
  if (change.inStorageTree !== null) {
    await trx
      .updateTable('locations')
      .set({ in_storage_tree: change.inStorageTree })
      .where(
        'id',
        'in',
        change.subtree.map((l) => l.id),
      )
      .execute();
  }
}

/** A location and every location under it, at any depth. */
function subtreeOf(root: Location, all: Location[]): Location[] {
  const found = [root];
  // The iterator reaches the locations pushed while it runs: each level's children, then theirs.
  for (const location of found) found.push(...all.filter((l) => l.parent_id === location.id));
  return found;
}
