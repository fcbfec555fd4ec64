import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { CODE_LIST, ID_OR_CODE } from '../wire/keywords.ts';
import { DETAIL_CODES, ERROR_CODES, type DetailCode, type ErrorCode } from '../errors.ts';
import type { AuthRule } from './auth.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** What the document says of every answer besides the route's own schema (docs/architecture.md "The OpenAPI document"). */
export type DocumentFacts = {
  /** Named lists of values the API checks against (carriers, package media, units, ...), published as schemas. */
  codeLists: Record<string, { description: string; values: readonly string[] }>;
  /** The 3.1 `webhooks` section: one entry per event type. */
  webhooks: Record<string, unknown>;
};

// Marks the problem schema in route schemas, so the document can name it once as a component.
const PROBLEM_MARK = 'x-problem';

type RouteFacts = {
  auth: AuthRule;
  deprecated: boolean;
  paged: boolean;
  synced: boolean;
  searched: boolean;
  setsCookie: boolean;
  attachment: boolean;
  optionalBody: boolean;
  method: string;
};
/** A JSON object of the document: narrowed where it is read, kept as it is elsewhere. */
type JsonObject = Record<string, unknown>;
/** A schema: the keywords the transforms read; every other one is kept as it is. */
type SchemaObject = JsonObject & { properties?: JsonObject; allOf?: SchemaObject[] };
/** A route's schema as @fastify/swagger hands it to `transform`. */
type RouteSchema = JsonObject & { querystring?: SchemaObject; response?: Record<string, SchemaObject> };
/** An answer of an operation: its bodies by media type, and its headers. */
type ResponseObject = JsonObject & { content?: Record<string, { schema?: SchemaObject }>; headers?: JsonObject };
/** An operation of the document, as completeOperation completes it. */
type OperationObject = JsonObject & { responses: Record<string, ResponseObject>; security?: JsonObject[]; parameters?: JsonObject[]; requestBody?: JsonObject };
/** The document @fastify/swagger built from the routes, before completeDocument completes it. */
type Document = JsonObject & { paths: Record<string, Record<string, OperationObject>>; components: JsonObject & { schemas?: JsonObject }; webhooks?: unknown };

const PROBLEM = { $ref: '#/components/schemas/Problem' };
const JSON_TYPE = 'application/json';
const PROBLEM_TYPE = PROBLEM_CONTENT_TYPE.split(';')[0]!;

/**
 * Registers @fastify/swagger with the transforms that make the served document exactly what the server
 * answers: errors as application/problem+json, every status a route can answer (those every route
 * shares: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, by what the route is), every response
 * header, the Idempotency-Key request header, ids that are also codes, the error codes and code lists
 * as schemas, and the event payloads as the 3.1 `webhooks` section.
 */
export async function registerOpenApi(app: FastifyInstance, facts: DocumentFacts): Promise<void> {
  const routes = new Map<string, RouteFacts>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dockside API',
        version: '1.0.0',
        description:
          'Order and inventory service for merchants who ship through 3PL warehouses. ' +
          'The 3PL interface lives under /services/3pl/v1, the merchant admin API under /api/v1. ' +
          'Answers of 1 KiB or more are compressed for a request whose Accept-Encoding asks (br, gzip, deflate); ' +
          'request bodies may be sent with Content-Encoding br, gzip or deflate (docs/3pl-api.md section 4).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key as a Bearer token' },
          basic: { type: 'http', scheme: 'basic', description: 'API key as the Basic password' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Staff console session (POST /api/v1/sessions): admin API only; a request that changes data also sends X-CSRF-Token',
          },
        },
      },
      security: [{ bearer: [] }, { basic: [] }],
    },
    transform: ({ schema, url, route }) => {
      for (const method of methodsOf(route)) routes.set(`${method} ${url}`, routeFacts(route, method));
      return { schema: markProblems(schema as RouteSchema) as typeof schema, url };
    },
    transformObject: (document) => completeDocument((document as { openapiObject: Document }).openapiObject, routes, facts),
  });
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
}

