import type { Db } from '../../../db/connect.ts';
import { lockVersions } from '../../../db/row-locks.ts';
import type { ErrorCode, Verdict } from '../../../errors.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
import type { LotBook } from '../lot-book.ts';
import type { Fill } from './match-receipt.ts';
import { DEFAULT_STRATEGY, type Strategy } from './receipt-strategy.ts';

/**
 * What receipts of customer return shipments and of supplier shipments share beyond matching and
 * strategies (docs/3pl-api.md sections 13 and 14): the judgement of a receipt sent again without a key
 * (a natural replay), the claim that checks nothing wrote a record since its receipt was judged, and
 * the rounds that judge again the receipts whose record changed meanwhile.
 */

/** The tables of records that take receipts: their rows carry a state, a sync version and the receipt they hold. */
export type ReceivingTable = 'customer_return_shipments' | 'supplier_shipments';

/** A record as a receipt's replay is judged: its state and the receipt it holds (if received). */
export type ReceiptHolder = { id: number; state: string; receipt_hash: string | null; receipt_result: string | null };

/** The key of a receipt of a record with a payload, in storedSplitReceipts' answer. */
export const receiptKey = (recordId: number, hash: string) => `${recordId}:${hash}`;

/**
 * The stored results of receipts that a `split_and_keep_open` recorded on a record split off one of
 * these, with these payload hashes, by receiptKey of the record received and the hash, in one query.
 */
async function storedSplitReceipts(trx: Db, table: ReceivingTable, receipts: { id: number; hash: string }[]): Promise<Map<string, string>> {
  if (receipts.length === 0) return new Map();
  const wanted = new Set(receipts.map((r) => receiptKey(r.id, r.hash)));
  // Both tables have these columns; Kysely types a table union only by its common columns.
  const rows = await trx
    .selectFrom(table as 'supplier_shipments')
    .select(['split_from_id', 'receipt_hash', 'receipt_result'])
    .where('split_from_id', 'in', [...new Set(receipts.map((r) => r.id))])
    .where('receipt_hash', 'in', [...new Set(receipts.map((r) => r.hash))])
    .execute();
  const stored = new Map<string, string>();
  for (const row of rows) {
    const key = receiptKey(row.split_from_id!, row.receipt_hash!);
    if (wanted.has(key) && row.receipt_result !== null && !stored.has(key)) stored.set(key, row.receipt_result);
  }
  return stored;
}

/**
 * The answer for a receipt that cannot be recorded: a repeat of an earlier receipt with this payload
 * (recorded on the record itself, or on one a `split_and_keep_open` split off it) answered as stored
 * with `replayed: true`; a record received already with another payload, `already_received`. Null while
 * the record can still be received.
 */
function settledVerdict<R>(
  head: ReceiptHolder,
  hash: string,
  split: Map<string, string>,
  receivable: readonly string[],
  { record, pointer }: { record: string; pointer: string },
): Verdict<R> | null {
  const stored = head.receipt_hash === hash && head.receipt_result ? head.receipt_result : split.get(receiptKey(head.id, hash));
  if (stored) return { ok: true, result: { ...(JSON.parse(stored) as R), replayed: true } as R };
  if (receivable.includes(head.state)) return null;
  return refused('already_received', `${record} ${head.id} was already received with a different report`, `${pointer}/id`);
}

/** One element's refusal with one error. */
export function refused(code: ErrorCode, message: string, pointer: string): Verdict<never> {
  return { ok: false, errors: [{ code, message, pointer }] };
}

/** A receipt's claim on a record: the sync version its receipt was judged at. */
export type VersionClaim = { id: number; version: number };

/**
 * Claims records for their receipts: locks their rows (src/db/row-locks.ts) and answers those that can
 * still be received and that nothing wrote since they were judged. The sync version of each row's last
 * write is the witness: a receipt that keeps a record open changes its lines and its version, not its
 * state. Nothing is written here. On PostgreSQL a claim waits for a concurrent writer of the row and
 * then sees its committed version.
 */
export async function claimUnchanged(trx: Db, table: ReceivingTable, claims: VersionClaim[], receivable: readonly string[]): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  const locked = await lockVersions<string>(
    trx,
    table,
    claims.map((c) => c.id),
  );
  const unchanged = (c: VersionClaim) => {
    const row = locked.get(c.id);
    return row !== undefined && receivable.includes(row.state) && row.version === c.version;
  };
  return new Set(claims.filter(unchanged).map((c) => c.id));
}

// A receipt whose record changed between its judgment and its claim is judged again; this many times at most.
const MAX_ROUNDS = 5;

/** How one kind of record's receipts are planned and claimed, for claimReceipts. */
export type ReceiptRounds<I, X, P, R> = {
  kind: ReceivingKind<X>;
  /** Matches the judged receipts and plans them; refusals go to `verdicts`; the lots they name are in the book, not created. */
  plan: (trx: Db, judged: JudgedReceipt<I, X>[], verdicts: Map<number, Verdict<R>>) => Promise<{ plans: P[]; lots: Pick<LotBook, 'createUsed'> }>;
  /** Claims the planned records (locks, versions checked); answers the ids won. */
  claim: (trx: Db, plans: P[]) => Promise<Set<number>>;
  /** The id of the record a plan receives. */
  recordIdOf: (plan: P) => number;
};

