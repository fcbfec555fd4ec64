import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { connect, type Db } from '../../src/db/connect.ts';
import { generateMasterKey, Keyring, parseMasterKey } from '../../src/domain/secrets/keyring.ts';
import { openSigningSecret } from '../../src/domain/webhooks/sealed-secrets.ts';
import { emptyDatabase, killAll, runCli, startServer, stopServer, type CliDatabase } from '../helpers/cli.ts';
import { exactly } from '../helpers/lists.ts';

// A secret as an earlier version stored it: in clear.
const LEGACY_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

/** The keys of the key file, the current one first. */
function fileKeys(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

function keyringOf(keys: string[]): Keyring {
  return new Keyring(
    keys.map((k) => parseMasterKey(k, 'test')),
    'test',
  );
}

describe('dockside master key: sealed webhook secrets across starts and rotations (docs/operations.md "Master key")', { timeout: 180_000 }, () => {
  let database: CliDatabase;
  let dir: string;
  let keyFile: string;
  let env: Record<string, string>;
  let db: Db;

  const storedSecret = async () => (await db.selectFrom('webhook_endpoints').select('secret').executeTakeFirstOrThrow()).secret;
  const status = async (extra: Record<string, string> = {}) => {
    const res = await runCli(['master-key', 'status'], { ...env, ...extra });
    assert.equal(res.code, 0, res.stderr);
    return JSON.parse(res.stdout);
  };

  before(async () => {
    database = await emptyDatabase();
    dir = mkdtempSync(join(tmpdir(), 'dockside-master-key-'));
    keyFile = join(dir, 'secrets', 'master.key');
    env = { DATABASE_URL: database.url, DOCKSIDE_MASTER_KEY_FILE: keyFile, DOCKSIDE_DISPATCHER: '0' };
    const migrated = await runCli(['migrate'], env);
    assert.equal(migrated.code, 0, migrated.stderr);
    db = connect(database.url);
    const now = new Date().toISOString();
    await db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://93.184.216.34/hook',
        description: null,
        events: '["*"]',
        channel_id: null,
        partner_id: null,
        secret: LEGACY_SECRET,
        enabled: 1,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  after(async () => {
    killAll();
    await db.destroy();
    await database.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the key file at the first start, readable by its owner only, and seals what was stored in clear', async () => {
    assert.equal((await status()).in_clear, 1);
    const server = await startServer(env);
    assert.match(server.output(), /created the master key file/);
    assert.equal(await stopServer(server), 0);
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
    const stored = await storedSecret();
    assert.match(stored, /^dk1:mk_/);
    assert.equal(openSigningSecret(keyringOf(fileKeys(keyFile)), stored), LEGACY_SECRET, 'the same secret, sealed');
    const after = await status();
    assert.deepEqual([after.in_clear, after.current, after.database_key], [0, keyringOf(fileKeys(keyFile)).currentId, after.current]);
  });

  it('refuses to start with another key, or with none, before sealing anything', async () => {
    const other = await runCli(['serve'], { ...env, DOCKSIDE_MASTER_KEY: generateMasterKey() });
    assert.equal(other.code, 1);
    assert.match(other.stderr, /sealed under master key mk_[0-9a-f]{16}, which DOCKSIDE_MASTER_KEY does not hold .*give every process the same master key/);
    const missingFile = join(dir, 'elsewhere', 'master.key');
    const none = await runCli(['serve'], { ...env, DOCKSIDE_MASTER_KEY_FILE: missingFile });
    assert.equal(none.code, 1);
    assert.match(none.stderr, /no master key was given: set DOCKSIDE_MASTER_KEY or restore the key file/);
    assert.equal(existsSync(missingFile), false, 'no new key was made up for a database that has one');
    const malformed = await runCli(['serve'], { ...env, DOCKSIDE_MASTER_KEY: 'hunter2' });
    assert.equal(malformed.code, 1);
    assert.match(malformed.stderr, /DOCKSIDE_MASTER_KEY must be 32 random bytes in base64/);
  });

  it('refuses a key file that others can read', async () => {
    chmodSync(keyFile, 0o644);
    try {
      const res = await runCli(['serve'], env);
      assert.equal(res.code, 1);
      assert.match(res.stderr, /is readable by others \(mode 644\): run chmod 600/);
    } finally {
      chmodSync(keyFile, 0o600);
    }
  });

  it('rotate puts a new key first, keeps the old one to open with, and seals every secret under the new one', async () => {
    const [before] = fileKeys(keyFile);
    assert.ok(before, 'the key file holds a key');
    const res = await runCli(['master-key', 'rotate'], env);
    assert.equal(res.code, 0, res.stderr);
    const rotated = JSON.parse(res.stdout);
    const [current, previous] = exactly(fileKeys(keyFile), 2);
    assert.equal(previous, before);
    assert.equal(rotated.current, keyringOf([current]).currentId);
    assert.deepEqual([rotated.decrypt_only, rotated.resealed], [[keyringOf([before]).currentId], 1]);
    assert.deepEqual((await status()).sealed, { [rotated.current]: 1 });
    assert.equal(openSigningSecret(keyringOf([current]), await storedSecret()), LEGACY_SECRET);
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
    const withEnv = await runCli(['master-key', 'rotate'], { ...env, DOCKSIDE_MASTER_KEY: current });
    assert.equal(withEnv.code, 1);
    assert.match(withEnv.stderr, /rotate it in the environment/);
  });

  it('rotates in the environment: the new key current, the old one decrypt-only; the next start seals under the new one', async () => {
    const [old] = fileKeys(keyFile);
    assert.ok(old, 'the key file holds a key');
    const next = generateMasterKey();
    const nextId = keyringOf([next]).currentId;
    const server = await startServer({ ...env, DOCKSIDE_MASTER_KEY: next, DOCKSIDE_MASTER_KEY_DECRYPT_ONLY: old });
    assert.match(server.output(), /sealed webhook secrets under the current master key/);
    assert.equal(await stopServer(server), 0);
    assert.deepEqual((await status({ DOCKSIDE_MASTER_KEY: next })).sealed, { [nextId]: 1 });
    assert.equal(openSigningSecret(keyringOf([next]), await storedSecret()), LEGACY_SECRET);
    const oldOnly = await runCli(['serve'], { ...env, DOCKSIDE_MASTER_KEY: old });
    assert.equal(oldOnly.code, 1, 'the old key alone no longer opens the database');
    const newOnly = await startServer({ ...env, DOCKSIDE_MASTER_KEY: next });
    assert.equal(await stopServer(newOnly), 0);
  });

  it('generate prints a new key in the form DOCKSIDE_MASTER_KEY takes', async () => {
    const res = await runCli(['master-key', 'generate'], {});
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^[A-Za-z0-9+/]{43}=\n$/);
    assert.equal(parseMasterKey(res.stdout, 'generated').key.length, 32);
  });
});
