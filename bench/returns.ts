/**
 * bench/returns: seeds 250,000 return orders of 4 lines, routed to two warehouses (500,000 customer
 * return shipments with 1,000,000 lines; most done, the newest pending or open), then, through HTTP
 * with the key of the partner running both warehouses, fetches pages of 250 pending CRS and receives
 * 5,000 pending CRS in batches of 50 (mixed good and damaged, every 4th partial under each strategy).
 * Prints one JSON line. `npm run bench:returns` (DATABASE_URL=postgres://... for PostgreSQL).
 */
import { insertApiKey } from '../src/domain/partners/api-keys.repo.ts';
import {
  benchDatabase,
  benchServer,
  cpuPerBatch,
  currentSyncToken,
  measureDeepPages,
  measurePolls,
  measureSync,
  percentile,
  readCpu,
  settle,
} from './support.ts';
import { pendingWithLines, receiptOf, seedReceivingMerchant, type Receivable } from './receiving.ts';
import { seedReturns } from './seed-returns.ts';

const RETURN_ORDERS = Number(process.env.BENCH_RETURN_ORDERS ?? 250_000);
const RECEIVE = Number(process.env.BENCH_RECEIVE ?? 5_000);
const BATCH = 50;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const PRODUCTS = 60;
/** The newest return orders: this share still pending, the next share open; the rest received. */
const PENDING_SHARE = 0.06;
const OPEN_SHARE = 0.02;

const { db, backend, url, drop } = await benchDatabase('bench_returns');
const seedStart = performance.now();
const now = Date.now();
const stamp = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
const t0 = stamp(RETURN_ORDERS + 10);
const { east, west, partnerId, productIds } = await seedReceivingMerchant(db, PRODUCTS, t0);
await seedReturns(db, {
  returnOrders: RETURN_ORDERS,
  productIds,
  east,
  west,
  pendingShare: PENDING_SHARE,
  openShare: OPEN_SHARE,
  at: (k) => stamp(RETURN_ORDERS - k),
});
const key = (await insertApiKey(db, { role: 'warehouse', partnerId })).key;
const crsLines = Number(
  (
    await db
      .selectFrom('customer_return_shipment_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
await settle(db, backend);
const seedSeconds = (performance.now() - seedStart) / 1000;

const pending = await pendingWithLines(db, 'customer_return_shipments', RECEIVE);
const pendingCount = Number(
  (
    await db
      .selectFrom('customer_return_shipments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow()
  ).n,
);
await db.destroy();
const server = await benchServer(url);
const { base } = server;
const rssStarted = server.peak();
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
let failures = 0;

const polls = await measurePolls((page) => `${base}/services/3pl/v1/customer-return-shipments.json?status=pending&per_page=250&page=${page}`, headers);
failures += polls.failures;
const deep = await measureDeepPages(`${base}/services/3pl/v1/customer-return-shipments.json?status=pending&per_page=250`, pendingCount, headers);
failures += deep.failures;
const rssPolled = server.peak();
// Where a warehouse's sync of received CRS stands before the receipts: afterwards it reads them all.
const doneList = `${base}/services/3pl/v1/customer-return-shipments.json?status=done&per_page=250`;
const syncToken = await currentSyncToken(doneList, headers);

const batches: Receivable[][] = [];
for (let i = 0; i < pending.length; i += BATCH) batches.push(pending.slice(i, i + BATCH));
const receiveLatencies: number[] = [];
const cpuBefore = readCpu(server, backend);
const receiveStart = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (next < batches.length) {
      const index = next++;
      const body = JSON.stringify({ shipments: batches[index]!.map((record, j) => receiptOf(record, index * BATCH + j, 'strategy', productIds)) });
      const t = performance.now();
      const res = await fetch(`${base}/services/3pl/v1/customer-return-shipments/receive.json`, { method: 'PUT', headers, body });
      await res.arrayBuffer();
      receiveLatencies.push(performance.now() - t);
      if (res.status !== 200) failures++;
    }
  }),
);
const receiveSeconds = (performance.now() - receiveStart) / 1000;
const receiveCpu = cpuPerBatch(cpuBefore, readCpu(server, backend), batches.length);
const synced = await measureSync(doneList, syncToken, headers);
failures += synced.failures;

const peakRss = await server.stop();
if (!process.env.BENCH_KEEP) await drop();
process.stdout.write(
  `${JSON.stringify({
    bench: 'returns',
    backend,
    return_orders: RETURN_ORDERS,
    crs_lines_in_db: crsLines,
    received: pending.length,
    batch: BATCH,
    clients: CLIENTS,
    seed_s: Math.round(seedSeconds * 10) / 10,
    ...polls.figures,
    crs_received_per_s: Math.round(pending.length / receiveSeconds),
    receive_batch_p50_ms: percentile(receiveLatencies, 50),
    receive_batch_p99_ms: percentile(receiveLatencies, 99),
    server_cpu_ms_per_batch: receiveCpu.server,
    postgres_cpu_ms_per_batch: receiveCpu.postgres,
    ...deep.figures,
    ...synced.figures,
    failures,
    server_start_ms: server.startMs,
    server_peak_rss_mib: peakRss,
    server_peak_rss_started_mib: rssStarted,
    server_peak_rss_polled_mib: rssPolled,
  })}\n`,
);
