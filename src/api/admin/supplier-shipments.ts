import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { loadSupplierShipmentRecords } from '../../domain/inbound/supplier-shipment-record.ts';
import { findNumberedId, idFromText, resolveRef } from '../../domain/shared/refs.ts';
import { listPolled } from '../../domain/shared/warehouse-poll.ts';
import { notFound } from '../../errors.ts';
import { SyncPageQuery, openSyncPage, sendSyncPage } from '../../http/paging.ts';
import { Problem, UpdatedRange } from '../../wire/common.ts';
import { SupplierShipmentRecord } from '../../wire/inbound.ts';

const SupplierShipmentQuery = Type.Intersect([
  SyncPageQuery,
  Type.Object({
    state: Type.Optional(Type.Enum(['waiting', 'pending', 'open', 'done', 'cancelled'])),
    warehouse: Type.Optional(Type.String({ minLength: 1, description: 'Warehouse code or id' })),
    ...UpdatedRange,
  }),
]);

const tags = ['supplier shipments'];

/**
 * Supplier shipments seen by staff (docs/admin-api.md "Supplier shipments"): the record a warehouse
 * fetches, every state, for the console; read only (they are created by confirming purchase orders and
 * received by the warehouse).
 */
export async function supplierShipmentRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/supplier-shipments',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'List supplier shipments, every state, oldest change first',
        querystring: SupplierShipmentQuery,
        response: { 200: Type.Array(SupplierShipmentRecord), 400: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const warehouse = q.warehouse === undefined ? undefined : await resolveRef(db, 'warehouses', idFromText(q.warehouse) ?? q.warehouse, '/warehouse');
      const page = await openSyncPage(db, request, q, 'updated');
      const rows = await listPolled(
        db,
        'supplier_shipments',
        { state: q.state, scopeWarehouseIds: null, warehouse, updatedAtMin: q.updated_at_min, updatedAtMax: q.updated_at_max },
        page.window,
      );
      return loadSupplierShipmentRecords(
        db,
        sendSyncPage(request, reply, page, rows).map((r) => r.id),
      );
    },
  );

  app.get(
    '/supplier-shipments/:ref',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Get a supplier shipment by number (SS-000001) or id',
        params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 64, description: 'Supplier shipment number, or id' }) }),
        response: { 200: SupplierShipmentRecord, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const id = await findNumberedId(db, 'supplier_shipments', request.params.ref);
      const [record] = id === null ? [] : await loadSupplierShipmentRecords(db, [id]);
      if (!record) throw notFound('supplier shipment');
      return record;
    },
  );
}
