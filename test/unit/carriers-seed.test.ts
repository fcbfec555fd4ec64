import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARRIERS } from '../../src/db/carriers-seed.ts';

describe('carrier seed list', () => {
  it('has at least 170 carriers with unique lowercase snake_case codes and names', () => {
    assert.ok(CARRIERS.length >= 170, `only ${CARRIERS.length} carriers`);
    const codes = CARRIERS.map((c) => c.code);
    const duplicates = codes.filter((code, i) => codes.indexOf(code) !== i);
    assert.deepEqual(duplicates, []);
    for (const carrier of CARRIERS) {
      assert.match(carrier.code, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, carrier.code);
      assert.ok(carrier.name.trim().length > 0, `${carrier.code} has no name`);
    }
  });

  it('has https tracking templates with {tracking_number} that parse as URLs once filled in', () => {
    const withTemplate = CARRIERS.filter((c) => c.trackingUrlTemplate !== undefined);
    assert.ok(withTemplate.length >= 134, `only ${withTemplate.length} templates`);
    for (const carrier of withTemplate) {
      const template = carrier.trackingUrlTemplate!;
      assert.ok(template.startsWith('https://'), `${carrier.code}: ${template}`);
      assert.equal(template.split('{tracking_number}').length, 2, `${carrier.code}: {tracking_number} once in ${template}`);
      assert.ok(URL.canParse(template.replaceAll('{tracking_number}', '1Z999AA10123456784')), `${carrier.code}: ${template}`);
    }
  });

  it('gives SCACs as 2-4 capital letters', () => {
    for (const carrier of CARRIERS.filter((c) => c.scac !== undefined)) {
      assert.match(carrier.scac!, /^[A-Z]{2,4}$/, carrier.code);
    }
  });

  it('covers the common carriers a 3PL names', () => {
    const codes = new Set(CARRIERS.map((c) => c.code));
    for (const code of [
      'ups',
      'fedex',
      'usps',
      'dhl_express',
      'canada_post',
      'royal_mail',
      'dpd',
      'dpd_de',
      'amazon_shipping',
      'postnl',
      'australia_post',
      'japan_post',
      'correios',
      'old_dominion',
    ]) {
      assert.ok(codes.has(code), code);
    }
  });
});
