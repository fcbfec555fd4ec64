import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, type Db } from '../../src/db/connect.ts';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';
import { startWorker } from '../events/processes.ts';

const KEY = 'housekeeping-staff-key-0123456789';

/** POST /api/v1/channels under an Idempotency-Key; answers status and whether it was a replay. */
async function createChannel(server: Server, code: string, idempotencyKey: string): Promise<{ status: number; replayed: boolean }> {
  const res = await fetch(`${server.url}/api/v1/channels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ code, name: code, kind: 'storefront' }),
  });
  await res.arrayBuffer();
  return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function storedKeys(db: Db): Promise<string[]> {
  return (await db.selectFrom('idempotency_records').select('key').orderBy('key').execute()).map((r) => r.key);
}

async function waitForKeys(db: Db, expected: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (JSON.stringify(await storedKeys(db)) === JSON.stringify(expected)) return;
    await sleep(50);
  }
  assert.deepEqual(await storedKeys(db), expected);
}

describe('housekeeping: expired idempotency records are purged by serve and by worker', { timeout: 120_000 }, () => {
  let database: CliDatabase;
  let db: Db;
  const env = () => ({ DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY, DOCKSIDE_DISPATCHER: '0' });

  /** Two idempotent requests through a server; then, with the server stopped, the first one's record expires. */
  async function oneExpiredOneLive(): Promise<void> {
    const server = await startServer(env());
    assert.deepEqual(await createChannel(server, 'old', 'key-expired'), { status: 201, replayed: false });
    assert.deepEqual(await createChannel(server, 'new', 'key-live'), { status: 201, replayed: false });
    assert.equal(await stopServer(server), 0);
    db = connect(database.url);
    await db
      .updateTable('idempotency_records')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('key', '=', 'key-expired')
      .execute();
    assert.deepEqual(await storedKeys(db), ['key-expired', 'key-live']);
  }

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

  it('serve purges at start and keeps what is still within its 24 hours', async () => {
    await oneExpiredOneLive();
    const server = await startServer(env());
    await waitForKeys(db, ['key-live']);
    assert.deepEqual(await createChannel(server, 'new', 'key-live'), { status: 201, replayed: true });
    assert.equal(await stopServer(server), 0);
    assert.match(server.output(), /expired idempotency records purged/);
    assert.match(server.output(), /ended staff sessions purged/);
  });

  it('worker purges at start as well', async () => {
    await oneExpiredOneLive();
    const worker = await startWorker({ ...env(), DOCKSIDE_DISPATCHER_POLL_MS: '20' });
    try {
      await waitForKeys(db, ['key-live']);
    } finally {
      worker.child.kill('SIGTERM');
    }
    assert.equal(await worker.exited, 0);
  });
});
