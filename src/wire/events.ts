import { Type, type TSchema } from 'typebox';
import { AddressOut, Nullable, Timestamp } from './common.ts';
import { OrderRef, ReturnOrderRef, ReturnShipmentRef, ShipmentRef, WarehouseRef } from './references.ts';
import { CustomerReturnShipmentRecord, ReturnOrderOut, ReturnShipmentSummary } from './returns.ts';
import { PurchaseOrderRef, SupplierRef, SupplierShipmentRecord, SupplierShipmentRef } from './inbound.ts';
import { TransferRef } from './supplier-shipments.ts';
import { ShipmentCancellation, ShipmentHold } from './customer-shipment.ts';

/*
 * The `data` of every event type (docs/events.md "Event types"): the OpenAPI document's `webhooks`
 * section is built from these schemas, and every event the domain records is typed by them (`NewEvent`
 * of src/domain/events/outbox.ts), so a builder cannot write a field its schema lacks. Every payload names other records with the same reference shapes (docs/events.md
 * "References"): a warehouse `{id, code, name}`, an order `{id, number, reference}`, a customer shipment
 * or CRS `{id, number}`, a return order `{id, number, source}`. Objects are open: a receiver should
 * ignore fields it does not know, so that fields can be added without a new version.
 */

/** Every event type (docs/events.md "Event types"). */
export const EVENT_TYPES = [
  'customer_shipment.released',
  'customer_shipment.acknowledged',
  'customer_shipment.shipped',
  'customer_shipment.cancelled',
  'customer_shipment.on_hold',
  'customer_shipment.hold_released',
  'customer_shipment.cancellation_requested',
  'customer_shipment.cancellation_rejected',
  'customer_shipment.updated',
  'customer_return_shipment.created',
  'customer_return_shipment.acknowledged',
  'customer_return_shipment.received',
  'return_order.closed',
  'inventory.updated',
  'inventory.discrepancy',
  // Inbound: purchase orders and their supplier shipments, as staff confirm and cancel them
  'purchase_order.confirmed',
  'purchase_order.cancelled',
  'supplier_shipment.created',
  'supplier_shipment.cancelled',
  // Inbound, from the warehouse's side: acknowledgements and receipts of supplier shipments
  'supplier_shipment.acknowledged',
  'supplier_shipment.received',
  'purchase_order.received',
  // Transfers between warehouses
  'transfer.shipped',
  'transfer.received',
  // Stock truth from the warehouse: its adjustments and counts
  'inventory.adjusted',
  'inventory.reconciled',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

const Quantity = Type.Number({ description: 'Units, up to three decimals' });

/** A reference that may be absent, with what it names in this place. */
const OptionalRef = <T extends TSchema>(ref: T, description: string) => Type.Union([ref, Type.Null()], { description });

// ---- Customer shipments ----

/** What every customer shipment event carries first: the shipment, its warehouse, its order and where it came from. */
const shipmentHead = <S extends string>(state: S, description: string) => ({
  id: Type.Integer({ description: "Customer shipment id (the event's resource_id)" }),
  number: Type.String({ description: 'Customer shipment number (CS-000001)' }),
  state: Type.Literal(state, { description }),
  warehouse: WarehouseRef,
  order: OrderRef,
  backorder_of: OptionalRef(ShipmentRef, 'The shipment whose unshipped remainder this one holds'),
});

const ShipmentReleased = Type.Object(shipmentHead('pending', 'Released to the warehouse'));

const ShipmentCancelled = Type.Object(shipmentHead('cancelled', 'Cancelled; its stock is free again'));

const ShipmentHeld = Type.Object({
  ...shipmentHead('on_hold', 'Held by the merchant: the warehouse must not pack it'),
  hold: ShipmentHold,
  held_from: Type.Enum(['waiting', 'pending'], { description: 'The state it returns to when the hold is released' }),
});

const ShipmentCancellationRequested = Type.Object({
  ...shipmentHead('open', 'Still open: the warehouse decides'),
  cancellation: ShipmentCancellation,
});

const ShipmentCancellationRejected = Type.Object({
  ...shipmentHead('open', 'Still open'),
  state: Type.Enum(['open', 'done'], { description: 'open: it goes on; done: its confirmation came first (reason shipped)' }),
  cancellation: ShipmentCancellation,
});

const ShipmentHoldReleased = Type.Object({
  ...shipmentHead('pending', 'Back where it was before the hold'),
  state: Type.Enum(['waiting', 'pending'], { description: 'Back where it was: pending (released to the warehouse again) or waiting (for stock)' }),
  released_hold: ShipmentHold,
});

const ShipmentUpdated = Type.Object({
  ...shipmentHead('pending', 'Not acknowledged yet'),
  state: Type.Enum(['pending', 'on_hold'], { description: 'Where the shipment is: pending, or on hold (an incorrect_address hold is released next)' }),
  changed: Type.Array(Type.Enum(['delivery_address']), { description: 'What changed in the record: fetch it again' }),
  delivery_address: AddressOut,
});

const ShipmentAcknowledged = Type.Object({
  ...shipmentHead('open', 'Acknowledged by the warehouse'),
  acknowledged_at: Timestamp,
  tpl_reference: Nullable(Type.String({ description: "The warehouse's own reference, when it gave one" })),
});

const ShippedPackage = Type.Object({
  id: Type.Integer({ description: 'Package id' }),
  sscc: Type.String({ description: 'SSCC (18 digits)' }),
  tracking_number: Nullable(Type.String({ description: "The package's tracking number, else the shipment's master one" })),
  carrier_identifier: Nullable(Type.String({ description: 'Carrier code' })),
  tracking_url: Nullable(Type.String({ description: "As sent, or built from the carrier's template" })),
  items: Type.Array(
    Type.Object({
      product_code: Type.String({ description: 'Product code; bundle components by their own codes' }),
      quantity: Quantity,
      lot: Nullable(Type.String({ description: 'Lot number' })),
    }),
  ),
});

const ShipmentShipped = Type.Object({
  ...shipmentHead('done', 'Shipped'),
  shipped_at: Timestamp,
  carrier_identifier: Nullable(Type.String({ description: "Carrier code as confirmed, else the order's" })),
  carrier_service: Nullable(Type.String({ description: "Carrier service as confirmed, else the order's" })),
  tracking_number: Nullable(Type.String({ description: 'Master tracking number as reported' })),
  tracking_url: Nullable(Type.String({ description: "Master tracking URL, as sent or built from the carrier's template" })),
  cost: Nullable(Type.String({ description: 'Shipping cost the warehouse reported, decimal string' })),
  cost_currency_code: Nullable(Type.String({ description: 'ISO 4217 currency of `cost`' })),
  packages: Type.Array(ShippedPackage, { description: 'Every package, with its effective tracking number and URL' }),
  consumables: Type.Array(Type.Object({ product_code: Type.String(), quantity: Quantity }), { description: 'Packing material used' }),
  backorder: OptionalRef(ShipmentRef, 'The new shipment holding what was not shipped'),
});

// ---- Customer return shipments and return orders ----

/** What every CRS event names besides the CRS: its warehouse, return order and sales order. */
const returnShipmentRefs = {
  warehouse: WarehouseRef,
  return_order: ReturnOrderRef,
  order: OrderRef,
};

const ReturnShipmentCreated = Type.Object(
  {
    ...CustomerReturnShipmentRecord.properties,
    state: Type.Literal('pending'),
    order: OrderRef,
  },
  { description: 'The CRS record a warehouse fetches (docs/3pl-api.md section 13), with `order`' },
);

const ReturnShipmentAcknowledged = Type.Object({
  id: Type.Integer({ description: "CRS id (the event's resource_id)" }),
  number: Type.String({ description: 'CRS number' }),
  state: Type.Literal('open'),
  acknowledged_at: Timestamp,
  tpl_reference: Nullable(Type.String({ description: "The warehouse's own reference, when it gave one" })),
  ...returnShipmentRefs,
});

const ReturnShipmentReceived = Type.Object({
  id: Type.Integer({ description: "The CRS that holds the receipt (the event's resource_id)" }),
  number: Type.String({ description: 'CRS number' }),
  state: Type.Literal('done'),
  received_at: Timestamp,
  tpl_reference: Nullable(Type.String()),
  strategy: Type.Enum(['finalize_and_start_new', 'split_and_keep_open', 'finalize'], { description: 'What was done with what did not arrive' }),
  split_from: OptionalRef(ReturnShipmentRef, 'split_and_keep_open: the CRS the received part was split off'),
  ...returnShipmentRefs,
  lines: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'CRS line id' }),
      product_code: Type.String(),
      quantity: Quantity,
      condition: Type.Enum(['good', 'damaged']),
      location: Type.String({ description: 'Location code it was put away in' }),
      lot: Nullable(Type.String()),
    }),
    { description: 'What arrived' },
  ),
  not_received: Type.Array(Type.Object({ id: Type.Integer(), product_code: Type.String(), quantity: Quantity }), {
    description: 'What was expected and did not arrive',
  }),
  remainder: OptionalRef(ReturnShipmentRef, 'The CRS that still expects what did not arrive'),
});

