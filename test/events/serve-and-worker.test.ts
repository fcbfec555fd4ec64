import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { startWorker } from './processes.ts';
import { Receiver, verify, waitFor } from './receiver.ts';

const KEY = 'webhook-process-staff-key-0123456789';

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

/** A warehouse, a product and an endpoint at the receiver; answers the endpoint's secret. */
async function merchant(server: Server, receiver: Receiver): Promise<string> {
  await ok(server, 'POST', '/api/v1/warehouses', { code: 'EAST', name: 'East DC' });
  await ok(server, 'POST', '/api/v1/products', { code: 'WIDGET', name: 'Widget' });
  return (await ok(server, 'POST', '/api/v1/webhook-endpoints', { url: receiver.url(), events: ['inventory.updated'] })).secret;
}

describe('the dispatcher in `dockside serve` and in `dockside worker`', { timeout: 90_000 }, () => {
  let database: CliDatabase;
  let receiver: Receiver;
  beforeEach(async () => {
    database = await emptyDatabase();
    receiver = await new Receiver().listen();
  });
  afterEach(async () => {
    await receiver.close();
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY,
    DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
    DOCKSIDE_DISPATCHER_POLL_MS: '20',
    ...extra,
  });

  it('serve delivers webhooks by default and stops its dispatcher on SIGTERM', async () => {
    const server = await startServer(env());
    const secret = await merchant(server, receiver);
    await ok(server, 'POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 4 });
    await waitFor('the webhook', () => receiver.received.length === 1);
    const payload = verify(secret, receiver.request(0)) as any;
    assert.equal(payload.data.on_hand, 4);
    assert.equal(await stopServer(server), 0);
    assert.match(server.output(), /webhook dispatcher started[\s\S]*webhook dispatcher stopped/);
  });

  it('with DOCKSIDE_DISPATCHER=0 serve only queues; a worker started after it delivers what was queued', async () => {
    const server = await startServer(env({ DOCKSIDE_DISPATCHER: '0' }));
    const secret = await merchant(server, receiver);
    await ok(server, 'POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 2 });
    await ok(server, 'POST', '/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 3 });
    await sleep(500);
    assert.equal(receiver.received.length, 0);
    assert.doesNotMatch(server.output(), /webhook dispatcher started/);
    assert.equal(await stopServer(server), 0);

    const worker = await startWorker(env());
    await waitFor('both webhooks', () => receiver.received.length === 2);
    worker.child.kill('SIGTERM');
    assert.equal(await worker.exited, 0, worker.output());
    assert.deepEqual(
      receiver.received.map((r) => (verify(secret, r) as any).data.on_hand),
      [2, 5],
    );
  });
});
