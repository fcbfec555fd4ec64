import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { cancelPurchaseOrder as cancelInInbound } from '../domain/inbound/cancel-purchase-order.ts';

/**
 * POST /purchase-orders/{id}/cancel (docs/admin-api.md "POST /purchase-orders/{id}/cancel"): inbound cancels
 * the supplier shipments not received and the order → each cancellation is announced.
 */
export async function cancelPurchaseOrder(trx: Db, orderId: number): Promise<void> {
  await recordEvents(trx, await cancelInInbound(trx, orderId));
}
