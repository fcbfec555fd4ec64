import { Type, type Static } from 'typebox';
import { CODE_LIST } from './keywords.ts';
import { Address, AddressOut, Code, DateString, DecimalString, Id, Nullable, Quantity, Ref, Timestamp } from './common.ts';
import { WarehouseRef } from './references.ts';

/*
 * Suppliers, purchase orders and the supplier shipments that bring their stock in (docs/admin-api.md
 * "Purchase orders and suppliers"): the bodies staff send and the records they get back.
 */

const Text = (maxLength: number) => Type.String({ maxLength });

export const SupplierBody = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.Optional(Nullable(Text(200))),
    phone: Type.Optional(Nullable(Text(50))),
    address: Type.Optional(Nullable(Address)),
  },
  { additionalProperties: false },
);

export const SupplierOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Nullable(AddressOut),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const PurchaseOrderState = Type.Enum(['draft', 'confirmed', 'partially_received', 'received', 'cancelled'], {
  description: 'draft until confirmed; partially_received, received as its supplier shipments arrive; cancelled',
});

export const SupplierShipmentState = Type.Enum(['waiting', 'pending', 'open', 'done', 'cancelled'], {
  description: 'pending: announced to the warehouse; open: acknowledged; done: received; waiting: a transfer not shipped yet',
});

const ProductRefIn = Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id], { description: 'Product code, or product id' });

export const PurchaseOrderLineBody = Type.Object(
  {
    product_code: ProductRefIn,
    quantity: Quantity,
    unit_cost: Type.Optional(Nullable(DecimalString)),
  },
  { additionalProperties: false },
);

export const PurchaseOrderBody = Type.Object(
  {
    number: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 64, description: 'Your own number, unique; default PO-000001 from the id (that form is reserved)' })),
    ),
    supplier: Ref,
    warehouse: Ref,
    reference: Type.Optional(Nullable(Text(200))),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', description: "ISO 4217 code of unit_cost; default the merchant's currency", [CODE_LIST]: 'CurrencyCode' }),
    ),
    expected_date: Type.Optional(Nullable(DateString)),
    lines: Type.Array(PurchaseOrderLineBody, { minItems: 1, maxItems: 250 }),
  },
  { additionalProperties: false },
);

/** What PATCH /purchase-orders/{id} changes of a draft: any field of the body but its number; `lines` replaces every line. */
export const PurchaseOrderPatch = Type.Partial(Type.Omit(PurchaseOrderBody, ['number']), {
  additionalProperties: false,
  minProperties: 1,
  description: 'The fields to change of a draft; lines, when sent, replace all of its lines',
});

const SupplierShipmentLineBody = Type.Object(
  {
    purchase_order_line_id: Type.Optional(Id),
    product_code: Type.Optional(ProductRefIn),
    quantity: Quantity,
    lot: Type.Optional(
      Nullable(
        Type.Object(
          { number: Type.String({ minLength: 1, maxLength: 100 }), expiry_date: Type.Optional(Nullable(DateString)) },
          { additionalProperties: false, description: 'The lot the supplier ships (lot-tracked products only)' },
        ),
      ),
    ),
  },
  { additionalProperties: false, description: 'Names a purchase order line, a product of the order, or both' },
);

export const ConfirmBody = Type.Object(
  {
    supplier_shipments: Type.Optional(
      Type.Array(
        Type.Object(
          {
            planned_date: Type.Optional(Nullable(DateString)),
            carrier_code: Type.Optional(
              Nullable(Type.String({ minLength: 1, maxLength: 100, description: 'A carrier code (GET /api/v1/carriers lists them)' })),
            ),
            tracking_number: Type.Optional(Nullable(Text(255))),
            reference: Type.Optional(Nullable(Text(200))),
            lines: Type.Array(SupplierShipmentLineBody, { minItems: 1, maxItems: 250 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50, description: 'The arrivals to announce; left out or empty: one supplier shipment holding the whole order' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const PurchaseOrderOut = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  state: PurchaseOrderState,
  supplier: Type.String({ description: 'Supplier code' }),
  warehouse: Type.String({ description: 'Warehouse code' }),
  reference: Nullable(Type.String()),
  currency: Type.String(),
  expected_date: Nullable(Type.String()),
  confirmed_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  cancelled_at: Nullable(Timestamp),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product_code: Type.String(),
      quantity: Type.Number(),
      unit_cost: Nullable(Type.String()),
      received_quantity: Type.Number(),
      remaining_quantity: Type.Number({ description: 'quantity - received_quantity, never below zero' }),
    }),
  ),
  supplier_shipments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.String(),
      state: SupplierShipmentState,
      planned_date: Nullable(Type.String()),
      carrier_code: Nullable(Type.String()),
      tracking_number: Nullable(Type.String()),
      reference: Nullable(Type.String()),
    }),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const SupplierRef = Type.Object(
  {
    code: Type.String({ description: "Supplier code; for a transfer's shipment, the source warehouse's code" }),
    name: Type.String(),
  },
  { description: 'The supplier' },
);
export type SupplierRef = Static<typeof SupplierRef>;

/** A purchase order as records and events name it: `{id, number, reference}`, like a sales order. */
export const PurchaseOrderRef = Type.Object(
  {
    id: Type.Integer({ description: 'Purchase order id' }),
    number: Type.String({ description: 'Purchase order number (PO-000001, or your own)' }),
    reference: Nullable(Type.String({ description: "The order's `reference`" })),
  },
  { description: 'A purchase order' },
);
export type PurchaseOrderRef = Static<typeof PurchaseOrderRef>;

export const SupplierShipmentRef = Type.Object(
  {
    id: Type.Integer({ description: 'Supplier shipment id' }),
    number: Type.String({ description: 'Supplier shipment number (SS-000001)' }),
  },
  { description: 'A supplier shipment' },
);
export type SupplierShipmentRef = Static<typeof SupplierShipmentRef>;

/** A supplier shipment as a warehouse fetches it and as `supplier_shipment.created` carries it. */
export const SupplierShipmentRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  state: SupplierShipmentState,
  source: Type.Enum(['purchase_order', 'transfer']),
  planned_date: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  acknowledged_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  reference: Nullable(Type.String()),
  tpl_reference: Nullable(Type.String()),
  warehouse: WarehouseRef,
  supplier: SupplierRef,
  purchase_order: Nullable(PurchaseOrderRef),
  transfer: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() }, { description: 'A transfer' })),
  carrier_code: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      product: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), upc: Nullable(Type.String()) }),
      quantity: Type.Number(),
      uom: Type.String(),
      received_quantity: Type.Number(),
      lot: Nullable(Type.Object({ number: Type.String(), expiry_date: Nullable(Type.String()) })),
    }),
  ),
});
