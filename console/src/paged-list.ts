// A list of the admin API read page by page: the first page for the filters, then "More" following the
// answer's Link cursor (docs/admin-api.md "Lists and paging"); and the short lists a page looks things up
// in (channels, warehouses, partners), read to their end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPageQuery, type DocksideClient } from '@dockside/client';
import { failureText, problemText, type Untyped } from './answers.ts';

type Query = Record<string, string>;

/** Rows a page of a list shows unless its query says otherwise. */
export const PAGE_SIZE = '50';

/** The query with its empty filters left out (an empty box or "Any" asks for everything). */
function withoutEmpty(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The row's id, where rows have one: a page read after a change may repeat a row already shown. */
const idOf = (row: unknown) => (row !== null && typeof row === 'object' && 'id' in row ? (row as { id: unknown }).id : undefined);

export type PagedList<T> = {
  rows: T[];
  loading: boolean;
  error: string | null;
  /** More rows follow: `more()` reads the next page. */
  hasMore: boolean;
  more: () => void;
  /** Reads the first page again (after a change). */
  reload: () => void;
  /** Changes the rows shown without asking again (a saved record in its place). */
  update: (change: (rows: T[]) => T[]) => void;
};

/**
 * The rows of `path` for `query` (empty filters left out, 50 a page unless `per_page` says otherwise),
 * asked again whenever the query changes. An answer that arrives after a newer question was asked is
 * dropped, so the rows always match the filters shown. A refusal is the problem's text; no answer at all
 * is "Dockside could not be reached".
 */
export function usePagedList<T>(client: DocksideClient, path: string, query: Query): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<Query | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const key = JSON.stringify({ per_page: PAGE_SIZE, ...withoutEmpty(query) });

  const read = useCallback(
    async (page: Query, append: boolean) => {
      const question = ++asked.current;
      setLoading(true);
      try {
        const { data, error: problem, response } = await (client.GET as unknown as Untyped)(path, { params: { query: page } });
        if (question !== asked.current) return;
        if (data === undefined) {
          setError(problemText(problem, response));
          return;
        }
        setError(null);
        setRows((before) => {
          if (!append) return data as T[];
          const shown = new Set<unknown>(before.map(idOf).filter((id) => id !== undefined));
          return [...before, ...(data as T[]).filter((row) => idOf(row) === undefined || !shown.has(idOf(row)))];
        });
        setNext(nextPageQuery(response.headers.get('link')));
      } catch (failure) {
        if (question === asked.current) setError(failureText(failure));
      } finally {
        if (question === asked.current) setLoading(false);
      }
    },
    [client, path],
  );

  // The query's text is the dependency: a new object with the same filters does not ask again.
  const first = useCallback(() => {
    void read(JSON.parse(key) as Query, false);
  }, [read, key]);
  useEffect(first, [first]);

  return {
    rows,
    loading,
    error,
    hasMore: next !== null,
    more: () => {
      if (next) void read(next, true);
    },
    reload: first,
    update: setRows,
  };
}

/**
 * Every row of a list, following its `Link` cursor to the end, 250 a page (the lists a page looks things
 * up in are short: channels, warehouses, partners, an order's events). A refusal throws its problem's text.
 */
export async function readAll<T>(client: DocksideClient, path: string, query: Query = {}): Promise<T[]> {
  const get = client.GET as unknown as Untyped;
  const rows: T[] = [];
  for (let page: Query | null = { per_page: '250', ...withoutEmpty(query) }; page; ) {
    const { data, error, response } = await get(path, { params: { query: page } });
    if (data === undefined) throw new Error(problemText(error, response));
    rows.push(...(data as T[]));
    page = nextPageQuery(response.headers.get('link'));
  }
  return rows;
}

export type Lookup<T> = {
  rows: T[];
  /** Why the rows could not be read, for the page to show where they would be. */
  error: string | null;
  loading: boolean;
  reload: () => void;
};

/**
 * What a page looks up beside its own record: every row of `path` for `query` (readAll), read again when
 * the query changes; a failure is kept as `error` (the rows stay as they were), never swallowed.
 */
export function useLookup<T>(client: DocksideClient, path: string, query: Query = {}): Lookup<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const asked = useRef(0);
  const key = JSON.stringify(query);

  const reload = useCallback(() => {
    const question = ++asked.current;
    setLoading(true);
    readAll<T>(client, path, JSON.parse(key) as Query).then(
      (all) => {
        if (question !== asked.current) return;
        setRows(all);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (question !== asked.current) return;
        setError(failureText(failure));
        setLoading(false);
      },
    );
  }, [client, path, key]);
  useEffect(reload, [reload]);

  return { rows, error, loading, reload };
}
