import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emptyDatabase, killAll, runCli, startServer, stopServer, type CliDatabase, type Server } from '../helpers/cli.ts';

const KEY = /^(dk_staff_[A-Za-z0-9_-]{43})$/m;

describe('dockside migrate and keys (docs/admin-api.md "API keys")', { timeout: 120_000 }, () => {
  let database: CliDatabase;
  let env: Record<string, string>;
  let server: Server | undefined;

  before(async () => {
    database = await emptyDatabase();
    env = { DATABASE_URL: database.url };
  });
  after(async () => {
    killAll();
    await database.cleanup();
  });

  it('migrate applies the migrations, then says the database is up to date', async () => {
    const first = await runCli(['migrate'], env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^applied: 0001-foundation, 0002-carriers/);
    const second = await runCli(['migrate'], env);
    assert.equal(second.code, 0, second.stderr);
    assert.equal(second.stdout, 'database is up to date\n');
  });

  it('keys create --role staff prints a key, shown once, that a running server accepts', async () => {
    const created = await runCli(['keys', 'create', '--role', 'staff', '--name', 'ops laptop'], env);
    assert.equal(created.code, 0, created.stderr);
    const key = KEY.exec(created.stdout)?.[1];
    assert.ok(key, created.stdout);
    server = await startServer(env);
    const ok = await fetch(`${server.url}/api/v1/warehouses`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(ok.status, 200);
    const id = Number(/created staff key (\d+)/.exec(created.stdout)?.[1]);

    const list = await runCli(['keys', 'list'], env);
    assert.equal(list.code, 0, list.stderr);
    const rows = list.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const row = rows.find((r) => r.id === id);
    assert.equal(row.role, 'staff');
    assert.equal(row.name, 'ops laptop');
    assert.equal(row.prefix, key.slice(0, 12));
    assert.ok(row.last_used_at, 'the request above was recorded');
    assert.ok(!list.stdout.includes(key), 'the key is never shown again');
    assert.ok(!list.stdout.includes('key_hash'));

    const revoked = await runCli(['keys', 'revoke', String(id)], env);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.equal(revoked.stdout, `revoked key ${id}\n`);
    const refused = await fetch(`${server.url}/api/v1/warehouses`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(refused.status, 401);
    const again = await runCli(['keys', 'revoke', String(id)], env);
    assert.equal(again.code, 1);
    assert.match(again.stderr, new RegExp(`no active key with id ${id}`));
    assert.equal(await stopServer(server), 0);
  });

  it('keys create --role warehouse needs an existing partner', async () => {
    const missing = await runCli(['keys', 'create', '--role', 'warehouse'], env);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--partner/);
    assert.equal(missing.stdout, '');
    const unknown = await runCli(['keys', 'create', '--role', 'warehouse', '--partner', 'NOPE'], env);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /partner "NOPE" does not exist/);
  });

  it('answers usage errors with exit code 2 and nothing created', async () => {
    const cases = [
      ['keys', 'create', '--role', 'admin'],
      ['keys', 'create', '--role', 'staff', '--partner', '1'],
      ['keys', 'create', '--role', 'staff', '--colour', 'red'],
      ['keys', 'revoke', 'abc'],
      ['keys', 'rotate'],
      ['frobnicate'],
    ];
    for (const args of cases) {
      const res = await runCli(args, env);
      assert.equal(res.code, 2, `${args.join(' ')}: ${res.stderr}`);
      assert.ok(res.stderr.length > 0, args.join(' '));
    }
    const list = await runCli(['keys', 'list'], env);
    assert.equal(list.stdout.trim().split('\n').length, 1, 'only the key of the test above exists');
  });
});

describe('configuration errors stop the start (docs/operations.md)', { timeout: 60_000 }, () => {
  after(() => {
    killAll();
  });

  it('names a malformed PORT and exits 1 before touching anything', async () => {
    const res = await runCli(['serve'], { PORT: 'abc', DATABASE_URL: 'sqlite:/nonexistent/never/created.db' });
    assert.equal(res.code, 1);
    assert.match(res.stderr, /PORT must be an integer from 0 to 65535, got "abc"/);
    assert.equal(res.stdout, '');
  });

  it('lists every malformed variable at once, one a line', async () => {
    const res = await runCli(['migrate'], {
      PORT: '70000',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/dockside',
      DOCKSIDE_RATE_LIMIT_BURST: '0',
      DATABASE_POOL_SIZE: '-1',
      DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: 'yes',
    });
    assert.equal(res.code, 1);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'DOCKSIDE_RATE_LIMIT_BURST', 'DATABASE_POOL_SIZE', 'DOCKSIDE_WEBHOOK_ALLOW_PRIVATE']) {
      assert.match(res.stderr, new RegExp(`^  ${name} must`, 'm'), name);
    }
  });
});