/**
 * The return order as GET /api/v1/returns/{id} answers it, except that warehouses and CRS are named as
 * references and the CRS's reference and put-aways are left out (customer_return_shipment.received carries each receipt).
 */
const ReturnOrderClosed = Type.Object(
  {
    ...ReturnOrderOut.properties,
    closed_at: Timestamp,
    lines: Type.Array(Type.Object({ ...ReturnOrderOut.properties.lines.items.properties, warehouse: WarehouseRef })),
    customer_return_shipments: Type.Array(
      Type.Object({
        ...Type.Omit(ReturnShipmentSummary, ['tpl_reference', 'received']).properties,
        warehouse: WarehouseRef,
        split_from: OptionalRef(ReturnShipmentRef, 'The CRS a receipt strategy split this one off'),
      }),
    ),
  },
  { description: 'The return order as GET /api/v1/returns/{id} answers it, with references as every event names them' },
);

// ---- Stock ----

/** The product and warehouse a stock event is about. */
const stockHead = {
  product_id: Type.Integer({ description: "Product id (the event's resource_id)" }),
  product_code: Type.String({ description: 'Product code' }),
  warehouse_id: Type.Integer({ description: 'Same as warehouse.id' }),
  warehouse: WarehouseRef,
};

/** The cause of a stock event: exactly one of them is present. */
const stockCause = {
  shipment_id: Type.Optional(Type.Integer({ description: 'Same as shipment.id' })),
  shipment: Type.Optional(ShipmentRef),
  crs_id: Type.Optional(Type.Integer({ description: 'Same as crs.id' })),
  crs: Type.Optional(ReturnShipmentRef),
  supplier_shipment_id: Type.Optional(Type.Integer({ description: 'Same as supplier_shipment.id' })),
  supplier_shipment: Type.Optional(SupplierShipmentRef),
  adjustment_id: Type.Optional(Type.Integer({ description: 'The stock adjustment (its ledger entry id)' })),
  snapshot_id: Type.Optional(Type.Integer({ description: 'The inventory snapshot whose differences were applied' })),
};

