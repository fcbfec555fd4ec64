import { Type } from 'typebox';
import { Code, DateString, ID_RANGE, Id, Nullable, Quantity, Timestamp } from './common.ts';
import { ShipmentProduct } from './customer-shipment.ts';
import { WarehouseRef } from './references.ts';
import { ReceivingStrategy } from './returns.ts';
import { ElementErrors } from './tpl-shipments.ts';

/*
 * Supplier shipments as a warehouse fetches, acknowledges and receives them (docs/3pl-api.md section
 * 14), and the references their events carry (docs/events.md "References").
 */

export const SupplierShipmentRef = Type.Object(
  {
    id: Type.Integer({ description: 'Supplier shipment id' }),
    number: Type.String({ description: 'Supplier shipment number (SS-000001)' }),
  },
  { description: 'A supplier shipment (an advance shipping notice)' },
);

export const PurchaseOrderRef = Type.Object(
  {
    id: Type.Integer({ description: 'Purchase order id' }),
    number: Type.String({ description: 'Purchase order number (PO-000001)' }),
    reference: Nullable(Type.String({ description: "The buyer's or supplier's own reference for it" })),
  },
  { description: 'A purchase order' },
);

export const TransferRef = Type.Object(
  {
    id: Type.Integer({ description: 'Transfer id' }),
    number: Type.String({ description: 'Transfer number (TR-000001)' }),
  },
  { description: 'A transfer between warehouses' },
);

export const SupplierRef = Type.Object(
  { code: Type.String({ description: "Supplier code; for a transfer, the source warehouse's code" }), name: Type.String() },
  { description: 'Who sends the goods: the supplier, or for a transfer the source warehouse' },
);

const SupplierShipmentState = Type.Enum(['waiting', 'pending', 'open', 'done', 'cancelled'], {
  description: "waiting (a transfer's, until its source ships; never polled), pending (announced), open (acknowledged), done (received), cancelled",
});

export const SupplierShipmentRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'SS-000001' }),
  state: SupplierShipmentState,
  source: Type.Enum(['purchase_order', 'transfer']),
  planned_date: Nullable(DateString),
  created_at: Timestamp,
  updated_at: Timestamp,
  acknowledged_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  reference: Nullable(Type.String({ description: "The shipment's own reference (the supplier's ASN or booking number)" })),
  tpl_reference: Nullable(Type.String({ description: "The warehouse's own reference, from its acknowledgement or its receipt" })),
  warehouse: WarehouseRef,
  supplier: SupplierRef,
  purchase_order: Nullable(PurchaseOrderRef),
  transfer: Nullable(TransferRef),
  carrier_code: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product: ShipmentProduct,
      quantity: Type.Number({ description: 'Expected' }),
      uom: Type.String(),
      received_quantity: Type.Number({ description: 'Received so far, a surplus included' }),
      lot: Nullable(Type.Object({ number: Type.String(), expiry_date: Nullable(DateString) }, { description: 'The lot the supplier announced' })),
    }),
  ),
});

export const SupplierAcknowledgeBody = Type.Object(
  {
    shipments: Type.Array(Type.Object({ id: Id, tpl_reference: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false }), {
      minItems: 1,
      description: 'At most 250',
    }),
  },
  { additionalProperties: false },
);

const SupplierReceiveLine = Type.Object(
  {
    id: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'The supplier shipment line (preferred)' })),
    product_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Product code, or a GTIN-8/12/13/14 with check digit' })),
    quantity: Quantity,
    condition: Type.Optional(Type.Enum(['good', 'damaged'], { default: 'good' })),
    location: Type.Optional(Code),
    lot: Type.Optional(
      Type.Object(
        { number: Type.String({ minLength: 1, maxLength: 100 }), expiry_date: Type.Optional(DateString) },
        {
          additionalProperties: false,
          description: "Created as named, with its expiry date, when the product has no such lot yet; default the line's announced lot",
        },
      ),
    ),
  },
  { additionalProperties: false, description: 'Names the supplier shipment line by id or by product_code' },
);

export const SupplierReceiveBody = Type.Object(
  {
    shipments: Type.Array(
      Type.Object(
        {
          id: Id,
          tpl_reference: Type.Optional(Type.String({ maxLength: 255, description: "The warehouse's own receipt reference" })),
          received_at: Type.Optional(Timestamp),
          receiving_strategy: Type.Optional(ReceivingStrategy('What happens to what was expected but not received')),
          lines: Type.Array(SupplierReceiveLine, { minItems: 1, maxItems: 1000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'At most 250' },
    ),
  },
  { additionalProperties: false },
);

const Counted = Type.Object({ id: Type.Integer({ description: 'The supplier shipment line' }), product_code: Type.String(), quantity: Type.Number() });

export const SupplierReceiveElementResult = Type.Object({
  id: Type.Integer(),
  number: Type.Optional(Type.String()),
  state: Nullable(Type.String()),
  errors: ElementErrors,
  replayed: Type.Optional(Type.Boolean()),
  applied: Type.Optional(Type.Boolean({ description: 'false on a succeeded element of an atomic batch that was rolled back' })),
  received_at: Type.Optional(Nullable(Timestamp)),
  tpl_reference: Type.Optional(Nullable(Type.String())),
  receiving_strategy: Type.Optional(ReceivingStrategy('The strategy the receipt ran under')),
  lines: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'The supplier shipment line' }),
        product_code: Type.String(),
        quantity: Type.Number(),
        condition: Type.Enum(['good', 'damaged']),
        location: Type.String(),
        lot: Nullable(Type.String()),
      }),
    ),
  ),
  not_received: Type.Optional(Type.Array(Counted, { description: 'Expected and not received' })),
  surplus: Type.Optional(Type.Array(Counted, { description: 'Received above what the line announced' })),
  received_in: Type.Optional(SupplierShipmentRef),
  remainder: Type.Optional(Nullable(SupplierShipmentRef)),
});
