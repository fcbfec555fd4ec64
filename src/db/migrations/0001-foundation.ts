import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import { dbKind } from '../connect.ts';

// Dialect-neutral on purpose: timestamps are ISO-8601 UTC text (they sort as text), flags are 0/1
// integers, quantities are integers in thousandths (exact arithmetic in SQL), money is decimal text.

type Table = CreateTableBuilder<string, string>;

function table(db: Kysely<any>, name: string): Table {
  const builder = db.schema.createTable(name);
  return dbKind(db) === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function stamped(builder: Table): Table {
  return builder.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

function ref(target: string) {
  return (c: ColumnDefinitionBuilder) => c.references(`${target}.id`);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gs1_company_prefix', 'text')
    .addColumn('multi_warehouse_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (dbKind(db) === 'postgres') {
    // SSCC serials come from a sequence on PostgreSQL so that concurrent confirmations never queue on
    // one counter row; SQLite has a single writer and uses the counters table.
    await sql`create sequence sscc_serial`.execute(db);
  } else {
    await db.insertInto('counters').values({ name: 'sscc_serial', value: 0 }).execute();
  }

  await stamped(table(db, 'carriers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tracking_url_template', 'text')
    .addColumn('scac', 'text')
    .execute();

  await stamped(table(db, 'warehouses'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('return_address', 'text')
    .execute();

  // kind: storage | lost_and_found | consumables | bin (under any location) for warehouse locations;
  // customer | supplier | consumption | adjustment for the virtual ones (warehouse_id null).
  await stamped(table(db, 'locations'))
    .addColumn('warehouse_id', 'integer', ref('warehouses'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', ref('locations'))
    .addColumn('in_storage_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('locations_warehouse_code').unique().on('locations').columns(['warehouse_id', 'code']).execute();

  await stamped(table(db, 'products'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('upc', 'text')
    .addColumn('gtin14', 'text')
    .addColumn('uom', 'text', (c) => c.notNull().defaultTo('u'))
    .addColumn('consumable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lot_tracked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bundle', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_warehouse_id', 'integer', ref('warehouses'))
    .addColumn('unit_price', 'text')
    .addColumn('unit_customs_value', 'text')
    .execute();
  // Two products may not share a GTIN: a warehouse scanning it must find exactly one.
  await db.schema.createIndex('products_gtin14').unique().on('products').column('gtin14').execute();

  await table(db, 'product_components')
    .addColumn('bundle_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('component_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_components_bundle').unique().on('product_components').columns(['bundle_id', 'component_id']).execute();

  await table(db, 'lots')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lots_product_number').unique().on('lots').columns(['product_id', 'number']).execute();

  await stamped(table(db, 'channels'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();

  await stamped(table(db, 'customers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .execute();

  await table(db, 'addresses')
    .addColumn('customer_id', 'integer', ref('customers'))
    .addColumn('name', 'text')
    .addColumn('street', 'text')
    .addColumn('street2', 'text')
    .addColumn('city', 'text')
    .addColumn('zip', 'text')
    .addColumn('subdivision_code', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await stamped(table(db, 'sales_orders'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('shipping_address_id', 'integer', (c) => c.notNull().references('addresses.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('shipping_instructions', 'text')
    .addColumn('carrier_identifier', 'text')
    .addColumn('carrier_service', 'text')
    .addColumn('planned_date', 'text')
    .execute();
  await db.schema.createIndex('sales_orders_updated').on('sales_orders').columns(['updated_at', 'id']).execute();

  await table(db, 'sales_order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .addColumn('unit_customs_value', 'text')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .execute();
  await db.schema.createIndex('sales_order_lines_order').on('sales_order_lines').column('order_id').execute();

  // state: waiting | pending | open | done | cancelled (docs/admin-api.md "Customer shipments").
  await stamped(table(db, 'customer_shipments'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_orders.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('planned_date', 'text')
    .addColumn('released_at', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('tpl_reference', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('carrier_identifier', 'text')
    .addColumn('carrier_service', 'text')
    .addColumn('shipping_instructions', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('cost', 'text')
    .addColumn('cost_currency_code', 'text')
    .addColumn('override_sscc', 'text')
    .addColumn('override_scac', 'text')
    .addColumn('backorder_of_id', 'integer', ref('customer_shipments'))
    .addColumn('confirmation_hash', 'text')
    .addColumn('confirmation_result', 'text')
    .execute();
  await db.schema.createIndex('customer_shipments_poll').on('customer_shipments').columns(['state', 'warehouse_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('customer_shipments_state_updated').on('customer_shipments').columns(['state', 'updated_at', 'id']).execute();
  await db.schema.createIndex('customer_shipments_order').on('customer_shipments').column('order_id').execute();

  // A bundle line carries its components as sublines (parent_line_id); only physical lines allocate.
  await table(db, 'customer_shipment_lines')
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('customer_shipments.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('sales_order_lines.id'))
    .addColumn('parent_line_id', 'integer', ref('customer_shipment_lines'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('shipped_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allocated_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uom', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_shipment_lines_shipment').on('customer_shipment_lines').column('shipment_id').execute();

  await table(db, 'packages')
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('customer_shipments.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('sscc', 'text', (c) => c.notNull().unique())
    .addColumn('tracking_number', 'text')
    .addColumn('carrier_identifier', 'text')
    .addColumn('medium', 'text')
    .addColumn('material', 'text')
    .addColumn('weight', 'text')
    .addColumn('weight_uom', 'text')
    .addColumn('length', 'text')
    .addColumn('width', 'text')
    .addColumn('height', 'text')
    .addColumn('dimension_uom', 'text')
    .addColumn('override_scac', 'text')
    .addColumn('load_number', 'text')
    .addColumn('bill_of_lading', 'text')
    .addColumn('seal_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('packages_shipment').on('packages').column('shipment_id').execute();

  // kind: item (fills a shipment line) | consumable (packaging used).
  await table(db, 'package_contents')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('shipment_line_id', 'integer', ref('customer_shipment_lines'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_id', 'integer', ref('lots'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('package_contents_package').on('package_contents').column('package_id').execute();

  await stamped(table(db, 'return_orders'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_orders.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('origin_address_id', 'integer', (c) => c.notNull().references('addresses.id'))
    .addColumn('carrier_code', 'text')
    .addColumn('service_code', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('planned_date', 'text')
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('return_orders_order').on('return_orders').column('order_id').execute();
  await db.schema.createIndex('return_orders_updated').on('return_orders').columns(['updated_at', 'id']).execute();

  await table(db, 'return_order_lines')
    .addColumn('return_order_id', 'integer', (c) => c.notNull().references('return_orders.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('sales_order_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .execute();
  await db.schema.createIndex('return_order_lines_order_line').on('return_order_lines').column('order_line_id').execute();
  await db.schema.createIndex('return_order_lines_return_order').on('return_order_lines').column('return_order_id').execute();

  // state: pending | open | done (docs/3pl-api.md section 13).
  await stamped(table(db, 'customer_return_shipments'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('return_order_id', 'integer', (c) => c.notNull().references('return_orders.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('planned_date', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('tpl_reference', 'text')
    .addColumn('received_at', 'text')
    .addColumn('carrier_code', 'text')
    .addColumn('service_code', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('split_from_id', 'integer', ref('customer_return_shipments'))
    .addColumn('receipt_hash', 'text')
    .addColumn('receipt_result', 'text')
    .execute();
  await db.schema.createIndex('crs_poll').on('customer_return_shipments').columns(['state', 'warehouse_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('crs_state_updated').on('customer_return_shipments').columns(['state', 'updated_at', 'id']).execute();
  await db.schema.createIndex('crs_return_order').on('customer_return_shipments').column('return_order_id').execute();
  await db.schema.createIndex('crs_split_from').on('customer_return_shipments').column('split_from_id').execute();

  await table(db, 'customer_return_shipment_lines')
    .addColumn('crs_id', 'integer', (c) => c.notNull().references('customer_return_shipments.id'))
    .addColumn('return_order_line_id', 'integer', (c) => c.notNull().references('return_order_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('received_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    // The part of received_quantity that arrived damaged (moved to lost and found, not sellable).
    .addColumn('damaged_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('crs_lines_crs').on('customer_return_shipment_lines').column('crs_id').execute();

  await stamped(table(db, 'return_routing_rules'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('channel_id', 'integer', ref('channels'))
    .addColumn('country_code', 'text')
    .addColumn('product_id', 'integer', ref('products'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .execute();

  // cause: adjustment | shipment | consumption | return; the ledger every stock level is the sum of.
  await table(db, 'stock_moves')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('from_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('to_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('shipment_id', 'integer', ref('customer_shipments'))
    .addColumn('package_id', 'integer', ref('packages'))
    .addColumn('crs_id', 'integer', ref('customer_return_shipments'))
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_moves_product').on('stock_moves').columns(['product_id', 'id']).execute();
  await db.schema.createIndex('stock_moves_shipment').on('stock_moves').column('shipment_id').execute();

  // lot_id 0 = no lot, so that (location, product, lot) can be unique on both backends.
  await table(db, 'stock_levels')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_levels_key').unique().on('stock_levels').columns(['location_id', 'product_id', 'lot_id']).execute();
  await db.schema.createIndex('stock_levels_product').on('stock_levels').column('product_id').execute();

  // Per warehouse and product: on hand in the primary storage tree, and allocated to shipments.
  await db.schema
    .createTable('inventory_positions')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('on_hand', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allocated', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_positions_pk', ['warehouse_id', 'product_id'])
    .execute();

  await stamped(table(db, 'partners'))
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_warehouses')
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addPrimaryKeyConstraint('partner_warehouses_pk', ['partner_id', 'warehouse_id'])
    .execute();
  // A 3PL warehouse is run by one partner.
  await db.schema.createIndex('partner_warehouses_warehouse').unique().on('partner_warehouses').column('warehouse_id').execute();

  await table(db, 'api_keys')
    .addColumn('name', 'text')
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'integer', ref('partners'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  // The outbox: written in the transaction of the change; delivered afterwards.
  await table(db, 'events')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('channel_id', 'integer', ref('channels'))
    .addColumn('warehouse_id', 'integer', ref('warehouses'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the dispatcher has turned the event into deliveries. A flag and not a cursor on id: on
    // PostgreSQL ids are taken at insert and transactions commit out of id order.
    .addColumn('fanned_out_at', 'text')
    .execute();
  await db.schema.createIndex('events_unfanned').on('events').column('id').where(sql.ref('fanned_out_at'), 'is', null).execute();
  await db.schema.createIndex('events_type_created').on('events').columns(['type', 'created_at']).execute();
  await db.schema.createIndex('events_resource').on('events').columns(['resource_type', 'resource_id']).execute();

  await stamped(table(db, 'webhook_endpoints'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'integer', ref('channels'))
    .addColumn('partner_id', 'integer', ref('partners'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failing_since', 'text')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    // After a rotation the old secret signs too, for a grace period, so receivers can switch over.
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'text')
    .execute();

  await stamped(table(db, 'webhook_deliveries'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('delivered_at', 'text')
    // "resource_type:resource_id" of the event: deliveries to one endpoint go out in order per resource.
    .addColumn('resource_key', 'text')
    // A dispatcher's claim while it sends; an expired lease (a crashed dispatcher) frees the delivery.
    .addColumn('lease_token', 'text')
    .addColumn('leased_until', 'text')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_event').unique().on('webhook_deliveries').columns(['event_id', 'endpoint_id']).execute();
  await db.schema
    .createIndex('webhook_deliveries_order')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'resource_key', 'event_id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // One row per dispatcher job that must run alone (fan-out): taken FOR UPDATE in the job's transaction.
  await db.schema
    .createTable('dispatcher_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'idempotency_records')
    .addColumn('api_key_id', 'integer', (c) => c.notNull().references('api_keys.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_records_key').unique().on('idempotency_records').columns(['api_key_id', 'key']).execute();
  await db.schema.createIndex('idempotency_records_expiry').on('idempotency_records').column('expires_at').execute();

  await seedFoundation(db);
}

const VIRTUAL_LOCATIONS = [
  ['customer', 'Customers'],
  ['supplier', 'Suppliers'],
  ['consumption', 'Consumption'],
  ['adjustment', 'Inventory adjustments'],
] as const;

async function seedFoundation(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('settings').values({ id: 1, currency: 'USD', gs1_company_prefix: null, multi_warehouse_shipping: 0, updated_at: now }).execute();
  await db.insertInto('dispatcher_locks').values({ name: 'fan_out', updated_at: now }).execute();
  await db
    .insertInto('locations')
    .values(
      VIRTUAL_LOCATIONS.map(([kind, name]) => ({
        warehouse_id: null,
        code: kind,
        name,
        kind,
        parent_id: null,
        in_storage_tree: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('the foundation migration cannot be reverted');
}
