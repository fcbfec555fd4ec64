import type { Db } from '../../db/connect.ts';
import type { TransferState } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Static } from 'typebox';
import type { TransferOut } from '../../wire/transfers.ts';
import { cancellationOf } from '../shipments/shipment-view.ts';
import { windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { fromStored } from '../shared/quantity.ts';
import { idFromText } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';
import type { ResolvedTransfer } from './transfer-input.ts';

/** A transfer's number, from its id (`TR-000001`); its internal order carries the same number. */
export function transferNumber(id: number): string {
  return `TR-${String(id).padStart(6, '0')}`;
}

/** A stored transfer line: its id beside what was asked. */
export type StoredTransferLine = ResolvedTransfer['lines'][number] & { id: number };

/** Inserts a transfer (`open`) and its lines, numbered from its id; answers its id, number and lines in input order. */
export async function insertTransfer(trx: Db, transfer: ResolvedTransfer): Promise<{ id: number; number: string; lines: StoredTransferLine[] }> {
  const now = nowIso();
  const row = await trx
    .insertInto('transfers')
    .values({
      number: null,
      from_warehouse_id: transfer.from.id,
      to_warehouse_id: transfer.to.id,
      state: 'open',
      shipped_at: null,
      received_at: null,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = transferNumber(row.id);
  await trx.updateTable('transfers').set({ number }).where('id', '=', row.id).execute();
  const lines: StoredTransferLine[] = [];
  // One at a time, in order: the line ids follow the input's order, which the internal order's line positions mirror.
  for (const line of transfer.lines) {
    const inserted = await trx
      .insertInto('transfer_lines')
      .values({ transfer_id: row.id, product_id: line.productId, quantity: line.quantity, lot_number: line.lotNumber })
      .returning('id')
      .executeTakeFirstOrThrow();
    lines.push({ ...line, id: inserted.id });
  }
  return { id: row.id, number, lines };
}

/** A transfer's id from a path parameter: its number (TR-000001), else its id; 404 when neither. */
export async function findTransferId(db: Db, ref: string): Promise<number> {
  const byNumber = await db.selectFrom('transfers').select('id').where('number', '=', ref).executeTakeFirst();
  if (byNumber) return byNumber.id;
  const id = idFromText(ref);
  const byId = id === null ? undefined : await db.selectFrom('transfers').select('id').where('id', '=', id).executeTakeFirst();
  if (!byId) throw notFound('transfer');
  return byId.id;
}

type TransferFilter = {
  number?: string | undefined;
  state?: TransferState | undefined;
  fromWarehouse?: string | undefined;
  toWarehouse?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/** One window of transfers (ids), sorted by updated_at then id, or by sync version for a sync. */
export async function listTransfers(db: Db, filter: TransferFilter, window: ListWindow): Promise<Listed[]> {
  let query = db.selectFrom('transfers as t').select(['t.id', 't.updated_at']);
  if (filter.number) query = query.where('t.number', '=', filter.number);
  if (filter.state) query = query.where('t.state', '=', filter.state);
  if (filter.fromWarehouse) {
    const code = filter.fromWarehouse;
    query = query.where('t.from_warehouse_id', 'in', (eb) => eb.selectFrom('warehouses').select('id').where('code', '=', code));
  }
  if (filter.toWarehouse) {
    const code = filter.toWarehouse;
    query = query.where('t.to_warehouse_id', 'in', (eb) => eb.selectFrom('warehouses').select('id').where('code', '=', code));
  }
  if (filter.updatedAtMin) query = query.where('t.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('t.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return windowed(query, 't', ['t.updated_at', 't.id'], window).execute();
}

/** A transfer as staff read it (docs/admin-api.md "Transfers"). */
export type TransferRecord = Static<typeof TransferOut>;

/**
 * Loads transfer records in the order of `ids` (unknown ids left out) with a constant number of queries:
 * headers with both warehouses and the internal order, lines with what the destination's supplier
 * shipments carry of them (shipped: in pending, open and done ones) and received, and both sides' shipments.
 */
export async function loadTransferRecords(db: Db, ids: number[]): Promise<TransferRecord[]> {
  if (ids.length === 0) return [];
  const [heads, lines, customerShipments, supplierShipments] = await Promise.all([
    selectHeads(db, ids),
    selectLines(db, ids),
    db
      .selectFrom('customer_shipments')
      .select([
        'id',
        'number',
        'state',
        'transfer_id',
        'cancellation_state',
        'cancellation_reason',
        'cancellation_requested_at',
        'cancellation_answered_at',
        'cancellation_rejection_reason',
      ])
      .where('transfer_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('supplier_shipments')
      .select(['id', 'number', 'state', 'carrier_code', 'tracking_number', 'transfer_id'])
      .where('transfer_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    return [
      {
        id: head.id,
        number: head.number ?? '',
        state: head.state,
        from_warehouse: { id: head.from_id, code: head.from_code, name: head.from_name },
        to_warehouse: { id: head.to_id, code: head.to_code, name: head.to_name },
        order: head.order_id === null ? null : { id: head.order_id, number: head.order_number ?? '' },
        created_at: head.created_at,
        updated_at: head.updated_at,
        shipped_at: head.shipped_at,
        received_at: head.received_at,
        cancelled_at: head.cancelled_at,
        lines: lines
          .filter((l) => l.transfer_id === id)
          .map((l) => ({
            id: l.id,
            product_code: l.product_code,
            quantity: fromStored(l.quantity),
            lot: l.lot_number,
            shipped_quantity: fromStored(Number(l.shipped ?? 0)),
            received_quantity: fromStored(Number(l.received ?? 0)),
          })),
        customer_shipments: customerShipments
          .filter((s) => s.transfer_id === id)
          .map((s) => ({ id: s.id, number: s.number ?? '', state: s.state, cancellation: cancellationOf(s) })),
        supplier_shipments: supplierShipments
          .filter((s) => s.transfer_id === id)
          .map((s) => ({ id: s.id, number: s.number ?? '', state: s.state, carrier_code: s.carrier_code, tracking_number: s.tracking_number })),
      },
    ];
  });
}

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('transfers as t')
    .innerJoin('warehouses as f', 'f.id', 't.from_warehouse_id')
    .innerJoin('warehouses as d', 'd.id', 't.to_warehouse_id')
    .leftJoin('sales_orders as o', 'o.transfer_id', 't.id')
    .select([
      't.id',
      't.number',
      't.state',
      't.created_at',
      't.updated_at',
      't.shipped_at',
      't.received_at',
      't.cancelled_at',
      'f.id as from_id',
      'f.code as from_code',
      'f.name as from_name',
      'd.id as to_id',
      'd.code as to_code',
      'd.name as to_name',
      'o.id as order_id',
      'o.number as order_number',
    ])
    .where('t.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('transfer_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select((eb) => [
      'l.id',
      'l.transfer_id',
      'l.quantity',
      'l.lot_number',
      'p.code as product_code',
      eb
        .selectFrom('supplier_shipment_lines as sl')
        .innerJoin('supplier_shipments as ss', 'ss.id', 'sl.supplier_shipment_id')
        .select((x) => x.fn.sum<number>('sl.quantity').as('q'))
        .whereRef('sl.transfer_line_id', '=', 'l.id')
        .where('ss.state', 'in', ['pending', 'open', 'done'])
        .as('shipped'),
      eb
        .selectFrom('supplier_shipment_lines as sl')
        .select((x) => x.fn.sum<number>('sl.received_quantity').as('q'))
        .whereRef('sl.transfer_line_id', '=', 'l.id')
        .as('received'),
    ])
    .where('l.transfer_id', 'in', ids)
    .orderBy('l.id')
    .execute();
}
