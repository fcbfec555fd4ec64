import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/*
 * How answers and event payloads name another record: one schema per kind of record, the same object
 * wherever a record or a payload names one (docs/events.md "References"); the domain builds them as the
 * types of the same names.
 */

export const ReturnSource = Type.Enum(['storefront', 'marketplace', 'channel', 'manual'], {
  description: 'Where the return was requested: the storefront, a marketplace, another channel, or staff',
});
export type ReturnSource = Static<typeof ReturnSource>;

export const WarehouseRef = Type.Object(
  {
    id: Type.Integer({ description: 'Warehouse id' }),
    code: Type.String({ description: 'Warehouse code (EAST)' }),
    name: Type.String({ description: 'Warehouse name' }),
  },
  { description: 'A warehouse' },
);
export type WarehouseRef = Static<typeof WarehouseRef>;

export const OrderRef = Type.Object(
  {
    id: Type.Integer({ description: 'Sales order id' }),
    number: Type.String({ description: 'Sales order number (SO-1001)' }),
    reference: Nullable(Type.String({ description: "The order's `reference`: the channel's or marketplace's own id for it" })),
  },
  { description: 'A sales order' },
);
export type OrderRef = Static<typeof OrderRef>;

export const ShipmentRef = Type.Object(
  {
    id: Type.Integer({ description: 'Customer shipment id' }),
    number: Type.String({ description: 'Customer shipment number (CS-000001)' }),
  },
  { description: 'A customer shipment' },
);
export type ShipmentRef = Static<typeof ShipmentRef>;

export const ReturnShipmentRef = Type.Object(
  {
    id: Type.Integer({ description: 'Customer return shipment id' }),
    number: Type.String({ description: 'Customer return shipment number (CRS-000001)' }),
  },
  { description: 'A customer return shipment (CRS)' },
);
export type ReturnShipmentRef = Static<typeof ReturnShipmentRef>;

export const ReturnOrderRef = Type.Object(
  {
    id: Type.Integer({ description: 'Return order id' }),
    number: Type.String({ description: 'Return order number (RO-000001)' }),
    source: ReturnSource,
  },
  { description: 'A return order' },
);
export type ReturnOrderRef = Static<typeof ReturnOrderRef>;

export const ChannelRef = Type.Object(
  {
    id: Type.Integer({ description: 'Channel id' }),
    code: Type.String({ description: 'Channel code' }),
    name: Type.String({ description: 'Channel name' }),
  },
  { description: 'A sales channel' },
);
export type ChannelRef = Static<typeof ChannelRef>;

/** The customer as a shipment or a CRS names them. */
export const CustomerRef = Type.Object(
  {
    code: Type.String({ description: 'Customer code' }),
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
  },
  { description: 'The customer' },
);
export type CustomerRef = Static<typeof CustomerRef>;
