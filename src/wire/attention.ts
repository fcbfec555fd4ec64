import { Type, type Static } from 'typebox';
import { DateString, Nullable, Timestamp } from './common.ts';
import { PurchaseOrderRef, SupplierRef, SupplierShipmentRef } from './inbound.ts';
import { OrderRef, ReturnOrderRef, ShipmentRef, WarehouseRef } from './references.ts';
import { ReceivingStrategy } from './returns.ts';
import { TransferRef } from './supplier-shipments.ts';

/*
 * GET /api/v1/attention (docs/admin-api.md "What needs attention"): each kind of record that needs
 * attention, how many and the oldest few; the domain's items are the Static types of their lists.
 */

const ShipmentItem = {
  ...ShipmentRef.properties,
  order: OrderRef,
  warehouse: WarehouseRef,
};

const Waiting = Type.Object({
  count: Type.Integer({ description: 'Customer shipments waiting for stock (state `waiting`)' }),
  oldest: Type.Array(Type.Object({ ...ShipmentItem, since: Type.String({ format: 'date-time', description: 'When it was created: waiting since' }) })),
});

const NotAcknowledged = Type.Object({
  count: Type.Integer({ description: 'Shipments released (`pending`) at least acknowledgement_due_minutes ago and not acknowledged' }),
  oldest: Type.Array(
    Type.Object({
      ...ShipmentItem,
      since: Type.String({ format: 'date-time', description: 'When it was released to the warehouse' }),
      due_at: Type.String({ format: 'date-time', description: 'When its acknowledgement was due: since + acknowledgement_due_minutes' }),
    }),
  ),
});

const HeldForAddress = Type.Object({
  count: Type.Integer({ description: 'Customer shipments on hold for an incorrect address (reason `incorrect_address`)' }),
  oldest: Type.Array(
    Type.Object({
      ...ShipmentItem,
      since: Type.String({ format: 'date-time', description: 'When it was held' }),
      note: Nullable(Type.String({ description: "The hold's note" })),
    }),
  ),
});

const Discrepancies = Type.Object({
  count: Type.Integer({ description: 'Stock levels reported below zero within discrepancy_days and still below zero' }),
  oldest: Type.Array(
    Type.Object({
      warehouse: WarehouseRef,
      location: Type.String({ description: 'Location code of the stock level' }),
      product: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
      lot: Nullable(Type.String({ description: 'Lot number' })),
      quantity: Type.Number({ description: 'The level now: below zero' }),
      since: Type.String({ format: 'date-time', description: 'The first report of this level within the window' }),
      reports: Type.Integer({ description: 'inventory.discrepancy events of this level within the window' }),
      last_report: Type.Object(
        {
          event_id: Type.Integer({ description: 'The inventory.discrepancy event (GET /events/{id})' }),
          created_at: Timestamp,
          shipment: ShipmentRef,
          order: Nullable(OrderRef),
          expected: Type.Number({ description: 'What the books held at this level before the shipment' }),
          shipped: Type.Number({ description: 'What the warehouse reported shipping from it' }),
        },
        { description: 'The latest report: the shipment that took more than the books held' },
      ),
    }),
  ),
});

const FailingEndpoints = Type.Object({
  count: Type.Integer({ description: 'Enabled webhook endpoints with failing_since set' }),
  oldest: Type.Array(
    Type.Object({
      id: Type.Integer(),
      url: Type.String(),
      description: Nullable(Type.String()),
      failing_since: Timestamp,
      consecutive_failures: Type.Integer(),
      last_error: Nullable(Type.String({ description: 'Why the latest failed attempt failed' })),
    }),
  ),
});

const AwaitingReceipt = Type.Object({
  count: Type.Integer({ description: 'Customer return shipments not received yet (`pending` or `open`)' }),
  oldest: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.String({ description: 'CRS-000001' }),
      state: Type.Enum(['pending', 'open']),
      return_order: ReturnOrderRef,
      warehouse: WarehouseRef,
      since: Type.String({ format: 'date-time', description: 'When it was created (the return routed to the warehouse)' }),
      planned_date: Nullable(DateString),
      tracking_number: Nullable(Type.String()),
    }),
  ),
});

