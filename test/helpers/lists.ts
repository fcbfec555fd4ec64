import assert from 'node:assert/strict';

/** `N` items of `T`, as a tuple whose every index the compiler knows is there. */
export type Items<T, N extends number, Found extends T[] = []> = Found['length'] extends N ? Found : Items<T, N, [...Found, T]>;

/**
 * The items of a list the test expects to hold exactly `count`: fails the test when it holds another
 * number (as `assert.equal(list.length, count)` would), and answers them typed as present, so that a
 * test reads `const [first, second] = exactly(rows, 2)` rather than `rows[0]!` after a length check.
 */
export function exactly<T, N extends number>(list: readonly T[], count: N, message?: string): Items<T, N> {
  assert.equal(list.length, count, message);
  return list as unknown as Items<T, N>;
}
