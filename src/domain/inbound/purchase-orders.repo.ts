import type { Db } from '../../db/connect.ts';
import type { PurchaseOrderState, SupplierShipmentState } from '../../db/schema.ts';
import { AppError, alreadyExists, notFound } from '../../errors.ts';
import { fromStored } from '../shared/quantity.ts';
import { windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { findNumberedId, idFromText, isUniqueViolation } from '../shared/refs.ts';
import { assertMove, statesLeadingTo } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';
import { purchaseOrderTransitions } from './inbound.states.ts';
import type { ResolvedPurchaseOrder, ResolvedPurchaseOrderLine, ResolvedPurchaseOrderPatch } from './purchase-order-input.ts';

/** A purchase order as staff see it (docs/admin-api.md "Purchase orders and suppliers"). */
export type PurchaseOrderView = {
  id: number;
  number: string;
  state: PurchaseOrderState;
  supplier: string;
  warehouse: string;
  reference: string | null;
  currency: string;
  expected_date: string | null;
  confirmed_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  lines: {
    id: number;
    product_code: string;
    quantity: number;
    unit_cost: string | null;
    received_quantity: number;
    remaining_quantity: number;
  }[];
  supplier_shipments: {
    id: number;
    number: string;
    state: SupplierShipmentState;
    planned_date: string | null;
    carrier_code: string | null;
    tracking_number: string | null;
    reference: string | null;
  }[];
  created_at: string;
  updated_at: string;
};

/** A purchase order's number, from its id, when staff gave none. */
export function purchaseOrderNumber(id: number): string {
  return `PO-${String(id).padStart(6, '0')}`;
}

/** Stores a draft purchase order and its lines; a number already taken is a 409 `already_exists` at /number. */
export async function insertPurchaseOrder(trx: Db, order: ResolvedPurchaseOrder): Promise<number> {
  const now = nowIso();
  let id: number;
  try {
    const row = await trx
      .insertInto('purchase_orders')
      .values({
        number: order.number,
        supplier_id: order.supplierId,
        warehouse_id: order.warehouseId,
        state: 'draft',
        reference: order.reference,
        currency_code: order.currency,
        expected_date: order.expectedDate,
        confirmed_at: null,
        received_at: null,
        cancelled_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/number', `purchase order number "${order.number}" is taken`);
    throw error;
  }
  if (order.number === null)
    await trx
      .updateTable('purchase_orders')
      .set({ number: purchaseOrderNumber(id) })
      .where('id', '=', id)
      .execute();
  await insertPurchaseOrderLines(trx, id, order.lines);
  return id;
}

/** Adds lines to a purchase order, in one statement. */
export async function insertPurchaseOrderLines(trx: Db, orderId: number, lines: ResolvedPurchaseOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto('purchase_order_lines')
    .values(lines.map((l) => ({ purchase_order_id: orderId, product_id: l.productId, quantity: l.quantity, unit_cost: l.unitCost })))
    .execute();
}

/**
 * Adds a line to a draft purchase order (a CSV import of lines, docs/admin-api.md "CSV import and
 * export"). The draft is claimed by a guarded write that stamps its change: a confirmed or cancelled
 * order answers 409 `invalid_state`, and a confirmation racing the import waits for it or sees its lines.
 */
export async function addDraftLine(trx: Db, orderId: number, line: ResolvedPurchaseOrderLine): Promise<void> {
  if (!(await claimDraft(trx, orderId))) {
    const head = await getPurchaseOrderHead(trx, orderId);
    throw new AppError('invalid_state', `purchase order ${head.number} is ${head.state}; lines are added to a draft only`);
  }
  await insertPurchaseOrderLines(trx, orderId, [line]);
}

/**
 * Claims a draft purchase order for a change by a guarded write that stamps it (`updated_at`): a
 * confirmation racing the change waits for it, then sees what it wrote. False when the order is no
 * longer a draft.
 */
export async function claimDraft(trx: Db, orderId: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('purchase_orders')
    .set({ updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Writes a patch to a draft the caller claimed (claimDraft): its fields, and its lines replaced whole when it names lines. */
export async function writeDraftPatch(trx: Db, orderId: number, patch: ResolvedPurchaseOrderPatch): Promise<void> {
  const fields = {
    ...(patch.supplierId === undefined ? {} : { supplier_id: patch.supplierId }),
    ...(patch.warehouseId === undefined ? {} : { warehouse_id: patch.warehouseId }),
    ...(patch.reference === undefined ? {} : { reference: patch.reference }),
    ...(patch.currency === undefined ? {} : { currency_code: patch.currency }),
    ...(patch.expectedDate === undefined ? {} : { expected_date: patch.expectedDate }),
  };
  if (Object.keys(fields).length > 0) await trx.updateTable('purchase_orders').set(fields).where('id', '=', orderId).where('state', '=', 'draft').execute();
  if (patch.lines === undefined) return;
  await trx.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', orderId).execute();
  await insertPurchaseOrderLines(trx, orderId, patch.lines);
}

/** What a change of a purchase order's state reads first: its state, number and warehouse. */
export type PurchaseOrderHead = {
  id: number;
  number: string;
  state: PurchaseOrderState;
  warehouseId: number;
  supplierId: number;
  reference: string | null;
  expectedDate: string | null;
};

/** A purchase order's head, or a 404. */
export async function getPurchaseOrderHead(db: Db, id: number): Promise<PurchaseOrderHead> {
  const row = await db
    .selectFrom('purchase_orders')
    .select(['id', 'number', 'state', 'warehouse_id', 'supplier_id', 'reference', 'expected_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('purchase order');
  return {
    id: row.id,
    number: row.number ?? '',
    state: row.state,
    warehouseId: row.warehouse_id,
    supplierId: row.supplier_id,
    reference: row.reference,
    expectedDate: row.expected_date,
  };
}

/**
 * Moves a purchase order to `to`, guarded by the state machine: the write changes the row only from a
 * state that leads there, so of two requests racing, the second answers 409 `invalid_state` from the
 * state the first left. The state's time column (`confirmed_at`, `cancelled_at`) records when; answers that time.
 */
export async function movePurchaseOrder(trx: Db, head: PurchaseOrderHead, to: 'confirmed' | 'cancelled'): Promise<string> {
  assertMove(purchaseOrderTransitions, head.state, to, 'purchase order');
  const now = nowIso();
  const stamp = to === 'confirmed' ? { confirmed_at: now } : { cancelled_at: now };
  const result = await trx
    .updateTable('purchase_orders')
    .set({ state: to, updated_at: now, ...stamp })
    .where('id', '=', head.id)
    .where('state', 'in', statesLeadingTo(purchaseOrderTransitions, to))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await getPurchaseOrderHead(trx, head.id);
    assertMove(purchaseOrderTransitions, current.state, to, 'purchase order');
    throw new AppError('concurrent_update', 'the purchase order was changed by another request; read it again');
  }
  return now;
}

/** The id of the purchase order a path parameter names: its number or its id; else a 404. */
export async function findPurchaseOrderId(db: Db, ref: string): Promise<number> {
  const id = await findNumberedId(db, 'purchase_orders', ref);
  if (id === null) throw notFound('purchase order');
  return id;
}

type PurchaseOrderFilter = {
  number?: string | undefined;
  state?: PurchaseOrderState | undefined;
  /** Supplier code, or id when digits. */
  supplier?: string | undefined;
  /** Warehouse code, or id when digits. */
  warehouse?: string | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/** One window of the purchase orders matching a filter (src/domain/shared/list-window.ts), sorted by updated_at then id. */
export async function listPurchaseOrders(db: Db, filter: PurchaseOrderFilter, window: ListWindow): Promise<Listed[]> {
  let query = db.selectFrom('purchase_orders as po').select(['po.id', 'po.updated_at']);
  if (filter.number) query = query.where('po.number', '=', filter.number);
  if (filter.state) query = query.where('po.state', '=', filter.state);
  if (filter.supplier !== undefined) query = query.where('po.supplier_id', 'in', codedIds(db, 'suppliers', filter.supplier));
  if (filter.warehouse !== undefined) query = query.where('po.warehouse_id', 'in', codedIds(db, 'warehouses', filter.warehouse));
  if (filter.updatedAtMin) query = query.where('po.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('po.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return windowed(query, 'po', ['po.updated_at', 'po.id'], window).execute();
}

/** The ids of a table with codes that a filter's text names: the code, or the id when the text is one. */
function codedIds(db: Db, table: 'suppliers' | 'warehouses', text: string) {
  const id = idFromText(text);
  return db
    .selectFrom(table)
    .select('id')
    .where((eb) => (id !== null ? eb.or([eb('id', '=', id), eb('code', '=', text)]) : eb('code', '=', text)));
}

/** Purchase orders as staff see them, in the order of `ids`, in three queries. */
export async function loadPurchaseOrders(db: Db, ids: number[]): Promise<PurchaseOrderView[]> {
  if (ids.length === 0) return [];
  const heads = await selectHeads(db, ids);
  const lines = Map.groupBy(await selectLines(db, ids), (l) => l.purchase_order_id);
  const shipments = Map.groupBy(await selectShipments(db, ids), (s) => s.purchase_order_id);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    return [
      {
        id: h.id,
        number: h.number ?? '',
        state: h.state,
        supplier: h.supplier_code,
        warehouse: h.warehouse_code,
        reference: h.reference,
        currency: h.currency_code,
        expected_date: h.expected_date,
        confirmed_at: h.confirmed_at,
        received_at: h.received_at,
        cancelled_at: h.cancelled_at,
        lines: (lines.get(id) ?? []).map((l) => ({
          id: l.id,
          product_code: l.product_code,
          quantity: fromStored(l.quantity),
          unit_cost: l.unit_cost,
          received_quantity: fromStored(l.received_quantity),
          remaining_quantity: fromStored(Math.max(0, l.quantity - l.received_quantity)),
        })),
        supplier_shipments: (shipments.get(id) ?? []).map(({ purchase_order_id: _, ...s }) => ({ ...s, number: s.number ?? '' })),
        created_at: h.created_at,
        updated_at: h.updated_at,
      },
    ];
  });
}

/** One purchase order as staff see it, or a 404. */
export async function loadPurchaseOrder(db: Db, id: number): Promise<PurchaseOrderView> {
  const [view] = await loadPurchaseOrders(db, [id]);
  if (!view) throw notFound('purchase order');
  return view;
}

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('purchase_orders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
    .innerJoin('warehouses as w', 'w.id', 'po.warehouse_id')
    .select([
      'po.id',
      'po.number',
      'po.state',
      's.code as supplier_code',
      'w.code as warehouse_code',
      'po.reference',
      'po.currency_code',
      'po.expected_date',
      'po.confirmed_at',
      'po.received_at',
      'po.cancelled_at',
      'po.created_at',
      'po.updated_at',
    ])
    .where('po.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.purchase_order_id', 'p.code as product_code', 'l.quantity', 'l.unit_cost', 'l.received_quantity'])
    .where('l.purchase_order_id', 'in', ids)
    .orderBy('l.purchase_order_id')
    .orderBy('l.id')
    .execute();
}

function selectShipments(db: Db, ids: number[]) {
  return db
    .selectFrom('supplier_shipments as ss')
    .select(['ss.purchase_order_id', 'ss.id', 'ss.number', 'ss.state', 'ss.planned_date', 'ss.carrier_code', 'ss.tracking_number', 'ss.reference'])
    .where('ss.purchase_order_id', 'in', ids)
    .$narrowType<{ purchase_order_id: number }>()
    .orderBy('ss.purchase_order_id')
    .orderBy('ss.id')
    .execute();
}
