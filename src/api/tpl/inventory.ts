import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { adjustWarehouseInventory } from '../../actions/adjust-warehouse-inventory.ts';
import { reconcileInventory } from '../../actions/reconcile-inventory.ts';
import { principalOf } from '../../http/auth.ts';
import { runBulkBatch, type BatchIdentity, type BatchOutcome } from '../../http/batch/run-batch.ts';
import { elementsAnswer, sendElements } from '../../http/batch/send-batch.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { storeElementsAnswer, writeTransaction } from '../../http/write-transaction.ts';
import { Problem } from '../../wire/common.ts';
import { AdjustmentElementResult, AdjustmentsBody, SnapshotAnswer, SnapshotBody, type WarehouseAdjustment } from '../../wire/inventory.ts';
import { AtomicQuery } from '../../wire/tpl-shipments.ts';

const tags = ['3pl: inventory'];

const problems = { 400: Problem, 401: Problem, 403: Problem, 409: Problem, 413: Problem, 415: Problem, 429: Problem };

const AdjustmentsAnswer = Type.Object({ adjustments: Type.Array(AdjustmentElementResult) });

/**
 * Two elements of one request with the same reference, product, location and lot are the same adjustment:
 * only the first runs (an element without a reference names nothing that could repeat).
 */
const sameAdjustment: BatchIdentity<WarehouseAdjustment> = {
  keyOf: (e) =>
    e.reference === undefined ? null : JSON.stringify([e.warehouse ?? null, e.reference, e.product_code, e.location ?? 'storage', e.lot?.number ?? null]),
  field: 'reference',
  name: (e) => `the adjustment ${JSON.stringify(e.reference)} of "${e.product_code}"`,
};

/** The answer of an adjustments batch: a failed or rolled-back element names its product and warehouse as sent. */
function adjustmentsAnswer(elements: WarehouseAdjustment[], outcome: BatchOutcome<object>) {
  return elementsAnswer('adjustments', outcome, (index) => ({
    product_code: elements[index]!.product_code,
    warehouse: elements[index]!.warehouse ?? null,
    on_hand: null,
  }));
}

/** The stock truth of the warehouse (docs/3pl-api.md sections 15 and 16): its adjustments and its counts. */
export async function tplInventoryRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/inventory/adjustments.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Report stock adjustments (signed changes with a reason), each applied once per reference',
        querystring: AtomicQuery,
        body: AdjustmentsBody,
        response: {
          200: Type.Object(AdjustmentsAnswer.properties, { description: 'Every element succeeded' }),
          207: Type.Object(AdjustmentsAnswer.properties, { description: "Some elements failed; see each element's errors" }),
          422: Type.Union([AdjustmentsAnswer, Problem], { description: 'Atomic batch rolled back, or an idempotency key reused' }),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.adjustments;
      assertBatchSize(elements, '/adjustments');
      const batch = { elements, pointer: '/adjustments', atomic: request.query.atomic ?? false, identity: sameAdjustment };
      const outcome = await runBulkBatch<WarehouseAdjustment, object>(
        db,
        batch,
        (trx, items) =>
          adjustWarehouseInventory(
            trx,
            principal,
            items.map(({ element, index }) => ({ input: element, pointer: `/adjustments/${index}` })),
          ),
        storeElementsAnswer(reply, (o) => adjustmentsAnswer(elements, o)),
      );
      return sendElements(reply, outcome, adjustmentsAnswer(elements, outcome));
    },
  );

  app.put(
    '/inventory/snapshot.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Send a count of a warehouse (whole or partial) as of counted_at; the books follow it',
        body: SnapshotBody,
        response: { 200: SnapshotAnswer, ...problems, 422: Problem },
      },
    },
    async (request, reply) => writeTransaction(db, reply, (trx) => reconcileInventory(trx, principalOf(request), request.body)),
  );
}
