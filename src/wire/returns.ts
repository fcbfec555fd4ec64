import { Type, type Static } from 'typebox';
import { Address, AddressOut, Code, DateString, ID_RANGE, Id, Nullable, Quantity, Timestamp } from './common.ts';
import { ShipmentProduct } from './customer-shipment.ts';
import { ChannelRef, CustomerRef, OrderRef, ReturnOrderRef, ReturnSource, WarehouseRef } from './references.ts';
import { ElementErrors } from './tpl-shipments.ts';

const Text = (maxLength: number) => Type.String({ maxLength });

export const ReturnOrderState = Type.Enum(['open', 'closed'], { description: 'open until all its CRS are done' });
const ReturnShipmentState = Type.Enum(['pending', 'open', 'done'], {
  description: 'pending (new), open (acknowledged by the warehouse), done (received)',
});

// ---- Admin: return orders (docs/admin-api.md "Returns and routing") ----

const ReturnLineBody = Type.Object(
  {
    order_line_id: Type.Optional(Id),
    product_code: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id], { description: 'Product code, or product id' })),
    quantity: Quantity,
    reason: Type.Optional(Nullable(Text(500))),
  },
  { additionalProperties: false, description: 'Names an order line, a product, or both (a component of a bundle line)' },
);

export const ReturnBody = Type.Object(
  {
    order: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Id], { description: 'The sales order: its number, or its id' }),
    source: ReturnSource,
    lines: Type.Array(ReturnLineBody, { minItems: 1, maxItems: 250 }),
    origin_address: Type.Optional(Nullable(Address)),
    carrier_code: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100, description: 'A carrier code (GET /api/v1/carriers lists them)' }))),
    service_code: Type.Optional(Nullable(Text(200))),
    tracking_number: Type.Optional(Nullable(Text(255))),
    planned_date: Type.Optional(Nullable(DateString)),
  },
  { additionalProperties: false },
);
export type ReturnBody = Static<typeof ReturnBody>;

export const ReturnShipmentSummary = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'CRS-000001' }),
  warehouse: Type.String({ description: 'Warehouse code' }),
  state: ReturnShipmentState,
  acknowledged_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  split_from: Nullable(Type.Integer({ description: 'The CRS a receipt strategy split this one off' })),
  tpl_reference: Nullable(Type.String({ description: "The warehouse's own reference, from its acknowledgement or its receipt" })),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      return_line_id: Type.Integer({ description: 'The return order line it belongs to' }),
      product_code: Type.String(),
      quantity: Type.Number({ description: 'Expected' }),
      received_quantity: Type.Number(),
      damaged_quantity: Type.Number({ description: 'Part of received_quantity that arrived damaged' }),
    }),
  ),
  received: Type.Array(
    Type.Object({
      product_code: Type.String(),
      quantity: Type.Number(),
      lot: Nullable(Type.String()),
      location: Type.String({ description: 'The location code it was put away in' }),
      lost_and_found: Type.Boolean({ description: 'The location is lost and found or a location under it (damaged units go there)' }),
    }),
    { description: 'What the receipt recorded on this CRS put away where, as the stock ledger holds it; empty until received' },
  ),
});
export type ReturnShipmentSummary = Static<typeof ReturnShipmentSummary>;

export const ReturnOrderOut = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'RO-000001' }),
  source: ReturnSource,
  state: ReturnOrderState,
  order: OrderRef,
  customer: CustomerRef,
  origin_address: AddressOut,
  carrier_code: Nullable(Type.String()),
  service_code: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  planned_date: Nullable(DateString),
  closed_at: Nullable(Timestamp),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      order_line_id: Type.Integer(),
      product_code: Type.String({ description: 'The returned product: the bundle for whole bundles' }),
      quantity: Type.Number(),
      reason: Nullable(Type.String()),
      warehouse: Type.String({ description: 'Where it was routed (warehouse code)' }),
      received_quantity: Type.Number({ description: 'Received so far; whole bundles for a bundle line' }),
    }),
  ),
  customer_return_shipments: Type.Array(ReturnShipmentSummary),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ReturnOrderOut = Static<typeof ReturnOrderOut>;

// ---- Admin: routing rules and the preview of a return (docs/admin-api.md "Return routing rules", "POST /returns/preview") ----

