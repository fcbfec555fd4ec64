import type { ExpectedLine, Fill } from './match-receipt.ts';

/**
 * What to do with what was expected but not received (docs/3pl-api.md sections 13 and 14): the same
 * three strategies for customer return shipments and supplier shipments.
 */
export type Strategy = 'finalize_and_start_new' | 'split_and_keep_open' | 'finalize';

export const DEFAULT_STRATEGY: Strategy = 'finalize_and_start_new';

/** A received record (CRS, supplier shipment) as results and events name it. */
export type ShipmentRef = { id: number; number: string };

/**
 * What a receipt does to one expected line: units received (and of them damaged, and of them above what
 * the line expected) added, `moved` units taken off what it expects (they wait, or were received, on the
 * new record), and whether the whole line moves to the new record, keeping its id. Applied with atomic
 * updates.
 */
export type LineChange = { lineId: number; received: number; damaged: number; surplus: number; moved: number; toNew: boolean };

/** A line the new record gets as a copy of a line of this one, with its own quantities (stored thousandths). */
export type LineCopy<L extends ExpectedLine> = { line: L; quantity: number; received: number; damaged: number; surplus: number };

/** How a receipt lands under its strategy, decided before anything is written. */
export type StrategyPlan<L extends ExpectedLine> = {
  /** True when this record becomes `done` with the receipt; false when it keeps its state (split_and_keep_open). */
  completes: boolean;
  /** The record the strategy creates: `pending` with the rest, or `done` with what arrived; null when none. */
  created: { state: 'pending' | 'done'; copies: LineCopy<L>[] } | null;
  changes: LineChange[];
};

/** One line's receipt: received (of it damaged, and above what it expected), and what it still expects after. */
type LineReceipt<L extends ExpectedLine> = { line: L; received: number; damaged: number; surplus: number; left: number };

/**
 * Plans a receipt of the expected lines under the chosen strategy, when something is still expected:
 * - `finalize`: this record keeps what arrived; the rest is recorded as not received.
 * - `finalize_and_start_new`: this record keeps what arrived (its lines shrink to it) and the rest moves
 *   to a new pending record (untouched lines move whole, keeping their ids).
 * - `split_and_keep_open`: what arrived moves to a new done record (fully received lines move whole) and
 *   this record keeps the rest, in its current state.
 * With nothing left to expect every strategy simply completes this record. Units above what a line
 * expected (a surplus, which only supplier shipments take) stay with the units received.
 */
export function planStrategy<L extends ExpectedLine>(lines: L[], fills: Fill[], strategy: Strategy): StrategyPlan<L> {
  const receipts = lines.map((line) => receiptOf(line, fills));
  if (strategy === 'finalize' || receipts.every((r) => r.left === 0)) {
    return { completes: true, created: null, changes: receipts.map((r) => change(r.line, r.received, r.damaged, r.surplus, 0)) };
  }
  return strategy === 'finalize_and_start_new' ? startNew(receipts) : splitReceived(receipts);
}

function receiptOf<L extends ExpectedLine>(line: L, fills: Fill[]): LineReceipt<L> {
  const mine = fills.filter((f) => f.lineId === line.id);
  const received = mine.reduce((s, f) => s + f.quantity, 0);
  const damaged = mine.filter((f) => f.condition === 'damaged').reduce((s, f) => s + f.quantity, 0);
  const expected = line.quantity - line.received_quantity;
  return { line, received, damaged, surplus: Math.max(0, received - Math.max(0, expected)), left: Math.max(0, expected - received) };
}

function startNew<L extends ExpectedLine>(receipts: LineReceipt<L>[]): StrategyPlan<L> {
  const changes: LineChange[] = [];
  const copies: LineCopy<L>[] = [];
  for (const r of receipts) {
    if (r.received === 0 && r.line.received_quantity === 0) changes.push({ ...change(r.line, 0, 0, 0, 0), toNew: true });
    else {
      changes.push(change(r.line, r.received, r.damaged, r.surplus, r.left));
      if (r.left > 0) copies.push({ line: r.line, quantity: r.left, received: 0, damaged: 0, surplus: 0 });
    }
  }
  return { completes: true, created: { state: 'pending', copies }, changes };
}

function splitReceived<L extends ExpectedLine>(receipts: LineReceipt<L>[]): StrategyPlan<L> {
  const changes: LineChange[] = [];
  const copies: LineCopy<L>[] = [];
  for (const r of receipts) {
    if (r.received === 0) continue;
    if (r.left === 0 && r.line.received_quantity === 0) changes.push({ ...change(r.line, r.received, r.damaged, r.surplus, 0), toNew: true });
    else {
      // The copy expects what arrived of what this line expected; the surplus comes with it.
      const expectedPart = r.received - r.surplus;
      changes.push(change(r.line, 0, 0, 0, expectedPart));
      copies.push({ line: r.line, quantity: expectedPart, received: r.received, damaged: r.damaged, surplus: r.surplus });
    }
  }
  return { completes: false, created: { state: 'done', copies }, changes };
}

function change(line: ExpectedLine, received: number, damaged: number, surplus: number, moved: number): LineChange {
  return { lineId: line.id, received, damaged, surplus, moved, toNew: false };
}

/** Where the receipt is recorded and where what is still expected waits, once the new record (if any) exists. */
export function outcomeOf<L extends ExpectedLine>(
  received: ShipmentRef,
  plan: StrategyPlan<L>,
  created: ShipmentRef | null,
): { receivedIn: ShipmentRef; remainder: ShipmentRef | null } {
  const self = { id: received.id, number: received.number };
  if (!plan.created) return { receivedIn: self, remainder: null };
  return plan.completes ? { receivedIn: self, remainder: created } : { receivedIn: created!, remainder: self };
}

/** What each line received in a receipt's fills, by line id (stored thousandths). */
export function receivedByLine(fills: Fill[]): Map<number, number> {
  const received = new Map<number, number>();
  for (const f of fills) received.set(f.lineId, (received.get(f.lineId) ?? 0) + f.quantity);
  return received;
}
