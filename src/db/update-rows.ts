import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** How a column takes its new value: `set` replaces it, `add` adds to it atomically (`c = c + v`). */
type RowColumn = { name: string; type: 'integer' | 'bigint' | 'text'; mode?: 'set' | 'add' };

/** One row to update: its id and a value per column, in the order of the columns. */
type RowValues = { id: number; values: (string | number | null)[] };

// Keeps a statement well under the bound-parameter limits of both backends.
const ROWS_PER_STATEMENT = 400;

/**
 * Updates many rows of a table by id, each with values of its own, in one statement per 400 rows:
 * `with v(id, c...) as (values (?, ?...), ...) update t set c = v.c ... from v where t.id = v.id`, which
 * SQLite (3.33+) and PostgreSQL both run. A VALUES list, unlike a union of selects, costs PostgreSQL
 * next to nothing to plan (a union of 150 rows took 10 ms to plan). `add` columns change with
 * `c = c + v.c`, never read-modify-write. Values are cast to the column type so PostgreSQL knows the
 * types of the bound parameters.
 */
export async function updateRows(trx: Db, table: keyof Database & string, columns: RowColumn[], rows: RowValues[]): Promise<void> {
  const names = sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(c.name))]);
  const sets = columns.map((c): RawBuilder<unknown> => (c.mode === 'add'
    ? sql`${sql.ref(c.name)} = ${sql.ref(`${table}.${c.name}`)} + ${sql.ref(`v.${c.name}`)}`
    : sql`${sql.ref(c.name)} = ${sql.ref(`v.${c.name}`)}`));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => sql`(${sql.join([
      sql`cast(${row.id} as integer)`,
      ...columns.map((c, i) => sql`cast(${row.values[i]} as ${sql.raw(c.type)})`),
    ])})`);
    await sql`with ${sql.table('v')}(${names}) as (values ${sql.join(values)}) update ${sql.table(table)} set ${sql.join(sets)} from ${sql.table('v')} where ${sql.ref(`${table}.id`)} = ${sql.ref('v.id')}`.execute(trx);
  }
}
