import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { inboundFigures, inboundKey, pairsOnTheirWay } from '../../domain/inbound/incoming.ts';
import { listInventoryAfter, type InventoryRow } from '../../domain/inventory/inventory.repo.ts';
import { driftDays, inventoryDrift, type ProductDrift } from '../../domain/reports/inventory-drift.ts';
import { listOrders, loadOrders } from '../../domain/orders/orders.repo.ts';
import { loadProducts, productIdsAfter } from '../../domain/catalog/products.repo.ts';
import { listShipments } from '../../domain/shipments/shipments.repo.ts';
import { loadShipmentRecords } from '../../domain/shipments/shipment-view.ts';
import type { ListWindow, Listed } from '../../domain/shared/list-window.ts';
import { CSV_MEDIA_TYPE, sendCsv, type CsvColumn } from '../../http/csv.ts';
import { ORDER_EXPORT } from '../csv/order-rows.ts';
import { PRODUCT_EXPORT } from '../csv/product-rows.ts';
import { INVENTORY_EXPORT, SHIPMENT_EXPORT, stockLevels } from '../csv/stock-and-shipment-exports.ts';
import { Problem } from '../../wire/common.ts';
import { ShipmentQuery, shipmentFilterOf } from './customer-shipments.ts';
import { InventoryQuery } from './inventory.ts';
import { OrderQuery, orderFilterOf } from './orders.ts';
import { ProductQuery, productFilterOf } from './products.ts';
import { DriftQuery } from './reports.ts';

/** Records read from the database per page of an export: the file streams, page after page. */
const PAGE = 500;

const Bom = Type.Object({
  bom: Type.Optional(Type.Boolean({ default: false, description: 'Start the file with a UTF-8 byte order mark, which Excel needs to read accents right' })),
});

const ProductFilters = Type.Intersect([Type.Pick(ProductQuery, ['code', 'codes', 'upc', 'consumable', 'bundle', 'updated_at_min', 'updated_at_max']), Bom]);
const OrderFilters = Type.Intersect([Type.Pick(OrderQuery, ['number', 'channel', 'state', 'updated_at_min', 'updated_at_max', 'q']), Bom]);
const ShipmentFilters = Type.Intersect([Type.Pick(ShipmentQuery, ['state', 'warehouse', 'order', 'numbers', 'updated_at_min', 'updated_at_max', 'q']), Bom]);
const InventoryFilters = Type.Intersect([Type.Pick(InventoryQuery, ['warehouse', 'product_code']), Bom]);
const DriftFilters = Type.Intersect([DriftQuery, Bom]);

/** The drift report's columns, as GET /reports/inventory-drift names its fields. */
const DRIFT_EXPORT: CsvColumn<ProductDrift>[] = [
  { name: 'product_code', value: (d) => d.product_code },
  { name: 'differences', value: (d) => d.differences },
  { name: 'units_over', value: (d) => d.units_over },
  { name: 'units_under', value: (d) => d.units_under },
  { name: 'units', value: (d) => d.units },
  { name: 'unit_cost', value: (d) => d.unit_cost },
  { name: 'currency_code', value: (d) => d.currency_code },
  // As a number, so that a negative value is not taken for a formula and escaped; a decimal string of up to
  // 15 significant digits prints back exactly as it was.
  { name: 'value', value: (d) => (d.value === null ? null : Number(d.value)) },
];

const csvAnswer = (what: string) => ({
  200: {
    description: `${what}, as a CSV attachment (docs/admin-api.md "CSV import and export")`,
    content: { [CSV_MEDIA_TYPE]: { schema: Type.String() } },
  },
  400: Problem,
});

const tags = ['imports and exports'];

/**
 * CSV exports (docs/admin-api.md "CSV import and export"): the records the matching JSON list answers
 * for the same filters, streamed as a file a page of records at a time, in creation order. Viewers may
 * export.
 */
