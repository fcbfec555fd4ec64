import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, ReturnShipmentState } from '../../db/schema.ts';
import type { AwaitingReceiptItem, FailingEndpointItem, HeldItem, WaitingItem } from '../../wire/attention.ts';

/*
 * The queries of GET /api/v1/attention (docs/admin-api.md "What needs attention"): for each kind, how
 * many and the oldest few, as of an instant. Each reads a partial index of migration 0012 holding only
 * the rows in that state, and names the state as a literal so that SQLite sees the index apply. Each
 * also bounds the index's first column (`created_at <= asOf`; `released_at <= cutoff` and `is not null`):
 * SQLite's sampled statistics (src/db/connect.ts) put the indexes that lead with `state` at about a
 * thousand rows per state, and without the bounds its planner walked every row of the state through
 * one of them and sorted it (8-22 ms at a million shipments, 30,000 of them pending) instead of reading
 * the partial index in order (under 0.01 ms for the oldest five; 2 cores, 2026-11-24).
 */

/** How many records of a kind need attention, and the oldest of them. */
export type Listed<T> = { count: number; oldest: T[] };

/** A customer shipment on the page: where it is, its order, and since when it has been in its state. */
type ShipmentItem = WaitingItem;

/** Shipments waiting for stock (created, not released to the warehouse), oldest first by creation. */
export async function waitingForStock(db: Db, asOf: string, limit: number): Promise<Listed<ShipmentItem>> {
  const [count, rows] = await Promise.all([
    countOf(db.selectFrom('customer_shipments').where('state', '=', sql.lit('waiting')).where('created_at', '<=', asOf)),
    shipmentColumns(db, 'created_at')
      .where('s.state', '=', sql.lit('waiting'))
      .where('s.created_at', '<=', asOf)
      .orderBy('s.created_at')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
  ]);
  return { count, oldest: rows.map(shipmentItem) };
}

/**
 * Shipments released to the warehouse (`pending`) at or before `releasedBy` and still not acknowledged,
 * oldest release first.
 */
export async function notAcknowledged(db: Db, releasedBy: string, limit: number): Promise<Listed<ShipmentItem>> {
  const [count, rows] = await Promise.all([
    countOf(
      db.selectFrom('customer_shipments').where('state', '=', sql.lit('pending')).where('released_at', '<=', releasedBy).where('released_at', 'is not', null),
    ),
    shipmentColumns(db, 'released_at')
      .where('s.state', '=', sql.lit('pending'))
      .where('s.released_at', '<=', releasedBy)
      .where('s.released_at', 'is not', null)
      .orderBy('s.released_at')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
  ]);
  return { count, oldest: rows.map(shipmentItem) };
}

/**
 * Shipments the merchant held for an incorrect address (state `on_hold`, reason `incorrect_address`),
 * oldest hold first: each waits for someone to correct the address and release the hold.
 */
export async function heldForAddress(db: Db, asOf: string, limit: number): Promise<Listed<HeldItem>> {
  const [count, rows] = await Promise.all([
    countOf(
      db
        .selectFrom('customer_shipments')
        .where('state', '=', sql.lit('on_hold'))
        .where('hold_reason', '=', sql.lit('incorrect_address'))
        .where('held_at', '<=', asOf),
    ),
    shipmentColumns(db, 'held_at')
      .select('s.hold_note')
      .where('s.state', '=', sql.lit('on_hold'))
      .where('s.hold_reason', '=', sql.lit('incorrect_address'))
      .where('s.held_at', '<=', asOf)
      .orderBy('s.held_at')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
  ]);
  return { count, oldest: rows.map((r) => ({ ...shipmentItem(r), note: r.hold_note })) };
}

function shipmentColumns(db: Db, since: 'created_at' | 'released_at' | 'held_at') {
  return db
    .selectFrom('customer_shipments as s')
    .innerJoin('sales_orders as o', 'o.id', 's.order_id')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select([
      's.id',
      's.number',
      `s.${since} as since`,
      'o.id as order_id',
      'o.number as order_number',
      'o.reference as order_reference',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
    ]);
}

type ShipmentRow = {
  id: number;
  number: string | null;
  since: string | null;
  order_id: number;
  order_number: string;
  order_reference: string | null;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
};

function shipmentItem(row: ShipmentRow): ShipmentItem {
  return {
    id: row.id,
    number: row.number ?? '',
    since: row.since ?? '',
    order: { id: row.order_id, number: row.order_number, reference: row.order_reference },
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
  };
}

/** A customer return shipment the warehouse has not received yet. */
type ReturnShipmentItem = AwaitingReceiptItem;

/** CRS awaiting receipt (`pending` or `open`), oldest first by creation (when the return was routed there). */
export async function awaitingReceipt(db: Db, asOf: string, limit: number): Promise<Listed<ReturnShipmentItem>> {
  const awaiting = [sql.lit<ReturnShipmentState>('pending'), sql.lit<ReturnShipmentState>('open')];
  const [count, rows] = await Promise.all([
    countOf(db.selectFrom('customer_return_shipments').where('state', 'in', awaiting).where('created_at', '<=', asOf)),
    db
      .selectFrom('customer_return_shipments as c')
      .innerJoin('return_orders as r', 'r.id', 'c.return_order_id')
      .innerJoin('warehouses as w', 'w.id', 'c.warehouse_id')
      .select([
        'c.id',
        'c.number',
        'c.state',
        'c.created_at',
        'c.planned_date',
        'c.tracking_number',
        'r.id as return_id',
        'r.number as return_number',
        'r.source',
        'w.id as warehouse_id',
        'w.code as warehouse_code',
        'w.name as warehouse_name',
      ])
      .where('c.state', 'in', awaiting)
      .where('c.created_at', '<=', asOf)
      .$narrowType<{ state: 'pending' | 'open' }>()
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
  ]);
  return {
    count,
    oldest: rows.map((row) => ({
      id: row.id,
      number: row.number ?? '',
      state: row.state,
      since: row.created_at,
      planned_date: row.planned_date,
      tracking_number: row.tracking_number,
      return_order: { id: row.return_id, number: row.return_number ?? '', source: row.source },
      warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
    })),
  };
}

/**
 * Enabled endpoints whose deliveries fail (`failing_since` set: the first failed attempt of the current
 * streak), longest failing first, with the error of the latest attempt. A disabled endpoint is left
 * out: someone paused it on purpose.
 */
export async function failingEndpoints(db: Db, limit: number): Promise<Listed<FailingEndpointItem>> {
  const failing = db.selectFrom('webhook_endpoints').where('failing_since', 'is not', null).where('enabled', '=', 1);
  const [count, rows] = await Promise.all([
    countOf(failing),
    failing
      .select(['id', 'url', 'description', 'failing_since', 'consecutive_failures', 'last_error'])
      .orderBy('failing_since')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return { count, oldest: rows.map((row) => ({ ...row, failing_since: row.failing_since! })) };
}

/** `select count(*)` of a filtered table. */
export async function countOf<T extends keyof Database>(query: SelectQueryBuilder<Database, T, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
