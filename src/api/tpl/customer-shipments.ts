import type { App, Deps } from '../deps.ts';
import { acknowledgeShipment } from '../../actions/acknowledge-shipment.ts';
import { answerCancellationRequest } from '../../actions/answer-cancellation.ts';
import { confirmationContext, confirmShipments } from '../../actions/confirm-shipments.ts';
import { shipmentStates } from '../../domain/shipments/shipments.repo.ts';
import { principalOf } from '../../http/auth.ts';
import { runBatch, runBulkBatch } from '../../http/batch/run-batch.ts';
import { sendBatch } from '../../http/batch/send-batch.ts';
import { storeBatchAnswer } from '../../http/write-transaction.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { batchResponses } from './receiving-routes.ts';
import { AcknowledgeBody, AcknowledgeElementResult, AtomicQuery, ShipBody, ShipElementResult } from '../../wire/tpl-shipments.ts';
import { CancellationAnswerResult, CancellationBody } from '../../wire/customer-shipment.ts';

const tags = ['3pl: customer shipments'];
/** PUT acknowledge.json, ship.json and cancellation.json (docs/3pl-api.md sections 6 and 7), batch writes with per-element answers. */
export async function tplShipmentWriteRoutes(app: App, { db }: Deps): Promise<void> {
  app.put(
    '/customer-shipments/acknowledge.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Acknowledge customer shipments (pending -> open)',
        querystring: AtomicQuery,
        body: AcknowledgeBody,
        response: batchResponses(AcknowledgeElementResult),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.shipments;
      assertBatchSize(elements, '/shipments');
      const ids = elements.map((e) => e.id);
      const before = await shipmentStates(db, ids, principal.warehouseIds);
      const batch = { elements, pointer: '/shipments', atomic: request.query.atomic ?? false };
      const outcome = await runBatch(
        db,
        batch,
        (trx, element, i) => acknowledgeShipment(trx, principal, element, `/shipments/${i}`),
        storeBatchAnswer(reply, ids, before),
      );
      return sendBatch(reply, ids, outcome, before);
    },
  );

  app.put(
    '/customer-shipments/ship.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: 'Confirm customer shipments as shipped',
        querystring: AtomicQuery,
        body: ShipBody,
        response: batchResponses(ShipElementResult),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.shipments;
      assertBatchSize(elements, '/shipments');
      const ids = elements.map((e) => e.id);
      const before = await shipmentStates(db, ids, principal.warehouseIds);
      const ctx = await confirmationContext(db, principal);
      const batch = { elements, pointer: '/shipments', atomic: request.query.atomic ?? false };
      const outcome = await runBulkBatch(
        db,
        batch,
        (trx, items) =>
          confirmShipments(
            trx,
            ctx,
            items.map(({ element, index }) => ({ input: element, pointer: `/shipments/${index}` })),
          ),
        storeBatchAnswer(reply, ids, before),
      );
      return sendBatch(reply, ids, outcome, before);
    },
  );

  app.put(
    '/customer-shipments/cancellation.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags,
        summary: "Answer the merchant's cancellation requests of acknowledged shipments: accept (cancelled) or reject (it goes on)",
        querystring: AtomicQuery,
        body: CancellationBody,
        response: batchResponses(CancellationAnswerResult),
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const elements = request.body.shipments;
      assertBatchSize(elements, '/shipments');
      const ids = elements.map((e) => e.id);
      const before = await shipmentStates(db, ids, principal.warehouseIds);
      const batch = { elements, pointer: '/shipments', atomic: request.query.atomic ?? false };
      const outcome = await runBatch(
        db,
        batch,
        (trx, element, i) => answerCancellationRequest(trx, principal, element, `/shipments/${i}`),
        storeBatchAnswer(reply, ids, before),
      );
      return sendBatch(reply, ids, outcome, before);
    },
  );
}
