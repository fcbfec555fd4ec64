import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastLocalDays, timeZoneNamed } from '../../src/domain/reports/local-days.ts';

/** The calendar days the reports count (docs/admin-api.md "Reports"), by the clocks of their time zone. */
describe('local calendar days of a time zone', () => {
  it('ends with the day holding the instant, oldest first, each from its midnight to the next', () => {
    assert.deepEqual(lastLocalDays(2, 'UTC', new Date('2026-11-24T23:59:00Z')), [
      { date: '2026-11-23', start: '2026-11-23T00:00:00.000Z', end: '2026-11-24T00:00:00.000Z' },
      { date: '2026-11-24', start: '2026-11-24T00:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
    ]);
    // 01:00 UTC is still the evening before in New York.
    assert.equal(lastLocalDays(1, 'America/New_York', new Date('2026-11-24T01:00:00Z'))[0]?.date, '2026-11-23');
    assert.deepEqual(lastLocalDays(1, 'Asia/Kathmandu', new Date('2026-11-24T12:00:00Z'))[0], {
      date: '2026-11-24',
      start: '2026-11-23T18:15:00.000Z',
      end: '2026-11-24T18:15:00.000Z',
    });
  });

  it('gives a day of 25 or 23 hours when the clocks change, and starts a day whose midnight is skipped when its clock does', () => {
    const paris = lastLocalDays(1, 'Europe/Paris', new Date('2024-10-27T12:00:00Z'))[0];
    assert.deepEqual(paris, { date: '2024-10-27', start: '2024-10-26T22:00:00.000Z', end: '2024-10-27T23:00:00.000Z' });
    // Santiago went from 00:00 straight to 01:00 on 8 September 2024.
    const santiago = lastLocalDays(2, 'America/Santiago', new Date('2024-09-08T12:00:00Z'));
    assert.deepEqual(
      santiago.map((d) => [d.date, d.start, d.end]),
      [
        ['2024-09-07', '2024-09-07T04:00:00.000Z', '2024-09-08T04:00:00.000Z'],
        ['2024-09-08', '2024-09-08T04:00:00.000Z', '2024-09-09T03:00:00.000Z'],
      ],
    );
  });

  it('knows IANA names in any case, and nothing else', () => {
    assert.equal(timeZoneNamed('europe/paris'), 'Europe/Paris');
    assert.equal(timeZoneNamed('UTC'), 'UTC');
    assert.equal(timeZoneNamed('Mars/Olympus_Mons'), null);
    assert.equal(timeZoneNamed(''), null);
  });
});
