import { Type } from 'typebox';
import { Id, Nullable, Quantity, Timestamp } from './common.ts';
import { ShipmentCancellation, ShipmentState } from './customer-shipment.ts';
import { WarehouseRef } from './references.ts';

// ---- Admin: transfers between warehouses (docs/admin-api.md "Transfers") ----

export const TransferState = Type.Enum(['open', 'in_transit', 'received', 'cancelled'], {
  description: 'open (not shipped), in_transit (the source shipped), received (the destination received all), cancelled',
});

const WarehouseInput = (description: string) => Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id], { description });

export const TransferBody = Type.Object(
  {
    from_warehouse: WarehouseInput('The source warehouse: its code, or its id'),
    to_warehouse: WarehouseInput('The destination warehouse: its code, or its id; not the source'),
    lines: Type.Array(
      Type.Object(
        {
          product_code: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id], { description: 'Product code, or product id; not a bundle' }),
          quantity: Quantity,
          lot: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100, description: 'Lot number to send, if any' }))),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 250 },
    ),
  },
  { additionalProperties: false },
);

const SupplierShipmentState = Type.Enum(['waiting', 'pending', 'open', 'done', 'cancelled'], {
  description: 'waiting (the source has not shipped it), pending, open (acknowledged), done (received), cancelled',
});

export const TransferOut = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'TR-000001' }),
  state: TransferState,
  from_warehouse: WarehouseRef,
  to_warehouse: WarehouseRef,
  order: Nullable(
    Type.Object(
      { id: Type.Integer(), number: Type.String() },
      { description: 'The internal order behind the source shipment (numbered as the transfer; left out of order lists and reports)' },
    ),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
  shipped_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  cancelled_at: Nullable(Timestamp),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product_code: Type.String(),
      quantity: Type.Number(),
      lot: Nullable(Type.String()),
      shipped_quantity: Type.Number({ description: "Shipped by the source (in the destination's pending, open and done supplier shipments)" }),
      received_quantity: Type.Number({ description: 'Received by the destination' }),
    }),
  ),
  customer_shipments: Type.Array(
    Type.Object(
      {
        id: Type.Integer(),
        number: Type.String(),
        state: ShipmentState,
        cancellation: Nullable(ShipmentCancellation),
      },
      { description: "At the source: the shipment and any backorder, each with its cancellation request and the warehouse's answer (null without one)" },
    ),
  ),
  supplier_shipments: Type.Array(
    Type.Object(
      {
        id: Type.Integer(),
        number: Type.String({ description: 'SS-000001' }),
        state: SupplierShipmentState,
        carrier_code: Nullable(Type.String()),
        tracking_number: Nullable(Type.String()),
      },
      { description: "At the destination: pending with the source's carrier and tracking once shipped" },
    ),
  ),
});
