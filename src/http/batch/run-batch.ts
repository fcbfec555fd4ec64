import type { ControlledTransaction } from 'kysely';
import { dbKind, withTemporaryDataInMemory, type Db } from '../../db/connect.ts';
import { isContention, withRetry } from '../../db/transactions.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, appliesToElements, type ErrorDetail, type Verdict } from '../../errors.ts';
import { first } from '../../domain/shared/invariants.ts';

/**
 * How one element of a batch write ended (docs/3pl-api.md section 4, "Batch writes"): its result, or
 * its errors; `unexpected` keeps an error that was no known rule, for the log.
 */
export type ElementOutcome<R> = Verdict<R> | { ok: false; errors: ErrorDetail[]; unexpected: unknown };

export type BatchOutcome<R> = { outcomes: ElementOutcome<R>[]; applied: boolean };

/**
 * What names the record an element changes, so that the same record named twice is told
 * (docs/3pl-api.md section 4): its key (null: the element names no record that could repeat), the field
 * the error points at, and how the record is named in the message. By default an element's `id`.
 */
export type BatchIdentity<E> = { keyOf: (element: E) => string | number | null; field: string; name: (element: E) => string };

const byId: BatchIdentity<{ id?: number }> = { keyOf: (e) => e.id ?? null, field: 'id', name: (e) => `record ${e.id}` };

/**
 * A batch write's elements, each naming its record (by `id` unless `identity` says otherwise), and where
 * the array stands in the body (`/shipments`). `atomic`: all elements or none.
 */
export type Batch<E> = { elements: E[]; pointer: string; atomic: boolean; identity?: BatchIdentity<E> };

/**
 * The errors of the elements that name a record an earlier element of the batch names already, by
 * index (docs/3pl-api.md section 4): only the first occurrence runs; the later ones change nothing.
 */
function duplicates<E>({ elements, pointer, identity = byId as BatchIdentity<E> }: Batch<E>): Map<number, ErrorDetail[]> {
  const first = new Map<string | number, number>();
  const found = new Map<number, ErrorDetail[]>();
  for (const [index, element] of elements.entries()) {
    const key = identity.keyOf(element);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index);
      continue;
    }
    const message = `${identity.name(element)} is named again in this batch; only its first element (${pointer}/${earlier}) runs`;
    found.set(index, [{ code: 'duplicate_element', message, pointer: `${pointer}/${index}/${identity.field}` }]);
  }
  return found;
}

/** How one element runs: inside the batch transaction, rolled back to its savepoint on failure. */
type ElementRunner<E, R> = (trx: Db, element: E, index: number) => Promise<R>;

/**
 * The last work of a batch's transaction before it commits, given every element's outcome: the route
 * stores its answer there for the request's Idempotency-Key (src/http/idempotency.ts), so that the
 * answer and the effect commit together. Null for a request without a key.
 */
export type BeforeCommit<R> = ((trx: Db, outcomes: ElementOutcome<R>[]) => Promise<void>) | null;

/**
 * Runs a batch write with each element atomic on its own (docs/3pl-api.md section 4). On PostgreSQL every element is
 * its own transaction: locks on shared rows (stock positions) are held for one element only, so
 * concurrent batches interleave instead of queueing or deadlocking on each other. SQLite has one writer
 * and one connection, so nothing can interleave anyway: there the batch is one transaction with each
 * element under a savepoint, which saves a commit per element. With `atomic`, all elements run in one
 * transaction under savepoints and any failure rolls the whole batch back. Deadlocks and serialization
 * failures retry, so racing clients never see a 5xx.
 */
