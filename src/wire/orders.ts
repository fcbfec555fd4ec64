import { Type, type Static } from 'typebox';
import { AddressOut, Nullable, Timestamp } from './common.ts';
import { ShipmentState } from './customer-shipment.ts';
import { CustomerRef } from './references.ts';

/** A sales order as staff see it (docs/admin-api.md "Orders"): its lines and the customer shipments made of it. */
export const OrderOut = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  reference: Nullable(Type.String()),
  channel: Type.String(),
  currency: Type.String(),
  state: Type.Enum(['open', 'cancelled', 'done']),
  customer: CustomerRef,
  shipping_address: AddressOut,
  shipping_instructions: Nullable(Type.String()),
  carrier_identifier: Nullable(Type.String()),
  carrier_service: Nullable(Type.String()),
  planned_date: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product_code: Type.String(),
      quantity: Type.Number(),
      unit_price: Type.String(),
      unit_customs_value: Nullable(Type.String()),
      warehouse: Type.String(),
    }),
  ),
  customer_shipments: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), warehouse: Type.String(), state: ShipmentState })),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type OrderOut = Static<typeof OrderOut>;
