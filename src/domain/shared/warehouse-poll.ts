import type { Db } from '../../db/connect.ts';
import { mergedPage, mergesWarehouses, sortOrder, windowed, type ListWindow, type Listed } from './list-window.ts';
import { referenceGeneration } from './reference-data.ts';

/**
 * The records a warehouse polls beside its customer shipments, each in one table with the same poll
 * columns (state, warehouse, number, planned date, updated_at, sync version) and the same indexes: customer
 * return shipments (docs/3pl-api.md section 13) and supplier shipments (section 14).
 */
export type PolledTable = 'customer_return_shipments' | 'supplier_shipments';

// Kysely types a union of tables only by the columns they share by name and type; the polled tables
// share every column these queries read, so each query is typed as one of them.
const as = (table: PolledTable) => table as 'supplier_shipments';

/** The states of some records by id, those of warehouses outside `scopeWarehouseIds` left out (null: all). */
export async function polledStates(db: Db, table: PolledTable, ids: number[], scopeWarehouseIds: number[] | null): Promise<Map<number, string>> {
  let query = db.selectFrom(as(table)).select(['id', 'state']).where('id', 'in', ids);
  if (scopeWarehouseIds !== null) query = query.where('warehouse_id', 'in', scopeWarehouseIds.length > 0 ? scopeWarehouseIds : [0]);
  return new Map((await query.execute()).map((row) => [row.id, row.state]));
}

/** Filters of a warehouse poll (docs/3pl-api.md sections 13 and 14). Absent fields do not filter. */
export type WarehousePollFilter = {
  /** Absent for staff lists of every state. */
  state?: string | undefined;
  /** Scope of a warehouse key: only these warehouses; null for staff (all). */
  scopeWarehouseIds: number[] | null;
  warehouse?: number | undefined;
  ids?: number[] | undefined;
  numbers?: string[] | undefined;
  plannedDateMin?: string | undefined;
  plannedDateMax?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/** A listed record with what paging, sync and its polled record depend on (see src/http/record-cache.ts). */
type ListedPolled = Listed & { updated_at: string; generation: number | null };

const SORT = ['c.updated_at', 'c.id'];

/**
 * One window of the records of a polled table matching a filter (src/domain/shared/list-window.ts):
 * sorted by updated_at then id (docs/3pl-api.md section 13), or by sync version for a sync, each with
 * the reference-data generation. A page for a key that runs several warehouses is merged from one stream
 * per warehouse (`mergedPage`): it never sorts every pending record of the partner, and only the page
 * travels to the service (merging in the service moved 2 x 2,500 rows from PostgreSQL for page 10;
 * sorting each warehouse's first N + 251 rows with their versions took 30-38 ms at offset 23,250 on
 * SQLite, against 2.9 now: 2 cores, 2026-11-27).
 */
export async function listPolled(db: Db, table: PolledTable, filter: WarehousePollFilter, window: ListWindow): Promise<ListedPolled[]> {
  const warehouses = warehousesToRead(filter);
  if (warehouses !== null && warehouses.length === 0) return [];
  if (warehouses === null || !mergesWarehouses(window, warehouses, filter)) {
    return windowed(
      filtered(db, table, filter, warehouses).select((eb) => referenceGeneration(eb)),
      'c',
      SORT,
      window,
    ).execute();
  }
  // One stream per warehouse carrying only what the (state, warehouse, updated_at, id) index holds; the rows
  // of the merged page alone are then read.
  const page = mergedPage(
    db,
    warehouses.map((w) => filtered(db, table, filter, [w])),
    SORT,
    window,
  );
  return sortOrder(
    db
      .selectFrom(page.as('p'))
      .innerJoin(`${as(table)} as c`, 'c.id', 'p.id')
      .select((eb) => ['c.id', 'c.updated_at', 'c.sync_version', referenceGeneration(eb)]),
    'p',
    SORT,
    window,
  ).execute();
}

/** The warehouses to read: the asked one if the key may see it, else the key's; null for all. */
function warehousesToRead(filter: WarehousePollFilter): number[] | null {
  const scope = filter.scopeWarehouseIds;
  if (filter.warehouse !== undefined) return scope === null || scope.includes(filter.warehouse) ? [filter.warehouse] : [];
  return scope === null ? null : [...new Set(scope)].sort((a, b) => a - b);
}

function filtered(db: Db, table: PolledTable, filter: WarehousePollFilter, warehouseIds: number[] | null) {
  let query = db.selectFrom(`${as(table)} as c`).select(['c.id', 'c.updated_at']);
  if (filter.state !== undefined) query = query.where('c.state', '=', filter.state as 'pending');
  if (warehouseIds !== null) {
    query = warehouseIds.length === 1 ? query.where('c.warehouse_id', '=', warehouseIds[0]!) : query.where('c.warehouse_id', 'in', warehouseIds);
  }
  if (filter.ids) query = query.where('c.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.numbers) query = query.where('c.number', 'in', filter.numbers.length > 0 ? filter.numbers : ['']);
  if (filter.plannedDateMin) query = query.where('c.planned_date', '>=', filter.plannedDateMin);
  if (filter.plannedDateMax) query = query.where('c.planned_date', '<=', filter.plannedDateMax);
  if (filter.updatedAtMin) query = query.where('c.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('c.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return query;
}
