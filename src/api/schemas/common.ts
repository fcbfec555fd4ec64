import { Type, type Static, type TSchema } from 'typebox';

/** A postal address as every record carries it (`delivery_address` of docs/3pl-api.md section 5). */
export const Address = Type.Object({
  name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  street: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  street2: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  city: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  zip: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  subdivision_code: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
  country_code: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  email: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
}, { additionalProperties: false });
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

/** A record code: letters, digits and . _ - (warehouse, product, channel, location codes). */
export const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' });

/** A reference to another record in an admin body: its code, or an integer id (docs/admin-api.md "References by code or id"). */
export const Ref = Type.Union([Code, Type.Integer({ minimum: 1 })]);
export type Ref = Static<typeof Ref>;

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
export const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const DecimalString = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', description: 'Non-negative decimal, as a string' });
export const Quantity = Type.Number({ exclusiveMinimum: 0, description: 'Up to three decimals' });

/** Path parameter `{id}`: a numeric id, or for records with a code, the code. */
export const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

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
  errors: Type.Array(Type.Object({ code: Type.String(), message: Type.String(), pointer: Type.Union([Type.String(), Type.Null()]) })),
});

/** Nullable helper: `T | null`. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
