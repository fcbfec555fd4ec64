import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { postgresAdvice } from '../../src/cli/backup.ts';
import { BACKEND } from '../helpers/context.ts';
import { emptyDatabase, killAll, runCli, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';

const KEY = 'backup-restore-staff-key-0123456789';
/** Time a child process may take to start or finish: generous, for a machine busy with other work. */
const START_MS = 60_000;

/** Calls a running server with the staff key; answers the status and body. */
async function call(server: Server, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

/** A warehouse with stock, a channel: what an order needs. */
async function merchant(server: Server): Promise<void> {
  for (const [path, body] of [
    ['/api/v1/warehouses', { code: 'EAST', name: 'East DC' }],
    ['/api/v1/channels', { code: 'shop', name: 'Shop', kind: 'storefront' }],
    ['/api/v1/products', { code: 'WIDGET', name: 'Widget' }],
    ['/api/v1/inventory/adjustments', { warehouse: 'EAST', product_code: 'WIDGET', quantity: 100_000 }],
  ] as const) {
    const res = await call(server, 'POST', path, body);
    assert.equal(res.status, 201, `${path}: ${JSON.stringify(res.body)}`);
  }
}

/** Creates order `number` through the API and asserts it was stored. */
async function placeOrder(server: Server, number: string): Promise<void> {
  const res = await call(server, 'POST', '/api/v1/orders', {
    number,
    channel: 'shop',
    warehouse: 'EAST',
    customer: { code: `C-${number}`, name: 'Ada Lovelace', email: 'ada@example.com' },
    shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
    lines: [{ product_code: 'WIDGET', quantity: 1, unit_price: '10.00' }],
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

/** Places orders one after another until `stop` is called; answers the numbers stored, in order. */
function orderLoop(server: Server, prefix: string): { stop: () => Promise<string[]> } {
  const stored: string[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 1; running; i++) {
      await placeOrder(server, `${prefix}-${i}`);
      stored.push(`${prefix}-${i}`);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return stored;
    },
  };
}

/** The order numbers of a SQLite database file, read with a connection of the test's own. */
function orderNumbers(path: string): string[] {
  const database = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    return (database.prepare('select number from sales_orders order by id').all() as { number: string }[]).map((r) => r.number);
  } finally {
    database.close();
  }
}

/** The order numbers the API lists. */
async function listedOrders(server: Server): Promise<string[]> {
  const res = await call(server, 'GET', '/api/v1/orders?per_page=250');
  assert.equal(res.status, 200);
  return res.body.map((o: any) => o.number).sort();
}

describe('dockside backup and restore on SQLite (docs/operations.md "Backups")', {
  skip: BACKEND !== 'sqlite' && 'SQLite files; PostgreSQL is answered with its own tools, below',
  timeout: 180_000,
}, () => {
  let database: CliDatabase;
  let databaseFile: string;
  let dir: string;
  let env: Record<string, string>;
  beforeEach(async () => {
    database = await emptyDatabase();
    databaseFile = database.url.slice('sqlite:'.length);
    dir = mkdtempSync(join(tmpdir(), 'dockside-backups-'));
    // Orders as fast as the server takes them: no rate limit.
    env = {
      DATABASE_URL: database.url,
      DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY,
      DOCKSIDE_MASTER_KEY_FILE: join(dir, 'keys', 'master.key'),
      DOCKSIDE_RATE_LIMIT_PER_SECOND: '0',
    };
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  it('copies the database while serve writes: the copy passes the integrity check and holds every order committed before it began', async () => {
    const server = await startServer(env, START_MS);
    await merchant(server);
    for (let i = 1; i <= 20; i++) await placeOrder(server, `EARLY-${i}`);
    const writes = orderLoop(server, 'DURING');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const committedBefore = await listedOrders(server);
    const target = join(dir, 'backups', 'dockside.db');
    mkdirSync(dirname(target));
    const backup = await runCli(['backup', '--to', target], env, START_MS);
    const duringBackup = (await writes.stop()).length;
    assert.equal(backup.code, 0, backup.stderr);
    assert.equal(await stopServer(server), 0);

    assert.match(
      backup.stdout,
      new RegExp(
        `^backup written: ${target} \\(\\d+\\.\\d MiB, \\d+ pages, \\d+ sales orders, last migration \\d{4}-[\\w-]+\\), integrity ok; copied in \\d+\\.\\d\\d s, checked in \\d+\\.\\d\\d s\\n`,
      ),
    );
    assert.match(
      backup.stdout,
      /\nmaster key: not in the backup \(it never is\); back up the key file .*keys\/master\.key, apart from the backups \(docs\/operations\.md "Master key"\); the copy needs key mk_\w+ to open its webhook secrets\n$/,
    );
    const duringBefore = committedBefore.filter((n) => n.startsWith('DURING')).length;
    assert.ok(duringBackup > duringBefore, `serve kept writing while the backup ran (${duringBefore} orders, then ${duringBackup})`);

    const copy = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
    assert.deepEqual(copy.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
    assert.equal(copy.pragma('journal_mode', { simple: true }), 'delete', 'one file, no -wal needed');
    copy.close();
    const copied = orderNumbers(target);
    assert.deepEqual(
      committedBefore.filter((n) => !copied.includes(n)),
      [],
      'every order committed before the backup began',
    );
    assert.deepEqual(readdirSync(dirname(target)), ['dockside.db'], 'no temporary file and no -wal left');
    const key = readFileSync(join(dir, 'keys', 'master.key'), 'utf8')
      .split('\n')
      .find((line) => line && !line.startsWith('#'))!;
    assert.equal(readFileSync(target).includes(key), false, 'the master key is not in the backup');
  });

  it('refuses a target that exists (unless --force), a missing folder, the database itself, a file that is no Dockside database', async () => {
    assert.equal((await runCli(['migrate'], env, START_MS)).code, 0);
    const target = join(dir, 'backup.db');
    writeFileSync(target, 'an earlier backup');
    const refused = await runCli(['backup', '--to', target], env, START_MS);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /backup\.db exists; pass --force to replace it/);
    assert.equal(readFileSync(target, 'utf8'), 'an earlier backup');
    const forced = await runCli(['backup', '--to', target, '--force'], env, START_MS);
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(orderNumbers(target), []);

    const missing = await runCli(['backup', '--to', join(dir, 'nowhere', 'backup.db')], env, START_MS);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /the folder .*nowhere does not exist/);
    const itself = await runCli(['backup', '--to', databaseFile, '--force'], env, START_MS);
    assert.equal(itself.code, 1);
    assert.match(itself.stderr, /is the database itself/);

    const stranger = join(dir, 'stranger.db');
    new SqliteDatabase(stranger).exec('create table notes (text)');
    const foreign = await runCli(['backup', '--to', join(dir, 'foreign.db')], { ...env, DATABASE_URL: `sqlite:${stranger}` }, START_MS);
    assert.equal(foreign.code, 1);
    assert.match(foreign.stderr, /is not a Dockside database: it has no migrations recorded .*; nothing was written to/);
    assert.equal(existsSync(join(dir, 'foreign.db')), false);
    assert.deepEqual(
      readdirSync(dir).filter((name) => name.includes('partial')),
      [],
      'no half file left',
    );
    const usage = await runCli(['backup'], env, START_MS);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /usage: dockside backup --to FILE/);
  });

  it('restores a backup: later writes are gone, earlier ones there, the replaced database kept, the service serves', async () => {
    let server = await startServer(env, START_MS);
    await merchant(server);
    for (let i = 1; i <= 3; i++) await placeOrder(server, `KEPT-${i}`);
    const backupFile = join(dir, 'backup.db');
    const backup = await runCli(['backup', '--to', backupFile], env, START_MS);
    assert.equal(backup.code, 0, backup.stderr);
    for (let i = 1; i <= 2; i++) await placeOrder(server, `LOST-${i}`);
    assert.equal(await stopServer(server), 0);

    const restore = await runCli(['restore', '--from', backupFile], env, START_MS);
    assert.equal(restore.code, 0, restore.stderr);
    const kept = /the database it replaced is kept as (\S+), and ids, numbers and sync versions go on from where it left them;/.exec(restore.stdout)?.[1];
    assert.ok(kept, restore.stdout);
    assert.equal(dirname(kept), dirname(databaseFile));
    assert.match(basename(kept), /^dockside\.db\.before-restore-\d{8}T\d{6}\.\d{3}Z$/);
    assert.match(
      restore.stdout,
      /no migration to apply\nmaster key: the restored database needs key mk_\w+ to open its webhook secrets; the configured keys hold it\n$/,
    );
    assert.deepEqual(
      orderNumbers(kept).filter((n) => n.startsWith('LOST')),
      ['LOST-1', 'LOST-2'],
      'the replaced database holds the later writes',
    );
    assert.equal(existsSync(`${kept}-wal`), false, 'the kept database is one file');

    server = await startServer(env, START_MS);
    assert.deepEqual(await listedOrders(server), ['KEPT-1', 'KEPT-2', 'KEPT-3']);
    await placeOrder(server, 'AFTER-RESTORE');
    assert.deepEqual(await listedOrders(server), ['AFTER-RESTORE', 'KEPT-1', 'KEPT-2', 'KEPT-3']);
    // Nothing written after the restore takes a number the lost writes had (warehouses and webhook
    // receivers may hold them): ids, shipment numbers, event ids, sync versions all go on past them.
    const highest = (path: string, query: string) => {
      const file = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
      try {
        return (file.prepare(query).get() as { n: number }).n;
      } finally {
        file.close();
      }
    };
    for (const table of ['sales_orders', 'customer_shipments', 'events']) {
      const lost = highest(kept, `select max(id) as n from ${table}`);
      const after = highest(databaseFile, `select min(id) as n from ${table} where id > ${highest(backupFile, `select max(id) as n from ${table}`)}`);
      assert.ok(after > lost, `${table}: the first id after the restore (${after}) is above the lost ones (up to ${lost})`);
    }
    assert.ok(highest(databaseFile, 'select version as n from sync_clock') > highest(kept, 'select version as n from sync_clock'));
    assert.equal(await stopServer(server), 0);
    assert.equal(statSync(backupFile).isFile(), true, 'the backup itself stays');

    const elsewhere = await runCli(['restore', '--from', backupFile], { ...env, DOCKSIDE_MASTER_KEY_FILE: join(dir, 'no-such.key') }, START_MS);
    assert.equal(elsewhere.code, 0, elsewhere.stderr);
    assert.match(
      elsewhere.stdout,
      /master key: the restored database needs key mk_\w+ to open its webhook secrets, which the configured keys lack: put back the key file/,
    );
  });

  it('refuses to restore while serve has the database open, and a file that is not a backup; the database is untouched', async () => {
    const server = await startServer(env, START_MS);
    await merchant(server);
    await placeOrder(server, 'LIVE-1');
    const backupFile = join(dir, 'backup.db');
    assert.equal((await runCli(['backup', '--to', backupFile], env, START_MS)).code, 0);
    await placeOrder(server, 'LIVE-2');

    const refused = await runCli(['restore', '--from', backupFile], env, START_MS);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /dockside\.db is in use by a running process \(dockside serve or worker\?\): stop it, then restore/);
    const files = () => readdirSync(dirname(databaseFile)).filter((name) => !['dockside.db', 'dockside.db-wal', 'dockside.db-shm'].includes(name));
    assert.deepEqual(files(), [], 'nothing set aside, no copy of the backup left');
    assert.deepEqual(await listedOrders(server), ['LIVE-1', 'LIVE-2'], 'serve goes on with its database');

    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, 'x'.repeat(8192));
    const notBackup = await runCli(['restore', '--from', garbage], env, START_MS);
    assert.equal(notBackup.code, 1);
    assert.match(
      notBackup.stderr,
      /^dockside restore: the backup \S+garbage\.db is not a SQLite database \(file is not a database\); the database was not touched\n$/,
    );
    assert.deepEqual(files(), []);
    assert.deepEqual(await listedOrders(server), ['LIVE-1', 'LIVE-2']);
    assert.equal(await stopServer(server), 0);
  });
});

describe('dockside backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  let database: CliDatabase;
  let dir: string;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dockside-dumps-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  after(() => {
    killAll();
  });

  it('prints pg_dump and pg_restore commands with --schema for the search_path, never the password', () => {
    const url = 'postgres://dockside:s3cret@db.internal:5432/dockside?options=-c%20search_path%3Dsales';
    const dump = postgresAdvice('backup', url, '/backups/dockside.dump');
    assert.match(
      dump,
      /\n {2}pg_dump --format=custom --file=\/backups\/dockside\.dump --schema=sales --dbname='postgres:\/\/dockside@db\.internal:5432\/dockside\?options=-c%20search_path%3Dsales'\n/,
    );
    assert.doesNotMatch(dump, /s3cret/);
    assert.match(dump, /PGPASSWORD/);
    assert.match(dump, /docs\/operations\.md "Backups"/);
    const restore = postgresAdvice('restore', 'postgresql://db.internal/dockside', 'my dump');
    assert.match(restore, /\n {2}pg_restore --clean --if-exists --no-owner --single-transaction --dbname=postgresql:\/\/db\.internal\/dockside 'my dump'\n/);
    assert.doesNotMatch(restore, /PGPASSWORD|--schema/);
  });

  it('answers with the commands and exit code 2; the commands it prints back up and restore the database', {
    skip: BACKEND !== 'postgres' && 'needs PostgreSQL',
  }, async () => {
    database = await emptyDatabase();
    try {
      const env = { DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY };
      let server = await startServer(env, START_MS);
      await merchant(server);
      await placeOrder(server, 'DUMPED-1');
      const file = join(dir, 'dockside.dump');
      const backup = await runCli(['backup', '--to', file], env, START_MS);
      assert.equal(backup.code, 2);
      const dumpCommand = /^ {2}(pg_dump .*)$/m.exec(backup.stderr)?.[1];
      assert.ok(dumpCommand, backup.stderr);
      assert.match(dumpCommand, /--format=custom/);
      assert.match(dumpCommand, /--schema=cli_/);
      execFileSync('sh', ['-c', dumpCommand]);
      await placeOrder(server, 'NOT-DUMPED');
      assert.equal(await stopServer(server), 0);

      const restore = await runCli(['restore', '--from', file], env, START_MS);
      assert.equal(restore.code, 2);
      const restoreCommand = /^ {2}(pg_restore .*)$/m.exec(restore.stderr)?.[1];
      assert.ok(restoreCommand, restore.stderr);
      execFileSync('sh', ['-c', restoreCommand]);
      server = await startServer(env, START_MS);
      assert.deepEqual(await listedOrders(server), ['DUMPED-1']);
      assert.equal(await stopServer(server), 0);
    } finally {
      await database.cleanup();
    }
  });
});
