import type { Db } from '../db/connect.ts';
import { applyAdjustment, type AdjustmentInput, type AdjustmentResult } from '../domain/inventory/adjust.ts';
import { adjustedNames, inventoryAdjustedEvent, inventoryChangeEvents } from '../domain/inventory/inventory-events.ts';
import type { AppliedAdjustment } from '../domain/inventory/warehouse-adjustments.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';

/**
 * POST /inventory/adjustments (docs/admin-api.md "Inventory"): a counted correction at one location.
 * Stock moves, then the rest of the story runs as for a warehouse's adjustments (announceAdjustments).
 */
export async function adjustInventory(trx: Db, input: AdjustmentInput): Promise<AdjustmentResult> {
  const adjusted = await applyAdjustment(trx, input);
  const report = { reason: input.reason ?? null, reference: null, occurredAt: null, source: 'staff' as const };
  await announceAdjustments(trx, [{ applied: adjusted, names: await adjustedNames(trx, adjusted), report }]);
  return adjusted;
}

/**
 * What follows adjustments, by staff or a warehouse's batch (adjust-warehouse-inventory.ts): each is
 * announced (`inventory.adjusted`, in order); stock that arrived in a warehouse's primary storage may
 * complete shipments waiting for it, which are released and settle their orders; channels then hear the
 * sellable figures as they stand after all of it, once per product and warehouse, the cause named being
 * the last adjustment of that product in the warehouse's primary storage.
 */
export async function announceAdjustments(trx: Db, adjusted: AppliedAdjustment[]): Promise<void> {
  const events: NewEvent[] = adjusted.map(({ applied, names, report }) => inventoryAdjustedEvent(applied, names, report));
  const changes = sellableChanges(adjusted.map((a) => a.applied));
  const orderIds: number[] = [];
  for (const [warehouseId, { gained }] of changes) {
    const { released, events: releases } = await releaseWaitingShipments(trx, warehouseId, [...gained]);
    orderIds.push(...released.map((s) => s.orderId));
    events.push(...releases);
  }
  await settleOrderStates(trx, orderIds);
  for (const [warehouseId, { lastMove }] of changes) {
    events.push(...(await inventoryChangeEvents(trx, warehouseId, [...lastMove.keys()], (productId) => ({ adjustment_id: lastMove.get(productId)! }))));
  }
  await recordEvents(trx, events);
}

/**
 * Per warehouse, in id order (so that concurrent batches release shipments in the same order), the
 * products whose primary storage changed (with the move of the last adjustment there) and those that gained there.
 */
function sellableChanges(applied: AdjustmentResult[]): Map<number, { lastMove: Map<number, number>; gained: Set<number> }> {
  const changes = new Map<number, { lastMove: Map<number, number>; gained: Set<number> }>();
  for (const a of applied.filter((x) => x.sellable)) {
    let change = changes.get(a.warehouseId);
    if (!change) {
      change = { lastMove: new Map(), gained: new Set() };
      changes.set(a.warehouseId, change);
    }
    change.lastMove.set(a.productId, a.moveId);
    if (a.quantity > 0) change.gained.add(a.productId);
  }
  return new Map([...changes].sort(([a], [b]) => a - b));
}
