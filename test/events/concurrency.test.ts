import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { connect, type Db } from '../../src/db/connect.ts';
import { jsonLogger, type Log } from '../../src/worker/log.ts';
import { startDispatcher } from '../../src/worker/dispatcher.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { createProduct } from '../helpers/factories.ts';
import { databaseUrlOf, startWorker, type WorkerProcess } from './processes.ts';
import { Receiver, waitFor } from './receiver.ts';
import { allowPrivateReceivers, registerEndpoint, testOptions } from './support.ts';

const PRODUCTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
/** Rounds of stock events the in-process dispatchers deliver: one per product each. */
const ROUNDS = 6;

/** A logger that counts the deliveries its dispatcher completed. */
function countingLog(): Log & { delivered: number } {
  const quiet = jsonLogger('silent');
  const log = {
    ...quiet,
    delivered: 0,
    debug: (_fields: Record<string, unknown>, message: string) => {
      if (message === 'webhook delivered') log.delivered += 1;
    },
  };
  return log;
}

/** Posts `rounds` adjustments of +1 to every product, all products at once: events commit concurrently. */
async function stockEvents(ctx: TestContext, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      PRODUCTS.map((code) => call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: code, quantity: 1 } })),
    );
    for (const res of answers) assert.equal(res.status, 201, JSON.stringify(res.body));
  }
}

/** Every delivered request per product, checked to arrive in order: on hand grows by one each time. */
function assertInOrderPerProduct(receiver: Receiver, from: Record<string, number>): void {
  for (const [code, before] of Object.entries(from)) {
    const seen = receiver.received.filter((r) => r.json.data.product_code === code && r.json.data.on_hand > before);
    const onHand = seen.map((r) => r.json.data.on_hand);
    assert.deepEqual(
      onHand,
      [...new Set(onHand)].sort((a, b) => a - b),
      `${code} in order, each once: ${onHand}`,
    );
  }
}

describe('several dispatchers against one database', { timeout: 90_000 }, () => {
  let ctx: TestContext;
  let receiver: Receiver;
  let restoreEnv: () => void;
  let endpointId: number;
  let onHandBefore: Record<string, number>;

  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext({ file: true, poolSize: 10 });
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } })).status, 201);
    for (const code of PRODUCTS) await createProduct(ctx.db, code);
  });
  after(async () => {
    await ctx.close();
    restoreEnv();
  });
  beforeEach(async () => {
    receiver = await new Receiver().listen();
    await ctx.db.updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
    endpointId = (await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] })).id;
    const rows = await ctx.db
      .selectFrom('inventory_positions as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.code', 'i.on_hand'])
      .execute();
    onHandBefore = Object.fromEntries(PRODUCTS.map((code) => [code, (rows.find((r) => r.code === code)?.on_hand ?? 0) / 1000]));
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('PostgreSQL: two dispatchers on their own connections never send one delivery twice at once', {
    skip: BACKEND !== 'postgres' && 'two in-process connections to one SQLite file would block each other; see the worker test below',
  }, async () => {
    // Slow answers keep attempts in flight; every third request fails, so retries and leases interleave.
    let count = 0;
    receiver.answer = () => ({ status: ++count % 3 === 0 ? 500 : 200, delayMs: 15 });
    const otherDb: Db = connect(ctx.databaseUrl, { schema: ctx.schema, poolSize: 5 });
    const logs = [countingLog(), countingLog()] as const;
    const options = testOptions({ pollMs: 5, concurrency: 6, retryDelaysMs: [10, 10, 10, 10, 10, 10, 10, 10] });
    const dispatchers = [
      startDispatcher(ctx.db, ctx.keyring, ctx.config, logs[0], options),
      startDispatcher(otherDb, ctx.keyring, ctx.config, logs[1], options),
    ];
    try {
      await stockEvents(ctx, ROUNDS);
      // Every event fanned out to a delivery, and every delivery delivered: the fan-out reads events in rounds
      // (below the oldest running transaction on PostgreSQL), so for a moment all the deliveries that exist
      // can be delivered while later events still wait for theirs.
      await waitFor(
        'every delivery',
        async () => {
          const statuses = await ctx.db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', endpointId).execute();
          return statuses.length === PRODUCTS.length * ROUNDS && statuses.every((d) => d.status === 'delivered');
        },
        60_000,
      );
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await otherDb.destroy();
    }
    assert.equal(receiver.maxConcurrentPerId, 1, 'no webhook-id was ever in flight twice at once');
    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select(['event_id', 'attempts']).where('endpoint_id', '=', endpointId).execute();
    assert.equal(deliveries.length, PRODUCTS.length * ROUNDS);
    const requests = new Map<string, number>();
    for (const r of receiver.received) requests.set(r.webhookId, (requests.get(r.webhookId) ?? 0) + 1);
    for (const d of deliveries) assert.equal(requests.get(`msg_${d.event_id}`), d.attempts, `every attempt of event ${d.event_id} was recorded once`);
    assert.ok(logs[0].delivered > 0 && logs[1].delivered > 0, `both dispatchers worked: ${logs[0].delivered} and ${logs[1].delivered}`);
    assert.equal(logs[0].delivered + logs[1].delivered, deliveries.length);
    const succeeded = receiver.received.filter((_r, i) => (i + 1) % 3 !== 0);
    assert.equal(new Set(succeeded.map((r) => r.webhookId)).size, deliveries.length);
  });

  it('two `dockside worker` processes share the work, each delivery sent once and in order per resource', async () => {
    // Until the second worker runs, answers are slow: the first one cannot drain everything alone.
    let bothRunning = false;
    receiver.answer = () => ({ status: 200, delayMs: bothRunning ? 20 : 1000 });
    const env = {
      DATABASE_URL: databaseUrlOf(ctx),
      DOCKSIDE_MASTER_KEY: ctx.config.masterKey!,
      DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
      DOCKSIDE_DISPATCHER_POLL_MS: '10',
      DOCKSIDE_DISPATCHER_CONCURRENCY: '4',
      LOG_LEVEL: 'debug',
    };
    // SQLite has one writer: there the events are written first and the workers only contend with each
    // other. On PostgreSQL the events are written while the workers run.
    if (BACKEND === 'sqlite') await stockEvents(ctx, 8);
    const workers: WorkerProcess[] = [];
    try {
      workers.push(await startWorker(env), await startWorker(env));
      bothRunning = true;
      if (BACKEND === 'postgres') await stockEvents(ctx, 8);
      await waitFor('every delivery', () => receiver.received.length >= PRODUCTS.length * 8, 60_000);
    } finally {
      for (const worker of workers) worker.child.kill('SIGTERM');
      for (const worker of workers) assert.equal(await worker.exited, 0, worker.output());
    }
    assert.equal(receiver.received.length, PRODUCTS.length * 8, 'nothing was sent twice');
    assert.equal(new Set(receiver.received.map((r) => r.webhookId)).size, PRODUCTS.length * 8);
    assert.equal(receiver.maxConcurrentPerId, 1);
    assertInOrderPerProduct(receiver, onHandBefore);
    const [first = 0, second = 0] = workers.map((w) => (w.output().match(/"msg":"webhook delivered"/g) ?? []).length);
    assert.equal(first + second, PRODUCTS.length * 8);
    assert.ok(first > 0 && second > 0, `both workers worked: ${first} and ${second}`);
    for (const worker of workers) assert.match(worker.output(), /shutting down.*"signal":"SIGTERM"/);
  });
});
