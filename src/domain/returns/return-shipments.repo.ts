import type { Db } from '../../db/connect.ts';
import type { ReturnShipmentState } from '../../db/schema.ts';
import { referenceGeneration } from '../shared/reference-data.ts';

/** Filters of the CRS poll (CONTRACT 6). Absent fields do not filter. */
export type ReturnShipmentFilter = {
  state: ReturnShipmentState;
  /** Scope of a warehouse key: only these warehouses; null for staff (all). */
  scopeWarehouseIds: number[] | null;
  warehouse?: number;
  ids?: number[];
  numbers?: string[];
  plannedDateMin?: string;
  plannedDateMax?: string;
  updatedAtMin?: string;
  updatedAtMax?: string;
};

/** A slice of a sorted list. */
export type Slice = { limit: number; offset: number };

/** A listed CRS with what its polled record depends on (see src/http/record-cache.ts). */
export type ListedReturnShipment = { id: number; updated_at: string; generation: number | null };

/**
 * One slice of CRS matching a filter, sorted by updated_at then id (CONTRACT 6), each with the
 * reference-data generation its query read. A key that runs several warehouses reads each
 * warehouse's slice along the (state, warehouse, updated_at, id) index and merges them, so a poll
 * never sorts every pending CRS of the partner.
 */
export async function listReturnShipments(db: Db, filter: ReturnShipmentFilter, slice: Slice): Promise<ListedReturnShipment[]> {
  const warehouses = warehousesToRead(filter);
  if (warehouses !== null && warehouses.length === 0) return [];
  if (warehouses === null || warehouses.length === 1) {
    return filtered(db, filter, warehouses?.[0]).limit(slice.limit).offset(slice.offset).execute();
  }
  const perWarehouse = await Promise.all(warehouses.map((w) => filtered(db, filter, w).limit(slice.offset + slice.limit).execute()));
  return perWarehouse.flat()
    .sort((a, b) => (a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : a.id - b.id))
    .slice(slice.offset, slice.offset + slice.limit);
}

/** The warehouses to read: the asked one if the key may see it, else the key's; null for all. */
function warehousesToRead(filter: ReturnShipmentFilter): number[] | null {
  const scope = filter.scopeWarehouseIds;
  if (filter.warehouse !== undefined) return scope === null || scope.includes(filter.warehouse) ? [filter.warehouse] : [];
  return scope === null ? null : [...new Set(scope)].sort((a, b) => a - b);
}

function filtered(db: Db, filter: ReturnShipmentFilter, warehouseId: number | undefined) {
  let query = db.selectFrom('customer_return_shipments as c').select((eb) => ['c.id', 'c.updated_at', referenceGeneration(eb)])
    .where('c.state', '=', filter.state)
    .orderBy('c.updated_at').orderBy('c.id');
  if (warehouseId !== undefined) query = query.where('c.warehouse_id', '=', warehouseId);
  if (filter.ids) query = query.where('c.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.numbers) query = query.where('c.number', 'in', filter.numbers.length > 0 ? filter.numbers : ['']);
  if (filter.plannedDateMin) query = query.where('c.planned_date', '>=', filter.plannedDateMin);
  if (filter.plannedDateMax) query = query.where('c.planned_date', '<=', filter.plannedDateMax);
  if (filter.updatedAtMin) query = query.where('c.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('c.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return query;
}
