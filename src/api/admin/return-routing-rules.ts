import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import {
  createRoutingRule,
  deleteRoutingRule,
  getRoutingRule,
  listRoutingRules,
  routingRuleRecord,
  updateRoutingRule,
} from '../../domain/returns/routing-rules.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Code, Id, MAX_ID, Nullable, Problem, Ref } from '../../wire/common.ts';
import { RoutingRuleOut } from '../../wire/returns.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const Priority = Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Lower is tried first; ties go to the older rule' });
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 destination country' });

const RuleBody = Type.Object(
  {
    priority: Priority,
    channel: Type.Optional(Nullable(Ref)),
    country_code: Type.Optional(Nullable(CountryCode)),
    product_code: Type.Optional(Nullable(Code)),
    warehouse: Ref,
  },
  { additionalProperties: false },
);

const RulePatch = Type.Object(
  {
    priority: Type.Optional(Priority),
    channel: Type.Optional(Nullable(Ref)),
    country_code: Type.Optional(Nullable(CountryCode)),
    product_code: Type.Optional(Nullable(Code)),
    warehouse: Type.Optional(Ref),
  },
  { additionalProperties: false },
);

const RuleQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    warehouse: Type.Optional(Type.String({ minLength: 1, description: 'Warehouse id or code' })),
  }),
]);

const RuleIdParam = Type.Object({ id: Id });

const tags = ['return-routing-rules'];
const errors = { 400: Problem, 404: Problem, 422: Problem };

/** The merchant's return routing rules (docs/admin-api.md "Return routing rules"), tried in priority order; first match wins. */
export async function routingRuleRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/return-routing-rules',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Add a return routing rule', body: RuleBody, response: { 201: RoutingRuleOut, ...errors } },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const id = await createRoutingRule(trx, request.body);
          return routingRuleRecord(await getRoutingRule(trx, id));
        },
        201,
      ),
  );

  app.get(
    '/return-routing-rules',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List rules in the order they are tried (priority, then id)',
        querystring: RuleQuery,
        response: { 200: Type.Array(RoutingRuleOut), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const warehouseId = request.query.warehouse === undefined ? undefined : await resolvePathRef(db, 'warehouses', request.query.warehouse);
      const rows = await listRoutingRules(db, { warehouseId, limit: page.limit, offset: page.offset });
      return sendPage(request, reply, page, rows).map(routingRuleRecord);
    },
  );

  app.get(
    '/return-routing-rules/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a return routing rule', params: RuleIdParam, response: { 200: RoutingRuleOut, 400: Problem, 404: Problem } },
    },
    async (request) => routingRuleRecord(await getRoutingRule(db, request.params.id)),
  );

  app.patch(
    '/return-routing-rules/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Change a rule; null removes a condition', params: RuleIdParam, body: RulePatch, response: { 200: RoutingRuleOut, ...errors } },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        await updateRoutingRule(trx, request.params.id, request.body);
        return routingRuleRecord(await getRoutingRule(trx, request.params.id));
      }),
  );

  app.delete(
    '/return-routing-rules/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Delete a rule', params: RuleIdParam, response: { 204: Type.Null(), 400: Problem, 404: Problem } },
    },
    async (request, reply) => {
      await writeTransaction(db, reply, (trx) => deleteRoutingRule(trx, request.params.id), 204);
      return reply.send(null);
    },
  );
}