/**
 * Judges a batch of receipts, each of a different record (the batch runner answers a repeated one
 * `duplicate_element`), with a constant number of queries per round: loads every record at once, answers
 * those it cannot receive (judgeReceipts), plans the rest, claims them (one statement locks their rows and
 * checks that nothing wrote them since) and creates the lots the claimed ones name. A receipt whose record
 * another request wrote meanwhile is judged again on what that request left, so concurrent receipts of
 * one record settle one after the other and stock never moves twice for one receipt. The claim locked
 * that record as well, so the second judgment stands; the bound on rounds (then `concurrent_update`) is a
 * safeguard. Answers the verdicts known (refusals, replays) by element index, and the claimed plans in
 * element order.
 */
export async function claimReceipts<
  I extends StrategyNamed,
  X extends { head: ReceiptHolder & { warehouse_id: number } },
  P extends { index: number; fills: Fill[] },
  R,
>(
  trx: Db,
  scopeWarehouseIds: number[] | null,
  elements: { input: I; pointer: string }[],
  rounds: ReceiptRounds<I, X, P, R>,
): Promise<{ verdicts: Map<number, Verdict<R>>; claimed: P[] }> {
  const verdicts = new Map<number, Verdict<R>>();
  const claimed: P[] = [];
  let pending: ReceiptCandidate<I>[] = elements.map((element, index) => ({ index, element }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    const judged = await judgeReceipts(trx, scopeWarehouseIds, pending, rounds.kind, verdicts);
    const { plans, lots } = await rounds.plan(trx, judged, verdicts);
    const won = await rounds.claim(trx, plans);
    const mine = plans.filter((p) => won.has(rounds.recordIdOf(p)));
    await lots.createUsed(
      trx,
      mine.flatMap((p) => p.fills),
    );
    claimed.push(...mine);
    const lost = new Set(plans.filter((p) => !won.has(rounds.recordIdOf(p))).map((p) => p.index));
    pending = pending.filter((c) => lost.has(c.index));
    if (attempt < MAX_ROUNDS) continue;
    for (const { index, element } of pending) {
      verdicts.set(
        index,
        refused('concurrent_update', `${rounds.kind.record} ${element.input.id} changed while this receipt ran; retry`, `${element.pointer}/id`),
      );
    }
    break;
  }
  return { verdicts, claimed: claimed.sort((a, b) => a.index - b.index) };
}

/** What a receive element names of its strategy: `strategy` (CRS) or Fulfil's `receiving_strategy`, synonyms. */
type StrategyNamed = { id: number; strategy?: Strategy; receiving_strategy?: Strategy };

/** A receive element in a round: its index in the request, its input and its JSON Pointer. */
export type ReceiptCandidate<I> = { index: number; element: { input: I; pointer: string } };

/** A candidate whose record can be received: the record as loaded, the strategy, the payload's hash. */
export type JudgedReceipt<I, X> = ReceiptCandidate<I> & { loaded: X; strategy: Strategy; hash: string };

/** What judging receipts of one kind of record needs: its table, its name in messages, its receivable states, its loader. */
export type ReceivingKind<X> = {
  table: ReceivingTable;
  record: string;
  receivable: readonly string[];
  load: (trx: Db, ids: number[]) => Promise<Map<number, X>>;
  /** States that refuse a receipt with their own code rather than as received already (a cancelled supplier shipment). */
  refusedStates?: Readonly<Record<string, { code: ErrorCode; why: string }>>;
};

/**
 * Loads a round's records and answers those that cannot be received: unknown to the key (`not_found`),
 * repeats of an earlier receipt answered as stored, `already_received`. The payload's hash, what a
 * replay is recognised by, counts the strategy whichever name the element gave it, default included.
 */
async function judgeReceipts<I extends StrategyNamed, X extends { head: ReceiptHolder & { warehouse_id: number } }, R>(
  trx: Db,
  scopeWarehouseIds: number[] | null,
  round: ReceiptCandidate<I>[],
  kind: ReceivingKind<X>,
  verdicts: Map<number, Verdict<R>>,
): Promise<JudgedReceipt<I, X>[]> {
  const loaded = await kind.load(
    trx,
    round.map((c) => c.element.input.id),
  );
  const judged: JudgedReceipt<I, X>[] = [];
  for (const candidate of round) {
    const { input, pointer } = candidate.element;
    const record = loaded.get(input.id);
    if (!record || (scopeWarehouseIds !== null && !scopeWarehouseIds.includes(record.head.warehouse_id))) {
      verdicts.set(candidate.index, refused('not_found', `${kind.record} ${input.id} does not exist`, `${pointer}/id`));
      continue;
    }
    const { receiving_strategy, ...rest } = input;
    const strategy = input.strategy ?? receiving_strategy ?? DEFAULT_STRATEGY;
    judged.push({ ...candidate, loaded: record, strategy, hash: payloadHash({ ...rest, strategy }) });
  }
  const split = await storedSplitReceipts(
    trx,
    kind.table,
    judged.map((j) => ({ id: j.loaded.head.id, hash: j.hash })),
  );
  return judged.filter((j) => {
    const refusedState = kind.refusedStates?.[j.loaded.head.state];
    if (refusedState) {
      verdicts.set(j.index, refused(refusedState.code, `${kind.record} ${j.loaded.head.id} ${refusedState.why}`, `${j.element.pointer}/id`));
      return false;
    }
    const settled = settledVerdict<R>(j.loaded.head, j.hash, split, kind.receivable, { record: kind.record, pointer: j.element.pointer });
    if (settled) verdicts.set(j.index, settled);
    return !settled;
  });
}
