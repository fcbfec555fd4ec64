/**
 * bench/search: the staff search (`q`, docs/admin-api.md "Search") over 100,000 orders of 40,000
 * customers, with their shipments, lines, packages and tracking numbers. Seeds the rows directly, then
 * fills the search terms the way migration 0011 fills an existing database (its time is `backfill_s`),
 * prints the query plans of a search on the backend, and times searches: the list query alone, in this
 * process (`query_p50_ms`: the ids of one page of 50), and the whole answer over HTTP from
 * `dockside serve` (`http_p50_ms`: `GET ...?q=...&per_page=50`, 50 records loaded and serialized).
 * Prints one JSON line per search, then a summary line.
 * `node bench/search.ts` (DATABASE_URL=postgres://... for PostgreSQL); knobs BENCH_ORDERS, BENCH_CUSTOMERS.
 */
import http from 'node:http';
import { CompiledQuery } from 'kysely';
import { connect } from '../src/db/connect.ts';
import * as searchMigration from '../src/db/migrations/0011-search-terms.ts';
import { foldedWords } from '../src/db/search-terms.ts';
import { listOrders } from '../src/domain/orders/orders.repo.ts';
import { insertApiKey } from '../src/domain/partners/api-keys.repo.ts';
import type { ListWindow } from '../src/domain/shared/list-window.ts';
import { listShipments } from '../src/domain/shipments/shipments.repo.ts';
import { createWarehouse } from '../src/domain/warehouses/warehouses.repo.ts';
import { benchDatabase, benchServer, insertChunked, percentile, settle } from './support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 40_000);
const PRODUCTS = 500;
const RUNS = 15;

const FIRST = [
  'Maria',
  'José',
  'Anna',
  'Jean',
  'Zoë',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Mateo',
  'Sofía',
  'Lucas',
  'Mia',
  'Hugo',
  'Léa',
  'Chloé',
  'Ava',
  'Ethan',
  'Isabella',
  'Yuki',
  'Hiro',
  'Aiko',
  'Lars',
  'Ingrid',
  'Björn',
  'Søren',
  'Ana',
  'João',
  'Pedro',
  'Fatima',
  'Omar',
  'Aisha',
  'Ivan',
  'Olga',
  'Dmitri',
  'Priya',
  'Arjun',
  'Wei',
  'Li',
  'Chen',
  'Grace',
  'Henry',
  'Jack',
  'Ella',
  'Max',
  'Paul',
  'Marie',
  'Claire',
  'Nora',
  'Finn',
  'Elif',
  'Mehmet',
  'Kofi',
  'Amara',
  'Sara',
  'David',
  'Daniel',
  'Laura',
  'Tom',
  'Eva',
];
const LAST = [
  'García',
  'Smith',
  'Müller',
  'Dubois',
  'Rossi',
  'Novák',
  'Kowalski',
  'Johansson',
  'Nielsen',
  'Silva',
  'Santos',
  'Tanaka',
  'Suzuki',
  'Kim',
  'Nguyen',
  'Wang',
  'Zhang',
  'Patel',
  'Singh',
  'Khan',
  'Yılmaz',
  'Öztürk',
  'Ivanov',
  'Petrov',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
  'Díaz',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutiérrez',
  'Chávez',
  'Ramos',
  'Ruiz',
  'Álvarez',
  'Mendoza',
  'Castillo',
  'Jiménez',
  'Moreno',
  'Romero',
  'Herrera',
  'Medina',
  'Aguilar',
  'Vargas',
  'Castro',
  'Fernández',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'example.org', 'web.de', 'orange.fr', 'mail.ru'];
const FAMILIES = ['MUG', 'TEE', 'CAP', 'BAG', 'SOCK', 'LAMP', 'BOWL', 'PEN', 'BOOK', 'CARD'];

