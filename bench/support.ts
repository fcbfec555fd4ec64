import { spawn } from 'node:child_process';
import http from 'node:http';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connect, type Db } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export type BenchDatabase = {
  db: Db;
  backend: 'sqlite' | 'postgres';
  /** The DATABASE_URL under which `dockside serve` finds the same database. */
  url: string;
  /** Deletes the database (the SQLite folder, or the PostgreSQL schema). */
  drop: () => Promise<void>;
};

/** A fresh database for a benchmark: a temporary SQLite file, or a dedicated schema in DATABASE_URL. */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const base = process.env.DATABASE_URL;
  if (base?.startsWith('postgres')) {
    await adminQuery(base, `drop schema if exists ${name} cascade`);
    await adminQuery(base, `create schema ${name}`);
    const db = connect(base, { schema: name, poolSize: 8 });
    await migrateToLatest(db);
    const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;
    return { db, backend: 'postgres', url, drop: () => adminQuery(base, `drop schema ${name} cascade`) };
  }
  const dir = mkdtempSync(join(tmpdir(), `dockside-${name}-`));
  const db = connect(`sqlite:${join(dir, 'bench.db')}`);
  await migrateToLatest(db);
  return { db, backend: 'sqlite', url: `sqlite:${join(dir, 'bench.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Settles a freshly seeded database as a production database would be after its autovacuum ran
 * (docs/operations.md, PostgreSQL): `VACUUM ANALYZE`. ANALYZE alone gives the planner its statistics
 * (without them the fetch queries hash-join whole tables), but only VACUUM sets the visibility map that
 * lets an index-only scan skip the heap: with autovacuum off, one deep page at offset 790,000 of a
 * million shipments made 790,000 heap fetches. SQLite gathers its statistics when the server opens the
 * file.
 */
export async function settle(db: Db, backend: 'sqlite' | 'postgres'): Promise<void> {
  if (backend === 'postgres') await sql`vacuum analyze`.execute(db);
}

export type BenchServer = {
  base: string;
  /** From spawning `dockside serve` to its listening line, in milliseconds (opening, migrating, statistics). */
  startMs: number;
  /** The server's peak resident set size so far, in MiB (to tell which phase of a run set the peak). */
  peak: () => number;
  /** The processor time the server has used so far, user and system, in milliseconds. */
  cpuMs: () => number;
  /** Stops the server and answers its peak resident set size in MiB. */
  stop: () => Promise<number>;
};

/**
 * `dockside serve` over a benchmark database, in a process of its own as in production, listening on
 * loopback with rate limits off and the request log on (as in production; it also tells the address).
 * The benchmark's client runs in this process, on the other core.
 */
export async function benchServer(databaseUrl: string): Promise<BenchServer> {
  // BENCH_SERVER_NODE_ARGS passes node flags to the server (--cpu-prof, --trace-gc, ...).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const spawned = performance.now();
  // Through the `dockside` command, as an operator starts it: with its heap flags (bin/runtime.js).
  const child = spawn(process.execPath, [...nodeArgs, join(import.meta.dirname, '../bin/dockside.js'), 'serve'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', DOCKSIDE_RATE_LIMIT_PER_SECOND: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk;
      const [, listening] = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text) ?? [];
      if (listening === undefined) return;
      child.stdout.off('data', onData);
      // The request log keeps flowing; BENCH_SERVER_LOG=file keeps it (each line has responseTime).
      if (process.env.BENCH_SERVER_LOG) child.stdout.pipe(createWriteStream(process.env.BENCH_SERVER_LOG));
      else child.stdout.resume();
      resolve(listening);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dockside serve exited with ${code}:\n${text}`)));
  });
  const startMs = Math.round(performance.now() - spawned);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const peak = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  return {
    base,
    startMs,
    peak,
    cpuMs: () => processCpuMs(child.pid!),
    stop: async () => {
      const peakMib = peak();
      child.kill('SIGTERM');
      await exited;
      return peakMib;
    },
  };
}

// /proc counts processor time in ticks of 1/100 s (USER_HZ) on Linux.
const TICK_MS = 10;

/**
 * A process's user and system time so far, with that of its children that have ended (PostgreSQL's
 * backends, autovacuum workers and parallel workers that exit are counted by the postmaster), in
 * milliseconds, from /proc (Linux); 0 once it is gone.
 */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The processor time of every PostgreSQL process of this machine so far (server, backends, writers), in
 * milliseconds; null when the database is not PostgreSQL or it runs elsewhere (none found). A difference
 * of two readings is what the database spent between them, if nothing else used it meanwhile.
 */
export function postgresCpuMs(backend: 'sqlite' | 'postgres'): number | null {
  if (backend !== 'postgres') return null;
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== 'postgres' && !comm.startsWith('postgres:')) continue;
    found = true;
    total += processCpuMs(Number(entry));
  }
  return found ? total : null;
}

