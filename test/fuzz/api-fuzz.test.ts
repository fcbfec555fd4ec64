import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerViolations, fuzz } from './fuzz.ts';

/** A modest run on every `npm test`, with a new seed each time; `npm run fuzz` runs 20,000 (docs/reliability.md). */
const CASES = 600;

describe('fuzz: generated and mutated requests to every write route and list filter', { timeout: 300_000 }, () => {
  it(`keeps every promise over ${CASES} cases: no 5xx, problem+json with pointers, no leak, the ledger intact`, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const run = await fuzz(CASES, seed);
    const first = run.failures[0];
    assert.equal(
      run.failures.length,
      0,
      first && `seed ${seed}: ${first.problems.join('; ')}\n${JSON.stringify(first.request)}\n${first.answer.status} ${first.answer.body.slice(0, 500)}`,
    );
    assert.equal(run.cases, CASES);
    assert.ok(run.operations >= 40, `only ${run.operations} operations fuzzed`);
    assert.ok((run.statuses['2xx'] ?? 0) > CASES / 50, `too few requests got through: ${JSON.stringify(run.statuses)}`);
  });

  it('the properties catch what they are for', () => {
    assert.deepEqual(answerViolations({ status: 200, contentType: 'application/json', body: '[]' }), []);
    assert.match(answerViolations({ status: 500, contentType: 'application/problem+json', body: '{}' }).join(), /status 500/);
    assert.match(answerViolations({ status: 400, contentType: 'application/json', body: '{"message":"bad"}' }).join(), /not problem\+json/);
    assert.match(
      answerViolations({ status: 422, contentType: 'application/problem+json', body: '{"detail":"at foo (/x/y.ts:10:4)"}' }).join(),
      /leaks internals/,
    );
    assert.match(
      answerViolations({ status: 409, contentType: 'application/problem+json', body: '{"detail":"duplicate key value violates unique constraint"}' }).join(),
      /leaks internals/,
    );
    const echoed = { status: 201, contentType: 'application/json', body: '{"code":"ab_pg_x"}' };
    assert.deepEqual(answerViolations(echoed, '{"code":"ab_pg_x"}'), [], 'what the client wrote, answered back');
    assert.match(
      answerViolations({ ...echoed, body: '{"code":"ab_pg_x","detail":"violates a constraint"}' }, '{"code":"ab_pg_x"}').join(),
      /leaks internals: violates/,
    );
    const badPointer = {
      type: 't',
      title: 't',
      status: 400,
      detail: 'd',
      code: 'c',
      request_id: 'r',
      errors: [{ code: 'x', message: 'm', pointer: 'shipments/0' }],
    };
    assert.match(answerViolations({ status: 400, contentType: 'application/problem+json', body: JSON.stringify(badPointer) }).join(), /not a JSON Pointer/);
    const outcomes = { status: 200, contentType: 'application/json', body: '{"id":3,"shipments":[{"id":3,"outcome":"held"}]}' };
    assert.match(answerViolations(outcomes, '', true).join(), /errors is not a list/, 'a batch element without its errors');
    assert.deepEqual(answerViolations(outcomes), [], "another answer's shipments are its own shape");
    const atomic = {
      status: 422,
      contentType: 'application/json',
      body: '{"adjustments":[{"product_code":"X","errors":[{"code":"invalid_reason","message":"m","pointer":"/adjustments/0/reason"}]}]}',
    };
    assert.deepEqual(answerViolations(atomic, '', true), [], "an atomic batch's 422 answers its elements");
    assert.match(answerViolations({ ...atomic, body: '{"adjustments":[{"errors":[{"code":"x"}]}]}' }, '', true).join(), /error entry/);
    assert.match(answerViolations(atomic).join(), /not problem\+json/, 'outside a batch write, an error is a problem');
  });
});
