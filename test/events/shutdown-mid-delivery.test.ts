import assert from 'node:assert/strict';
import { connect as connectTcp, type Socket } from 'node:net';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '../../src/db/connect.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { exactly } from '../helpers/lists.ts';
import { startWorker, type WorkerProcess } from './processes.ts';
import { Receiver, waitFor } from './receiver.ts';

const KEY = 'shutdown-mid-delivery-staff-key-0123456789';
/** Time a child process may take to start: generous, for a machine busy with other work. */
const START_MS = 60_000;
/** How long the receiver holds the first delivery open before answering. */
const HOLD_MS = 1500;

/** Calls a running server with the staff key and asserts success. */
async function ok(server: Server, method: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A warehouse, products A and B, and an endpoint at the receiver for stock changes. */
async function merchant(server: Server, receiver: Receiver): Promise<void> {
  await ok(server, 'POST', '/api/v1/warehouses', { code: 'EAST', name: 'East DC' });
  await ok(server, 'POST', '/api/v1/products', { code: 'A', name: 'Product A' });
  await ok(server, 'POST', '/api/v1/products', { code: 'B', name: 'Product B' });
  await ok(server, 'POST', '/api/v1/webhook-endpoints', { url: receiver.url(), events: ['inventory.updated'] });
}

/** A stock change of one product: one event, about a resource of its own. */
function adjust(server: Server, product: string): Promise<unknown> {
  return ok(server, 'POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: product, quantity: 1 });
}

type DeliveryRow = { event_id: number; status: string; attempts: number };

/** Every webhook delivery of the database, read by a connection of the test's own. */
async function deliveries(url: string): Promise<DeliveryRow[]> {
  const db = connect(url);
  try {
    return await db.selectFrom('webhook_deliveries').select(['event_id', 'status', 'attempts']).orderBy('event_id').execute();
  } finally {
    await db.destroy();
  }
}

/** Everything the server sends on a connection until it closes it. */
function answerOf(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk;
  });
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('SIGTERM while a webhook attempt is in flight', { timeout: 240_000 }, () => {
  let database: CliDatabase;
  let receiver: Receiver;
  beforeEach(async () => {
    database = await emptyDatabase();
    receiver = await new Receiver().listen();
    // The first request is held open; any later one would be answered at once.
    receiver.answer = () => ({ status: 200, delayMs: receiver.received.length === 1 ? HOLD_MS : 0 });
  });
  // startWorker's children are not killAll's: a test that fails leaves its worker to this.
  const workers: WorkerProcess[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) worker.child.kill('SIGKILL');
    await receiver.close();
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  /** A worker, killed after the test whatever happens. */
  async function worker(extra: Record<string, string> = {}): Promise<WorkerProcess> {
    const started = await startWorker(env(extra), START_MS);
    workers.push(started);
    return started;
  }

  /**
   * Waits for the worker's first attempt. On PostgreSQL events are fanned out only once every older
   * transaction of the cluster has ended, test files running beside this one included: a minute, then.
   */
  async function firstAttempt(started: WorkerProcess): Promise<void> {
    await waitFor('the first attempt to reach the receiver', () => receiver.received.length === 1, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${started.output()}`);
    });
  }

  // One attempt at a time, so that the second delivery is due but waits for the first one's slot.
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY,
    DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
    DOCKSIDE_DISPATCHER_POLL_MS: '20',
    DOCKSIDE_DISPATCHER_CONCURRENCY: '1',
    LOG_LEVEL: 'debug',
    ...extra,
  });

  /** Two stock events: A's delivery is held open by the receiver, B's is written and due behind it. */
  async function heldAndDue(server: Server): Promise<void> {
    await merchant(server, receiver);
    await adjust(server, 'A');
    await waitFor('the first attempt to reach the receiver', () => receiver.received.length === 1, 60_000);
    await adjust(server, 'B');
    await waitFor('the second delivery to be written', async () => (await deliveries(database.url)).length === 2, 60_000);
  }

  it('serve finishes the attempt and the request in flight, records the delivery, sends nothing new, exits 0', async () => {
    const server = await startServer(env(), START_MS);
    await heldAndDue(server);
    const inFlight = await openSocket(server.port);
    const body = JSON.stringify({ code: 'LATE', name: 'Finishes during shutdown' });
    inFlight.write(
      `POST /api/v1/warehouses HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(200);

    server.child.kill('SIGTERM');
    await waitFor('the held attempt to be recorded', () => /"msg":"webhook delivered"/.test(server.output()), HOLD_MS + 10_000);
    // The request still drains: a dispatcher left running would take B's delivery within a few polls.
    await sleep(400);
    inFlight.write(body.slice(10));
    assert.match(await answerOf(inFlight), /^HTTP\/1\.1 201 /);
    assert.equal(await server.exited, 0, server.output());

    assert.equal(receiver.received.length, 1, 'no attempt began after SIGTERM');
    const [held, due] = exactly(await deliveries(database.url), 2);
    assert.equal(held.event_id, receiver.request(0).json.id);
    assert.deepEqual([held.status, held.attempts], ['delivered', 1]);
    assert.deepEqual([due.status, due.attempts], ['pending', 0]);
    assert.match(server.output(), /webhook dispatcher stopping[\s\S]*webhook delivered[\s\S]*webhook dispatcher stopped/);
  });

  it('worker finishes the attempt in flight, records the delivery, sends nothing new, exits 0', async () => {
    // Serve only writes the events here; the worker delivers them.
    const server = await startServer(env({ DOCKSIDE_DISPATCHER: '0' }), START_MS);
    await merchant(server, receiver);
    await adjust(server, 'A');
    await adjust(server, 'B');
    assert.equal(await stopServer(server), 0);

    const running = await worker();
    await firstAttempt(running);
    running.child.kill('SIGTERM');
    assert.equal(await running.exited, 0, running.output());

    assert.equal(receiver.received.length, 1, 'no attempt began after SIGTERM');
    const [held, due] = exactly(await deliveries(database.url), 2);
    assert.equal(held.event_id, receiver.request(0).json.id);
    assert.deepEqual([held.status, held.attempts], ['delivered', 1]);
    assert.deepEqual([due.status, due.attempts], ['pending', 0]);
  });

  it('worker exits 1 once DOCKSIDE_SHUTDOWN_GRACE_MS pass with the attempt still open, and leaves it to its lease', async () => {
    const server = await startServer(env({ DOCKSIDE_DISPATCHER: '0' }), START_MS);
    await merchant(server, receiver);
    await adjust(server, 'A');
    assert.equal(await stopServer(server), 0);
    receiver.answer = () => ({ status: 200, delayMs: 5000 });

    const running = await worker({ DOCKSIDE_SHUTDOWN_GRACE_MS: '300' });
    await firstAttempt(running);
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    assert.equal(await running.exited, 1, running.output());
    assert.ok(Date.now() - signalled < 3000, `exited ${Date.now() - signalled} ms after SIGTERM`);
    assert.match(running.output(), /did not finish in time/);
    assert.deepEqual(
      (await deliveries(database.url)).map((d) => [d.status, d.attempts]),
      [['pending', 0]],
    );
  });
});
