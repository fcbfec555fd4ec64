import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RETRY_DELAYS_MS, retryDelay } from '../../src/domain/webhooks/retry-schedule.ts';

const HOUR = 3_600_000;
const HIGHEST = 1 - Number.EPSILON;

/** Time from the first attempt to the last when every wait draws the same jitter. */
function span(random: number): number {
  let total = 0;
  for (let attempts = 1; ; attempts++) {
    const delay = retryDelay(RETRY_DELAYS_MS, attempts, random);
    if (delay === null) return total;
    total += delay;
  }
}

describe('the retry schedule (docs/events.md: exponential backoff with jitter for at least 24 h)', () => {
  it('keeps retrying for more than 24 h even with the shortest jitter, and gives up within 40 h', () => {
    assert.ok(span(0) > 24 * HOUR, `${span(0) / HOUR} h`);
    assert.ok(span(HIGHEST) < 40 * HOUR, `${span(HIGHEST) / HOUR} h`);
  });

  it('starts within seconds, never shortens a wait, and spreads each wait over 80-120 %', () => {
    const nominal = RETRY_DELAYS_MS.map((_d, i) => retryDelay(RETRY_DELAYS_MS, i + 1, 0.5));
    assert.deepEqual(nominal, [...RETRY_DELAYS_MS]);
    assert.equal(nominal[0], 5000);
    assert.ok(RETRY_DELAYS_MS.every((d, i) => i === 0 || d >= RETRY_DELAYS_MS[i - 1]!));
    assert.equal(retryDelay(RETRY_DELAYS_MS, 3, 0), 0.8 * RETRY_DELAYS_MS[2]!);
    assert.equal(retryDelay(RETRY_DELAYS_MS, 3, HIGHEST), 1.2 * RETRY_DELAYS_MS[2]!);
  });

  it('makes 12 attempts in all; after the last the delivery fails', () => {
    assert.equal(RETRY_DELAYS_MS.length, 11);
    assert.notEqual(retryDelay(RETRY_DELAYS_MS, 11), null);
    assert.equal(retryDelay(RETRY_DELAYS_MS, 12), null);
  });
});
