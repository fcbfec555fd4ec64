import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { HTTPMethods, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { connect, type Db } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { generateMasterKey, type Keyring } from '../../src/domain/secrets/keyring.ts';
import { openKeyring } from '../../src/domain/webhooks/sealed-secrets.ts';
import { AnswerChecker, type Answer } from './openapi-answers.ts';

/** The backend the suite runs on: PostgreSQL when DATABASE_URL names one, else SQLite. */
export const BACKEND: 'sqlite' | 'postgres' = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';

export type TestContext = {
  app: App;
  db: Db;
  config: Config;
  staffKey: string;
  /** The master keys sealing this database's secrets (a new key per context, as DOCKSIDE_MASTER_KEY). */
  keyring: Keyring;
  /** Opens another connection to the same database (for concurrency tests). */
  databaseUrl: string;
  /** The context's own PostgreSQL schema; undefined on SQLite. */
  schema: string | undefined;
  close: () => Promise<void>;
};

export type ContextOptions = {
  config?: Partial<Config>;
  /** SQLite only: use a file instead of memory (needed when several connections share it). */
  file?: boolean;
  poolSize?: number;
  /** Extra buildApp options (a log stream to read the request lines). */
  build?: BuildOptions;
  /** Runs between buildApp and ready: a test may register routes of its own here. */
  beforeReady?: (app: App) => void | Promise<void>;
};

/**
 * A fresh, migrated database and an app over it: an in-memory (or temporary file) SQLite database, or
 * a schema of its own in the PostgreSQL of DATABASE_URL. Fails loudly when PostgreSQL was asked for
 * and does not answer: the suite never skips a backend silently.
 */
export async function createContext(options: ContextOptions = {}): Promise<TestContext> {
  const config: Config = {
    ...loadConfig({}),
    rateLimitPerSecond: 0,
    ...options.config,
  };
  const { db, databaseUrl, schema, cleanup } = BACKEND === 'postgres' ? await postgresDatabase(options.poolSize ?? 5) : sqliteDatabase(options.file ?? false);
  await migrateToLatest(db);
  const staff = await insertApiKey(db, { role: 'staff', partnerId: null, name: 'test staff' });
  const masterKey = config.masterKey ?? generateMasterKey();
  const { keyring } = await openKeyring(db, { key: masterKey, decryptOnly: [], file: '' });
  const app = await buildApp({ ...config, databaseUrl, masterKey }, db, keyring, { logger: false, ...options.build });
  const answers = recordAnswers(app);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config: { ...config, masterKey },
    staffKey: staff.key,
    keyring,
    databaseUrl,
    schema,
    close: async () => {
      const problems = await checkAnswers(app, answers);
      await app.close();
      await cleanup();
      if (problems.length > 0) {
        throw new Error(`answers that differ from the OpenAPI document (docs/architecture.md "The OpenAPI document"):\n${problems.join('\n')}`);
      }
    },
  };
}

/** Every answer the app sends, as the client gets it, to hold against the OpenAPI document at close. */
function recordAnswers(app: App): Answer[] {
  const answers: Answer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const encoding = reply.getHeader('content-encoding');
    // A page the record cache compressed itself (src/http/record-cache.ts) is held to the document as JSON.
    const bytes = Buffer.isBuffer(payload) && typeof encoding === 'string' ? decompress(payload, encoding) : payload;
    const body = typeof bytes === 'string' ? bytes : Buffer.isBuffer(bytes) ? bytes.toString('utf8') : null;
    // Routes hidden from the document (the document itself, the API browser's files) are not held to it.
    const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide === true;
    answers.push({
      method: request.method,
      route: hidden ? undefined : request.routeOptions.url,
      url: request.url,
      status: reply.statusCode,
      headers: { ...reply.getHeaders() },
      body,
    });
    return payload;
  });
  return answers;
}

function decompress(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return encoding === 'deflate' ? inflateSync(body) : body;
}

/** The answers that the served OpenAPI document does not describe, each kind of mismatch once. */
async function checkAnswers(app: App, answers: Answer[]): Promise<string[]> {
  if (answers.length === 0) return [];
  const checker = AnswerChecker.for(app.swagger());
  const problems = new Set<string>();
  for (const answer of answers) for (const problem of await checker.check(answer)) problems.add(problem);
  return [...problems];
}

function sqliteDatabase(file: boolean) {
  if (!file) {
    const databaseUrl = 'sqlite::memory:';
    return { db: connect(databaseUrl), databaseUrl, schema: undefined, cleanup: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dockside-test-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  return {
    db: connect(databaseUrl),
    databaseUrl,
    schema: undefined,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(poolSize: number) {
  const databaseUrl = process.env.DATABASE_URL!;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL=${databaseUrl} was given but PostgreSQL does not answer: ${(error as Error).message}`);
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = connect(databaseUrl, { schema, poolSize });
  return {
    db,
    databaseUrl,
    schema,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export type Reply = { status: number; body: any; headers: Record<string, string | string[] | number | undefined> };

/** The query string (`?...`) of an answer's `Link rel="next"`, to send to the same path; throws when there is none. */
export function nextQuery(res: Reply): string {
  const [, next] = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? '')) ?? [];
  if (next === undefined) throw new Error(`no Link rel="next" in ${JSON.stringify(res.headers.link)}`);
  return new URL(next).search;
}

/**
 * The ids a list answers page after page for `path?query` (which sets per_page): by `page=` 1, 2, ... until
 * an empty page, or by following `Link rel="next"` from the first page until there is none. Stops past
 * `most` ids, so that a list that repeats itself ends the test rather than hangs it.
 */
export async function idsPageByPage(ctx: TestContext, path: string, query: string, key: string, by: 'page' | 'cursor', most: number): Promise<number[]> {
  const ids: number[] = [];
  let next: string | null = by === 'page' ? `${query}&page=1` : query;
  for (let page = 1; next !== null && ids.length <= most; page++) {
    const res = await call(ctx, 'GET', `${path}?${next}`, { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    ids.push(...res.body.map((r: { id: number }) => r.id));
    if (by === 'page') next = res.body.length > 0 ? `${query}&page=${page + 1}` : null;
    else next = res.headers.link ? nextQuery(res).slice(1) : null;
  }
  return ids;
}

/** Sends a request through the app with a key (Bearer), and parses the JSON answer. */
export async function call(
  ctx: TestContext,
  method: string,
  url: string,
  options: { key?: string | null | undefined; body?: unknown; headers?: Record<string, string> | undefined } = {},
): Promise<Reply> {
  const key = options.key === undefined ? ctx.staffKey : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key) headers.authorization = `Bearer ${key}`;
  const response = await ctx.app.inject({
    method: method as HTTPMethods,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as NonNullable<InjectOptions['payload']> }),
  });
  let body: any = response.body;
  try {
    body = response.body ? JSON.parse(response.body) : null;
  } catch {
    // Not JSON (the API reference page): keep the text.
  }
  return { status: response.statusCode, body, headers: response.headers };
}
