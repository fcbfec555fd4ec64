import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { SupplierShipmentRef } from '../../wire/inbound.ts';
import { statesLeadingTo } from '../shared/state-machine.ts';
import { supplierShipmentTransitions } from './inbound.states.ts';
import { purchaseOrderCancelledEvents } from './inbound-events.ts';
import { getPurchaseOrderHead, movePurchaseOrder } from './purchase-orders.repo.ts';

/**
 * Cancels what of a purchase order is not received (docs/admin-api.md "POST /purchase-orders/{id}/cancel"):
 * its supplier shipments not received yet (waiting, pending, open) become `cancelled`, those received
 * keep their stock, and the order becomes `cancelled`, a draft as well as a partly received one. A
 * received or cancelled order answers 409 `invalid_state`. Answers the events for the caller to record.
 */
export async function cancelPurchaseOrder(trx: Db, orderId: number): Promise<NewEvent[]> {
  const head = await getPurchaseOrderHead(trx, orderId);
  // The order's row first: a confirmation running meanwhile holds it until its supplier shipments are
  // stored, so they are read (and cancelled) below, never left pending under a cancelled order.
  const cancelledAt = await movePurchaseOrder(trx, head, 'cancelled');
  const cancelled = await cancelOpenSupplierShipments(trx, orderId, cancelledAt);
  return purchaseOrderCancelledEvents(trx, orderId, cancelled, cancelledAt);
}

/**
 * Cancels the order's supplier shipments that may still be cancelled, in one guarded write: a shipment
 * a receipt finished first keeps its state. Answers those cancelled, by id.
 */
async function cancelOpenSupplierShipments(trx: Db, orderId: number, now: string): Promise<SupplierShipmentRef[]> {
  const rows = await trx
    .updateTable('supplier_shipments')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('purchase_order_id', '=', orderId)
    .where('state', 'in', statesLeadingTo(supplierShipmentTransitions, 'cancelled'))
    .returning(['id', 'number'])
    .execute();
  return rows.map((r) => ({ id: r.id, number: r.number ?? '' })).sort((a, b) => a.id - b.id);
}
