import type { Db } from '../db/connect.ts';
import { recordEvent } from '../domain/events/outbox.ts';
import { openSupplierShipment, type AcknowledgeSupplierInput, type AcknowledgeSupplierResult } from '../domain/inbound/acknowledge-supplier-shipment.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';

/**
 * One element of PUT /supplier-shipments/acknowledge.json (docs/3pl-api.md section 14): the supplier
 * shipment opens (pending -> open) with the warehouse's reference, announced the first time.
 */
export async function acknowledgeSupplierShipment(
  trx: Db,
  principal: Principal,
  input: AcknowledgeSupplierInput,
  pointer: string,
): Promise<AcknowledgeSupplierResult> {
  const { result, event } = await openSupplierShipment(trx, principal, input, pointer);
  if (event) await recordEvent(trx, event);
  return result;
}
