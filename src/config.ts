import { isIP } from 'node:net';
import { Ajv, type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';

/** One typed configuration object, read from the environment (docs/operations.md "Configuration"). */
export type Config = {
  host: string;
  port: number;
  databaseUrl: string;
  logLevel: string;
  /** Sustained requests per second allowed per API key; 0 turns the limiter off. */
  rateLimitPerSecond: number;
  /** Requests a key may send at once before the sustained rate applies. */
  rateLimitBurst: number;
  bootstrapStaffKey: string | undefined;
  /** Size of the PostgreSQL connection pool. */
  databasePoolSize: number;
  /** Milliseconds to wait for in-flight requests on SIGTERM before closing anyway. */
  shutdownGraceMs: number;
  /** Webhook endpoints may resolve to private addresses (docs/events.md): development, tests, internal receivers. */
  webhookAllowPrivate: boolean;
  /** `dockside serve` runs the webhook dispatcher too (DOCKSIDE_DISPATCHER=0 leaves it to `dockside worker`). */
  dispatcherEnabled: boolean;
  /** How often an idle dispatcher looks for new events and due deliveries. */
  dispatcherPollMs: number;
  /** Deliveries one dispatcher sends at the same time. */
  dispatcherConcurrency: number;
  /** Time allowed for one webhook attempt, connection to answer. */
  webhookTimeoutMs: number;
  /** MiB of serialized poll records kept per instance (src/http/record-cache.ts); 0 turns the cache off. */
  recordCacheMib: number;
  /** A connection must send a request's complete headers within this time, or it is closed. */
  headersTimeoutMs: number;
  /** A connection must send a whole request, headers and body, within this time, or it is closed (408). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time without a new request. */
  keepAliveTimeoutMs: number;
  /** The master key sealing webhook secrets (DOCKSIDE_MASTER_KEY), when not kept in the key file. */
  masterKey: string | undefined;
  /** Keys that open but no longer seal, during a rotation (DOCKSIDE_MASTER_KEY_DECRYPT_ONLY, comma-separated). */
  masterKeyDecryptOnly: string[];
  /** The key file used when DOCKSIDE_MASTER_KEY is not set; created at the first start. */
  masterKeyFile: string;
  /** A staff console session unused for this long ends (docs/admin-api.md "Sessions (the staff console)"). */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however much it is used. */
  sessionMaxHours: number;
  /** Sign-in attempts allowed per client address and minute (POST /api/v1/sessions); 0 turns the limit off. */
  signInPerMinute: number;
  /**
   * The reverse proxies whose X-Forwarded-For, -Proto and -Host are believed (comma-separated addresses,
   * CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`); empty: none, the connection is the client.
   */
  trustProxy: string;
  /** Where the staff console's build is served from (DOCKSIDE_CONSOLE_DIR); the install's console/dist by default. */
  consoleDir: string | undefined;
  /** Crash tests only (src/http/fault-hooks.ts): the route whose first answer kills the process between commit and answer. */
  faultKillBeforeAnswer: string | undefined;
  /** GET /metrics answers without a key (a scraper on the private network); else it needs a staff key. */
  metricsOpen: boolean;
};

export const DEFAULT_DATABASE_URL = 'sqlite:./data/dockside.db';
export const DEFAULT_MASTER_KEY_FILE = './data/master.key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The bound of a count that has none of its own: the largest integer a number holds exactly. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** A whole number, written in decimal digits, from `minimum` to `maximum`. */
function integer(fallback: number, minimum: number, maximum = UNBOUNDED) {
  return Type.Integer({ default: fallback, minimum, maximum });
}

/** A switch, written `1` or `0`. */
function flag(fallback: boolean) {
  return Type.Boolean({ default: fallback });
}

/** Text with no default: unset stays undefined. */
function optionalText() {
  return Type.Optional(Type.String());
}

/**
 * Every environment variable Dockside reads, one entry each, with its type, range or values and default.
 * docs/operations.md "Configuration" lists the same variables with the same defaults, and a test holds the
 * two together (test/docs/configuration.test.ts). An empty variable counts as unset.
 */
export const ENV_SCHEMA = Type.Object(
  {
    HOST: Type.String({ default: '0.0.0.0' }),
    PORT: integer(8080, 0, 65535),
    DATABASE_URL: Type.String({ default: DEFAULT_DATABASE_URL }),
    LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
    DOCKSIDE_RATE_LIMIT_PER_SECOND: integer(20, 0),
    DOCKSIDE_RATE_LIMIT_BURST: integer(100, 1),
    DOCKSIDE_BOOTSTRAP_STAFF_KEY: optionalText(),
    DATABASE_POOL_SIZE: integer(10, 1),
    DOCKSIDE_SHUTDOWN_GRACE_MS: integer(10_000, 0),
    DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: flag(false),
    DOCKSIDE_DISPATCHER: flag(true),
    DOCKSIDE_DISPATCHER_POLL_MS: integer(500, 10, 60_000),
    DOCKSIDE_DISPATCHER_CONCURRENCY: integer(16, 1, 256),
    DOCKSIDE_WEBHOOK_TIMEOUT_MS: integer(10_000, 100, 60_000),
    DOCKSIDE_RECORD_CACHE_MIB: integer(64, 0, 65_536),
    DOCKSIDE_HEADERS_TIMEOUT_MS: integer(10_000, 100, 600_000),
    DOCKSIDE_REQUEST_TIMEOUT_MS: integer(120_000, 100, 3_600_000),
    DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS: integer(65_000, 100, 600_000),
    DOCKSIDE_MASTER_KEY: optionalText(),
    DOCKSIDE_MASTER_KEY_DECRYPT_ONLY: optionalText(),
    DOCKSIDE_MASTER_KEY_FILE: Type.String({ default: DEFAULT_MASTER_KEY_FILE }),
    DOCKSIDE_SESSION_IDLE_MINUTES: integer(60, 1, 10_080),
    DOCKSIDE_SESSION_MAX_HOURS: integer(12, 1, 720),
    DOCKSIDE_SIGN_IN_PER_MINUTE: integer(10, 0, 10_000),
    DOCKSIDE_TRUST_PROXY: optionalText(),
    DOCKSIDE_CONSOLE_DIR: optionalText(),
    DOCKSIDE_FAULT_KILL_BEFORE_ANSWER: optionalText(),
    DOCKSIDE_METRICS_OPEN: flag(false),
  },
  { additionalProperties: false },
);

type Environment = Static<typeof ENV_SCHEMA>;
type VariableSchema = { type?: string; minimum?: number; maximum?: number; enum?: string[] };
const VARIABLES = ENV_SCHEMA.properties as Record<string, VariableSchema>;

// ajv's own coercion stays off: it reads "" as 0, takes "1e3" and "0x10" for integers, and knows "true"
// and "false" for booleans but not the 1 and 0 these flags have always been written with. typedValues
// converts the forms that are meant; anything else reaches the schema as text, and fails it.
const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: true });

