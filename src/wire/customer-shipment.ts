import { Type, type Static } from 'typebox';
import { AddressOut, DateString, Id, Nullable, Timestamp } from './common.ts';
import { ElementErrors } from './tpl-shipments.ts';
import { CustomerRef, WarehouseRef } from './references.ts';

/** A money value in a fetched line (docs/3pl-api.md section 4): `{"__class__": "Decimal", "decimal": "12.50"}`. */
export const DecimalObject = Type.Object({
  __class__: Type.Literal('Decimal'),
  decimal: Type.String({ description: 'Decimal number as text' }),
});
export type DecimalObject = Static<typeof DecimalObject>;

/** A product as shipment lines name it (docs/3pl-api.md section 5). */
export const ShipmentProduct = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  upc: Nullable(Type.String()),
});
export type ShipmentProduct = Static<typeof ShipmentProduct>;

/** The order a shipment (and each of its lines) belongs to, with its channel. */
export const ShipmentOrder = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  reference: Nullable(Type.String()),
  channel: Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() }),
});
export type ShipmentOrder = Static<typeof ShipmentOrder>;

export const ShipmentState = Type.Enum(['waiting', 'pending', 'on_hold', 'open', 'done', 'cancelled'], {
  description:
    'waiting (not released), pending (released), on_hold (held by the merchant before acknowledgement), open (acknowledged), done (shipped), cancelled',
});

/** Why a merchant holds a shipment (docs/admin-api.md "Holds"). */
export const HOLD_REASONS = ['awaiting_payment', 'high_risk_of_fraud', 'incorrect_address', 'inventory_out_of_stock', 'other'] as const;
export const HoldReason = Type.Enum(HOLD_REASONS, { description: HOLD_REASONS.join(', ') });
export type HoldReason = Static<typeof HoldReason>;

/** POST /customer-shipments/{id}/hold and /orders/{id}/hold. */
export const HoldInput = Type.Object(
  {
    reason: HoldReason,
    note: Type.Optional(Type.String({ maxLength: 1000, description: 'Free text for staff and the warehouse' })),
  },
  { additionalProperties: false },
);
export type HoldInput = Static<typeof HoldInput>;

/** What holding or releasing an order did to each of its shipments (POST /orders/{id}/hold, /release-hold). */
export const OrderHoldOutcome = Type.Object({
  id: Type.Integer({ description: 'Order id' }),
  number: Type.String({ description: 'Order number' }),
  shipments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.String(),
      state: Type.Enum(['waiting', 'pending', 'on_hold', 'open', 'done', 'cancelled'], { description: 'The state after the request' }),
      outcome: Type.Enum(['held', 'released', 'acknowledged', 'already_on_hold', 'not_on_hold', 'shipped', 'cancelled'], {
        description:
          'held / released: changed by this request; acknowledged: the warehouse acknowledged it and may be picking it, so it was not held (cancel the order to ask the warehouse to stop); already_on_hold, not_on_hold, shipped, cancelled: left as it was',
      }),
    }),
  ),
});
export type OrderHoldOutcome = Static<typeof OrderHoldOutcome>;

/**
 * The merchant's request to cancel a shipment the warehouse acknowledged, and the warehouse's answer
 * (docs/admin-api.md "Cancellation requests"). `reason` is the merchant's while the request waits, the
 * warehouse's once it rejected it (`shipped` when its confirmation came first).
 */
export const ShipmentCancellation = Type.Object({
  state: Type.Enum(['requested', 'accepted', 'rejected'], {
    description: 'requested (waiting for the warehouse), accepted (the shipment is cancelled), rejected',
  }),
  requested_at: Timestamp,
  reason: Nullable(Type.String({ description: "The merchant's reason while requested; the warehouse's once rejected (shipped: the parcel had left)" })),
  answered_at: Nullable(Timestamp),
});
export type ShipmentCancellation = Static<typeof ShipmentCancellation>;

/** POST /customer-shipments/{id}/cancel and /orders/{id}/cancel: an optional reason, told to the warehouse with a cancellation request. */
export const CancelInput = Type.Object(
  {
    reason: Type.Optional(
      Type.String({ minLength: 1, maxLength: 500, description: 'Why the merchant cancels; the warehouse reads it on a cancellation request' }),
    ),
  },
  { additionalProperties: false },
);
export type CancelInput = Static<typeof CancelInput>;

/** The hold of an `on_hold` shipment; null in every other state. */
export const ShipmentHold = Type.Object({
  reason: HoldReason,
  note: Nullable(Type.String()),
  held_at: Timestamp,
});
export type ShipmentHold = Static<typeof ShipmentHold>;

const sublineProperties = {
  id: Type.Integer(),
  product: ShipmentProduct,
  quantity: Type.Number(),
  uom: Type.String(),
};

const lineProperties = {
  id: Type.Integer(),
  currency: Type.String(),
  order: ShipmentOrder,
  product: ShipmentProduct,
  quantity: Type.Number(),
  uom: Type.String(),
  unit_price: DecimalObject,
  unit_customs_value: DecimalObject,
};

