import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { createSupplier, getSupplier, listSuppliers } from '../../domain/inbound/suppliers.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { writeTransaction } from '../../http/write-transaction.ts';
import { IdParam, Problem, UpdatedRange } from '../../wire/common.ts';
import { SupplierBody, SupplierOut } from '../../wire/inbound.ts';

const SupplierQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    code: Type.Optional(Type.String({ description: 'Exact supplier code' })),
    ...UpdatedRange,
  }),
]);

const tags = ['purchase orders'];

/** Suppliers purchase orders buy from (docs/admin-api.md "Suppliers"). */
export async function supplierRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/suppliers',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create a supplier', body: SupplierBody, response: { 201: SupplierOut, 400: Problem, 409: Problem } },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => getSupplier(trx, await createSupplier(trx, request.body)), 201),
  );

  app.get(
    '/suppliers',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List suppliers', querystring: SupplierQuery, response: { 200: Type.Array(SupplierOut), 400: Problem } },
    },
    async (request, reply) => {
      const { code, updated_at_min, updated_at_max } = request.query;
      const page = pageOf(request.query);
      const rows = await listSuppliers(db, { code, updatedAtMin: updated_at_min, updatedAtMax: updated_at_max }, page);
      return sendPage(request, reply, page, rows);
    },
  );

  app.get(
    '/suppliers/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a supplier by id or code', params: IdParam, response: { 200: SupplierOut, 404: Problem } },
    },
    async (request) => getSupplier(db, await resolvePathRef(db, 'suppliers', request.params.id)),
  );
}