const ReceiptDifferences = Type.Object({
  count: Type.Integer({
    description: 'Supplier shipments received within discrepancy_days whose receipt differed from what was announced: short, over or damaged units',
  }),
  oldest: Type.Array(
    Type.Object({
      ...SupplierShipmentRef.properties,
      source: Type.Enum(['purchase_order', 'transfer']),
      warehouse: WarehouseRef,
      supplier: SupplierRef,
      purchase_order: Nullable(PurchaseOrderRef),
      transfer: Nullable(TransferRef),
      received_at: Type.String({ format: 'date-time', description: 'When the warehouse says the goods arrived' }),
      recorded_at: Type.String({ format: 'date-time', description: 'When Dockside recorded the receipt: the window counts from it' }),
      tpl_reference: Nullable(Type.String({ description: "The warehouse's own receipt reference" })),
      receiving_strategy: ReceivingStrategy('The strategy the receipt ran under'),
      remainder: Nullable(
        Type.Object(SupplierShipmentRef.properties, { description: 'Where what was not received is still expected (null: nowhere, or nothing short)' }),
      ),
      lines: Type.Array(
        Type.Object({
          id: Type.Integer({ description: 'The supplier shipment line' }),
          product: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
          expected: Type.Number({ description: 'What the line announced when the receipt came' }),
          received: Type.Number({ description: 'What the warehouse counted in, damaged and surplus units included' }),
          damaged: Type.Number({ description: 'Of received, units that arrived damaged (to lost and found)' }),
          surplus: Type.Number({ description: 'Of received, units above what the line announced' }),
          not_received: Type.Number({ description: 'Announced and not counted in: expected - (received - surplus)' }),
        }),
        { description: 'The lines whose counts differ: short, over, or with damaged units' },
      ),
    }),
  ),
});

const DriftingWarehouses = Type.Object({
  count: Type.Integer({
    description:
      'Warehouses whose applied counts within discrepancy_days found at least drift_alert_units units different from the books (0 while the setting is null)',
  }),
  largest: Type.Array(
    Type.Object({
      warehouse: WarehouseRef,
      units: Type.Number({ description: 'Units the counts found different, over and under alike: the sum of |difference|' }),
      net_units: Type.Number({ description: 'The net drift: the sum of the differences (negative: fewer units than the books)' }),
      differences: Type.Integer({ description: 'Stock levels the counts found different' }),
      snapshots: Type.Integer({ description: 'Applied snapshots within the window that found a difference' }),
      first_counted_at: Type.String({ format: 'date-time', description: 'The earliest of those counts' }),
      last_counted_at: Type.String({ format: 'date-time', description: 'The latest of those counts' }),
    }),
    { description: 'The warehouses that drifted most, largest units first' },
  ),
});

export const AttentionOut = Type.Object({
  generated_at: Timestamp,
  acknowledgement_due_minutes: Type.Integer({ description: 'The due time applied: the query parameter, else the setting' }),
  discrepancy_days: Type.Integer(),
  drift_alert_units: Nullable(Type.Integer({ description: 'The threshold applied: the setting of the same name; null lists no warehouse' })),
  waiting_for_stock: Waiting,
  not_acknowledged: NotAcknowledged,
  held_for_address: HeldForAddress,
  inventory_discrepancies: Discrepancies,
  failing_webhook_endpoints: FailingEndpoints,
  returns_awaiting_receipt: AwaitingReceipt,
  receipt_differences: ReceiptDifferences,
  drifting_warehouses: DriftingWarehouses,
});
export type AttentionOut = Static<typeof AttentionOut>;

/** The items of each kind's list. */
export type WaitingItem = Static<typeof Waiting>['oldest'][number];
export type NotAcknowledgedItem = Static<typeof NotAcknowledged>['oldest'][number];
export type HeldItem = Static<typeof HeldForAddress>['oldest'][number];
export type DiscrepancyItem = Static<typeof Discrepancies>['oldest'][number];
export type FailingEndpointItem = Static<typeof FailingEndpoints>['oldest'][number];
export type AwaitingReceiptItem = Static<typeof AwaitingReceipt>['oldest'][number];
export type ReceiptDifferenceItem = Static<typeof ReceiptDifferences>['oldest'][number];
export type DriftingWarehouseItem = Static<typeof DriftingWarehouses>['largest'][number];
