import type { Db } from '../db/connect.ts';
import { recordEvents, type NewEvent } from '../domain/events/outbox.ts';
import { inventoryChangeEvents } from '../domain/inventory/inventory-events.ts';
import { reconciledEvent, takeSnapshot } from '../domain/inventory/snapshots/reconcile.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { releaseWaitingShipments } from '../domain/shipments/release-waiting.ts';
import type { SnapshotAnswer, SnapshotBody } from '../wire/inventory.ts';

/** Products per release and per event query: the lists stay far below both backends' parameter limits. */
const PRODUCT_CHUNK = 1000;

/**
 * PUT /inventory/snapshot.json (docs/3pl-api.md section 16): inventory compares the count with the books as
 * of counted_at and, unless a dry run, applies the differences as cycle_count adjustments → shipments waiting
 * for stock the count found are released and their orders settle → the reconciliation is announced, and
 * channels hear the sellable figures of every product whose primary storage changed.
 */
export async function reconcileInventory(trx: Db, principal: Principal, body: SnapshotBody): Promise<SnapshotAnswer> {
  const { answer, warehouseId, applied } = await takeSnapshot(trx, principal, body);
  if (!applied) return answer;
  const events: NewEvent[] = [];
  const orderIds: number[] = [];
  for (const products of chunks(applied.gainedProductIds)) {
    const { released, events: releases } = await releaseWaitingShipments(trx, warehouseId, products);
    orderIds.push(...released.map((s) => s.orderId));
    events.push(...releases);
  }
  await settleOrderStates(trx, orderIds);
  events.push(reconciledEvent(answer));
  for (const products of chunks(applied.changedProductIds)) {
    events.push(...(await inventoryChangeEvents(trx, warehouseId, products, { snapshot_id: answer.id })));
  }
  await recordEvents(trx, events);
  return answer;
}

function chunks(ids: number[]): number[][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const out: number[][] = [];
  for (let start = 0; start < sorted.length; start += PRODUCT_CHUNK) out.push(sorted.slice(start, start + PRODUCT_CHUNK));
  return out;
}