/** A small deterministic generator (mulberry32), so both backends get the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const { db, backend, url, drop } = await benchDatabase('bench_search');
const seedStart = performance.now();
const now = Date.now();
const warehouseId = await db.transaction().execute((trx) => createWarehouse(trx, { code: 'EAST', name: 'East' }));
const stamp = (i: number) => new Date(now - (ORDERS - i) * 1000).toISOString();
const [channelId] = await insertChunked(db, 'channels', [{ code: 'shop', name: 'Shop', kind: 'storefront', created_at: stamp(0), updated_at: stamp(0) }]);
const productCodes = Array.from({ length: PRODUCTS }, (_, i) => `${FAMILIES[i % FAMILIES.length]}-${String(i).padStart(4, '0')}`);
const productIds = await insertChunked(
  db,
  'products',
  productCodes.map((code) => ({
    code,
    name: code,
    uom: 'u',
    consumable: 0,
    lot_tracked: 0,
    is_bundle: 0,
    created_at: stamp(0),
    updated_at: stamp(0),
  })),
);
const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
  const first = pick(FIRST);
  const last = pick(LAST);
  return {
    code: `CUST-${i + 1}`,
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${i % 97}@${pick(DOMAINS)}`,
    created_at: stamp(0),
    updated_at: stamp(0),
  };
});
const customerIds = await insertChunked(db, 'customers', customers);
const [addressId] = await insertChunked(db, 'addresses', [
  { name: 'Someone', street: '1 Main St', city: 'Town', zip: '12345', country_code: 'US', created_at: stamp(0) },
]);

/** What the timed searches look for, taken from the seeded rows. */
const sample = { orderNumber: '', shipmentNumber: '', trackingNumber: '', packageTracking: '', reference: '' };
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < ORDERS; start += 2_000) {
    const count = Math.min(2_000, ORDERS - start);
    const orders = Array.from({ length: count }, (_, k) => {
      const i = start + k;
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => productIds[Math.floor(rand() * PRODUCTS)]);
      return {
        i,
        lines: [...new Set(lines)],
        shipped: rand() < 0.7,
        packages: 1 + Math.floor(rand() * 2),
        row: {
          number: `SO-${100_000 + i}`,
          reference: rand() < 0.5 ? `AMZ ${digits(3)}-${digits(7)}-${digits(7)}` : null,
          channel_id: channelId,
          customer_id: customerIds[Math.floor(rand() * CUSTOMERS)],
          shipping_address_id: addressId,
          currency: 'USD',
          state: 'open' as const,
          created_at: stamp(i),
          updated_at: stamp(i),
        },
      };
    });
    const orderIds = await insertChunked(
      trx,
      'sales_orders',
      orders.map((o) => o.row),
    );
    const orderLineIds = await insertChunked(
      trx,
      'sales_order_lines',
      orders.flatMap((o, k) =>
        o.lines.map((productId, position) => ({
          order_id: orderIds[k],
          position,
          product_id: productId,
          quantity: 1000,
          unit_price: '9.99',
          warehouse_id: warehouseId,
        })),
      ),
    );
    const tracking = orders.map((o) => (o.shipped ? `1Z${digits(16)}` : null));
    const shipmentIds = await insertChunked(
      trx,
      'customer_shipments',
      orders.map((o, k) => ({
        number: `CS-${String(o.i + 1).padStart(6, '0')}`,
        order_id: orderIds[k],
        warehouse_id: warehouseId,
        state: o.shipped ? 'done' : 'pending',
        released_at: stamp(o.i),
        shipped_at: o.shipped ? stamp(o.i) : null,
        tracking_number: tracking[k],
        created_at: stamp(o.i),
        updated_at: stamp(o.i),
      })),
    );
    let line = 0;
    await insertChunked(
      trx,
      'customer_shipment_lines',
      orders.flatMap((o, k) =>
        o.lines.map((productId, position) => ({
          shipment_id: shipmentIds[k],
          order_line_id: orderLineIds[line++],
          parent_line_id: null,
          position,
          product_id: productId,
          quantity: 1000,
          shipped_quantity: o.shipped ? 1000 : 0,
          allocated_quantity: 0,
          uom: 'u',
        })),
      ),
    );
    const packages = orders.flatMap((o, k) =>
      o.shipped
        ? Array.from({ length: o.packages }, (_, p) => ({
            shipment_id: shipmentIds[k],
            position: p,
            sscc: `${String(o.i).padStart(16, '0')}${p}0`,
            tracking_number: p === 0 ? tracking[k] : `9400${digits(18)}`,
            carrier_identifier: 'ups',
            created_at: stamp(o.i),
          }))
        : [],
    );
    await insertChunked(trx, 'packages', packages);
    if (start === 60_000 || (start === 0 && ORDERS <= 60_000)) {
      const o = orders.find((x, k) => x.shipped && x.packages === 2 && x.row.reference !== null && k > 500)!;
      sample.orderNumber = o.row.number;
      sample.reference = o.row.reference!.split(' ')[1]!;
      sample.shipmentNumber = `CS-${String(o.i + 1).padStart(6, '0')}`;
      sample.trackingNumber = tracking[orders.indexOf(o)]!;
      sample.packageTracking = packages.find((p) => p.shipment_id === shipmentIds[orders.indexOf(o)] && p.position === 1)!.tracking_number!;
    }
  }
});
const key = (await insertApiKey(db, { role: 'staff', partnerId: null })).key;
const seedSeconds = (performance.now() - seedStart) / 1000;