function routeFacts(route: RouteOptions, method: string): RouteFacts {
  const query = (route.schema as RouteSchema | undefined)?.querystring;
  const queryNames = new Set([...Object.keys(query?.properties ?? {}), ...(query?.allOf ?? []).flatMap((s) => Object.keys(s.properties ?? {}))]);
  return {
    auth: route.config?.auth ?? 'public',
    deprecated: route.config?.deprecated !== undefined,
    paged: queryNames.has('page') && queryNames.has('per_page'),
    synced: queryNames.has('sync_token'),
    searched: queryNames.has('q'),
    setsCookie: route.config?.setsCookie === true,
    attachment: route.config?.attachment === true,
    optionalBody: route.config?.optionalBody === true,
    method,
  };
}

/** The route schema with its problem responses marked, for the document only (validation keeps the original). */
function markProblems(schema: RouteSchema): RouteSchema {
  if (!schema?.response) return schema;
  const response: Record<string, SchemaObject> = {};
  for (const [status, body] of Object.entries(schema.response)) {
    response[status] = isProblem(body) ? { ...body, [PROBLEM_MARK]: true } : body;
  }
  return { ...schema, response };
}

function isProblem(schema: SchemaObject): boolean {
  return schema?.properties?.type !== undefined && schema.properties.request_id !== undefined && schema.properties.errors !== undefined;
}

function completeDocument(doc: Document, routes: Map<string, RouteFacts>, facts: DocumentFacts): Document {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = routes.get(`${method} ${toRouteUrl(path)}`);
      if (!route) throw new Error(`OpenAPI: no route facts for ${method} ${path}`);
      completeOperation(operation, route, path);
    }
  }
  doc.components.schemas = { ...doc.components.schemas, ...componentSchemas(facts) };
  doc.webhooks = facts.webhooks;
  return replaceMarks(doc, facts) as Document;
}

/** `/orders/{id}` back to the route's `/orders/:id`. */
function toRouteUrl(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Who may call a route under each rule, as the document's security requirements (docs/admin-api.md "Sessions (the staff console)"). */
const SECURITY: Partial<Record<AuthRule, JsonObject[]>> = {
  public: [],
  'sign-in': [],
  staff: [{ bearer: [] }, { basic: [] }, { session: [] }],
  'staff-only': [{ bearer: [] }, { basic: [] }, { session: [] }],
  session: [{ session: [] }],
};

/** Why a keyed route may answer 403, by rule: the role, and for the cookie the CSRF token and the Origin. */
const FORBIDDEN: Record<AuthRule, ErrorCode[]> = {
  public: [],
  warehouse: ['forbidden'],
  staff: ['forbidden', 'csrf_token_missing', 'csrf_token_invalid', 'origin_mismatch'],
  'staff-only': ['forbidden', 'csrf_token_missing', 'csrf_token_invalid', 'origin_mismatch'],
  session: ['csrf_token_missing', 'csrf_token_invalid', 'origin_mismatch'],
  'sign-in': ['origin_mismatch'],
};

function completeOperation(operation: OperationObject, route: RouteFacts, path: string): void {
  const posts = route.method === 'post' || route.method === 'put';
  // Sign-in is not keyed: no key to hold an Idempotency-Key under (and nothing it answers may be stored).
  const writes = posts && route.auth !== 'sign-in';
  const hasBody = posts || route.method === 'patch' || route.method === 'delete';
  const keyed = route.auth !== 'public';
  const responses = operation.responses;
  if (route.optionalBody && operation.requestBody) operation.requestBody.required = false;
  for (const response of Object.values(responses)) problemContent(response);
  const shared: [string, ErrorCode[]][] = [
    ['400', ['validation_failed', ...(hasBody ? (['invalid_json', 'too_many_elements'] as ErrorCode[]) : [])]],
    ...(keyed
      ? ([
          ['401', ['unauthorized']],
          ['403', FORBIDDEN[route.auth]],
        ] as [string, ErrorCode[]][])
      : []),
    ...(path.includes('{') ? ([['404', ['not_found']]] as [string, ErrorCode[]][]) : []),
    ...(writes
      ? ([
          ['409', ['idempotency_key_in_use']],
          ['422', ['idempotency_key_reused']],
        ] as [string, ErrorCode[]][])
      : []),
    ...(hasBody
      ? ([
          ['413', ['payload_too_large']],
          ['415', ['unsupported_media_type']],
        ] as [string, ErrorCode[]][])
      : []),
    ...(keyed ? ([['429', ['rate_limited']]] as [string, ErrorCode[]][]) : []),
    ['500', ['internal_error']],
    ['503', ['shutting_down', 'not_ready', 'database_busy']],
  ];
  for (const [status, codes] of shared) {
    responses[status] ??= { description: codes.map((c) => ERROR_CODES[c].title).join('; ') };
    const response = responses[status];
    response.content = { ...response.content, [PROBLEM_TYPE]: { schema: PROBLEM } };
  }
  for (const [status, response] of Object.entries(responses)) {
    response.headers = { ...response.headers, ...responseHeaders(status, route, keyed, writes) };
  }
  const security = SECURITY[route.auth];
  if (security) operation.security = security;
  if (hasBody && (route.auth === 'staff' || route.auth === 'staff-only' || route.auth === 'session')) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        in: 'header',
        name: 'X-CSRF-Token',
        required: false,
        description:
          'With the session cookie (not with a key): the session\'s csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)")',
        schema: { type: 'string' },
      },
    ];
  }
  if (writes) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: false,
        description: 'Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9)',
        schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
      },
    ];
  }
}