const InventoryUpdated = Type.Object({
  ...stockHead,
  on_hand: Type.Number({ description: "In the warehouse's primary storage tree, after the change" }),
  allocated: Type.Number({ description: 'Held for released shipments' }),
  available: Type.Number({ description: 'on_hand - allocated: what may be sold' }),
  ...stockCause,
});

const InventoryDiscrepancy = Type.Object({
  ...stockHead,
  location: Type.String({ description: 'Location code of the stock level' }),
  lot: Nullable(Type.String({ description: 'Lot number' })),
  quantity: Type.Number({ description: 'The level after the change: below zero for stock shipped that the books did not have' }),
  shipment_id: Type.Optional(Type.Integer({ description: 'Same as shipment.id: the shipment that took the level below zero' })),
  shipment: Type.Optional(ShipmentRef),
  supplier_shipment_id: Type.Optional(Type.Integer({ description: 'Same as supplier_shipment.id: the receipt that counted a surplus' })),
  supplier_shipment: Type.Optional(SupplierShipmentRef),
  expected: Type.Optional(Type.Number({ description: 'A surplus: what the supplier shipment line still expected' })),
  received: Type.Optional(Type.Number({ description: 'A surplus: what the warehouse counted' })),
  surplus: Type.Optional(Type.Number({ description: 'A surplus: received minus expected, received all the same' })),
});

