import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { purchaseOrderConfirmedEvents } from './inbound-events.ts';
import { insertSupplierShipment } from './insert-supplier-shipment.ts';
import { planSupplierShipments, type ConfirmInput } from './plan-supplier-shipments.ts';
import { getPurchaseOrderHead, movePurchaseOrder } from './purchase-orders.repo.ts';

/**
 * Confirms a draft purchase order (docs/admin-api.md "POST /purchase-orders/{id}/confirm"): the order moves
 * to `confirmed` by a guarded write (a state that cannot answers 409 `invalid_state`, before the body
 * is judged), the supplier shipments are planned (every problem answered at once; the caller's
 * transaction is rolled back, so nothing stays written) and stored `pending`, numbered SS-000001.
 * Answers the events of the confirmation for the caller to record.
 */
export async function confirmPurchaseOrder(trx: Db, orderId: number, input: ConfirmInput): Promise<NewEvent[]> {
  const head = await getPurchaseOrderHead(trx, orderId);
  // The guarded write comes before the lines are read: it holds the order's row, so a line a CSV import
  // adds to the draft meanwhile is either read here or refused there (no longer a draft).
  const confirmedAt = await movePurchaseOrder(trx, head, 'confirmed');
  const planned = await planSupplierShipments(trx, { id: head.id, number: head.number, warehouseId: head.warehouseId, expectedDate: head.expectedDate }, input);
  const ids: number[] = [];
  for (const shipment of planned) ids.push((await insertSupplierShipment(trx, shipment.header, shipment.lines)).id);
  return purchaseOrderConfirmedEvents(trx, orderId, ids, confirmedAt);
}
