import type { Db } from '../db/connect.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { openShipment, type AcknowledgeInput, type AcknowledgeResult } from '../domain/shipments/acknowledge-shipment.ts';

/**
 * One element of PUT /customer-shipments/acknowledge.json (docs/3pl-api.md section 6): the shipment
 * opens (pending -> open) with the warehouse's reference, and the channel hears of it the first time.
 */
export async function acknowledgeShipment(trx: Db, principal: Principal, input: AcknowledgeInput, pointer: string): Promise<AcknowledgeResult> {
  const { result, event } = await openShipment(trx, principal, input, pointer);
  if (event) await recordEvent(trx, event);
  return result;
}