// ---- Stock truth from the warehouse: adjustments and counts ----

/** The reasons a warehouse gives for an adjustment (docs/3pl-api.md "Inventory adjustments"). */
export const ADJUSTMENT_REASONS = ['cycle_count', 'damaged', 'expired', 'found', 'lost', 'quality_hold', 'other'] as const;

const InventoryAdjusted = Type.Object({
  ...stockHead,
  product: Type.Object({ id: Type.Integer(), code: Type.String() }, { description: 'The product adjusted' }),
  adjustment_id: Type.Integer({ description: 'The stock adjustment (its ledger entry id)' }),
  location: Type.String({ description: 'Location code of the stock level adjusted' }),
  lot: Nullable(Type.String({ description: 'Lot number' })),
  quantity: Type.Number({ description: 'The signed change' }),
  previous_on_hand: Type.Number({ description: 'The level of the product and lot at the location before the change' }),
  on_hand: Type.Number({ description: 'The level of the product and lot at the location after the change' }),
  reason: Nullable(Type.String({ description: `A warehouse's reason (${ADJUSTMENT_REASONS.join(', ')}), or the staff's own text` })),
  reference: Nullable(Type.String({ description: "The warehouse's reference of the adjustment (its replay key with product, location and lot)" })),
  occurred_at: Nullable(Timestamp),
  source: Type.Enum(['warehouse', 'staff'], { description: 'Who reported it: the warehouse (3PL interface) or staff (admin API)' }),
});

const InventoryReconciled = Type.Object({
  id: Type.Integer({ description: "Inventory snapshot id (the event's resource_id)" }),
  warehouse: WarehouseRef,
  counted_at: Timestamp,
  complete: Type.Boolean({ description: 'Whether stock the count omitted was counted 0' }),
  reference: Nullable(Type.String({ description: "The snapshot's reference (the adjustments' reference)" })),
  state: Type.Literal('applied'),
  counted: Type.Integer({ description: 'Stock levels (product, location, lot) the snapshot counted' }),
  matched: Type.Integer({ description: 'Counted levels equal to the books as of counted_at' }),
  adjusted: Type.Integer({ description: 'Levels adjusted to the count (reason cycle_count)' }),
  zeroed: Type.Integer({ description: 'Of those, levels the complete count omitted, set to 0' }),
});

// ---- Inbound, from the warehouse's side (docs/3pl-api.md section 14) ----

/** What every supplier shipment event of the warehouse's side carries beside the shipment. */
const supplierShipmentRefs = {
  warehouse: WarehouseRef,
  purchase_order: OptionalRef(PurchaseOrderRef, 'The purchase order it brings in; null for a transfer'),
  transfer: OptionalRef(TransferRef, 'The transfer it brings in; null for a purchase order'),
};

const SupplierShipmentAcknowledged = Type.Object({
  id: Type.Integer({ description: "Supplier shipment id (the event's resource_id)" }),
  number: Type.String({ description: 'Supplier shipment number (SS-000001)' }),
  state: Type.Literal('open', { description: 'Acknowledged by the warehouse' }),
  acknowledged_at: Timestamp,
  tpl_reference: Nullable(Type.String({ description: "The warehouse's own reference, when it gave one" })),
  ...supplierShipmentRefs,
});

