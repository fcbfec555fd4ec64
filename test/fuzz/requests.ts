import fc from 'fast-check';

/** A request the fuzzer sends: raw payload text (so that 1e999 or a duplicate key reach the server as written). */
export type FuzzRequest = {
  method: string;
  url: string;
  /** Which key signs it: the operation's own, or none. */
  auth: 'staff' | 'warehouse' | 'none';
  contentType: string | null;
  payload: string | null;
  idempotencyKey: string | null;
  /** What was done to it, for the report of a failing case. */
  mutation: string;
};

/** What exists in the fuzzed database, so that generated references often name real records. */
export type World = { codes: string[]; productCodes: string[]; ids: number[]; numbers: string[] };

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

type Operation = {
  method: string;
  path: string;
  auth: 'staff' | 'warehouse';
  body: Schema | null;
  query: { name: string; schema: Schema }[];
};

/** The operations worth fuzzing in an OpenAPI document: every write, and every list with filters. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/') && !path.startsWith('/services/3pl/v1/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const query = (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => ({ name: p.name, schema: p.schema as Schema }));
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      const isWrite = method !== 'get';
      const isList = method === 'get' && query.length > 0;
      if (!isWrite && !isList) continue;
      operations.push({ method: method.toUpperCase(), path, auth: path.startsWith('/services/') ? 'warehouse' : 'staff', body, query });
    }
  }
  return operations;
}

// ---- values of a schema -------------------------------------------------------------------------

const REFERENCE_FIELDS =
  /^(warehouse|from_warehouse|to_warehouse|channel|partner|location|parent|return_warehouse|carrier_identifier|carrier_code|code|order|number|numbers|kind|role)$/;

/** A value the schema allows (mostly), biased toward the world's records so that requests get past lookups. */
function arbitraryValue(schema: Schema, world: World, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => arbitraryValue(b, world, name, depth)));
  if (schema.allOf) return arbitraryValue(Object.assign({}, ...schema.allOf), world, name, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, world, depth);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const min = schema.minItems ?? 0;
      return fc.array(arbitraryValue(schema.items ?? {}, world, name, depth + 1), { minLength: min, maxLength: Math.min(schema.maxItems ?? 4, min + 3) });
    }
    case 'integer':
      return integerOf(schema, world, name);
    case 'number':
      return fc.oneof(
        fc.constantFrom(1, 2, 0.5, 0.001, 3),
        fc.double({ min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6, max: Math.min(schema.maximum ?? 1e6, 1e6), noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema, world, name);
    default:
      return fc.oneof(fc.constant(null), fc.string(), fc.integer());
  }
}

function objectOf(schema: Schema, world: World, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0 || depth > 5) return fc.constant({});
  const record = Object.fromEntries(props.map(([key, sub]) => [key, arbitraryValue(sub, world, key, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in record);
  return fc.record(record, { requiredKeys: required });
}

function integerOf(schema: Schema, world: World, name: string): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 2_147_483_647;
  const inRange = (n: number) => n >= min && n <= max;
  const known = name === 'id' || name.endsWith('_id') || name === 'warehouse' || name === 'endpoint' ? world.ids.filter(inRange) : [];
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.integer({ min, max: Math.min(max, min + 20) }),
    fc.constantFrom(...[min, max].filter(inRange)),
  );
}

function stringOf(schema: Schema, world: World, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (name === 'url') return fc.constantFrom('https://93.184.216.34/hook', 'https://10.0.0.1/hook', 'http://example.com/', 'https://[::1]/x', 'ftp://x/');
  if (name === 'product_code')
    return fc.oneof(fc.constantFrom(...world.productCodes), fc.constantFrom('036000291452', '00012345678905'), fc.string({ minLength: 1, maxLength: 12 }));
  const choices: fc.Arbitrary<string>[] = [];
  if (REFERENCE_FIELDS.test(name)) choices.push(fc.constantFrom(...world.codes, ...world.numbers));
  if (schema.pattern) choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 64)));
  choices.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) }));
  return fc.oneof(...choices);
}

// ---- mutations ----------------------------------------------------------------------------------

