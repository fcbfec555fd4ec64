import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { cancelTransfer } from '../../actions/cancel-transfer.ts';
import { createTransfer } from '../../actions/create-transfer.ts';
import { findTransferId, listTransfers, loadTransferRecords } from '../../domain/inbound/transfers.repo.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage } from '../../http/paging.ts';
import { writeTransaction } from '../../http/write-transaction.ts';
import { IdParam, Problem, UpdatedRange } from '../../wire/common.ts';
import { TransferBody, TransferOut, TransferState } from '../../wire/transfers.ts';
import { CancelInput } from '../../wire/customer-shipment.ts';

const TransferQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    number: Type.Optional(Type.String({ description: 'Transfer number (TR-000001)' })),
    state: Type.Optional(TransferState),
    from_warehouse: Type.Optional(Type.String({ description: 'Source warehouse code' })),
    to_warehouse: Type.Optional(Type.String({ description: 'Destination warehouse code' })),
    ...UpdatedRange,
  }),
]);

async function loadOne(db: Db, id: number) {
  const [record] = await loadTransferRecords(db, [id]);
  if (!record) throw notFound('transfer');
  return record;
}

const tags = ['transfers'];

/** Transfers between warehouses (docs/admin-api.md "Transfers"): a customer shipment at the source, a supplier shipment at the destination. */
export async function transferRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/transfers',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Create a transfer: a customer shipment at the source (allocated like any), a waiting supplier shipment at the destination',
        body: TransferBody,
        response: { 201: TransferOut, 400: Problem, 422: Problem },
      },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => loadOne(trx, await createTransfer(trx, request.body)), 201),
  );

  app.get(
    '/transfers',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List transfers', querystring: TransferQuery, response: { 200: Type.Array(TransferOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'updated');
      const rows = await listTransfers(
        db,
        {
          number: q.number,
          state: q.state,
          fromWarehouse: q.from_warehouse,
          toWarehouse: q.to_warehouse,
          updatedAtMin: q.updated_at_min,
          updatedAtMax: q.updated_at_max,
        },
        page.window,
      );
      return loadTransferRecords(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
      );
    },
  );

  app.get(
    '/transfers/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a transfer by number (TR-000001) or id', params: IdParam, response: { 200: TransferOut, 404: Problem } },
    },
    async (request) => loadOne(db, await findTransferId(db, request.params.id)),
  );

  app.post(
    '/transfers/:id/cancel',
    {
      config: { auth: 'staff', optionalBody: true },
      schema: {
        tags,
        summary:
          "Cancel what a transfer has not shipped: the source's shipment (its stock freed) and the destination's waiting supplier shipment; an acknowledged one gets a cancellation request the warehouse answers",
        description:
          "200: cancelled at once (the source's shipment was waiting, pending or on hold): an open transfer becomes cancelled, one in transit stops waiting for its backorder. 202: the source's warehouse acknowledged the shipment and may be picking it, so it stays open with cancellation.state requested until the warehouse answers (accepted: cancelled as above) or ships it.",
        params: IdParam,
        body: CancelInput,
        response: { 200: TransferOut, 202: TransferOut, 400: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const id = await findTransferId(trx, request.params.id);
          await cancelTransfer(trx, id, request.body);
          return loadOne(trx, id);
        },
        // Cancelled at once, or waiting for the source's warehouse to answer the request.
        (record) => (record.customer_shipments.some((s) => s.state === 'open' && s.cancellation?.state === 'requested') ? 202 : 200),
      ),
  );
}
