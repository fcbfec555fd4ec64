import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRecordCache, SETTLE_MS, type PolledRecord, type RecordStamp } from '../../src/http/record-cache.ts';
import { exactly } from '../helpers/lists.ts';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const OLD = '2026-11-23T11:00:00.000Z';
const RECENT = new Date(NOW - SETTLE_MS + 1000).toISOString();

type Rec = PolledRecord & { name: string };

/** A store of records and a build function that counts the ids it was asked for. */
function store(records: Rec[]) {
  const byId = new Map(records.map((r) => [r.id, r]));
  const asked: number[][] = [];
  const build = async (ids: number[]) => {
    asked.push(ids);
    return ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)! }] : []));
  };
  return { byId, asked, build };
}

const stamps = (records: Rec[], generation = 1): RecordStamp[] => records.map((r) => ({ id: r.id, updated_at: r.updated_at, generation }));
const text = async (page: Promise<Buffer>) => (await page).toString('utf8');

describe('record cache', () => {
  it('answers exactly JSON.stringify of the records in list order, and keeps each settled record from its second build on', async () => {
    const records: Rec[] = [
      { id: 2, updated_at: OLD, name: 'b' },
      { id: 1, updated_at: OLD, name: 'a' },
      { id: 3, updated_at: OLD, name: 'c' },
    ];
    const { asked, build } = store(records);
    const cache = createRecordCache(1, () => NOW);
    for (let poll = 0; poll < 4; poll++) assert.equal(await text(cache.page(stamps(records), build)), JSON.stringify(records));
    assert.equal(await text(cache.page(stamps(records.slice(1)), build)), JSON.stringify(records.slice(1)));
    assert.deepEqual(asked, [
      [2, 1, 3],
      [2, 1, 3],
    ]);
    assert.equal(await text(cache.page([], build)), '[]');
  });

  it('keeps no record read once: a scan through other records leaves the polled ones kept', async () => {
    const polled: Rec[] = [{ id: 1, updated_at: OLD, name: 'polled' }];
    const scanned: Rec[] = Array.from({ length: 2000 }, (_, i) => ({ id: 100 + i, updated_at: OLD, name: 'x'.repeat(600) }));
    const { asked, build } = store([...polled, ...scanned]);
    const cache = createRecordCache(1, () => NOW);
    await cache.page(stamps(polled), build);
    await cache.page(stamps(polled), build);
    // 2,000 records of ~650 bytes, each once: more than the 1 MiB budget would hold if they were kept.
    for (let i = 0; i < scanned.length; i += 250) await cache.page(stamps(scanned.slice(i, i + 250)), build);
    asked.length = 0;
    // A page not seen before: assembled from kept records, so each id built shows what was not kept.
    const rescanned = scanned[300];
    assert.ok(rescanned);
    await cache.page(stamps([...polled, rescanned]), build);
    assert.deepEqual(asked, [[rescanned.id]], 'the polled record came from the cache; the scanned one was built again');
  });

  it('builds a record again when its updated_at or the reference-data generation changed', async () => {
    const records: Rec[] = [
      { id: 1, updated_at: OLD, name: 'a' },
      { id: 2, updated_at: OLD, name: 'b' },
    ];
    const { byId, asked, build } = store(records);
    const cache = createRecordCache(1, () => NOW);
    await cache.page(stamps(records), build);
    await cache.page(stamps(records), build);
    byId.set(1, { id: 1, updated_at: '2026-11-23T11:00:00.001Z', name: 'a2' });
    assert.equal(await text(cache.page(stamps([...byId.values()]), build)), JSON.stringify([...byId.values()]));
    byId.set(2, { id: 2, updated_at: OLD, name: 'b with a renamed product' });
    assert.equal(await text(cache.page(stamps([...byId.values()], 2), build)), JSON.stringify([...byId.values()]));
    assert.deepEqual(asked, [[1, 2], [1, 2], [1], [1, 2]]);
  });

  it('keeps no record changed within the settle window, nor one changed since the list query read it', async () => {
    const recent: Rec = { id: 1, updated_at: RECENT, name: 'just changed' };
    const moved: Rec = { id: 2, updated_at: '2026-11-23T11:30:00.000Z', name: 'changed after listing' };
    const { asked, build } = store([recent, moved]);
    const cache = createRecordCache(1, () => NOW);
    const listed: RecordStamp[] = [
      { id: 1, updated_at: RECENT, generation: 1 },
      { id: 2, updated_at: OLD, generation: 1 },
    ];
    assert.equal(await text(cache.page(listed, build)), JSON.stringify([recent, moved]));
    await cache.page(listed, build);
    await cache.page(listed, build);
    assert.deepEqual(asked, [
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('leaves out ids that no longer exist, and keeps nothing when its budget is 0', async () => {
    const records: Rec[] = [{ id: 1, updated_at: OLD, name: 'a' }];
    const { asked, build } = store(records);
    const cache = createRecordCache(0, () => NOW);
    const listed = [...stamps(records), { id: 9, updated_at: OLD, generation: 1 }];
    assert.equal(await text(cache.page(listed, build)), JSON.stringify(records));
    await cache.page(listed, build);
    assert.deepEqual(asked, [
      [1, 9],
      [1, 9],
    ]);
  });

  it('drops the least recently used records past its budget', async () => {
    const big = 'x'.repeat(300 * 1024);
    const records: Rec[] = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, updated_at: OLD, name: big }));
    const { asked, build } = store(records);
    const cache = createRecordCache(1, () => NOW);
    for (const r of records) for (let poll = 0; poll < 2; poll++) await cache.page(stamps([r]), build);
    asked.length = 0;
    const [first, , , fourth] = exactly(records, 4);
    await cache.page(stamps([first]), build);
    await cache.page(stamps([fourth]), build);
    assert.deepEqual(asked, [[1]], 'record 1 was pushed out by the later ones; record 4 is still kept');
  });
});
