import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connect, ping } from '../../src/db/connect.ts';
import { fanOutCommitted } from '../../src/domain/webhooks/fan-out.ts';
import { first } from '../../src/domain/shared/invariants.ts';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase } from '../helpers/cli.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from '../events/support.ts';
import { closedPort, Receiver, waitFor } from '../events/receiver.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const FETCH = '/services/3pl/v1/customer-shipments.json';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The value of the sample `name{labels}` (exactly those labels) in a Prometheus text answer, or
 * undefined when the answer has no such sample.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const same = Object.keys(found).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => found[k] === v);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** GET /metrics with a staff key (or `key`), answered 200 in the text format: its text. */
async function scrape(ctx: TestContext, key: string | null = ctx.staffKey): Promise<string> {
  const res = await call(ctx, 'GET', '/metrics', { key });
  assert.equal(res.status, 200, String(res.body));
  assert.equal(res.headers['content-type'], CONTENT_TYPE);
  return res.body as string;
}

describe('GET /metrics: who may read it (docs/operations.md "Metrics")', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('answers 401 without a key and 403 to a viewer or a warehouse key, as problem+json', async () => {
    const none = await call(ctx, 'GET', '/metrics', { key: null });
    assert.equal(none.status, 401);
    assert.match(String(none.headers['content-type']), /^application\/problem\+json/);
    assert.equal(none.body.code, 'unauthorized');
    assert.match(String(none.headers['www-authenticate']), /Bearer/);
    const viewer = (await insertApiKey(ctx.db, { role: 'viewer', partnerId: null })).key;
    const warehouse = await call(ctx, 'POST', '/api/v1/partners', { body: { name: 'Acme 3PL', code: 'acme', warehouses: [] } });
    const warehouseKey = (await insertApiKey(ctx.db, { role: 'warehouse', partnerId: warehouse.body.id })).key;
    for (const key of [viewer, warehouseKey]) {
      const refused = await call(ctx, 'GET', '/metrics', { key });
      assert.equal(refused.status, 403);
      assert.match(String(refused.headers['content-type']), /^application\/problem\+json/);
      assert.equal(refused.body.code, 'forbidden');
    }
  });

  it("answers a staff key in the Prometheus text format, with Node.js's process metrics", async () => {
    const text = await scrape(ctx);
    assert.match(text, /^# TYPE dockside_http_request_duration_seconds histogram$/m);
    assert.ok(sample(text, 'process_cpu_user_seconds_total')! > 0);
    assert.ok(sample(text, 'nodejs_heap_size_used_bytes')! > 0);
    assert.equal(sample(text, 'dockside_database_up'), 1);
  });

  it('is documented as it answers: the text format for a key, the problems of a keyed route', async () => {
    const doc = (await call(ctx, 'GET', '/openapi.json', { key: null })).body;
    const operation = doc.paths['/metrics'].get;
    assert.deepEqual(Object.keys(operation.responses['200'].content), [CONTENT_TYPE]);
    for (const status of ['401', '403', '429']) assert.ok(operation.responses[status].content['application/problem+json'], status);
    assert.deepEqual(operation.security, [{ bearer: [] }, { basic: [] }, { session: [] }]);
  });
});

describe('GET /metrics with DOCKSIDE_METRICS_OPEN=1', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ config: { metricsOpen: true } });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers anyone, and the document says so', async () => {
    const text = await scrape(ctx, null);
    assert.equal(sample(text, 'dockside_database_up'), 1);
    const operation = (await call(ctx, 'GET', '/openapi.json', { key: null })).body.paths['/metrics'].get;
    assert.deepEqual(operation.security, []);
    assert.equal(operation.responses['401'], undefined);
  });

  it('is read from the environment as 1 or 0', () => {
    assert.equal(loadConfig({ DOCKSIDE_METRICS_OPEN: '1' }).metricsOpen, true);
    assert.equal(loadConfig({}).metricsOpen, false);
    assert.throws(() => loadConfig({ DOCKSIDE_METRICS_OPEN: 'yes' }), /DOCKSIDE_METRICS_OPEN must be 1 or 0/);
  });
});

