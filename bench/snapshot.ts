/**
 * bench/snapshot: a warehouse's whole count against big books. Seeds 100,000 stocked products at one
 * warehouse (one stock level each in primary storage) with a ledger of 20,000 moves recorded after the
 * count's counted_at (which the comparison must take back out), then sends, through HTTP with the key of
 * the partner running the warehouse, a complete snapshot of all 100,000 items (1 % of them counted one
 * unit short) as a dry run, and then the same count applied. Prints one JSON line: the seconds of each
 * request as the client saw them, the body size, the differences found, and the server's peak resident set
 * size before and after (the growth a count of this size costs). Then the warehouse's adjustments on the
 * same books: 5,000 elements of `POST /inventory/adjustments.json` in batches of 50 from 4 clients (as
 * bench/ship confirms shipments), each a unit found under a reference of its own, for elements per second
 * beside bench/ship's shipments per second. `npm run bench:snapshot` (DATABASE_URL=postgres://... for
 * PostgreSQL; BENCH_ITEMS for another size, BENCH_ADJUSTMENTS for another count of adjustments).
 */
import { insertApiKey } from '../src/domain/partners/api-keys.repo.ts';
import { createPartner } from '../src/domain/partners/partners.repo.ts';
import { createWarehouse } from '../src/domain/warehouses/warehouses.repo.ts';
import { benchDatabase, benchServer, cpuPerBatch, insertBenchProducts, insertChunked, percentile, readCpu, settle } from './support.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const LATER_MOVES = Math.round(ITEMS / 5);
const SHORT_EVERY = 100;
const ADJUSTMENTS = Number(process.env.BENCH_ADJUSTMENTS ?? 5_000);
const ADJUSTMENT_BATCH = 50;
const CLIENTS = 4;

const { db, backend, url, drop } = await benchDatabase('bench_snapshot');
const seedStart = performance.now();
const seededAt = new Date(Date.now() - 3_600_000).toISOString();
const countedAt = new Date(Date.now() - 1_800_000).toISOString();
const warehouseId = await db.transaction().execute((trx) => createWarehouse(trx, { code: 'EAST', name: 'East' }));
const partnerId = await db.transaction().execute((trx) => createPartner(trx, { name: 'Bench 3PL', code: 'bench', warehouses: ['EAST'] }));
const { key } = await insertApiKey(db, { role: 'warehouse', partnerId });
const storage = await db.selectFrom('locations').select('id').where('warehouse_id', '=', warehouseId).where('code', '=', 'storage').executeTakeFirstOrThrow();
const adjustment = await db.selectFrom('locations').select('id').where('warehouse_id', 'is', null).where('kind', '=', 'adjustment').executeTakeFirstOrThrow();
const productIds = await insertBenchProducts(db, ITEMS, seededAt, { chunk: 1000 });
// Each product: 50 units counted in, and for every 5th product 2 more received after the count.
const later = (i: number) => (i % 5 === 0 ? 2000 : 0);
await insertChunked(
  db,
  'stock_levels',
  productIds.map((id, i) => ({ location_id: storage.id, product_id: id, lot_id: 0, quantity: 50_000 + later(i) })),
  1000,
);
await insertRowsPlain(
  'inventory_positions',
  productIds.map((id, i) => ({ warehouse_id: warehouseId, product_id: id, on_hand: 50_000 + later(i), allocated: 0, updated_at: seededAt })),
);
const move = (id: number, quantity: number, at: string) => ({
  product_id: id,
  lot_id: 0,
  quantity,
  from_location_id: adjustment.id,
  to_location_id: storage.id,
  cause: 'adjustment',
  reference: 'bench',
  created_at: at,
});
await insertChunked(
  db,
  'stock_moves',
  productIds.map((id) => move(id, 50_000, seededAt)),
  1000,
);
await insertChunked(
  db,
  'stock_moves',
  productIds.filter((_, i) => later(i) > 0).map((id) => move(id, 2000, new Date().toISOString())),
  1000,
);
await settle(db, backend);
const seedSeconds = (performance.now() - seedStart) / 1000;

async function insertRowsPlain(table: 'inventory_positions', rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await (db as any)
      .insertInto(table)
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

const items = productIds.map((_, i) => ({ product_code: `P${i}`, quantity: i % SHORT_EVERY === 0 ? 49 : 50 }));
const server = await benchServer(url);
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

async function send(dryRun: boolean) {
  const body = JSON.stringify({ warehouse: 'EAST', counted_at: countedAt, complete: true, dry_run: dryRun, reference: 'BENCH-COUNT', items });
  const started = performance.now();
  const res = await fetch(`${server.base}/services/3pl/v1/inventory/snapshot.json`, { method: 'PUT', headers, body });
  const answer = (await res.json()) as { differences?: unknown[]; detail?: string };
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`snapshot answered ${res.status}: ${answer.detail}`);
  return { seconds, bytes: body.length, differences: answer.differences?.length ?? 0 };
}

const rssBefore = server.peak();
const dry = await send(true);
const rssAfterDry = server.peak();
const applied = await send(false);

/** Adjustments in batches of 50 from 4 clients: elements per second, batch times, server processor time per batch. */
async function adjust() {
  const batches = Array.from({ length: Math.ceil(ADJUSTMENTS / ADJUSTMENT_BATCH) }, (_, b) =>
    Array.from({ length: Math.min(ADJUSTMENT_BATCH, ADJUSTMENTS - b * ADJUSTMENT_BATCH) }, (_, j) => {
      const n = b * ADJUSTMENT_BATCH + j;
      return { warehouse: 'EAST', product_code: `P${(n * 7) % ITEMS}`, quantity: 1, reason: 'found', reference: `BENCH-ADJ-${n}` };
    }),
  );
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const before = readCpu(server, backend);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let b = next++; b < batches.length; b = next++) {
        const sent = performance.now();
        const res = await fetch(`${server.base}/services/3pl/v1/inventory/adjustments.json`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ adjustments: batches[b] }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (res.status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuPerBatch(before, readCpu(server, backend), batches.length);
  return { perSecond: Math.round(ADJUSTMENTS / seconds), p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpu, failures };
}
const adjusted = await adjust();
const peakRss = await server.stop();
if (!process.env.BENCH_KEEP) await drop();
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
process.stdout.write(
  `${JSON.stringify({
    bench: 'snapshot',
    backend,
    items: ITEMS,
    stocked_products: ITEMS,
    moves_after_count: LATER_MOVES,
    body_mib: round(dry.bytes / 1024 / 1024),
    seed_s: round(seedSeconds, 1),
    differences: dry.differences,
    dry_run_s: round(dry.seconds),
    apply_s: round(applied.seconds),
    applied_differences: applied.differences,
    server_rss_before_mib: rssBefore,
    server_rss_growth_dry_run_mib: rssAfterDry - rssBefore,
    server_peak_rss_mib: peakRss,
    server_start_ms: server.startMs,
    adjustments: ADJUSTMENTS,
    adjustment_batch: ADJUSTMENT_BATCH,
    adjustments_per_s: adjusted.perSecond,
    adjust_batch_p50_ms: adjusted.p50,
    adjust_batch_p99_ms: adjusted.p99,
    adjust_server_cpu_ms_per_batch: adjusted.cpu.server,
    adjust_postgres_cpu_ms_per_batch: adjusted.cpu.postgres,
    adjust_failures: adjusted.failures,
  })}\n`,
);