const recordProperties = {
  id: Type.Integer(),
  number: Type.String({ description: 'CS-000001' }),
  state: ShipmentState,
  planned_date: Nullable(DateString),
  created_at: Timestamp,
  updated_at: Timestamp,
  acknowledged_at: Nullable(Timestamp),
  tpl_reference: Nullable(Type.String()),
  warehouse: WarehouseRef,
  order: ShipmentOrder,
  customer: CustomerRef,
  delivery_address: AddressOut,
  transfer: Nullable(
    Type.Object(
      { id: Type.Integer(), number: Type.String({ description: 'TR-000001' }), to_warehouse: WarehouseRef },
      { description: "The transfer this shipment carries to another warehouse (delivery_address is the destination's); null for an order's shipment" },
    ),
  ),
  carrier_identifier: Nullable(Type.String()),
  carrier_service: Nullable(Type.String()),
  shipping_instructions: Nullable(Type.String()),
  hold: Type.Union([ShipmentHold, Type.Null()], { description: 'Why the merchant holds the shipment (state on_hold); null otherwise' }),
  cancellation: Type.Union([ShipmentCancellation, Type.Null()], {
    description: "The merchant's request to cancel the shipment after the warehouse acknowledged it, and its answer; null when there was none",
  }),
};

/** A customer shipment line as fetched by warehouses (docs/3pl-api.md section 5); bundle components in `sublines`. */
const ShipmentLine = Type.Object({
  ...lineProperties,
  sublines: Type.Array(Type.Object(sublineProperties)),
});

/** The customer shipment record exactly as docs/3pl-api.md section 5 defines it; the 3PL routes answer it. */
export const CustomerShipmentRecord = Type.Object({
  ...recordProperties,
  lines: Type.Array(ShipmentLine),
});
export type CustomerShipmentRecord = Static<typeof CustomerShipmentRecord>;

const lineExtras = {
  shipped_quantity: Type.Number({ description: 'Shipped so far' }),
  allocated_quantity: Type.Number({ description: 'Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it)' }),
};

/** A shipped package with everything the warehouse reported for it (docs/3pl-api.md section 7, "The multi-package form"). */
export const ShipmentPackage = Type.Object({
  id: Type.Integer(),
  reference: Nullable(Type.String()),
  sscc: Type.String(),
  tracking_number: Nullable(Type.String()),
  carrier_identifier: Nullable(Type.String()),
  medium: Nullable(Type.String()),
  material: Nullable(Type.String()),
  weight: Nullable(Type.Number()),
  weight_uom: Nullable(Type.String()),
  dimensions: Nullable(Type.Object({ length: Type.Number(), width: Type.Number(), height: Type.Number(), uom: Nullable(Type.String()) })),
  override_scac: Nullable(Type.String()),
  load_number: Nullable(Type.String()),
  bill_of_lading: Nullable(Type.String()),
  seal_number: Nullable(Type.String()),
  items: Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number(), lot: Nullable(Type.String()) })),
  consumables: Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number() })),
});
export type ShipmentPackage = Static<typeof ShipmentPackage>;

/** The admin view of a shipment: the record of docs/3pl-api.md section 5 plus allocation, shipped quantities and history. */
export const AdminCustomerShipment = Type.Object({
  ...recordProperties,
  released_at: Nullable(Timestamp),
  shipped_at: Nullable(Timestamp),
  cancelled_at: Nullable(Timestamp),
  backorder_of: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() }, { description: 'The shipment this one holds the remainder of' })),
  tracking_number: Nullable(Type.String({ description: 'Master tracking number as confirmed' })),
  tracking_url: Nullable(Type.String({ description: 'As confirmed, or built from the carrier template' })),
  cost: Nullable(Type.String({ description: 'Shipping cost, decimal string' })),
  cost_currency_code: Nullable(Type.String()),
  override_sscc: Nullable(Type.String()),
  override_scac: Nullable(Type.String()),
  packages: Type.Array(ShipmentPackage, { description: 'What the warehouse reported shipping, package by package' }),
  lines: Type.Array(
    Type.Object({
      ...lineProperties,
      ...lineExtras,
      sublines: Type.Array(Type.Object({ ...sublineProperties, ...lineExtras })),
    }),
  ),
});
export type AdminCustomerShipment = Static<typeof AdminCustomerShipment>;

/** PUT /services/3pl/v1/customer-shipments/cancellation.json: the warehouse's answers to cancellation requests. */
export const CancellationBody = Type.Object(
  {
    shipments: Type.Array(
      Type.Object(
        {
          id: Id,
          accept: Type.Boolean({ description: 'true: stop the shipment (it is cancelled); false: it goes on (reason says why)' }),
          reason: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 500,
              description: 'Why the warehouse rejects the request (already packed, on the truck); ignored when accepting',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'At most 250' },
    ),
  },
  { additionalProperties: false },
);
export type CancellationAnswer = Static<typeof CancellationBody>['shipments'][number];

/** One element's answer of cancellation.json. */
export const CancellationAnswerResult = Type.Object({
  id: Type.Integer(),
  number: Type.Optional(Nullable(Type.String())),
  state: Nullable(Type.String({ description: 'cancelled when accepted, open when rejected; on an error, the state the shipment had' })),
  cancellation: Type.Optional(Type.Union([ShipmentCancellation, Type.Null()])),
  replayed: Type.Optional(Type.Boolean({ description: 'The same answer was already recorded: nothing changed' })),
  errors: ElementErrors,
});
export type CancellationAnswerResult = Static<typeof CancellationAnswerResult>;

/** What cancelling an order did to each of its shipments (POST /orders/{id}/cancel). */
export const OrderCancelOutcome = Type.Array(
  Type.Object({
    id: Type.Integer(),
    number: Type.String(),
    state: ShipmentState,
    outcome: Type.Enum(['cancelled', 'cancellation_requested', 'already_requested', 'already_cancelled', 'shipped'], {
      description:
        'cancelled: at once (it was waiting, pending or on hold); cancellation_requested: the warehouse acknowledged it and decides (cancellation.json); already_requested: a request was waiting already; already_cancelled, shipped: left as it was',
    }),
  }),
);
export type OrderCancelOutcome = Static<typeof OrderCancelOutcome>;
