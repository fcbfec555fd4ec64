import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import { dbKind, type Db } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * The text of the statements that write many rows at once, built by hand rather than with Kysely's
 * builder. Kysely builds a tree of operation nodes for every bound value and compiles it on every call:
 * for a ship.json batch's multi-row inserts and updates (~1,000 rows, ~8,000 values) that was 18 % of
 * the server's time in the confirmation phase on SQLite (a profile, 2 cores, 2026-11-24; measured:
 * docs/performance-journal.md#shipjson-statements-without-kyselys-builder-checkpoints-off-the-serving-thread),
 * more than SQLite spent running those statements. Here the text depends only on the table, the columns and
 * the row count, so it is built once and kept, and the values go as one flat parameter array
 * (`CompiledQuery.raw`). Table and column names come from the code, never from a request; they are still
 * quoted as identifiers.
 *
 * On PostgreSQL the rows go as one JSON parameter instead (`json_populate_recordset` for inserts,
 * `json_to_recordset` for updates): a statement of ~3,000 placeholders cost PostgreSQL ~1 ms to parse
 * and plan every time (266 stock moves: 1.9-2.0 ms in all, against 1.2-1.3 ms from JSON; 2 cores,
 * 2026-11-24), and the text no longer depends on the row count. The JSON carries each text as SQLite and the
 * driver's own parameters do: a lone UTF-16 surrogate becomes U+FFFD (PostgreSQL refuses it in JSON).
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

/** SQLite's `(?, ?, ...), (?, ?, ...)`: `rows` tuples of `width` placeholders, each written by `cell`. */
function tuples(rows: number, width: number, cell: (column: number) => string = () => '?'): string {
  const tuple = `(${Array.from({ length: width }, (_, c) => cell(c)).join(', ')})`;
  return Array.from({ length: rows }, () => tuple).join(', ');
}

function rowsPerStatement(width: number): number {
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / width)));
}

/**
 * Inserts rows (all with the same columns, those of the first row) in as few statements as the
 * parameter limits allow, in order, and answers the `returning` columns of each inserted row, in
 * the order of `rows` (both backends return the rows of a multi-row insert in the order given).
 * `postgresRows`: rows per statement on PostgreSQL, where they go as one JSON parameter whatever their
 * number (a snapshot's 100,000 staging rows: 10 statements instead of 200).
 */
export async function insertRows<T extends Table, K extends keyof Selectable<Database[T]> & string = never>(
  trx: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  returning: readonly K[] = [],
  { postgresRows }: { postgresRows?: number } = {},
): Promise<Pick<Selectable<Database[T]>, K>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!) as (keyof Insertable<Database[T]> & string)[];
  const postgres = dbKind(trx) === 'postgres';
  const per = postgres && postgresRows !== undefined ? postgresRows : rowsPerStatement(columns.length);
  const answered: Pick<Selectable<Database[T]>, K>[] = [];
  const returningText = returning.length > 0 ? ` returning ${returning.map(quote).join(', ')}` : '';
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    let query: CompiledQuery;
    if (postgres) {
      const text = cachedText(
        `insert json ${table} ${columns.join(',')} ${returning.join(',')}`,
        () =>
          `insert into ${quote(table)} (${columns.map(quote).join(', ')}) select ${columns.map(quote).join(', ')} ` +
          `from json_populate_recordset(null::${quote(table)}, $1::json)${returningText}`,
      );
      // Fields the row lacks are null in the recordset, as the null parameters are below.
      query = CompiledQuery.raw(text, [rowsJson(chunk)]);
    } else {
      const text = cachedText(
        `insert ${table} ${columns.join(',')} ${chunk.length} ${returning.join(',')}`,
        () => `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples(chunk.length, columns.length)}${returningText}`,
      );
      const parameters: unknown[] = [];
      for (const row of chunk) {
        for (const column of columns) parameters.push(row[column] ?? null);
      }
      query = CompiledQuery.raw(text, parameters);
    }
    const result = await trx.executeQuery<Pick<Selectable<Database[T]>, K>>(query);
    if (returning.length > 0) answered.push(...result.rows);
  }
  return answered;
}