describe('GET /metrics: requests, batch elements and the poll record cache', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  const ship = (shipments: unknown[], query = '') => call(ctx, 'PUT', `${SHIP}${query}`, { key, body: { shipments } });
  const line = [{ product_code: 'WIDGET', quantity: 2 }];

  it('counts batch elements by outcome under the route, and the request under its pattern and status', async () => {
    const a = await placeOrder(ctx, line);
    const b = await placeOrder(ctx, line);
    const mixed = await ship([
      { id: a.id, lines: line },
      { id: 999_999, lines: line },
      { id: a.id, lines: line },
    ]);
    assert.equal(mixed.status, 207, JSON.stringify(mixed.body));
    const atomic = await ship(
      [
        { id: b.id, lines: line },
        { id: b.id + 1_000_000, lines: line },
      ],
      '?atomic=true',
    );
    assert.equal(atomic.status, 422, JSON.stringify(atomic.body));

    const text = await scrape(ctx);
    const elements = (outcome: string) => sample(text, 'dockside_batch_elements_total', { route: SHIP, outcome });
    assert.equal(elements('ok'), 1);
    assert.equal(elements('failed'), 2, 'the unknown shipment of each batch');
    assert.equal(elements('duplicate'), 1);
    assert.equal(elements('rolled_back'), 1);
    assert.equal(elements('error'), undefined, 'no element failed unexpectedly');
    const requests = (status: string) => sample(text, 'dockside_http_request_duration_seconds_count', { route: SHIP, method: 'PUT', status_code: status });
    assert.equal(requests('207'), 1);
    assert.equal(requests('422'), 1);
  });

  it('names a route by its pattern, never by the URL, and every unmatched path by one value', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/products/WIDGET')).status, 200);
    assert.equal((await call(ctx, 'GET', '/api/v1/products/NO-SUCH-PRODUCT')).status, 404);
    assert.equal((await call(ctx, 'GET', '/no/such/path')).status, 404);
    const text = await scrape(ctx);
    const requests = (route: string, status: string) =>
      sample(text, 'dockside_http_request_duration_seconds_count', { route, method: 'GET', status_code: status });
    assert.equal(requests('/api/v1/products/:id', '200'), 1);
    assert.equal(requests('/api/v1/products/:id', '404'), 1);
    assert.equal(requests('unmatched', '404'), 1);
    assert.doesNotMatch(text, /route="\/api\/v1\/products\/WIDGET"|route="\/no\/such\/path"/);
    const buckets = text
      .split('\n')
      .filter(
        (l) => l.startsWith('dockside_http_request_duration_seconds_bucket{') && l.includes('route="/api/v1/products/:id"') && l.includes('status_code="200"'),
      );
    assert.equal(
      sample(text, 'dockside_http_request_duration_seconds_bucket', { le: '+Inf', route: '/api/v1/products/:id', method: 'GET', status_code: '200' }),
      1,
    );
    assert.ok(buckets.length > 10, 'a latency histogram, bucket by bucket');
  });

  it("counts the record cache's pages and records answered from what it kept, and built", async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    // Kept only once settled (src/http/record-cache.ts SETTLE_MS).
    await ctx.db
      .updateTable('customer_shipments')
      .set({ updated_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', shipment.id)
      .execute();
    const counts = async () => {
      const text = await scrape(ctx);
      const read = (name: string, layer: string) => sample(text, name, { route: FETCH, layer });
      return {
        pageHits: read('dockside_record_cache_hits_total', 'page'),
        pageMisses: read('dockside_record_cache_misses_total', 'page'),
        recordHits: read('dockside_record_cache_hits_total', 'record'),
        recordMisses: read('dockside_record_cache_misses_total', 'record'),
      };
    };
    const start = await counts();
    // Built twice (kept at the second), then taken as kept (the page kept whole), then answered whole.
    for (let poll = 0; poll < 4; poll++) assert.equal((await call(ctx, 'GET', `${FETCH}?ids=${shipment.id}`, { key })).status, 200);
    const end = await counts();
    assert.deepEqual(
      {
        pageHits: end.pageHits! - start.pageHits!,
        pageMisses: end.pageMisses! - start.pageMisses!,
        recordHits: end.recordHits! - start.recordHits!,
        recordMisses: end.recordMisses! - start.recordMisses!,
      },
      { pageHits: 1, pageMisses: 3, recordHits: 1, recordMisses: 2 },
    );
  });
});

