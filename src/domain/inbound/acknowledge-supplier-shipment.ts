import type { Db } from '../../db/connect.ts';
import { refusal } from '../../errors.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { nowIso } from '../shared/time.ts';
import { tryTransitionSupplierShipment } from './inbound.states.ts';
import { contextRefs, loadSupplierShipmentContexts } from './supplier-shipment-events.ts';

export type AcknowledgeSupplierInput = { id: number; tpl_reference?: string };

export type AcknowledgeSupplierResult = {
  id: number;
  number: string | null;
  state: 'open';
  acknowledged_at: string;
  tpl_reference: string | null;
  errors: null;
};

/**
 * pending -> open (docs/3pl-api.md section 14): the warehouse has imported the advance shipping notice;
 * stores its own reference. Acknowledging an open supplier shipment again succeeds and keeps the first
 * acknowledged_at, with no event; the first acknowledgement answers its `supplier_shipment.acknowledged`
 * event. A cancelled one is refused with `shipment_cancelled`, a received one with
 * `supplier_shipment_done`, a transfer's that its source has not shipped with `shipment_not_released`;
 * another partner's with `not_found`.
 */
export async function openSupplierShipment(
  trx: Db,
  principal: Principal,
  input: AcknowledgeSupplierInput,
  pointer: string,
): Promise<{ result: AcknowledgeSupplierResult; event: NewEvent | null }> {
  const shipment = await trx
    .selectFrom('supplier_shipments')
    .select(['id', 'number', 'state', 'warehouse_id', 'acknowledged_at', 'tpl_reference'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!shipment || (principal.warehouseIds !== null && !principal.warehouseIds.includes(shipment.warehouse_id))) {
    throw refusal('not_found', `supplier shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  if (shipment.state === 'cancelled') throw refusal('shipment_cancelled', `supplier shipment ${input.id} was cancelled`, `${pointer}/id`);
  if (shipment.state === 'done') throw refusal('supplier_shipment_done', `supplier shipment ${input.id} is already received`, `${pointer}/id`);
  if (shipment.state === 'waiting') {
    throw refusal('shipment_not_released', `supplier shipment ${input.id} waits for its transfer to be shipped`, `${pointer}/id`);
  }
  if (shipment.state === 'open') {
    const result = { ...resultOf(shipment, shipment.acknowledged_at!, shipment.tpl_reference) };
    return { result, event: null };
  }
  const now = nowIso();
  const tplReference = input.tpl_reference ?? null;
  if (!(await tryTransitionSupplierShipment(trx, input.id, 'pending', 'open', { acknowledged_at: now, tpl_reference: tplReference, updated_at: now }))) {
    // Changed under us (another acknowledgement, a receipt, a cancellation): judge the new state.
    return openSupplierShipment(trx, principal, input, pointer);
  }
  const context = (await loadSupplierShipmentContexts(trx, [shipment.id])).get(shipment.id)!;
  const event: NewEvent = {
    type: 'supplier_shipment.acknowledged',
    resourceType: 'supplier_shipment',
    resourceId: shipment.id,
    warehouseId: shipment.warehouse_id,
    data: { id: shipment.id, number: shipment.number ?? '', state: 'open', acknowledged_at: now, tpl_reference: tplReference, ...contextRefs(context) },
  };
  return { result: resultOf(shipment, now, tplReference), event };
}

function resultOf(shipment: { id: number; number: string | null }, acknowledgedAt: string, tplReference: string | null): AcknowledgeSupplierResult {
  return { id: shipment.id, number: shipment.number, state: 'open', acknowledged_at: acknowledgedAt, tpl_reference: tplReference, errors: null };
}
