// Small hooks the console's pages share.
import { useCallback, useEffect, useState } from 'react';

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
function hashQuery(): URLSearchParams {
  return new URLSearchParams(window.location.hash.split('?')[1] ?? '');
}

/**
 * A list's filters kept in its address after `?` (`#shipments?state=waiting&warehouse=EAST`), so that a
 * link or a bookmark opens the list filtered (docs/console.md "Addresses"). They are read from the address
 * once, when the page opens: a value that `allowed` does not list for its filter falls back to the
 * default. Each change is written back with `history.replaceState`, which adds no history entry and fires
 * no `hashchange`, so the page is not opened again; a filter at its default is left out of the address.
 */
export function useHashFilters<F extends Record<string, string>>(
  defaults: F,
  allowed: { [K in keyof F]?: readonly string[] } = {},
): [F, (change: Partial<F>) => void] {
  const [filters, setFilters] = useState<F>(() => {
    const query = hashQuery();
    return Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => {
        const value = query.get(name);
        const known = value !== null && (allowed[name]?.includes(value) ?? true);
        return [name, known ? value : fallback];
      }),
    ) as F;
  });
  const written = JSON.stringify(filters);

  useEffect(() => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(JSON.parse(written) as F)) if (value !== defaults[name]) query.set(name, value);
    const page = window.location.hash.split('?')[0] || '#';
    const hash = query.toString() ? `${page}?${query.toString()}` : page;
    if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', hash);
  }, [written]); // the defaults are the page's constants

  const change = useCallback((patch: Partial<F>) => setFilters((before) => ({ ...before, ...patch })), []);
  return [filters, change];
}
