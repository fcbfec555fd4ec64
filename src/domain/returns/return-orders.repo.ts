import type { Db } from '../../db/connect.ts';
import { joinByKey } from '../../db/key-lookups.ts';
import { notFound } from '../../errors.ts';
import type { ReturnSource } from '../../db/schema.ts';
import type { ReturnOrderOut } from '../../wire/returns.ts';
import type { EventData } from '../events/outbox.ts';
import type { WarehouseRef } from '../../wire/references.ts';
import { fromStored } from '../shared/quantity.ts';
import { addressOf } from '../shared/address.ts';
import { windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { findNumberedId, idFromText } from '../shared/refs.ts';
import { loadReturnShipmentReceipts } from './return-receipts.repo.ts';

/**
 * A return order with its lines and CRS, each warehouse named `{id, code, name}` and the CRS a strategy
 * split another off named `{id, number}`: what `return_order.closed` carries (docs/events.md), except
 * that an open one has no `closed_at` yet.
 */
export type ReturnOrderRecord = Omit<EventData<'return_order.closed'>, 'closed_at'> & { closed_at: string | null };

/**
 * A return order as staff see it (docs/admin-api.md "Returns and routing"): what its POST accepted,
 * routed, with its CRS; warehouses by code, the CRS a CRS was split from by id.
 */
type ReturnOrderView = ReturnOrderOut;

/**
 * Return orders as staff see them, in the order of `ids`, in seven queries: the records, and per CRS
 * the warehouse's reference and what its receipt put away where.
 */
export async function loadReturnOrders(db: Db, ids: number[]): Promise<ReturnOrderView[]> {
  const records = await loadReturnOrderRecords(db, ids);
  const receipts = await loadReturnShipmentReceipts(
    db,
    records.flatMap((r) => r.customer_return_shipments.map((c) => ({ id: c.id, warehouseId: c.warehouse.id }))),
  );
  return records.map((record) => ({
    ...record,
    lines: record.lines.map((l) => ({ ...l, warehouse: l.warehouse.code })),
    customer_return_shipments: record.customer_return_shipments.map((c) => ({
      ...c,
      warehouse: c.warehouse.code,
      split_from: c.split_from?.id ?? null,
      ...(receipts.get(c.id) ?? { tpl_reference: null, received: [] }),
    })),
  }));
}

/** Return orders with their lines and CRS, references as events name them, in four queries, in the order of `ids`. */
export async function loadReturnOrderRecords(db: Db, ids: number[]): Promise<ReturnOrderRecord[]> {
  if (ids.length === 0) return [];
  const heads = await selectHeads(db, ids);
  const lines = await selectLines(db, ids);
  const shipments = await selectShipments(db, ids);
  const crsLines = await selectCrsLines(
    db,
    shipments.map((s) => s.id),
  );
  const related: Related = {
    linesOf: groupBy(lines, (l) => l.return_order_id),
    shipmentsOf: groupBy(shipments, (s) => s.return_order_id),
    crsLinesOf: groupBy(crsLines, (l) => l.crs_id),
    physicalOf: groupBy(crsLines, (l) => l.return_order_line_id),
  };
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    return head ? [toRecord(head, related)] : [];
  });
}

type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];
type Related = {
  linesOf: Map<number, Awaited<ReturnType<typeof selectLines>>>;
  shipmentsOf: Map<number, Awaited<ReturnType<typeof selectShipments>>>;
  crsLinesOf: Map<number, Awaited<ReturnType<typeof selectCrsLines>>>;
  physicalOf: Map<number, Awaited<ReturnType<typeof selectCrsLines>>>;
};

const warehouseOf = (row: { warehouse_id: number; warehouse_code: string; warehouse_name: string }): WarehouseRef => ({
  id: row.warehouse_id,
  code: row.warehouse_code,
  name: row.warehouse_name,
});

