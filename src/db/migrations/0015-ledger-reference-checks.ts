import { sql, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * On PostgreSQL, the references of the rows a confirmation or a receipt writes by the hundred (stock moves,
 * package contents, events) are checked once per statement instead of by a foreign key per row. Each
 * foreign-key check is a lookup that locks the referenced row (`FOR KEY SHARE`): a ship.json batch of 50
 * made ~2,700 of them, on rows that every concurrent batch locks too (the products, locations and
 * warehouse) or that the batch had just written (its shipments, lines and packages). Measured with
 * bench/ship (4 clients, batches of 50), those checks cost PostgreSQL 30-40 ms of processor time a batch,
 * ~40 % of its time (2 cores, 2026-11-27; measured:
 * docs/performance-journal.md#2026-11-27-ledger-references-checked-per-statement).
 *
 * Integrity is kept, by two rules that together say what the foreign keys said:
 * - every row a statement adds to (or changes in) `stock_moves`, `package_contents` or `events` must name
 *   rows that exist: an `after` trigger per statement reads the statement's new rows (a transition table)
 *   against the referenced tables and raises `foreign_key_violation` (23503), rolling the statement back,
 *   as the foreign key did;
 * - the referenced rows are never deleted, nor their ids changed (Dockside never does either: locations
 *   are archived, shipments and returns keep their history): a trigger refuses it. This is what makes the
 *   check without a lock sound: a foreign key locks the row it found so that no transaction deletes it
 *   before the insert commits; a row that cannot be deleted needs no lock.
 *
 * SQLite keeps its foreign keys: it checks them by lookup only, with no lock to take (one writer).
 */

/** References checked per statement: the referencing table, and each column with the table it names. */
export type CheckedReferences = { table: string; references: [column: string, referenced: string][] }[];

/** The references checked per statement here. */
const CHECKED: CheckedReferences = [
  {
    table: 'stock_moves',
    references: [
      ['product_id', 'products'],
      ['from_location_id', 'locations'],
      ['to_location_id', 'locations'],
      ['shipment_id', 'customer_shipments'],
      ['package_id', 'packages'],
      ['crs_id', 'customer_return_shipments'],
    ],
  },
  {
    table: 'package_contents',
    references: [
      ['package_id', 'packages'],
      ['shipment_line_id', 'customer_shipment_lines'],
      ['product_id', 'products'],
      ['lot_id', 'lots'],
    ],
  },
  {
    table: 'events',
    references: [
      ['channel_id', 'channels'],
      ['warehouse_id', 'warehouses'],
    ],
  },
];

/** Every table named by a checked reference: its rows are kept. */
const KEPT = [...new Set(CHECKED.flatMap((c) => c.references.map(([, referenced]) => referenced)))].sort();

/** What the keep rule says names the kept rows, as 0015 wrote it (0016 widens it, and restores it on its way down). */
export const LEDGER_NAMES_THEM = 'stock moves, package contents and events name them';

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await replaceForeignKeys(db, CHECKED, KEPT, 'create function', LEDGER_NAMES_THEM);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await restoreForeignKeys(db, CHECKED, KEPT);
  await sql`drop function dockside_keep_referenced_rows()`.execute(db);
}

/**
 * The foreign keys of `checked` become checks per statement, and the rows of `kept` are kept, the keep
 * rule (`create`d or replaced) saying that `namedBy`.
 */
export async function replaceForeignKeys(
  db: Kysely<any>,
  checked: CheckedReferences,
  kept: readonly string[],
  create: KeepRuleCreation,
  namedBy: string,
): Promise<void> {
  await defineKeepRule(db, create, namedBy);
  await keepRows(db, kept);
  await checkPerStatement(db, checked);
}

/** The way back from replaceForeignKeys, but for the keep rule itself: its caller drops or redefines it. */
export async function restoreForeignKeys(db: Kysely<any>, checked: CheckedReferences, kept: readonly string[]): Promise<void> {
  await checkByForeignKeys(db, checked);
  await releaseRows(db, kept);
}

type KeepRuleCreation = 'create function' | 'create or replace function';

/** The function the keep triggers run: it refuses, saying which rows name the table's (`namedBy`, plain text: quoted for PL/pgSQL and for format()). */
export async function defineKeepRule(db: Kysely<any>, create: KeepRuleCreation, namedBy: string): Promise<void> {
  await sql`${sql.raw(create)} dockside_keep_referenced_rows() returns trigger language plpgsql as ${sql.lit(`
    begin
      raise exception using errcode = 'foreign_key_violation',
        message = format('rows of %s are never deleted nor renumbered: ${namedBy.replaceAll("'", "''").replaceAll('%', '%%')}', tg_table_name);
    end `)}`.execute(db);
}

/** Rows of these tables are never deleted (nor the tables truncated) nor renumbered. */
async function keepRows(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`create trigger ${sql.id(`${table}_kept`)} before delete or truncate on ${sql.table(table)}
      for each statement execute function dockside_keep_referenced_rows()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_id_kept`)} before update of id on ${sql.table(table)}
      for each row when (old.id is distinct from new.id) execute function dockside_keep_referenced_rows()`.execute(db);
  }
}

async function releaseRows(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger ${sql.id(`${table}_kept`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_id_kept`)} on ${sql.table(table)}`.execute(db);
  }
}

/** Replaces the foreign keys of these references by a check per statement. */
async function checkPerStatement(db: Kysely<any>, checked: CheckedReferences): Promise<void> {
  for (const { table, references } of checked) {
    await sql`create function ${sql.id(checkFunction(table))}() returns trigger language plpgsql as ${sql.lit(checkBody(db, table, references))}`.execute(db);
    // A trigger with a transition table fires on one kind of event: one for inserts, one for updates.
    for (const event of ['insert', 'update']) {
      await sql`create trigger ${sql.id(`${table}_references_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing new table as added for each statement execute function ${sql.id(checkFunction(table))}()`.execute(db);
    }
    for (const [column] of references) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(foreignKeyName(table, column))}`.execute(db);
    }
  }
}

/** The way back: the foreign keys, with the names PostgreSQL gave them, instead of the checks. */
async function checkByForeignKeys(db: Kysely<any>, checked: CheckedReferences): Promise<void> {
  for (const { table, references } of checked) {
    for (const event of ['insert', 'update']) await sql`drop trigger ${sql.id(`${table}_references_${event}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(checkFunction(table))}()`.execute(db);
    for (const [column, referenced] of references) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(foreignKeyName(table, column))}
        foreign key (${sql.id(column)}) references ${sql.table(referenced)} (id)`.execute(db);
    }
  }
}

/** PostgreSQL's name for the foreign key that 0001 declared on the column. */
function foreignKeyName(table: string, column: string): string {
  return `${table}_${column}_fkey`;
}

function checkFunction(table: string): string {
  return `dockside_${table}_references`;
}

/**
 * The check of one table's new rows: for each reference, whether a row names one that does not exist
 * (null names nothing). Static statements, so PL/pgSQL plans each once per connection. `offset 0` keeps
 * the `not exists` a lookup by primary key per new row, as a foreign key's check was: turned into an
 * anti-join, a plan kept from when a table was small could read all of it by every statement once it has
 * grown (docs/operations.md tells how that hurt the foreign keys' own plans).
 */
function checkBody(db: Kysely<any>, table: string, references: [string, string][]): string {
  const checks = references.map(
    ([column, referenced]) => sql`
      if exists (select 1 from added a where a.${sql.id(column)} is not null
                 and not exists (select 1 from ${sql.table(referenced)} r where r.id = a.${sql.id(column)} offset 0)) then
        raise exception using errcode = 'foreign_key_violation', table = ${sql.lit(table)}, column = ${sql.lit(column)},
          message = ${sql.lit(`${table}.${column} names a row of ${referenced} that does not exist`)};
      end if;`,
  );
  return sql`begin${sql.join(checks, sql``)}
      return null;
    end`.compile(db).sql;
}
