import type { Db } from '../../db/connect.ts';
import type { PurchaseOrderState, SupplierShipmentState, TransferState } from '../../db/schema.ts';
import { claimUnchanged, type VersionClaim } from '../inventory/receipts/receipt-claims.ts';
import { assertMove, statesLeadingTo, type Transitions } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';

/**
 * The state machines of inbound stock (docs/admin-api.md "Purchase orders and suppliers", docs/3pl-api.md "Supplier
 * shipments"), as data.
 *
 * A supplier shipment is `pending` when announced to the warehouse, `open` once the warehouse
 * acknowledged it, `done` when received; a transfer's waits in `waiting` until the source warehouse
 * ships, then is `pending` with the source's carrier and tracking. Acknowledging is optional, so a receipt
 * is accepted from `pending` and `open`. What is not received yet can be cancelled with its order or
 * transfer.
 */
export const supplierShipmentTransitions: Transitions<SupplierShipmentState> = {
  waiting: ['pending', 'cancelled'],
  pending: ['open', 'done', 'cancelled'],
  open: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/**
 * A purchase order is a `draft` until confirmed (its supplier shipments are created then), then
 * `partially_received` with its first receipt and `received` when every line is; what is not received
 * can be cancelled, so a partly received order may end `cancelled` with its receipts kept.
 */
export const purchaseOrderTransitions: Transitions<PurchaseOrderState> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['partially_received', 'received', 'cancelled'],
  partially_received: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

/** A transfer is `open` until the source ships it, `in_transit` until the destination receives it. */
export const transferTransitions: Transitions<TransferState> = {
  open: ['in_transit', 'cancelled'],
  in_transit: ['received'],
  received: [],
  cancelled: [],
};

/** The states a receipt is accepted from, read off the state machine (pending and open). */
export const RECEIVABLE_SUPPLIER_SHIPMENT_STATES = statesLeadingTo(supplierShipmentTransitions, 'done');

/** The states whose supplier shipments count as stock on its way to their warehouse (`incoming`). */
export const INCOMING_SUPPLIER_SHIPMENT_STATES: SupplierShipmentState[] = ['pending', 'open'];

/** Fields that travel with a supplier shipment's state change. */
type SupplierShipmentTransitionFields = { acknowledged_at?: string; tpl_reference?: string | null; updated_at?: string };

/**
 * Moves a supplier shipment from `from` to `to` with a guarded write, checking the state machine first
 * (409 `invalid_state`). Returns false when it was no longer in `from`: another request changed it.
 */
export async function tryTransitionSupplierShipment(
  trx: Db,
  id: number,
  from: SupplierShipmentState,
  to: SupplierShipmentState,
  fields: SupplierShipmentTransitionFields = {},
): Promise<boolean> {
  assertMove(supplierShipmentTransitions, from, to, 'supplier shipment');
  const result = await trx
    .updateTable('supplier_shipments')
    .set({ updated_at: nowIso(), ...fields, state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A receipt's claim on a supplier shipment: the version it was judged at, its state, and whether it completes it. */
export type SupplierReceiptClaim = VersionClaim & { from: SupplierShipmentState; completes: boolean };

/**
 * Claims supplier shipments for their receipts (src/domain/inventory/receipts/receipt-claims.ts): locks
 * their rows and answers those still receivable that nothing wrote since they were judged. Nothing is
 * written here; storeReceipts (receive/write-receipts.ts) writes each claimed shipment once, its state
 * with its receipt, checked here against the state machine.
 */
export async function claimSupplierShipments(trx: Db, claims: SupplierReceiptClaim[]): Promise<Set<number>> {
  for (const c of claims) if (c.completes) assertMove(supplierShipmentTransitions, c.from, 'done', 'supplier shipment');
  return claimUnchanged(trx, 'supplier_shipments', claims, RECEIVABLE_SUPPLIER_SHIPMENT_STATES);
}

/**
 * The state a purchase order moves to after receipts, from its lines' figures: `received` when every
 * line received what it ordered, else `partially_received` once anything arrived; null when it stays
 * (nothing received yet, the state it holds already, or a state the machine does not let it leave for
 * that one: a cancelled order keeps its receipts and its state).
 */
export function purchaseOrderStateAfter(current: PurchaseOrderState, lines: { quantity: number; received_quantity: number }[]): PurchaseOrderState | null {
  const complete = lines.every((l) => l.received_quantity >= l.quantity);
  const any = lines.some((l) => l.received_quantity > 0);
  const next: PurchaseOrderState | null = complete ? 'received' : any ? 'partially_received' : null;
  if (next === null || next === current || !purchaseOrderTransitions[current].includes(next)) return null;
  return next;
}
