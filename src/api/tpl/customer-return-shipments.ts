import { Type, type TSchema } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { acknowledgeReturnShipment } from '../../actions/acknowledge-return-shipment.ts';
import { receiveReturnShipments } from '../../actions/receive-return-shipments.ts';
import type { ReceiveInput } from '../../domain/returns/receive/claim-receipts.ts';
import { polledStates } from '../../domain/shared/warehouse-poll.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { principalOf } from '../../http/auth.ts';
import { runBatch, runBulkBatch } from '../../http/batch/run-batch.ts';
import { sendBatch } from '../../http/batch/send-batch.ts';
import { storeBatchAnswer } from '../../http/write-transaction.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { Problem } from '../schemas/common.ts';
import { ReceiveBody, ReceiveElementResult, ReturnAcknowledgeBody } from '../schemas/returns.ts';
import { AcknowledgeElementResult, AtomicQuery } from '../schemas/tpl-shipments.ts';
import { tplReturnShipmentFetchRoutes } from './customer-return-shipment-fetch.ts';

const tags = ['3pl: customer return shipments'];
const batchResponses = (element: TSchema) => ({
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
 * A receive line must name its CRS line by `id` or by `product_code`: a structural rule, answered
 * like a schema violation (400, every such line listed, nothing applied).
 */
function assertLinesNamed(shipments: ReceiveInput[]): void {
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

/**
 * The customer return shipment interface (docs/3pl-api.md section 13): the poll, and the batch writes
 * acknowledge.json and receive.json with per-element answers.
 */
export async function tplReturnShipmentRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  await tplReturnShipmentFetchRoutes(app, deps);

  app.put(
    '/customer-return-shipments/acknowledge.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Acknowledge customer return shipments (pending -> open)',
        querystring: AtomicQuery,
        body: ReturnAcknowledgeBody,
        response: batchResponses(AcknowledgeElementResult),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.shipments;
      assertBatchSize(elements, '/shipments');
      const ids = elements.map((e) => e.id);
      const before = await polledStates(db, 'customer_return_shipments', ids, principal.warehouseIds);
      const batch = { elements, pointer: '/shipments', atomic: request.query.atomic ?? false };
      const outcome = await runBatch(
        db,
        batch,
        (trx, element, i) => acknowledgeReturnShipment(trx, principal, element, `/shipments/${i}`),
        storeBatchAnswer(reply, ids, before),
      );
      return sendBatch(reply, ids, outcome, before);
    },
  );

  app.put(
    '/customer-return-shipments/receive.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Receive customer return shipments (pending or open -> done)',
        querystring: AtomicQuery,
        body: ReceiveBody,
        response: batchResponses(ReceiveElementResult),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.shipments;
      assertBatchSize(elements, '/shipments');
      assertLinesNamed(elements);
      const ids = elements.map((e) => e.id);
      const before = await polledStates(db, 'customer_return_shipments', ids, principal.warehouseIds);
      const batch = { elements, pointer: '/shipments', atomic: request.query.atomic ?? false };
      const outcome = await runBulkBatch(
        db,
        batch,
        (trx, items) =>
          receiveReturnShipments(
            trx,
            principal,
            items.map(({ element, index }) => ({ input: element, pointer: `/shipments/${index}` })),
          ),
        storeBatchAnswer(reply, ids, before),
      );
      return sendBatch(reply, ids, outcome, before);
    },
  );
}
