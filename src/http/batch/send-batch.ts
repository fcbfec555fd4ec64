import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { paired } from '../../domain/shared/invariants.ts';
import { UNMATCHED_ROUTE, type BatchElementOutcome } from '../metrics.ts';
import type { ErrorDetail } from '../../errors.ts';
import type { BatchOutcome, ElementOutcome } from './run-batch.ts';

/**
 * What an element answers when it changed nothing: `errors` when it failed, null when it succeeded in
 * an atomic batch that was rolled back.
 */
export type Unapplied = (index: number, errors: ErrorDetail[] | null) => object;

/**
 * The answer of a batch (docs/3pl-api.md section 4): 200 when every element succeeded, 207 when some
 * failed, 422 when an atomic batch was rolled back; the elements in request order under `key`.
 */
export function elementsAnswer<R extends object>(key: string, outcome: BatchOutcome<R>, unapplied: Unapplied) {
  const body = outcome.outcomes.map((o, index) => {
    if (o.ok && outcome.applied) return o.result;
    if (o.ok) return { ...unapplied(index, null), errors: null, applied: false };
    return { ...unapplied(index, o.errors), errors: o.errors };
  });
  const failed = outcome.outcomes.some((o) => !o.ok);
  const status = !outcome.applied ? 422 : failed ? 207 : 200;
  return { status, body: { [key]: body } };
}

/**
 * The answer of a batch of shipments (elementsAnswer). An element that changed nothing (it failed, or its
 * atomic batch was rolled back) answers its record's state as it was before the batch, `before`, read
 * with the calling key's scope: never a state another element produced.
 */
export function batchAnswer<R extends object>(ids: number[], outcome: BatchOutcome<R>, before: Map<number, string>) {
  paired(outcome.outcomes, ids, 'the ids of the elements');
  return elementsAnswer('shipments', outcome, (index) => ({ id: ids[index], state: before.get(ids[index]!) ?? null }));
}

/** How a batch reads its records' states, within the calling key's scope. */
export type ReadStates = (db: Db, ids: number[]) => Promise<Map<number, string>>;

/**
 * The states a batch's elements that changed nothing answer (batchAnswer): each record as the batch judged
 * it. Read once before the batch, then again, for the elements that failed or were rolled back, where the
 * batch judged them: a change another request committed between the first read and the element's lock (a
 * hold, a cancellation) is the state the element was refused on, and the one it answers. States are kept
 * per record: a record named again only by a `duplicate_element` keeps its state before the batch (its first
 * element may have changed it). A batch that runs in one transaction reads them there, before it commits
 * (settle: for the answer a keyed batch stores, and sends the same); another reads them once it ended.
 */
export class BatchStates {
  readonly #ids: number[];
  readonly #before: Map<number, string>;
  readonly #read: ReadStates;
  /** The states settled, and the outcomes they were settled for (a retried transaction settles again). */
  #settled: { outcomes: readonly unknown[]; states: Map<number, string> } | null = null;

  private constructor(ids: number[], before: Map<number, string>, read: ReadStates) {
    this.#ids = ids;
    this.#before = before;
    this.#read = read;
  }

  /** The states of the batch's records before it runs. */
  static async before(db: Db, ids: number[], read: ReadStates): Promise<BatchStates> {
    return new BatchStates(ids, await read(db, ids), read);
  }

  /** Reads the states the unapplied elements answer, through `db` (the batch's transaction, for a stored answer), and keeps them. */
  async settle<R>(db: Db, outcome: BatchOutcome<R>): Promise<Map<number, string>> {
    const unapplied = this.#ids.filter((_, index) => {
      const o = outcome.outcomes[index];
      if (!o || (o.ok && outcome.applied)) return false;
      return o.ok || !o.errors.some((e) => e.code === 'duplicate_element');
    });
    const states = unapplied.length === 0 ? this.#before : new Map([...this.#before, ...(await this.#read(db, [...new Set(unapplied)]))]);
    this.#settled = { outcomes: outcome.outcomes, states };
    return states;
  }

  /** The states to answer with: those settled for these very outcomes before the commit, or read now. */
  async answered<R>(db: Db, outcome: BatchOutcome<R>): Promise<Map<number, string>> {
    return this.#settled?.outcomes === outcome.outcomes ? this.#settled.states : this.settle(db, outcome);
  }
}

/** Sends a batch's answer (batchAnswer), logging the elements that failed unexpectedly and counting them all by outcome. */
export async function sendBatch<R extends object>(reply: FastifyReply, db: Db, ids: number[], outcome: BatchOutcome<R>, states: BatchStates) {
  return sendElements(reply, outcome, batchAnswer(ids, outcome, await states.answered(db, outcome)));
}

/** Sends a batch's answer as built (elementsAnswer), logging the elements that failed unexpectedly and counting them all by outcome. */
export function sendElements<R>(reply: FastifyReply, outcome: BatchOutcome<R>, answer: { status: number; body: object }) {
  for (const o of outcome.outcomes) {
    if (!o.ok && 'unexpected' in o) reply.request.log.error({ err: o.unexpected }, 'batch element failed unexpectedly');
  }
  countElements(reply, outcome);
  return reply.code(answer.status).send(answer.body);
}

/** Counts the batch's elements by outcome under the route's pattern (`dockside_batch_elements_total`). */
function countElements<R>(reply: FastifyReply, outcome: BatchOutcome<R>): void {
  const tally: Record<BatchElementOutcome, number> = { ok: 0, failed: 0, duplicate: 0, rolled_back: 0, error: 0 };
  for (const o of outcome.outcomes) tally[elementOutcome(o, outcome.applied)]++;
  reply.server.metrics.countBatch(reply.request.routeOptions.url ?? UNMATCHED_ROUTE, tally);
}

/** How one element ended; a duplicate is told by its code, which run-batch.ts gives it before anything runs. */
function elementOutcome<R>(o: ElementOutcome<R>, applied: boolean): BatchElementOutcome {
  if (o.ok) return applied ? 'ok' : 'rolled_back';
  if ('unexpected' in o) return 'error';
  return o.errors.some((e) => e.code === 'duplicate_element') ? 'duplicate' : 'failed';
}
