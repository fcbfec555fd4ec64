import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** How a column takes its new value: `set` replaces it, `add` adds to it atomically (`c = c + v`). */
export type RowColumn = { name: string; type: 'integer' | 'bigint' | 'text'; mode?: 'set' | 'add' };

/** One row to update: its id and a value per column, in the order of the columns. */
export type RowValues = { id: number; values: (string | number | null)[] };

// SQLite accepts at most 500 terms in a compound select.
const ROWS_PER_STATEMENT = 400;

/**
 * Updates many rows of a table by id, each with values of its own, in one statement per 400 rows:
 * `update t set c = v.c ... from (select ? as id, ? as c union all ...) as v where t.id = v.id`, which
 * SQLite (3.33+) and PostgreSQL both run. `add` columns change with `c = c + v.c`, never read-modify-
 * write. Values are cast to the column type so PostgreSQL knows the types of the bound parameters.
 */
export async function updateRows(trx: Db, table: keyof Database & string, columns: RowColumn[], rows: RowValues[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const selects = chunk.map((row) => sql`select ${sql.join([
      sql`cast(${row.id} as integer) as ${sql.ref('id')}`,
      ...columns.map((c, i) => sql`cast(${row.values[i]} as ${sql.raw(c.type)}) as ${sql.ref(c.name)}`),
    ])}`);
    const sets = columns.map((c): RawBuilder<unknown> => (c.mode === 'add'
      ? sql`${sql.ref(c.name)} = ${sql.ref(`${table}.${c.name}`)} + ${sql.ref(`v.${c.name}`)}`
      : sql`${sql.ref(c.name)} = ${sql.ref(`v.${c.name}`)}`));
    await sql`update ${sql.table(table)} set ${sql.join(sets)} from (${sql.join(selects, sql` union all `)}) as ${sql.table('v')} where ${sql.ref(`${table}.id`)} = ${sql.ref('v.id')}`.execute(trx);
  }
}
