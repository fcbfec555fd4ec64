import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { connect, type Db } from '../../src/db/connect.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { callServer, cliMerchant, type ServerAnswer, type ServerCallOptions } from '../helpers/cli-merchant.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

// A process killed at the instant between the commit of a keyed write and its answer (the fault hook of
// src/http/fault-hooks.ts, SIGKILL: nothing of the shutdown runs). The retry with the same key, on the
// next process, must get the answer of the write that committed, and apply nothing a second time.

const KEY = 'crash-staff-key-0123456789abcdef';
const SHIPMENTS = 5;

/** Calls `server` with the staff key unless another is given. */
const call = (server: Server, method: string, path: string, body: unknown, options: Partial<ServerCallOptions> = {}): Promise<ServerAnswer> =>
  callServer(server, method, path, body, { key: KEY, ...options });

/** A merchant with SHIPMENTS pending shipments and stock for more. */
const merchant = (server: Server) => cliMerchant(server, KEY, SHIPMENTS, 100);

/** How many adjustments the ledger holds. */
async function adjustments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stock_moves')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cause', '=', 'adjustment')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('Idempotency-Key: a process killed between the commit of a write and its answer', { timeout: 240_000 }, () => {
  let database: CliDatabase;
  let db: Db;
  let env: Record<string, string>;
  beforeEach(async () => {
    database = await emptyDatabase();
    db = connect(database.url);
    env = { DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY, DOCKSIDE_RATE_LIMIT_PER_SECOND: '0', DOCKSIDE_DISPATCHER: '0' };
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  /**
   * Sends `send` to a server that dies between the commit and the answer (the client sees the connection
   * drop), then the same request to a new server: answers the retry's answer.
   */
  async function crashThenRetry(route: string, send: (server: Server) => Promise<ServerAnswer>): Promise<ServerAnswer> {
    const doomed = await startServer({ ...env, DOCKSIDE_FAULT_KILL_BEFORE_ANSWER: route });
    await assert.rejects(send(doomed), 'the connection drops: the process died before answering');
    await doomed.exited;
    const next = await startServer(env);
    try {
      return await send(next);
    } finally {
      assert.equal(await stopServer(next), 0);
    }
  }

  it('a keyed stock adjustment is applied once; the retry gets its stored answer', async () => {
    const setup = await startServer(env);
    await merchant(setup);
    await stopServer(setup);
    const before = await adjustments(db);
    const headers = { 'idempotency-key': 'adjust-once' };
    const retry = await crashThenRetry('POST /api/v1/inventory/adjustments', (server) =>
      call(server, 'POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 7, reason: 'count' }, { headers }),
    );
    assert.equal(retry.status, 201, retry.text);
    assert.equal(retry.replayed, true, 'the answer stored with the committed adjustment is replayed');
    assert.equal(retry.body.quantity, 7);
    assert.equal(await adjustments(db), before + 1, 'the adjustment was applied once');
    await assertLedgerInvariant(db);
  });

  it('a keyed ship.json batch is applied once; the retry gets its stored answer', async () => {
    const setup = await startServer(env);
    const { key, ids } = await merchant(setup);
    await stopServer(setup);
    const body = {
      shipments: ids.map((id) => ({ id, carrier_identifier: 'ups', tracking_number: `T${id}`, lines: [{ product_code: 'WIDGET', quantity: 2 }] })),
    };
    const headers = { 'idempotency-key': 'ship-once' };
    const retry = await crashThenRetry('PUT /services/3pl/v1/customer-shipments/ship.json', (server) =>
      call(server, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', body, { key, headers }),
    );
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.replayed, true);
    assert.ok(
      retry.body.shipments.every((s: { state: string; replayed?: boolean }) => s.state === 'done' && s.replayed !== true),
      "the stored answer is the first run's, not a natural replay",
    );
    const packages = await db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(packages.n), SHIPMENTS, 'every shipment shipped once');
    await assertLedgerInvariant(db);
  });

  it('a keyed acknowledge.json batch stores its answer with its change (one transaction on either backend)', async () => {
    const setup = await startServer(env);
    const { key, ids } = await merchant(setup);
    await stopServer(setup);
    const headers = { 'idempotency-key': 'ack-once' };
    const retry = await crashThenRetry('PUT /services/3pl/v1/customer-shipments/acknowledge.json', (server) =>
      call(server, 'PUT', '/services/3pl/v1/customer-shipments/acknowledge.json', { shipments: ids.map((id) => ({ id })) }, { key, headers }),
    );
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.replayed, true);
    const events = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'customer_shipment.acknowledged')
      .executeTakeFirstOrThrow();
    assert.equal(Number(events.n), SHIPMENTS, 'each shipment was acknowledged once');
  });

  it('a keyed CSV stock-adjustment import is applied once; the retry gets its stored answer', async () => {
    const setup = await startServer(env);
    await merchant(setup);
    await stopServer(setup);
    const before = await adjustments(db);
    const file = 'warehouse,product_code,quantity,reason\r\nEAST,WIDGET,3,count\r\nEAST,WIDGET,4,count\r\n';
    const headers = { 'idempotency-key': 'import-once' };
    const retry = await crashThenRetry('POST /api/v1/imports/stock-adjustments', (server) =>
      call(server, 'POST', '/api/v1/imports/stock-adjustments', file, { csv: true, headers }),
    );
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.replayed, true);
    assert.deepEqual(retry.body, { kind: 'stock-adjustments', dry_run: false, rows: 2, created: 2, updated: 0, unchanged: 0 });
    assert.equal(await adjustments(db), before + 2, 'the file was applied once');
    await assertLedgerInvariant(db);
  });
});