export async function runBatch<E, R>(
  db: Db,
  batch: Batch<E>,
  elementRunner: ElementRunner<E, R>,
  beforeCommit: BeforeCommit<R> = null,
): Promise<BatchOutcome<R>> {
  const { elements, atomic } = batch;
  const repeated = duplicates(batch);
  const runner: ElementRunner<E, R> = (trx, element, index) => {
    const errors = repeated.get(index);
    return errors ? Promise.reject(new ElementFailure(errors)) : elementRunner(trx, element, index);
  };
  // A keyed batch stores its answer with its effect, which needs the one transaction.
  if (atomic || beforeCommit || dbKind(db) === 'sqlite') {
    return withRetry(() => runInOneTransaction(db, elements, runner, atomic, beforeCommit));
  }
  const outcomes: ElementOutcome<R>[] = [];
  for (const [index, element] of elements.entries()) {
    try {
      outcomes.push(await withRetry(() => runOwnTransaction(db, element, index, runner)));
    } catch (error) {
      // A bug or an outage in one element is that element's failure: it was rolled back, the others
      // keep their answers (those before it are committed).
      outcomes.push(unexpectedFailure(error));
    }
  }
  return { outcomes, applied: true };
}

/**
 * How a whole batch runs at once, in one transaction: answers each element (in order), and leaves
 * nothing of the elements it refuses. It may throw an AppError for a problem it cannot pin on one
 * element (then the elements run one by one, each alone, to find out whose it is).
 */
type BulkRunner<E, R> = (trx: Db, elements: { element: E; index: number }[]) => Promise<Verdict<R>[]>;

/**
 * Runs a batch write set-based (docs/3pl-api.md section 4): every element in one transaction on either backend, all
 * of them through one call of `bulk`, which answers per element. Should that call throw, its work is
 * rolled back to a savepoint and each element runs alone under a savepoint of its own, so one bad
 * element never costs the others their answers. With `atomic`, any refused element rolls the whole
 * batch back. Deadlocks and serialization failures retry the whole transaction.
 */
export async function runBulkBatch<E, R>(db: Db, batch: Batch<E>, bulk: BulkRunner<E, R>, beforeCommit: BeforeCommit<R> = null): Promise<BatchOutcome<R>> {
  const repeated = duplicates(batch);
  const all = batch.elements.map((element, index) => ({ element, index }));
  const unique = all.filter(({ index }) => !repeated.has(index));
  return withRetry(() =>
    inBatchTransaction(db, batch.atomic, beforeCommit, async (trx) => {
      const ran = unique.length > 0 ? await runBulkUnderSavepoint(trx, unique, bulk, batch.atomic) : [];
      const byIndex = new Map(unique.map(({ index }, i) => [index, ran[i]]));
      return all.map(({ index }): ElementOutcome<R> => byIndex.get(index) ?? { ok: false, errors: repeated.get(index)! });
    }),
  );
}

async function runBulkUnderSavepoint<E, R>(
  trx: ControlledTransaction<Database>,
  all: { element: E; index: number }[],
  bulk: BulkRunner<E, R>,
  atomic: boolean,
): Promise<ElementOutcome<R>[]> {
  const savepoint = await trx.savepoint('bulk').execute();
  try {
    const outcomes = await bulk(savepoint, all);
    await savepoint.releaseSavepoint('bulk').execute();
    return outcomes;
  } catch (error) {
    await savepoint.rollbackToSavepoint('bulk').execute();
    if (isContention(error)) throw error;
    if (all.length === 1) {
      const errors = elementErrors(error);
      if (errors) return [{ ok: false, errors }];
      if (atomic) throw error;
      return [unexpectedFailure(error)];
    }
  }
  const outcomes: ElementOutcome<R>[] = [];
  for (const item of all) {
    const one: ElementRunner<E, R> = async (sp) => {
      const outcome = first(await bulk(sp, [item]), 'the verdict of the element');
      if (!outcome.ok) throw new ElementFailure(outcome.errors);
      return outcome.result;
    };
    outcomes.push(await runUnderSavepoint(trx, item.element, item.index, one, atomic));
  }
  return outcomes;
}

function unexpectedFailure(error: unknown): ElementOutcome<never> {
  return {
    ok: false,
    errors: [{ code: 'internal_error', message: 'an unexpected error; nothing of this element was applied (quote the request_id)', pointer: null }],
    unexpected: error,
  };
}

/**
 * The per-element failure of a batch write: thrown inside an element's transaction to roll it back
 * while keeping the errors its answer carries.
 */
class ElementFailure extends Error {
  readonly errors: ErrorDetail[];
  constructor(errors: ErrorDetail[]) {
    super('element rolled back');
    this.errors = errors;
  }
}

