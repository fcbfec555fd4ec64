import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ENV_SCHEMA, loadConfig, type Config } from '../../src/config.ts';

// docs/operations.md "Configuration": the variables, their defaults, and what a malformed one is answered.

/** The message loadConfig throws for `env`, as its lines after the first (one problem a line). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const [first, ...lines] = (error as Error).message.split('\n');
    assert.equal(first, 'invalid configuration:');
    return lines.map((line) => line.replace(/^ {2}/, ''));
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

const ANY_SIZE = 'an integer from 1 to 9007199254740991';

/** One malformed value of every variable the schema can refuse, and what each is answered. */
const REFUSED: [name: string, value: string, message: string][] = [
  ['PORT', 'abc', 'PORT must be an integer from 0 to 65535, got "abc"'],
  ['PORT', '65536', 'PORT must be an integer from 0 to 65535, got "65536"'],
  ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
  ['DOCKSIDE_RATE_LIMIT_PER_SECOND', '-1', 'DOCKSIDE_RATE_LIMIT_PER_SECOND must be an integer from 0 to 9007199254740991, got "-1"'],
  ['DOCKSIDE_RATE_LIMIT_BURST', '0', `DOCKSIDE_RATE_LIMIT_BURST must be ${ANY_SIZE}, got "0"`],
  ['DATABASE_POOL_SIZE', '2.5', `DATABASE_POOL_SIZE must be ${ANY_SIZE}, got "2.5"`],
  ['DOCKSIDE_SHUTDOWN_GRACE_MS', 'soon', 'DOCKSIDE_SHUTDOWN_GRACE_MS must be an integer from 0 to 9007199254740991, got "soon"'],
  ['DOCKSIDE_WEBHOOK_ALLOW_PRIVATE', 'yes', 'DOCKSIDE_WEBHOOK_ALLOW_PRIVATE must be 1 or 0, got "yes"'],
  ['DOCKSIDE_METRICS_OPEN', 'true', 'DOCKSIDE_METRICS_OPEN must be 1 or 0, got "true"'],
  ['DOCKSIDE_DISPATCHER', 'true', 'DOCKSIDE_DISPATCHER must be 1 or 0, got "true"'],
  ['DOCKSIDE_DISPATCHER_POLL_MS', '9', 'DOCKSIDE_DISPATCHER_POLL_MS must be an integer from 10 to 60000, got "9"'],
  ['DOCKSIDE_DISPATCHER_CONCURRENCY', '257', 'DOCKSIDE_DISPATCHER_CONCURRENCY must be an integer from 1 to 256, got "257"'],
  ['DOCKSIDE_WEBHOOK_TIMEOUT_MS', '99', 'DOCKSIDE_WEBHOOK_TIMEOUT_MS must be an integer from 100 to 60000, got "99"'],
  ['DOCKSIDE_RECORD_CACHE_MIB', '65537', 'DOCKSIDE_RECORD_CACHE_MIB must be an integer from 0 to 65536, got "65537"'],
  ['DOCKSIDE_HEADERS_TIMEOUT_MS', '600001', 'DOCKSIDE_HEADERS_TIMEOUT_MS must be an integer from 100 to 600000, got "600001"'],
  ['DOCKSIDE_REQUEST_TIMEOUT_MS', '3600001', 'DOCKSIDE_REQUEST_TIMEOUT_MS must be an integer from 100 to 3600000, got "3600001"'],
  ['DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS', '50', 'DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS must be an integer from 100 to 600000, got "50"'],
  ['DOCKSIDE_SESSION_IDLE_MINUTES', '10081', 'DOCKSIDE_SESSION_IDLE_MINUTES must be an integer from 1 to 10080, got "10081"'],
  ['DOCKSIDE_SESSION_MAX_HOURS', '0', 'DOCKSIDE_SESSION_MAX_HOURS must be an integer from 1 to 720, got "0"'],
  ['DOCKSIDE_SIGN_IN_PER_MINUTE', '10001', 'DOCKSIDE_SIGN_IN_PER_MINUTE must be an integer from 0 to 10000, got "10001"'],
  ['DATABASE_URL', 'mysql://db/dockside', 'DATABASE_URL must be sqlite:<path> or postgres://..., got "mysql://db/dockside"'],
  [
    'DOCKSIDE_TRUST_PROXY',
    '10.0.0.0/33',
    'DOCKSIDE_TRUST_PROXY must list addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated; got "10.0.0.0/33"',
  ],
];

