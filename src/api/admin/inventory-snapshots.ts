import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { differencesOf, findSnapshot, listSnapshots } from '../../domain/inventory/snapshots/snapshots.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { notFound } from '../../errors.ts';
import { CursorPageQuery, openSyncPage, sendCursorPage } from '../../http/paging.ts';
import { storedInstant } from '../../http/time-range.ts';
import { Id, Problem, Timestamp } from '../../wire/common.ts';
import { SnapshotRecord, SnapshotSummary } from '../../wire/inventory.ts';

const SnapshotsQuery = Type.Intersect([
  CursorPageQuery,
  Type.Object({
    warehouse: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Warehouse code or id' })),
    counted_at_min: Type.Optional(Timestamp),
    counted_at_max: Type.Optional(Timestamp),
  }),
]);

const tags = ['inventory'];

/** The counts warehouses sent (docs/admin-api.md "Inventory snapshots"), dry runs included, newest first. */
export async function inventorySnapshotRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/inventory/snapshots',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Inventory snapshots (counts) warehouses sent, newest first; keyset paging by cursor',
        querystring: SnapshotsQuery,
        response: { 200: Type.Array(SnapshotSummary), 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // A snapshot never changes once written: the list pages by cursor and is not synced (as a search).
      const page = await openSyncPage(db, request, q, 'id', { searched: true, newestFirst: true });
      if (page.window.kind !== 'page') throw new Error('a list without sync_token opens a page');
      const warehouseId = q.warehouse === undefined ? undefined : await resolvePathRef(db, 'warehouses', q.warehouse);
      const filter = { warehouseId, countedAtMin: storedInstant(q.counted_at_min), countedAtMax: storedInstant(q.counted_at_max) };
      return sendCursorPage(request, reply, page, await listSnapshots(db, filter, page.window));
    },
  );

  app.get(
    '/inventory/snapshots/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'An inventory snapshot with the differences it found',
        params: Type.Object({ id: Id }),
        response: { 200: SnapshotRecord, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const snapshot = await findSnapshot(db, request.params.id);
      if (!snapshot) throw notFound('inventory snapshot');
      return { ...snapshot, differences: await differencesOf(db, snapshot.id) };
    },
  );
}
