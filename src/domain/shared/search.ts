import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { prefixRange } from '../../db/search-terms.ts';
import { first } from './invariants.ts';

/*
 * The staff search over orders and shipments (docs/admin-api.md "Search"; the terms: src/db/search-terms.ts).
 * Every write that changes a term writes the terms in its transaction: customers
 * (src/domain/orders/customers.ts), orders (record-order.ts), shipments, backorders and tracking numbers
 * (src/domain/shipments/shipment-search.ts). The lists find records by them: orders.repo.ts, shipments.repo.ts.
 */

/** A query answering record ids. */
// biome-ignore lint/suspicious/noExplicitAny: the type Kysely's where(..., 'in', subquery) takes is not exported
export type IdQuery = SelectQueryBuilder<Database, any, { id: number }>;

/**
 * `<alias>.term` starts with the word (folded as src/db/search-terms.ts folds terms): a range of the
 * index on `term`, never LIKE, so that both backends read it from the index whatever their collation.
 */
export function termStartsWith(alias: string, word: string): RawBuilder<SqlBool> {
  const { from, to } = prefixRange(word);
  const term = sql.ref(`${alias}.term`);
  return to === null ? sql<SqlBool>`${term} >= ${from}` : sql<SqlBool>`${term} >= ${from} and ${term} < ${to}`;
}

/**
 * The ids every word finds, for `<id> in (...)`: each word's set (`found`), intersected. One set
 * operation rather than a condition per word, so that no plan joins one word's rows against another's
 * row by row when the planner underestimates a range (PostgreSQL guesses from a histogram of terms).
 * Each set is a derived table: SQLite reads compound selects left to right, PostgreSQL binds INTERSECT
 * before UNION.
 */
export function foundByEvery(db: Db, words: string[], found: (word: string) => IdQuery): IdQuery {
  const sets = words.map((word, i) => db.selectFrom(found(word).as(`w${i}`)).select(sql<number>`${sql.ref(`w${i}.id`)}`.as('id')));
  return sets.slice(1).reduce((all, set) => all.intersect(set), first(sets, 'the ids of a word'));
}