export async function exportRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/exports/products.csv',
    {
      config: { auth: 'staff', attachment: true },
      schema: {
        tags,
        summary: 'Export products: the columns the products import reads',
        querystring: ProductFilters,
        response: csvAnswer('One row per product'),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = productFilterOf(q);
      const records = everyPage(
        (after: number | null) => productIdsAfter(db, filter, after, PAGE),
        (ids) => loadProducts(db, ids),
      );
      return send(reply, 'products', PRODUCT_EXPORT, records, q.bom);
    },
  );

  app.get(
    '/exports/orders.csv',
    {
      config: { auth: 'staff', attachment: true },
      schema: { tags, summary: 'Export orders, one row per order line', querystring: OrderFilters, response: csvAnswer('One row per order line') },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = orderFilterOf(q);
      const records = everyPage(
        (after: Listed | null) => listOrders(db, filter, pageAfter(after), true),
        async (listed) => {
          const orders = await loadOrders(
            db,
            listed.map((o) => o.id),
          );
          return orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
        },
      );
      return send(reply, 'orders', ORDER_EXPORT, records, q.bom);
    },
  );

  app.get(
    '/exports/customer-shipments.csv',
    {
      config: { auth: 'staff', attachment: true },
      schema: {
        tags,
        summary: 'Export customer shipments with their tracking numbers',
        querystring: ShipmentFilters,
        response: csvAnswer('One row per customer shipment'),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = shipmentFilterOf(q);
      const records = everyPage(
        (after: Listed | null) => listShipments(db, filter, pageAfter(after), true),
        (listed) =>
          loadShipmentRecords(
            db,
            listed.map((s) => s.id),
            { admin: true },
          ),
      );
      return send(reply, 'customer-shipments', SHIPMENT_EXPORT, records, q.bom);
    },
  );

  app.get(
    '/exports/inventory.csv',
    {
      config: { auth: 'staff', attachment: true },
      schema: {
        tags,
        summary: 'Export stock: one row per warehouse, product, location and lot',
        querystring: InventoryFilters,
        response: csvAnswer('One row per stock level'),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { warehouse: q.warehouse, productCode: q.product_code };
      const records = everyPage(
        (after: InventoryRow | null) => listInventoryAfter(db, filter, after, PAGE, pairsOnTheirWay(db)),
        async (rows) => {
          const inbound = await inboundFigures(db, rows);
          return rows.flatMap((row) => stockLevels(row, inbound.get(inboundKey(row.warehouseId, row.productId))));
        },
      );
      return send(reply, 'inventory', INVENTORY_EXPORT, records, q.bom);
    },
  );

  app.get(
    '/exports/inventory-drift.csv',
    {
      config: { auth: 'staff', attachment: true },
      schema: {
        tags,
        summary: 'Export the inventory drift report: one row per product',
        querystring: DriftFilters,
        response: { ...csvAnswer('One row per product, as GET /reports/inventory-drift answers it'), 404: Problem },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { products } = await inventoryDrift(db, { warehouse: q.warehouse, ...driftDays(q).bounds });
      return send(reply, 'inventory-drift', DRIFT_EXPORT, toAsync(products), q.bom);
    },
  );
}

/** A report already read, as the records an export streams. */
async function* toAsync<T>(records: T[]): AsyncIterable<T> {
  yield* records;
}

function send<T>(reply: Parameters<typeof sendCsv>[0], kind: string, columns: CsvColumn<T>[], records: AsyncIterable<T>, bom: boolean | undefined) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return sendCsv(reply, `dockside-${kind}-${stamp}.csv`, columns, records, bom ?? false);
}

/**
 * Every record of an export, a page at a time: `list` reads the PAGE records after the last one of the
 * page before (keyset paging: a deep page costs what the first costs, and a record changed meanwhile
 * never moves to a page already read or still to come), `expand` makes a page into the file's records.
 */
async function* everyPage<L, T>(list: (after: L | null) => Promise<L[]>, expand: (listed: L[]) => Promise<T[]> | T[]): AsyncGenerator<T> {
  for (let after: L | null = null; ; ) {
    const listed = await list(after);
    yield* await expand(listed);
    if (listed.length < PAGE) return;
    after = listed.at(-1)!;
  }
}

/** The window of the orders or shipments after `after` in id order, or the first. */
const pageAfter = (after: Listed | null): ListWindow => ({ kind: 'page', limit: PAGE, offset: 0, after: after === null ? null : [after.id] });
