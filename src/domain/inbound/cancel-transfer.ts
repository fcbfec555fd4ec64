import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { assertMove } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';
import { supplierShipmentTransitions, transferTransitions } from './inbound.states.ts';

/**
 * The inbound side of POST /transfers/{id}/cancel (docs/admin-api.md "Transfers"): a transfer still
 * `open` (nothing shipped) becomes `cancelled`, and the destination's waiting supplier shipment with it.
 * In transit or received: 409 `invalid_state`. Guarded writes; the source's customer shipment is the
 * caller's to cancel (src/actions/cancel-transfer.ts), in the same transaction.
 */
export async function cancelTransferRecord(trx: Db, transferId: number): Promise<void> {
  const transfer = await trx.selectFrom('transfers').select(['state', 'number']).where('id', '=', transferId).executeTakeFirstOrThrow();
  assertMove(transferTransitions, transfer.state, 'cancelled', 'transfer');
  const now = nowIso();
  const result = await trx
    .updateTable('transfers')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('id', '=', transferId)
    .where('state', '=', transfer.state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('concurrent_update', `transfer ${transfer.number} was changed by another request`);
  assertMove(supplierShipmentTransitions, 'waiting', 'cancelled', 'supplier shipment');
  await trx
    .updateTable('supplier_shipments')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('transfer_id', '=', transferId)
    .where('state', '=', 'waiting')
    .execute();
}
