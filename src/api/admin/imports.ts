import { Type, type Static } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { CSV_MEDIA_TYPE, MAX_IMPORT_ROWS, notCsv, readCsv, registerCsvBody, type CsvLayout, type CsvRow } from '../../http/csv.ts';
import { runImport, type ImportSteps } from '../../http/csv-import.ts';
import { storeImportAnswer } from '../../http/write-transaction.ts';
import { ADJUSTMENT_LAYOUT, adjustmentSteps, adjustmentUnits } from '../csv/adjustment-rows.ts';
import { ORDER_LAYOUT, orderSteps, orderUnits, type OrderOutcome } from '../csv/order-rows.ts';
import { PRODUCT_LAYOUT, productSteps, productUnits, type ProductOutcome } from '../csv/product-rows.ts';
import { PURCHASE_ORDER_LINE_LAYOUT, purchaseOrderLineSteps, purchaseOrderLineUnits } from '../csv/purchase-order-line-rows.ts';
import { findPurchaseOrderId, getPurchaseOrderHead } from '../../domain/inbound/purchase-orders.repo.ts';
import { AppError } from '../../errors.ts';
import { Problem } from '../schemas/common.ts';

const CsvFile = {
  content: {
    [CSV_MEDIA_TYPE]: {
      schema: Type.String({
        description:
          `UTF-8 CSV (RFC 4180): a header row naming the columns, then at most ${MAX_IMPORT_ROWS} rows; ` +
          'a byte order mark, CRLF or LF line ends, quoted fields and blank lines are accepted',
      }),
    },
  },
};

const ImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Boolean({ default: false, description: 'Check the whole file and answer what it would do, then apply nothing' })),
});

const ImportResult = Type.Object({
  kind: Type.Enum(['products', 'stock-adjustments', 'orders', 'purchase-order-lines'], { description: 'What the file held' }),
  dry_run: Type.Boolean({ description: 'True: nothing was applied; the counts say what the import would do' }),
  rows: Type.Integer({ description: 'Data rows read (rows whose cells are all empty are skipped)' }),
  created: Type.Integer({ description: 'Products, stock adjustments, orders or purchase order lines created' }),
  updated: Type.Integer({ description: 'Products whose fields changed (0 for the other imports)' }),
  unchanged: Type.Integer({ description: 'Products whose row restates them as they are: not written (0 for the other imports)' }),
  order_lines: Type.Optional(Type.Integer({ description: 'Orders only: the lines of the orders created' })),
  customer_shipments: Type.Optional(
    Type.Object(
      {
        released: Type.Integer({ description: 'Released to their warehouse (pending): stock was allocated' }),
        waiting: Type.Integer({ description: 'Waiting for stock' }),
      },
      { description: 'Orders only: the customer shipments the orders created' },
    ),
  ),
});

type ImportKind = 'products' | 'stock-adjustments' | 'orders';

const LinesQuery = Type.Object({
  ...ImportQuery.properties,
  purchase_order: Type.String({ minLength: 1, maxLength: 64, description: 'The draft purchase order the lines are added to: its number or id' }),
});

const tags = ['imports and exports'];

/** An import's columns, for the OpenAPI document. */
function describe({ required, optional, ignored }: CsvLayout): string {
  return (
    `Columns needed: ${required.join(', ')}. Columns taken: ${optional.join(', ')}.` +
    (ignored?.length ? ` Columns of an export, skipped: ${ignored.join(', ')}.` : '') +
    ' All rows or none; every bad row is answered by line and column (422 import_rejected). docs/admin-api.md "CSV import and export".'
  );
}

/**
 * CSV imports (docs/admin-api.md "CSV import and export"): products (upserted by code), stock
 * adjustments, orders and the lines of a draft purchase order, each row through the checks and actions of its JSON route, the whole file
 * applied or nothing. In a scope of their own, which reads text/csv bodies only.
 */