// The terms, filled as migration 0011 fills a database that already holds these records.
const backfillStart = performance.now();
await searchMigration.down(db);
await searchMigration.up(db);
const backfillSeconds = (performance.now() - backfillStart) / 1000;
let terms = 0;
for (const table of ['customer_search_terms', 'order_search_terms', 'shipment_search_terms'] as const) {
  terms += Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
await settle(db, backend);
await db.destroy();

const firstCustomer = customers[Math.min(1234, CUSTOMERS - 1)]!;
const searches: [string, string][] = [
  ['order number', sample.orderNumber],
  ['order number prefix (10 orders)', sample.orderNumber.slice(0, -1)],
  ['reference word', sample.reference],
  ['shipment number', sample.shipmentNumber],
  ['tracking number (shipment)', sample.trackingNumber],
  ['tracking number (2nd package), prefix', sample.packageTracking.slice(0, 14)],
  ['full email', firstCustomer.email],
  ['email prefix', firstCustomer.email.slice(0, 9)],
  ['customer full name', firstCustomer.name],
  ['common first name', 'maria'],
  ['SKU', 'MUG-0040'],
  ['SKU family (1/10 of orders)', 'mug'],
  ['first name + SKU family', 'maria mug'],
  ['every order (so-)', 'so-'],
  ['no match', 'zzzz'],
];

// In-process: the list query alone (ids of one page), on a connection like the server's.
const probe = connect(url);
const page = (limit: number): ListWindow => ({ kind: 'page', limit, offset: 0, after: null });
const timeQuery = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return percentile(times, 50);
};
const results: Record<string, unknown>[] = [];
for (const [label, q] of searches) {
  const words = foldedWords(q);
  const orderMatches = (await listOrders(probe, { words }, page(10_000_000))).length;
  const shipmentMatches = (await listShipments(probe, { words }, page(10_000_000))).length;
  results.push({
    label,
    q,
    order_matches: orderMatches,
    shipment_matches: shipmentMatches,
    orders_query_p50_ms: await timeQuery(() => listOrders(probe, { words }, page(51))),
    shipments_query_p50_ms: await timeQuery(() => listShipments(probe, { words }, page(51))),
  });
}

// The plans of a two-word search, as the backend runs it.
const captured: CompiledQuery[] = [];
const spy = connect(url, {
  log: (event) => {
    if (event.level === 'query') captured.push(event.query as CompiledQuery);
  },
});
await listOrders(spy, { words: foldedWords('maria mug') }, page(51));
await listShipments(spy, { words: foldedWords('maria') }, page(51));
const plans: string[] = [];
for (const query of captured.splice(0)) {
  const explain = backend === 'postgres' ? 'explain (analyze, costs off, timing off, summary off) ' : 'explain query plan ';
  const { rows } = await spy.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
  plans.push(rows.map((r) => (backend === 'postgres' ? String(r['QUERY PLAN']) : `${r.id}/${r.parent} ${r.detail}`)).join('\n'));
}
await spy.destroy();
await probe.destroy();

// Over HTTP: the whole answer, 50 records loaded and serialized.
const server = await benchServer(url);
const agent = new http.Agent({ keepAlive: true });
const get = (path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${server.base}${path}`, { headers: { authorization: `Bearer ${key}` }, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
let failures = 0;
for (const result of results) {
  for (const [list, field] of [
    ['orders', 'orders_http_p50_ms'],
    ['customer-shipments', 'shipments_http_p50_ms'],
  ] as const) {
    const path = `/api/v1/${list}?${new URLSearchParams({ q: String(result.q), per_page: '50' })}`;
    await get(path);
    result[field] = await timeQuery(async () => {
      if ((await get(path)) !== 200) failures++;
    });
  }
}
agent.destroy();
const peakRss = await server.stop();
if (!process.env.BENCH_KEEP) await drop();

for (const plan of plans) process.stderr.write(`\n${plan}\n`);
for (const result of results) process.stdout.write(`${JSON.stringify({ bench: 'search', backend, ...result })}\n`);
process.stdout.write(
  `${JSON.stringify({
    bench: 'search',
    backend,
    orders: ORDERS,
    customers: CUSTOMERS,
    products: PRODUCTS,
    terms,
    seed_s: Math.round(seedSeconds * 10) / 10,
    backfill_s: Math.round(backfillSeconds * 10) / 10,
    failures,
    server_peak_rss_mib: peakRss,
  })}\n`,
);
