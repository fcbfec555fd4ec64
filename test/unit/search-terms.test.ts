import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { foldText, foldedWords } from '../../src/db/search-terms.ts';

/** The folding rule as written (docs/admin-api.md "Search"), without the short cut for ASCII words. */
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const byRule = (text: string) =>
  foldText(text)
    .split(/\s+/u)
    .map((w) => w.replace(EDGES, ''))
    .filter((w) => w.length > 0);

describe('folded words of a search term', () => {
  it('are those of the folding rule for any text, ASCII words or not', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 30 });
    const spaces = [' ', '\t', '\n', '\r', '\x0b', '\x0c', '\x85', '\u00a0', '\u2028', '\u3000', '\ufeff', '\x7f', '\x00'];
    const mixed = fc.string({ unit: fc.constantFrom('A', 'z', '9', '-', '(', ')', 'É', 'ﬁ', '１', '\u0301', 'ß', 'İ', '@', '.', ...spaces), maxLength: 20 });
    fc.assert(
      fc.property(fc.oneof(ascii, mixed, fc.string({ unit: 'binary', maxLength: 20 })), (text) => {
        assert.deepEqual(foldedWords(text), text ? byRule(text) : []);
      }),
      { numRuns: 5000 },
    );
  });

  it('fold tracking numbers and codes by case and edges alone', () => {
    assert.deepEqual(foldedWords('1Z999AA10123456784'), ['1z999aa10123456784']);
    assert.deepEqual(foldedWords('(SKU-12)'), ['sku-12']);
    assert.deepEqual(foldedWords('--'), []);
    assert.deepEqual(foldedWords('Café ﬁne'), ['cafe', 'fine']);
    assert.deepEqual(foldedWords('A\x0bB\x0cC\u00a0D'), ['a', 'b', 'c', 'd']);
  });
});
