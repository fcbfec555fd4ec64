import type { Db } from '../../db/connect.ts';
import { joinByKey } from '../../db/key-lookups.ts';
import { lockStates } from '../../db/row-locks.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { OrderRef, ShipmentRef, WarehouseRef } from '../../wire/references.ts';
import { referenceGeneration } from '../shared/reference-data.ts';
import { idFromText } from '../shared/refs.ts';
import { mergedPage, mergesWarehouses, sortOrder, windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { foundByEvery } from '../shared/search.ts';
import { shipmentsMatching } from './shipment-search.ts';

/** What state changes and their events need to know about a shipment. */
export type ShipmentHead = {
  id: number;
  number: string;
  state: ShipmentState;
  warehouseId: number;
  orderId: number;
  channelId: number;
  /** Its warehouse, order and the shipment it is the backorder of, as events name them. */
  warehouse: WarehouseRef;
  order: OrderRef;
  backorderOf: ShipmentRef | null;
  /** The transfer it carries to another warehouse, null for an order's shipment. */
  transferId: number | null;
};

/** The heads of shipments by id, in no particular order. */
export async function loadShipmentHeads(db: Db, ids: number[]): Promise<ShipmentHead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('customer_shipments as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .$call((q) => joinByKey(db, q, 'sales_orders', 'o', 's.order_id'))
    .leftJoin('customer_shipments as b', 'b.id', 's.backorder_of_id')
    .select([
      's.id',
      's.number',
      's.state',
      's.warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      's.order_id',
      'o.number as order_number',
      'o.reference as order_reference',
      'o.channel_id',
      's.backorder_of_id',
      'b.number as backorder_of_number',
      's.transfer_id',
    ])
    .where('s.id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.number ?? '',
    state: r.state,
    warehouseId: r.warehouse_id,
    orderId: r.order_id,
    channelId: r.channel_id,
    warehouse: { id: r.warehouse_id, code: r.warehouse_code, name: r.warehouse_name },
    order: { id: r.order_id, number: r.order_number, reference: r.order_reference },
    backorderOf: r.backorder_of_id === null ? null : { id: r.backorder_of_id, number: r.backorder_of_number ?? '' },
    transferId: r.transfer_id,
  }));
}

/**
 * A shipment's head with its row locked until the transaction ends (src/db/row-locks.ts), so that the
 * caller judges the state the last writer left; null when there is none. Holds, cancellation requests and
 * their answers take it first, as ship.json's claim does.
 */
export async function lockShipmentHead(trx: Db, shipmentId: number): Promise<ShipmentHead | null> {
  await lockStates<ShipmentState>(trx, 'customer_shipments', [shipmentId]);
  const [head] = await loadShipmentHeads(trx, [shipmentId]);
  return head ?? null;
}

/** lockShipmentHead, 404 when the shipment does not exist. */
export async function getLockedShipmentHead(trx: Db, shipmentId: number): Promise<ShipmentHead> {
  const head = await lockShipmentHead(trx, shipmentId);
  if (!head) throw notFound('customer shipment');
  return head;
}