export const RoutingRuleOut = Type.Object({
  id: Type.Integer(),
  priority: Type.Integer(),
  channel: Nullable(Type.String({ description: 'Channel code' })),
  country_code: Nullable(Type.String()),
  product_code: Nullable(Type.String()),
  warehouse: Type.String({ description: 'Warehouse code' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** Quantities of one product of an order line, before the return asked about. */
const ReturnableFigures = {
  ordered: Type.Number({ description: 'Ordered: units, or whole bundles for a bundle line' }),
  shipped: Type.Number({ description: 'Shipped so far' }),
  returned: Type.Number({ description: 'Taken back by earlier returns' }),
  returnable: Type.Number({ description: 'Still returnable: shipped minus returned (whole bundles for a bundle line)' }),
};

export const OrderReturnableOut = Type.Object({
  order: OrderRef,
  lines: Type.Array(
    Type.Object({
      order_line_id: Type.Integer(),
      product_code: Type.String(),
      ...ReturnableFigures,
      components: Type.Array(Type.Object({ product_code: Type.String(), ...ReturnableFigures }), {
        description: "A bundle line's components, each returnable on its own; empty for a plain line",
      }),
    }),
  ),
});
export type OrderReturnableOut = Static<typeof OrderReturnableOut>;

export const ReturnPreviewOut = Type.Object({
  order: OrderRef,
  lines: Type.Array(
    Type.Object({
      request_line: Type.Integer({ description: 'The index of the request line it comes from' }),
      order_line_id: Type.Integer(),
      product_code: Type.String({ description: 'The returned product: the bundle for whole bundles' }),
      quantity: Type.Number(),
      reason: Nullable(Type.String()),
      ...ReturnableFigures,
      warehouse: Type.String({ description: 'Where routing sends it (warehouse code)' }),
      routing: Type.Object({
        by: Type.Enum(['return_warehouse', 'rule', 'shipped_from'], {
          description: "Which step chose the warehouse: the product's return warehouse, a routing rule, or where the item shipped from",
        }),
        rule: Nullable(RoutingRuleOut),
        detail: Type.String({ description: 'Why, in a sentence' }),
      }),
    }),
    { description: 'The return order lines POST /returns would create, in its order' },
  ),
  customer_return_shipments: Type.Array(
    Type.Object({
      warehouse: Type.String({ description: 'Warehouse code' }),
      lines: Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number(), uom: Type.String() })),
    }),
    { description: 'The CRS POST /returns would create, one per warehouse' },
  ),
});
export type ReturnPreviewOut = Static<typeof ReturnPreviewOut>;

// ---- 3PL: customer return shipments (docs/3pl-api.md section 13) ----

/** The CRS record exactly as docs/3pl-api.md section 13 defines it. */
export const CustomerReturnShipmentRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'CRS-000001' }),
  state: ReturnShipmentState,
  planned_date: Nullable(DateString),
  created_at: Timestamp,
  updated_at: Timestamp,
  acknowledged_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  warehouse: WarehouseRef,
  customer: CustomerRef,
  origin_address: AddressOut,
  delivery_address: AddressOut,
  carrier_code: Nullable(Type.String()),
  service_code: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  tracking_url: Nullable(Type.String()),
  return_order: ReturnOrderRef,
  sales_orders: Type.Array(OrderRef, { description: 'The sales orders returned (one today)' }),
  channels: Type.Array(ChannelRef, { description: 'Their channels' }),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product: ShipmentProduct,
      quantity: Type.Number(),
      uom: Type.String(),
      received_quantity: Type.Number(),
      reason: Nullable(Type.String()),
      order_line: Type.Object({ id: Type.Integer(), order_id: Type.Integer(), order_number: Type.String() }),
    }),
  ),
});
export type CustomerReturnShipmentRecord = Static<typeof CustomerReturnShipmentRecord>;

export const ReturnAcknowledgeBody = Type.Object(
  {
    shipments: Type.Array(
      Type.Object(
        {
          id: Id,
          tpl_reference: Type.Optional(Text(255)),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'At most 250' },
    ),
  },
  { additionalProperties: false },
);
/** One acknowledgement of a CRS (docs/3pl-api.md section 13): an element of ReturnAcknowledgeBody. */
export type ReturnShipmentAcknowledgement = Static<typeof ReturnAcknowledgeBody>['shipments'][number];

/**
 * What happens to what was expected but not received (docs/3pl-api.md sections 13 and 14). No schema
 * default: `strategy` and its synonym `receiving_strategy` both default to finalize_and_start_new, which
 * the receipt applies when neither is sent.
 */
export const ReceivingStrategy = (description: string) =>
  Type.Enum(['finalize_and_start_new', 'split_and_keep_open', 'finalize'], { description: `${description}; default finalize_and_start_new` });

const ReceiveLine = Type.Object(
  {
    id: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'The CRS line (preferred)' })),
    product_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Product code, or a GTIN-8/12/13/14 with check digit' })),
    quantity: Quantity,
    condition: Type.Optional(Type.Enum(['good', 'damaged'], { default: 'good' })),
    location: Type.Optional(Code),
    lot: Type.Optional(Type.Object({ number: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false, description: 'Names the CRS line by id or by product_code' },
);

export const ReceiveBody = Type.Object(
  {
    shipments: Type.Array(
      Type.Object(
        {
          id: Id,
          strategy: Type.Optional(ReceivingStrategy('What happens to what was expected but not received')),
          receiving_strategy: Type.Optional(ReceivingStrategy("Fulfil's name for strategy, taken as its synonym (strategy wins when both are sent)")),
          tpl_reference: Type.Optional(Type.String({ maxLength: 255, description: "The warehouse's own receipt reference" })),
          lines: Type.Array(ReceiveLine, { minItems: 1, maxItems: 1000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'At most 250' },
    ),
  },
  { additionalProperties: false },
);
/** One receipt of a CRS (docs/3pl-api.md section 13): an element of ReceiveBody. */
export type ReturnShipmentReceipt = Static<typeof ReceiveBody>['shipments'][number];

const CrsRef = Type.Object({ id: Type.Integer(), number: Type.String() });

export const ReceiveElementResult = Type.Object({
  id: Type.Integer(),
  number: Type.Optional(Type.String()),
  state: Nullable(Type.String()),
  errors: ElementErrors,
  replayed: Type.Optional(Type.Boolean()),
  applied: Type.Optional(Type.Boolean({ description: 'false on a succeeded element of an atomic batch that was rolled back' })),
  received_at: Type.Optional(Nullable(Timestamp)),
  tpl_reference: Type.Optional(Nullable(Type.String())),
  lines: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'The CRS line' }),
        product_code: Type.String(),
        quantity: Type.Number(),
        condition: Type.Enum(['good', 'damaged']),
        location: Type.String(),
        lot: Nullable(Type.String()),
      }),
    ),
  ),
  not_received: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), product_code: Type.String(), quantity: Type.Number() }))),
  received_in: Type.Optional(CrsRef),
  remainder: Type.Optional(Nullable(CrsRef)),
});