/** An error answer documented as application/json with the problem schema becomes application/problem+json. */
function problemContent(response: ResponseObject): void {
  const content = response.content;
  if (!content?.[JSON_TYPE]?.schema?.[PROBLEM_MARK]) return;
  delete content[JSON_TYPE];
  content[PROBLEM_TYPE] = { schema: PROBLEM };
}

const text = (description: string, extra: JsonObject = {}) => ({ description, schema: { type: 'string', ...extra } });
const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

/** The headers of one answer of a route; the RateLimit-* headers are absent where an operator turned the limiter off. */
function responseHeaders(status: string, route: RouteFacts, rateLimited: boolean, writes: boolean): JsonObject {
  const headers: JsonObject = { 'X-Request-Id': { ...text("The request id, also in the log line and in a problem's request_id"), required: true } };
  if (rateLimited) {
    headers['RateLimit-Limit'] = integer('Requests the key may send in the current window');
    headers['RateLimit-Remaining'] = integer('Requests left in the current window');
    headers['RateLimit-Reset'] = integer('Seconds until the window resets');
  }
  if (status === '429') headers['Retry-After'] = { ...integer('Seconds to wait before retrying'), required: true };
  if (status === '503') headers['Retry-After'] = integer('With `database_busy`: seconds to wait before retrying');
  if (status === '401') headers['WWW-Authenticate'] = { ...text('The schemes a key may be sent with: Bearer, Basic realm="dockside"'), required: true };
  if (route.setsCookie && status.startsWith('2')) {
    headers['Set-Cookie'] = {
      ...text(
        `The session cookie: \`${SESSION_COOKIE}=<token>; Path=/; Max-Age=<seconds>; HttpOnly; SameSite=Strict\`, plus \`Secure\` over https; signing out sends it empty with Max-Age=0`,
      ),
      required: true,
    };
  }
  if (writes && !status.startsWith('5'))
    headers['Idempotent-Replayed'] = text('`true` when the answer is the stored answer to an earlier request with the same Idempotency-Key', {
      enum: ['true'],
    });
  if (route.attachment && status === '200') {
    headers['Content-Disposition'] = {
      ...text('`attachment; filename="dockside-<kind>-<YYYYMMDD-HHMMSS>.csv"` (UTC): the name to save the file under', {
        pattern: '^attachment; filename="dockside-[a-z-]+-\\d{8}-\\d{6}\\.csv"$',
      }),
      required: true,
    };
    headers['Cache-Control'] = {
      ...text('`no-store`: the file is the data as it stood when asked, for no cache to keep', { enum: ['no-store'] }),
      required: true,
    };
  }
  if (route.paged && status === '200') headers.Link = text('`<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging")');
  if (route.synced && status === '200') {
    const sync = text(
      'Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync")' +
        (route.searched ? '. Absent on a search (`q`), which is not synced (docs/admin-api.md "Search")' : ''),
    );
    headers['Sync-Token'] = { ...sync, required: !route.searched };
  }
  if (route.deprecated) {
    headers.Deprecation = { ...text('RFC 9745: the route is deprecated (`@<epoch seconds>` since when, or `true`)'), required: true };
    headers.Sunset = { ...text('RFC 8594: the date after which the route may stop answering'), required: true };
  }
  return headers;
}

