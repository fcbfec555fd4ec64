import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { connect, type Db } from '../../src/db/connect.ts';
import { runBulkBatch } from '../../src/http/batch/run-batch.ts';

/** Files this process holds open that have no name any more: SQLite's temporary files (opened, then unlinked). */
function unnamedFiles(): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith('/') && !target.startsWith('/memfd:') && target.endsWith(' (deleted)') ? [target] : [];
    } catch {
      return [];
    }
  });
}

const ROWS = 2_000;

/** Changes every row (~800 KB of pages) and answers the unnamed files open meanwhile, inside the transaction. */
async function changeEveryRow(trx: Db): Promise<string[]> {
  await sql`update filler set text = case when text = lower(text) then upper(text) else lower(text) end`.execute(trx);
  return unnamedFiles();
}

const temporaryStore = async (db: Db) => (await sql<{ temp_store: number }>`pragma temp_store`.execute(db)).rows[0]!.temp_store;

/**
 * A batch write's statements keep the original of every page they change, to roll back to (each may
 * fail half-way, and the set-based write runs under a savepoint). Past 64 KiB SQLite writes that journal
 * to a temporary file, unless its temporary data is in memory: ~240 writes to it for every ship.json
 * batch of 50. Batch writes keep it in memory; everything else keeps SQLite's default, on disk, where a
 * large sort cannot fill the memory.
 */
describe('SQLite journals of a batch write', { skip: !existsSync('/proc/self/fd') && 'reads /proc/self/fd (Linux)' }, () => {
  let dir: string;
  let db: Db;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dockside-temp-store-'));
    db = connect(`sqlite:${join(dir, 'test.db')}`);
    await sql`create table filler (id integer primary key, text text not null)`.execute(db);
    await sql`insert into filler (text) select printf('%.400c', 'x') from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) select i from n)`.execute(
      db,
    );
  });
  after(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stay in memory: changing 800 KB of rows in a batch opens no temporary file, batch after batch, and the change is committed', async () => {
    const before = unnamedFiles();
    // Twice: the second batch runs the connection's cached statements, the pragmas among them.
    for (const expected of ['X', 'x']) {
      let during: string[] = [];
      const outcome = await runBulkBatch(db, { elements: [{ id: 1 }], pointer: '/elements', atomic: false }, async (trx, elements) => {
        during = await changeEveryRow(trx);
        return elements.map(() => ({ ok: true, result: null }));
      });
      assert.deepEqual(outcome.outcomes, [{ ok: true, result: null }]);
      assert.deepEqual(during, before);
      assert.equal((await sql<{ n: number }>`select count(*) as n from filler where substr(text, 1, 1) = ${expected}`.execute(db)).rows[0]!.n, ROWS);
    }
  });

  it("leave the connection with SQLite's default after the batch, committed or failed", async () => {
    await runBulkBatch(db, { elements: [{ id: 1 }], pointer: '/elements', atomic: false }, async (_trx, elements) =>
      elements.map(() => ({ ok: true, result: null })),
    );
    assert.equal(await temporaryStore(db), 0);
    await assert.rejects(
      runBulkBatch(db, { elements: [{ id: 1 }], pointer: '/elements', atomic: true }, async () => {
        throw new Error('the database went away');
      }),
      /went away/,
    );
    assert.equal(await temporaryStore(db), 0);
  });

  it('(control) go to a temporary file in a transaction that is not a batch write', async () => {
    const before = unnamedFiles();
    const during = await db.transaction().execute(async (trx) => {
      await sql`savepoint other`.execute(trx);
      const open = await changeEveryRow(trx);
      await sql`release other`.execute(trx);
      return open;
    });
    assert.equal(during.length, before.length + 1);
  });
});