describe('GET /metrics: the outbox, read from the database at scrape time', () => {
  let ctx: TestContext;
  let restore: () => void;
  before(async () => {
    restore = allowPrivateReceivers();
    ctx = await createContext();
    await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } });
    for (const code of ['WIDGET', 'GADGET']) await call(ctx, 'POST', '/api/v1/products', { body: { code, name: code } });
  });
  after(async () => {
    await ctx.close();
    restore();
  });

  const deliveries = (text: string, state: string) => sample(text, 'dockside_webhook_deliveries', { state });
  const listed = async (query: string): Promise<{ id: number }[]> => {
    const res = await call(ctx, 'GET', `/api/v1/events?per_page=100${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };

  it('reports the events waiting for fan-out, the deliveries by state and the age of the oldest event not delivered', async () => {
    // Two endpoints hear every event: two deliveries an event. Their receiver is down.
    const url = `http://127.0.0.1:${await closedPort()}/hook`;
    const endpoints = [
      await registerEndpoint(ctx, { url, events: ['inventory.updated'] }),
      await registerEndpoint(ctx, { url, events: ['inventory.updated'] }),
    ] as const;
    const enable = async (endpoint: { id: number }, enabled: boolean) =>
      assert.equal((await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${endpoint.id}`, { body: { enabled } })).status, 200);
    // About two products: an endpoint gets one resource's events one at a time, these two at once.
    for (const code of ['WIDGET', 'GADGET']) {
      const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: code, quantity: 4 } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
    // No dispatcher runs in this test's process: every event written waits for fan-out, the endpoints' and
    // the inventory.adjusted that no endpoint here selects.
    const events = await listed('&type=inventory.updated');
    assert.ok(events.length >= 2, `${events.length} events`);
    const n = events.length;
    let text = await scrape(ctx);
    assert.equal(sample(text, 'dockside_outbox_pending_events'), (await listed('')).length);
    assert.equal(deliveries(text, 'pending'), 0);
    const age = () => sample(text, 'dockside_outbox_oldest_event_age_seconds')!;
    assert.ok(age() > 0 && age() < 60, `oldest event age ${age()}`);

    await fanOutCommitted(ctx.db);
    // Written an hour ago, as far as the age can tell (after fan-out, which routes by it).
    await ctx.db
      .updateTable('events')
      .set({ created_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', first(events, 'the events listed').id)
      .execute();
    text = await scrape(ctx);
    assert.equal(sample(text, 'dockside_outbox_pending_events'), 0);
    assert.equal(deliveries(text, 'pending'), 2 * n);
    assert.ok(age() >= 3600 && age() < 3700, `oldest event age ${age()}`);

    const states = await dispatchNow(ctx, { onOutcome: ctx.app.metrics.countAttempt });
    assert.deepEqual(states, Array(2 * n).fill('retrying'));
    text = await scrape(ctx);
    assert.deepEqual([deliveries(text, 'pending'), deliveries(text, 'retrying')], [0, 2 * n]);
    assert.equal(sample(text, 'dockside_webhook_attempts_total', { outcome: 'retrying' }), 2 * n);
    assert.equal(sample(text, 'dockside_webhook_attempts_total', { outcome: 'delivered' }), 0);

    // Held for a disabled endpoint: waiting on purpose, so not counted in the age.
    await enable(endpoints[0], false);
    text = await scrape(ctx);
    assert.deepEqual([deliveries(text, 'retrying'), deliveries(text, 'held')], [n, n]);
    assert.ok(age() >= 3600, 'the other endpoint still retries');
    await enable(endpoints[1], false);
    text = await scrape(ctx);
    assert.deepEqual([deliveries(text, 'retrying'), deliveries(text, 'held')], [0, 2 * n]);
    assert.equal(age(), 0);

    // Enabled again, with the retries spent: failed for good.
    for (const endpoint of endpoints) await enable(endpoint, true);
    await sleep(60);
    assert.deepEqual(await dispatchNow(ctx, { retryDelaysMs: [] }), Array(2 * n).fill('failed'));
    text = await scrape(ctx);
    assert.deepEqual([deliveries(text, 'held'), deliveries(text, 'failed')], [0, 2 * n]);
    assert.equal(age(), 0);
  });
});

describe('GET /metrics: the database and its pool', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ poolSize: 3 });
  });
  after(async () => {
    await ctx.close();
  });

  it('reports the pool: PostgreSQL its size and connections by state, SQLite its one connection', async () => {
    const text = await scrape(ctx);
    if (BACKEND === 'sqlite') {
      assert.equal(sample(text, 'dockside_database_pool_max_connections'), 1);
      assert.doesNotMatch(text, /^dockside_database_pool_(connections|waiting_requests)/m);
      return;
    }
    assert.equal(sample(text, 'dockside_database_pool_max_connections'), 3);
    const open =
      sample(text, 'dockside_database_pool_connections', { state: 'idle' })! + sample(text, 'dockside_database_pool_connections', { state: 'in_use' })!;
    assert.ok(open >= 1 && open <= 3, `open connections ${open}`);
    assert.equal(sample(text, 'dockside_database_pool_waiting_requests'), 0);
  });

  it('reports how long a transaction has held the sync horizon back on PostgreSQL, and nothing on SQLite', async () => {
    if (BACKEND === 'sqlite') {
      assert.doesNotMatch(await scrape(ctx), /dockside_sync_horizon_age_seconds/);
      return;
    }
    // A session of its own, holding a transaction id (it wrote, or asked for one), as a forgotten write would.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_current_xact_id()');
      await sleep(1_100);
      const age = sample(await scrape(ctx), 'dockside_sync_horizon_age_seconds')!;
      assert.ok(age >= 1, `horizon age ${age}`);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it("answers the process's own series when the database does not answer, and leaves out those read from it", async () => {
    const gone = connect(ctx.databaseUrl, ctx.schema ? { schema: ctx.schema } : {});
    // Used once, so that destroying it closes it (Kysely closes only a database it has opened).
    assert.equal(await ping(gone), true);
    await gone.destroy();
    const app = await buildApp({ ...ctx.config, metricsOpen: true }, gone, ctx.keyring, { logger: false });
    try {
      await app.inject({ method: 'GET', url: '/health' });
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(res.statusCode, 200);
      assert.equal(sample(res.body, 'dockside_database_up'), 0);
      for (const name of ['dockside_outbox_pending_events', 'dockside_outbox_oldest_event_age_seconds', 'dockside_sync_horizon_age_seconds']) {
        assert.equal(sample(res.body, name), undefined, name);
      }
      assert.equal(sample(res.body, 'dockside_webhook_deliveries', { state: 'pending' }), undefined);
      assert.equal(sample(res.body, 'dockside_http_request_duration_seconds_count', { route: '/health', method: 'GET', status_code: '200' }), 1);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics of `dockside serve`: the attempts of its dispatcher', { timeout: 60_000 }, () => {
  let database: CliDatabase;
  let receiver: Receiver;
  before(async () => {
    database = await emptyDatabase();
    receiver = await new Receiver().listen();
  });
  after(async () => {
    killAll();
    await receiver.close();
    await database.cleanup();
  });

  it('counts each webhook attempt its dispatcher makes, open to a scraper with DOCKSIDE_METRICS_OPEN=1', async () => {
    const key = 'metrics-process-staff-key-0123456789';
    const server = await startServer({
      DATABASE_URL: database.url,
      DOCKSIDE_BOOTSTRAP_STAFF_KEY: key,
      DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
      DOCKSIDE_DISPATCHER_POLL_MS: '20',
      DOCKSIDE_METRICS_OPEN: '1',
    });
    const send = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.ok(res.status < 300, `${path}: ${res.status} ${await res.text()}`);
    };
    await send('/api/v1/warehouses', { code: 'EAST', name: 'East DC' });
    await send('/api/v1/products', { code: 'WIDGET', name: 'Widget' });
    await send('/api/v1/webhook-endpoints', { url: receiver.url(), events: ['inventory.updated'] });
    await send('/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 4 });
    await waitFor('the webhook', () => receiver.received.length === 1);
    let text = '';
    await waitFor('the attempt counted', async () => {
      const res = await fetch(`${server.url}/metrics`);
      assert.equal(res.status, 200);
      text = await res.text();
      return sample(text, 'dockside_webhook_attempts_total', { outcome: 'delivered' }) === 1;
    });
    assert.equal(sample(text, 'dockside_webhook_deliveries', { state: 'pending' }), 0);
    assert.equal(await stopServer(server), 0);
  });
});
