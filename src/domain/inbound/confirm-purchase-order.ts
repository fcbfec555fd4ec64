import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { assertMove } from '../shared/state-machine.ts';
import { purchaseOrderTransitions } from './inbound.states.ts';
import { purchaseOrderConfirmedEvents } from './inbound-events.ts';
import { insertSupplierShipment } from './insert-supplier-shipment.ts';
import { planSupplierShipments, type ConfirmInput } from './plan-supplier-shipments.ts';
import { getPurchaseOrderHead, movePurchaseOrder } from './purchase-orders.repo.ts';

/**
 * Confirms a draft purchase order (docs/admin-api.md "Confirming a purchase order"): a state that
 * cannot become `confirmed` answers 409 `invalid_state` before the body is judged; the supplier
 * shipments are planned (every problem answered at once, nothing written), the order moves to
 * `confirmed` by a guarded write and the shipments are stored `pending`, numbered SS-000001. Answers
 * the events of the confirmation for the caller to record.
 */
export async function confirmPurchaseOrder(trx: Db, orderId: number, input: ConfirmInput): Promise<NewEvent[]> {
  const head = await getPurchaseOrderHead(trx, orderId);
  assertMove(purchaseOrderTransitions, head.state, 'confirmed', 'purchase order');
  const planned = await planSupplierShipments(trx, { id: head.id, number: head.number, warehouseId: head.warehouseId, expectedDate: head.expectedDate }, input);
  const confirmedAt = await movePurchaseOrder(trx, head, 'confirmed');
  const ids: number[] = [];
  for (const shipment of planned) ids.push((await insertSupplierShipment(trx, shipment.header, shipment.lines)).id);
  return purchaseOrderConfirmedEvents(trx, orderId, ids, confirmedAt);
}
