import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dbKind, type Db } from '../../db/connect.ts';
import { first } from './invariants.ts';

/*
 * Which rows of a list one request reads (docs/3pl-api.md section 5, "Pages" and "Incremental sync").
 *
 * A list is sorted by its sort key (`updated_at, id`, or `id` alone) and read either by offset (`page`),
 * or after the key of the last row a client saw (`cursor`: keyset paging, so a deep page costs what the
 * first costs), or, for incremental sync, by sync version: the rows written after a position, below the
 * horizon, sorted by `sync_version, id`.
 *
 * The horizon is what makes sync miss nothing. On PostgreSQL a row's version is the id of the transaction
 * that wrote it, and the horizon is the snapshot's xmin: every transaction below it has ended, so every
 * row below it is visible, and a transaction still running (however old, whatever it committed before or
 * after) has an id at or above it and is read by a later poll. On SQLite versions come from a clock that
 * one write transaction at a time advances; the horizon is the clock's next value.
 */

/** The sort key of a row: `[updated_at, id]` or `[created_at, id]`, or `[id]` for lists sorted by id. */
export type SortKey = readonly (string | number)[];

/** A position in the order of sync versions: after the row `[sync_version, id]`. */
export type SyncPosition = readonly [number, number];

export type ListWindow =
  | { kind: 'page'; limit: number; offset: number; after: SortKey | null; descending?: boolean }
  | { kind: 'sync'; limit: number; after: SyncPosition; below: number };

/** A page window (by offset or by cursor), as opposed to a sync. */
export type PageWindow = Extract<ListWindow, { kind: 'page' }>;

/** What a list row carries for paging and sync besides its id. */
export type Listed = { id: number; sync_version: number; updated_at?: string; created_at?: string };

/** The later of two positions. */
export function laterOf(a: SyncPosition, b: SyncPosition): SyncPosition {
  return a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]) ? a : b;
}

/**
 * The version under which every change is committed and visible: reads below it never miss a row that a
 * later read would find.
 */
export async function syncHorizon(db: Db): Promise<number> {
  if (dbKind(db) === 'postgres') {
    const { rows } = await sql<{ horizon: string | number }>`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon`.execute(db);
    return Number(first(rows, 'the answer of pg_current_snapshot').horizon);
  }
  const clock = await db.selectFrom('sync_clock').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return clock.version + 1;
}

/**
 * The query limited to the window, sorted for it: `sortColumns` (qualified, e.g. `s.updated_at`, `s.id`)
 * for pages, ascending or, for a `descending` window, descending with the cursor reading the rows before
 * `after`; `<alias>.sync_version, <alias>.id` for sync, always ascending. Selects `sync_version`; the
 * caller selects the sort columns.
 */
export function windowed<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  sortColumns: readonly string[],
  window: ListWindow,
): SelectQueryBuilder<DB, TB, O & { sync_version: number }> {
  type Q = SelectQueryBuilder<DB, TB, O & { sync_version: number }>;
  // biome-ignore lint/suspicious/noExplicitAny: columns named at run time, which Kysely types only as literals; the signature is typed
  const q = query as unknown as SelectQueryBuilder<any, any, any>;
  const version = sql.ref(`${alias}.sync_version`);
  const id = sql.ref(`${alias}.id`);
  if (window.kind === 'sync') {
    return q
      .select(`${alias}.sync_version`)
      .where(sql<boolean>`(${version}, ${id}) > (${window.after[0]}, ${window.after[1]})`)
      .where(version, '<', window.below)
      .orderBy(version)
      .orderBy(id)
      .limit(window.limit) as unknown as Q;
  }
  let ordered = pastCursor(q.select(`${alias}.sync_version`), sortColumns, window);
  for (const column of sortColumns) ordered = ordered.orderBy(sql.ref(column), directionOf(window));
  return ordered.limit(window.limit).offset(offsetOf(window)) as unknown as Q;
}

/** The direction a page window sorts in. */
export function directionOf(window: PageWindow): 'asc' | 'desc' {
  return window.descending ? 'desc' : 'asc';
}

