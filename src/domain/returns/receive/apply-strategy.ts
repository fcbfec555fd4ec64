import type { CrsLine, Fill } from './match-receipt.ts';

/** What to do with what was expected but not received (docs/3pl-api.md section 13). */
export type Strategy = 'finalize_and_start_new' | 'split_and_keep_open' | 'finalize';

export const DEFAULT_STRATEGY: Strategy = 'finalize_and_start_new';

/** The CRS being received, as the strategies need it. */
export type ReceivingCrs = {
  id: number;
  number: string;
  return_order_id: number;
  warehouse_id: number;
  planned_date: string | null;
  carrier_code: string | null;
  service_code: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** The warehouse's own reference, from its acknowledgement. */
  tpl_reference: string | null;
};

export type ShipmentRef = { id: number; number: string };

/**
 * What a receipt does to one CRS line: units received (and of them damaged) added, `moved` units taken
 * off what it expects (they wait, or were received, on the new CRS), and whether the whole line moves
 * to the new CRS, keeping its id. Applied with atomic updates.
 */
export type LineChange = { lineId: number; received: number; damaged: number; moved: number; toNew: boolean };

/** A line the new CRS gets as a copy of a line of this one, with its own quantities (stored thousandths). */
export type LineCopy = { line: CrsLine; quantity: number; received: number; damaged: number };

/** How a receipt lands under its strategy, decided before anything is written. */
export type StrategyPlan = {
  /** True when this CRS becomes `done` with the receipt; false when it keeps its state (split_and_keep_open). */
  completes: boolean;
  /** The CRS the strategy creates: `pending` with the rest, or `done` with what arrived; null when none. */
  created: { state: 'pending' | 'done'; copies: LineCopy[] } | null;
  changes: LineChange[];
};

type LineReceipt = { line: CrsLine; received: number; damaged: number; left: number };

/**
 * Plans a receipt of the CRS lines under the chosen strategy, when something is still expected:
 * - `finalize`: this CRS records what arrived; the rest is recorded as not received.
 * - `finalize_and_start_new`: this CRS keeps what arrived (its lines shrink to it) and the rest moves
 *   to a new pending CRS (untouched lines move whole, keeping their ids).
 * - `split_and_keep_open`: what arrived moves to a new done CRS (fully received lines move whole) and
 *   this CRS keeps the rest, in its current state.
 * With nothing left to expect every strategy simply completes this CRS.
 */
export function planStrategy(lines: CrsLine[], fills: Fill[], strategy: Strategy): StrategyPlan {
  const receipts = lines.map((line) => {
    const mine = fills.filter((f) => f.lineId === line.id);
    const received = mine.reduce((s, f) => s + f.quantity, 0);
    const damaged = mine.filter((f) => f.condition === 'damaged').reduce((s, f) => s + f.quantity, 0);
    return { line, received, damaged, left: line.quantity - line.received_quantity - received };
  });
  if (strategy === 'finalize' || receipts.every((r) => r.left === 0)) {
    return { completes: true, created: null, changes: receipts.map((r) => change(r.line, r.received, r.damaged, 0)) };
  }
  return strategy === 'finalize_and_start_new' ? startNew(receipts) : splitReceived(receipts);
}

function startNew(receipts: LineReceipt[]): StrategyPlan {
  const changes: LineChange[] = [];
  const copies: LineCopy[] = [];
  for (const r of receipts) {
    if (r.received === 0 && r.line.received_quantity === 0) changes.push({ ...change(r.line, 0, 0, 0), toNew: true });
    else {
      changes.push(change(r.line, r.received, r.damaged, r.left));
      if (r.left > 0) copies.push({ line: r.line, quantity: r.left, received: 0, damaged: 0 });
    }
  }
  return { completes: true, created: { state: 'pending', copies }, changes };
}

function splitReceived(receipts: LineReceipt[]): StrategyPlan {
  const changes: LineChange[] = [];
  const copies: LineCopy[] = [];
  for (const r of receipts) {
    if (r.received === 0) continue;
    if (r.left === 0 && r.line.received_quantity === 0) changes.push({ ...change(r.line, r.received, r.damaged, 0), toNew: true });
    else {
      changes.push(change(r.line, 0, 0, r.received));
      copies.push({ line: r.line, quantity: r.received, received: r.received, damaged: r.damaged });
    }
  }
  return { completes: false, created: { state: 'done', copies }, changes };
}

function change(line: CrsLine, received: number, damaged: number, moved: number): LineChange {
  return { lineId: line.id, received, damaged, moved, toNew: false };
}

/** Where the receipt is recorded and where what is still expected waits, once the new CRS (if any) exists. */
export function outcomeOf(crs: ShipmentRef, plan: StrategyPlan, created: ShipmentRef | null): { receivedIn: ShipmentRef; remainder: ShipmentRef | null } {
  const self = { id: crs.id, number: crs.number };
  if (!plan.created) return { receivedIn: self, remainder: null };
  return plan.completes ? { receivedIn: self, remainder: created } : { receivedIn: created!, remainder: self };
}
