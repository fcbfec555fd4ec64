import type { ControlledTransaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { AppError, type ErrorDetail } from '../errors.ts';
import { withRetry } from '../db/transactions.ts';
import { importRejected, MAX_REPORTED_ROWS } from './csv.ts';

/** Where a problem stands in the file: its line and column (null for the whole row). */
export type CsvPlace = { line: number; column: string | null };

/**
 * How an import treats each of its records (a product row, an adjustment row, an order's rows):
 * the problems found before touching the database (cells that are not a number), the action that
 * writes it (throwing an AppError whose pointers name the fields of the JSON body the record stands
 * for), and the place in the file of such a pointer.
 */
export type ImportSteps<U, R> = {
  problemsOf: (unit: U) => ErrorDetail[];
  apply: (trx: Db, unit: U) => Promise<R>;
  place: (unit: U, pointer: string | null) => CsvPlace;
};

/** The place of a pointer into a one-row record's body (`/quantity`): the row's line, the column of the pointer's first field. */
export function rowPlace(unit: { line: number }, pointer: string | null): CsvPlace {
  return { line: unit.line, column: pointer ? (pointer.split('/')[1] ?? null) : null };
}

/**
 * Runs an import all or nothing (docs/admin-api.md "CSV import and export"): every record in one
 * transaction, in file order, each seeing what the records before it did; a dry run rolls back after
 * every record was applied, so its results say what the import would do.
 *
 * A file that goes through runs once, plainly. When a record is refused, the file is rolled back and
 * run again: plainly up to that record (the ones before it went through a moment ago), then each record
 * under a savepoint, so that a refused one leaves nothing behind and every problem is listed by line
 * and column (the first MAX_REPORTED_ROWS) in a 422 `import_rejected`. Savepoints only there: on
 * PostgreSQL each one that writes takes a subtransaction id, and past 64 in one transaction every other
 * session that meets the import's rows (locked until it ends) looks them up in pg_subtrans.
 * Deadlocks and serialization failures run the whole file again.
 */
export async function runImport<U, R>(
  db: Db,
  units: readonly U[],
  dryRun: boolean,
  steps: ImportSteps<U, R>,
  beforeCommit: ImportCommit<R> = null,
): Promise<R[]> {
  const early = units.findIndex((unit) => steps.problemsOf(unit).length > 0);
  const keep = (run: Run<R>) => run.refusedAt === null && !dryRun;
  const store = beforeCommit && ((trx: Transaction, run: Run<R>) => beforeCommit(trx, run.results));
  for (let plainUntil = early < 0 ? units.length : early; ; ) {
    const run = await withRetry(() => inTransaction(db, (trx) => runUnits(trx, units, plainUntil, steps), keep, store));
    if (run.refusedAt === null) return run.results;
    plainUntil = run.refusedAt;
  }
}

/**
 * The last work of an import that commits, given every record's result: the route stores its answer
 * there for the request's Idempotency-Key (src/http/idempotency.ts). Null for a request without a key.
 */
export type ImportCommit<R> = ((trx: Db, results: R[]) => Promise<void>) | null;

/** What one run of the file did: every record's result, or the record run without a savepoint that was refused. */
type Run<R> = { results: R[]; refusedAt: number | null };

/**
 * The records in order: those before `plainUntil` plainly (the first refused among them ends the run,
 * to be rolled back), the others each under a savepoint; throws `import_rejected` with the problems of
 * these, stopping at MAX_REPORTED_ROWS.
 */
async function runUnits<U, R>(trx: Transaction, units: readonly U[], plainUntil: number, steps: ImportSteps<U, R>): Promise<Run<R>> {
  const problems: ErrorDetail[] = [];
  const results: R[] = [];
  for (const [index, unit] of units.entries()) {
    if (index < plainUntil) {
      try {
        results.push(await steps.apply(trx, unit));
        continue;
      } catch (error) {
        if (error instanceof AppError) return { results, refusedAt: index };
        throw error;
      }
    }
    if (problems.length >= MAX_REPORTED_ROWS) throw importRejected(problems, true);
    const early = steps.problemsOf(unit);
    if (early.length > 0) {
      problems.push(...early);
      continue;
    }
    const savepoint = await trx.savepoint('csv_record').execute();
    try {
      results.push(await steps.apply(savepoint, unit));
      await savepoint.releaseSavepoint('csv_record').execute();
    } catch (error) {
      await savepoint.rollbackToSavepoint('csv_record').execute();
      await savepoint.releaseSavepoint('csv_record').execute();
      if (!(error instanceof AppError)) throw error;
      problems.push(...located(error, (pointer) => steps.place(unit, pointer)));
    }
  }
  if (problems.length > 0) throw importRejected(problems);
  return { results, refusedAt: null };
}

type Transaction = ControlledTransaction<Database>;

/**
 * `work` in a transaction, committed when `keep` says so of its result (after `beforeCommit`), else (or
 * when it throws) rolled back.
 */
async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction) => Promise<T>,
  keep: (result: T) => boolean,
  beforeCommit: ((trx: Transaction, result: T) => Promise<void>) | null,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  try {
    const result = await work(trx);
    const kept = keep(result);
    if (kept && beforeCommit) await beforeCommit(trx, result);
    await (kept ? trx.commit() : trx.rollback()).execute();
    return result;
  } catch (error) {
    if (!trx.isCommitted && !trx.isRolledBack)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
    throw error;
  }
}

/**
 * A refused record's problems at their places in the file. A message that starts with the JSON
 * Pointer it is about (a schema check's: `/name is required`) names the column instead.
 */
export function located(error: AppError, place: (pointer: string | null) => CsvPlace): ErrorDetail[] {
  const details = error.errors.length > 0 ? error.errors : [{ code: error.code, message: error.message, pointer: null }];
  return details.map((detail) => {
    const { line, column } = place(detail.pointer);
    const pointer = detail.pointer;
    const message = pointer && column && detail.message.startsWith(`${pointer} `) ? `${column}${detail.message.slice(pointer.length)}` : detail.message;
    return { code: detail.code, message, pointer: null, line, column };
  });
}