function componentSchemas(facts: DocumentFacts): JsonObject {
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];
  const codeOf = (code: ErrorCode) => ({ const: code, description: `${ERROR_CODES[code].title} (${ERROR_CODES[code].status})` });
  const schemas: JsonObject = {
    Problem: {
      type: 'object',
      description: 'RFC 9457 problem details (docs/admin-api.md "Problem details")',
      required: ['type', 'title', 'status', 'detail', 'code', 'request_id', 'errors'],
      properties: {
        type: { type: 'string' },
        title: { type: 'string' },
        status: { type: 'integer' },
        detail: { type: 'string' },
        code: { $ref: '#/components/schemas/ErrorCode' },
        request_id: { type: 'string' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['code', 'message', 'pointer'],
            properties: {
              code: { $ref: '#/components/schemas/DetailCode' },
              message: { type: 'string' },
              pointer: { anyOf: [{ type: 'string', description: 'JSON Pointer into the request body' }, { type: 'null' }] },
              line: { type: 'integer', minimum: 1, description: 'CSV imports (pointer null): the line of the file, the header being line 1' },
              column: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'CSV imports: the column named in the header, null for the whole row' },
            },
          },
        },
      },
    },
    ErrorCode: {
      description: 'The code of a whole-request error, with its status (docs/admin-api.md "Error codes")',
      oneOf: codes.filter((c) => ERROR_CODES[c].scope !== 'element').map(codeOf),
    },
    ElementErrorCode: {
      description: "The code of one element's failure inside a batch answer (docs/3pl-api.md section 11)",
      oneOf: codes.filter((c) => ERROR_CODES[c].scope !== 'request').map(codeOf),
    },
    DetailCode: {
      description: "The code of one entry of a problem's `errors`: an error code, a schema check, or a detail of invalid_value",
      oneOf: [...codes.map(codeOf), ...(Object.keys(DETAIL_CODES) as DetailCode[]).map((code) => ({ const: code, description: DETAIL_CODES[code] }))],
    },
  };
  for (const [name, list] of Object.entries(facts.codeLists)) schemas[name] = { type: 'string', description: list.description, enum: [...list.values] };
  return schemas;
}

/** Turns the route-schema keywords into document form: id-or-code parameters, code-list references; drops marks. */
function replaceMarks(value: unknown, facts: DocumentFacts): unknown {
  if (Array.isArray(value)) return value.map((v) => replaceMarks(v, facts));
  if (value === null || typeof value !== 'object') return value;
  const object = value as JsonObject;
  if (object[ID_OR_CODE]) {
    return {
      description: object.description,
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The record id' },
        { type: 'string', minLength: 1, maxLength: 64, description: 'The record code (or number)' },
      ],
    };
  }
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(object)) {
    if (key === PROBLEM_MARK || key === ID_OR_CODE) continue;
    if (key === CODE_LIST) {
      if (!facts.codeLists[child as string]) throw new Error(`OpenAPI: unknown code list ${String(child)}`);
      out[CODE_LIST] = `#/components/schemas/${String(child)}`;
      continue;
    }
    out[key] = replaceMarks(child, facts);
  }
  return out;
}