/** Values that have broken services: wrong types, extreme numbers, odd text, deep nesting. */
const NASTY: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    1e-7,
    0.0001,
    '',
    ' ',
    '0',
    '-1',
    '1e999',
    'NaN',
    'null',
    'true',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '🚚📦',
    'שלום',
    '\u202Etxt',
    "'; drop table products; --",
    '%00',
    '../../etc/passwd',
    'x'.repeat(300),
    'y'.repeat(70_000),
    [],
    {},
    [[]],
    [null],
    { a: { b: { c: {} } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

/** Replaces one node of a value (picked by `path`, a list of random numbers) with `replacement`. */
function replaceAt(value: unknown, path: number[], replacement: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined || value === null || typeof value !== 'object') return replacement;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const i = step % value.length;
    return value.map((v, j) => (j === i ? replaceAt(v, rest, replacement) : v));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[step % keys.length]!;
  return { ...value, [key]: replaceAt((value as Record<string, unknown>)[key], rest, replacement) };
}

/** Text-level changes JSON.stringify cannot make: duplicate keys, prototype keys, Infinity, truncation. */
const RAW_EDITS: fc.Arbitrary<{ name: string; edit: (json: string) => string }> = fc.constantFrom(
  { name: 'duplicate key', edit: (json: string) => json.replace(/^\{"([^"]+)":/, '{"$1":"dup","$1":') },
  { name: '__proto__ key', edit: (json: string) => json.replace(/^\{/, '{"__proto__":{"polluted":true},') },
  { name: 'constructor.prototype key', edit: (json: string) => json.replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},') },
  { name: '1e999 number', edit: (json: string) => json.replace(/:(\d+)([,}\]])/, ':1e999$2') },
  { name: '-1e999 number', edit: (json: string) => json.replace(/:(\d+)([,}\]])/, ':-1e999$2') },
  { name: 'truncated', edit: (json: string) => json.slice(0, Math.max(1, Math.floor(json.length / 2))) },
  { name: 'trailing garbage', edit: (json: string) => `${json}}` },
  { name: 'not json', edit: () => 'shipments=1&id=2' },
  { name: 'empty', edit: () => '' },
  { name: 'bare value', edit: () => '42' },
  { name: 'array body', edit: (json: string) => `[${json}]` },
);

const CONTENT_TYPES = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/problem+json',
  null,
);

const QUERY_NASTY = fc.constantFrom(
  '',
  '-1',
  '0',
  '1e999',
  '2147483648',
  '99999999999999999999',
  'x'.repeat(2000),
  '%00',
  '%ZZ',
  '🚚',
  ',,,',
  'true',
  'null',
  '1,2,3,',
  ' 1',
);

// ---- requests -----------------------------------------------------------------------------------

/** Requests for every operation: generated from its schemas, then often mutated. */
export function requestArbitrary(operations: Operation[], world: World): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...operations)
    .chain((op) =>
      fc.record({
        op: fc.constant(op),
        pathId: fc.oneof(fc.constantFrom(...world.ids.map(String), ...world.codes), QUERY_NASTY, fc.string({ maxLength: 10 })),
        body: op.body ? arbitraryValue(op.body, world, '', 0) : fc.constant(undefined),
        query: fc
          .subarray(op.query)
          .chain((params) =>
            fc.tuple(
              ...params.map((p) =>
                fc.tuple(
                  fc.constant(p.name),
                  fc.oneof({ weight: 3, arbitrary: arbitraryValue(p.schema, world, p.name, 0).map((v) => String(v)) }, { weight: 1, arbitrary: QUERY_NASTY }),
                ),
              ),
            ),
          ),
        mutate: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 4, arbitrary: fc.record({ kind: fc.constant('node' as const), path: fc.array(fc.nat(), { maxLength: 6 }), value: NASTY }) },
          { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), edit: RAW_EDITS }) },
        ),
        contentType: CONTENT_TYPES,
        auth: fc.constantFrom(op.auth, op.auth, op.auth, op.auth, op.auth, op.auth, op.auth, op.auth, op.auth, 'none' as const),
        idempotencyKey: fc.oneof(fc.constant(null), fc.constant(null), fc.constantFrom('k1', 'k2'), fc.string({ maxLength: 300 })),
      }),
    )
    .map(({ op, pathId, body, query, mutate, contentType, auth, idempotencyKey }) => {
      const path = op.path.replace(/\{[a-z_]+\}/g, encodeURIComponent(pathId));
      const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${/^%/.test(v) ? v : encodeURIComponent(v)}`).join('&');
      let mutation = 'none';
      let value = body;
      if (mutate?.kind === 'node') {
        value = replaceAt(body, mutate.path, mutate.value);
        mutation = `node ${mutate.path.join('.')} := ${JSON.stringify(mutate.value)?.slice(0, 40)}`;
      }
      let payload = op.method === 'GET' || value === undefined ? null : JSON.stringify(value);
      if (payload !== null && mutate?.kind === 'raw') {
        payload = mutate.edit.edit(payload);
        mutation = mutate.edit.name;
      }
      return {
        method: op.method,
        url: search ? `${path}?${search}` : path,
        auth,
        contentType: payload === null ? null : contentType,
        payload,
        idempotencyKey: op.method === 'GET' ? null : idempotencyKey,
        mutation,
      };
    });
}
