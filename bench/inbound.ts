/**
 * bench/inbound: supplier shipments beside customer return shipments, in one database and one run, so that
 * the two receipts and the two polls compare on the same machine at the same moment. Seeds 100,000 supplier
 * shipments (50,000 purchase orders of 4 lines, two shipments of two lines each, at EAST or WEST) and
 * 100,000 customer return shipments (50,000 return orders, two CRS of two lines each, EAST and WEST); the
 * newest 30 % of each pending, the next 2 % open, the rest received. Then, through HTTP with the key of
 * the partner running both warehouses: the poll figures of both lists (pages of 250 pending records), and
 * 5,000 receipts of each in batches of 50 (both lines; every 3rd with the second line damaged and named by
 * product code; every 4th short, under each strategy in turn), run in interleaved halves (CRS, supplier,
 * CRS, supplier) so that neither side gets the quieter half of the run. Prints one JSON line:
 * `receipt_lines_ratio` is supplier-shipment receipt lines per second over CRS receipt lines per second.
 * `npm run bench:inbound` (DATABASE_URL=postgres://... for PostgreSQL).
 */
import { insertApiKey } from '../src/domain/partners/api-keys.repo.ts';
import type { Db } from '../src/db/connect.ts';
import { pendingWithLines, receiptOf, seedReceivingMerchant, type Receivable } from './receiving.ts';
import { lineProducts, phaseOf, seedReturns } from './seed-returns.ts';
import { benchDatabase, benchServer, cpuPerBatch, insertChunked, measurePolls, percentile, readCpu, settle } from './support.ts';

const SUPPLIER_SHIPMENTS = Number(process.env.BENCH_SUPPLIER_SHIPMENTS ?? 100_000);
const RECEIVE = Number(process.env.BENCH_RECEIVE ?? 5_000);
const BATCH = 50;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const PRODUCTS = 60;
const PENDING_SHARE = 0.3;
const OPEN_SHARE = 0.02;
const CHUNK = 2_000;

const { db, backend, url, drop } = await benchDatabase('bench_inbound');
const seedStart = performance.now();
const now = Date.now();
const orders = SUPPLIER_SHIPMENTS / 2;
const at = (k: number) => new Date(now - (orders - k) * 1000).toISOString();
const { east, west, partnerId, productIds } = await seedReceivingMerchant(db, PRODUCTS, at(0));
await seedReturns(db, { returnOrders: orders, productIds, east, west, pendingShare: PENDING_SHARE, openShare: OPEN_SHARE, at });
const [supplierId] = await insertChunked(db, 'suppliers', [{ code: 'ACME', name: 'Acme Supply', created_at: at(0), updated_at: at(0) }]);

/** One chunk of purchase orders, each with 4 lines and two supplier shipments of two lines. */
async function seedPurchaseOrders(trx: Db, start: number, count: number): Promise<void> {
  const phase = (k: number) => phaseOf(k, orders, PENDING_SHARE, OPEN_SHARE);
  const ks = Array.from({ length: count }, (_, j) => start + j);
  const warehouseOf = (k: number) => (k % 2 === 0 ? east : west);
  const orderIds = await insertChunked(
    trx,
    'purchase_orders',
    ks.map((k) => ({
      number: `PO-${String(k + 1).padStart(6, '0')}`,
      supplier_id: supplierId,
      warehouse_id: warehouseOf(k),
      state: phase(k) === 'done' ? 'received' : 'confirmed',
      currency_code: 'USD',
      confirmed_at: at(k),
      received_at: phase(k) === 'done' ? at(k) : null,
      created_at: at(k),
      updated_at: at(k),
    })),
  );
  const orderLineIds = await insertChunked(
    trx,
    'purchase_order_lines',
    ks.flatMap((k, j) =>
      lineProducts(productIds, k).map((productId) => ({
        purchase_order_id: orderIds[j],
        product_id: productId,
        quantity: 1000,
        received_quantity: phase(k) === 'done' ? 1000 : 0,
        unit_cost: '4.20',
      })),
    ),
  );
  const shipmentIds = await insertChunked(
    trx,
    'supplier_shipments',
    ks.flatMap((k, j) =>
      [0, 1].map((half) => ({
        number: `SS-${String(k * 2 + half + 1).padStart(6, '0')}`,
        source: 'purchase_order',
        purchase_order_id: orderIds[j],
        warehouse_id: warehouseOf(k),
        state: phase(k),
        planned_date: at(k).slice(0, 10),
        acknowledged_at: phase(k) === 'pending' ? null : at(k),
        received_at: phase(k) === 'done' ? at(k) : null,
        carrier_code: 'ups',
        tracking_number: `1Z${k}${half}`,
        created_at: at(k),
        updated_at: at(k),
      })),
    ),
  );
  await insertChunked(
    trx,
    'supplier_shipment_lines',
    ks.flatMap((k, j) =>
      lineProducts(productIds, k).map((productId, position) => ({
        supplier_shipment_id: shipmentIds[j * 2 + (position < 2 ? 0 : 1)],
        purchase_order_line_id: orderLineIds[j * 4 + position],
        product_id: productId,
        quantity: 1000,
        received_quantity: phase(k) === 'done' ? 1000 : 0,
        uom: 'u',
      })),
    ),
  );
}

