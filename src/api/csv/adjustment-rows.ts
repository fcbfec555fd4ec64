import { adjustInventory } from '../../actions/adjust-inventory.ts';
import type { AdjustmentInput } from '../../domain/inventory/adjust.ts';
import type { ErrorDetail } from '../../errors.ts';
import { csvProblem, numberCell, type CsvLayout, type CsvRow } from '../../http/csv.ts';
import { rowPlace, type ImportSteps } from '../../http/csv-import.ts';
import { assertBody, bodyCheck } from '../../http/validation.ts';
import { AdjustmentBody } from '../admin/inventory.ts';

/*
 * The stock adjustments CSV (docs/admin-api.md "CSV import and export"): one row per adjustment, the
 * fields of POST /inventory/adjustments as columns (`lot` is the lot number), applied in file order.
 */

export const ADJUSTMENT_LAYOUT: CsvLayout = {
  required: ['warehouse', 'product_code', 'quantity'],
  optional: ['location', 'lot', 'reason'],
};

type AdjustmentUnit = { line: number; body: Record<string, unknown>; problems: ErrorDetail[] };

/** The rows as adjustment bodies: empty location (primary storage), lot and reason are left out. */
export function adjustmentUnits(rows: CsvRow[]): AdjustmentUnit[] {
  return rows.map((row) => {
    const body: Record<string, unknown> = {};
    const problems: ErrorDetail[] = [];
    for (const [column, text] of row.cells) {
      if (column === 'quantity') {
        const quantity = numberCell(text);
        if (quantity === null) problems.push(csvProblem('invalid_type', `"${text}" is not a number; write a signed change such as -2 or 5`, row.line, column));
        else body.quantity = quantity;
      } else if (column === 'lot') {
        if (text !== '') body.lot = { number: text };
      } else if (text !== '' || column === 'warehouse' || column === 'product_code') body[column] = text;
    }
    return { line: row.line, body, problems };
  });
}

const check = bodyCheck(AdjustmentBody);

/** Each row is POST /inventory/adjustments: the same checks, the same ledger move, releases and events. */
export const adjustmentSteps: ImportSteps<AdjustmentUnit, 'created'> = {
  problemsOf: (unit) => unit.problems,
  apply: async (trx, { body }) => {
    assertBody(check, body);
    await adjustInventory(trx, body as AdjustmentInput);
    return 'created';
  },
  place: rowPlace,
};
