import { Type, type Static } from 'typebox';
import { ELEMENT_ERROR_CODES } from '../errors.ts';
import { CODE_LIST } from './keywords.ts';
import { Id, Measure, Nullable, Quantity, Timestamp } from './common.ts';

/** Package medium and material codes (docs/3pl-api.md section 7, "The multi-package form"). */
export const MEDIUM_CODES = ['BAG', 'BAL', 'BBL', 'BOX', 'CTN', 'PLT', 'SKD'] as const;
export const MATERIAL_CODES = ['01', '03', '05', '25', '31', '43', '58', '76', '79', '91'] as const;

const Text = (maxLength = 255) => Type.String({ maxLength });
const Lot = Type.Object(
  { number: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false, description: 'Lot the quantity belongs to; created when unknown' },
);
const ProductCode = Type.String({ minLength: 1, maxLength: 100, description: 'Product code, or a GTIN-8/12/13/14 (UPC/EAN) with check digit' });

const LineConfirmation = Type.Object(
  {
    product_code: ProductCode,
    quantity: Quantity,
    lot: Type.Optional(Lot),
  },
  { additionalProperties: false },
);

const PackageItem = Type.Object(
  {
    product_code: ProductCode,
    quantity: Quantity,
    lot: Type.Optional(Lot),
  },
  { additionalProperties: false },
);

const Consumable = Type.Object(
  {
    product_code: ProductCode,
    quantity: Quantity,
  },
  { additionalProperties: false },
);

const Package = Type.Object(
  {
    reference: Type.Optional(Text()),
    dimensions: Type.Optional(
      Type.Object(
        {
          length: Measure,
          width: Measure,
          height: Measure,
          uom: Type.String({ minLength: 1, maxLength: 20, description: 'in, cm, mm, ft or m', [CODE_LIST]: 'LengthUnit' }),
        },
        { additionalProperties: false },
      ),
    ),
    medium: Type.Optional(Type.String({ description: `Package type: ${MEDIUM_CODES.join(', ')}`, [CODE_LIST]: 'PackageMedium' })),
    material: Type.Optional(Type.String({ description: `Package material: ${MATERIAL_CODES.join(', ')}`, [CODE_LIST]: 'PackageMaterial' })),
    weight: Type.Optional(Measure),
    weight_uom: Type.Optional(Type.String({ maxLength: 20, description: 'lb, oz, kg or g', [CODE_LIST]: 'WeightUnit' })),
    override_weight: Type.Optional(Measure),
    override_weight_uom: Type.Optional(Type.String({ maxLength: 20, [CODE_LIST]: 'WeightUnit' })),
    tracking_number: Type.Optional(Text()),
    override_sscc: Type.Optional(Type.String({ description: 'SSCC-18 replacing the generated one' })),
    override_scac: Type.Optional(Type.String({ description: '2-4 capital letters' })),
    load_number: Type.Optional(Text()),
    carrier_identifier: Type.Optional(Type.String({ maxLength: 100, [CODE_LIST]: 'CarrierCode' })),
    bill_of_lading: Type.Optional(Text()),
    seal_number: Type.Optional(Text()),
    items: Type.Array(PackageItem, { minItems: 1, maxItems: 1000 }),
    consumables: Type.Optional(Type.Array(Consumable, { maxItems: 100 })),
  },
  { additionalProperties: false },
);

const ShipmentConfirmation = Type.Object(
  {
    id: Id,
    carrier_identifier: Type.Optional(
      Type.String({ maxLength: 100, description: 'Carrier code (GET /services/3pl/v1/carriers.json)', [CODE_LIST]: 'CarrierCode' }),
    ),
    carrier: Type.Optional(Type.String({ maxLength: 20, description: '"3pl" with carrier_service for a custom carrier' })),
    carrier_service: Type.Optional(Text()),
    warehouse: Type.Optional(Id),
    tracking_number: Type.Optional(Text()),
    tracking_url: Type.Optional(Type.String({ maxLength: 2000 })),
    cost: Type.Optional(Type.String({ maxLength: 32, description: 'Decimal string, e.g. "10.59"' })),
    cost_currency_code: Type.Optional(Type.String({ maxLength: 3, description: 'ISO 4217 code', [CODE_LIST]: 'CurrencyCode' })),
    override_sscc: Type.Optional(Type.String()),
    override_scac: Type.Optional(Type.String()),
    lines: Type.Optional(Type.Array(LineConfirmation, { maxItems: 1000 })),
    packages: Type.Optional(Type.Array(Package, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
/** One shipment confirmation as a warehouse sends it (docs/3pl-api.md section 7): an element of ShipBody. */
export type ShipmentConfirmation = Static<typeof ShipmentConfirmation>;

export const ShipBody = Type.Object(
  {
    shipments: Type.Array(ShipmentConfirmation, { minItems: 1, description: 'At most 250' }),
  },
  { additionalProperties: false },
);

export const AcknowledgeBody = Type.Object(
  {
    shipments: Type.Array(
      Type.Object(
        {
          id: Id,
          warehouse: Type.Optional(Id),
          tpl_reference: Type.Optional(Text()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'At most 250' },
    ),
  },
  { additionalProperties: false },
);
/** One acknowledgement of a customer shipment (docs/3pl-api.md section 6): an element of AcknowledgeBody. */
export type ShipmentAcknowledgement = Static<typeof AcknowledgeBody>['shipments'][number];

export const ElementErrors = Nullable(
  Type.Array(
    Type.Object({
      code: Type.Enum(ELEMENT_ERROR_CODES),
      message: Type.String(),
      pointer: Nullable(Type.String()),
    }),
  ),
);

const ShippedPackage = Type.Object({
  id: Type.Integer(),
  reference: Nullable(Type.String()),
  sscc: Type.String(),
  tracking_number: Nullable(Type.String()),
  carrier_identifier: Nullable(Type.String()),
  items: Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number(), lot: Nullable(Type.String()) })),
});

export const ShipElementResult = Type.Object({
  id: Type.Integer(),
  state: Nullable(Type.String()),
  errors: ElementErrors,
  replayed: Type.Optional(Type.Boolean()),
  applied: Type.Optional(Type.Boolean({ description: 'false on a succeeded element of an atomic batch that was rolled back' })),
  shipped_at: Type.Optional(Timestamp),
  packages: Type.Optional(Type.Array(ShippedPackage)),
  consumables: Type.Optional(Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number() }))),
  backorder: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), number: Type.String() }))),
});

export const AcknowledgeElementResult = Type.Object({
  id: Type.Integer(),
  number: Type.Optional(Nullable(Type.String())),
  state: Nullable(Type.String()),
  errors: ElementErrors,
  applied: Type.Optional(Type.Boolean()),
  acknowledged_at: Type.Optional(Timestamp),
  tpl_reference: Type.Optional(Nullable(Type.String())),
});

export const AtomicQuery = Type.Object({
  atomic: Type.Optional(Type.Boolean({ default: false, description: 'All elements or none (422 when any fails)' })),
});
