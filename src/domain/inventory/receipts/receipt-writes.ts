import type { Db } from '../../../db/connect.ts';
import type { Verdict } from '../../../errors.ts';
import { paired } from '../../shared/invariants.ts';
import { fromStored } from '../../shared/quantity.ts';
import type { Move } from '../ledger.ts';
import type { LotBook } from '../lot-book.ts';
import { matchReceipts } from './match-batch.ts';
import type { Condition, ExpectedLine, Fill, ReceiveLineInput, ReceivingRules } from './match-receipt.ts';
import type { JudgedReceipt, ReceiptHolder } from './receipt-claims.ts';
import { planStrategy, receivedByLine, type LineChange, type ShipmentRef, type Strategy, type StrategyPlan } from './receipt-strategy.ts';

/*
 * The steps that customer return shipment and supplier shipment receipts write alike (docs/3pl-api.md
 * sections 13 and 14), around what each kind does its own way: the plan of each claimed receipt, the row
 * each record the receipt touched is stored with, and the parts of the element's answer.
 */

/** A record that takes receipts as it was loaded: its sync version and state, its warehouse's reference. */
type ReceivingHead = ReceiptHolder & { warehouse_id: number; sync_version: number; tpl_reference: string | null };

/** What every receipt plan holds, whatever its record: the element, the lines and fills, the strategy and how it lands. */
export type ReceiptPlanBase<L extends ExpectedLine> = {
  index: number;
  version: number;
  lines: L[];
  fills: Fill[];
  strategy: Strategy;
  hash: string;
  tplReference: string | null;
  plan: StrategyPlan<L>;
};

/** A receipt judged and its record claimed, as the writes read it: what it received, and how its strategy lands. */
export type ReceiptWriteBase<L extends ExpectedLine> = Omit<ReceiptPlanBase<L>, 'index' | 'version'> & { state: 'pending' | 'open' };

/** The fields every receipt's element answer starts with: the record as it stands after the receipt. */
export type ReceiptAnswerHead = {
  id: number;
  number: string;
  state: 'pending' | 'open' | 'done';
  errors: null;
  replayed?: true;
  received_at: string | null;
  tpl_reference: string | null;
};

/** What was received of a line, under which condition, where and in which lot. */
export type ReceivedLine = { id: number; product_code: string; quantity: number; condition: Condition; location: string; lot: string | null };

/** Where a receipt landed: the record that holds it, and the one where the rest waits (null: nothing waits). */
export type ReceiptLanding = { received_in: ShipmentRef; remainder: ShipmentRef | null };

/**
 * Matches judged receipts' lines (products, lots and locations looked up once for all), refusing those
 * with problems (every problem listed, into `verdicts`), and plans the others under their strategies;
 * `complete` adds what one kind of record's plan holds besides. The lots they name are not created yet.
 */
export async function planJudgedReceipts<
  I extends { lines: ReceiveLineInput[]; tpl_reference?: string },
  X extends { head: ReceivingHead; lines: ExpectedLine[] },
  P,
  R,
>(
  trx: Db,
  receipts: JudgedReceipt<I, X>[],
  rules: ReceivingRules,
  verdicts: Map<number, Verdict<R>>,
  complete: (judged: JudgedReceipt<I, X>, base: ReceiptPlanBase<X['lines'][number]>) => P,
): Promise<{ plans: P[]; lots: LotBook }> {
  const { matched, lots } = await matchReceipts(
    trx,
    receipts.map((j) => ({
      index: j.index,
      pointer: j.element.pointer,
      warehouseId: j.loaded.head.warehouse_id,
      lines: j.loaded.lines,
      input: j.element.input.lines,
      judged: j,
    })),
    rules,
    (r, errors) => verdicts.set(r.index, { ok: false, errors }),
  );
  const plans = matched.map(({ receipt: { judged: j }, fills }) => {
    const { head } = j.loaded;
    const lines: X['lines'][number][] = j.loaded.lines;
    return complete(j, {
      index: j.index,
      version: head.sync_version,
      lines,
      fills,
      strategy: j.strategy,
      hash: j.hash,
      tplReference: j.element.input.tpl_reference ?? head.tpl_reference,
      plan: planStrategy(lines, fills, j.strategy),
    });
  });
  return { plans, lots };
}

/**
 * The records the strategies create, split from the ones received: `insert` writes the rows of the
 * receipts that create one, in one statement of their area, answering each new row's id and the record it
 * was split from. Each record of a batch is received once, so the record split from names the new one.
 * Answers per receipt the new record, numbered by `numberOf`, or null.
 */
export async function insertSplitOffs<W extends { plan: { created: unknown } }>(
  receipts: W[],
  recordIdOf: (receipt: W) => number,
  insert: (creating: W[]) => Promise<{ id: number; split_from_id: number | null }[]>,
  numberOf: (id: number) => string,
): Promise<(ShipmentRef | null)[]> {
  const creating = receipts.filter((r) => r.plan.created);
  if (creating.length === 0) return receipts.map(() => null);
  const rows = await insert(creating);
  const bySource = new Map(rows.map((row) => [row.split_from_id!, { id: row.id, number: numberOf(row.id) }]));
  return receipts.map((r) => (r.plan.created ? bySource.get(recordIdOf(r))! : null));
}

/**
 * Every line change of receipts that writes something, as rows of one update statement of the kind's
 * lines: `valuesOf` gives a change's values, the record the line belongs to afterwards last (the new
 * record for a line that moves whole). Damaged units and a surplus are parts of what was received, so a
 * change without units received or moved, that does not move its line, writes nothing.
 */
