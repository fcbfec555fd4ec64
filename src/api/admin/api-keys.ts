import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../../domain/partners/api-keys.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Id, Nullable, Problem, Ref, Timestamp } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const Role = Type.Enum(['staff', 'viewer', 'warehouse'], {
  description: 'staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner',
});

const ApiKeyOut = Type.Object({
  id: Type.Integer(),
  prefix: Type.String({ description: 'First characters of the key, to recognise it' }),
  role: Role,
  partner: Nullable(Type.Integer({ description: 'Partner id of a warehouse key' })),
  name: Nullable(Type.String()),
  created_at: Timestamp,
  last_used_at: Nullable(Timestamp),
  revoked_at: Nullable(Timestamp),
});

const CreatedKeyOut = Type.Object({
  id: Type.Integer(),
  key: Nullable(Type.String({ description: 'The key itself: shown only in this answer; null in the replay of a request sent again with its Idempotency-Key' })),
  prefix: Type.String(),
  role: Role,
  partner: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  created_at: Timestamp,
});

const ApiKeyBody = Type.Object(
  {
    role: Role,
    partner: Type.Optional(Ref),
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  },
  { additionalProperties: false },
);

const ApiKeyQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    role: Type.Optional(Role),
    partner: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Partner id or code (404 when unknown)' })),
    revoked: Type.Optional(Type.Boolean({ description: 'true: revoked keys only; false: active keys only' })),
  }),
]);

const KeyIdParam = Type.Object({ id: Id });

const tags = ['api-keys'];

/** API keys (docs/admin-api.md "API keys"): created by staff, shown once, stored as a hash, revocable. */
export async function apiKeyRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/api-keys',
    {
      config: { auth: 'staff', shownOnce: 'key' },
      schema: {
        tags,
        summary: 'Create an API key; the key is shown only in this answer',
        body: ApiKeyBody,
        response: { 201: CreatedKeyOut, 400: Problem, 422: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const { view, key } = await createApiKey(trx, request.body);
          return { id: view.id, key, prefix: view.prefix, role: view.role, partner: view.partner, name: view.name, created_at: view.created_at };
        },
        201,
      ),
  );

  app.get(
    '/api-keys',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List API keys (never the keys themselves)',
        querystring: ApiKeyQuery,
        response: { 200: Type.Array(ApiKeyOut), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const partnerId = request.query.partner === undefined ? undefined : await resolvePathRef(db, 'partners', request.query.partner);
      const rows = await listApiKeys(db, {
        role: request.query.role,
        partnerId,
        revoked: request.query.revoked,
        limit: page.limit,
        offset: page.offset,
      });
      return sendPage(request, reply, page, rows);
    },
  );

  app.get(
    '/api-keys/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get an API key record', params: KeyIdParam, response: { 200: ApiKeyOut, 400: Problem, 404: Problem } },
    },
    async (request) => getApiKey(db, request.params.id),
  );

  app.delete(
    '/api-keys/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Revoke an API key', params: KeyIdParam, response: { 204: Type.Null(), 400: Problem, 404: Problem, 422: Problem } },
    },
    async (request, reply) => {
      await writeTransaction(db, reply, (trx) => revokeApiKey(trx, request.params.id), 204);
      return reply.send(null);
    },
  );
}
