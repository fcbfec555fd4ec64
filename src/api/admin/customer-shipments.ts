import { Type, type Static } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { cancelShipment } from '../../actions/cancel-shipment.ts';
import { releaseShipment } from '../../actions/release-shipment.ts';
import { holdCustomerShipment, releaseCustomerShipmentHold } from '../../actions/hold-shipment.ts';
import { loadShipmentRecords } from '../../domain/shipments/shipment-view.ts';
import { listShipments } from '../../domain/shipments/shipments.repo.ts';
import { CommaList, SyncPageQuery, openSyncPage, sendSyncPage, splitList } from '../../http/paging.ts';
import { searchParam, searchWords } from '../../http/search.ts';
import { AdminCustomerShipment, CancelInput, HoldInput, ShipmentState } from '../../wire/customer-shipment.ts';
import { Id, Problem, UpdatedRange } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const ShipmentIdParam = Type.Object({ id: Id });

export const ShipmentQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    state: Type.Optional(ShipmentState),
    warehouse: Type.Optional(Type.String({ minLength: 1, description: 'Warehouse code or id' })),
    order: Type.Optional(Type.String({ minLength: 1, description: 'Order number or id' })),
    numbers: Type.Optional(CommaList),
    cancellation: Type.Optional(
      Type.Enum(['requested', 'accepted', 'rejected'], {
        description: 'Shipments whose cancellation request is in this state (requested: waiting for the warehouse)',
      }),
    ),
    ...UpdatedRange,
    q: searchParam(
      "A shipment's terms: its number, the product codes on its lines (bundle components included), its tracking numbers " +
        "and its packages', its order's number and reference, and its customer's name (each word), email and the email's part before @; " +
        "not those of the order's other shipments",
    ),
  }),
]);

/** The shipments a query's filters select: the list and its CSV export read the same (exports.ts). */
export function shipmentFilterOf(
  q: Pick<Static<typeof ShipmentQuery>, 'state' | 'warehouse' | 'order' | 'numbers' | 'updated_at_min' | 'updated_at_max' | 'q'> & {
    cancellation?: 'requested' | 'accepted' | 'rejected' | undefined;
  },
) {
  return {
    states: q.state ? [q.state] : undefined,
    warehouse: q.warehouse,
    order: q.order,
    numbers: splitList(q.numbers),
    updatedAtMin: q.updated_at_min,
    updatedAtMax: q.updated_at_max,
    cancellation: q.cancellation,
    words: searchWords(q.q),
  };
}

async function loadOne(db: Db, id: number) {
  const [record] = await loadShipmentRecords(db, [id], { admin: true });
  if (!record) throw notFound('customer shipment');
  return record;
}

const tags = ['customer shipments'];

/** Customer shipments seen by staff: read, force-release, cancel (docs/admin-api.md "Customer shipments"). */
export async function customerShipmentRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/customer-shipments',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List customer shipments, every state',
        querystring: ShipmentQuery,
        response: { 200: Type.Array(AdminCustomerShipment), 400: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = shipmentFilterOf(q);
      const page = await openSyncPage(db, request, q, 'updated', { searched: filter.words !== undefined });
      const rows = await listShipments(db, filter, page.window);
      return loadShipmentRecords(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
        { admin: true },
      );
    },
  );

  app.get(
    '/customer-shipments/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a customer shipment', params: ShipmentIdParam, response: { 200: AdminCustomerShipment, 400: Problem, 404: Problem } },
    },
    async (request) => loadOne(db, request.params.id),
  );

  app.post(
    '/customer-shipments/:id/release',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Force-release a waiting shipment to its warehouse, allocating its stock even when short',
        params: ShipmentIdParam,
        response: { 200: AdminCustomerShipment, 400: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        await releaseShipment(trx, request.params.id);
        return loadOne(trx, request.params.id);
      }),
  );

  app.post(
    '/customer-shipments/:id/cancel',
    {
      config: { auth: 'staff', optionalBody: true },
      schema: {
        tags,
        summary: 'Cancel a shipment that has not shipped, freeing its stock; an acknowledged one gets a cancellation request the warehouse answers',
        description:
          '200: cancelled at once (it was waiting, pending or on hold). 202: the warehouse acknowledged it and may be picking it, so it stays open with cancellation.state requested until the warehouse answers (PUT /services/3pl/v1/customer-shipments/cancellation.json) or ships it.',
        params: ShipmentIdParam,
        body: CancelInput,
        response: { 200: AdminCustomerShipment, 202: AdminCustomerShipment, 400: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          await cancelShipment(trx, request.params.id, request.body);
          return loadOne(trx, request.params.id);
        },
        // Cancelled at once, or still open with the request the warehouse answers.
        (record) => (record.state === 'cancelled' ? 200 : 202),
      ),
  );

  app.post(
    '/customer-shipments/:id/hold',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Hold a waiting or pending shipment: the warehouse must not pack it until the hold is released',
        description:
          'An acknowledged shipment answers 409 shipment_acknowledged (the warehouse may be picking it; cancelling it asks the warehouse to stop); one already on hold, shipped or cancelled 409 invalid_state.',
        params: ShipmentIdParam,
        body: HoldInput,
        response: { 200: AdminCustomerShipment, 400: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        await holdCustomerShipment(trx, request.params.id, request.body);
        return loadOne(trx, request.params.id);
      }),
  );

  app.post(
    '/customer-shipments/:id/release-hold',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Release the hold of a shipment: back to pending, or to waiting for stock (released at once when stock covers it)',
        params: ShipmentIdParam,
        response: { 200: AdminCustomerShipment, 400: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        await releaseCustomerShipmentHold(trx, request.params.id);
        return loadOne(trx, request.params.id);
      }),
  );
}
