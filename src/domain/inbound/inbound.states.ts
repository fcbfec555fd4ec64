import type { PurchaseOrderState, SupplierShipmentState, TransferState } from '../../db/schema.ts';
import { statesLeadingTo, type Transitions } from '../shared/state-machine.ts';

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
