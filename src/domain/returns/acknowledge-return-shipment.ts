import type { Db } from '../../db/connect.ts';
import { ElementError } from '../batch/run-batch.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';
import { loadReturnOrderHead } from './return-events.ts';

export type AcknowledgeReturnInput = { id: number; tpl_reference?: string };

export type AcknowledgeReturnResult = {
  id: number;
  number: string | null;
  state: 'open';
  acknowledged_at: string;
  tpl_reference: string | null;
  errors: null;
};

/**
 * pending -> open (CONTRACT 6, seed 4.4): the warehouse has imported and validated the CRS; stores its
 * own reference. Acknowledging an open CRS again succeeds and keeps the first acknowledged_at; a
 * received one answers `return_shipment_done`; another partner's answers `not_found`.
 */
export async function acknowledgeReturnShipment(trx: Db, principal: Principal, input: AcknowledgeReturnInput, pointer: string): Promise<AcknowledgeReturnResult> {
  const crs = await trx.selectFrom('customer_return_shipments')
    .select(['id', 'number', 'state', 'warehouse_id', 'return_order_id', 'acknowledged_at', 'tpl_reference'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!crs || (principal.warehouseIds !== null && !principal.warehouseIds.includes(crs.warehouse_id))) {
    throw new ElementError('not_found', `customer return shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  if (crs.state === 'done') {
    throw new ElementError('return_shipment_done', `customer return shipment ${input.id} is already received`, `${pointer}/id`);
  }
  if (crs.state === 'open') {
    return { id: crs.id, number: crs.number, state: 'open', acknowledged_at: crs.acknowledged_at!, tpl_reference: crs.tpl_reference, errors: null };
  }
  const now = nowIso();
  const tplReference = input.tpl_reference ?? null;
  const updated = await trx.updateTable('customer_return_shipments')
    .set({ state: 'open', acknowledged_at: now, tpl_reference: tplReference, updated_at: now })
    .where('id', '=', input.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // Changed under us (another acknowledgement or a receipt): judge the new state.
    return acknowledgeReturnShipment(trx, principal, input, pointer);
  }
  const returnOrder = await loadReturnOrderHead(trx, crs.return_order_id);
  await trx.updateTable('return_orders').set({ updated_at: now }).where('id', '=', crs.return_order_id).execute();
  await recordEvent(trx, {
    type: 'customer_return_shipment.acknowledged',
    resourceType: 'customer_return_shipment',
    resourceId: crs.id,
    channelId: returnOrder.channelId,
    warehouseId: crs.warehouse_id,
    data: {
      id: crs.id, number: crs.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference,
      return_order: { id: returnOrder.id, number: returnOrder.number, source: returnOrder.source }, order: returnOrder.order,
    },
  });
  return { id: crs.id, number: crs.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference, errors: null };
}
