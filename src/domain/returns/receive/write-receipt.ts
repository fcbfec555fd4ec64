import type { Db } from '../../../db/connect.ts';
import { recordEvent } from '../../events/outbox.ts';
import { recordInventoryChanges } from '../../inventory/inventory-events.ts';
import { moveStockMany, type Move } from '../../inventory/ledger.ts';
import { fromStored } from '../../shared/quantity.ts';
import { nowIso } from '../../shared/time.ts';
import { releaseWaitingShipments } from '../../shipments/release-waiting.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { loadReturnOrders } from '../return-orders.repo.ts';
import { loadReturnOrderHead, recordReturnShipmentsCreated, type ReturnOrderHead } from '../return-events.ts';
import { applyStrategy, type ReceivingCrs, type ShipmentRef, type Strategy, type StrategyOutcome } from './apply-strategy.ts';
import type { Condition, CrsLine, Fill } from './match-receipt.ts';

/** The element result of receive.json: what was received where, and where the rest went. */
export type ReceiveResult = {
  id: number;
  number: string;
  state: 'pending' | 'open' | 'done';
  errors: null;
  replayed?: true;
  received_at: string;
  tpl_reference: string | null;
  lines: { id: number; product_code: string; quantity: number; condition: Condition; location: string; lot: string | null }[];
  not_received: { id: number; product_code: string; quantity: number }[];
  received_in: ShipmentRef;
  remainder: ShipmentRef | null;
};

export type ReceiptWrite = {
  crs: ReceivingCrs;
  state: 'pending' | 'open';
  lines: CrsLine[];
  fills: Fill[];
  strategy: Strategy;
  hash: string;
  tplReference: string | null;
};

/**
 * Writes a validated receipt under the CRS's lock: the strategy's line changes, stock moves from the
 * customer to each put-away location, the receiving CRS `done` with the stored result, the return
 * order closed when all its CRS are done, and the events. Waiting customer shipments are released
 * by stock that landed in primary storage, the only stock channels may sell.
 */
export async function writeReceipt(trx: Db, w: ReceiptWrite): Promise<ReceiveResult> {
  const now = nowIso();
  const outcome = await applyStrategy(trx, w.crs, w.lines, w.fills, w.strategy);
  const result = buildResult(w, outcome, now);
  await moveReceivedStock(trx, w, outcome.receivedIn);
  await trx.updateTable('customer_return_shipments')
    .set({
      state: 'done', received_at: now, tpl_reference: w.tplReference, receipt_hash: w.hash,
      receipt_result: JSON.stringify(result), updated_at: now,
    })
    .where('id', '=', outcome.receivedIn.id)
    .execute();
  if (outcome.receivedIn.id !== w.crs.id) {
    await trx.updateTable('customer_return_shipments').set({ updated_at: now }).where('id', '=', w.crs.id).execute();
  }
  const returnOrder = await loadReturnOrderHead(trx, w.crs.return_order_id);
  await recordReceived(trx, w, returnOrder, result);
  if (outcome.createdPending !== null) await recordReturnShipmentsCreated(trx, [outcome.createdPending], returnOrder.channelId);
  await settleReturnOrder(trx, returnOrder, now);
  const sellable = [...new Set(w.fills.filter((f) => f.place.in_storage_tree === 1).map((f) => f.productId))];
  await recordInventoryChanges(trx, w.crs.warehouse_id, sellable, { crs_id: outcome.receivedIn.id });
  await releaseWaitingShipments(trx, w.crs.warehouse_id, sellable);
  return result;
}

function buildResult(w: ReceiptWrite, outcome: StrategyOutcome, now: string): ReceiveResult {
  const received = new Map<number, number>();
  for (const f of w.fills) received.set(f.lineId, (received.get(f.lineId) ?? 0) + f.quantity);
  return {
    id: w.crs.id,
    number: w.crs.number,
    state: outcome.receivedIn.id === w.crs.id ? 'done' : w.state,
    errors: null,
    received_at: now,
    tpl_reference: w.tplReference,
    lines: w.fills.map((f) => ({
      id: f.lineId, product_code: f.productCode, quantity: fromStored(f.quantity), condition: f.condition, location: f.place.code, lot: f.lotNumber,
    })),
    not_received: w.lines
      .map((l) => ({ id: l.id, product_code: l.product_code, quantity: l.quantity - l.received_quantity - (received.get(l.id) ?? 0) }))
      .filter((l) => l.quantity > 0)
      .map((l) => ({ ...l, quantity: fromStored(l.quantity) })),
    received_in: outcome.receivedIn,
    remainder: outcome.remainder,
  };
}

/** One move per fill, customer -> put-away location, recorded against the CRS that holds the receipt. */
async function moveReceivedStock(trx: Db, w: ReceiptWrite, receivedIn: ShipmentRef): Promise<void> {
  const customer = await virtualLocation(trx, 'customer');
  const moves: Move[] = w.fills.map((f) => ({
    productId: f.productId, lotId: f.lotId, quantity: f.quantity, from: customer, to: f.place,
    cause: 'return', crsId: receivedIn.id, reference: receivedIn.number,
  }));
  await moveStockMany(trx, moves);
}

/** `customer_return_shipment.received`, to the warehouse's partner and the order's channel. */
async function recordReceived(trx: Db, w: ReceiptWrite, returnOrder: ReturnOrderHead, result: ReceiveResult): Promise<void> {
  await recordEvent(trx, {
    type: 'customer_return_shipment.received',
    resourceType: 'customer_return_shipment',
    resourceId: result.received_in.id,
    channelId: returnOrder.channelId,
    warehouseId: w.crs.warehouse_id,
    data: {
      id: result.received_in.id,
      number: result.received_in.number,
      state: 'done',
      received_at: result.received_at,
      tpl_reference: result.tpl_reference,
      strategy: w.strategy,
      split_from: result.received_in.id === w.crs.id ? null : { id: w.crs.id, number: w.crs.number },
      return_order: { id: returnOrder.id, number: returnOrder.number, source: returnOrder.source },
      order: returnOrder.order,
      lines: result.lines,
      not_received: result.not_received,
      remainder: result.remainder,
    },
  });
}

/**
 * Closes the return order when all its CRS are done, with `return_order.closed` for the order's
 * channel (seed 3.2 "return closed on the sales channel"). The return order's row is written first:
 * that lock makes receipts of sibling CRS settle one after the other, each seeing the other's state.
 */
async function settleReturnOrder(trx: Db, returnOrder: ReturnOrderHead, now: string): Promise<void> {
  await trx.updateTable('return_orders').set({ updated_at: now }).where('id', '=', returnOrder.id).execute();
  const open = await trx.selectFrom('customer_return_shipments').select('id')
    .where('return_order_id', '=', returnOrder.id).where('state', '!=', 'done').limit(1).executeTakeFirst();
  if (open) return;
  const closed = await trx.updateTable('return_orders').set({ state: 'closed', closed_at: now })
    .where('id', '=', returnOrder.id).where('state', '=', 'open').executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return;
  const [view] = await loadReturnOrders(trx, [returnOrder.id]);
  await recordEvent(trx, {
    type: 'return_order.closed',
    resourceType: 'return_order',
    resourceId: returnOrder.id,
    channelId: returnOrder.channelId,
    data: view,
  });
}