/**
 * Rows as a JSON array of objects (PostgreSQL's recordset functions read fields by column name), each
 * text well-formed UTF-16 (a lone surrogate becomes U+FFFD, as the driver's own UTF-8 encoding of a
 * parameter does).
 *
 * JSON.stringify writes a lone surrogate, and only a lone surrogate, as a lowercase `\udxxx` escape (a
 * pair stays as it is), so rows whose JSON holds no `\ud` are sent as stringified. Only the others,
 * rare (or a text that holds a backslash and `ud` itself), go through the replacer, which costs 2-3 times
 * as much: 2.7-2.8 ms of the server's time per ship.json batch on PostgreSQL, against 1.0-1.3 without it
 * (2 cores, 2026-11-27).
 */
function rowsJson(rows: readonly object[]): string {
  const json = JSON.stringify(rows);
  if (!json.includes('\\ud')) return json;
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' && !value.isWellFormed() ? value.toWellFormed() : value));
}

/** How a column takes its new value: `set` replaces it, `add` adds to it atomically (`c = c + v`). */
export type RowColumn = { name: string; type: 'integer' | 'bigint' | 'text'; mode?: 'set' | 'add' };

/** One row to update: its id and a value per column, in the order of the columns. */
export type RowValues = { id: number; values: (string | number | null)[] };

/**
 * Updates many rows of a table by id, each with values of its own, in one statement per 500 rows:
 * `with v(id, c...) as (values (?, ?...), ...) update t set c = v.c ... from v where t.id = v.id`, which
 * SQLite (3.33+) and PostgreSQL both run. A VALUES list, unlike a union of selects, costs PostgreSQL
 * next to nothing to plan (a union of 150 rows took 10 ms to plan; 2 cores, 2026-11-23). `add` columns
 * change with `c = c + v.c`, never read-modify-write. Values are cast to the column type so PostgreSQL knows
 * the types of the bound parameters. `syncVersion` (from syncStamp, src/db/sync-stamp.ts) is written to every
 * row's `sync_version`; null writes nothing.
 */
export async function updateRows(trx: Db, table: Table, columns: RowColumn[], rows: RowValues[], syncVersion: number | null = null): Promise<void> {
  if (rows.length === 0) return;
  const postgres = dbKind(trx) === 'postgres';
  const width = columns.length + 1;
  const per = rowsPerStatement(width);
  const types = ['integer', ...columns.map((c) => c.type)];
  const sets = columns.map((c) =>
    c.mode === 'add' ? `${quote(c.name)} = ${quote(table)}.${quote(c.name)} + v.${quote(c.name)}` : `${quote(c.name)} = v.${quote(c.name)}`,
  );
  const names = ['id', ...columns.map((c) => c.name)];
  const shape = columns.map((c) => `${c.name}:${c.type}:${c.mode ?? 'set'}`).join(',');
  if (syncVersion !== null) sets.push(`${quote('sync_version')} = ${postgres ? '$2' : '?'}`);
  const update = `update ${quote(table)} set ${sets.join(', ')} from v where ${quote(table)}.${quote('id')} = v.${quote('id')}`;
  const stamp = syncVersion === null ? [] : [syncVersion];
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    if (postgres) {
      const text = cachedText(
        `update json ${table} ${shape} ${stamp.length}`,
        () => `with v as (select * from json_to_recordset($1::json) as v(${names.map((name, i) => `${quote(name)} ${types[i]}`).join(', ')})) ${update}`,
      );
      const objects = chunk.map((row) => recordOf(names, row));
      await trx.executeQuery(CompiledQuery.raw(text, [rowsJson(objects), ...stamp]));
      continue;
    }
    const text = cachedText(
      `update ${table} ${shape} ${chunk.length} ${stamp.length}`,
      () => `with v(${names.map(quote).join(', ')}) as (values ${tuples(chunk.length, width, (i) => `cast(? as ${types[i]})`)}) ${update}`,
    );
    const parameters: unknown[] = [];
    for (const row of chunk) parameters.push(row.id, ...row.values);
    parameters.push(...stamp);
    await trx.executeQuery(CompiledQuery.raw(text, parameters));
  }
}

/** A row to update as the object json_to_recordset reads: `id`, then each column by name. */
function recordOf(names: string[], row: RowValues): Record<string, string | number | null> {
  const record: Record<string, string | number | null> = { id: row.id };
  // A value missing from a short row is null, as json_to_recordset reads a missing field.
  for (const [i, name] of names.slice(1).entries()) record[name] = row.values[i] ?? null;
  return record;
}
