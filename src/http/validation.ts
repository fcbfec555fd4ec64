import { Ajv } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
  return ajv;
}

// Bodies are taken as sent (no "5" -> 5); query strings and path parameters are text and need coercion.
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv('array');

/** Fastify validator compiler: strict for bodies, coercing for query, params and headers. */
export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
  return ajv.compile(schema as object) as any;
};
