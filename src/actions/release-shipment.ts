import type { Db } from '../db/connect.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { forceReleaseShipment } from '../domain/shipments/release-shipment.ts';

/**
 * POST /customer-shipments/{id}/release (docs/admin-api.md "Customer shipments"): staff send a waiting
 * shipment to its warehouse now, its stock allocated even where short; its order settles, and the
 * channel and partner hear of the release.
 */
export async function releaseShipment(trx: Db, shipmentId: number): Promise<void> {
  const { head, event } = await forceReleaseShipment(trx, shipmentId);
  await settleOrderStates(trx, [head.orderId]);
  await recordEvent(trx, event);
}
