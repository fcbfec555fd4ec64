import type { Db } from '../../db/connect.ts';
import type { ShipmentAcknowledgement } from '../../wire/tpl-shipments.ts';
import { refusal, type ErrorCode } from '../../errors.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';
import { loadShipmentHeads } from './shipments.repo.ts';
import { tryTransitionShipment } from './transition-shipment.ts';

export type AcknowledgeInput = ShipmentAcknowledgement;

export type AcknowledgeResult = {
  id: number;
  number: string | null;
  state: 'open';
  acknowledged_at: string;
  tpl_reference: string | null;
  errors: null;
};

const REFUSALS: Record<string, { code: ErrorCode; message: string }> = {
  waiting: { code: 'shipment_not_released', message: 'is not released to the warehouse yet' },
  on_hold: { code: 'shipment_on_hold', message: 'is on hold: the merchant stopped it, do not pack it until the hold is released' },
  done: { code: 'shipment_done', message: 'is already shipped' },
  cancelled: { code: 'shipment_cancelled', message: 'was cancelled' },
};

/**
 * pending -> open (docs/3pl-api.md section 6): the warehouse has imported the shipment; stores its own
 * reference. Acknowledging an open shipment again succeeds and keeps the first acknowledged_at, with no
 * event; the first acknowledgement answers its `customer_shipment.acknowledged` event. A shipment the
 * key may not see, or in a state that cannot open, is refused (an AppError naming `pointer`).
 */
export async function openShipment(
  trx: Db,
  principal: Principal,
  input: AcknowledgeInput,
  pointer: string,
): Promise<{ result: AcknowledgeResult; event: NewEvent | null }> {
  const [shipment] = await loadShipmentHeads(trx, [input.id]);
  if (!shipment || (principal.warehouseIds !== null && !principal.warehouseIds.includes(shipment.warehouseId))) {
    throw refusal('not_found', `customer shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  if (input.warehouse !== undefined && input.warehouse !== shipment.warehouseId) {
    throw refusal('warehouse_mismatch', `customer shipment ${input.id} belongs to warehouse ${shipment.warehouseId}`, `${pointer}/warehouse`);
  }
  const refused = REFUSALS[shipment.state];
  if (refused) throw refusal(refused.code, `customer shipment ${input.id} ${refused.message}`, `${pointer}/id`);
  if (shipment.state === 'open') {
    const first = await trx
      .selectFrom('customer_shipments')
      .select(['acknowledged_at', 'tpl_reference'])
      .where('id', '=', shipment.id)
      .executeTakeFirstOrThrow();
    const result = {
      id: shipment.id,
      number: shipment.number,
      state: 'open' as const,
      acknowledged_at: first.acknowledged_at!,
      tpl_reference: first.tpl_reference,
      errors: null,
    };
    return { result, event: null };
  }
  const now = nowIso();
  const tplReference = input.tpl_reference ?? null;
  if (!(await tryTransitionShipment(trx, input.id, 'pending', 'open', { acknowledged_at: now, tpl_reference: tplReference, updated_at: now }))) {
    // Changed under us (another acknowledgement, a confirmation or a cancel): judge the new state.
    return openShipment(trx, principal, input, pointer);
  }
  const event: NewEvent = {
    type: 'customer_shipment.acknowledged',
    resourceType: 'customer_shipment',
    resourceId: shipment.id,
    channelId: shipment.channelId,
    warehouseId: shipment.warehouseId,
    data: {
      id: shipment.id,
      number: shipment.number,
      state: 'open',
      acknowledged_at: now,
      tpl_reference: tplReference,
      warehouse: shipment.warehouse,
      order: shipment.order,
      backorder_of: shipment.backorderOf,
    },
  };
  return { result: { id: shipment.id, number: shipment.number, state: 'open', acknowledged_at: now, tpl_reference: tplReference, errors: null }, event };
}
