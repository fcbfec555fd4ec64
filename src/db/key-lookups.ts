import { sql, type AnyColumnWithTable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { dbKind, type Db } from './connect.ts';
import type { Database, TablesWith } from './schema.ts';

/** Tables whose rows have an `id` (their primary key). */
type KeyedTable = TablesWith<{ id: unknown }>;

/**
 * Joins to each row of `query` the row of `table` whose id is the column `key` (qualified: `s.order_id`), as
 * `alias`, a name the query does not use yet (an inner join: a row without one is left out), looked up by
 * primary key row by row however large the planner thinks the table is.
 *
 * For the queries that build a page's records: a few hundred rows of the page, each joined to its order,
 * order line, customer or address. PostgreSQL's planner, with its default `random_page_cost = 4` (a disk
 * that seeks), prices a few hundred lookups by key above one sequential scan of a table of up to a few
 * hundred thousand rows, and hashes the whole table instead: 750 shipment lines joined to 180,000 order
 * lines took 23 ms against 1.5 ms by key (2 cores, 2026-11-28; measured:
 * docs/performance-journal.md#2026-11-28-cold-polls-and-postgresqls-planner).
 * Joined LATERAL with `OFFSET 0`, which PostgreSQL does not flatten into an ordinary join, the table is
 * read once per row of the page, by the row's key, whatever the table's size or the cost settings (the
 * read itself is the planner's choice: the primary key's index, unless that index is gone). SQLite looks
 * such rows up by key anyway, and has no LATERAL: it gets an ordinary join (of a subquery it flattens).
 */
export function joinByKey<DB extends Database, TB extends keyof DB & string, O, T extends KeyedTable, A extends string>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  table: T,
  alias: A extends TB ? never : A,
  key: AnyColumnWithTable<DB, TB>,
): SelectQueryBuilder<DB & { [K in A]: Selectable<Database[T]> }, TB | A, O> {
  // Kysely cannot type a join of a table and an alias chosen by the caller; the signature above says what
  // the caller gets, the row of `table` under `alias`. Inside the subquery the table goes by `alias` too,
  // a name no table of `query` has, so that `key` always names the outer row.
  // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot type a join under an alias the caller picks; the signature is typed
  const untyped = query as unknown as SelectQueryBuilder<Database, any, O>;
  // biome-ignore lint/suspicious/noExplicitAny: selectFrom is not callable with a generic table and alias
  const lookup = (db as unknown as Kysely<any>).selectFrom(`${table} as ${alias}`).selectAll();
  const joined =
    dbKind(db) === 'postgres'
      ? untyped.innerJoinLateral(lookup.whereRef(`${alias}.id`, '=', key).offset(sql.lit(0)).as(alias), (join) => join.onTrue())
      : untyped.innerJoin(lookup.as(alias), (join) => join.onRef(`${alias}.id` as never, '=', key as never));
  return joined as unknown as SelectQueryBuilder<DB & { [K in A]: Selectable<Database[T]> }, TB | A, O>;
}
