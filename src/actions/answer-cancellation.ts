import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { withdrawTransferShipment } from '../domain/inbound/cancel-transfer.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { answerCancellation } from '../domain/shipments/cancellation-request.ts';
import type { CancellationAnswer, CancellationAnswerResult } from '../wire/customer-shipment.ts';

/**
 * One element of PUT /customer-shipments/cancellation.json (docs/3pl-api.md section 6, "Cancellation
 * requests"): the warehouse accepts (the shipment is cancelled and its stock freed; its order settles, and
 * a transfer's shipment is withdrawn from the destination, the transfer cancelled when it had shipped
 * nothing) or rejects the merchant's request; the
 * merchant hears either way.
 */
export async function answerCancellationRequest(trx: Db, principal: Principal, input: CancellationAnswer, pointer: string): Promise<CancellationAnswerResult> {
  const { result, events, cancelled } = await answerCancellation(trx, principal, input, pointer);
  if (cancelled !== null) {
    if (cancelled.transferId !== null) events.push(...(await withdrawTransferShipment(trx, cancelled.transferId)));
    await settleOrderStates(trx, [cancelled.orderId]);
  }
  await recordEvents(trx, events);
  return result;
}
