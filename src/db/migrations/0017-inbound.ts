import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * Inbound stock (docs/admin-api.md "Purchase orders", docs/3pl-api.md "Supplier shipments"): suppliers,
 * purchase orders and their lines, transfers between warehouses and their lines, and the supplier shipments
 * (advance shipping notices) a warehouse fetches, acknowledges and receives as it does customer return
 * shipments. A supplier shipment comes from a purchase order or from a transfer (`source`); each of its
 * lines names the order line or transfer line it brings in, so a receipt adds to that line's received
 * quantity. Quantities in thousandths, as everywhere.
 *
 * Purchase orders, transfers and supplier shipments carry sync versions, stamped by the database as the
 * other polled records are (migration 0009, 0013): the supplier-shipment poll reads along
 * (state, warehouse, version) as the CRS poll does. A receipt's moves name their supplier shipment in the
 * ledger (`stock_moves.supplier_shipment_id`), as a return's name their CRS.
 */

type Table = CreateTableBuilder<string, string>;

function table(db: Kysely<any>, name: string): Table {
  const builder = db.schema.createTable(name);
  return dbKind(db) === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function stamped(builder: Table): Table {
  return builder
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sync_version', 'bigint', (c) => c.notNull().defaultTo(0));
}

function ref(target: string) {
  return (c: ColumnDefinitionBuilder) => c.references(`${target}.id`);
}

/** The tables whose rows carry a sync version. */
const VERSIONED = ['purchase_orders', 'transfers', 'supplier_shipments'];

const INDEXES = [
  { name: 'purchase_orders_supplier', table: 'purchase_orders', columns: ['supplier_id'], where: null },
  { name: 'purchase_orders_state', table: 'purchase_orders', columns: ['state', 'id'], where: null },
  { name: 'purchase_orders_sync', table: 'purchase_orders', columns: ['sync_version', 'id'], where: null },
  { name: 'purchase_order_lines_order', table: 'purchase_order_lines', columns: ['purchase_order_id'], where: null },
  { name: 'transfers_sync', table: 'transfers', columns: ['sync_version', 'id'], where: null },
  { name: 'transfer_lines_transfer', table: 'transfer_lines', columns: ['transfer_id'], where: null },
  { name: 'ss_poll', table: 'supplier_shipments', columns: ['state', 'warehouse_id', 'updated_at', 'id'], where: null },
  { name: 'ss_state_updated', table: 'supplier_shipments', columns: ['state', 'updated_at', 'id'], where: null },
  { name: 'ss_sync_poll', table: 'supplier_shipments', columns: ['state', 'warehouse_id', 'sync_version', 'id'], where: null },
  { name: 'ss_sync', table: 'supplier_shipments', columns: ['sync_version', 'id'], where: null },
  { name: 'ss_purchase_order', table: 'supplier_shipments', columns: ['purchase_order_id'], where: sql<boolean>`purchase_order_id is not null` },
  { name: 'ss_transfer', table: 'supplier_shipments', columns: ['transfer_id'], where: sql<boolean>`transfer_id is not null` },
  { name: 'ss_split_from', table: 'supplier_shipments', columns: ['split_from_id'], where: sql<boolean>`split_from_id is not null` },
  { name: 'ss_lines_shipment', table: 'supplier_shipment_lines', columns: ['supplier_shipment_id'], where: null },
  // What is coming to a warehouse: the few pending and open supplier shipments among the received.
  { name: 'ss_incoming', table: 'supplier_shipments', columns: ['warehouse_id', 'id'], where: sql<boolean>`state in ('waiting', 'pending', 'open')` },
  { name: 'stock_moves_supplier_shipment', table: 'stock_moves', columns: ['supplier_shipment_id'], where: sql<boolean>`supplier_shipment_id is not null` },
  { name: 'customer_shipments_transfer', table: 'customer_shipments', columns: ['transfer_id'], where: sql<boolean>`transfer_id is not null` },
];

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'suppliers')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    // The supplier's address as JSON (the fields of an order's address), or null.
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // state: draft | confirmed | partially_received | received | cancelled
  await stamped(table(db, 'purchase_orders'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('expected_date', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();

  await table(db, 'purchase_order_lines')
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('received_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    // Decimal text in the order's currency, or null when the buyer gave none.
    .addColumn('unit_cost', 'text')
    .execute();

  // state: open | in_transit | received | cancelled
  await stamped(table(db, 'transfers'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('from_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('to_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();

  await table(db, 'transfer_lines')
    .addColumn('transfer_id', 'integer', (c) => c.notNull().references('transfers.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('lot_number', 'text')
    .execute();

  // source: purchase_order | transfer; state: waiting (a transfer not shipped yet) | pending | open | done | cancelled
  await stamped(table(db, 'supplier_shipments'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('purchase_order_id', 'integer', ref('purchase_orders'))
    .addColumn('transfer_id', 'integer', ref('transfers'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('planned_date', 'text')
    .addColumn('reference', 'text')
    .addColumn('tpl_reference', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('carrier_code', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('split_from_id', 'integer', ref('supplier_shipments'))
    .addColumn('receipt_hash', 'text')
    .addColumn('receipt_result', 'text')
    .execute();

  await table(db, 'supplier_shipment_lines')
    .addColumn('supplier_shipment_id', 'integer', (c) => c.notNull().references('supplier_shipments.id'))
    .addColumn('purchase_order_line_id', 'integer', ref('purchase_order_lines'))
    .addColumn('transfer_line_id', 'integer', ref('transfer_lines'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('received_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    // The part of received_quantity that arrived damaged (to lost and found), and the part above `quantity`.
    .addColumn('damaged_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('surplus_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text')
    .addColumn('lot_expiry_date', 'text')
    .execute();

  await db.schema.alterTable('stock_moves').addColumn('supplier_shipment_id', 'integer', ref('supplier_shipments')).execute();
  await db.schema.alterTable('customer_shipments').addColumn('transfer_id', 'integer', ref('transfers')).execute();

  if (dbKind(db) === 'postgres') await postgresVersions(db);
  else await sqliteVersions(db);
  for (const { name, table: on, columns, where } of INDEXES) {
    const index = db.schema.createIndex(name).on(on).columns(columns);
    await (where ? index.where(where) : index).execute();
  }
}

/** PostgreSQL stamps with the writing transaction's id (the function of migration 0009). */
async function postgresVersions(db: Kysely<any>): Promise<void> {
  for (const name of VERSIONED) {
    await sql`create trigger ${sql.id(`${name}_sync_version`)} before insert or update on ${sql.table(name)}
      for each row execute function dockside_sync_version()`.execute(db);
  }
}

/** SQLite stamps a row written without a version from the clock (migrations 0009 and 0013). */
async function sqliteVersions(db: Kysely<any>): Promise<void> {
  for (const name of VERSIONED) {
    const stamp = sql`
      update sync_clock set version = version + 1 where id = 1;
      update ${sql.table(name)} set sync_version = (select version from sync_clock where id = 1) where id = new.id;`;
    await sql`create trigger ${sql.id(`${name}_sync_insert`)} after insert on ${sql.table(name)}
      when new.sync_version = 0 begin ${stamp} end`.execute(db);
    await sql`create trigger ${sql.id(`${name}_sync_update`)} after update on ${sql.table(name)}
      when new.sync_version = old.sync_version begin ${stamp} end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
  if (dbKind(db) === 'postgres') {
    for (const name of VERSIONED) await sql`drop trigger ${sql.id(`${name}_sync_version`)} on ${sql.table(name)}`.execute(db);
  }
  await db.schema.alterTable('customer_shipments').dropColumn('transfer_id').execute();
  await db.schema.alterTable('stock_moves').dropColumn('supplier_shipment_id').execute();
  for (const name of ['supplier_shipment_lines', 'supplier_shipments', 'transfer_lines', 'transfers', 'purchase_order_lines', 'purchase_orders', 'suppliers']) {
    await db.schema.dropTable(name).execute();
  }
}
