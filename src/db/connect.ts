import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  type KyselyConfig,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseIntrospector,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { checkpointInBackground } from './wal-checkpoints.ts';

export type Db = Kysely<Database>;
type DbKind = 'sqlite' | 'postgres';

type ConnectOptions = {
  poolSize?: number;
  /** PostgreSQL schema to use (tests give each file its own); none, the server's search_path. */
  schema?: string | undefined;
  /** Kysely's query log hook (every query with its duration): for profiling, off by default. */
  log?: KyselyConfig['log'];
  /** SQLite file: checkpoint the write-ahead log on a thread of its own (src/db/wal-checkpoints.ts), for serving processes. */
  backgroundCheckpoints?: boolean;
};

// int8 (bigint, count(*)) arrives as a string by default; every quantity we store fits in 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

/** Which backend a Kysely instance (or transaction) talks to. */
export function dbKind<DB>(db: Kysely<DB>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Opens the database named by a URL: `sqlite:<path>`, `sqlite::memory:` or `postgres://...`. */
export function connect(url: string, options: ConnectOptions = {}): Db {
  return url.startsWith('postgres://') || url.startsWith('postgresql://') ? connectPostgres(url, options) : connectSqlite(url, options);
}

function connectSqlite(url: string, options: ConnectOptions): Db {
  if (!url.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  }
  const path = url.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new SqliteDatabase(path === ':memory:' ? ':memory:' : path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  keepStatisticsFresh(database);
  if (options.backgroundCheckpoints) checkpointInBackground(database);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), ...(options.log ? { log: options.log } : {}) });
}

/**
 * Runs `work`, a write transaction, on SQLite's one connection (held throughout, so that nothing else runs
 * on it meanwhile) with SQLite's temporary data in memory, then puts SQLite's default (on disk) back. On
 * PostgreSQL, which keeps no such journal, `work` runs on `db` as it is.
 *
 * Within a transaction, a statement that may fail half-way and every savepoint keep the original of each
 * page they change, to roll back to; past 64 KiB SQLite writes that journal to a temporary file, opened
 * and deleted again every transaction. A ship.json batch of 50 wrote ~120 pages there (~240 writes),
 * and its statements took 1.3-3.2 ms less in memory (2 cores, 2026-11-28; measured:
 * docs/performance-journal.md#2026-11-28-a-batchs-journals-in-memory-on-sqlite). A batch's journal is bounded
 * by the batch; elsewhere SQLite's default stays, because in memory a query's sort or grouping has no
 * bound either (a report grouping a million return lines held ~50 MB more, the same day). SQLite reads the
 * setting when a transaction first writes, so it is set before the transaction and put back after it. (With
 * temporary tables, which Dockside has none of, SQLite would drop them and prepare every statement again.)
 */
export async function withTemporaryDataInMemory<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  if (dbKind(db) !== 'sqlite') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma temp_store = memory`.execute(connection);
    try {
      return await work(connection);
    } finally {
      // `work` has ended its transaction, so SQLite takes this. Should it not, the batch has committed or
      // answered its error all the same, and the next batch's reset puts the default back.
      await sql`pragma temp_store = default`.execute(connection).catch(() => {});
    }
  });
}

const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/** Rows ANALYZE reads per index when SQLite gathers statistics (approximate, bounded in time). */
const ANALYSIS_LIMIT = 1000;

/**
 * SQLite's planner guesses without statistics, and guesses wrong for Dockside's batch writes: claiming
 * 50 shipments by `id in (...) and state in ('pending', 'open')` walked the state index over every
 * pending shipment (12 ms with 100,000 pending) instead of 50 primary-key lookups (0.3 ms; 2 cores,
 * 2026-11-23). As SQLite recommends for long-lived connections, statistics are gathered when the connection
 * opens and refreshed every hour with `PRAGMA optimize` (which analyzes only tables that changed enough, with
 * a bounded sample: 185 ms at open on a database of 120,000 shipments, usually nothing afterwards; 2 cores,
 * 2026-11-23).
 */
function keepStatisticsFresh(database: SqliteDatabase.Database): void {
  if (database.memory) return;
  // Approximate statistics: ANALYZE reads about this many rows per index instead of every row, as
  // SQLite advises for `PRAGMA optimize` at open (on a million shipments a full pass held the start
  // back by 0.86 s: 2 cores, 2026-11-23).
  database.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  database.pragma('optimize = 0x10002');
  const timer = setInterval(() => {
    if (database.open) database.pragma('optimize');
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
  const close = database.close.bind(database);
  database.close = () => {
    clearInterval(timer);
    return close();
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours. The same SQL text
 * comes back constantly (parameters are bound separately), so prepared statements are kept, least
 * recently used first out. Safe because the driver runs one statement at a time on this connection.
 */
function withStatementCache(database: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = database.prepare(withStableParameters(text));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

// The pool behind each PostgreSQL Kysely instance connect() made: Kysely does not hand it out.
const pools = new WeakMap<Db, pg.Pool>();

function connectPostgres(url: string, options: ConnectOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // A client that loses its server must not crash the process: an idle one is replaced by the pool; a
  // checked-out one (a connection held between queries, src/domain/idempotency/owner.ts) fails its
  // next query, where its holder learns of it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), ...(options.log ? { log: options.log } : {}) });
  pools.set(db, pool);
  return db;
}

/** How a PostgreSQL pool's connections are used at one moment (pg's own counts). */
export type PoolUse = { max: number; total: number; idle: number; waiting: number };

/**
 * The use of the pool behind `db` (as connect() returned it, not a transaction of it) right now: its
 * size, connections open, idle ones, and queries waiting for a connection. Null on SQLite: one
 * connection, which Kysely lends to one query or transaction at a time behind a queue it keeps private.
 */
export function poolUse(db: Db): PoolUse | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * PostgreSQL with an introspector that sees the connection's current schema only. Kysely's own lists
 * the tables of every schema and resolves each by name (pg_get_serial_sequence), which fails with
 * "schema ... does not exist" when another session drops a schema meanwhile; its migrator introspects
 * on every run, so a migration could fail because of an unrelated schema (another Dockside copy, a
 * test) going away. Dockside only ever needs to know its own tables.
 */
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return {
      async getSchemas(): Promise<SchemaMetadata[]> {
        const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace order by nspname`.execute(db);
        return rows;
      },
      async getTables(): Promise<TableMetadata[]> {
        const { rows } = await sql<{ name: string; schema: string; kind: string }>`
          select c.relname as name, n.nspname as schema, c.relkind as kind
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'f')
          order by c.relname`.execute(db);
        return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v' || r.kind === 'm', isForeign: r.kind === 'f', columns: [] }));
      },
    };
  }
}

/**
 * Writes every bound parameter `?` as `+?`. SQLite re-prepares a statement on every new binding when a
 * parameter could change its plan: `col = ?` in a join (constant propagation) and `limit ?` do, and the
 * re-prepare (parse, plan, and better-sqlite3's row builder rebuilt) cost 25-130 us where the query itself
 * takes 3-5 us (2 cores, 2026-11-23). A unary plus is not a bare parameter to the planner, so the plan is
 * made once; it keeps the bound value's type and adds no affinity, and index use is the same. Quoted text is
 * left alone.
 */
export function withStableParameters(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '?' && text[i - 1] !== '+') {
      out += '+';
    }
    out += c;
  }
  return out;
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
