// A list of the admin API read page by page: the first page for the filters, then "More" following the
// answer's Link cursor (docs/admin-api.md "Lists and paging").
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPageQuery, type DocksideClient } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';

type Query = Record<string, string>;

export type PagedList<T> = {
  rows: T[];
  loading: boolean;
  error: string | null;
  /** More rows follow: `more()` reads the next page. */
  hasMore: boolean;
  more: () => void;
  /** Reads the first page again (after a change). */
  reload: () => void;
};

/**
 * The rows of `path` for `query`, asked again whenever the query changes. An answer that arrives after a
 * newer question was asked is dropped, so the rows always match the filters shown.
 */
export function usePagedList<T>(client: DocksideClient, path: string, query: Query): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<Query | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const key = JSON.stringify(query);

  const read = useCallback(async (page: Query, append: boolean) => {
    const question = ++asked.current;
    setLoading(true);
    const { data, error: problem, response } = await (client.GET as unknown as Untyped)(path, { params: { query: page } });
    if (question !== asked.current) return;
    setLoading(false);
    if (data === undefined) {
      setError(problemText(problem, response));
      return;
    }
    setError(null);
    setRows((before) => (append ? [...before, ...(data as T[])] : (data as T[])));
    setNext(nextPageQuery(response.headers.get('link')));
  }, [client, path]);

  // The query's text is the dependency: a new object with the same filters does not ask again.
  const first = useCallback(() => { void read(JSON.parse(key) as Query, false); }, [read, key]);
  useEffect(first, [first]);

  return {
    rows, loading, error, hasMore: next !== null,
    more: () => { if (next) void read(next, true); },
    reload: first,
  };
}
