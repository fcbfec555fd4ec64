import type { Db } from '../db/connect.ts';
import { invalidValue } from '../errors.ts';
import { holdsStock } from '../domain/inventory/inventory.repo.ts';
import { applyLocationChange, planLocationChange, type LocationPatch } from '../domain/warehouses/location-change.ts';

/**
 * PATCH /warehouses/{id}/locations/{location} (docs/admin-api.md "Locations"): the warehouse judges the
 * change under the location's lock; a move out of its storage tree or an archive needs the location and
 * those under it empty, which the inventory says; then the change applies. Answers the location id.
 */
export async function updateLocation(trx: Db, warehouseId: number, ref: string, patch: LocationPatch): Promise<number> {
  const change = await planLocationChange(trx, warehouseId, ref, patch);
  if (
    change.needsEmpty &&
    (await holdsStock(
      trx,
      change.subtree.map((l) => l.id),
    ))
  ) {
    throw invalidValue(patch.archived ? '/archived' : '/parent', `${change.needsEmpty}, and it holds stock: move or adjust that stock first`);
  }
  await applyLocationChange(trx, change);
  return change.location.id;
}
