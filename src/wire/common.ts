import { Type, type Static, type TSchema } from 'typebox';
import { ID_OR_CODE } from './keywords.ts';

/** A postal address as every record carries it (`delivery_address` of docs/3pl-api.md section 5). */
export const Address = Type.Object(
  {
    name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    street: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    street2: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    city: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    zip: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    subdivision_code: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    country_code: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

/** An address as answered: every field present, null when unknown. */
export const AddressOut = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  street: Type.Union([Type.String(), Type.Null()]),
  street2: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  zip: Type.Union([Type.String(), Type.Null()]),
  subdivision_code: Type.Union([Type.String(), Type.Null()]),
  country_code: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type AddressOut = Static<typeof AddressOut>;

/** A record code: letters, digits and . _ - (warehouse, product, channel, location codes). */
export const CODE_RULES = { minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' };
export const Code = Type.String(CODE_RULES);

/**
 * The largest id of any record: ids are 32-bit integer columns on PostgreSQL, and every id a request
 * names is bounded by it, so that both databases answer an out-of-range id the same way.
 */
export const MAX_ID = 2_147_483_647;

/**
 * A regular expression source matching exactly the decimal integers 1 to `max`, without leading zeros:
 * the id range as a pattern, for comma-separated id lists in query strings.
 */
export function integerRangePattern(max: number): string {
  const digits = String(max);
  const alternatives = [`[1-9][0-9]{0,${digits.length - 2}}`];
  for (let i = 0; i < digits.length; i++) {
    const low = i === 0 ? 1 : 0;
    const high = Number(digits[i]) - 1;
    if (high < low) continue;
    const rest = digits.length - i - 1;
    alternatives.push(`${digits.slice(0, i)}[${low}-${high}]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return `(?:${alternatives.join('|')})`;
}

/** The range of a record id: 1 to 2147483647, what both databases store (docs/admin-api.md "References by code or id"). */
export const ID_RANGE = { minimum: 1, maximum: MAX_ID };
export const Id = Type.Integer(ID_RANGE);

/** Comma-separated ids in a query string, each 1 to 2147483647, at most 250. */
export const IdList = Type.String({
  pattern: `^${integerRangePattern(MAX_ID)}(,${integerRangePattern(MAX_ID)}){0,249}$`,
  description: 'Comma-separated ids, at most 250',
});

/** A reference to another record in an admin body: its code, or an integer id (docs/admin-api.md "References by code or id"). */
export const Ref = Type.Union([Code, Id]);
export type Ref = Static<typeof Ref>;

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
export const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const DecimalString = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', description: 'Non-negative decimal, as a string' });
/** The largest quantity a request may name: a billion units, so that stored thousandths and their sums stay exact. */
export const MAX_QUANTITY = 1_000_000_000;
export const Quantity = Type.Number({ exclusiveMinimum: 0, maximum: MAX_QUANTITY, description: 'Up to three decimals' });
/** A length, a weight: non-negative, at most a billion of its unit. */
export const Measure = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

/** Path parameter `{id}`: a numeric id, or for records with a code, the code. */
/** A path segment naming a record by its id or its code (number): text here, `anyOf` integer or string in the document. */
export const IdOrCode = Type.String({ minLength: 1, maxLength: 64, description: 'The record id, or its code', [ID_OR_CODE]: true });
export const IdParam = Type.Object({ id: IdOrCode });

/** Filters every admin list offers besides paging. */
export const UpdatedRange = {
  updated_at_min: Type.Optional(Timestamp),
  updated_at_max: Type.Optional(Timestamp),
};

/** Problem+json (docs/admin-api.md "Problem details"), for the OpenAPI document. */
export const Problem = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.String(),
  code: Type.String(),
  request_id: Type.String(),
  errors: Type.Array(
    Type.Object({
      code: Type.String(),
      message: Type.String(),
      pointer: Type.Union([Type.String(), Type.Null()]),
      line: Type.Optional(Type.Integer({ description: 'CSV imports: the line of the file (the header is line 1)' })),
      column: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'CSV imports: the column, null for the whole row' })),
    }),
  ),
});

/** Nullable helper: `T | null`. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
