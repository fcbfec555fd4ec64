import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { insertRows, updateRows } from '../../src/db/bulk-statements.ts';
import type { Db } from '../../src/db/connect.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';

// A table of the test's own, so that every value and count can be chosen freely.
type Row = { code: string; qty: number; note: string | null };
const insert = (db: Db, rows: Row[], returning: string[] = []) =>
  insertRows(db, 'bulk_rows' as never, rows as never[], returning as never[]) as Promise<Record<string, unknown>[]>;

describe('bulk statements: many rows in few statements, on both backends', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    await sql
      .raw(`create table bulk_rows (id ${BACKEND === 'postgres' ? 'serial' : 'integer'} primary key, code text not null, qty integer not null, note text)`)
      .execute(ctx.db);
  });
  after(() => ctx.close());

  it('inserts rows in order, nulls kept, and answers the returning columns row by row', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ code: `c${i}`, qty: i * 10, note: i % 2 ? null : `it's "${i}" ?` }));
    const answered = await insert(ctx.db, rows, ['id', 'code']);
    assert.deepEqual(
      answered.map((r) => r.code),
      rows.map((r) => r.code),
    );
    const stored = await sql<Row & { id: number }>`select id, code, qty, note from bulk_rows order by id`.execute(ctx.db);
    assert.deepEqual(
      stored.rows.map(({ code, qty, note }) => ({ code, qty, note })),
      rows,
    );
    assert.deepEqual(
      answered.map((r) => r.id),
      stored.rows.map((r) => r.id),
    );
  });

  it('splits a write larger than the bound-parameter limits and keeps the order', async () => {
    await sql`delete from bulk_rows`.execute(ctx.db);
    // 12,001 rows of 3 columns: 36,003 values, over one statement's 30,000.
    const rows = Array.from({ length: 12_001 }, (_, i) => ({ code: `big${i}`, qty: i, note: null }));
    const answered = await insert(ctx.db, rows, ['qty']);
    assert.equal(answered.length, rows.length);
    assert.ok(
      answered.every((r, i) => r.qty === i),
      'returned in the order given',
    );
    const {
      rows: [count],
    } = await sql<{ n: number }>`select count(*) as n from bulk_rows`.execute(ctx.db);
    assert.ok(count);
    assert.equal(Number(count.n), 12_001);
  });

  it('updates rows by id, `set` replacing and `add` adding atomically, with counts the text cache has not seen', async () => {
    await sql`delete from bulk_rows`.execute(ctx.db);
    const ids = exactly(
      (
        await insert(
          ctx.db,
          [1, 2, 3, 4, 5].map((i) => ({ code: `u${i}`, qty: 100, note: null })),
          ['id'],
        )
      ).map((r) => r.id as number),
      5,
    );
    const columns = [
      { name: 'qty', type: 'integer' as const, mode: 'add' as const },
      { name: 'note', type: 'text' as const },
    ];
    await updateRows(ctx.db, 'bulk_rows' as never, columns, [
      { id: ids[0], values: [5, 'a'] },
      { id: ids[2], values: [-7, null] },
    ]);
    await updateRows(ctx.db, 'bulk_rows' as never, columns, [
      { id: ids[0], values: [1, 'b'] },
      { id: ids[1], values: [0, 'c'] },
      { id: ids[4], values: [2, 'e'] },
    ]);
    const stored = await sql<{ qty: number; note: string | null }>`select qty, note from bulk_rows order by id`.execute(ctx.db);
    assert.deepEqual(
      stored.rows.map((r) => [r.qty, r.note]),
      [
        [106, 'b'],
        [100, 'c'],
        [93, null],
        [100, null],
        [102, 'e'],
      ],
    );
  });

  it('stores a lone UTF-16 surrogate as U+FFFD on both backends, inserted or updated', async () => {
    await sql`delete from bulk_rows`.execute(ctx.db);
    const [{ id }] = exactly(await insert(ctx.db, [{ code: 'half\uD83D', qty: 1, note: 'pair \uD83D\uDE00 kept' }], ['id']), 1);
    await updateRows(ctx.db, 'bulk_rows' as never, [{ name: 'note', type: 'text' }], [{ id: id as number, values: ['\uDE00 then \\ud800 as text'] }]);
    const stored = await sql<{ code: string; note: string }>`select code, note from bulk_rows`.execute(ctx.db);
    assert.deepEqual(stored.rows, [{ code: 'half\uFFFD', note: '\uFFFD then \\ud800 as text' }]);
    await insert(ctx.db, [
      { code: 'pair', qty: 2, note: 'pair \uD83D\uDE00 kept' },
      { code: 'text', qty: 3, note: 'C:\\udata, \\ud800' },
    ]);
    const pair = await sql<{ note: string }>`select note from bulk_rows where code in ('pair', 'text') order by qty`.execute(ctx.db);
    assert.deepEqual(
      pair.rows.map((r) => r.note),
      ['pair \u{1F600} kept', 'C:\\udata, \\ud800'],
      'pairs and backslashes stay as sent',
    );
  });

  it('writes nothing for no rows', async () => {
    assert.deepEqual(await insert(ctx.db, [], ['id']), []);
    await updateRows(ctx.db, 'bulk_rows' as never, [{ name: 'qty', type: 'integer' }], []);
  });
});