const SupplierCounted = Type.Object({ id: Type.Integer({ description: 'Supplier shipment line id' }), product_code: Type.String(), quantity: Quantity });

const SupplierShipmentReceived = Type.Object({
  id: Type.Integer({ description: "The supplier shipment that holds the receipt (the event's resource_id)" }),
  number: Type.String({ description: 'Supplier shipment number' }),
  state: Type.Literal('done'),
  received_at: Timestamp,
  tpl_reference: Nullable(Type.String()),
  receiving_strategy: Type.Enum(['finalize_and_start_new', 'split_and_keep_open', 'finalize'], { description: 'What was done with what did not arrive' }),
  split_from: OptionalRef(SupplierShipmentRef, 'split_and_keep_open: the supplier shipment the received part was split off'),
  ...supplierShipmentRefs,
  lines: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'Supplier shipment line id' }),
      product_code: Type.String(),
      quantity: Quantity,
      condition: Type.Enum(['good', 'damaged']),
      location: Type.String({ description: 'Location code it was put away in' }),
      lot: Nullable(Type.String()),
    }),
    { description: 'What arrived' },
  ),
  not_received: Type.Array(SupplierCounted, { description: 'What was expected and did not arrive' }),
  surplus: Type.Array(SupplierCounted, { description: 'What arrived above what was announced (each also an inventory.discrepancy)' }),
  remainder: OptionalRef(SupplierShipmentRef, 'The supplier shipment that still expects what did not arrive'),
});

const PurchaseOrderReceived = Type.Object({
  id: Type.Integer({ description: "Purchase order id (the event's resource_id)" }),
  number: Type.String({ description: 'Purchase order number (PO-000001)' }),
  reference: Nullable(Type.String()),
  state: Type.Literal('received', { description: 'Every line received what it ordered' }),
  received_at: Timestamp,
  supplier: SupplierRef,
  warehouse: WarehouseRef,
  lines: Type.Array(
    Type.Object({ id: Type.Integer({ description: 'Purchase order line id' }), product_code: Type.String(), quantity: Quantity, received_quantity: Quantity }),
  ),
});

// ---- Inbound: purchase orders and their supplier shipments, as staff confirm and cancel them ----

/** What every purchase order event carries first: the order, its supplier and its warehouse. */
const purchaseOrderHead = (state: string, description: string) => ({
  id: Type.Integer({ description: "Purchase order id (the event's resource_id)" }),
  number: Type.String({ description: 'Purchase order number' }),
  reference: Nullable(Type.String({ description: "The order's `reference`" })),
  state: Type.Literal(state, { description }),
  supplier: SupplierRef,
  warehouse: WarehouseRef,
});

const PurchaseOrderConfirmed = Type.Object({
  ...purchaseOrderHead('confirmed', 'Confirmed: its supplier shipments are announced'),
  confirmed_at: Timestamp,
  lines: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'Purchase order line id' }),
      product_code: Type.String(),
      quantity: Quantity,
      unit_cost: Nullable(Type.String({ description: 'Decimal string in the order currency' })),
    }),
  ),
  supplier_shipments: Type.Array(SupplierShipmentRef, { description: 'The supplier shipments the confirmation created' }),
});

const PurchaseOrderCancelled = Type.Object({
  ...purchaseOrderHead('cancelled', 'Cancelled; what was received stays'),
  cancelled_at: Timestamp,
  supplier_shipments: Type.Array(SupplierShipmentRef, { description: 'The supplier shipments cancelled with it (those not received)' }),
});

const SupplierShipmentCreated = Type.Object(
  { ...SupplierShipmentRecord.properties, state: Type.Literal('pending') },
  { description: 'The supplier shipment record a warehouse fetches (docs/3pl-api.md "Supplier shipments")' },
);