export async function importRoutes(app: App, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    registerCsvBody(scope);
    await csvImportRoutes(scope as App, deps);
  });
}

async function csvImportRoutes(app: App, { db }: Deps): Promise<void> {
  const route = <U, R>(
    kind: ImportKind,
    summary: string,
    layout: CsvLayout,
    units: (rows: CsvRow[]) => U[],
    steps: ImportSteps<U, R>,
    count: (results: R[]) => Omit<Static<typeof ImportResult>, 'kind' | 'dry_run' | 'rows'>,
  ) => {
    app.post(
      `/imports/${kind}`,
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary,
          description: describe(layout),
          querystring: ImportQuery,
          body: CsvFile,
          response: { 200: ImportResult, 400: Problem, 413: Problem, 415: Problem, 422: Problem },
        },
      },
      async (request, reply) => {
        if (typeof request.body !== 'string') throw notCsv(request.headers['content-type']);
        const rows = readCsv(request.body, layout);
        const dryRun = request.query.dry_run ?? false;
        const answerOf = (results: R[]) => ({ kind, dry_run: dryRun, rows: rows.length, ...count(results) });
        return answerOf(await runImport(db, units(rows), dryRun, steps, storeImportAnswer(reply, answerOf)));
      },
    );
  };

  route('products', 'Create or update products from a CSV file, by code', PRODUCT_LAYOUT, productUnits, productSteps, (results: ProductOutcome[]) => ({
    created: results.filter((r) => r === 'created').length,
    updated: results.filter((r) => r === 'updated').length,
    unchanged: results.filter((r) => r === 'unchanged').length,
  }));
  route('stock-adjustments', 'Adjust stock from a CSV file, one adjustment per row', ADJUSTMENT_LAYOUT, adjustmentUnits, adjustmentSteps, (results) => ({
    created: results.length,
    updated: 0,
    unchanged: 0,
  }));
  route('orders', 'Create orders from a CSV file, one row per order line', ORDER_LAYOUT, orderUnits, orderSteps, (results: OrderOutcome[]) => ({
    created: results.length,
    updated: 0,
    unchanged: 0,
    order_lines: results.reduce((sum, r) => sum + r.lines, 0),
    customer_shipments: {
      released: results.reduce((sum, r) => sum + r.released, 0),
      waiting: results.reduce((sum, r) => sum + r.waiting, 0),
    },
  }));

  purchaseOrderLinesRoute(app, db);
}

/**
 * The lines of a draft purchase order from a CSV file: the order is named by the query (404 when it does
 * not exist, 409 `invalid_state` when it is no draft), each row is a line of POST /purchase-orders.
 */
function purchaseOrderLinesRoute(app: App, db: Deps['db']): void {
  const kind = 'purchase-order-lines' as const;
  app.post(
    `/imports/${kind}`,
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Add lines to a draft purchase order from a CSV file, one line per row',
        description: describe(PURCHASE_ORDER_LINE_LAYOUT),
        querystring: LinesQuery,
        body: CsvFile,
        response: { 200: ImportResult, 400: Problem, 404: Problem, 409: Problem, 413: Problem, 415: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw notCsv(request.headers['content-type']);
      const rows = readCsv(request.body, PURCHASE_ORDER_LINE_LAYOUT);
      const head = await getPurchaseOrderHead(db, await findPurchaseOrderId(db, request.query.purchase_order));
      if (head.state !== 'draft') throw new AppError('invalid_state', `purchase order ${head.number} is ${head.state}; lines are added to a draft only`);
      const dryRun = request.query.dry_run ?? false;
      const answerOf = (results: 'created'[]) => ({ kind, dry_run: dryRun, rows: rows.length, created: results.length, updated: 0, unchanged: 0 });
      return answerOf(await runImport(db, purchaseOrderLineUnits(rows), dryRun, purchaseOrderLineSteps(head.id), storeImportAnswer(reply, answerOf)));
    },
  );
}
