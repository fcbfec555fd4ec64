import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { createCarrier, getCarrier, listCarriers, updateCarrier, type Carrier } from '../../domain/carriers/carriers.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { storedInstant } from '../../http/time-range.ts';
import { IdParam, Nullable, Problem, Timestamp, UpdatedRange } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

/** Carrier codes are lowercase snake_case and start with a letter ("3pl" is the custom-carrier marker). */
const CarrierCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9]*(_[a-z0-9]+)*$', description: 'Lowercase snake_case' });
const Scac = Type.String({ pattern: '^[A-Z]{2,4}$', description: 'Standard Carrier Alpha Code, 2-4 capital letters' });
const Template = Type.String({ minLength: 1, maxLength: 2000, description: 'https URL containing {tracking_number}' });
const Name = Type.String({ minLength: 1, maxLength: 200 });

const CarrierOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  tracking_url_template: Nullable(Type.String()),
  scac: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const CarrierBody = Type.Object(
  {
    code: CarrierCode,
    name: Name,
    tracking_url_template: Type.Optional(Nullable(Template)),
    scac: Type.Optional(Nullable(Scac)),
  },
  { additionalProperties: false },
);

const CarrierPatch = Type.Object(
  {
    name: Type.Optional(Name),
    tracking_url_template: Type.Optional(Nullable(Template)),
    scac: Type.Optional(Nullable(Scac)),
  },
  { additionalProperties: false },
);

const CarrierQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    code: Type.Optional(Type.String({ description: 'Exact carrier code' })),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Name contains, case-insensitive' })),
    ...UpdatedRange,
  }),
]);

function carrierView(c: Carrier) {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    tracking_url_template: c.tracking_url_template,
    scac: c.scac,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

const tags = ['carriers'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** Carriers: the codes confirmations name, with their tracking URL templates (docs/admin-api.md "Carriers"). */
export async function carrierRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/carriers',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List carriers', querystring: CarrierQuery, response: { 200: Type.Array(CarrierOut), 400: Problem } },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const rows = await listCarriers(db, {
        code: request.query.code,
        q: request.query.q,
        updatedAtMin: storedInstant(request.query.updated_at_min),
        updatedAtMax: storedInstant(request.query.updated_at_max),
        limit: page.limit,
        offset: page.offset,
      });
      return sendPage(request, reply, page, rows).map(carrierView);
    },
  );

  app.post(
    '/carriers',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Add a carrier', body: CarrierBody, response: { 201: CarrierOut, ...errors } },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => carrierView(await getCarrier(trx, await createCarrier(trx, request.body))), 201),
  );

  app.get(
    '/carriers/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a carrier by id or code', params: IdParam, response: { 200: CarrierOut, 404: Problem } },
    },
    async (request) => carrierView(await getCarrier(db, await resolvePathRef(db, 'carriers', request.params.id))),
  );

  app.patch(
    '/carriers/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "Change a carrier's name, tracking URL template or SCAC",
        params: IdParam,
        body: CarrierPatch,
        response: { 200: CarrierOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await resolvePathRef(trx, 'carriers', request.params.id);
        await updateCarrier(trx, id, request.body);
        return carrierView(await getCarrier(trx, id));
      }),
  );
}
