import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Db } from '../../db/connect.ts';
import { listInventory } from '../../domain/inventory/inventory.repo.ts';
import { listOrders, loadOrders } from '../../domain/orders/orders.repo.ts';
import { listProductIds, loadProducts, type ProductDetails } from '../../domain/catalog/products.repo.ts';
import { listShipments } from '../../domain/shipments/shipments.repo.ts';
import { loadShipmentRecords } from '../../domain/shipments/shipment-view.ts';
import type { ListWindow } from '../../domain/shared/list-window.ts';
import { CSV_CONTENT_TYPE, sendCsv, type CsvColumn } from '../../http/csv.ts';
import { splitList } from '../../http/paging.ts';
import { searchWords } from '../../http/search.ts';
import { ORDER_EXPORT, type OrderLineRecord } from '../csv/order-rows.ts';
import { PRODUCT_EXPORT } from '../csv/product-rows.ts';
import { INVENTORY_EXPORT, SHIPMENT_EXPORT, stockLevels, type ShipmentExportRecord, type StockLevelRecord } from '../csv/stock-and-shipment-exports.ts';
import { Problem } from '../schemas/common.ts';
import { ShipmentQuery } from './customer-shipments.ts';
import { InventoryQuery } from './inventory.ts';
import { OrderQuery } from './orders.ts';
import { ProductQuery } from './products.ts';

/** Records read from the database per page of an export: the file streams, page after page. */
const PAGE = 500;

const Bom = Type.Object({
  bom: Type.Optional(Type.Boolean({ default: false, description: 'Start the file with a UTF-8 byte order mark, which Excel needs to read accents right' })),
});

const ProductFilters = Type.Intersect([Type.Pick(ProductQuery, ['code', 'codes', 'upc', 'consumable', 'bundle', 'updated_at_min', 'updated_at_max']), Bom]);
const OrderFilters = Type.Intersect([Type.Pick(OrderQuery, ['number', 'channel', 'state', 'updated_at_min', 'updated_at_max', 'q']), Bom]);
const ShipmentFilters = Type.Intersect([Type.Pick(ShipmentQuery, ['state', 'warehouse', 'order', 'numbers', 'updated_at_min', 'updated_at_max', 'q']), Bom]);
const InventoryFilters = Type.Intersect([Type.Pick(InventoryQuery, ['warehouse', 'product_code']), Bom]);

const csvAnswer = (what: string) => ({
  200: {
    description: `${what}, as a CSV attachment (docs/admin-api.md "CSV import and export")`,
    content: { [CSV_CONTENT_TYPE.split(';')[0]]: { schema: Type.String() } },
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
  app.get('/exports/products.csv', {
    config: { auth: 'staff' },
    schema: { tags, summary: 'Export products: the columns the products import reads', querystring: ProductFilters, response: csvAnswer('One row per product') },
  }, async (request, reply) => {
    const q = request.query;
    const filter = {
      code: q.code, codes: splitList(q.codes), upc: q.upc, consumable: q.consumable, bundle: q.bundle,
      updatedAtMin: isoOrUndefined(q.updated_at_min), updatedAtMax: isoOrUndefined(q.updated_at_max),
    };
    return send(reply, 'products', PRODUCT_EXPORT, productRecords(db, filter), q.bom);
  });

  app.get('/exports/orders.csv', {
    config: { auth: 'staff' },
    schema: { tags, summary: 'Export orders, one row per order line', querystring: OrderFilters, response: csvAnswer('One row per order line') },
  }, async (request, reply) => {
    const q = request.query;
    const filter = { number: q.number, channel: q.channel, state: q.state, updatedAtMin: q.updated_at_min, updatedAtMax: q.updated_at_max, words: searchWords(q.q) };
    return send(reply, 'orders', ORDER_EXPORT, orderLines(db, filter), q.bom);
  });

  app.get('/exports/customer-shipments.csv', {
    config: { auth: 'staff' },
    schema: { tags, summary: 'Export customer shipments with their tracking numbers', querystring: ShipmentFilters, response: csvAnswer('One row per customer shipment') },
  }, async (request, reply) => {
    const q = request.query;
    const filter = {
      states: q.state ? [q.state] : undefined, warehouse: q.warehouse, order: q.order, numbers: splitList(q.numbers),
      updatedAtMin: q.updated_at_min, updatedAtMax: q.updated_at_max, words: searchWords(q.q),
    };
    return send(reply, 'customer-shipments', SHIPMENT_EXPORT, shipmentRecords(db, filter), q.bom);
  });

  app.get('/exports/inventory.csv', {
    config: { auth: 'staff' },
    schema: { tags, summary: 'Export stock: one row per warehouse, product, location and lot', querystring: InventoryFilters, response: csvAnswer('One row per stock level') },
  }, async (request, reply) => {
    const q = request.query;
    return send(reply, 'inventory', INVENTORY_EXPORT, stockRecords(db, { warehouse: q.warehouse, productCode: q.product_code }), q.bom);
  });
}

function send<T>(reply: Parameters<typeof sendCsv>[0], kind: string, columns: CsvColumn<T>[], records: AsyncIterable<T>, bom: boolean | undefined) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return sendCsv(reply, `dockside-${kind}-${stamp}.csv`, columns, records, bom ?? false);
}

const isoOrUndefined = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

/** The window of the page after the record `after` (by id), or the first page. */
const pageAfter = (after: number | null): ListWindow => ({ kind: 'page', limit: PAGE, offset: 0, after: after === null ? null : [after] });

async function* productRecords(db: Db, filter: Parameters<typeof listProductIds>[1]): AsyncGenerator<ProductDetails> {
  for (let offset = 0; ; offset += PAGE) {
    const ids = await listProductIds(db, filter, PAGE, offset, true);
    yield* await loadProducts(db, ids);
    if (ids.length < PAGE) return;
  }
}

async function* orderLines(db: Db, filter: Parameters<typeof listOrders>[1]): AsyncGenerator<OrderLineRecord> {
  for (let after: number | null = null; ;) {
    const listed = await listOrders(db, filter, pageAfter(after), true);
    for (const order of await loadOrders(db, listed.map((o) => o.id))) for (const line of order.lines) yield { order, line };
    if (listed.length < PAGE) return;
    after = listed[listed.length - 1].id;
  }
}

async function* shipmentRecords(db: Db, filter: Parameters<typeof listShipments>[1]): AsyncGenerator<ShipmentExportRecord> {
  for (let after: number | null = null; ;) {
    const listed = await listShipments(db, filter, pageAfter(after), true);
    yield* await loadShipmentRecords(db, listed.map((s) => s.id), { admin: true });
    if (listed.length < PAGE) return;
    after = listed[listed.length - 1].id;
  }
}

async function* stockRecords(db: Db, filter: Parameters<typeof listInventory>[1]): AsyncGenerator<StockLevelRecord> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await listInventory(db, filter, PAGE, offset);
    for (const row of rows) yield* stockLevels(row);
    if (rows.length < PAGE) return;
  }
}