const SupplierShipmentCancelled = Type.Object({
  id: Type.Integer({ description: "Supplier shipment id (the event's resource_id)" }),
  number: Type.String({ description: 'Supplier shipment number (SS-000001)' }),
  state: Type.Literal('cancelled'),
  source: Type.Enum(['purchase_order', 'transfer']),
  cancelled_at: Timestamp,
  warehouse: WarehouseRef,
  purchase_order: OptionalRef(PurchaseOrderRef, 'The purchase order it belonged to'),
  transfer: OptionalRef(Type.Object({ id: Type.Integer(), number: Type.String() }), 'The transfer it belonged to'),
});

// ---- Transfers between warehouses ----

const TransferLine = Type.Object({
  id: Type.Integer({ description: 'Transfer line id' }),
  product_code: Type.String(),
  quantity: Quantity,
  lot: Nullable(Type.String({ description: 'Lot number asked for, if any' })),
  shipped_quantity: Type.Number({ description: "Shipped by the source so far (in the destination's pending, open and done supplier shipments)" }),
  received_quantity: Type.Number({ description: 'Received by the destination so far' }),
});

/** What both transfer events carry: the transfer, both warehouses, the shipments on each side, its lines. */
const transferData = (state: string, description: string) =>
  Type.Object({
    id: Type.Integer({ description: "Transfer id (the event's resource_id)" }),
    number: Type.String({ description: 'Transfer number (TR-000001)' }),
    state: Type.Literal(state, { description }),
    from_warehouse: WarehouseRef,
    to_warehouse: WarehouseRef,
    customer_shipment: ShipmentRef,
    supplier_shipment: Type.Object({ id: Type.Integer(), number: Type.String({ description: 'SS-000001' }) }),
    lines: Type.Array(TransferLine),
  });

const TransferShipped = transferData('in_transit', 'On its way: the source shipped it');
const TransferReceived = transferData('received', 'Every supplier shipment of it was received at the destination');

// ---- end of transfers ----

/** The schema of `data` for every event type. */
export const EventDataSchemas = {
  'customer_shipment.released': ShipmentReleased,
  'customer_shipment.acknowledged': ShipmentAcknowledged,
  'customer_shipment.shipped': ShipmentShipped,
  'customer_shipment.cancelled': ShipmentCancelled,
  'customer_shipment.on_hold': ShipmentHeld,
  'customer_shipment.hold_released': ShipmentHoldReleased,
  'customer_shipment.cancellation_requested': ShipmentCancellationRequested,
  'customer_shipment.cancellation_rejected': ShipmentCancellationRejected,
  'customer_shipment.updated': ShipmentUpdated,
  'customer_return_shipment.created': ReturnShipmentCreated,
  'customer_return_shipment.acknowledged': ReturnShipmentAcknowledged,
  'customer_return_shipment.received': ReturnShipmentReceived,
  'return_order.closed': ReturnOrderClosed,
  'inventory.updated': InventoryUpdated,
  'inventory.discrepancy': InventoryDiscrepancy,
  // Inbound, as staff confirm and cancel purchase orders
  'purchase_order.confirmed': PurchaseOrderConfirmed,
  'purchase_order.cancelled': PurchaseOrderCancelled,
  'supplier_shipment.created': SupplierShipmentCreated,
  'supplier_shipment.cancelled': SupplierShipmentCancelled,
  // Inbound, from the warehouse's side
  'supplier_shipment.acknowledged': SupplierShipmentAcknowledged,
  'supplier_shipment.received': SupplierShipmentReceived,
  'purchase_order.received': PurchaseOrderReceived,
  // ---- Transfers ----
  'transfer.shipped': TransferShipped,
  'transfer.received': TransferReceived,
  // ---- end of transfers ----
  'inventory.adjusted': InventoryAdjusted,
  'inventory.reconciled': InventoryReconciled,
} satisfies Record<EventType, TSchema>;
