import type { NewEvent } from '../../events/outbox.ts';
import { inventoryUpdatedEvent, surplusEvent, type SupplierShipmentCause } from '../../inventory/inventory-events.ts';
import { balanceChanges, levelKey, positionBefore, positionKey, type LevelFigure, type PositionFigure } from '../../inventory/ledger.ts';
import { present } from '../../shared/invariants.ts';
import { contextRefs, type SupplierShipmentContext } from '../supplier-shipment-events.ts';
import type { SupplierReceiptWrite, SupplierReceiveResult, WrittenSupplierReceipts } from './write-receipts.ts';

/**
 * A written batch of supplier shipment receipts' events in the order its receipts ran (docs/events.md):
 * per receipt `supplier_shipment.received`, `purchase_order.received` after the receipt that completed
 * the order, `inventory.discrepancy` for each line that came with more than announced (the surplus, at
 * the level it landed in), and `inventory.updated` for each product whose stock landed in primary
 * storage, with the figures right after that receipt (the positions after the batch minus what later
 * receipts moved, as the CRS receipts compute them).
 */
export function supplierReceiptEvents(
  written: WrittenSupplierReceipts,
  ordersReceived: Map<number, NewEvent>,
  after: { positions: PositionFigure[]; levels: LevelFigure[] },
): NewEvent[] {
  const { receipts, results, contexts, moves } = written;
  const positions = new Map(after.positions.map((p) => [positionKey(p.warehouse_id, p.product_id), p]));
  const levels = new Map(after.levels.map((l) => [levelKey(l.location_id, l.product_id, l.lot_id), l]));
  const effects = moves.map((m) => balanceChanges(m, []).positions);
  const lastOfOrder = new Map(receipts.map((r, i) => [r.shipment.purchase_order_id, i]));
  return receipts.flatMap((receipt, i) => {
    const context = present(contexts[i], 'the context of a receipt');
    const result = present(results[i], 'the result of a receipt');
    const cause: SupplierShipmentCause = { supplier_shipment_id: result.received_in.id, supplier_shipment: result.received_in };
    const events = [receivedEvent(receipt, context, result, receipt.receivedAt ?? written.recordedAt)];
    const orderId = receipt.shipment.purchase_order_id;
    const completed = orderId === null ? undefined : ordersReceived.get(orderId);
    if (completed && lastOfOrder.get(orderId) === i) events.push(completed);
    events.push(...surplusEvents(receipt, result, context, levels, cause));
    for (const productId of present(written.sellable[i], 'the products a receipt made sellable')) {
      const now = positions.get(positionKey(receipt.shipment.warehouse_id, productId));
      if (!now) continue;
      const { onHand, allocated } = positionBefore(now, effects.slice(i + 1));
      const productCode = receipt.fills.find((f) => f.productId === productId)!.productCode;
      events.push(inventoryUpdatedEvent({ productId, productCode, warehouse: context.warehouse, onHand, allocated }, cause));
    }
    return events;
  });
}

/** `supplier_shipment.received`, for the warehouse (its partner hears what it reported only through the merchant's endpoints). */
function receivedEvent(w: SupplierReceiptWrite, context: SupplierShipmentContext, result: SupplierReceiveResult, receivedAt: string): NewEvent {
  return {
    type: 'supplier_shipment.received',
    resourceType: 'supplier_shipment',
    resourceId: result.received_in.id,
    warehouseId: w.shipment.warehouse_id,
    data: {
      id: result.received_in.id,
      number: result.received_in.number,
      state: 'done',
      received_at: receivedAt,
      tpl_reference: w.tplReference,
      receiving_strategy: w.strategy,
      split_from: result.received_in.id === w.shipment.id ? null : { id: w.shipment.id, number: w.shipment.number },
      ...contextRefs(context),
      lines: result.lines,
      not_received: result.not_received,
      surplus: result.surplus,
      remainder: result.remainder,
    },
  };
}

/** One `inventory.discrepancy` per line received above what it announced, at the level its last fill landed in. */
function surplusEvents(
  w: SupplierReceiptWrite,
  result: SupplierReceiveResult,
  context: SupplierShipmentContext,
  levels: Map<string, LevelFigure>,
  cause: SupplierShipmentCause,
): NewEvent[] {
  return result.surplus.map((s) => {
    const line = w.lines.find((l) => l.id === s.id)!;
    const fill = [...w.fills].reverse().find((f) => f.lineId === s.id)!;
    const level = levels.get(levelKey(fill.place.id, fill.productId, fill.lotId));
    const expected = Math.max(0, line.quantity - line.received_quantity);
    const received = w.fills.filter((f) => f.lineId === s.id).reduce((sum, f) => sum + f.quantity, 0);
    return surplusEvent(
      {
        productId: fill.productId,
        productCode: s.product_code,
        warehouse: context.warehouse,
        location: fill.place.code,
        lot: fill.lotNumber,
        quantity: level?.quantity ?? 0,
      },
      { expected, received },
      cause,
    );
  });
}
