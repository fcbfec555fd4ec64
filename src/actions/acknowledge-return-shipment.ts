import type { Db } from '../db/connect.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { openReturnShipment, type AcknowledgeReturnInput, type AcknowledgeReturnResult } from '../domain/returns/acknowledge-return-shipment.ts';

/**
 * One element of PUT /customer-return-shipments/acknowledge.json (docs/3pl-api.md section 13): the
 * CRS opens (pending -> open) with the warehouse's reference, and the channel hears of it the first time.
 */
export async function acknowledgeReturnShipment(
  trx: Db,
  principal: Principal,
  input: AcknowledgeReturnInput,
  pointer: string,
): Promise<AcknowledgeReturnResult> {
  const { result, event } = await openReturnShipment(trx, principal, input, pointer);
  if (event) await recordEvent(trx, event);
  return result;
}
