import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { createPartner, getPartner, listPartners, updatePartner } from '../../domain/partners/partners.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { storedInstant } from '../../http/time-range.ts';
import { Code, IdParam, Nullable, Problem, Ref, Timestamp, UpdatedRange } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Warehouses = Type.Array(Ref, { maxItems: 250, description: 'Warehouse codes or ids run by this 3PL' });

const PartnerOut = Type.Object({
  id: Type.Integer(),
  code: Nullable(Type.String()),
  name: Type.String(),
  warehouses: Type.Array(Type.String(), { description: 'Warehouse codes' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const PartnerBody = Type.Object(
  {
    name: Name,
    code: Type.Optional(Nullable(Code)),
    warehouses: Warehouses,
  },
  { additionalProperties: false },
);

const PartnerPatch = Type.Object(
  {
    name: Type.Optional(Name),
    code: Type.Optional(Nullable(Code)),
    warehouses: Type.Optional(Warehouses),
  },
  { additionalProperties: false },
);

const PartnerQuery = Type.Intersect([PageQuery, Type.Object({ code: Type.Optional(Type.String()), ...UpdatedRange })]);

const tags = ['partners'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** 3PL partners and the warehouses each runs (docs/admin-api.md "Partners"); a warehouse key sees its partner's warehouses. */
export async function partnerRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/partners',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create a 3PL partner', body: PartnerBody, response: { 201: PartnerOut, ...errors } },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const id = await createPartner(trx, request.body);
          return getPartner(trx, id);
        },
        201,
      ),
  );

  app.get(
    '/partners',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List partners', querystring: PartnerQuery, response: { 200: Type.Array(PartnerOut), 400: Problem } },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const rows = await listPartners(db, {
        code: request.query.code,
        updatedAtMin: storedInstant(request.query.updated_at_min),
        updatedAtMax: storedInstant(request.query.updated_at_max),
        limit: page.limit,
        offset: page.offset,
      });
      return sendPage(request, reply, page, rows);
    },
  );

  app.get(
    '/partners/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a partner by id or code', params: IdParam, response: { 200: PartnerOut, 404: Problem } },
    },
    async (request) => getPartner(db, await resolvePathRef(db, 'partners', request.params.id)),
  );

  app.patch(
    '/partners/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Change a partner; warehouses replaces the whole list',
        params: IdParam,
        body: PartnerPatch,
        response: { 200: PartnerOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await resolvePathRef(trx, 'partners', request.params.id);
        await updatePartner(trx, id, request.body);
        return getPartner(trx, id);
      }),
  );
}
