import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { cancelPurchaseOrder } from '../../actions/cancel-purchase-order.ts';
import { confirmPurchaseOrder } from '../../actions/confirm-purchase-order.ts';
import { resolvePurchaseOrder } from '../../domain/inbound/purchase-order-input.ts';
import { updateDraftPurchaseOrder } from '../../domain/inbound/update-purchase-order.ts';
import {
  findPurchaseOrderId,
  insertPurchaseOrder,
  listPurchaseOrders,
  loadPurchaseOrder,
  loadPurchaseOrders,
} from '../../domain/inbound/purchase-orders.repo.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage } from '../../http/paging.ts';
import { writeTransaction } from '../../http/write-transaction.ts';
import { IdParam, Problem, UpdatedRange } from '../../wire/common.ts';
import { ConfirmBody, PurchaseOrderBody, PurchaseOrderOut, PurchaseOrderPatch, PurchaseOrderState } from '../../wire/inbound.ts';

const PurchaseOrderQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    number: Type.Optional(Type.String({ description: 'Purchase order number' })),
    state: Type.Optional(PurchaseOrderState),
    supplier: Type.Optional(Type.String({ description: 'Supplier code or id' })),
    warehouse: Type.Optional(Type.String({ description: 'Warehouse code or id' })),
    ...UpdatedRange,
  }),
]);

const tags = ['purchase orders'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** Purchase orders: drafted, confirmed into supplier shipments, cancelled (docs/admin-api.md "Purchase orders and suppliers"). */
export async function purchaseOrderRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/purchase-orders',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Create a draft purchase order',
        body: PurchaseOrderBody,
        response: { 201: PurchaseOrderOut, 400: Problem, 409: Problem, 422: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => loadPurchaseOrder(trx, await insertPurchaseOrder(trx, await resolvePurchaseOrder(trx, request.body))), 201),
  );

  app.get(
    '/purchase-orders',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List purchase orders', querystring: PurchaseOrderQuery, response: { 200: Type.Array(PurchaseOrderOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'updated');
      const filter = {
        number: q.number,
        state: q.state,
        supplier: q.supplier,
        warehouse: q.warehouse,
        updatedAtMin: q.updated_at_min,
        updatedAtMax: q.updated_at_max,
      };
      const rows = await listPurchaseOrders(db, filter, page.window);
      return loadPurchaseOrders(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
      );
    },
  );

  app.get(
    '/purchase-orders/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a purchase order by number or id', params: IdParam, response: { 200: PurchaseOrderOut, 404: Problem } },
    },
    async (request) => loadPurchaseOrder(db, await findPurchaseOrderId(db, request.params.id)),
  );

  app.patch(
    '/purchase-orders/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Change a draft purchase order: its supplier, warehouse, reference, currency, expected date, or all its lines',
        params: IdParam,
        body: PurchaseOrderPatch,
        response: { 200: PurchaseOrderOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await findPurchaseOrderId(trx, request.params.id);
        await updateDraftPurchaseOrder(trx, id, request.body);
        return loadPurchaseOrder(trx, id);
      }),
  );

  app.post(
    '/purchase-orders/:id/confirm',
    {
      // Without a body, one supplier shipment holds the whole order.
      config: { auth: 'staff', optionalBody: true },
      schema: {
        tags,
        summary: 'Confirm a draft purchase order and announce its supplier shipments to the warehouse',
        params: IdParam,
        body: ConfirmBody,
        response: { 200: PurchaseOrderOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await findPurchaseOrderId(trx, request.params.id);
        await confirmPurchaseOrder(trx, id, request.body);
        return loadPurchaseOrder(trx, id);
      }),
  );

  app.post(
    '/purchase-orders/:id/cancel',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Cancel what of a purchase order is not received: its supplier shipments not received, and the order',
        params: IdParam,
        response: { 200: PurchaseOrderOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await findPurchaseOrderId(trx, request.params.id);
        await cancelPurchaseOrder(trx, id);
        return loadPurchaseOrder(trx, id);
      }),
  );
}
