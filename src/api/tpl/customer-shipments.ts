import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { App, Deps } from '../../app.ts';
import type { Db } from '../../db/connect.ts';
import { runBatch, runBulkBatch, type BatchOutcome, type ElementRunner } from '../../domain/batch/run-batch.ts';
import { acknowledgeShipment } from '../../domain/shipments/acknowledge-shipment.ts';
import { confirmShipments, type ConfirmContext } from '../../domain/shipments/confirm/confirm-shipments.ts';
import type { Principal } from '../../domain/partners/api-keys.repo.ts';
import { getSettings } from '../../domain/settings/settings.repo.ts';
import { principalOf } from '../../http/auth.ts';
import { assertBatchSize } from '../../http/limits.ts';
import { Problem } from '../schemas/common.ts';
import {
  AcknowledgeBody, AcknowledgeElementResult, AtomicQuery, ShipBody, ShipElementResult,
} from '../schemas/tpl-shipments.ts';
import { sendBatch } from './batch-reply.ts';

const tags = ['3pl: customer shipments'];
const batchResponses = (element: ReturnType<typeof Type.Object>) => ({
  200: Type.Object({ shipments: Type.Array(element) }, { description: 'Every element succeeded' }),
  207: Type.Object({ shipments: Type.Array(element) }, { description: 'Some elements failed; see each element\'s errors' }),
  400: Problem, 401: Problem, 403: Problem, 409: Problem, 413: Problem, 415: Problem,
  422: Type.Union([Type.Object({ shipments: Type.Array(element) }), Problem], { description: 'Atomic batch rolled back, or an idempotency key reused' }),
  429: Problem,
});

/** What every confirmation of a request shares: settings and the carrier list, read once per request. */
async function confirmContext(db: Db, principal: Principal): Promise<ConfirmContext> {
  const settings = await getSettings(db);
  const carriers = await db.selectFrom('carriers').select(['code', 'tracking_url_template']).execute();
  return {
    principal,
    currency: settings.currency,
    gs1CompanyPrefix: settings.gs1CompanyPrefix,
    multiWarehouseShipping: settings.multiWarehouseShipping,
    carriers: new Map(carriers.map((c) => [c.code, c.tracking_url_template])),
  };
}

/** PUT acknowledge.json and ship.json (CONTRACT 5), batch writes with per-element answers. */
export async function tplShipmentWriteRoutes(app: App, { db }: Deps): Promise<void> {
  app.put('/customer-shipments/acknowledge.json', {
    config: { auth: 'warehouse' },
    schema: {
      tags, summary: 'Acknowledge customer shipments (pending -> open)', querystring: AtomicQuery, body: AcknowledgeBody,
      response: batchResponses(AcknowledgeElementResult),
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    return runShipmentBatch(db, reply, principal, request.body.shipments, request.query.atomic,
      (trx, element, i) => acknowledgeShipment(trx, principal, element, `/shipments/${i}`));
  });

  app.put('/customer-shipments/ship.json', {
    config: { auth: 'warehouse' },
    schema: {
      tags, summary: 'Confirm customer shipments as shipped', querystring: AtomicQuery, body: ShipBody,
      response: batchResponses(ShipElementResult),
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const elements = request.body.shipments;
    assertBatchSize(elements, '/shipments');
    const ctx = await confirmContext(db, principal);
    const outcome = await runBulkBatch(db, elements, (trx, items) =>
      confirmShipments(trx, ctx, items.map(({ element, index }) => ({ input: element, pointer: `/shipments/${index}` }))),
    request.query.atomic ?? false);
    return answerBatch(db, reply, principal, elements, outcome);
  });
}

/** Runs one batch write over `shipments` and answers it per element (CONTRACT 3). */
async function runShipmentBatch<E extends { id: number }, R extends object>(
  db: Db, reply: FastifyReply, principal: Principal, elements: E[], atomic: boolean | undefined, runner: ElementRunner<E, R>,
) {
  assertBatchSize(elements, '/shipments');
  return answerBatch(db, reply, principal, elements, await runBatch(db, elements, runner, atomic ?? false));
}

function answerBatch<R extends object>(db: Db, reply: FastifyReply, principal: Principal, elements: { id: number }[], outcome: BatchOutcome<R>) {
  return sendBatch(db, reply, 'customer_shipments', elements.map((e) => e.id), principal.warehouseIds, outcome);
}
