import type { App, Deps } from '../deps.ts';
import { acknowledgeShipment } from '../../actions/acknowledge-shipment.ts';
import { answerCancellationRequest } from '../../actions/answer-cancellation.ts';
import { confirmationContext, confirmShipments } from '../../actions/confirm-shipments.ts';
import { shipmentStates } from '../../domain/shipments/shipments.repo.ts';
import { principalOf } from '../../http/auth.ts';
import { runBulkBatch } from '../../http/batch/run-batch.ts';
import { BatchStates, sendBatch } from '../../http/batch/send-batch.ts';
import { settleBatchAnswer } from '../../http/write-transaction.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { batchResponses, elementBatchRoute } from './receiving-routes.ts';
import { AcknowledgeBody, AcknowledgeElementResult, AtomicQuery, ShipBody, ShipElementResult } from '../../wire/tpl-shipments.ts';
import { CancellationAnswerResult, CancellationBody } from '../../wire/customer-shipment.ts';

const tags = ['3pl: customer shipments'];
/** PUT acknowledge.json, ship.json and cancellation.json (docs/3pl-api.md sections 6 and 7), batch writes with per-element answers. */
export async function tplShipmentWriteRoutes(app: App, { db }: Deps): Promise<void> {
  elementBatchRoute(
    app,
    db,
    {
      path: '/customer-shipments/acknowledge.json',
      table: 'customer_shipments',
      tags,
      summary: 'Acknowledge customer shipments (pending -> open)',
      body: AcknowledgeBody,
      result: AcknowledgeElementResult,
    },
    acknowledgeShipment,
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
      const states = await BatchStates.before(db, ids, (d, some) => shipmentStates(d, some, principal.warehouseIds));
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
        settleBatchAnswer(reply, ids, states),
      );
      return sendBatch(reply, db, ids, outcome, states);
    },
  );

  elementBatchRoute(
    app,
    db,
    {
      path: '/customer-shipments/cancellation.json',
      table: 'customer_shipments',
      tags,
      summary: "Answer the merchant's cancellation requests of acknowledged shipments: accept (cancelled) or reject (it goes on)",
      body: CancellationBody,
      result: CancellationAnswerResult,
    },
    answerCancellationRequest,
  );
}
