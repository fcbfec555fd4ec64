import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { connect, type Db } from '../../src/db/connect.ts';
import { isGtin } from '../../src/domain/shared/gs1.ts';
import { emptyDatabase, killAll, runCli, runNode, startServer, stopServer, type CliDatabase, type CliResult } from '../helpers/cli.ts';
import { exactly } from '../helpers/lists.ts';

/** A port nothing listens on right now: the demo prints URLs with PORT, and serve then listens there. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Splits a command line as a POSIX shell does for the quoting the demo prints ('...', "...", bare words). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/(?:'[^']*'|"(?:[^"\\]|\\.)*"|\\.|[^\s'"\\])+/g)) {
    words.push(match[0].replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)/g, (_, single, double, escaped) => single ?? escaped ?? double.replace(/\\(.)/g, '$1')));
  }
  return words;
}

type Answer = { status: number; body: any };

const HAS_CURL = spawnSync('curl', ['--version']).status === 0;

/** Runs a printed curl command with the real curl binary when there is one, else the same request by fetch. */
async function runCurl(line: string): Promise<Answer> {
  const [program, ...args] = shellWords(line);
  assert.equal(program, 'curl');
  if (HAS_CURL) {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile('curl', [...args, '--max-time', '15', '-w', '\n%{http_code}'], (error, out) => (error ? reject(error) : resolve(out)));
    });
    const cut = stdout.lastIndexOf('\n');
    return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) };
  }
  const request = { method: 'GET', headers: {} as Record<string, string>, body: undefined as string | undefined, url: '' };
  const words = args[Symbol.iterator]();
  /** The word after a flag: its value, which a printed command must not leave out. */
  const flagValue = (flag: string): string => {
    const next = words.next();
    assert.ok(!next.done, `curl ${flag} without its value`);
    return next.value;
  };
  for (const arg of words) {
    if (arg === '-s') continue;
    if (arg === '-X') request.method = flagValue(arg);
    else if (arg === '-H') {
      const [name = '', ...value] = flagValue(arg).split(':');
      request.headers[name] = value.join(':').trim();
    } else if (arg === '-d') request.body = flagValue(arg);
    else if (!request.url && /^https?:\/\//.test(arg)) request.url = arg;
    else assert.fail(`unexpected curl argument ${arg}`);
  }
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body ?? null, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: await res.json() };
}

/**
 * Runs a printed `node bin/dockside.js ...` line from the repository root, as a reader of the demo would,
 * on this test's Node.js. NODE_OPTIONS carries the condition `npm test` runs under, so that the line runs
 * this checkout's sources of @dockside/client rather than whatever clients/typescript/dist holds.
 */
function runPrinted(line: string, timeoutMs = 60_000): Promise<CliResult> {
  const [program, ...args] = shellWords(line);
  assert.equal(program, 'node');
  return runNode(args, { NODE_OPTIONS: '--conditions=dockside-source' }, timeoutMs);
}

type AdminShipment = {
  id: number;
  number: string;
  state: string;
  order: { number: string };
  backorder_of: { id: number } | null;
  tracking_number: string | null;
  tracking_url: string | null;
  packages: unknown[];
  lines: { product: { code: string }; quantity: number; shipped_quantity: number; sublines: unknown[] }[];
};

async function count(
  db: Db,
  table: 'warehouses' | 'channels' | 'sales_orders' | 'products' | 'api_keys' | 'customer_shipments' | 'stock_moves',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored quantity (thousandths) of a product at a location of a warehouse, summed over lots. */
async function levelAt(db: Db, warehouse: string, location: string, product: string): Promise<number> {
  const rows = await db
    .selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select('s.quantity')
    .where('w.code', '=', warehouse)
    .where('l.code', '=', location)
    .where('p.code', '=', product)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.quantity), 0);
}

