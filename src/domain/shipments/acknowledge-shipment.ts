import type { Db } from '../../db/connect.ts';
import type { ElementErrorCode } from '../../errors.ts';
import { ElementError } from '../batch/run-batch.ts';
import { recordEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';

export type AcknowledgeInput = { id: number; warehouse?: number; tpl_reference?: string };

export type AcknowledgeResult = {
  id: number;
  number: string | null;
  state: 'open';
  acknowledged_at: string;
  tpl_reference: string | null;
  errors: null;
};

const REFUSALS: Record<string, { code: ElementErrorCode; message: string }> = {
  waiting: { code: 'shipment_not_released', message: 'is not released to the warehouse yet' },
  done: { code: 'shipment_done', message: 'is already shipped' },
  cancelled: { code: 'shipment_cancelled', message: 'was cancelled' },
};

/**
 * pending -> open (CONTRACT 5): the warehouse has imported the shipment; stores its own reference.
 * Acknowledging an open shipment again succeeds and keeps the first acknowledged_at.
 */
export async function acknowledgeShipment(trx: Db, principal: Principal, input: AcknowledgeInput, pointer: string): Promise<AcknowledgeResult> {
  const shipment = await trx.selectFrom('customer_shipments as s')
    .innerJoin('sales_orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.number', 's.state', 's.warehouse_id', 's.acknowledged_at', 's.tpl_reference', 'o.channel_id', 'o.number as order_number'])
    .where('s.id', '=', input.id)
    .executeTakeFirst();
  if (!shipment || (principal.warehouseIds !== null && !principal.warehouseIds.includes(shipment.warehouse_id))) {
    throw new ElementError('not_found', `customer shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  if (input.warehouse !== undefined && input.warehouse !== shipment.warehouse_id) {
    throw new ElementError('warehouse_mismatch', `customer shipment ${input.id} belongs to warehouse ${shipment.warehouse_id}`, `${pointer}/warehouse`);
  }
  const refusal = REFUSALS[shipment.state];
  if (refusal) throw new ElementError(refusal.code, `customer shipment ${input.id} ${refusal.message}`, `${pointer}/id`);
  if (shipment.state === 'open') {
    return { id: shipment.id, number: shipment.number, state: 'open', acknowledged_at: shipment.acknowledged_at!, tpl_reference: shipment.tpl_reference, errors: null };
  }
  const now = nowIso();
  const tplReference = input.tpl_reference ?? null;
  const updated = await trx.updateTable('customer_shipments')
    .set({ state: 'open', acknowledged_at: now, tpl_reference: tplReference, updated_at: now })
    .where('id', '=', input.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // Changed under us (another acknowledgement, a confirmation or a cancel): judge the new state.
    return acknowledgeShipment(trx, principal, input, pointer);
  }
  await recordEvent(trx, {
    type: 'customer_shipment.acknowledged',
    resourceType: 'customer_shipment',
    resourceId: shipment.id,
    channelId: shipment.channel_id,
    warehouseId: shipment.warehouse_id,
    data: { id: shipment.id, number: shipment.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference, order: { number: shipment.order_number } },
  });
  return { id: shipment.id, number: shipment.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference, errors: null };
}
