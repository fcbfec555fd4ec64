import { addDraftLine } from '../../domain/inbound/purchase-orders.repo.ts';
import { resolvePurchaseOrderLine, type PurchaseOrderLineInput } from '../../domain/inbound/purchase-order-input.ts';
import type { ErrorDetail } from '../../errors.ts';
import { csvProblem, numberCell, type CsvLayout, type CsvRow } from '../../http/csv.ts';
import { rowPlace, type ImportSteps } from '../../http/csv-import.ts';
import { assertBody, bodyCheck } from '../../http/validation.ts';
import { PurchaseOrderLineBody } from '../schemas/inbound.ts';

/*
 * The purchase order lines CSV (docs/admin-api.md "CSV import and export"): one row per line added to
 * a draft purchase order, the fields of a line of POST /purchase-orders as columns, in file order.
 */

export const PURCHASE_ORDER_LINE_LAYOUT: CsvLayout = {
  required: ['product_code', 'quantity'],
  optional: ['unit_cost'],
};

type LineUnit = { line: number; body: Record<string, unknown>; problems: ErrorDetail[] };

/** The rows as line bodies: an empty unit_cost is left out. */
export function purchaseOrderLineUnits(rows: CsvRow[]): LineUnit[] {
  return rows.map((row) => {
    const body: Record<string, unknown> = {};
    const problems: ErrorDetail[] = [];
    for (const [column, text] of row.cells) {
      if (column === 'quantity') {
        const quantity = numberCell(text);
        if (quantity === null) problems.push(csvProblem('invalid_type', `"${text}" is not a number; write a quantity such as 12 or 2.5`, row.line, column));
        else body.quantity = quantity;
      } else if (text !== '' || column === 'product_code') body[column] = text;
    }
    return { line: row.line, body, problems };
  });
}

const check = bodyCheck(PurchaseOrderLineBody);

/** Each row is a line of POST /purchase-orders, checked the same way, added to the draft `orderId`. */
export function purchaseOrderLineSteps(orderId: number): ImportSteps<LineUnit, 'created'> {
  return {
    problemsOf: (unit) => unit.problems,
    apply: async (trx, { body }) => {
      assertBody(check, body);
      await addDraftLine(trx, orderId, await resolvePurchaseOrderLine(trx, body as PurchaseOrderLineInput));
      return 'created';
    },
    place: rowPlace,
  };
}
