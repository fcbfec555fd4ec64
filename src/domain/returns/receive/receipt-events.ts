import type { Db } from '../../../db/connect.ts';
import type { NewEvent } from '../../events/outbox.ts';
import { inventoryUpdatedEvent } from '../../inventory/inventory-events.ts';
import { balanceChanges, positionBefore, positionKey, type PositionFigure } from '../../inventory/ledger.ts';
import { paired, present } from '../../shared/invariants.ts';
import { returnOrderRef, returnShipmentsCreatedEvents, type ReturnShipmentContext } from '../return-events.ts';
import type { ReceiptWrite, ReceiveResult, WrittenReceipts } from './write-receipts.ts';

/** The events a written batch's records make: `.created` of remainder CRS by id, `return_order.closed` by return order id. */
type RecordEvents = { created: Map<number, NewEvent>; closed: Map<number, NewEvent> };

/**
 * A written batch of receipts' events in the order its receipts ran (docs/events.md): per receipt
 * `customer_return_shipment.received`, `.created` for a remainder its strategy moved to a new CRS,
 * `return_order.closed` after the receipt that completed the return order, and `inventory.updated` for
 * each product whose stock landed in primary storage (the only stock channels may sell), with the
 * figures as they stood right after that receipt: the positions after the batch (`positions`, as the
 * ledger answered them) minus what later receipts of the batch moved.
 */
export function receiptEvents(written: WrittenReceipts, { created, closed }: RecordEvents, positions: PositionFigure[]): NewEvent[] {
  const { receipts, results, contexts, moves } = written;
  const after = new Map(positions.map((p) => [positionKey(p.warehouse_id, p.product_id), p]));
  const effects = moves.map((m) => balanceChanges(m, []).positions);
  const lastOfOrder = new Map(contexts.map((c, i) => [c.returnOrder.id, i]));
  return receipts.flatMap((receipt, i) => {
    const context = present(contexts[i], 'the context of a receipt');
    const result = present(results[i], 'the result of a receipt');
    const events = [receivedEvent(receipt, context, result, written.receivedAt)];
    const remainder = written.createdPending[i];
    if (remainder) events.push(created.get(remainder.id)!);
    const closedEvent = closed.get(context.returnOrder.id);
    if (closedEvent && lastOfOrder.get(context.returnOrder.id) === i) events.push(closedEvent);
    for (const productId of present(written.sellable[i], 'the products a receipt made sellable')) {
      const now = after.get(positionKey(receipt.crs.warehouse_id, productId));
      if (!now) continue;
      const { onHand, allocated } = positionBefore(now, effects.slice(i + 1));
      const productCode = receipt.fills.find((f) => f.productId === productId)!.productCode;
      const crs = result.received_in;
      events.push(inventoryUpdatedEvent({ productId, productCode, warehouse: context.warehouse, onHand, allocated }, { crs_id: crs.id, crs }));
    }
    return events;
  });
}

/** `customer_return_shipment.created` of every remainder CRS, by id, loaded once per channel. */
export async function remainderEvents(trx: Db, { createdPending, contexts }: WrittenReceipts): Promise<Map<number, NewEvent>> {
  const byChannel = new Map<number, number[]>();
  for (const [remainder, context] of paired(createdPending, contexts, 'the context of each receipt')) {
    if (!remainder) continue;
    const channelId = context.returnOrder.channelId;
    byChannel.set(channelId, [...(byChannel.get(channelId) ?? []), remainder.id]);
  }
  const events = new Map<number, NewEvent>();
  for (const [channelId, ids] of byChannel) {
    for (const event of await returnShipmentsCreatedEvents(trx, ids, channelId)) events.set(event.resourceId, event);
  }
  return events;
}

/** `customer_return_shipment.received`, to the warehouse's partner and the order's channel. */
function receivedEvent(w: ReceiptWrite, { warehouse, returnOrder }: ReturnShipmentContext, result: ReceiveResult, receivedAt: string): NewEvent {
  return {
    type: 'customer_return_shipment.received',
    resourceType: 'customer_return_shipment',
    resourceId: result.received_in.id,
    channelId: returnOrder.channelId,
    warehouseId: w.crs.warehouse_id,
    data: {
      id: result.received_in.id,
      number: result.received_in.number,
      state: 'done',
      received_at: receivedAt,
      tpl_reference: w.tplReference,
      strategy: w.strategy,
      split_from: result.received_in.id === w.crs.id ? null : { id: w.crs.id, number: w.crs.number },
      warehouse,
      return_order: returnOrderRef(returnOrder),
      order: returnOrder.order,
      lines: result.lines,
      not_received: result.not_received,
      remainder: result.remainder,
    },
  };
}
