import type { ReturnShipmentAcknowledgement } from '../../wire/returns.ts';
import type { Db } from '../../db/connect.ts';
import { refusal } from '../../errors.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';
import { loadReturnShipmentContext, returnOrderRef } from './return-events.ts';
import { tryTransitionReturnShipment } from './returns.states.ts';

export type AcknowledgeReturnInput = ReturnShipmentAcknowledgement;

export type AcknowledgeReturnResult = {
  id: number;
  number: string | null;
  state: 'open';
  acknowledged_at: string;
  tpl_reference: string | null;
  errors: null;
};

/**
 * pending -> open (docs/3pl-api.md section 13): the warehouse has imported and validated the CRS;
 * stores its own reference and stamps the return order. Acknowledging an open CRS again succeeds and
 * keeps the first acknowledged_at, with no event; the first acknowledgement answers its
 * `customer_return_shipment.acknowledged` event. A received one is refused with
 * `return_shipment_done`; another partner's with `not_found`.
 */
export async function openReturnShipment(
  trx: Db,
  principal: Principal,
  input: AcknowledgeReturnInput,
  pointer: string,
): Promise<{ result: AcknowledgeReturnResult; event: NewEvent | null }> {
  const crs = await trx
    .selectFrom('customer_return_shipments')
    .select(['id', 'number', 'state', 'warehouse_id', 'return_order_id', 'acknowledged_at', 'tpl_reference'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!crs || (principal.warehouseIds !== null && !principal.warehouseIds.includes(crs.warehouse_id))) {
    throw refusal('not_found', `customer return shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  if (crs.state === 'done') {
    throw refusal('return_shipment_done', `customer return shipment ${input.id} is already received`, `${pointer}/id`);
  }
  if (crs.state === 'open') {
    const result = {
      id: crs.id,
      number: crs.number,
      state: 'open' as const,
      acknowledged_at: crs.acknowledged_at!,
      tpl_reference: crs.tpl_reference,
      errors: null,
    };
    return { result, event: null };
  }
  const now = nowIso();
  const tplReference = input.tpl_reference ?? null;
  if (!(await tryTransitionReturnShipment(trx, input.id, 'pending', 'open', { acknowledged_at: now, tpl_reference: tplReference, updated_at: now }))) {
    // Changed under us (another acknowledgement or a receipt): judge the new state.
    return openReturnShipment(trx, principal, input, pointer);
  }
  const { warehouse, returnOrder } = await loadReturnShipmentContext(trx, crs.id);
  await trx.updateTable('return_orders').set({ updated_at: now }).where('id', '=', crs.return_order_id).execute();
  const event: NewEvent = {
    type: 'customer_return_shipment.acknowledged',
    resourceType: 'customer_return_shipment',
    resourceId: crs.id,
    channelId: returnOrder.channelId,
    warehouseId: crs.warehouse_id,
    data: {
      id: crs.id,
      number: crs.number ?? '',
      state: 'open',
      acknowledged_at: now,
      tpl_reference: tplReference,
      warehouse,
      return_order: returnOrderRef(returnOrder),
      order: returnOrder.order,
    },
  };
  return { result: { id: crs.id, number: crs.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference, errors: null }, event };
}
