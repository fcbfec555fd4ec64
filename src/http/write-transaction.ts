import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { transact, type Trx } from '../db/transactions.ts';
import type { BatchOutcome, BeforeCommit, ElementOutcome } from './batch/run-batch.ts';
import { batchAnswer, type BatchStates } from './batch/send-batch.ts';
import type { ImportCommit } from './csv-import.ts';
import { answerStored, isKeyed, storeAnswer } from './idempotency.ts';

/**
 * A route's write (docs/architecture.md "Transactions"): `work` changes what it changes and builds the
 * answer's body from what it reads in the same transaction; the answer is stored there for the
 * request's Idempotency-Key, so that effect and answer commit together; contention runs the whole
 * transaction again (src/db/transactions.ts). Sets the reply's status (fixed, or chosen by the answer:
 * 202 for a cancel that became a request) and answers the body to send.
 */
export async function writeTransaction<T>(
  db: Db,
  reply: FastifyReply,
  work: (trx: Trx) => Promise<T>,
  status: number | ((answer: T) => number) = 200,
): Promise<T> {
  let code = 200;
  const body = await transact(db, async (trx) => {
    const answer = await work(trx);
    code = typeof status === 'number' ? status : status(answer);
    await storeAnswer(trx, reply, code, answer);
    return answer;
  });
  answerStored(reply);
  reply.code(code);
  return body;
}

/**
 * What a batch write's transaction does before it commits, for a keyed request: stores the answer its
 * outcomes make (src/http/batch/send-batch.ts), with each record that an element changed nothing of as the
 * batch judged it, read in the transaction (BatchStates). Null without a key.
 */
export function storeBatchAnswer<R extends object>(reply: FastifyReply, ids: number[], states: BatchStates): BeforeCommit<R> {
  if (!isKeyed(reply)) return null;
  return settleBatchAnswer(reply, ids, states);
}

/**
 * storeBatchAnswer for a batch that runs in one transaction whether keyed or not (runBulkBatch): the states
 * its unapplied elements answer are read in the transaction, where it judged them, for every request; the
 * answer is stored for a keyed one.
 */
export function settleBatchAnswer<R extends object>(reply: FastifyReply, ids: number[], states: BatchStates): BeforeCommit<R> {
  const keyed = isKeyed(reply);
  return async (trx: Db, outcomes: ElementOutcome<R>[]) => {
    const outcome = { outcomes, applied: true };
    const settled = await states.settle(trx, outcome);
    if (!keyed) return;
    const { status, body } = batchAnswer(ids, outcome, settled);
    await storeAnswer(trx, reply, status, body);
  };
}

/** storeBatchAnswer for any batch: the answer `answerOf` makes of the outcomes (src/http/batch/send-batch.ts elementsAnswer). */
export function storeElementsAnswer<R>(reply: FastifyReply, answerOf: (outcome: BatchOutcome<R>) => { status: number; body: object }): BeforeCommit<R> {
  if (!isKeyed(reply)) return null;
  return async (trx: Db, outcomes: ElementOutcome<R>[]) => {
    const { status, body } = answerOf({ outcomes, applied: true });
    await storeAnswer(trx, reply, status, body);
  };
}

/** The import's counterpart of storeBatchAnswer: the answer `answerOf` makes of the records' results. */
export function storeImportAnswer<R>(reply: FastifyReply, answerOf: (results: R[]) => unknown): ImportCommit<R> {
  if (!isKeyed(reply)) return null;
  return (trx, results) => storeAnswer(trx, reply, 200, answerOf(results));
}
