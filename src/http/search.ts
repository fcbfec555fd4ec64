import { Type } from 'typebox';
import { MAX_TERM_LENGTH, foldedWords } from '../db/search-terms.ts';
import { AppError, type DetailCode } from '../errors.ts';

/** The most words a search takes: each is one more range read of the term index. */
export const MAX_SEARCH_WORDS = 8;

const RULE =
  'Every word of q (split on white space; case, accents and punctuation at the ends of words ignored) ' +
  `must be the start of a term of the record; at most ${MAX_SEARCH_WORDS} words of at most ${MAX_TERM_LENGTH} characters. ` +
  'Combines with the other filters and with cursor paging, not with sync_token: a search answers no Sync-Token';

/** The `q` query parameter of a searchable list (docs/admin-api.md "Search"), `terms` saying what a record is found by. */
export function searchParam(terms: string) {
  return Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: `Search. ${terms}. ${RULE}` }));
}

/**
 * The folded words of `q` (src/db/search-terms.ts folds terms the same way), or undefined without `q`.
 * A `q` without a letter or digit, with more than MAX_SEARCH_WORDS words or a word longer than any term
 * answers 400 `validation_failed`.
 */
export function searchWords(q: string | undefined): string[] | undefined {
  if (q === undefined) return undefined;
  const words = [...new Set(foldedWords(q))];
  if (words.length === 0) throw refused('too_short', 'query parameter q holds no word: send at least one letter or digit');
  if (words.length > MAX_SEARCH_WORDS) throw refused('too_many_items', `query parameter q holds ${words.length} words; at most ${MAX_SEARCH_WORDS}`);
  const long = words.find((w) => [...w].length > MAX_TERM_LENGTH);
  if (long !== undefined) throw refused('too_long', `query parameter q holds a word of ${[...long].length} characters; at most ${MAX_TERM_LENGTH}`);
  return words;
}

function refused(code: DetailCode, message: string): AppError {
  return new AppError('validation_failed', message, [{ code, message, pointer: null }]);
}
