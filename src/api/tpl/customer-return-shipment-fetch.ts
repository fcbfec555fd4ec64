import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { listReturnShipments } from '../../domain/returns/return-shipments.repo.ts';
import { loadReturnShipmentRecords } from '../../domain/returns/return-shipment-view.ts';
import { principalOf } from '../../http/auth.ts';
import { createRecordCache, sendJsonPage } from '../../http/record-cache.ts';
import { CommaList, SyncPageQuery, openSyncPage, sendSyncPage, splitList } from '../../http/paging.ts';
import { DateString, ID_RANGE, IdList, Problem, Timestamp } from '../../wire/common.ts';
import { CustomerReturnShipmentRecord } from '../../wire/returns.ts';

const ReturnShipmentPollQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    status: Type.Optional(Type.Enum(['pending', 'open', 'done'], { default: 'pending' })),
    warehouse: Type.Optional(Type.Integer({ ...ID_RANGE, description: "Warehouse id (one of the key's warehouses)" })),
    ids: Type.Optional(IdList),
    numbers: Type.Optional(CommaList),
    planned_date_min: Type.Optional(DateString),
    planned_date_max: Type.Optional(DateString),
    updated_at_min: Type.Optional(Timestamp),
    updated_at_max: Type.Optional(Timestamp),
  }),
]);

/** GET /customer-return-shipments.json (docs/3pl-api.md section 13): the warehouse's poll for returns. */
export async function tplReturnShipmentFetchRoutes(app: App, { db, config }: Deps): Promise<void> {
  const cache = createRecordCache(config.recordCacheMib);
  app.metrics.watchRecordCache(`${app.prefix}/customer-return-shipments.json`, cache.counts);
  app.get(
    '/customer-return-shipments.json',
    {
      config: { auth: 'warehouse' },
      // The page is sent as JSON assembled from each record's serialized form (record-cache.ts), written
      // with JSON.stringify from records built field by field from typed rows: exactly the schema's
      // fields (the schema-compiled serializer spent ~2 ms per page on its nullable unions: 2 cores, 2026-11-23,
      // docs/performance.md "Machines"). The schema
      // documents the answer.
      schema: {
        tags: ['3pl: customer return shipments'],
        summary: 'Fetch customer return shipments (default status pending), oldest change first',
        querystring: ReturnShipmentPollQuery,
        response: { 200: Type.Array(CustomerReturnShipmentRecord), 400: Problem, 401: Problem, 403: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'updated');
      const found = await listReturnShipments(
        db,
        {
          state: q.status ?? 'pending',
          scopeWarehouseIds: principalOf(request).warehouseIds,
          warehouse: q.warehouse,
          ids: splitList(q.ids)?.map(Number),
          numbers: splitList(q.numbers),
          plannedDateMin: q.planned_date_min,
          plannedDateMax: q.planned_date_max,
          updatedAtMin: q.updated_at_min,
          updatedAtMax: q.updated_at_max,
        },
        page.window,
      );
      const json = await cache.page(sendSyncPage(request, reply, page, found), (ids) => loadReturnShipmentRecords(db, ids));
      return sendJsonPage(reply, json);
    },
  );
}
