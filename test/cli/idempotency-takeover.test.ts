import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, type Db } from '../../src/db/connect.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

const KEY = 'takeover-staff-key-0123456789abcdef';
const SHIPMENTS = 250;

async function call(server: Server, method: string, path: string, body: unknown, key = KEY, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** A warehouse run by a partner, stock, and SHIPMENTS pending shipments; answers the warehouse key and shipment ids. */
async function merchant(server: Server): Promise<{ key: string; ids: number[] }> {
  const ok = async (path: string, body: unknown) => {
    const res = await call(server, 'POST', path, body);
    assert.ok(res.status < 300, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await ok('/api/v1/warehouses', { code: 'EAST', name: 'East' });
  await ok('/api/v1/products', { code: 'WIDGET', name: 'Widget' });
  await ok('/api/v1/channels', { code: 'shop', name: 'Shop', kind: 'storefront' });
  await ok('/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 10_000 });
  const partner = await ok('/api/v1/partners', { name: 'Harbor', warehouses: ['EAST'] });
  const key = (await ok('/api/v1/api-keys', { role: 'warehouse', partner: partner.id })).key as string;
  const ids: number[] = [];
  for (let i = 0; i < SHIPMENTS; i++) {
    const order = await ok('/api/v1/orders', {
      number: `SO-${i}`,
      channel: 'shop',
      customer: { code: 'C1', name: 'Ada' },
      shipping_address: { name: 'Ada', country_code: 'US' },
      warehouse: 'EAST',
      lines: [{ product_code: 'WIDGET', quantity: 2, unit_price: '1.00' }],
    });
    ids.push(order.customer_shipments[0].id);
  }
  return { key, ids };
}

describe('Idempotency-Key: a key left running by a process that died is taken over at once', { timeout: 180_000 }, () => {
  let database: CliDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await emptyDatabase();
  });
  afterEach(async () => {
    await db?.destroy();
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  it('a server killed mid-batch leaves nothing applied and no key in use; the next server runs the request once', async () => {
    const env = { DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY, DOCKSIDE_RATE_LIMIT_PER_SECOND: '0', DOCKSIDE_DISPATCHER: '0' };
    const first = await startServer(env);
    const { key, ids } = await merchant(first);
    db = connect(database.url);
    const body = {
      shipments: ids.map((id) => ({ id, carrier_identifier: 'ups', tracking_number: `T${id}`, lines: [{ product_code: 'WIDGET', quantity: 2 }] })),
    };
    const headers = { 'idempotency-key': 'ship-all-once' };
    void call(first, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', body, key, headers).catch(() => {});
    // The moment the request has claimed its key, the process dies (kill -9: no shutdown, no cleanup).
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const running = await db.selectFrom('idempotency_records').select('id').where('key', '=', 'ship-all-once').executeTakeFirst();
      if (running) break;
      await sleep(2);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const left = await db.selectFrom('idempotency_records').select(['state', 'owner']).where('key', '=', 'ship-all-once').executeTakeFirstOrThrow();
    assert.equal(left.state, 'running', 'the dead process left its key running');

    const second = await startServer(env);
    const retried = await call(second, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', body, key, headers);
    assert.equal(retried.status, 200, `the retry runs at once, not 409 idempotency_key_in_use: ${JSON.stringify(retried.body).slice(0, 300)}`);
    assert.equal(retried.replayed, false);
    assert.ok(retried.body.shipments.every((s: { state: string }) => s.state === 'done'));
    const again = await call(second, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', body, key, headers);
    assert.equal(again.replayed, true, 'the stored answer is replayed afterwards');
    const packages = await db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(packages.n), SHIPMENTS, 'every shipment shipped once');
    await assertLedgerInvariant(db);
    assert.equal(await stopServer(second), 0);
  });
});