/** The heads of an order's shipments, in id order. */
export async function shipmentsOfOrder(db: Db, orderId: number): Promise<ShipmentHead[]> {
  const ids = (await db.selectFrom('customer_shipments').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((r) => r.id);
  return (await loadShipmentHeads(db, ids)).sort((a, b) => a.id - b.id);
}

/**
 * The unshipped shipments of an order or a transfer (neither shipped nor cancelled), each locked
 * (getLockedShipmentHead) in id order, as they stand under the locks. A confirmation that held a lock
 * meanwhile may have shipped one and left a backorder: the list is read again after the locks, and the
 * backorder locked too, until nothing new appears. A caller that reads the shipments after this reads
 * states that cannot change before it commits. `states`: only the shipments in these states (those the
 * caller writes).
 */
export async function lockUnshippedShipments(
  trx: Db,
  of: ({ orderId: number } | { transferId: number }) & { states?: ShipmentState[] },
): Promise<ShipmentHead[]> {
  const locked = new Map<number, ShipmentHead>();
  for (;;) {
    let query = trx.selectFrom('customer_shipments').select('id').where('state', 'not in', ['done', 'cancelled']).orderBy('id');
    if (of.states) query = query.where('state', 'in', of.states);
    query = 'orderId' in of ? query.where('order_id', '=', of.orderId) : query.where('transfer_id', '=', of.transferId);
    const fresh = (await query.execute()).map((r) => r.id).filter((id) => !locked.has(id));
    if (fresh.length === 0) break;
    for (const id of fresh) locked.set(id, await getLockedShipmentHead(trx, id));
  }
  return [...locked.values()]
    .filter((h) => h.state !== 'done' && h.state !== 'cancelled' && (!of.states || of.states.includes(h.state)))
    .sort((a, b) => a.id - b.id);
}

/** One shipment's head, or a 404. */
export async function getShipmentHead(db: Db, id: number): Promise<ShipmentHead> {
  const [head] = await loadShipmentHeads(db, [id]);
  if (!head) throw notFound('customer shipment');
  return head;
}

/** The states of some shipments by id, those of warehouses outside `scopeWarehouseIds` left out (null: all). */
export async function shipmentStates(db: Db, ids: number[], scopeWarehouseIds: number[] | null): Promise<Map<number, string>> {
  let query = db.selectFrom('customer_shipments').select(['id', 'state']).where('id', 'in', ids);
  if (scopeWarehouseIds !== null) query = query.where('warehouse_id', 'in', scopeWarehouseIds.length > 0 ? scopeWarehouseIds : [0]);
  return new Map((await query.execute()).map((row) => [row.id, row.state]));
}

/** Filters of the shipment lists (admin and 3PL). Absent fields do not filter. */
type ShipmentFilter = {
  states?: ShipmentState[] | undefined;
  /** Scope of a warehouse key: only these warehouses; null or absent for all. */
  scopeWarehouseIds?: number[] | null;
  /** A warehouse by id (digits) or code. */
  warehouse?: string | number | undefined;
  /** An order by id (digits) or number. */
  order?: string | number | undefined;
  ids?: number[] | undefined;
  numbers?: string[] | undefined;
  plannedDateMin?: string | undefined;
  plannedDateMax?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
  /** Shipments whose cancellation request is in this state (`requested`: the warehouse has yet to answer). */
  cancellation?: 'requested' | 'accepted' | 'rejected' | undefined;
  /** Search words, folded (src/db/search-terms.ts): a shipment matches when each starts one of its terms. */
  words?: string[] | undefined;
};

/** A listed shipment with what paging, sync and its polled record depend on (see src/http/record-cache.ts). */
export type ListedShipment = Listed & { updated_at: string; generation: number | null };

/**
 * One window of the shipments matching a filter (src/domain/shared/list-window.ts): sorted by updated_at
 * then id (docs/3pl-api.md section 5), or by sync version for a sync, each with the reference-data
 * generation. `byId` sorts by id alone (an export reads every page in creation order, where a change
 * never moves a shipment to a later page).
 */
export async function listShipments(db: Db, filter: ShipmentFilter, window: ListWindow, byId = false): Promise<ListedShipment[]> {
  const query = filteredShipments(db, filter);
  if (!query) return [];
  const sort = byId ? ['s.id'] : ['s.updated_at', 's.id'];
  const streamed = byId ? [] : warehouseStreams(filter);
  if (mergesWarehouses(window, streamed, filter)) {
    // One stream per warehouse along the (state, warehouse, updated_at, id) index; the rows of the merged page
    // alone are then read.
    const streams = streamed.map((w) => filteredShipments(db, { ...filter, scopeWarehouseIds: [w] })!.select('s.updated_at'));
    return sortOrder(
      db
        .selectFrom(mergedPage(db, streams, sort, window).as('p'))
        .innerJoin('customer_shipments as s', 's.id', 'p.id')
        .select((eb) => ['s.id', 's.updated_at', 's.sync_version', referenceGeneration(eb)]),
      'p',
      sort,
      window,
    ).execute();
  }
  return windowed(
    query.select((eb) => ['s.updated_at', referenceGeneration(eb)]),
    's',
    sort,
    window,
  ).execute();
}

/**
 * The warehouses whose shipments a page may merge (`mergesWarehouses`, `mergedPage`): those of a key that
 * runs several, for a filter of one state that names no warehouse (the 3PL poll). Otherwise none, and one
 * query reads the page: a staff list along the (state, updated_at, id) index, a single warehouse along
 * (state, warehouse, updated_at, id). Read with `warehouse_id in (...)`, a key's page walked every pending
 * shipment before it (and those of other warehouses) or sorted all of the key's: 9.6-15 ms for the last
 * page of a key holding 1,900 of 95,000 on SQLite, 0.6 merged (2 cores, 2026-11-27; measured:
 * docs/performance-journal.md#2026-11-27-partner-pages-bulk-rows-and-compression).
 */
function warehouseStreams(filter: ShipmentFilter): number[] {
  if (filter.states?.length !== 1 || filter.warehouse !== undefined || !filter.scopeWarehouseIds) return [];
  return [...new Set(filter.scopeWarehouseIds)].sort((a, b) => a - b);
}

/** The filter's query, selecting the id; null when the key's scope holds no warehouse. */
function filteredShipments(db: Db, filter: ShipmentFilter) {
  let query = db.selectFrom('customer_shipments as s').select('s.id');
  if (filter.states) query = query.where('s.state', 'in', filter.states);
  if (filter.scopeWarehouseIds) {
    if (filter.scopeWarehouseIds.length === 0) return null;
    query = query.where('s.warehouse_id', 'in', filter.scopeWarehouseIds);
  }
  if (filter.warehouse !== undefined) {
    const text = String(filter.warehouse);
    query = query.where('s.warehouse_id', 'in', (eb) =>
      eb
        .selectFrom('warehouses')
        .select('id')
        .where((w) => {
          const id = idFromText(text);
          return id !== null ? w.or([w('id', '=', id), w('code', '=', text)]) : w('code', '=', text);
        }),
    );
  }
  if (filter.order !== undefined) {
    const text = String(filter.order);
    query = query.where('s.order_id', 'in', (eb) =>
      eb
        .selectFrom('sales_orders')
        .select('id')
        .where((o) => {
          const id = idFromText(text);
          return id !== null ? o.or([o('id', '=', id), o('number', '=', text)]) : o('number', '=', text);
        }),
    );
  }
  if (filter.ids) query = query.where('s.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.numbers) query = query.where('s.number', 'in', filter.numbers.length > 0 ? filter.numbers : ['']);
  if (filter.plannedDateMin) query = query.where('s.planned_date', '>=', filter.plannedDateMin);
  if (filter.plannedDateMax) query = query.where('s.planned_date', '<=', filter.plannedDateMax);
  if (filter.updatedAtMin) query = query.where('s.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('s.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  if (filter.cancellation) query = query.where('s.cancellation_state', '=', filter.cancellation);
  if (filter.words?.length)
    query = query.where(
      's.id',
      'in',
      foundByEvery(db, filter.words, (word) => shipmentsMatching(db, word)),
    );
  return query;
}
