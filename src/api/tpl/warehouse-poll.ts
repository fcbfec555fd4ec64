import { Type, type TSchema } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { listPolled, type PolledTable } from '../../domain/shared/warehouse-poll.ts';
import { principalOf } from '../../http/auth.ts';
import { createRecordCache, sendJsonPage, type PolledRecord } from '../../http/record-cache.ts';
import { CommaList, SyncPageQuery, openSyncPage, sendSyncPage, splitList } from '../../http/paging.ts';
import { DateString, ID_RANGE, IdList, Problem, Timestamp } from '../../wire/common.ts';

/** What makes one warehouse poll: its path and table, the states it filters by, its record and how records are built. */
type WarehousePoll = {
  path: string;
  table: PolledTable;
  states: [string, ...string[]];
  tags: string[];
  summary: string;
  record: TSchema;
  load: (db: Db, ids: number[]) => Promise<PolledRecord[]>;
};

/** The query of a warehouse poll (docs/3pl-api.md sections 13 and 14): filters, paging, sync. */
function pollQuery(states: [string, ...string[]]) {
  return Type.Intersect([
    SyncPageQuery,
    Type.Object({
      status: Type.Optional(Type.Enum(states, { default: 'pending' })),
      warehouse: Type.Optional(Type.Integer({ ...ID_RANGE, description: "Warehouse id (one of the key's warehouses)" })),
      ids: Type.Optional(IdList),
      numbers: Type.Optional(CommaList),
      planned_date_min: Type.Optional(DateString),
      planned_date_max: Type.Optional(DateString),
      updated_at_min: Type.Optional(Timestamp),
      updated_at_max: Type.Optional(Timestamp),
    }),
  ]);
}

/**
 * A warehouse's poll of the records it receives, CRS (docs/3pl-api.md section 13) and supplier shipments
 * (section 14): the same query, paging, sync and scope for both, each with its record.
 */
export function warehousePollRoute(app: App, { db, config }: Deps, poll: WarehousePoll): void {
  const cache = createRecordCache(config.recordCacheMib);
  app.metrics.watchRecordCache(`${app.prefix}${poll.path}`, cache.counts);
  app.get(
    poll.path,
    {
      config: { auth: 'warehouse' },
      // The page is sent as JSON assembled from each record's serialized form (record-cache.ts), written
      // with JSON.stringify from records built field by field from typed rows: exactly the schema's
      // fields (the schema-compiled serializer spent ~2 ms per page on its nullable unions: 2 cores, 2026-11-23,
      // docs/performance.md "Machines"). The schema documents the answer.
      schema: {
        tags: poll.tags,
        summary: poll.summary,
        querystring: pollQuery(poll.states),
        response: { 200: Type.Array(poll.record), 400: Problem, 401: Problem, 403: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await openSyncPage(db, request, q, 'updated');
      const found = await listPolled(
        db,
        poll.table,
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
      const json = await cache.page(sendSyncPage(request, reply, page, found), (ids) => poll.load(db, ids));
      return sendJsonPage(reply, json);
    },
  );
}
