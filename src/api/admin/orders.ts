import { Type, type Static } from 'typebox';
import { CODE_LIST } from '../../wire/keywords.ts';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { cancelOrder } from '../../actions/cancel-order.ts';
import { createOrder } from '../../actions/create-order.ts';
import { editOrderAddress } from '../../actions/edit-order-address.ts';
import { holdOrder, releaseOrderHold } from '../../actions/hold-shipment.ts';
import { findOrderId, listOrders, loadOrders } from '../../domain/orders/orders.repo.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage } from '../../http/paging.ts';
import { searchParam, searchWords } from '../../http/search.ts';
import { Address, DateString, DecimalString, Id, IdParam, Nullable, Problem, Quantity, Ref, UpdatedRange } from '../../wire/common.ts';
import { OrderOut } from '../../wire/orders.ts';
import { CancelInput, HoldInput, OrderCancelOutcome, OrderHoldOutcome } from '../../wire/customer-shipment.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const Text = (maxLength: number) => Type.String({ maxLength });

const OrderLineBody = Type.Object(
  {
    product_code: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id], { description: 'Product code, or product id' }),
    quantity: Quantity,
    unit_price: DecimalString,
    unit_customs_value: Type.Optional(Nullable(DecimalString)),
    warehouse: Type.Optional(Ref),
  },
  { additionalProperties: false },
);

export const OrderBody = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 64, description: "The merchant's own order number, unique" }),
    reference: Type.Optional(Nullable(Text(200))),
    channel: Ref,
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: "ISO 4217 code; default the merchant's currency", [CODE_LIST]: 'CurrencyCode' })),
    customer: Type.Object(
      {
        code: Type.String({ minLength: 1, maxLength: 100 }),
        name: Type.String({ minLength: 1, maxLength: 200 }),
        email: Type.Optional(Nullable(Text(200))),
        phone: Type.Optional(Nullable(Text(50))),
      },
      { additionalProperties: false },
    ),
    shipping_address: Address,
    warehouse: Type.Optional(Ref),
    shipping_instructions: Type.Optional(Nullable(Text(2000))),
    carrier_identifier: Type.Optional(Nullable(Text(100))),
    carrier_service: Type.Optional(Nullable(Text(200))),
    planned_date: Type.Optional(Nullable(DateString)),
    lines: Type.Array(OrderLineBody, { minItems: 1, maxItems: 250 }),
  },
  { additionalProperties: false },
);

/**
 * PATCH /orders/{id}: what may change on an order once it is stored. `shipping_address` is the whole new
 * address (fields left out become null), checked as an order's.
 */
export const OrderPatchBody = Type.Object({ shipping_address: Address }, { additionalProperties: false });

export const OrderQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    number: Type.Optional(Type.String()),
    channel: Type.Optional(Type.String({ description: 'Channel code or id' })),
    state: Type.Optional(Type.Enum(['open', 'cancelled', 'done'])),
    ...UpdatedRange,
    q: searchParam(
      "An order's terms: its number and reference, its customer's name (each word), email and the email's part before @, " +
        'and of each of its shipments (backorders included) the number, the product codes on its lines (bundle components included) ' +
        'and the tracking numbers of the shipment and its packages',
    ),
  }),
]);

/** The orders a query's filters select: the list and its CSV export read the same (exports.ts). */
export function orderFilterOf(q: Pick<Static<typeof OrderQuery>, 'number' | 'channel' | 'state' | 'updated_at_min' | 'updated_at_max' | 'q'>) {
  return { number: q.number, channel: q.channel, state: q.state, updatedAtMin: q.updated_at_min, updatedAtMax: q.updated_at_max, words: searchWords(q.q) };
}

async function loadOne(db: Db, id: number) {
  const [order] = await loadOrders(db, [id]);
  if (!order) throw notFound('order');
  return order;
}

const tags = ['orders'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** The order after POST /orders/{id}/cancel, with what happened to each of its shipments. */
const OrderCancelled = Type.Object({ ...OrderOut.properties, cancellation_outcomes: OrderCancelOutcome });

/** Sales orders: creating one creates its customer shipments (docs/admin-api.md "Orders"). */
export async function orderRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/orders',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create an order and one customer shipment per warehouse', body: OrderBody, response: { 201: OrderOut, ...errors } },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => loadOne(trx, (await createOrder(trx, request.body)).id), 201),
  );

  app.get(
    '/orders',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List orders', querystring: OrderQuery, response: { 200: Type.Array(OrderOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = orderFilterOf(q);
      const page = await openSyncPage(db, request, q, 'updated', { searched: filter.words !== undefined });
      const rows = await listOrders(db, filter, page.window);
      return loadOrders(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get an order by number or id', params: IdParam, response: { 200: OrderOut, 404: Problem } },
    },
    async (request) => loadOne(db, await findOrderId(db, request.params.id)),
  );

  app.patch(
    '/orders/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "Edit an open order's shipping address; refused (409 shipment_acknowledged) once the warehouse acknowledged one of its shipments",
        params: IdParam,
        body: OrderPatchBody,
        response: { 200: OrderOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await findOrderId(trx, request.params.id);
        await editOrderAddress(trx, id, request.body.shipping_address);
        return loadOne(trx, id);
      }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { auth: 'staff', optionalBody: true },
      schema: {
        tags,
        summary: 'Cancel what is left of an order: each shipment as its state allows, answering what happened to each',
        description:
          'Waiting, pending and held shipments are cancelled at once; acknowledged ones get a cancellation request the warehouse answers; shipped ones stay shipped. 200 when nothing waits for a warehouse, 202 when a cancellation request does.',
        params: IdParam,
        body: CancelInput,
        response: { 200: OrderCancelled, 202: OrderCancelled, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const id = await findOrderId(trx, request.params.id);
          const outcomes = await cancelOrder(trx, id, request.body);
          return { ...(await loadOne(trx, id)), cancellation_outcomes: outcomes };
        },
        (answer) => (answer.cancellation_outcomes.some((o) => o.outcome === 'cancellation_requested' || o.outcome === 'already_requested') ? 202 : 200),
      ),
  );

  app.post(
    '/orders/:id/hold',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Hold every waiting and pending shipment of an open order; answers what happened to each shipment',
        params: IdParam,
        body: HoldInput,
        response: { 200: OrderHoldOutcome, ...errors },
      },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => holdOrder(trx, await findOrderId(trx, request.params.id), request.body)),
  );

  app.post(
    '/orders/:id/release-hold',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Release the hold of every held shipment of an open order; answers what happened to each shipment',
        params: IdParam,
        response: { 200: OrderHoldOutcome, ...errors },
      },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => releaseOrderHold(trx, await findOrderId(trx, request.params.id))),
  );
}
