import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { getEvent, listEvents } from '../../domain/webhooks/event-log.ts';
import { EVENT_TYPES } from '../../wire/events.ts';
import { redeliverEvent } from '../../domain/webhooks/redeliver.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage, splitList } from '../../http/paging.ts';
import { storedInstant } from '../../http/time-range.ts';
import { ID_RANGE, Id, Nullable, Problem, Timestamp } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const DeliveryStatus = Type.Enum(['pending', 'delivered', 'failed']);

const DeliveryOut = Type.Object({
  id: Type.Integer(),
  endpoint: Type.Integer({ description: 'Webhook endpoint id' }),
  url: Type.String({ description: "The endpoint's URL today" }),
  status: DeliveryStatus,
  attempts: Type.Integer({ description: 'Attempts since the delivery was (re)queued' }),
  last_status_code: Nullable(Type.Integer({ description: 'HTTP status of the last attempt; null when none answered' })),
  last_error: Nullable(Type.String({ description: 'Why the last attempt failed; null after a success' })),
  next_attempt_at: Nullable(Timestamp),
  delivered_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const EventOut = Type.Object({
  id: Type.Integer(),
  webhook_id: Type.String({ description: 'The webhook-id header of every delivery of this event' }),
  type: Type.String(),
  resource_type: Type.String(),
  resource_id: Type.Integer(),
  resource_name: Nullable(
    Type.String({ description: 'The number or code people know the record by (CS-000001, RO-000001, a product code); null for a record without one' }),
  ),
  channel: Nullable(Type.String({ description: 'Code of the channel whose order the event concerns' })),
  warehouse: Nullable(Type.String({ description: 'Code of the warehouse the event concerns' })),
  data: Type.Unknown(),
  created_at: Timestamp,
  fanned_out_at: Nullable(Timestamp),
  deliveries: Type.Array(DeliveryOut),
});

// One event type, for the `type` filter: an unknown type is a 400, not a silently empty list.
const TYPE = `(${EVENT_TYPES.map((t) => t.replace('.', '\\.')).join('|')})`;

const EventQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    type: Type.Optional(Type.String({ pattern: `^${TYPE}(,${TYPE})*$`, description: `Comma-separated event types: ${EVENT_TYPES.join(', ')}` })),
    resource_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    resource_id: Type.Optional(Id),
    created_at_min: Type.Optional(Timestamp),
    created_at_max: Type.Optional(Timestamp),
    endpoint: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Only events with a delivery to this endpoint' })),
    delivery_status: Type.Optional(DeliveryStatus),
    newest_first: Type.Optional(
      Type.Boolean({
        description:
          'true: newest first (created_at, then id, descending); the Link cursor keeps that order. A sync_token still answers events in the order they were written',
      }),
    ),
  }),
]);

const EventIdParam = Type.Object({ id: Id });

const RedeliverBody = Type.Object(
  {
    endpoint: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Only to this endpoint; default every endpoint the event was sent to' })),
  },
  { additionalProperties: false },
);

const tags = ['events'];

/** The outbox as staff see it (docs/admin-api.md "Events", docs/events.md): events, their deliveries, and redelivery. */
export async function eventRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/events',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List events with their deliveries, oldest first (newest_first=true: newest first)',
        querystring: EventQuery,
        response: { 200: Type.Array(EventOut), 400: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'created', { newestFirst: q.newest_first === true });
      const rows = await listEvents(
        db,
        {
          types: splitList(q.type),
          resourceType: q.resource_type,
          resourceId: q.resource_id,
          createdAtMin: storedInstant(q.created_at_min),
          createdAtMax: storedInstant(q.created_at_max),
          endpointId: q.endpoint,
          deliveryStatus: q.delivery_status,
        },
        page.window,
      );
      return sendSyncPage(request, reply, page, rows);
    },
  );

  app.get(
    '/events/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get an event with its deliveries', params: EventIdParam, response: { 200: EventOut, 400: Problem, 404: Problem } },
    },
    async (request) => getEvent(db, request.params.id),
  );

  app.post(
    '/events/:id/redeliver',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Queue an event again, to every endpoint it was sent to or to one endpoint',
        params: EventIdParam,
        body: RedeliverBody,
        response: { 202: EventOut, 400: Problem, 404: Problem, 422: Problem },
      },
      // The body is optional: a POST without one means "every endpoint".
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          await redeliverEvent(trx, request.params.id, request.body.endpoint);
          return getEvent(trx, request.params.id);
        },
        202,
      ),
  );
}
