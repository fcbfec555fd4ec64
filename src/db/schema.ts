import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

// Table types, one per table of migrations/. Quantities are integers in thousandths (see quantity.ts),
// timestamps ISO-8601 UTC text, flags 0/1, money decimal text.

type Id = Generated<number>;
/**
 * The version of the change that last wrote the row, set by the database (migration 0009): read by
 * incremental sync (src/domain/shared/list-window.ts). The service writes only a version syncStamp just
 * gave (src/db/sync-stamp.ts); a row written without one is stamped by the database.
 */
type SyncVersion = ColumnType<number, number | undefined, number>;

export interface SettingsTable {
  id: number;
  currency: string;
  gs1_company_prefix: string | null;
  multi_warehouse_shipping: number;
  /** Minutes after release when a shipment the warehouse has not acknowledged needs attention (migration 0012). */
  acknowledgement_due_minutes: number;
  /** Units of absolute drift within the attention window above which a warehouse needs attention; null: never (migration 0022). */
  drift_alert_units: number | null;
  updated_at: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface CarriersTable {
  id: Id;
  code: string;
  name: string;
  tracking_url_template: string | null;
  scac: string | null;
  created_at: string;
  updated_at: string;
}

export interface WarehousesTable {
  id: Id;
  code: string;
  name: string;
  address: string | null;
  return_address: string | null;
  created_at: string;
  updated_at: string;
}

export type LocationKind = 'storage' | 'lost_and_found' | 'consumables' | 'bin' | 'customer' | 'supplier' | 'consumption' | 'adjustment' | 'transit';

export interface LocationsTable {
  id: Id;
  warehouse_id: number | null;
  code: string;
  name: string;
  kind: LocationKind;
  parent_id: number | null;
  in_storage_tree: number;
  /** Set while the location is archived: empty and out of use (migration 0007). */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Id;
  code: string;
  name: string;
  upc: string | null;
  gtin14: string | null;
  uom: string;
  consumable: number;
  lot_tracked: number;
  is_bundle: number;
  return_warehouse_id: number | null;
  unit_price: string | null;
  unit_customs_value: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductComponentsTable {
  id: Id;
  bundle_id: number;
  component_id: number;
  quantity: number;
  position: number;
}

export interface LotsTable {
  id: Id;
  product_id: number;
  number: string;
  expiry_date: string | null;
  created_at: string;
}

export interface ChannelsTable {
  id: Id;
  code: string;
  name: string;
  kind: 'storefront' | 'marketplace' | 'other';
  /** 1 for the channel Dockside keeps for transfers' internal orders (migration 0018): not offered for new orders. */
  built_in: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface CustomersTable {
  id: Id;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface AddressesTable {
  id: Id;
  customer_id: number | null;
  name: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  zip: string | null;
  subdivision_code: string | null;
  country_code: string | null;
  phone: string | null;
  email: string | null;
  created_at: string;
}

export interface SalesOrdersTable {
  id: Id;
  sync_version: SyncVersion;
  number: string;
  reference: string | null;
  channel_id: number;
  customer_id: number;
  shipping_address_id: number;
  currency: string;
  state: 'open' | 'cancelled' | 'done';
  shipping_instructions: string | null;
  carrier_identifier: string | null;
  carrier_service: string | null;
  planned_date: string | null;
  /** The transfer this internal order carries (migration 0018), null for the merchant's orders. */
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}

export interface SalesOrderLinesTable {
  id: Id;
  order_id: number;
  position: number;
  product_id: number;
  quantity: number;
  unit_price: string;
  unit_customs_value: string | null;
  warehouse_id: number;
}

export type ShipmentState = 'waiting' | 'pending' | 'on_hold' | 'open' | 'done' | 'cancelled';
export type CancellationState = 'requested' | 'accepted' | 'rejected';

export interface CustomerShipmentsTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  order_id: number;
  warehouse_id: number;
  state: ShipmentState;
  planned_date: string | null;
  released_at: string | null;
  acknowledged_at: string | null;
  tpl_reference: string | null;
  shipped_at: string | null;
  cancelled_at: string | null;
  carrier_identifier: string | null;
  carrier_service: string | null;
  shipping_instructions: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  cost: string | null;
  cost_currency_code: string | null;
  override_sscc: string | null;
  override_scac: string | null;
  backorder_of_id: number | null;
  /** The transfer this shipment carries to another warehouse (migration 0017), null for an order's. */
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The hold of an `on_hold` shipment (migration 0020): its reason, note, time, and the state it returns to. */
  hold_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hold_note: ColumnType<string | null, string | null | undefined, string | null>;
  held_at: ColumnType<string | null, string | null | undefined, string | null>;
  held_from: ColumnType<'waiting' | 'pending' | null, 'waiting' | 'pending' | null | undefined, 'waiting' | 'pending' | null>;
  /** The merchant's cancellation request of an acknowledged shipment (migration 0020) and the warehouse's answer. */
  cancellation_state: ColumnType<CancellationState | null, CancellationState | null | undefined, CancellationState | null>;
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_answered_at: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address row a shipment that left or was cancelled keeps when its order's address is edited (migration 0021); null: the order's. */
  delivery_address_id: ColumnType<number | null, number | null | undefined, number | null>;
  confirmation_hash: string | null;
  confirmation_result: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerShipmentLinesTable {
  id: Id;
  shipment_id: number;
  order_line_id: number;
  parent_line_id: number | null;
  position: number;
  product_id: number;
  quantity: number;
  shipped_quantity: Generated<number>;
  allocated_quantity: Generated<number>;
  uom: string;
}

export interface PackagesTable {
  id: Id;
  shipment_id: number;
  position: number;
  reference: string | null;
  sscc: string;
  tracking_number: string | null;
  carrier_identifier: string | null;
  medium: string | null;
  material: string | null;
  weight: string | null;
  weight_uom: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  dimension_uom: string | null;
  override_scac: string | null;
  load_number: string | null;
  bill_of_lading: string | null;
  seal_number: string | null;
  created_at: string;
}

export interface PackageContentsTable {
  id: Id;
  package_id: number;
  kind: 'item' | 'consumable';
  shipment_line_id: number | null;
  product_id: number;
  lot_id: number | null;
  quantity: number;
}

export type ReturnSource = 'storefront' | 'marketplace' | 'channel' | 'manual';

export interface ReturnOrdersTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  order_id: number;
  source: ReturnSource;
  state: 'open' | 'closed';
  customer_id: number;
  origin_address_id: number;
  carrier_code: string | null;
  service_code: string | null;
  tracking_number: string | null;
  planned_date: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReturnOrderLinesTable {
  id: Id;
  return_order_id: number;
  order_line_id: number;
  product_id: number;
  quantity: number;
  reason: string | null;
  warehouse_id: number;
}

export type ReturnShipmentState = 'pending' | 'open' | 'done';

export interface CustomerReturnShipmentsTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  return_order_id: number;
  warehouse_id: number;
  state: ReturnShipmentState;
  planned_date: string | null;
  acknowledged_at: string | null;
  tpl_reference: string | null;
  received_at: string | null;
  carrier_code: string | null;
  service_code: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  split_from_id: number | null;
  receipt_hash: string | null;
  receipt_result: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerReturnShipmentLinesTable {
  id: Id;
  crs_id: number;
  return_order_line_id: number;
  product_id: number;
  quantity: number;
  received_quantity: Generated<number>;
  damaged_quantity: Generated<number>;
  uom: string;
  reason: string | null;
}

export interface ReturnRoutingRulesTable {
  id: Id;
  priority: number;
  channel_id: number | null;
  country_code: string | null;
  product_id: number | null;
  warehouse_id: number;
  created_at: string;
  updated_at: string;
}

export type MoveCause = 'adjustment' | 'shipment' | 'consumption' | 'return' | 'receipt';

export interface StockMovesTable {
  id: Id;
  product_id: number;
  lot_id: number;
  quantity: number;
  from_location_id: number;
  to_location_id: number;
  cause: MoveCause;
  shipment_id: number | null;
  package_id: number | null;
  crs_id: number | null;
  /** The supplier shipment a receipt's move brought in (migration 0017). */
  supplier_shipment_id: ColumnType<number | null, number | null | undefined, number | null>;
  reference: string | null;
  created_at: string;
  /** When the change happened, if not when it was recorded (migration 0019): a dated adjustment, a snapshot's correction. */
  occurred_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StockLevelsTable {
  id: Id;
  location_id: number;
  product_id: number;
  lot_id: number;
  quantity: number;
}

export interface InventoryPositionsTable {
  warehouse_id: number;
  product_id: number;
  on_hand: number;
  allocated: number;
  updated_at: string;
}

export interface PartnersTable {
  id: Id;
  code: string | null;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface PartnerWarehousesTable {
  partner_id: number;
  warehouse_id: number;
}

export type Role = 'staff' | 'viewer' | 'warehouse';

export interface ApiKeysTable {
  id: Id;
  name: string | null;
  prefix: string;
  key_hash: string;
  role: Role;
  partner_id: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A staff console session (migration 0010): only the hash of its token is stored. */
export interface StaffSessionsTable {
  id: Id;
  token_hash: string;
  api_key_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface EventsTable {
  id: Id;
  sync_version: SyncVersion;
  type: string;
  resource_type: string;
  resource_id: number;
  channel_id: number | null;
  warehouse_id: number | null;
  data: string;
  created_at: string;
  /** When an event was fanned out before migration 0014; since, the fan_out_rounds tell (src/domain/webhooks/fan-out.ts). */
  fanned_out_at: string | null;
}

export interface WebhookEndpointsTable {
  id: Id;
  url: string;
  description: string | null;
  events: string;
  channel_id: number | null;
  partner_id: number | null;
  /** The signing secret, sealed under the master key (src/domain/secrets/keyring.ts); never in clear. */
  secret: string;
  enabled: number;
  failing_since: string | null;
  consecutive_failures: Generated<number>;
  /** Why the latest attempt of the current failure streak failed; null while the endpoint is healthy (migration 0012). */
  last_error: string | null;
  /** The secret a rotation replaced, sealed like `secret`, signing beside it until it expires. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Id;
  event_id: number;
  endpoint_id: number;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  last_status_code: number | null;
  delivered_at: string | null;
  resource_key: string | null;
  lease_token: string | null;
  leased_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface DispatcherLocksTable {
  name: string;
  updated_at: string;
}

/** One fan-out round: every event at or before (through_version, through_id) in sync-version order was fanned out. */
export interface FanOutRoundsTable {
  id: Id;
  through_version: ColumnType<number, number, never>;
  through_id: ColumnType<number, number, never>;
  fanned_out_at: ColumnType<string, string, never>;
}

export interface IdempotencyRecordsTable {
  id: Id;
  api_key_id: number;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  /** The process running the request while `running` (src/domain/idempotency/owner.ts); null before migration 0006. */
  owner: string | null;
  created_at: string;
  expires_at: string;
}

/** The one row naming the master key that seals this database's secrets (migration 0008). */
export interface SealingKeyTable {
  id: number;
  key_id: string;
  updated_at: string;
}

/*
 * Search terms (migration 0011, src/db/search-terms.ts), a table per kind of owner so that each has a
 * distribution of its own for the planner. Terms are only ever added, but a customer's, which are
 * replaced when its name or email changes.
 */
export interface CustomerSearchTermsTable {
  term: string;
  customer_id: number;
}

export interface OrderSearchTermsTable {
  term: string;
  order_id: number;
}

export interface ShipmentSearchTermsTable {
  term: string;
  shipment_id: number;
  /** The shipment's order, so that an order is found by its shipments' terms without a join. */
  order_id: number;
}

/** SQLite only: the clock sync versions are taken from (migration 0009). */
export interface SyncClockTable {
  id: number;
  version: number;
}

// ---- Inbound (migration 0017) ----

export interface SuppliersTable {
  id: Id;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** JSON of an address's fields, or null. */
  address: string | null;
  created_at: string;
  updated_at: string;
}

export type PurchaseOrderState = 'draft' | 'confirmed' | 'partially_received' | 'received' | 'cancelled';

export interface PurchaseOrdersTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  supplier_id: number;
  warehouse_id: number;
  state: PurchaseOrderState;
  reference: string | null;
  currency_code: string;
  expected_date: string | null;
  confirmed_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseOrderLinesTable {
  id: Id;
  purchase_order_id: number;
  product_id: number;
  quantity: number;
  received_quantity: Generated<number>;
  /** Decimal text in the order's currency. */
  unit_cost: string | null;
}

export type TransferState = 'open' | 'in_transit' | 'received' | 'cancelled';

export interface TransfersTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  from_warehouse_id: number;
  to_warehouse_id: number;
  state: TransferState;
  shipped_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransferLinesTable {
  id: Id;
  transfer_id: number;
  product_id: number;
  quantity: number;
  lot_number: string | null;
}

export type SupplierShipmentSource = 'purchase_order' | 'transfer';
export type SupplierShipmentState = 'waiting' | 'pending' | 'open' | 'done' | 'cancelled';

export interface SupplierShipmentsTable {
  id: Id;
  sync_version: SyncVersion;
  number: string | null;
  source: SupplierShipmentSource;
  purchase_order_id: number | null;
  transfer_id: number | null;
  warehouse_id: number;
  state: SupplierShipmentState;
  planned_date: string | null;
  reference: string | null;
  tpl_reference: string | null;
  acknowledged_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  carrier_code: string | null;
  tracking_number: string | null;
  split_from_id: number | null;
  receipt_hash: string | null;
  receipt_result: string | null;
  created_at: string;
  updated_at: string;
}

export interface SupplierShipmentLinesTable {
  id: Id;
  supplier_shipment_id: number;
  purchase_order_line_id: number | null;
  transfer_line_id: number | null;
  product_id: number;
  quantity: number;
  received_quantity: Generated<number>;
  /** The part of received_quantity that arrived damaged (to lost and found). */
  damaged_quantity: Generated<number>;
  /** The part of received_quantity above `quantity`: counted by the warehouse, not announced. */
  surplus_quantity: Generated<number>;
  uom: string;
  lot_number: string | null;
  lot_expiry_date: string | null;
}

/** A warehouse's adjustment (migration 0019): one by one, or a difference its snapshot applied. */
export interface InventoryAdjustmentsTable {
  id: Id;
  source: 'warehouse';
  warehouse_id: number;
  location_id: number;
  product_id: number;
  lot_id: number;
  /** Signed delta, stored thousandths. */
  quantity: number;
  /** The level of the product and lot at the location before and after it (stored thousandths). */
  previous_on_hand: number;
  on_hand: number;
  reason: string;
  reference: string | null;
  occurred_at: string | null;
  snapshot_id: number | null;
  created_at: string;
}

export interface InventorySnapshotsTable {
  id: Id;
  warehouse_id: number;
  counted_at: string;
  complete: number;
  state: 'applied' | 'dry_run';
  reference: string | null;
  counted: Generated<number>;
  matched: Generated<number>;
  adjusted: Generated<number>;
  zeroed: Generated<number>;
  skipped: Generated<number>;
  /** The sums of its positive and of its negative differences, in thousandths (migration 0022). */
  units_over: Generated<number>;
  units_under: Generated<number>;
  created_at: string;
}

export interface InventorySnapshotDifferencesTable {
  id: Id;
  snapshot_id: number;
  product_id: number;
  location_id: number;
  lot_id: number;
  books: number;
  counted: number;
  difference: number;
  zeroed: number;
}

/** The staging rows of a snapshot being compared, removed in its transaction. */
export interface InventoryCountLinesTable {
  snapshot_id: number;
  position: number;
  product_code: string;
  location_code: string | null;
  lot_number: string | null;
  quantity: number;
}

export interface Database {
  sync_clock: SyncClockTable;
  settings: SettingsTable;
  counters: CountersTable;
  carriers: CarriersTable;
  warehouses: WarehousesTable;
  locations: LocationsTable;
  products: ProductsTable;
  product_components: ProductComponentsTable;
  lots: LotsTable;
  channels: ChannelsTable;
  customers: CustomersTable;
  addresses: AddressesTable;
  sales_orders: SalesOrdersTable;
  sales_order_lines: SalesOrderLinesTable;
  customer_shipments: CustomerShipmentsTable;
  customer_shipment_lines: CustomerShipmentLinesTable;
  packages: PackagesTable;
  package_contents: PackageContentsTable;
  return_orders: ReturnOrdersTable;
  return_order_lines: ReturnOrderLinesTable;
  customer_return_shipments: CustomerReturnShipmentsTable;
  customer_return_shipment_lines: CustomerReturnShipmentLinesTable;
  return_routing_rules: ReturnRoutingRulesTable;
  stock_moves: StockMovesTable;
  stock_levels: StockLevelsTable;
  inventory_positions: InventoryPositionsTable;
  inventory_adjustments: InventoryAdjustmentsTable;
  inventory_snapshots: InventorySnapshotsTable;
  inventory_snapshot_differences: InventorySnapshotDifferencesTable;
  inventory_count_lines: InventoryCountLinesTable;
  partners: PartnersTable;
  partner_warehouses: PartnerWarehousesTable;
  api_keys: ApiKeysTable;
  staff_sessions: StaffSessionsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  dispatcher_locks: DispatcherLocksTable;
  fan_out_rounds: FanOutRoundsTable;
  idempotency_records: IdempotencyRecordsTable;
  sealing_key: SealingKeyTable;
  customer_search_terms: CustomerSearchTermsTable;
  order_search_terms: OrderSearchTermsTable;
  shipment_search_terms: ShipmentSearchTermsTable;
  suppliers: SuppliersTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  transfers: TransfersTable;
  transfer_lines: TransferLinesTable;
  supplier_shipments: SupplierShipmentsTable;
  supplier_shipment_lines: SupplierShipmentLinesTable;
}

export type Product = Selectable<ProductsTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type Location = Selectable<LocationsTable>;
export type CustomerShipment = Selectable<CustomerShipmentsTable>;
export type ProductUpdate = Updateable<ProductsTable>;

/** The tables whose rows have the columns of `Columns` (e.g. `{ id: unknown }`). */
export type TablesWith<Columns> = { [T in keyof Database]: Database[T] extends Columns ? T : never }[keyof Database];
