import { isIP } from 'node:net';

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
};

export const DEFAULT_DATABASE_URL = 'sqlite:./data/dockside.db';
export const DEFAULT_MASTER_KEY_FILE = './data/master.key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Collects every malformed variable, so one failed start names them all. */
class EnvReader {
  readonly problems: string[] = [];
  private readonly env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv) {
    this.env = env;
  }

  text(name: string, fallback: string): string {
    return this.env[name] || fallback;
  }

  int(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  oneOf(name: string, fallback: string, allowed: string[]): string {
    const value = this.text(name, fallback);
    if (!allowed.includes(value)) this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
  }

  flag(name: string, fallback = false): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === '0') return false;
    if (raw === '1') return true;
    this.problems.push(`${name} must be 1 or 0, got "${raw}"`);
    return false;
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Each entry of DOCKSIDE_TRUST_PROXY: a named range, an address, or an address with a prefix length. */
function checkTrustProxy(value: string, problems: string[]): void {
  if (value === '') return;
  for (const entry of value.split(',').map((e) => e.trim())) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (PROXY_NAMES.includes(entry) || (family !== 0 && prefixOk && extra === undefined)) continue;
    problems.push(`DOCKSIDE_TRUST_PROXY must list addresses, CIDR ranges or ${PROXY_NAMES.join(', ')}, comma-separated; got "${entry}"`);
  }
}

function checkDatabaseUrl(url: string, problems: string[]): void {
  if (!/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url)) {
    problems.push(`DATABASE_URL must be sqlite:<path> or postgres://..., got "${url}"`);
  }
}

/** Reads the configuration from environment variables; throws one error naming every malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = new EnvReader(env);
  const config: Config = {
    host: read.text('HOST', '0.0.0.0'),
    port: read.int('PORT', 8080, 0, 65535),
    databaseUrl: read.text('DATABASE_URL', DEFAULT_DATABASE_URL),
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    rateLimitPerSecond: read.int('DOCKSIDE_RATE_LIMIT_PER_SECOND', 20, 0),
    rateLimitBurst: read.int('DOCKSIDE_RATE_LIMIT_BURST', 100, 1),
    bootstrapStaffKey: env.DOCKSIDE_BOOTSTRAP_STAFF_KEY || undefined,
    databasePoolSize: read.int('DATABASE_POOL_SIZE', 10, 1),
    shutdownGraceMs: read.int('DOCKSIDE_SHUTDOWN_GRACE_MS', 10000, 0),
    webhookAllowPrivate: read.flag('DOCKSIDE_WEBHOOK_ALLOW_PRIVATE'),
    dispatcherEnabled: read.flag('DOCKSIDE_DISPATCHER', true),
    dispatcherPollMs: read.int('DOCKSIDE_DISPATCHER_POLL_MS', 500, 10, 60_000),
    dispatcherConcurrency: read.int('DOCKSIDE_DISPATCHER_CONCURRENCY', 16, 1, 256),
    webhookTimeoutMs: read.int('DOCKSIDE_WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    recordCacheMib: read.int('DOCKSIDE_RECORD_CACHE_MIB', 64, 0, 65_536),
    headersTimeoutMs: read.int('DOCKSIDE_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: read.int('DOCKSIDE_REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
    keepAliveTimeoutMs: read.int('DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS', 65_000, 100, 600_000),
    masterKey: env.DOCKSIDE_MASTER_KEY || undefined,
    masterKeyDecryptOnly: (env.DOCKSIDE_MASTER_KEY_DECRYPT_ONLY ?? '').split(',').map((k) => k.trim()).filter((k) => k !== ''),
    masterKeyFile: read.text('DOCKSIDE_MASTER_KEY_FILE', DEFAULT_MASTER_KEY_FILE),
    sessionIdleMinutes: read.int('DOCKSIDE_SESSION_IDLE_MINUTES', 60, 1, 10_080),
    sessionMaxHours: read.int('DOCKSIDE_SESSION_MAX_HOURS', 12, 1, 720),
    signInPerMinute: read.int('DOCKSIDE_SIGN_IN_PER_MINUTE', 10, 0, 10_000),
    trustProxy: (env.DOCKSIDE_TRUST_PROXY ?? '').trim(),
    consoleDir: env.DOCKSIDE_CONSOLE_DIR || undefined,
    faultKillBeforeAnswer: env.DOCKSIDE_FAULT_KILL_BEFORE_ANSWER || undefined,
  };
  if (config.requestTimeoutMs < config.headersTimeoutMs) {
    read.problems.push('DOCKSIDE_REQUEST_TIMEOUT_MS must be at least DOCKSIDE_HEADERS_TIMEOUT_MS (a request includes its headers)');
  }
  checkDatabaseUrl(config.databaseUrl, read.problems);
  checkTrustProxy(config.trustProxy, read.problems);
  if (read.problems.length > 0) throw new Error(`invalid configuration: ${read.problems.join('; ')}`);
  return config;
}
