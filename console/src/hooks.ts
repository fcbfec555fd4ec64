// Small hooks the console's pages share.
import { useEffect, useState } from 'react';

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
