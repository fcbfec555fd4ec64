import { Ajv } from 'ajv';
import formatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { AppError, type ErrorDetail } from '../errors.ts';
import { schemaErrors, type AjvError } from './problem.ts';

// ajv-formats is CommonJS: under ESM its plugin is the `default` property of the module.
const addFormats = formatsModule.default;

function makeAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    allErrors: true, // every schema error at once (docs/admin-api.md "Problem details")
    removeAdditional: false, // unknown fields are rejected, not silently dropped
    useDefaults: true,
    coerceTypes,
    strict: false,
  });
  addFormats(ajv);
  // RFC 3339 allows a leap second (23:59:60), which JavaScript dates cannot hold: such a value passed the
  // format and then failed as an Invalid Date deep in a query (a 500). A date-time must also be a date.
  const dateTime = fullFormats['date-time'] as { validate: (value: string) => boolean };
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => dateTime.validate(value) && !Number.isNaN(Date.parse(value)) });
  return ajv;
}

// Bodies are taken as sent (no "5" -> 5); query strings and path parameters are text and need coercion.
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv('array');

/** Fastify validator compiler: strict for bodies, coercing for query, params and headers. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
  return ajv.compile(schema);
};

/**
 * A check of a value against a request body schema, with the same rules as the routes' bodies (no type
 * coercion, every error at once): its problems as the `errors` entries of a 400, empty when it passes.
 * For bodies that arrive in another form (a CSV row made into the JSON body it stands for).
 */
export function bodyCheck(schema: object): (value: unknown) => ErrorDetail[] {
  const validate = bodyAjv.compile(schema);
  return (value) => (validate(value) ? [] : schemaErrors(validate.errors as AjvError[], 'body'));
}

/** Throws 400 `validation_failed` with every problem of a bodyCheck, as a route refuses a body that fails its schema. */
export function assertBody(check: (value: unknown) => ErrorDetail[], value: unknown): void {
  const problems = check(value);
  const [first] = problems;
  if (first) throw new AppError('validation_failed', first.message, problems);
}

/** A text with a NUL character, as a JSON Pointer and a name, or null. PostgreSQL cannot store NUL in text. */
function findNul(value: unknown, pointer: string): string | null {
  const path = nulPath(value);
  return path === null
    ? null
    : pointer +
        path
          .reverse()
          .map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`)
          .join('');
}

/** The keys down to a text or key holding NUL, innermost first; the pointer is written only when one is found. */
function nulPath(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  // for-in rather than Object.keys: no array of keys per object of every request; own keys only, as before.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return [key];
    const found = nulPath((value as Record<string, unknown>)[key]);
    if (found !== null) {
      found.push(key);
      return found;
    }
  }
  return null;
}

/** The JSON escape that is the only way a JSON text can hold U+0000 (JSON forbids the raw character in strings). */
const JSON_NUL_ESCAPE = '\\u0000';

/**
 * Refuses text holding a NUL character (U+0000) anywhere in the body, the query string or the path,
 * before the schema: PostgreSQL cannot store it in text, so without this one backend would refuse it
 * with an error and the other keep it. Answered as a schema violation (400 `validation_failed`).
 *
 * A JSON body is walked only when its text holds the escape `\u0000`: without it no string or key of the
 * parsed body can hold NUL. Walking every key of a ship.json batch of 50 (30 KB) took 0.45 ms of the
 * serving thread, against ~2 us to scan the text (2 cores, 2026-11-27; measured:
 * docs/performance-journal.md#2026-11-27-the-last-foreign-keys-of-a-confirmation-and-the-nul-check). The
 * body is parsed by Fastify's own JSON parser, as before.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's JSON body may be left out (a confirmation that names nothing): without one it is
     * validated and handled as `{}`, and the OpenAPI document marks the body as not required.
     */
    optionalBody?: boolean;
  }
}

/** Routes whose body may be left out get `{}` before validation (`optionalBody`). */
export function registerOptionalBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.optionalBody && request.body === undefined) request.body = {};
  });
}

export function registerTextRules(app: FastifyInstance): void {
  const nulFreeBodies = new WeakSet<FastifyRequest>();
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (!text.includes(JSON_NUL_ESCAPE)) nulFreeBodies.add(request);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const body = nulFreeBodies.has(request) ? null : findNul(request.body, '');
    if (body !== null) {
      const message = `${body || '(body)'} contains a NUL character (U+0000), which no text may hold`;
      throw new AppError('validation_failed', message, [{ code: 'invalid_format', message, pointer: body }]);
    }
    for (const [part, value] of [
      ['query', request.query],
      ['path', request.params],
    ] as const) {
      const at = findNul(value, '');
      if (at === null) continue;
      const message = `${part} parameter ${at.slice(1)} contains a NUL character (U+0000), which no text may hold`;
      throw new AppError('validation_failed', message, [{ code: 'invalid_format', message, pointer: null }]);
    }
  });
}