/** The rows a page window skips by offset: none after a cursor, which starts where the last page ended. */
export function offsetOf(window: PageWindow): number {
  return window.after === null ? window.offset : 0;
}

/**
 * The query's rows beyond a page window's cursor in the window's direction (all of them for a page by
 * offset): the sort key `sortColumns` (qualified) past the key of the last row the client saw.
 */
export function pastCursor<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sortColumns: readonly string[],
  window: PageWindow,
): SelectQueryBuilder<DB, TB, O> {
  if (window.after === null) return query;
  const columns = sql.join(sortColumns.map((c) => sql.ref(c)));
  const beyond = window.descending ? sql`<` : sql`>`;
  return query.where(sql<boolean>`(${columns}) ${beyond} (${sql.join([...window.after])})`);
}

/** One warehouse's rows of a list, selecting the id and the sort columns. */
// biome-ignore lint/suspicious/noExplicitAny: a stream reads any of the list tables, joined under names chosen at run time
type Stream = SelectQueryBuilder<Database, any, { id: number }>;

/**
 * The page of a list read as one stream per warehouse, each along an index that ends with the sort key
 * (`state, warehouse_id, updated_at, id`): the database merges the streams and cuts the page, so a page
 * reads the index entries before it and the page's rows, never every row of the warehouses. On SQLite it
 * sorts nothing; PostgreSQL may read a deep offset's streams by bitmap and sort each (seen at offset 3,000),
 * still on the index alone. Selects the ids and the unqualified sort columns of the page's rows, in no
 * order: the caller reads what else it needs by id and sorts by `sortOrder`.
 *
 * Each backend merges only when the query is written its own way. PostgreSQL plans a Merge Append only over
 * streams sorted and limited in their own subqueries; SQLite merges a plain compound (MERGE UNION ALL) and
 * would sort each such subquery instead. `sortColumns` are qualified (`s.updated_at`, `s.id`).
 */
export function mergedPage(db: Db, streams: Stream[], sortColumns: readonly string[], window: PageWindow) {
  const direction = directionOf(window);
  const reach = offsetOf(window) + window.limit;
  const merged = streams.map((query, i) => {
    let stream = pastCursor(query, sortColumns, window);
    if (dbKind(db) === 'postgres') {
      for (const column of sortColumns) stream = stream.orderBy(sql.ref(column), direction);
      stream = stream.limit(reach);
    }
    return db.selectFrom(stream.as(`w${i}`)).selectAll();
  });
  let page = merged.slice(1).reduce((union, next) => union.unionAll(next), first(merged, 'the stream of a warehouse'));
  for (const column of unqualified(sortColumns)) page = page.orderBy(sql.ref(column), direction);
  return page.limit(window.limit).offset(offsetOf(window));
}

/**
 * Whether a window of a key's warehouses is read by `mergedPage`: a page (a sync reads by version), over
 * several warehouses, not narrowed by `ids` or `numbers`, which find their few rows by their own indexes
 * and which each stream would bind again (past the backends' limits on bound parameters for a key of ~140
 * warehouses).
 */
export function mergesWarehouses(window: ListWindow, warehouses: readonly number[], filter: { ids?: unknown; numbers?: unknown }): window is PageWindow {
  return window.kind === 'page' && warehouses.length > 1 && !filter.ids && !filter.numbers;
}

/** Sorts a query that joined a `mergedPage` as `alias` back to its table, in the page's order. */
// biome-ignore lint/suspicious/noExplicitAny: any query of any list, sorted by columns named at run time
export function sortOrder<Q extends SelectQueryBuilder<any, any, any>>(query: Q, alias: string, sortColumns: readonly string[], window: PageWindow): Q {
  let sorted = query;
  for (const column of unqualified(sortColumns)) sorted = sorted.orderBy(sql.ref(`${alias}.${column}`), directionOf(window)) as Q;
  return sorted;
}

function unqualified(columns: readonly string[]): string[] {
  return columns.map((column) => column.slice(column.lastIndexOf('.') + 1));
}
