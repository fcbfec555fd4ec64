import { transact } from '../../db/transactions.ts';
import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { createReturn } from '../../actions/create-return.ts';
import { orderReturnable, previewReturn } from '../../domain/returns/preview-return.ts';
import { findReturnOrderId, listReturnOrders, loadReturnOrders } from '../../domain/returns/return-orders.repo.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage } from '../../http/paging.ts';
import { IdParam, Problem, UpdatedRange } from '../../wire/common.ts';
import { ReturnSource } from '../../wire/references.ts';
import { OrderReturnableOut, ReturnBody, ReturnOrderOut, ReturnOrderState, ReturnPreviewOut } from '../../wire/returns.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const ReturnQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    number: Type.Optional(Type.String({ description: 'Return order number (RO-000001)' })),
    state: Type.Optional(ReturnOrderState),
    source: Type.Optional(ReturnSource),
    order: Type.Optional(Type.String({ description: 'Sales order number or id' })),
    ...UpdatedRange,
  }),
]);

async function loadOne(db: Db, id: number) {
  const [view] = await loadReturnOrders(db, [id]);
  if (!view) throw notFound('return order');
  return view;
}

const tags = ['returns'];

/** Returns (docs/admin-api.md "Returns and routing"): one workflow for every source; creating one routes it to warehouses. */
export async function returnRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/returns',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Create a return: checked against what shipped, routed, one CRS per warehouse',
        body: ReturnBody,
        response: { 201: ReturnOrderOut, 400: Problem, 422: Problem },
      },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => loadOne(trx, await createReturn(trx, request.body)), 201),
  );

  app.post(
    '/returns/preview',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'What POST /returns would create for this body, and why each line goes where it goes; writes nothing',
        body: ReturnBody,
        response: { 200: ReturnPreviewOut, 400: Problem, 422: Problem },
      },
    },
    async (request) => transact(db, (trx) => previewReturn(trx, request.body)),
  );

  app.get(
    '/orders/:id/returnable',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "What can still be returned of an order's lines (by number or id): ordered, shipped, returned",
        params: IdParam,
        response: { 200: OrderReturnableOut, 404: Problem },
      },
    },
    async (request) => transact(db, (trx) => orderReturnable(trx, request.params.id)),
  );

  app.get(
    '/returns',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List return orders', querystring: ReturnQuery, response: { 200: Type.Array(ReturnOrderOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'updated');
      const rows = await listReturnOrders(
        db,
        {
          number: q.number,
          state: q.state,
          source: q.source,
          order: q.order,
          updatedAtMin: q.updated_at_min,
          updatedAtMax: q.updated_at_max,
        },
        page.window,
      );
      return loadReturnOrders(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
      );
    },
  );

  app.get(
    '/returns/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a return order by number (RO-000001) or id', params: IdParam, response: { 200: ReturnOrderOut, 404: Problem } },
    },
    async (request) => loadOne(db, await findReturnOrderId(db, request.params.id)),
  );
}