/**
 * The errors an element answers for what it threw: a rule's AppError whose code applies to elements
 * (with its details, or its code and message), an ElementFailure's errors; null for anything else.
 */
function elementErrors(error: unknown): ErrorDetail[] | null {
  if (error instanceof ElementFailure) return error.errors;
  if (error instanceof AppError && appliesToElements(error.code)) {
    return error.errors.length > 0 ? error.errors : [{ code: error.code, message: error.message, pointer: null }];
  }
  return null;
}

async function runOwnTransaction<E, R>(db: Db, element: E, index: number, runner: ElementRunner<E, R>): Promise<ElementOutcome<R>> {
  try {
    const result = await db.transaction().execute(async (trx) => {
      try {
        return await runner(trx, element, index);
      } catch (error) {
        const errors = elementErrors(error);
        throw errors ? new ElementFailure(errors) : error;
      }
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof ElementFailure) return { ok: false, errors: error.errors };
    throw error;
  }
}

/**
 * Runs every element in one transaction, each under a savepoint so a failing element leaves no trace.
 * All or nothing: any failure rolls the whole batch back (`atomic=true`). Otherwise the elements that
 * succeeded are committed, and an unexpected error fails only its own element, as with one transaction
 * per element.
 */
async function runInOneTransaction<E, R>(
  db: Db,
  elements: E[],
  runner: ElementRunner<E, R>,
  allOrNothing: boolean,
  beforeCommit: BeforeCommit<R>,
): Promise<BatchOutcome<R>> {
  return inBatchTransaction(db, allOrNothing, beforeCommit, async (trx) => {
    const outcomes: ElementOutcome<R>[] = [];
    for (const [index, element] of elements.entries()) {
      outcomes.push(await runUnderSavepoint(trx, element, index, runner, allOrNothing));
    }
    return outcomes;
  });
}

/**
 * Opens the batch's transaction, lets `run` answer its elements, then runs `beforeCommit` and commits, or
 * rolls back when all or nothing was asked and an element failed. On SQLite the transaction keeps its
 * journals in memory (a batch's are bounded by the batch: src/db/connect.ts).
 */
async function inBatchTransaction<R>(
  db: Db,
  allOrNothing: boolean,
  beforeCommit: BeforeCommit<R>,
  run: (trx: ControlledTransaction<Database>) => Promise<ElementOutcome<R>[]>,
): Promise<BatchOutcome<R>> {
  return withTemporaryDataInMemory(db, (connection) => batchTransaction(connection, allOrNothing, beforeCommit, run));
}

async function batchTransaction<R>(
  db: Db,
  allOrNothing: boolean,
  beforeCommit: BeforeCommit<R>,
  run: (trx: ControlledTransaction<Database>) => Promise<ElementOutcome<R>[]>,
): Promise<BatchOutcome<R>> {
  const trx = await db.startTransaction().execute();
  try {
    const outcomes = await run(trx);
    if (allOrNothing && outcomes.some((o) => !o.ok)) {
      await trx.rollback().execute();
      return { outcomes, applied: false };
    }
    if (beforeCommit) await beforeCommit(trx, outcomes);
    await trx.commit().execute();
    return { outcomes, applied: true };
  } catch (error) {
    if (!trx.isCommitted && !trx.isRolledBack)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
    throw error;
  }
}

async function runUnderSavepoint<E, R>(
  trx: ControlledTransaction<Database>,
  element: E,
  index: number,
  runner: ElementRunner<E, R>,
  rethrowUnexpected: boolean,
): Promise<ElementOutcome<R>> {
  const name = `element_${index}`;
  const savepoint = await trx.savepoint(name).execute();
  try {
    const result = await runner(savepoint, element, index);
    await savepoint.releaseSavepoint(name).execute();
    return { ok: true, result };
  } catch (error) {
    await savepoint.rollbackToSavepoint(name).execute();
    const errors = elementErrors(error);
    if (errors) return { ok: false, errors };
    if (rethrowUnexpected || isContention(error)) throw error;
    return unexpectedFailure(error);
  }
}
