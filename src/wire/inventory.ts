import { Type, type Static } from 'typebox';
import { Code, DateString, MAX_QUANTITY, Nullable, Timestamp } from './common.ts';
import { CODE_LIST } from './keywords.ts';
import { ADJUSTMENT_REASONS } from './events.ts';
import { WarehouseRef } from './references.ts';
import { ElementErrors } from './tpl-shipments.ts';

/*
 * Stock truth from the warehouse (docs/3pl-api.md sections 15 and 16): the adjustments it reports one by
 * one, the counts (snapshots) it sends whole, and the records staff read of them.
 */

const ProductCode = Type.String({ minLength: 1, maxLength: 100, description: 'Product code' });
const LotNumber = Type.String({ minLength: 1, maxLength: 100 });

export const WarehouseAdjustment = Type.Object(
  {
    warehouse: Type.Optional(Code),
    product_code: ProductCode,
    quantity: Type.Number({
      minimum: -MAX_QUANTITY,
      maximum: MAX_QUANTITY,
      description: 'Signed change: positive adds stock, negative removes it; non-zero, at most three decimals',
    }),
    location: Type.Optional(Code),
    lot: Type.Optional(Type.Object({ number: LotNumber, expiry_date: Type.Optional(DateString) }, { additionalProperties: false })),
    reason: Type.String({ minLength: 1, maxLength: 64, description: `One of ${ADJUSTMENT_REASONS.join(', ')}`, [CODE_LIST]: 'AdjustmentReason' }),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Applied once per reference, product, location and lot' })),
    occurred_at: Type.Optional(Timestamp),
  },
  { additionalProperties: false },
);
export type WarehouseAdjustment = Static<typeof WarehouseAdjustment>;

export const AdjustmentsBody = Type.Object(
  { adjustments: Type.Array(WarehouseAdjustment, { minItems: 1, description: 'At most 250' }) },
  { additionalProperties: false },
);

export const AdjustmentElementResult = Type.Object({
  product_code: Type.String(),
  warehouse: Nullable(Type.String({ description: 'Warehouse code' })),
  location: Type.Optional(Type.String()),
  lot: Type.Optional(Nullable(Type.String())),
  quantity: Type.Optional(Type.Number({ description: 'The signed change applied' })),
  reason: Type.Optional(Type.String()),
  reference: Type.Optional(Nullable(Type.String())),
  previous_on_hand: Type.Optional(Type.Number({ description: 'The level of the product and lot at the location before the change' })),
  on_hand: Nullable(Type.Number({ description: 'The level of the product and lot at the location after the change; null on a failed element' })),
  errors: ElementErrors,
  replayed: Type.Optional(Type.Boolean({ description: 'true when the reference was applied before: the stored result, nothing changed' })),
  applied: Type.Optional(Type.Boolean({ description: 'false on a succeeded element of an atomic batch that was rolled back' })),
});
export type AdjustmentElementResult = Static<typeof AdjustmentElementResult>;

export const SnapshotItem = Type.Object(
  {
    product_code: ProductCode,
    quantity: Type.Number({ minimum: 0, maximum: MAX_QUANTITY, description: 'Counted units, at most three decimals' }),
    location: Type.Optional(Code),
    lot: Type.Optional(Type.Object({ number: LotNumber }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const SnapshotBody = Type.Object(
  {
    warehouse: Code,
    counted_at: Timestamp,
    complete: Type.Boolean({ description: 'true: stock in the books that the items omit was counted 0' }),
    dry_run: Type.Optional(Type.Boolean({ default: false, description: 'Answer the report and change nothing' })),
    max_zeroed: Type.Optional(
      Type.Integer({ minimum: 0, description: "Most products a complete count may set to 0; default 10 % of the warehouse's stocked products" }),
    ),
    skip_unknown: Type.Optional(
      Type.Boolean({ default: false, description: 'Apply the rest when items name unknown products, locations or lots (listed in `skipped`)' }),
    ),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    items: Type.Array(SnapshotItem, { description: 'As many as the 10 MiB body holds' }),
  },
  { additionalProperties: false },
);
export type SnapshotBody = Static<typeof SnapshotBody>;

export const SnapshotDifference = Type.Object({
  product_code: Type.String(),
  location: Type.String({ description: 'Location code' }),
  lot: Nullable(Type.String()),
  books: Type.Number({ description: 'The books as of counted_at' }),
  counted: Type.Number(),
  difference: Type.Number({ description: 'counted - books' }),
});

const SkippedItem = Type.Object({ code: Type.String(), message: Type.String(), pointer: Type.String() });

const snapshotFields = {
  id: Type.Integer({ description: 'Inventory snapshot id' }),
  warehouse: WarehouseRef,
  counted_at: Timestamp,
  complete: Type.Boolean(),
  reference: Nullable(Type.String()),
  state: Type.Enum(['applied', 'dry_run']),
  counted: Type.Integer({ description: 'Stock levels (product, location, lot) counted' }),
  matched: Type.Integer({ description: 'Counted levels equal to the books as of counted_at' }),
  adjusted: Type.Integer({ description: 'Levels that differ (applied: adjusted to the count)' }),
  zeroed: Type.Integer({ description: 'Of those, levels the complete count omitted (counted 0)' }),
  created_at: Timestamp,
};

export const SnapshotSummary = Type.Object(snapshotFields);
export type SnapshotSummary = Static<typeof SnapshotSummary>;

export const SnapshotAnswer = Type.Object({
  ...snapshotFields,
  differences: Type.Array(SnapshotDifference),
  skipped: Type.Array(SkippedItem, { description: 'With skip_unknown: the items left out, each with its error' }),
});
export type SnapshotAnswer = Static<typeof SnapshotAnswer>;

export const SnapshotRecord = Type.Object({ ...snapshotFields, differences: Type.Array(SnapshotDifference) });
