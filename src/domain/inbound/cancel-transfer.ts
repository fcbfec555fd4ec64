import type { Db } from '../../db/connect.ts';
import type { TransferState } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { NewEvent } from '../events/outbox.ts';
import { assertMove } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';
import { supplierShipmentTransitions, transferTransitions } from './inbound.states.ts';
import { settleTransfers } from './settle-transfers.ts';

type TransferHead = { id: number; number: string; state: TransferState };

/**
 * The inbound side of POST /transfers/{id}/cancel (docs/admin-api.md "Transfers"). A transfer still
 * `open` (nothing shipped) becomes `cancelled`, and the destination's waiting supplier shipment with it.
 * One `in_transit` keeps its state (what left is on the road and still expected): only what the source
 * has not shipped yet is withdrawn, as withdrawTransferShipment does. Received or cancelled: 409
 * `invalid_state`. Guarded writes; the source's unshipped customer shipments are the caller's to cancel
 * (src/actions/cancel-transfer.ts), in the same transaction. Answers the events of a transfer that the
 * withdrawal leaves received.
 */
export async function cancelTransferRecord(trx: Db, transferId: number): Promise<NewEvent[]> {
  const transfer = await loadTransferHead(trx, transferId);
  if (transfer.state === 'in_transit') return withdrawBackorder(trx, transfer);
  await cancelWhole(trx, transfer);
  return [];
}

/** A transfer that shipped nothing becomes `cancelled`, and the destination's waiting supplier shipment with it. */
async function cancelWhole(trx: Db, transfer: TransferHead): Promise<void> {
  const transferId = transfer.id;
  assertMove(transferTransitions, transfer.state, 'cancelled', 'transfer');
  const now = nowIso();
  const result = await trx
    .updateTable('transfers')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('id', '=', transferId)
    .where('state', '=', transfer.state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('concurrent_update', `transfer ${transfer.number} was changed by another request`);
  await cancelWaitingSupplierShipments(trx, transferId, now);
}

/**
 * The inbound side of a transfer's customer shipment cancelled: by staff (POST /customer-shipments/{id}/cancel,
 * a backorder once the transfer is in transit: assertTransferShipped first), or by the source's warehouse
 * accepting a cancellation request. A transfer in transit stops waiting for that backorder (its waiting
 * supplier shipment is cancelled) and becomes `received` when everything that did leave has arrived; one that
 * shipped nothing (its shipment was acknowledged when staff cancelled the transfer, and the warehouse
 * accepted the request) is cancelled whole.
 */
export async function withdrawTransferShipment(trx: Db, transferId: number): Promise<NewEvent[]> {
  const transfer = await loadTransferHead(trx, transferId);
  if (transfer.state === 'open') {
    await cancelWhole(trx, transfer);
    return [];
  }
  return withdrawBackorder(trx, transfer);
}

/**
 * Checked before a transfer's customer shipment is cancelled or a cancellation of it is requested: the
 * transfer has shipped something (else 409 `invalid_state`: cancel the transfer). Answers the transfer.
 */
export async function assertTransferShipped(trx: Db, transferId: number, shipmentNumber: string): Promise<TransferHead> {
  const transfer = await loadTransferHead(trx, transferId);
  if (transfer.state === 'open') {
    throw new AppError(
      'invalid_state',
      `customer shipment ${shipmentNumber} carries transfer ${transfer.number}, which has shipped nothing yet: cancel the transfer instead`,
    );
  }
  return transfer;
}

async function loadTransferHead(trx: Db, transferId: number): Promise<TransferHead> {
  const row = await trx.selectFrom('transfers').select(['id', 'number', 'state']).where('id', '=', transferId).executeTakeFirst();
  if (!row) throw notFound('transfer');
  return { id: row.id, number: row.number ?? '', state: row.state };
}

/**
 * A transfer in transit stops waiting for its backorder: the waiting supplier shipment is cancelled (409
 * `invalid_state` when none waits: everything shipped), and the transfer settles as a receipt would
 * settle it. Answers `transfer.received` when that completes it.
 */
async function withdrawBackorder(trx: Db, transfer: TransferHead): Promise<NewEvent[]> {
  if (transfer.state !== 'in_transit') assertMove(transferTransitions, transfer.state, 'cancelled', 'transfer');
  const now = nowIso();
  const withdrawn = await cancelWaitingSupplierShipments(trx, transfer.id, now);
  if (withdrawn === 0) throw new AppError('invalid_state', `transfer ${transfer.number} has shipped everything: nothing is left to cancel`);
  await trx.updateTable('transfers').set({ updated_at: now }).where('id', '=', transfer.id).where('state', '=', 'in_transit').execute();
  const done = await trx
    .selectFrom('supplier_shipments')
    .select('id')
    .where('transfer_id', '=', transfer.id)
    .where('state', '=', 'done')
    .orderBy('id')
    .execute();
  return settleTransfers(
    trx,
    done.map((d) => d.id),
    now,
  );
}

/** The transfer's waiting supplier shipments (never announced to the destination) cancelled; answers how many. */
async function cancelWaitingSupplierShipments(trx: Db, transferId: number, now: string): Promise<number> {
  assertMove(supplierShipmentTransitions, 'waiting', 'cancelled', 'supplier shipment');
  const result = await trx
    .updateTable('supplier_shipments')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('transfer_id', '=', transferId)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