describe('configuration from the environment (src/config.ts)', () => {
  it('has the documented defaults when nothing is set', () => {
    const expected: Config = {
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'sqlite:./data/dockside.db',
      logLevel: 'info',
      rateLimitPerSecond: 20,
      rateLimitBurst: 100,
      bootstrapStaffKey: undefined,
      databasePoolSize: 10,
      shutdownGraceMs: 10_000,
      webhookAllowPrivate: false,
      dispatcherEnabled: true,
      dispatcherPollMs: 500,
      dispatcherConcurrency: 16,
      webhookTimeoutMs: 10_000,
      recordCacheMib: 64,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      masterKey: undefined,
      masterKeyDecryptOnly: [],
      masterKeyFile: './data/master.key',
      sessionIdleMinutes: 60,
      sessionMaxHours: 12,
      signInPerMinute: 10,
      trustProxy: '',
      consoleDir: undefined,
      faultKillBeforeAnswer: undefined,
      metricsOpen: false,
    };
    assert.deepEqual(loadConfig({}), expected);
    const empty = Object.fromEntries(Object.keys(ENV_SCHEMA.properties).map((name) => [name, '']));
    assert.deepEqual(loadConfig(empty), expected, 'an empty variable counts as unset');
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: ' 9090 ',
      DATABASE_URL: 'postgresql://db/dockside',
      LOG_LEVEL: 'silent',
      DOCKSIDE_RATE_LIMIT_PER_SECOND: '0',
      DOCKSIDE_RATE_LIMIT_BURST: '5',
      DOCKSIDE_BOOTSTRAP_STAFF_KEY: 'bootstrap',
      DATABASE_POOL_SIZE: '3',
      DOCKSIDE_SHUTDOWN_GRACE_MS: '0',
      DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
      DOCKSIDE_DISPATCHER: '0',
      DOCKSIDE_DISPATCHER_POLL_MS: '60000',
      DOCKSIDE_DISPATCHER_CONCURRENCY: '1',
      DOCKSIDE_WEBHOOK_TIMEOUT_MS: '100',
      DOCKSIDE_RECORD_CACHE_MIB: '0',
      DOCKSIDE_HEADERS_TIMEOUT_MS: '400',
      DOCKSIDE_REQUEST_TIMEOUT_MS: '400',
      DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS: '600000',
      DOCKSIDE_MASTER_KEY: 'key',
      DOCKSIDE_MASTER_KEY_DECRYPT_ONLY: ' old, ,older ',
      DOCKSIDE_MASTER_KEY_FILE: '/etc/dockside/master.key',
      DOCKSIDE_SESSION_IDLE_MINUTES: '10080',
      DOCKSIDE_SESSION_MAX_HOURS: '720',
      DOCKSIDE_SIGN_IN_PER_MINUTE: '0',
      DOCKSIDE_TRUST_PROXY: ' 10.0.0.0/8, loopback ',
      DOCKSIDE_CONSOLE_DIR: '/srv/console',
      DOCKSIDE_FAULT_KILL_BEFORE_ANSWER: 'POST /api/v1/orders',
      DOCKSIDE_METRICS_OPEN: '1',
    });
    assert.deepEqual(config, {
      host: '127.0.0.1',
      port: 9090,
      databaseUrl: 'postgresql://db/dockside',
      logLevel: 'silent',
      rateLimitPerSecond: 0,
      rateLimitBurst: 5,
      bootstrapStaffKey: 'bootstrap',
      databasePoolSize: 3,
      shutdownGraceMs: 0,
      webhookAllowPrivate: true,
      dispatcherEnabled: false,
      dispatcherPollMs: 60_000,
      dispatcherConcurrency: 1,
      webhookTimeoutMs: 100,
      recordCacheMib: 0,
      headersTimeoutMs: 400,
      requestTimeoutMs: 400,
      keepAliveTimeoutMs: 600_000,
      masterKey: 'key',
      masterKeyDecryptOnly: ['old', 'older'],
      masterKeyFile: '/etc/dockside/master.key',
      sessionIdleMinutes: 10_080,
      sessionMaxHours: 720,
      signInPerMinute: 0,
      trustProxy: '10.0.0.0/8, loopback',
      consoleDir: '/srv/console',
      faultKillBeforeAnswer: 'POST /api/v1/orders',
      metricsOpen: true,
    } satisfies Config);
  });

  for (const [name, value, message] of REFUSED) {
    it(`refuses ${name}=${value}, naming it and what it may be`, () => {
      assert.deepEqual(problems({ [name]: value }), [message]);
    });
  }

  it('has a refused value above for every variable the schema constrains', () => {
    const constrained = Object.entries(ENV_SCHEMA.properties)
      .filter(([, schema]) => ['integer', 'boolean'].includes((schema as { type?: string }).type ?? '') || 'enum' in schema)
      .map(([name]) => name);
    assert.deepEqual(
      constrained.filter((name) => !REFUSED.some(([refused]) => refused === name)),
      [],
    );
  });

  it('takes integers in decimal digits only, and flags as 1 or 0', () => {
    for (const value of ['1e3', '0x10', '1.0', '+5', '-0', '5 5']) {
      assert.deepEqual(problems({ PORT: value }), [`PORT must be an integer from 0 to 65535, got "${value}"`], value);
    }
    for (const value of ['true', 'false', 'on', ' 1']) {
      assert.deepEqual(problems({ DOCKSIDE_DISPATCHER: value }), [`DOCKSIDE_DISPATCHER must be 1 or 0, got "${value}"`], value);
    }
    assert.equal(loadConfig({ LOG_LEVEL: 'debug' }).logLevel, 'debug');
    assert.deepEqual(problems({ LOG_LEVEL: 'INFO' }), ['LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "INFO"']);
  });

  it('reports every malformed variable at once, one a line, in the order of the schema, then the checks after it', () => {
    assert.deepEqual(
      problems({
        DOCKSIDE_TRUST_PROXY: 'proxy.internal',
        DATABASE_URL: 'mysql://db',
        DOCKSIDE_SESSION_MAX_HOURS: 'x',
        PORT: '70000',
        DOCKSIDE_DISPATCHER: 'yes',
        DOCKSIDE_HEADERS_TIMEOUT_MS: '5000',
        DOCKSIDE_REQUEST_TIMEOUT_MS: '4000',
        LOG_LEVEL: 'loud',
      }),
      [
        'PORT must be an integer from 0 to 65535, got "70000"',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
        'DOCKSIDE_DISPATCHER must be 1 or 0, got "yes"',
        'DOCKSIDE_SESSION_MAX_HOURS must be an integer from 1 to 720, got "x"',
        'DOCKSIDE_REQUEST_TIMEOUT_MS must be at least DOCKSIDE_HEADERS_TIMEOUT_MS (a request includes its headers)',
        'DATABASE_URL must be sqlite:<path> or postgres://..., got "mysql://db"',
        'DOCKSIDE_TRUST_PROXY must list addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated; got "proxy.internal"',
      ],
    );
  });

  it('checks the timeouts against each other with the default standing in for a refused one', () => {
    assert.deepEqual(problems({ DOCKSIDE_HEADERS_TIMEOUT_MS: 'x', DOCKSIDE_REQUEST_TIMEOUT_MS: '5000' }), [
      'DOCKSIDE_HEADERS_TIMEOUT_MS must be an integer from 100 to 600000, got "x"',
      'DOCKSIDE_REQUEST_TIMEOUT_MS must be at least DOCKSIDE_HEADERS_TIMEOUT_MS (a request includes its headers)',
    ]);
    assert.equal(loadConfig({ DOCKSIDE_HEADERS_TIMEOUT_MS: '400', DOCKSIDE_REQUEST_TIMEOUT_MS: '400' }).requestTimeoutMs, 400);
  });

  it('names each refused entry of DOCKSIDE_TRUST_PROXY', () => {
    assert.deepEqual(
      problems({ DOCKSIDE_TRUST_PROXY: '10.0.0.1, 1.2.3.4/8/1, ::1/129, fd00::/8' }).map((p) => p.split('; got ')[1]),
      ['"1.2.3.4/8/1"', '"::1/129"'],
    );
  });
});
