import type { Db } from '../db/connect.ts';
import { AppError, type ErrorDetail } from '../errors.ts';
import { withRetry } from './batch/run-batch.ts';
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

/**
 * Runs an import all or nothing (docs/admin-api.md "CSV import and export"): every record in one
 * transaction, each under a savepoint so that a refused record leaves nothing behind and the records
 * after it are still checked against what the file has done so far. Any refusal rolls the whole file
 * back and answers 422 `import_rejected` with every problem by line and column (the first
 * MAX_REPORTED_ROWS); a dry run rolls back too, after every record was applied, so its results say what
 * the import would do. Deadlocks and serialization failures run the whole file again.
 */
export async function runImport<U, R>(db: Db, units: readonly U[], dryRun: boolean, steps: ImportSteps<U, R>): Promise<R[]> {
  return withRetry(async () => {
    const trx = await db.startTransaction().execute();
    try {
      const problems: ErrorDetail[] = [];
      const results: R[] = [];
      for (const [index, unit] of units.entries()) {
        if (problems.length >= MAX_REPORTED_ROWS) throw importRejected(problems, index < units.length);
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
      await (dryRun ? trx.rollback() : trx.commit()).execute();
      return results;
    } catch (error) {
      if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute().catch(() => {});
      throw error;
    }
  });
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
