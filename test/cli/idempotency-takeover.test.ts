import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, type Db } from '../../src/db/connect.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { callServer, cliMerchant } from '../helpers/cli-merchant.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

const KEY = 'takeover-staff-key-0123456789abcdef';
const SHIPMENTS = 250;

/** A merchant with SHIPMENTS pending shipments and stock for all of them. */
const merchant = (server: Server) => cliMerchant(server, KEY, SHIPMENTS, 10_000);

/** Calls `server` with the warehouse key `key` and the headers. */
const call = (server: Server, method: string, path: string, body: unknown, key: string, headers: Record<string, string>) =>
  callServer(server, method, path, body, { key, headers });

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
