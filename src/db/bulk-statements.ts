import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import { dbKind, type Db } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * The text of the statements that write many rows at once, built by hand rather than with Kysely's
 * builder. Kysely builds a tree of operation nodes for every bound value and compiles it on every call:
 * for a ship.json batch's multi-row inserts and updates (~1,000 rows, ~8,000 values) that was 18 % of
 * the server's time in the confirmation phase on SQLite (profile in docs/performance.md), more than
 * SQLite spent running those statements. Here the text depends only on the table, the columns and the
 * row count, so it is built once and kept, and the values go as one flat parameter array
 * (`CompiledQuery.raw`). Table and column names come from the code, never from a request; they are
 * still quoted as identifiers.
 */

type Table = keyof Database & string;

// Under both backends' limits on bound parameters (SQLite 32,766, PostgreSQL 65,535).
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;
const TEXT_CACHE_SIZE = 200;

const texts = new Map<string, string>();

/** The statement text for `key`, built by `build` the first time (least recently built out first). */
function cachedText(key: string, build: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    if (texts.size >= TEXT_CACHE_SIZE) texts.delete(texts.keys().next().value!);
    texts.set(key, text);
  }
  return text;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The n-th parameter (1-based): `?` for SQLite, `$n` for PostgreSQL. */
function placeholder(postgres: boolean, n: number): string {
  return postgres ? `$${n}` : '?';
}

/** `(p, p, ...), (p, p, ...)`: `rows` tuples of `width` placeholders, numbered from 1. */
function tuples(postgres: boolean, rows: number, width: number, cell: (p: string, column: number) => string = (p) => p): string {
  const out: string[] = [];
  let n = 1;
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < width; c++) cells.push(cell(placeholder(postgres, n++), c));
    out.push(`(${cells.join(', ')})`);
  }
  return out.join(', ');
}

function rowsPerStatement(width: number): number {
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / width)));
}

/**
 * Inserts rows (all with the same columns, those of the first row) in as few statements as the
 * parameter limits allow, in order, and answers the `returning` columns of each inserted row, in
 * the order of `rows` (both backends return the rows of a multi-row insert in the order given).
 */
export async function insertRows<T extends Table, K extends keyof Selectable<Database[T]> & string = never>(
  trx: Db, table: T, rows: Insertable<Database[T]>[], returning: readonly K[] = [],
): Promise<Pick<Selectable<Database[T]>, K>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]) as (keyof Insertable<Database[T]> & string)[];
  const postgres = dbKind(trx) === 'postgres';
  const per = rowsPerStatement(columns.length);
  const answered: Pick<Selectable<Database[T]>, K>[] = [];
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    const text = cachedText(`insert ${postgres} ${table} ${columns.join(',')} ${chunk.length} ${returning.join(',')}`, () => (
      `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples(postgres, chunk.length, columns.length)}`
      + (returning.length > 0 ? ` returning ${returning.map(quote).join(', ')}` : '')
    ));
    const parameters: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) parameters.push(row[column] ?? null);
    }
    const result = await trx.executeQuery<Pick<Selectable<Database[T]>, K>>(CompiledQuery.raw(text, parameters));
    if (returning.length > 0) answered.push(...result.rows);
  }
  return answered;
}

/** How a column takes its new value: `set` replaces it, `add` adds to it atomically (`c = c + v`). */
export type RowColumn = { name: string; type: 'integer' | 'bigint' | 'text'; mode?: 'set' | 'add' };

/** One row to update: its id and a value per column, in the order of the columns. */
export type RowValues = { id: number; values: (string | number | null)[] };

/**
 * Updates many rows of a table by id, each with values of its own, in one statement per 500 rows:
 * `with v(id, c...) as (values (?, ?...), ...) update t set c = v.c ... from v where t.id = v.id`, which
 * SQLite (3.33+) and PostgreSQL both run. A VALUES list, unlike a union of selects, costs PostgreSQL
 * next to nothing to plan (a union of 150 rows took 10 ms to plan). `add` columns change with
 * `c = c + v.c`, never read-modify-write. Values are cast to the column type so PostgreSQL knows the
 * types of the bound parameters.
 */
export async function updateRows(trx: Db, table: Table, columns: RowColumn[], rows: RowValues[]): Promise<void> {
  if (rows.length === 0) return;
  const postgres = dbKind(trx) === 'postgres';
  const width = columns.length + 1;
  const per = rowsPerStatement(width);
  const types = ['integer', ...columns.map((c) => c.type)];
  const sets = columns.map((c) => (c.mode === 'add'
    ? `${quote(c.name)} = ${quote(table)}.${quote(c.name)} + v.${quote(c.name)}`
    : `${quote(c.name)} = v.${quote(c.name)}`));
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    const text = cachedText(`update ${postgres} ${table} ${columns.map((c) => `${c.name}:${c.type}:${c.mode ?? 'set'}`).join(',')} ${chunk.length}`, () => (
      `with v(${['id', ...columns.map((c) => c.name)].map(quote).join(', ')}) as (values ${tuples(postgres, chunk.length, width, (p, i) => `cast(${p} as ${types[i]})`)}) `
      + `update ${quote(table)} set ${sets.join(', ')} from v where ${quote(table)}.${quote('id')} = v.${quote('id')}`
    ));
    const parameters: unknown[] = [];
    for (const row of chunk) parameters.push(row.id, ...row.values);
    await trx.executeQuery(CompiledQuery.raw(text, parameters));
  }
}
