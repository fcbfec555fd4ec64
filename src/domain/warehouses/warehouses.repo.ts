import type { Db } from '../../db/connect.ts';
import type { Location, LocationKind, Warehouse } from '../../db/schema.ts';
import { alreadyExists, invalidValue, notFound, unknownReference } from '../../errors.ts';
import { touchReferenceData } from '../shared/reference-data.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

export type AddressInput = Record<string, string | null | undefined>;

export type WarehouseInput = {
  code: string;
  name: string;
  address?: AddressInput | null;
  return_address?: AddressInput | null;
};

/** The locations every warehouse owns from its creation (docs/admin-api.md "Warehouses and locations"). */
const STANDARD_LOCATIONS: { code: string; name: string; kind: LocationKind; inStorageTree: number }[] = [
  { code: 'storage', name: 'Storage', kind: 'storage', inStorageTree: 1 },
  { code: 'lost_and_found', name: 'Lost and found', kind: 'lost_and_found', inStorageTree: 0 },
  { code: 'consumables', name: 'Consumables', kind: 'consumables', inStorageTree: 0 },
];

/** Creates a warehouse with its storage, lost-and-found and consumables locations. */
export async function createWarehouse(trx: Db, input: WarehouseInput): Promise<number> {
  const now = nowIso();
  let id: number;
  try {
    const row = await trx
      .insertInto('warehouses')
      .values({
        code: input.code,
        name: input.name,
        address: input.address ? JSON.stringify(input.address) : null,
        return_address: input.return_address ? JSON.stringify(input.return_address) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `warehouse code "${input.code}" is taken`);
    throw error;
  }
  await trx
    .insertInto('locations')
    .values(
      STANDARD_LOCATIONS.map((l) => ({
        warehouse_id: id,
        code: l.code,
        name: l.name,
        kind: l.kind,
        parent_id: null,
        in_storage_tree: l.inStorageTree,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return id;
}

/** Changes a warehouse's name or addresses. */
export async function updateWarehouse(trx: Db, id: number, input: Partial<Omit<WarehouseInput, 'code'>>): Promise<void> {
  const set: Record<string, string | null> = { updated_at: nowIso() };
  if (input.name !== undefined) set.name = input.name;
  if (input.address !== undefined) set.address = input.address ? JSON.stringify(input.address) : null;
  if (input.return_address !== undefined) set.return_address = input.return_address ? JSON.stringify(input.return_address) : null;
  const result = await trx.updateTable('warehouses').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('warehouse');
  await touchReferenceData(trx);
}

export type LocationInput = { code: string; name?: string; parent?: string };

/** Adds a put-away bin under a location of the warehouse (default: under primary storage). */
export async function addLocation(trx: Db, warehouseId: number, input: LocationInput): Promise<number> {
  const parentCode = input.parent ?? 'storage';
  const parent = await findLocation(trx, warehouseId, parentCode);
  if (!parent) throw unknownReference('/parent', `location "${parentCode}" does not exist in this warehouse`);
  if (parent.archived_at !== null) throw invalidValue('/parent', `location "${parentCode}" is archived`);
  const now = nowIso();
  try {
    const row = await trx
      .insertInto('locations')
      .values({
        warehouse_id: warehouseId,
        code: input.code,
        name: input.name ?? input.code,
        kind: 'bin',
        parent_id: parent.id,
        in_storage_tree: parent.in_storage_tree,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `location code "${input.code}" is taken in this warehouse`);
    throw error;
  }
}

/** A location of a warehouse by code, or undefined. */
export async function findLocation(db: Db, warehouseId: number, code: string): Promise<Location | undefined> {
  return db.selectFrom('locations').selectAll().where('warehouse_id', '=', warehouseId).where('code', '=', code).executeTakeFirst();
}

/** A virtual location (customer, supplier, consumption, adjustment, transit). */
export async function virtualLocation(db: Db, kind: 'customer' | 'supplier' | 'consumption' | 'adjustment' | 'transit'): Promise<Location> {
  return db.selectFrom('locations').selectAll().where('warehouse_id', 'is', null).where('kind', '=', kind).executeTakeFirstOrThrow();
}

export type WarehouseFilter = { code?: string | undefined; updatedAtMin?: string | undefined; updatedAtMax?: string | undefined };

/** One slice of warehouses, sorted by updated_at then id. */
export async function listWarehouses(db: Db, filter: WarehouseFilter, slice: { limit: number; offset: number }): Promise<Warehouse[]> {
  let query = db.selectFrom('warehouses').selectAll().orderBy('updated_at').orderBy('id').limit(slice.limit).offset(slice.offset);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.updatedAtMin) query = query.where('updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return query.execute();
}

export async function getWarehouse(db: Db, id: number): Promise<Warehouse> {
  const row = await db.selectFrom('warehouses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('warehouse');
  return row;
}

export async function listLocations(db: Db, warehouseIds: number[]): Promise<Location[]> {
  if (warehouseIds.length === 0) return [];
  return db.selectFrom('locations').selectAll().where('warehouse_id', 'in', warehouseIds).orderBy('id').execute();
}
