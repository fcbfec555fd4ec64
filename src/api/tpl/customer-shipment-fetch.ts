import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { loadShipmentRecords } from '../../domain/shipments/shipment-view.ts';
import { listShipments } from '../../domain/shipments/shipments.repo.ts';
import { principalOf } from '../../http/auth.ts';
import { createRecordCache, sendJsonPage } from '../../http/record-cache.ts';
import { CommaList, SyncPageQuery, openSyncPage, sendSyncPage, splitList } from '../../http/paging.ts';
import { DateString, ID_RANGE, IdList, Problem, Timestamp } from '../../wire/common.ts';
import { CustomerShipmentRecord } from '../../wire/customer-shipment.ts';

const ShipmentPollQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    status: Type.Optional(
      Type.Enum(['pending', 'on_hold', 'open', 'done', 'cancelled'], {
        default: 'pending',
        description: 'on_hold: held by the merchant, not to be packed until released',
      }),
    ),
    warehouse: Type.Optional(Type.Integer({ ...ID_RANGE, description: "Warehouse id (one of the key's warehouses)" })),
    ids: Type.Optional(IdList),
    numbers: Type.Optional(CommaList),
    planned_date_min: Type.Optional(DateString),
    planned_date_max: Type.Optional(DateString),
    updated_at_min: Type.Optional(Timestamp),
    updated_at_max: Type.Optional(Timestamp),
    cancellation: Type.Optional(
      Type.Enum(['requested', 'accepted', 'rejected'], {
        description: 'Shipments whose cancellation request is in this state: requested (with status=open) lists those waiting for your answer',
      }),
    ),
  }),
]);

/** GET /customer-shipments.json (docs/3pl-api.md section 5): the polling endpoint of the warehouse. */
export async function tplShipmentFetchRoutes(app: App, { db, config }: Deps): Promise<void> {
  const cache = createRecordCache(config.recordCacheMib);
  app.metrics.watchRecordCache(`${app.prefix}/customer-shipments.json`, cache.counts);
  app.get(
    '/customer-shipments.json',
    {
      config: { auth: 'warehouse' },
      // The page is sent as JSON assembled from each record's serialized form (record-cache.ts), written
      // with JSON.stringify from records built field by field (shipment-view.ts): exactly the schema's
      // fields. The schema documents the answer.
      schema: {
        tags: ['3pl: customer shipments'],
        summary: 'Fetch customer shipments to pack (default status pending), oldest change first',
        querystring: ShipmentPollQuery,
        response: { 200: Type.Array(CustomerShipmentRecord), 400: Problem, 401: Problem, 403: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const ids = splitList(q.ids)?.map(Number);
      const page = await openSyncPage(db, request, q, 'updated');
      const found = await listShipments(
        db,
        {
          states: [q.status ?? 'pending'],
          scopeWarehouseIds: principalOf(request).warehouseIds,
          warehouse: q.warehouse,
          ids,
          numbers: splitList(q.numbers),
          plannedDateMin: q.planned_date_min,
          plannedDateMax: q.planned_date_max,
          updatedAtMin: q.updated_at_min,
          updatedAtMax: q.updated_at_max,
          cancellation: q.cancellation,
        },
        page.window,
      );
      const shown = sendSyncPage(request, reply, page, found);
      const json = await cache.page(shown, (ids) => loadShipmentRecords(db, ids));
      return sendJsonPage(reply, json);
    },
  );
}
