import { Type, type Static } from 'typebox';
import { Code, DateString, ID_RANGE, Id, Nullable, Quantity, Timestamp } from './common.ts';
import { SupplierShipmentRef } from './inbound.ts';
import { ReceivingStrategy } from './returns.ts';
import { ElementErrors } from './tpl-shipments.ts';

/*
 * Supplier shipments as a warehouse acknowledges and receives them (docs/3pl-api.md section 14); the
 * record it fetches and the references events carry are in inbound.ts.
 */

export const TransferRef = Type.Object(
  {
    id: Type.Integer({ description: 'Transfer id' }),
    number: Type.String({ description: 'Transfer number (TR-000001)' }),
  },
  { description: 'A transfer between warehouses' },
);
export type TransferRef = Static<typeof TransferRef>;

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
