import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { EVENT_TYPES } from '../../wire/events.ts';
import { ALL_EVENTS } from '../../domain/webhooks/audience.ts';
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, rotateSecret, updateEndpoint } from '../../domain/webhooks/endpoints.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { checkWebhookUrl, type UrlPolicy } from '../../domain/webhooks/url-rule.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Id, Nullable, Problem, Ref, Timestamp } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const EventSelector = Type.Enum([...EVENT_TYPES, ALL_EVENTS], { description: 'An event type, or "*" for all' });
const Events = Type.Array(EventSelector, { minItems: 1, uniqueItems: true });
const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'https URL of a public host' });
const Description = Nullable(Type.String({ maxLength: 500 }));

const EndpointFields = {
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  channel: Nullable(Type.String({ description: 'Channel code: the endpoint hears what concerns its orders' })),
  partner: Nullable(Type.Integer({ description: "Partner id: the endpoint hears what concerns the partner's warehouses" })),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  failing_since: Nullable(
    Type.String({ format: 'date-time', description: 'First failed attempt of the current failure streak; null once a delivery succeeds' }),
  ),
  consecutive_failures: Type.Integer({ description: 'Failed attempts since the last successful delivery' }),
  last_error: Nullable(
    Type.String({
      description:
        'Why the latest attempt of the current failure streak failed, while failing_since is set; null once a delivery succeeds or the endpoint is enabled again',
    }),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
};
const EndpointOut = Type.Object(EndpointFields);
const EndpointWithSecret = Type.Object({
  ...EndpointFields,
  secret: Nullable(
    Type.String({ description: 'Signing secret (whsec_...): shown only in this answer; null in the replay of a request sent again with its Idempotency-Key' }),
  ),
});

const EndpointBody = Type.Object(
  {
    url: Url,
    events: Events,
    channel: Type.Optional(Ref),
    partner: Type.Optional(Ref),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

const EndpointPatch = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const EndpointQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    channel: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Channel id or code (404 when unknown)' })),
    partner: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Partner id or code (404 when unknown)' })),
    enabled: Type.Optional(Type.Boolean()),
    failing: Type.Optional(Type.Boolean({ description: 'true: only endpoints whose deliveries keep failing (failing_since set)' })),
  }),
]);

const EndpointIdParam = Type.Object({ id: Id });

/** Read at request time so that operators can change it without a code path through Config. */
function urlPolicy(): UrlPolicy {
  return { allowPrivate: process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE === '1' };
}

const tags = ['webhook-endpoints'];
const errors = { 400: Problem, 404: Problem, 422: Problem };

/** Webhook endpoint records (docs/admin-api.md "Webhook endpoints", docs/events.md): where events are pushed, and the secret that signs them. */
export async function webhookEndpointRoutes(app: App, { db, keyring }: Deps): Promise<void> {
  app.post(
    '/webhook-endpoints',
    {
      config: { auth: 'staff', shownOnce: 'secret' },
      schema: {
        tags,
        summary: 'Register a webhook endpoint; its signing secret is shown only here',
        body: EndpointBody,
        response: { 201: EndpointWithSecret, ...errors },
      },
    },
    async (request, reply) => {
      // DNS is consulted before the transaction opens: nothing slow runs inside one.
      await checkWebhookUrl(request.body.url, urlPolicy());
      return writeTransaction(
        db,
        reply,
        async (trx) => {
          const { id, secret } = await createEndpoint(trx, keyring, request.body);
          return { ...(await getEndpoint(trx, id)), secret };
        },
        201,
      );
    },
  );

  app.get(
    '/webhook-endpoints',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List webhook endpoints (never their secrets)',
        querystring: EndpointQuery,
        response: { 200: Type.Array(EndpointOut), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const { channel, partner, enabled, failing } = request.query;
      const rows = await listEndpoints(db, {
        channelId: channel === undefined ? undefined : await resolvePathRef(db, 'channels', channel),
        partnerId: partner === undefined ? undefined : await resolvePathRef(db, 'partners', partner),
        enabled,
        failing,
        limit: page.limit,
        offset: page.offset,
      });
      return sendPage(request, reply, page, rows);
    },
  );

  app.get(
    '/webhook-endpoints/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a webhook endpoint', params: EndpointIdParam, response: { 200: EndpointOut, 400: Problem, 404: Problem } },
    },
    async (request) => getEndpoint(db, request.params.id),
  );

  app.patch(
    '/webhook-endpoints/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Change URL, events, description or enabled',
        params: EndpointIdParam,
        body: EndpointPatch,
        response: { 200: EndpointOut, ...errors },
      },
    },
    async (request, reply) => {
      await getEndpoint(db, request.params.id);
      // DNS is consulted before the transaction opens, as on creation.
      if (request.body.url !== undefined) await checkWebhookUrl(request.body.url, urlPolicy());
      return writeTransaction(db, reply, async (trx) => {
        await updateEndpoint(trx, request.params.id, request.body);
        return getEndpoint(trx, request.params.id);
      });
    },
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    {
      config: { auth: 'staff', shownOnce: 'secret' },
      schema: {
        tags,
        summary: 'Replace the signing secret (the old one keeps signing beside it for 24 h); the new one is shown only here',
        params: EndpointIdParam,
        response: { 200: EndpointWithSecret, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const secret = await rotateSecret(trx, keyring, request.params.id);
        return { ...(await getEndpoint(trx, request.params.id)), secret };
      }),
  );

  app.delete(
    '/webhook-endpoints/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Remove a webhook endpoint and its delivery log',
        params: EndpointIdParam,
        response: { 204: Type.Null(), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      await writeTransaction(db, reply, (trx) => deleteEndpoint(trx, request.params.id), 204);
      return reply.send(null);
    },
  );
}
