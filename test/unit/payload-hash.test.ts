import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { payloadHash } from '../../src/domain/shared/payload-hash.ts';

/**
 * The hash as it was first defined (and stored with every replayable confirmation and receipt): keys
 * sorted through Object.fromEntries. A hash taken before an upgrade must still recognise the same
 * report sent again after it.
 */
function firstDefinition(input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

describe('payload hash of a replayable report', () => {
  it('is the hash of its first definition for any JSON: integer-like and __proto__ keys, small and large objects', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', '0', '1', '10', '9', '4294967294', '4294967295', '01', '-1', 'a', 'B'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 0 }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 20 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        // As the body parser hands it over: parsed from text.
        const parsed = JSON.parse(JSON.stringify(value) ?? 'null');
        assert.equal(payloadHash(parsed), firstDefinition(parsed));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts the keys of a large object as those of a small one', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'a', 'B', 'b', 'A', 'é', 'Z', '0', '10', '9', '_', '\uffff', '\ud800'));
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 17, maxLength: 40 }), (keys) => {
        const text = `{"outer":{${keys.map((k, i) => `${JSON.stringify(k)}:${i}`).join(',')}}}`;
        const parsed = JSON.parse(text);
        assert.equal(payloadHash(parsed), firstDefinition(parsed));
      }),
      { numRuns: 300 },
    );
  });

  it('is the same whatever order the client wrote the keys in, and differs when a value differs', () => {
    const a = JSON.parse('{"id":1,"packages":[{"weight":1.5,"items":[{"quantity":2,"product_code":"P1"}]}],"carrier_identifier":"ups"}');
    const b = JSON.parse('{"carrier_identifier":"ups","packages":[{"items":[{"product_code":"P1","quantity":2}],"weight":1.5}],"id":1}');
    const c = JSON.parse('{"carrier_identifier":"ups","packages":[{"items":[{"product_code":"P1","quantity":3}],"weight":1.5}],"id":1}');
    assert.equal(payloadHash(a), payloadHash(b));
    assert.notEqual(payloadHash(a), payloadHash(c));
  });
});