/**
 * The processor time the server and PostgreSQL used per batch in a phase, from readings taken before and
 * after it (`server_cpu_ms_per_batch`, `postgres_cpu_ms_per_batch`): on a shared, noisy machine, steadier
 * than the phase's throughput, and what two cores divide between them.
 */
export function cpuPerBatch(before: CpuReading, after: CpuReading, batches: number): { server: number; postgres: number | null } {
  const per = (a: number, b: number) => Math.round(((b - a) / batches) * 10) / 10;
  return {
    server: per(before.server, after.server),
    postgres: before.postgres === null || after.postgres === null ? null : per(before.postgres, after.postgres),
  };
}

export type CpuReading = { server: number; postgres: number | null };

/** The server's and PostgreSQL's processor time so far (cpuPerBatch). */
export function readCpu(server: BenchServer, backend: 'sqlite' | 'postgres'): CpuReading {
  return { server: server.cpuMs(), postgres: postgresCpuMs(backend) };
}

/** The p-th percentile (0-100) of a list of numbers; NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const value = sorted[index];
  return value === undefined ? Number.NaN : Math.round(value * 100) / 100;
}

/** Inserts rows in chunks small enough for SQLite's and PostgreSQL's parameter limits. */
export async function insertChunked<T extends Record<string, unknown>>(db: Db, table: string, rows: T[], chunk = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await (db as any)
      .insertInto(table)
      .values(rows.slice(i, i + chunk))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r: { id: number }) => r.id));
  }
  return ids;
}

/**
 * `count` stocked products `P0`, `P1`, … as every benchmark seeds them (created at `at`, lot-tracked where
 * `lotTracked` says so), in chunks of `chunk`; answers their ids in order.
 */
export async function insertBenchProducts(
  db: Db,
  count: number,
  at: string,
  { lotTracked = () => false, chunk = 500 }: { lotTracked?: (i: number) => boolean; chunk?: number } = {},
): Promise<number[]> {
  return insertChunked(
    db,
    'products',
    Array.from({ length: count }, (_, i) => ({
      code: `P${i}`,
      name: `Product ${i}`,
      uom: 'u',
      consumable: 0,
      lot_tracked: lotTracked(i) ? 1 : 0,
      is_bundle: 0,
      unit_price: '9.99',
      created_at: at,
      updated_at: at,
    })),
    chunk,
  );
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** GET over a kept-alive connection with node:http (lighter on the client than fetch()): status and whole body. */
function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: keepAlive }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A full garbage collection of the benchmark's own process when node runs with --expose-gc; else nothing. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

type PollTimings = { latencies: number[]; failures: number };

/**
 * GETs each page of 250 records in turn and times it to the last byte. The client's own costs stay
 * out of the timings: it collects its garbage before each request (the package.json scripts run it
 * with --expose-gc; its collections landed in the timings as 5-14 ms outliers every ~10 requests: 2 cores,
 * 2026-11-23) and parses each distinct page only after the loop, to check that it holds 250 records.
 */
async function timePolls(urls: string[], headers: Record<string, string>): Promise<PollTimings> {
  const latencies: number[] = [];
  const lastBodies = new Map<string, Buffer>();
  let failures = 0;
  for (const url of urls) {
    collectGarbage();
    const t = performance.now();
    const res = await httpGet(url, headers);
    latencies.push(performance.now() - t);
    if (res.status === 200) lastBodies.set(url, res.body);
    else failures++;
  }
  for (const body of lastBodies.values()) {
    if ((JSON.parse(body.toString('utf8')) as unknown[]).length !== 250) failures++;
  }
  return { latencies, failures };
}

const POLLED_PAGES = 10;
const WARM_POLLS = 200;
const COLD_PAGES = 100;

/**
 * The poll figures of both benchmarks, given the URL of page N of 250 records. Warm: a warehouse
 * polls the same pending records until it acknowledges them, so ten pages are fetched once (filling
 * the server's record cache and warming its JIT), then 200 times in turn. Cold: pages 11-110 fetched
 * once each, built from the database, as the first poll after records changed.
 */
export async function measurePolls(pageUrl: (page: number) => string, headers: Record<string, string>) {
  const polled = (count: number) => Array.from({ length: count }, (_, i) => pageUrl(1 + (i % POLLED_PAGES)));
  // Twice: the record cache keeps a record from its second build on (src/http/record-cache.ts).
  for (let round = 0; round < 2; round++) await timePolls(polled(POLLED_PAGES), headers);
  const warm = await timePolls(polled(WARM_POLLS), headers);
  const cold = await timePolls(
    Array.from({ length: COLD_PAGES }, (_, i) => pageUrl(POLLED_PAGES + 1 + i)),
    headers,
  );
  return {
    failures: warm.failures + cold.failures,
    figures: {
      fetch250_p50_ms: percentile(warm.latencies, 50),
      fetch250_p99_ms: percentile(warm.latencies, 99),
      fetch250_cold_p50_ms: percentile(cold.latencies, 50),
      fetch250_cold_p99_ms: percentile(cold.latencies, 99),
    },
  };
}

