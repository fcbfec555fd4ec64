import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSscc, gs1CheckDigit, isGtin, isSscc, toGtin14 } from '../../src/domain/shared/gs1.ts';

describe('GS1 check digits', () => {
  it('accepts real GTINs of every length and rejects a wrong check digit', () => {
    assert.equal(isGtin('036000291452'), true); // UPC-A
    assert.equal(isGtin('4006381333931'), true); // EAN-13
    assert.equal(isGtin('96385074'), true); // EAN-8
    assert.equal(isGtin('10036000291459'), true); // GTIN-14
    assert.equal(isGtin('036000291453'), false);
    assert.equal(isGtin('12345'), false);
    assert.equal(isGtin('03600029145X'), false);
  });

  it('compares codes of different lengths as GTIN-14', () => {
    assert.equal(toGtin14('036000291452'), '00036000291452');
  });

  it('builds SSCC-18 with the GS1 check digit', () => {
    // Weighted sum of 0 0614141 123456789 (3,1,3,... from the right) is 140, so the check digit is 0.
    assert.equal(gs1CheckDigit('00614141123456789'), 0);
    const sscc = buildSscc(0, '0614141', 123456789);
    assert.equal(sscc, '006141411234567890');
    assert.equal(isSscc(sscc), true);
    assert.equal(isSscc('006141411234567891'), false);
    assert.throws(() => buildSscc(0, '0614141', 10_000_000_000));
  });
});
