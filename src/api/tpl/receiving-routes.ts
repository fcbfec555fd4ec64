import { Type, type TObject, type TSchema } from 'typebox';
import type { App } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import type { Principal } from '../../domain/partners/api-keys.repo.ts';
import { polledStates, type PolledTable } from '../../domain/shared/warehouse-poll.ts';
import { shipmentStates } from '../../domain/shipments/shipments.repo.ts';
import { AppError, type ErrorDetail, type Verdict } from '../../errors.ts';
import { principalOf } from '../../http/auth.ts';
import { runBatch, runBulkBatch } from '../../http/batch/run-batch.ts';
import { BatchStates, sendBatch } from '../../http/batch/send-batch.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { settleBatchAnswer, storeBatchAnswer } from '../../http/write-transaction.ts';
import { Problem } from '../../wire/common.ts';
import { AtomicQuery } from '../../wire/tpl-shipments.ts';

/** The answers of a batch write (docs/3pl-api.md section 3): 200, 207, an atomic 422, and the problems. */
export const batchResponses = (element: TSchema) => ({
  200: Type.Object({ shipments: Type.Array(element) }, { description: 'Every element succeeded' }),
  207: Type.Object({ shipments: Type.Array(element) }, { description: "Some elements failed; see each element's errors" }),
  400: Problem,
  401: Problem,
  403: Problem,
  409: Problem,
  413: Problem,
  415: Problem,
  422: Type.Union([Type.Object({ shipments: Type.Array(element) }), Problem], { description: 'Atomic batch rolled back, or an idempotency key reused' }),
  429: Problem,
});

/**
 * A receive line must name its record's line by `id` or by `product_code`: a structural rule, answered
 * like a schema violation (400, every such line listed, nothing applied).
 */
function assertLinesNamed(shipments: { lines: { id?: number; product_code?: string }[] }[]): void {
  const missing: ErrorDetail[] = shipments.flatMap((s, i) =>
    s.lines.flatMap((line, j) =>
      line.id === undefined && line.product_code === undefined
        ? [{ code: 'required', message: 'a receive line needs id or product_code', pointer: `/shipments/${i}/lines/${j}` }]
        : [],
    ),
  );
  const [firstMissing] = missing;
  if (firstMissing) throw new AppError('validation_failed', firstMissing.message, missing);
}

/** What one of the warehouse's batch writes is: its path and table, its documentation, body and element answer. */
type BatchRoute<T extends string = PolledTable> = { path: string; table: T; tags: string[]; summary: string; body: TObject; result: TSchema };

/** The states of the records a batch names, as the key may see them: each element's answer on failure. */
function statesOf(db: Db, table: PolledTable | 'customer_shipments', ids: number[], scope: number[] | null): Promise<Map<number, string>> {
  return table === 'customer_shipments' ? shipmentStates(db, ids, scope) : polledStates(db, table, ids, scope);
}

type Element = { id: number };

/**
 * A batch write whose elements each run on their own (or all in one transaction, atomic), per-element
 * answers: acknowledge.json of customer shipments, CRS and supplier shipments (docs/3pl-api.md sections
 * 6, 13 and 14), and the answers to cancellation requests (cancellation.json).
 */
export function elementBatchRoute<E extends Element, R extends object>(
  app: App,
  db: Db,
  route: BatchRoute<PolledTable | 'customer_shipments'>,
  run: (trx: Db, principal: Principal, element: E, pointer: string) => Promise<R>,
): void {
  app.put(
    route.path,
    {
      config: { auth: 'warehouse' },
      schema: { tags: route.tags, summary: route.summary, querystring: AtomicQuery, body: route.body, response: batchResponses(route.result) },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = (request.body as { shipments: E[] }).shipments;
      assertBatchSize(elements, '/shipments');
      const ids = elements.map((e) => e.id);
      const states = await BatchStates.before(db, ids, (d, some) => statesOf(d, route.table, some, principal.warehouseIds));
      const batch = { elements, pointer: '/shipments', atomic: (request.query as { atomic?: boolean }).atomic ?? false };
      const outcome = await runBatch(db, batch, (trx, element, i) => run(trx, principal, element, `/shipments/${i}`), storeBatchAnswer(reply, ids, states));
      return sendBatch(reply, db, ids, outcome, states);
    },
  );
}

/**
 * PUT receive.json of a record a warehouse receives: the whole batch at once (set-based, in one
 * transaction with a savepoint, or all or nothing when atomic), per-element answers.
 */
export function receiveRoute<E extends Element & { lines: { id?: number; product_code?: string }[] }, R extends object>(
  app: App,
  db: Db,
  route: BatchRoute,
  receive: (trx: Db, principal: Principal, elements: { input: E; pointer: string }[]) => Promise<Verdict<R>[]>,
): void {
  app.put(
    route.path,
    {
      config: { auth: 'warehouse' },
      schema: { tags: route.tags, summary: route.summary, querystring: AtomicQuery, body: route.body, response: batchResponses(route.result) },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = (request.body as { shipments: E[] }).shipments;
      assertBatchSize(elements, '/shipments');
      assertLinesNamed(elements);
      const ids = elements.map((e) => e.id);
      const states = await BatchStates.before(db, ids, (d, some) => polledStates(d, route.table, some, principal.warehouseIds));
      const batch = { elements, pointer: '/shipments', atomic: (request.query as { atomic?: boolean }).atomic ?? false };
      const outcome = await runBulkBatch(
        db,
        batch,
        (trx, items) =>
          receive(
            trx,
            principal,
            items.map(({ element, index }) => ({ input: element, pointer: `/shipments/${index}` })),
          ),
        settleBatchAnswer(reply, ids, states),
      );
      return sendBatch(reply, db, ids, outcome, states);
    },
  );
}