/** The schema's variables that are set and not empty: decimal digits as integers, `1`/`0` as booleans. */
function typedValues(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(VARIABLES)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    if (schema.type === 'integer' && /^\s*\d+\s*$/.test(text)) values[name] = Number(text);
    else if (schema.type === 'boolean' && (text === '1' || text === '0')) values[name] = text === '1';
    else values[name] = text;
  }
  return values;
}

function readEnvironment(values: Record<string, unknown>): Environment {
  return envSchema<Environment>({ schema: ENV_SCHEMA, data: values, env: false, ajv });
}

/** The variables ajv refused, in the schema's order, each with the first of its errors. */
function refusedVariables(errors: ErrorObject[]): Map<string, ErrorObject> {
  const refused = new Map<string, ErrorObject>();
  for (const name of Object.keys(VARIABLES)) {
    const error = errors.find((e) => e.instancePath === `/${name}`);
    if (error) refused.set(name, error);
  }
  return refused;
}

/**
 * What a refused value should have been, in the terms of its schema entry; ajv's own words for any other
 * kind of entry a new variable brings.
 */
function describeProblem(name: string, text: string, error: ErrorObject): string {
  const schema = VARIABLES[name];
  if (schema === undefined) return `${name} ${error.message}, got "${text}"`;
  if (schema.type === 'integer') return `${name} must be an integer from ${schema.minimum} to ${schema.maximum}, got "${text}"`;
  if (schema.type === 'boolean') return `${name} must be 1 or 0, got "${text}"`;
  if (schema.enum) return `${name} must be one of ${schema.enum.join(', ')}, got "${text}"`;
  return `${name} ${error.message}, got "${text}"`;
}