function toRecord(h: HeadRow, { linesOf, shipmentsOf, crsLinesOf, physicalOf }: Related): ReturnOrderRecord {
  const shipments = shipmentsOf.get(h.id) ?? [];
  // A CRS is split off another CRS of the same return order: its number is among the siblings.
  const numbers = new Map(shipments.map((s) => [s.id, s.number ?? '']));
  return {
    id: h.id,
    number: h.number ?? '',
    source: h.source,
    state: h.state,
    order: { id: h.order_id, number: h.order_number, reference: h.order_reference },
    customer: { code: h.customer_code, name: h.customer_name, email: h.customer_email, phone: h.customer_phone },
    origin_address: addressOf(h),
    carrier_code: h.carrier_code,
    service_code: h.service_code,
    tracking_number: h.tracking_number,
    planned_date: h.planned_date,
    closed_at: h.closed_at,
    lines: (linesOf.get(h.id) ?? []).map((l) => ({
      id: l.id,
      order_line_id: l.order_line_id,
      product_code: l.product_code,
      quantity: fromStored(l.quantity),
      reason: l.reason,
      warehouse: warehouseOf(l),
      received_quantity: fromStored(receivedOf(l.quantity, physicalOf.get(l.id) ?? [])),
    })),
    customer_return_shipments: shipments.map((s) => ({
      id: s.id,
      number: s.number ?? '',
      warehouse: warehouseOf(s),
      state: s.state,
      acknowledged_at: s.acknowledged_at,
      received_at: s.received_at,
      split_from: s.split_from_id === null ? null : { id: s.split_from_id, number: numbers.get(s.split_from_id) ?? '' },
      lines: (crsLinesOf.get(s.id) ?? []).map((l) => ({
        id: l.id,
        return_line_id: l.return_order_line_id,
        product_code: l.product_code,
        quantity: fromStored(l.quantity),
        received_quantity: fromStored(l.received_quantity),
        damaged_quantity: fromStored(l.damaged_quantity),
      })),
    })),
    created_at: h.created_at,
    updated_at: h.updated_at,
  };
}

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('return_orders as r')
    .$call((q) => joinByKey(db, q, 'sales_orders', 'o', 'r.order_id'))
    .$call((q) => joinByKey(db, q, 'customers', 'cu', 'r.customer_id'))
    .$call((q) => joinByKey(db, q, 'addresses', 'a', 'r.origin_address_id'))
    .select([
      'r.id',
      'r.number',
      'r.source',
      'r.state',
      'r.carrier_code',
      'r.service_code',
      'r.tracking_number',
      'r.planned_date',
      'r.closed_at',
      'r.created_at',
      'r.updated_at',
      'o.id as order_id',
      'o.number as order_number',
      'o.reference as order_reference',
      'cu.code as customer_code',
      'cu.name as customer_name',
      'cu.email as customer_email',
      'cu.phone as customer_phone',
      'a.name',
      'a.street',
      'a.street2',
      'a.city',
      'a.zip',
      'a.subdivision_code',
      'a.country_code',
      'a.phone',
      'a.email',
    ])
    .where('r.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('return_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
    .select([
      'l.id',
      'l.return_order_id',
      'l.order_line_id',
      'p.code as product_code',
      'l.quantity',
      'l.reason',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
    ])
    .where('l.return_order_id', 'in', ids)
    .orderBy('l.return_order_id')
    .orderBy('l.id')
    .execute();
}

function selectShipments(db: Db, ids: number[]) {
  return db
    .selectFrom('customer_return_shipments as c')
    .innerJoin('warehouses as w', 'w.id', 'c.warehouse_id')
    .select([
      'c.id',
      'c.return_order_id',
      'c.number',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'c.state',
      'c.acknowledged_at',
      'c.received_at',
      'c.split_from_id',
    ])
    .where('c.return_order_id', 'in', ids)
    .orderBy('c.return_order_id')
    .orderBy('c.id')
    .execute();
}

function selectCrsLines(db: Db, crsIds: number[]) {
  return db
    .selectFrom('customer_return_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.crs_id', 'l.return_order_line_id', 'l.product_id', 'p.code as product_code', 'l.quantity', 'l.received_quantity', 'l.damaged_quantity'])
    .where('l.crs_id', 'in', crsIds.length > 0 ? crsIds : [0])
    .orderBy('l.crs_id')
    .orderBy('l.id')
    .execute();
}

/**
 * How much of a return line arrived: for a plain line the units received; for a whole-bundle line the
 * bundles all of whose components arrived (the scarcest component decides), to the thousandth.
 */
function receivedOf(quantity: number, physical: { product_id: number; quantity: number; received_quantity: number }[]): number {
  const perProduct = new Map<number, { expected: number; received: number }>();
  for (const p of physical) {
    const entry = perProduct.get(p.product_id) ?? { expected: 0, received: 0 };
    entry.expected += p.quantity;
    entry.received += p.received_quantity;
    perProduct.set(p.product_id, entry);
  }
  let received = perProduct.size > 0 ? quantity : 0;
  for (const { expected, received: got } of perProduct.values()) {
    if (expected > 0) received = Math.min(received, Math.floor((quantity * got) / expected));
  }
  return received;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The id of the return order a path parameter names: its number (`RO-000001`) or id; else a 404. */
export async function findReturnOrderId(db: Db, ref: string): Promise<number> {
  const id = await findNumberedId(db, 'return_orders', ref);
  if (id === null) throw notFound('return order');
  return id;
}

type ReturnOrderFilter = {
  number?: string | undefined;
  state?: 'open' | 'closed' | undefined;
  source?: ReturnSource | undefined;
  /** A sales order by number, or id (digits). */
  order?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/** One window of the return orders matching a filter (src/domain/shared/list-window.ts), sorted by updated_at then id. */
export async function listReturnOrders(db: Db, filter: ReturnOrderFilter, window: ListWindow): Promise<Listed[]> {
  let query = db.selectFrom('return_orders as r').select(['r.id', 'r.updated_at']);
  if (filter.number) query = query.where('r.number', '=', filter.number);
  if (filter.state) query = query.where('r.state', '=', filter.state);
  if (filter.source) query = query.where('r.source', '=', filter.source);
  if (filter.order) {
    const text = filter.order;
    query = query.where('r.order_id', 'in', (eb) =>
      eb
        .selectFrom('sales_orders')
        .select('id')
        .where((o) => {
          const id = idFromText(text);
          return id !== null ? o.or([o('id', '=', id), o('number', '=', text)]) : o('number', '=', text);
        }),
    );
  }
  if (filter.updatedAtMin) query = query.where('r.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('r.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return windowed(query, 'r', ['r.updated_at', 'r.id'], window).execute();
}
