// Values the code around them guarantees: the row a query always returns, the entry of a map filled
// from the same list a few lines above, the result built for each plan of a batch. Reading them through
// these helpers tells the compiler what the code knows, and turns a broken guarantee into an error that
// names it (answered 500) instead of a TypeError far from its cause.

/** The value, which the caller's own construction guarantees is there; throws naming `what` when it is not. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal error: ${what} is missing`);
  return value;
}

/** The first item of a list that cannot be empty by construction (a query that always returns one row). */
export function first<T>(list: readonly T[], what: string): T {
  return present(list[0], what);
}

/**
 * The items of two lists built in step (one result per plan, one context per receipt), paired in order;
 * throws naming `what` when their lengths differ, which would pair an item with another's result.
 */
export function paired<A, B>(left: readonly A[], right: readonly B[], what: string): [A, B][] {
  if (left.length !== right.length) throw new Error(`internal error: ${what}: ${left.length} items but ${right.length} counterparts`);
  return left.map((item, i) => [item, right[i] as B]);
}
