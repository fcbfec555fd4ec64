import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connect, withStableParameters } from '../../src/db/connect.ts';
import { sql } from 'kysely';

describe('SQLite statements keep their plan across bindings', () => {
  it('writes every bound parameter as +? and leaves quoted text alone', () => {
    assert.equal(
      withStableParameters('select "a?" from t where x = ? and y in (?, ?) and z = \'?\' limit ? offset ?'),
      'select "a?" from t where x = +? and y in (+?, +?) and z = \'?\' limit +? offset +?',
    );
    assert.equal(withStableParameters("update t set a = ?, b = 'it''s ?' where id = ?"), "update t set a = +?, b = 'it''s ?' where id = +?");
    assert.equal(withStableParameters('select +? as already'), 'select +? as already');
  });

  it('binds the same values and types through the rewritten statement', async () => {
    const db = connect('sqlite::memory:');
    try {
      const { rows } = await sql<{
        t: string;
        i: string;
        n: string;
        v: string;
        s: string;
      }>`select typeof(${'007'}) as t, typeof(${BigInt(5)}) as i, typeof(${null}) as n, ${'007'} as v, ${'a?b'} as s`.execute(db);
      assert.deepEqual(rows[0], { t: 'text', i: 'integer', n: 'null', v: '007', s: 'a?b' });
      await sql`create table t (id integer primary key, code text, qty integer)`.execute(db);
      await sql`insert into t (code, qty) values (${'0042'}, ${3}), (${'B?'}, ${4})`.execute(db);
      const found = await sql<{ id: number; qty: number }>`select id, qty from t where code = ${'0042'} limit ${1}`.execute(db);
      assert.deepEqual(found.rows, [{ id: 1, qty: 3 }], 'a text key keeps its leading zeros, the limit applies');
    } finally {
      await db.destroy();
    }
  });
});