/**
 * The environment checked against the schema, defaults filled in. A refused variable is named in `problems`
 * and its default stands in for it, so that the checks after the schema still run and one failed start
 * reports every problem.
 */
function validate(env: NodeJS.ProcessEnv): { environment: Environment; problems: string[] } {
  const values = typedValues(env);
  try {
    return { environment: readEnvironment(values), problems: [] };
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    const refused = refusedVariables(errors);
    const problems = [...refused].map(([name, first]) => describeProblem(name, env[name]!, first));
    const accepted = Object.fromEntries(Object.entries(values).filter(([name]) => !refused.has(name)));
    return { environment: readEnvironment(accepted), problems };
  }
}

/** A request includes its headers, so its timeout cannot be the shorter one. */
function checkTimeouts(config: Config): string[] {
  if (config.requestTimeoutMs >= config.headersTimeoutMs) return [];
  return ['DOCKSIDE_REQUEST_TIMEOUT_MS must be at least DOCKSIDE_HEADERS_TIMEOUT_MS (a request includes its headers)'];
}

function checkDatabaseUrl(url: string): string[] {
  if (/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url)) return [];
  return [`DATABASE_URL must be sqlite:<path> or postgres://..., got "${url}"`];
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An entry of DOCKSIDE_TRUST_PROXY: a named range, an address, or an address with a prefix length. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
  return family !== 0 && prefixOk && extra === undefined;
}

function checkTrustProxy(value: string): string[] {
  if (value === '') return [];
  return value
    .split(',')
    .map((e) => e.trim())
    .filter((entry) => !isProxyEntry(entry))
    .map((entry) => `DOCKSIDE_TRUST_PROXY must list addresses, CIDR ranges or ${PROXY_NAMES.join(', ')}, comma-separated; got "${entry}"`);
}

/** The checks a JSON Schema cannot say: between two variables, and on values with a grammar of their own. */
function checksBeyondSchema(config: Config): string[] {
  return [...checkTimeouts(config), ...checkDatabaseUrl(config.databaseUrl), ...checkTrustProxy(config.trustProxy)];
}

/** The checked environment as the typed object the rest of Dockside reads. */
function toConfig(env: Environment): Config {
  return {
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    rateLimitPerSecond: env.DOCKSIDE_RATE_LIMIT_PER_SECOND,
    rateLimitBurst: env.DOCKSIDE_RATE_LIMIT_BURST,
    bootstrapStaffKey: env.DOCKSIDE_BOOTSTRAP_STAFF_KEY,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    shutdownGraceMs: env.DOCKSIDE_SHUTDOWN_GRACE_MS,
    webhookAllowPrivate: env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE,
    dispatcherEnabled: env.DOCKSIDE_DISPATCHER,
    dispatcherPollMs: env.DOCKSIDE_DISPATCHER_POLL_MS,
    dispatcherConcurrency: env.DOCKSIDE_DISPATCHER_CONCURRENCY,
    webhookTimeoutMs: env.DOCKSIDE_WEBHOOK_TIMEOUT_MS,
    recordCacheMib: env.DOCKSIDE_RECORD_CACHE_MIB,
    headersTimeoutMs: env.DOCKSIDE_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.DOCKSIDE_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS,
    masterKey: env.DOCKSIDE_MASTER_KEY,
    masterKeyDecryptOnly: (env.DOCKSIDE_MASTER_KEY_DECRYPT_ONLY ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    masterKeyFile: env.DOCKSIDE_MASTER_KEY_FILE,
    sessionIdleMinutes: env.DOCKSIDE_SESSION_IDLE_MINUTES,
    sessionMaxHours: env.DOCKSIDE_SESSION_MAX_HOURS,
    signInPerMinute: env.DOCKSIDE_SIGN_IN_PER_MINUTE,
    trustProxy: (env.DOCKSIDE_TRUST_PROXY ?? '').trim(),
    consoleDir: env.DOCKSIDE_CONSOLE_DIR,
    faultKillBeforeAnswer: env.DOCKSIDE_FAULT_KILL_BEFORE_ANSWER,
    metricsOpen: env.DOCKSIDE_METRICS_OPEN,
  };
}

/**
 * Reads the configuration from environment variables (ENV_SCHEMA); throws one error listing every
 * malformed value, one a line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { environment, problems } = validate(env);
  const config = toConfig(environment);
  problems.push(...checksBeyondSchema(config));
  if (problems.length > 0) throw new Error(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return config;
}
