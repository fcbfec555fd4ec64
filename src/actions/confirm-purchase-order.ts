import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { confirmPurchaseOrder as confirmInInbound } from '../domain/inbound/confirm-purchase-order.ts';
import type { ConfirmInput } from '../domain/inbound/plan-supplier-shipments.ts';

/**
 * POST /purchase-orders/{id}/confirm (docs/admin-api.md "POST /purchase-orders/{id}/confirm"): inbound
 * confirms the order and stores its supplier shipments → the confirmation and each new shipment are
 * announced, to the merchant and to the partner that runs the warehouse.
 */
export async function confirmPurchaseOrder(trx: Db, orderId: number, input: ConfirmInput): Promise<void> {
  await recordEvents(trx, await confirmInInbound(trx, orderId, input));
}
