/*
 * The terms the staff search finds orders and shipments by (docs/admin-api.md "Search"), as the
 * `search_terms` table holds them (migration 0011). Pure rules, shared by the write paths of the domain
 * and by the migration that filled the table for data written before it.
 *
 * A term is one word of a field, folded: lower case, accents and other combining marks dropped,
 * compatibility forms decomposed (`ﬁ` -> `fi`, full-width digits -> digits), letters and digits kept at
 * both ends (`(gift)` -> `gift`). A query word finds a term it is a prefix of. Terms are compared byte by
 * byte (SQLite's BINARY, PostgreSQL's "C" collation on the column), so a prefix is a range of the index:
 * `term >= 'abc' and term < 'abd'` (prefixRange), whatever the database's own collation.
 */

/** Longest term stored, in code points: a query word may be as long (a longer word is refused). */
export const MAX_TERM_LENGTH = 100;

const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Text folded for comparison: lower case, compatibility decomposition, combining marks dropped. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Printable ASCII without spaces: one word, which folding leaves as it is but for case. */
const ASCII_WORD = /^[\x21-\x7e]+$/u;

/** The folded words of a text (split on white space, trimmed to a letter or digit at both ends), in order. */
export function foldedWords(text: string | null | undefined): string[] {
  if (!text) return [];
  // Numbers, codes and tracking numbers, most of what is folded: no Unicode normalization needed.
  if (ASCII_WORD.test(text)) {
    const word = text.toLowerCase().replace(EDGES, '');
    return word.length > 0 ? [word] : [];
  }
  return foldText(text)
    .split(/\s+/u)
    .map((w) => w.replace(EDGES, ''))
    .filter((w) => w.length > 0);
}

/** The terms of a customer: the words of the name, the email as a whole and its local part (before the last `@`). */
export function customerTerms(name: string, email: string | null): string[] {
  const emails = foldedWords(email);
  const locals = emails.flatMap((e) => (e.lastIndexOf('@') > 0 ? foldedWords(e.slice(0, e.lastIndexOf('@'))) : []));
  return stored([...foldedWords(name), ...emails, ...locals]);
}

/** The terms of an order itself: the words of its number and of its reference. */
export function orderTerms(number: string, reference: string | null): string[] {
  return stored([...foldedWords(number), ...foldedWords(reference)]);
}

/**
 * The terms of a customer shipment: the words of its number, of the product codes on its lines (a
 * bundle's components included) and of its tracking numbers (its own and its packages').
 */
export function shipmentTerms(values: (string | null)[]): string[] {
  return stored(values.flatMap((v) => foldedWords(v)));
}

/** Distinct terms, each cut to MAX_TERM_LENGTH code points. */
function stored(terms: string[]): string[] {
  return [...new Set(terms.map((t) => (t.length > MAX_TERM_LENGTH ? [...t].slice(0, MAX_TERM_LENGTH).join('') : t)))];
}

/**
 * The range of terms that start with `word`, in code point order (which is UTF-8 byte order): from the
 * word itself to the word with its last code point raised by one, which no term starting with the word
 * reaches. `to` is null only for a word made of U+10FFFF alone.
 */
export function prefixRange(word: string): { from: string; to: string | null } {
  const points = [...word];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // Past the surrogates, which are no code points of their own and never stored.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return { from: word, to: points.join('') + String.fromCodePoint(next) };
    }
  }
  return { from: word, to: null };
}
