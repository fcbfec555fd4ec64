import type { Db } from '../../../db/connect.ts';
import type { NewEvent } from '../../events/outbox.ts';
import type { Move } from '../../inventory/ledger.ts';
import { fromStored } from '../../shared/quantity.ts';
import { nowIso } from '../../shared/time.ts';
import { virtualLocation } from '../../warehouses/warehouses.repo.ts';
import { loadReturnOrderRecords } from '../return-orders.repo.ts';
import {
  loadReturnShipmentContext, returnOrderRef, returnShipmentsCreatedEvents, type ReturnOrderHead, type ReturnShipmentContext,
} from '../return-events.ts';
import { tryCloseReturnOrder, tryTransitionReturnShipment } from '../returns.states.ts';
import { applyStrategy, type ReceivingCrs, type ShipmentRef, type Strategy, type StrategyOutcome } from './apply-strategy.ts';
import type { Condition, CrsLine, Fill } from './match-receipt.ts';

/** The element result of receive.json: what was received where, and where the rest went. */
export type ReceiveResult = {
  id: number;
  number: string;
  state: 'pending' | 'open' | 'done';
  errors: null;
  replayed?: true;
  received_at: string | null;
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

/** A receipt recorded: its answer, the stock it moves, and what the rest of the story needs. */
type RecordedReceipt = {
  result: ReceiveResult;
  /** Customer -> put-away location, one per fill, recorded against the CRS that holds the receipt. */
  moves: Move[];
  /** `customer_return_shipment.received`, and `.created` for a remainder the strategy moved to a new CRS. */
  events: NewEvent[];
  returnOrder: ReturnOrderHead;
  /** When the receipt was recorded (received_at of the CRS that holds it). */
  receivedAt: string;
  /** Products whose stock landed in primary storage: the only stock channels may sell. */
  sellableProductIds: number[];
};

/**
 * Records a judged receipt under the CRS's lock: the strategy's line changes and the receiving CRS
 * `done` with its stored result (docs/3pl-api.md section 13). Answers the stock moves it calls for and
 * its events; moving the stock and closing the return order are the caller's next steps.
 */
export async function recordReceipt(trx: Db, w: ReceiptWrite): Promise<RecordedReceipt> {
  const now = nowIso();
  const outcome = await applyStrategy(trx, w.crs, w.lines, w.fills, w.strategy);
  const result = buildResult(w, outcome, now);
  const receipt = { received_at: now, tpl_reference: w.tplReference, receipt_hash: w.hash, receipt_result: JSON.stringify(result), updated_at: now };
  if (outcome.receivedIn.id === w.crs.id) {
    // The caller holds the lock, taken while the CRS could still be received: this cannot lose a race.
    await tryTransitionReturnShipment(trx, w.crs.id, w.state, 'done', receipt);
  } else {
    // split_and_keep_open: the received part went to a CRS the strategy created `done`.
    await trx.updateTable('customer_return_shipments').set(receipt).where('id', '=', outcome.receivedIn.id).execute();
    await trx.updateTable('customer_return_shipments').set({ updated_at: now }).where('id', '=', w.crs.id).execute();
  }
  const context = await loadReturnShipmentContext(trx, w.crs.id);
  const events = [receivedEvent(w, context, result, now)];
  if (outcome.createdPending !== null) {
    events.push(...await returnShipmentsCreatedEvents(trx, [outcome.createdPending], context.returnOrder.channelId));
  }
  return {
    result,
    moves: await receivedMoves(trx, w, outcome.receivedIn),
    events,
    returnOrder: context.returnOrder,
    receivedAt: now,
    sellableProductIds: [...new Set(w.fills.filter((f) => f.place.in_storage_tree === 1).map((f) => f.productId))],
  };
}

/**
 * The element result: the CRS the element named, as it stands after the receipt (received and done;
 * or, after `split_and_keep_open`, unchanged in state, still unreceived and with its own reference),
 * with what was received, what was not, and where each went.
 */
function buildResult(w: ReceiptWrite, outcome: StrategyOutcome, now: string): ReceiveResult {
  const received = new Map<number, number>();
  for (const f of w.fills) received.set(f.lineId, (received.get(f.lineId) ?? 0) + f.quantity);
  const receivedHere = outcome.receivedIn.id === w.crs.id;
  return {
    id: w.crs.id,
    number: w.crs.number,
    state: receivedHere ? 'done' : w.state,
    errors: null,
    received_at: receivedHere ? now : null,
    tpl_reference: receivedHere ? w.tplReference : w.crs.tpl_reference,
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
async function receivedMoves(trx: Db, w: ReceiptWrite, receivedIn: ShipmentRef): Promise<Move[]> {
  const customer = await virtualLocation(trx, 'customer');
  return w.fills.map((f) => ({
    productId: f.productId, lotId: f.lotId, quantity: f.quantity, from: customer, to: f.place,
    cause: 'return', crsId: receivedIn.id, reference: receivedIn.number,
  }));
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

/**
 * Closes the return order when all its CRS are done (at `now`, the time of the receipt that completed
 * it), answering `return_order.closed` for the order's channel, which closes the return there. The
 * return order's row is written first: that lock makes receipts of sibling CRS settle one after the
 * other, each seeing the other's state.
 */
export async function settleReturnOrder(trx: Db, returnOrder: ReturnOrderHead, now: string): Promise<NewEvent | null> {
  await trx.updateTable('return_orders').set({ updated_at: now }).where('id', '=', returnOrder.id).execute();
  const open = await trx.selectFrom('customer_return_shipments').select('id')
    .where('return_order_id', '=', returnOrder.id).where('state', '!=', 'done').limit(1).executeTakeFirst();
  if (open || !(await tryCloseReturnOrder(trx, returnOrder.id, now))) return null;
  const [record] = await loadReturnOrderRecords(trx, [returnOrder.id]);
  return {
    type: 'return_order.closed',
    resourceType: 'return_order',
    resourceId: returnOrder.id,
    channelId: returnOrder.channelId,
    data: record,
  };
}