export function lineChangeRows<W extends { plan: { changes: LineChange[] } }>(
  receipts: W[],
  created: (ShipmentRef | null)[],
  recordIdOf: (receipt: W) => number,
  valuesOf: (change: LineChange) => number[],
): { id: number; values: number[] }[] {
  return receipts.flatMap((r, i) =>
    r.plan.changes
      .filter((c) => c.toNew || c.received !== 0 || c.moved !== 0)
      .map((c) => ({ id: c.lineId, values: [...valuesOf(c), c.toNew ? created[i]!.id : recordIdOf(r)] })),
  );
}

/**
 * The stock moves of written receipts, one per fill, into its put-away location: `from` and what ties
 * the move to the record that holds the receipt (`holder`) are the kind's.
 */
export function receiptMoves<W extends { fills: Fill[] }>(
  receipts: W[],
  results: { received_in: ShipmentRef }[],
  moveOf: (receipt: W, holder: ShipmentRef) => Pick<Move, 'from' | 'cause' | 'crsId' | 'supplierShipmentId'>,
): Move[][] {
  return paired(receipts, results, 'receipt results').map(([r, result]) =>
    r.fills.map(
      (f): Move => ({
        productId: f.productId,
        lotId: f.lotId,
        quantity: f.quantity,
        to: f.place,
        ...moveOf(r, result.received_in),
        reference: result.received_in.number,
      }),
    ),
  );
}

/** A claimed receipt as its record's row is stored: the state it was received from, what it names, when the goods arrived. */
export type StoredReceipt = { state: string; tplReference: string | null; hash: string; heldReference: string | null; receivedAt: string };

/** The columns storedReceiptRows fills, in order, of both tables that take receipts. */
export const STORED_RECEIPT_COLUMNS = ['state', 'updated_at', 'number', 'received_at', 'tpl_reference', 'receipt_hash', 'receipt_result'].map((name) => ({
  name,
  type: 'text' as const,
}));

/**
 * The row of every record a receipt touched, each once, for one update statement (STORED_RECEIPT_COLUMNS):
 * the record that holds the receipt (the one received, now `done`; or the done one split off it) with its
 * time, the reference, the payload's hash and the stored answer (what a replay answers); the record where
 * the rest waits (the new pending one, or the one received keeping its state, its reference and its lines'
 * changes), stamped; the new ones numbered. A receivable record holds no receipt (received_at and the
 * receipt's hash and answer are set only on one written `done`, here), so writing them null leaves what it
 * held.
 */
export function storedReceiptRows(
  receipts: StoredReceipt[],
  results: { received_in: ShipmentRef; remainder: ShipmentRef | null }[],
  created: (ShipmentRef | null)[],
  now: string,
): { id: number; values: (string | null)[] }[] {
  return paired(receipts, results, 'receipt results').flatMap(([r, result], i) => {
    const { received_in: holder, remainder } = result;
    const stored = { id: holder.id, values: ['done', now, holder.number, r.receivedAt, r.tplReference, r.hash, JSON.stringify(result)] };
    if (!remainder) return [stored];
    const rest =
      remainder.id === created[i]?.id
        ? { id: remainder.id, values: ['pending', now, remainder.number, null, null, null, null] }
        : { id: remainder.id, values: [r.state, now, remainder.number, null, r.heldReference, null, null] };
    return [stored, rest];
  });
}

/** A quantity per line of a record: what was not received, or received above what was expected. */
export type CountedLine = { id: number; product_code: string; quantity: number };

/** A written receipt as its answer reads it: the record received, the state it was received from, its lines and fills. */
type AnsweredReceipt<L extends ExpectedLine> = {
  record: { id: number; number: string; tpl_reference: string | null };
  state: 'pending' | 'open';
  tplReference: string | null;
  lines: L[];
  fills: Fill[];
};

/**
 * The parts of a receipt's element answer that every kind shares, for the kind to put together in its
 * field order: the record the element named as it stands after the receipt (received and done; or, after
 * `split_and_keep_open`, in its state, unreceived, with its own reference), what was received where, what
 * was not, where each went; `counted` for figures of its own per line.
 */
export function receiptAnswerParts<L extends ExpectedLine>(
  w: AnsweredReceipt<L>,
  outcome: { receivedIn: ShipmentRef; remainder: ShipmentRef | null },
  receivedAt: string,
) {
  const received = receivedByLine(w.fills);
  const receivedHere = outcome.receivedIn.id === w.record.id;
  const counted = (pick: (line: L, got: number) => number): CountedLine[] =>
    w.lines
      .map((l) => ({ id: l.id, product_code: l.product_code, quantity: pick(l, received.get(l.id) ?? 0) }))
      .filter((l) => l.quantity > 0)
      .map((l) => ({ ...l, quantity: fromStored(l.quantity) }));
  return {
    head: {
      id: w.record.id,
      number: w.record.number,
      state: receivedHere ? ('done' as const) : w.state,
      errors: null,
      received_at: receivedHere ? receivedAt : null,
      tpl_reference: receivedHere ? w.tplReference : w.record.tpl_reference,
    },
    lines: w.fills.map(
      (f): ReceivedLine => ({
        id: f.lineId,
        product_code: f.productCode,
        quantity: fromStored(f.quantity),
        condition: f.condition,
        location: f.place.code,
        lot: f.lotNumber,
      }),
    ),
    notReceived: counted((l, got) => l.quantity - l.received_quantity - got),
    counted,
    tail: { received_in: outcome.receivedIn, remainder: outcome.remainder },
  };
}

/** The products whose stock a receipt put in primary storage, sorted: the only stock channels may sell and waiting shipments may get. */
export function sellableProducts(fills: Fill[]): number[] {
  return [...new Set(fills.filter((f) => f.place.in_storage_tree === 1).map((f) => f.productId))].sort((a, b) => a - b);
}
