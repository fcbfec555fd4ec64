import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { connect } from '../../src/db/connect.ts';

/**
 * With background checkpoints, the serving connection leaves its write-ahead log to a thread of its own:
 * the database file grows (pages copied in from the log) without the writer checkpointing. Without them,
 * a log under SQLite's 1,000-page threshold stays in the log.
 */
async function fileGrowsWithin(backgroundCheckpoints: boolean, waitMs: number): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'dockside-wal-'));
  const path = join(dir, 'test.db');
  const db = connect(`sqlite:${path}`, { backgroundCheckpoints });
  try {
    await sql`create table filler (id integer primary key, text text)`.execute(db);
    const before = statSync(path).size;
    // ~400 KB in 20 transactions: about 100 pages in the log, well under any automatic checkpoint.
    for (let t = 0; t < 20; t++) {
      await sql`insert into filler (text) select printf('%.1000c', 'x') from (select 1 union all select 2 union all select 3 union all select 4 union all select 5 union all select 6 union all select 7 union all select 8 union all select 9 union all select 10 union all select 11 union all select 12 union all select 13 union all select 14 union all select 15 union all select 16 union all select 17 union all select 18 union all select 19 union all select 20)`.execute(
        db,
      );
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline; ) {
      if (statSync(path).size > before + 200_000) return true;
      await sleep(50);
    }
    return false;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('SQLite write-ahead log checkpoints on a thread of their own', () => {
  it('copies the log into the database file without the serving connection doing it', async () => {
    assert.equal(await fileGrowsWithin(true, 5_000), true);
  });

  it('(control) a connection without them leaves a small log in the log file', async () => {
    assert.equal(await fileGrowsWithin(false, 1_000), false);
  });
});
