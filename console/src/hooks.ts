// Small hooks the console's pages share.
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPageQuery, type DocksideClient } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';

/** How long typing may pause before the list asks the server: long enough to skip most keystrokes. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box as it settles: `typed` once it has not changed for `delay` ms, so that a list
 * does not ask the server at every keystroke. The second value settles it at once (Enter).
 */
export function useSettled(typed: string, delay = SEARCH_DELAY_MS): [string, () => void] {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);
  return [settled, () => setSettled(typed)];
}

/** The filters a list's address carries after `?` (`#returns?state=open`): what a link to the list may set. */
export function hashQuery(): URLSearchParams {
  return new URLSearchParams(window.location.hash.split('?')[1] ?? '');
}

/**
 * A list the admin API pages by `Link` cursor, 50 rows a page: the rows `path` answers for `filters`
 * (empty values left out; asked again whenever they change), `next` while pages remain and `more()`
 * appending the next one. An answer that arrives after a newer question was asked is dropped, so the
 * rows always match the filters shown.
 */
export function useCursorList<T>(client: DocksideClient, path: string, filters: Record<string, string>) {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const wanted = JSON.stringify(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')));

  const load = useCallback(async (query: Record<string, string>, append: boolean) => {
    const question = ++asked.current;
    setLoading(true);
    setError(null);
    const { data, error: problem, response } = await (client.GET as unknown as Untyped)(path, { params: { query } });
    if (question !== asked.current) return;
    setLoading(false);
    if (data === undefined) {
      setError(problemText(problem, response));
      return;
    }
    setRows((before) => (append ? [...before, ...(data as T[])] : (data as T[])));
    setNext(nextPageQuery(response.headers.get('link')));
  }, [client, path]);

  useEffect(() => {
    void load({ per_page: '50', ...(JSON.parse(wanted) as Record<string, string>) }, false);
  }, [load, wanted]);

  return { rows, next, error, loading, more: () => { if (next) void load(next, true); } };
}
