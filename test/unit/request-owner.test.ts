import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { requestOwner } from '../../src/domain/idempotency/owner.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';

describe('the owner of idempotent requests: alive while its process serves, gone when it is not', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('answers its own token alive, and a token of another process that ended gone', async () => {
    const owner = requestOwner(ctx.db);
    const token = await owner.currentToken();
    assert.equal(await owner.liveness(token), 'alive');
    if (BACKEND === 'sqlite') {
      const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
      assert.equal(await owner.liveness(`process:${hostname()}:${ended.stdout}`), 'gone');
      assert.equal(await owner.liveness('process:another-host.example:1'), 'unknown', 'a process of another host cannot be checked');
    } else {
      const other = requestOwner(ctx.db);
      const otherToken = await other.currentToken();
      assert.equal(await owner.liveness(otherToken), 'alive');
      await other.release();
      assert.equal(await owner.liveness(otherToken), 'gone', 'released with its connection');
    }
    await owner.release();
  });

  it('PostgreSQL: a lock connection that dies ends the session; the next claim holds a new one', {
    skip: BACKEND !== 'postgres' && 'SQLite has no lock connection',
  }, async () => {
    const owner = requestOwner(ctx.db);
    const first = await owner.currentToken();
    const lockId = first.slice('pg-lock:'.length);
    // Kill the connection holding the lock, as a restart or a network cut would.
    await sql`select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and granted and ((classid::int8 << 32) | objid::int8) = ${lockId}::int8`.execute(ctx.db);
    // pg_terminate_backend only signals the backend: it lets go of its locks when it has exited.
    let liveness = await owner.liveness(first);
    for (let i = 0; i < 50 && liveness !== 'gone'; i++) {
      await sleep(100);
      liveness = await owner.liveness(first);
    }
    assert.equal(liveness, 'gone');
    let second = first;
    for (let i = 0; i < 40 && second === first; i++) {
      await sleep(250);
      second = await owner.currentToken();
    }
    assert.notEqual(second, first, 'a new session after the heartbeat found the connection gone');
    assert.equal(await owner.liveness(second), 'alive');
    await owner.release();
  });
});