// The CLI owns its database: the demo and serve run as child processes on a database of their own (a
// temporary SQLite file, or a fresh schema in the PostgreSQL of DATABASE_URL), which this test also opens.
describe('dockside demo (the quick start of README.md)', { timeout: 120_000 }, () => {
  let database: CliDatabase;
  let db: Db;
  let port: number;
  let env: Record<string, string>;
  let demo: CliResult;

  before(async () => {
    database = await emptyDatabase();
    port = await freePort();
    env = { DATABASE_URL: database.url, PORT: String(port) };
    demo = await runCli(['demo'], env);
    db = connect(database.url, { poolSize: 2 });
  });
  after(async () => {
    killAll();
    await db?.destroy();
    await database.cleanup();
  });

  it('loads two warehouses with bins, two channels, the catalog, stock, a partner and twelve orders', async () => {
    assert.equal(demo.code, 0, demo.stderr);
    const settings = await db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    assert.equal(settings.currency, 'USD');
    assert.equal(settings.gs1_company_prefix, '0614141');

    const warehouses = await db.selectFrom('warehouses').selectAll().orderBy('code').execute();
    assert.deepEqual(
      warehouses.map((w) => [w.code, w.name]),
      [
        ['EAST', 'East Coast DC'],
        ['WEST', 'West Coast DC'],
      ],
    );
    for (const w of warehouses) assert.ok(w.address && w.return_address, `${w.code} has both addresses`);
    const bins = await db
      .selectFrom('locations as b')
      .innerJoin('locations as parent', 'parent.id', 'b.parent_id')
      .select(['b.code', 'b.in_storage_tree'])
      .where('b.kind', '=', 'bin')
      .where('parent.code', '=', 'storage')
      .execute();
    assert.equal(bins.length, 6, 'three bins under storage in each warehouse');
    assert.ok(bins.every((b) => b.in_storage_tree === 1));

    const channels = await db.selectFrom('channels').select(['code', 'kind']).where('built_in', '=', 0).orderBy('code').execute();
    assert.deepEqual(channels, [
      { code: 'amazon', kind: 'marketplace' },
      { code: 'shop', kind: 'storefront' },
    ]);

    const products = await db.selectFrom('products').selectAll().execute();
    const byCode = new Map(products.map((p) => [p.code, p]));
    for (const p of products) assert.ok(p.upc && isGtin(p.upc), `${p.code} has a valid UPC/EAN, got ${p.upc}`);
    const kit = byCode.get('KIT-STARTER')!;
    assert.equal(kit.is_bundle, 1);
    const components = await db
      .selectFrom('product_components as c')
      .innerJoin('products as p', 'p.id', 'c.component_id')
      .select(['p.code', 'c.quantity'])
      .where('c.bundle_id', '=', kit.id)
      .orderBy('c.position')
      .execute();
    assert.deepEqual(components, [
      { code: 'MUG', quantity: 1000 },
      { code: 'COASTER-SET', quantity: 1000 },
      { code: 'SPOON', quantity: 2000 },
    ]);
    assert.equal(byCode.get('BOX-SMALL')!.consumable, 1);
    assert.equal(byCode.get('SERUM-30ML')!.lot_tracked, 1);

    for (const warehouse of ['EAST', 'WEST']) {
      assert.ok((await levelAt(db, warehouse, 'consumables', 'BOX-SMALL')) > 0, `boxes in ${warehouse} consumables`);
    }
    assert.equal(await levelAt(db, 'EAST', 'A-01', 'MUG'), 12_000, 'stock in a bin');
    const serumLots = await db
      .selectFrom('lots')
      .innerJoin('products as p', 'p.id', 'lots.product_id')
      .select('lots.number')
      .where('p.code', '=', 'SERUM-30ML')
      .orderBy('lots.number')
      .execute();
    assert.deepEqual(
      serumLots.map((l) => l.number),
      ['L2407A', 'L2409B'],
    );

    const partner = await db
      .selectFrom('partner_warehouses as pw')
      .innerJoin('partners as p', 'p.id', 'pw.partner_id')
      .innerJoin('warehouses as w', 'w.id', 'pw.warehouse_id')
      .select(['p.code', 'w.code as warehouse'])
      .orderBy('w.code')
      .execute();
    assert.deepEqual(partner, [
      { code: 'harbor', warehouse: 'EAST' },
      { code: 'harbor', warehouse: 'WEST' },
    ]);

    assert.equal(await count(db, 'sales_orders'), 12);
    const shipments = await db
      .selectFrom('customer_shipments as s')
      .innerJoin('sales_orders as o', 'o.id', 's.order_id')
      .innerJoin('channels as c', 'c.id', 'o.channel_id')
      .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
      .select(['s.state', 'o.number', 'c.code as channel', 'w.code as warehouse'])
      .execute();
    assert.deepEqual(new Set(shipments.map((s) => s.channel)), new Set(['shop', 'amazon']));
    assert.deepEqual(new Set(shipments.map((s) => s.warehouse)), new Set(['EAST', 'WEST']));
    assert.equal(shipments.filter((s) => s.state === 'waiting').length, 1, 'one order waits for stock');
    assert.ok(shipments.every((s) => s.state === 'waiting' || s.state === 'pending'));
    const split = shipments
      .filter((s) => s.number === 'SO-1003')
      .map((s) => s.warehouse)
      .sort();
    assert.deepEqual(split, ['EAST', 'WEST'], 'an order split across both warehouses');
    const bundleOrder = await db.selectFrom('sales_order_lines').select('id').where('product_id', '=', kit.id).execute();
    assert.ok(bundleOrder.length > 0, 'a bundle is ordered');
  });

  it('prints keys and four curl commands that work as printed against the running service', async () => {
    assert.equal(demo.code, 0, demo.stderr);
    const staffKey = /^\s+staff\s+(dk_staff_\S+)$/m.exec(demo.stdout)?.[1];
    const warehouseKey = /^\s+warehouse\s+(dk_wh_\S+)/m.exec(demo.stdout)?.[1];
    assert.ok(staffKey && warehouseKey, demo.stdout);
    const commands = exactly(
      demo.stdout.split('\n').filter((line) => line.startsWith('curl ')),
      4,
      demo.stdout,
    );
    for (const command of commands) {
      assert.ok(command.includes(`Bearer ${warehouseKey}`), 'the commands act as the warehouse');
      assert.ok(command.includes(`http://localhost:${port}/services/3pl/v1/`), 'the URL follows PORT');
    }

    const server = await startServer(env);
    const orders = await fetch(`${server.url}/api/v1/orders?per_page=50`, { headers: { authorization: `Bearer ${staffKey}` } });
    assert.equal(orders.status, 200);
    assert.equal(((await orders.json()) as unknown[]).length, 12, 'the printed staff key works on the admin API');

    const fetched = await runCurl(commands[0]);
    assert.equal(fetched.status, 200, JSON.stringify(fetched.body));
    assert.equal(fetched.body.length, 12, 'every released shipment of both warehouses');
    assert.ok(fetched.body.every((s: any) => s.state === 'pending'));

    const acknowledged = await runCurl(commands[1]);
    assert.equal(acknowledged.status, 200, JSON.stringify(acknowledged.body));
    const [ack] = acknowledged.body.shipments;
    assert.equal(ack.state, 'open');
    assert.equal(ack.errors, null);
    assert.ok(
      fetched.body.some((s: any) => s.id === ack.id),
      'it names a shipment of the fetched list',
    );

    const shipped = await runCurl(commands[2]);
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const [done] = shipped.body.shipments;
    assert.equal(done.state, 'done');
    assert.equal(done.errors, null);
    assert.equal(done.backorder, null, 'everything of the shipment was shipped');
    assert.deepEqual(
      done.packages[0].items.map((i: any) => [i.product_code, i.quantity]),
      [
        ['MUG', 1],
        ['COASTER-SET', 1],
        ['SPOON', 2],
      ],
    );
    assert.equal(done.packages[0].tracking_number, '1Z999AA10123456784');

    const inbound = await runCurl(commands[3]);
    assert.equal(inbound.status, 200, JSON.stringify(inbound.body));
    assert.deepEqual(
      inbound.body.map((s: any) => [
        s.state,
        s.reference,
        s.warehouse.code,
        s.supplier.code,
        s.lines.map((l: any) => `${l.quantity} x ${l.product.code}`).join(', '),
      ]),
      [
        ['pending', 'air', 'EAST', 'HANSE', '24 x MUG'],
        ['pending', 'ocean', 'EAST', 'HANSE', '96 x MUG, 60 x CANDLE'],
      ],
      'the purchase order on its way, in two arrivals',
    );
    assert.equal(await stopServer(server), 0);

    const row = await db.selectFrom('customer_shipments').select('state').where('id', '=', done.id).executeTakeFirstOrThrow();
    assert.equal(row.state, 'done');
    assert.equal(await levelAt(db, 'EAST', 'consumables', 'BOX-SMALL'), 499_000, 'the box was consumed');
  });

  it('prints a dockside simulate line that works as printed: every pending shipment ships, the purchase order and returns are received', async () => {
    assert.equal(demo.code, 0, demo.stderr);
    const staffKey = /^\s+staff\s+(dk_staff_\S+)$/m.exec(demo.stdout)?.[1];
    const warehouseKey = /^\s+warehouse\s+(dk_wh_\S+)/m.exec(demo.stdout)?.[1];
    assert.ok(staffKey && warehouseKey, demo.stdout);
    const lines = demo.stdout.split('\n');
    const at = lines.findIndex((line) => line.startsWith('node bin/dockside.js simulate '));
    assert.equal(
      lines[at],
      `node bin/dockside.js simulate --url http://localhost:${port} --key ${warehouseKey} ` +
        '--once --consumables BOX-SMALL --lots EAST/SERUM-30ML=L2407A,L2409B --lots WEST/SERUM-30ML=L2409B --bins A-01,A-02,B-01',
      demo.stdout,
    );
    assert.ok(lines.findLastIndex((line) => line.startsWith('curl ')) < at, 'after the curl commands');
    assert.match(
      lines.slice(at - 2, at).join(' '),
      /^# 5\. Let dockside simulate, .*acknowledges, packs and ships every pending shipment,.*receives pending returns and both arrivals of the purchase order/,
    );

    const server = await startServer(env);
    const admin = async <T>(path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${server.url}/api/v1${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${staffKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : null,
      });
      assert.ok(answer.ok, `${path}: ${answer.status} ${await answer.clone().text()}`);
      return answer.json() as Promise<T>;
    };
    const all = () => admin<AdminShipment[]>('/customer-shipments?per_page=250');
    const waiting = (await all()).filter((s) => s.state === 'pending' || s.state === 'open');
    assert.ok(waiting.length >= 10, `the demo's shipments wait for the warehouse (${waiting.length})`);

    const first = await runPrinted(lines[at]);
    assert.equal(first.code, 0, `${first.stdout}\n${first.stderr}`);
    assert.match(first.stdout, new RegExp(`^shipments: ${waiting.length} seen, .* ${waiting.length} confirmed`, 'm'));
    assert.match(first.stdout, /^refused: nothing$/m);
    assert.match(
      first.stdout,
      /^inbound: [2-9] seen, [2-9] acknowledged, [2-9] received/m,
      'both arrivals of the purchase order (and the rest of a short one)',
    );
    const [purchaseOrder] = await admin<{ state: string }[]>('/purchase-orders');
    assert.match(purchaseOrder!.state, /^(partially_)?received$/);
    const shipped = new Map((await all()).map((s) => [s.id, s]));
    for (const { id, number } of waiting) {
      const now = shipped.get(id)!;
      assert.equal(now.state, 'done', `${number} shipped`);
      assert.ok(now.tracking_number && now.tracking_url && now.packages.length > 0, `${number} has packages, a tracking number and URL`);
    }
    for (const s of shipped.values()) {
      if (s.state === 'pending' || s.state === 'open') assert.ok(s.backorder_of, `${s.number} waiting is a backorder of a short shipment`);
    }

    // The merchant records a return of a shipped order; the same line, run again, receives it (and ships
    // the backorders the first run left).
    const returned = [...shipped.values()].find((s) => s.state === 'done' && s.lines.every((l) => l.sublines.length === 0 && l.shipped_quantity > 0))!;
    const order = await admin<{ number: string }>('/returns', {
      order: returned.order.number,
      source: 'storefront',
      lines: returned.lines.map((l) => ({ product_code: l.product.code, quantity: l.shipped_quantity, reason: 'changed mind' })),
    });
    const second = await runPrinted(lines[at]);
    assert.equal(second.code, 0, `${second.stdout}\n${second.stderr}`);
    assert.match(second.stdout, /^returns: [1-9]\d* seen, [1-9]\d* acknowledged, [1-9]\d* received/m);
    assert.equal((await admin<{ state: string }>(`/returns/${order.number}`)).state, 'closed', 'the return was received in full');
    for (const s of await all()) {
      if (shipped.get(s.id)?.backorder_of) assert.equal(s.state, 'done', `backorder ${s.number} shipped by the second run`);
    }

    // The drift-and-count line: both warehouses counted, the count reconciling what the floor did not report.
    const counting = lines.find((line) => line.startsWith('node bin/dockside.js simulate ') && line.includes(' --count'));
    assert.equal(counting, `${lines[at]} --drift --count --warehouses EAST,WEST`);
    assert.match(lines.slice(lines.indexOf(counting!) - 3, lines.indexOf(counting!)).join(' '), /^# 6\. .*drifts and the warehouse counts.*reconciles/);
    const third = await runPrinted(counting!);
    assert.equal(third.code, 0, `${third.stdout}\n${third.stderr}`);
    assert.match(third.stdout, /^counts: 2 sent \(.*\); unexpected differences: 0$/m);
    assert.equal((await admin<unknown[]>('/events?type=inventory.reconciled')).length, 2);
    assert.equal(await stopServer(server), 0);
  });

  it('run again on the same database, changes nothing and exits 1 with a message', async () => {
    const before = await Promise.all([count(db, 'sales_orders'), count(db, 'api_keys'), count(db, 'stock_moves')]);
    const again = await runCli(['demo'], env);
    assert.equal(again.code, 1, again.stderr);
    assert.match(again.stderr, /already holds records the demo would create \(warehouse code "EAST" is taken\); nothing was changed/);
    assert.doesNotMatch(again.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(again.stdout, '');
    assert.deepEqual(await Promise.all([count(db, 'sales_orders'), count(db, 'api_keys'), count(db, 'stock_moves')]), before);
  });
});
