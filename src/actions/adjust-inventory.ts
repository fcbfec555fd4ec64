import type { Db } from '../db/connect.ts';
import { applyAdjustment, type AdjustmentInput, type AdjustmentResult } from '../domain/inventory/adjust.ts';
import { inventoryAdjustedEvent, inventoryChangeEvents, type AdjustmentReport } from '../domain/inventory/inventory-events.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';

/**
 * POST /inventory/adjustments (docs/admin-api.md "Inventory"): a counted correction at one location.
 * Stock moves, then the rest of the story runs as for a warehouse's adjustment (announceAdjustment).
 */
export async function adjustInventory(trx: Db, input: AdjustmentInput): Promise<AdjustmentResult> {
  const adjusted = await applyAdjustment(trx, input);
  await announceAdjustment(trx, adjusted, { reason: input.reason ?? null, reference: null, occurredAt: null, source: 'staff' });
  return adjusted;
}

/**
 * What follows an adjustment, by staff or by a warehouse (adjust-warehouse-inventory.ts): it is
 * announced (`inventory.adjusted`); stock that arrived in primary storage may complete shipments waiting
 * for it, which are released and settle their orders; channels then hear the sellable figures as they
 * stand after all of it.
 */
export async function announceAdjustment(trx: Db, adjusted: AdjustmentResult, report: AdjustmentReport): Promise<void> {
  const events: NewEvent[] = [await inventoryAdjustedEvent(trx, adjusted, report)];
  if (adjusted.sellable) {
    if (adjusted.quantity > 0) {
      const { released, events: releases } = await releaseWaitingShipments(trx, adjusted.warehouseId, [adjusted.productId]);
      await settleOrderStates(
        trx,
        released.map((s) => s.orderId),
      );
      events.push(...releases);
    }
    events.push(...(await inventoryChangeEvents(trx, adjusted.warehouseId, [adjusted.productId], { adjustment_id: adjusted.moveId })));
  }
  await recordEvents(trx, events);
}
