import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { toStored } from '../../src/domain/shared/quantity.ts';

/** Stored thousandths as decimal arithmetic defines them: exact, or null past three decimals or safe integers. */
function exactly(quantity: number): number | null {
  const scaled = new Decimal(quantity).times(1000);
  return scaled.isInteger() && scaled.abs().lte(Number.MAX_SAFE_INTEGER) ? scaled.toNumber() : null;
}

describe('stored quantities', () => {
  it('scale whole quantities as decimal arithmetic does, up to and past the largest safe product', () => {
    const limit = Math.floor(Number.MAX_SAFE_INTEGER / 1000);
    for (const q of [0, -0, 1, -1, 2, 1000, limit, limit + 1, -limit, -limit - 1, 2 ** 53, 1e21, Number.MAX_VALUE]) {
      assert.equal(Object.is(toStored(q), exactly(q)), true, `${q}: ${toStored(q)} against ${exactly(q)}`);
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: limit - 1000, max: limit + 1000 })), (q) => {
        assert.equal(toStored(q), exactly(q));
      }),
      { numRuns: 3000 },
    );
  });

  it('take up to three decimals and refuse more', () => {
    assert.equal(toStored(1.5), 1500);
    assert.equal(toStored(0.001), 1);
    assert.equal(toStored(2.0005), null);
    // 1.005 * 1000 is 1004.9999999999999 in IEEE arithmetic: decimals are no case for the short cut.
    assert.equal(toStored(1.005), 1005);
    assert.equal(toStored(0.29), 290);
    const thousandths = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000);
    fc.assert(
      fc.property(fc.oneof(thousandths, fc.double({ noNaN: true, noDefaultInfinity: true })), (q) => {
        assert.equal(Object.is(toStored(q), exactly(q)), true);
      }),
      { numRuns: 3000 },
    );
  });
});