/** The URL of an answer's `Link rel="next"`, or null. */
function nextLink(headers: http.IncomingHttpHeaders): string | null {
  return /<([^>]+)>; rel="next"/.exec(String(headers.link ?? ''))?.[1] ?? null;
}

const DEEP_POLLS = 20;

async function timeRepeated(url: string, headers: Record<string, string>): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < DEEP_POLLS; i++) {
    collectGarbage();
    const t = performance.now();
    await httpGet(url, headers);
    latencies.push(performance.now() - t);
  }
  return latencies;
}

/**
 * Deep pages, given a list URL (with `per_page=250`) holding `total` records: the page at 79 % of the
 * list by offset (`page=N`) and the same page by cursor (the `Link` of the page before it), each fetched
 * 20 times, beside the first page.
 */
export async function measureDeepPages(listUrl: string, total: number, headers: Record<string, string>) {
  const deepPage = Math.max(2, Math.floor((total * 0.79) / 250));
  const cursorUrl = nextLink((await httpGet(`${listUrl}&page=${deepPage - 1}`, headers)).headers);
  const front = await timeRepeated(listUrl, headers);
  const offset = await timeRepeated(`${listUrl}&page=${deepPage}`, headers);
  const cursor = cursorUrl === null ? [] : await timeRepeated(cursorUrl, headers);
  // The pages after the deep one, never fetched before, each once, following `Link` as a client pages.
  const onward = cursorUrl === null ? { latencies: [], failures: 1 } : await timeLinkWalk(cursorUrl, DEEP_COLD_PAGES, headers);
  const max = (values: number[]) => (values.length ? Math.round(Math.max(...values) * 100) / 100 : null);
  return {
    failures: (cursorUrl === null ? 1 : 0) + onward.failures,
    figures: {
      deep_offset: deepPage * 250 - 250,
      front250_p50_ms: percentile(front, 50),
      deep_page_p50_ms: percentile(offset, 50),
      deep_page_max_ms: max(offset),
      deep_cursor_p50_ms: percentile(cursor, 50),
      deep_cursor_max_ms: max(cursor),
      deep_cursor_cold_p50_ms: percentile(onward.latencies, 50),
      deep_cursor_cold_p99_ms: percentile(onward.latencies, 99),
    },
  };
}

const DEEP_COLD_PAGES = 50;

/**
 * Follows `Link rel="next"` from `url` for up to `count` pages or to the end of the list (the page at
 * `url`, already fetched, is not timed again), timing each page to its last byte: pages built from the
 * database, at the depth where the walk starts.
 */
async function timeLinkWalk(url: string, count: number, headers: Record<string, string>): Promise<PollTimings> {
  const walk = await walkPages(nextLink((await httpGet(url, headers)).headers), count, headers);
  return { latencies: walk.latencies, failures: walk.records.filter((n) => n !== 250).length };
}

/**
 * Follows `Link rel="next"` from `url` (none: no page) for at most `max` pages, timing each to its last
 * byte: each page's time and record count (null for a page that failed, which ends the walk).
 */
async function walkPages(url: string | null, max: number, headers: Record<string, string>): Promise<{ latencies: number[]; records: (number | null)[] }> {
  const latencies: number[] = [];
  const records: (number | null)[] = [];
  for (let next = url; next !== null && latencies.length < max; ) {
    collectGarbage();
    const t = performance.now();
    const res = await httpGet(next, headers);
    latencies.push(performance.now() - t);
    if (res.status !== 200) {
      records.push(null);
      break;
    }
    records.push((JSON.parse(res.body.toString('utf8')) as unknown[]).length);
    next = nextLink(res.headers);
  }
  return { latencies, records };
}

/** A sync from `token` over a list URL (with `per_page=250`), followed page by page to its end, each page timed. */
export async function measureSync(listUrl: string, token: string | null, headers: Record<string, string>) {
  const { latencies, records: pages } = await walkPages(token === null ? null : `${listUrl}&sync_token=${token}`, Infinity, headers);
  const failures = (token === null ? 1 : 0) + pages.filter((n) => n === null).length;
  const records = pages.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return {
    failures,
    figures: { sync_records: records, sync_pages: latencies.length, sync_p50_ms: percentile(latencies, 50), sync_p99_ms: percentile(latencies, 99) },
  };
}

/** The Sync-Token a list answers now (the start of a sync from this moment), or null. */
export async function currentSyncToken(listUrl: string, headers: Record<string, string>): Promise<string | null> {
  const url = new URL(listUrl);
  url.searchParams.set('per_page', '1');
  const res = await httpGet(url.toString(), headers);
  return typeof res.headers['sync-token'] === 'string' ? res.headers['sync-token'] : null;
}
