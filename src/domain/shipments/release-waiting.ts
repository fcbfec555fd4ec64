import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { markAllocated, physicalLines, reserveAll, unreserve, type PhysicalLine } from './allocation.ts';
import { tryMarkReleased } from './release-shipment.ts';
import { loadShipmentHeads, type ShipmentHead } from './shipments.repo.ts';

/**
 * After stock of `productIds` arrived in a warehouse's primary storage: its waiting shipments that
 * contain those products are allocated oldest first, each all or none, and those that fit are
 * released (`pending`). Answers the shipments released and their `customer_shipment.released` events;
 * their orders are the caller's to settle. A shipment another request changed meanwhile is skipped and
 * its reservation given back.
 */
export async function releaseWaitingShipments(trx: Db, warehouseId: number, productIds: number[]): Promise<{ released: ShipmentHead[]; events: NewEvent[] }> {
  const none = { released: [], events: [] };
  if (productIds.length === 0) return none;
  const candidates = await trx
    .selectFrom('customer_shipments as s')
    .select('s.id')
    .where('s.warehouse_id', '=', warehouseId)
    .where('s.state', '=', 'waiting')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('customer_shipment_lines as l').select('l.id').whereRef('l.shipment_id', '=', 's.id').where('l.product_id', 'in', productIds)),
    )
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
  if (candidates.length === 0) return none;
  const ids = candidates.map((c) => c.id);
  const linesOf = groupByShipment(await physicalLines(trx, ids));
  const heads = new Map((await loadShipmentHeads(trx, ids)).map((h) => [h.id, h]));
  const released: ShipmentHead[] = [];
  const events: NewEvent[] = [];
  for (const id of ids) {
    const lines = linesOf.get(id) ?? [];
    const reserved = await reserveAll(trx, warehouseId, lines);
    if (!reserved) continue;
    const head = heads.get(id)!;
    const event = await tryMarkReleased(trx, head);
    if (!event) {
      await unreserve(trx, warehouseId, reserved);
      continue;
    }
    await markAllocated(trx, lines);
    released.push(head);
    events.push(event);
  }
  return { released, events };
}

function groupByShipment(lines: PhysicalLine[]): Map<number, PhysicalLine[]> {
  const grouped = new Map<number, PhysicalLine[]>();
  for (const line of lines) {
    const list = grouped.get(line.shipmentId);
    if (list) list.push(line);
    else grouped.set(line.shipmentId, [line]);
  }
  return grouped;
}