await db.transaction().execute(async (trx) => {
  for (let start = 0; start < orders; start += CHUNK) await seedPurchaseOrders(trx, start, Math.min(CHUNK, orders - start));
});
const key = (await insertApiKey(db, { role: 'warehouse', partnerId })).key;
await settle(db, backend);
const seedSeconds = (performance.now() - seedStart) / 1000;

const returns = await pendingWithLines(db, 'customer_return_shipments', RECEIVE);
const inbound = await pendingWithLines(db, 'supplier_shipments', RECEIVE);
await db.destroy();
const server = await benchServer(url);
const { base } = server;
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
let failures = 0;

const tpl = `${base}/services/3pl/v1`;
const crsPolls = await measurePolls((page) => `${tpl}/customer-return-shipments.json?status=pending&per_page=250&page=${page}`, headers);
const ssPolls = await measurePolls((page) => `${tpl}/supplier-shipments.json?status=pending&per_page=250&page=${page}`, headers);
failures += crsPolls.failures + ssPolls.failures;

/** The lines a receipt names. */
const linesOf = (body: { lines: unknown[] }) => body.lines.length;

type Side = {
  path: string;
  strategyField: 'strategy' | 'receiving_strategy';
  records: Receivable[];
  seconds: number;
  lines: number;
  latencies: number[];
  batches: number;
};

const sides: Record<'returns' | 'inbound', Side> = {
  returns: { path: 'customer-return-shipments/receive.json', strategyField: 'strategy', records: returns, seconds: 0, lines: 0, latencies: [], batches: 0 },
  inbound: { path: 'supplier-shipments/receive.json', strategyField: 'receiving_strategy', records: inbound, seconds: 0, lines: 0, latencies: [], batches: 0 },
};

/** Receives records [from, to) of one side with CLIENTS clients in batches of BATCH, adding to its figures. */
async function receiveRange(side: Side, from: number, to: number): Promise<void> {
  const bodies: { shipments: ReturnType<typeof receiptOf>[] }[] = [];
  for (let i = from; i < to; i += BATCH) {
    bodies.push({ shipments: side.records.slice(i, Math.min(i + BATCH, to)).map((record, j) => receiptOf(record, i + j, side.strategyField, productIds)) });
  }
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const t = performance.now();
        const res = await fetch(`${tpl}/${side.path}`, { method: 'PUT', headers, body: JSON.stringify(body) });
        await res.arrayBuffer();
        side.latencies.push(performance.now() - t);
        if (res.status !== 200) failures++;
      }
    }),
  );
  side.seconds += (performance.now() - start) / 1000;
  side.lines += bodies.reduce((sum, b) => sum + b.shipments.reduce((n, s) => n + linesOf(s), 0), 0);
  side.batches += bodies.length;
}

const cpu = { returns: 0, inbound: 0 };
const half = (records: Receivable[]) => Math.floor(records.length / 2 / BATCH) * BATCH;
for (const [from, to] of [
  [0, 'half'],
  ['half', 'end'],
] as const) {
  for (const name of ['returns', 'inbound'] as const) {
    const side = sides[name];
    const bound = (mark: 0 | 'half' | 'end') => (mark === 0 ? 0 : mark === 'half' ? half(side.records) : side.records.length);
    const before = readCpu(server, backend);
    await receiveRange(side, bound(from), bound(to));
    cpu[name] += cpuPerBatch(before, readCpu(server, backend), 1).server;
  }
}

const peakRss = await server.stop();
if (!process.env.BENCH_KEEP) await drop();
const linesPerSecond = (side: Side) => Math.round(side.lines / side.seconds);
const prefixed = (prefix: string, figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).map(([k, v]) => [`${prefix}_${k}`, v]));
process.stdout.write(
  `${JSON.stringify({
    bench: 'inbound',
    backend,
    supplier_shipments: SUPPLIER_SHIPMENTS,
    customer_return_shipments: orders * 2,
    received_each: Math.min(returns.length, inbound.length),
    batch: BATCH,
    clients: CLIENTS,
    seed_s: Math.round(seedSeconds * 10) / 10,
    ...prefixed('crs', crsPolls.figures),
    ...prefixed('ss', ssPolls.figures),
    crs_receipt_lines_per_s: linesPerSecond(sides.returns),
    ss_receipt_lines_per_s: linesPerSecond(sides.inbound),
    receipt_lines_ratio: Math.round((linesPerSecond(sides.inbound) / linesPerSecond(sides.returns)) * 100) / 100,
    crs_receive_batch_p50_ms: percentile(sides.returns.latencies, 50),
    ss_receive_batch_p50_ms: percentile(sides.inbound.latencies, 50),
    crs_server_cpu_ms_per_batch: Math.round(cpu.returns / sides.returns.batches),
    ss_server_cpu_ms_per_batch: Math.round(cpu.inbound / sides.inbound.batches),
    failures,
    server_start_ms: server.startMs,
    server_peak_rss_mib: peakRss,
  })}\n`,
);
