import { LRUCache } from 'lru-cache';
import type { FastifyReply } from 'fastify';
import { paired } from '../domain/shared/invariants.ts';
import { answerEncoding, compressPage } from './compression.ts';

/** A row of a poll's page as its list query read it: what the record's serialized form depends on. */
export type RecordStamp = { id: number; updated_at: string; generation: number | null };

/** A record as a poll answers it: what the cache needs of it is its id and version. */
export type PolledRecord = { id: number; updated_at: string };

/** Builds the records of some ids (unknown ids left out), e.g. `loadShipmentRecords`. */
type BuildRecords = (ids: number[]) => Promise<PolledRecord[]>;

/**
 * What a cache answered from what it kept since it was made (GET /metrics): pages answered whole, or
 * assembled; and of the pages assembled, records taken as kept, or built.
 */
export type CacheCounts = { pageHits: number; pageMisses: number; recordHits: number; recordMisses: number };

type RecordCache = {
  /** The JSON array of the records of `rows`, in their order: cached ones as kept, the rest built. */
  page: (rows: RecordStamp[], build: BuildRecords) => Promise<Buffer>;
  readonly counts: CacheCounts;
};

/**
 * A record is cached only once its last change is this old. Its stamp is its `updated_at` (written with
 * millisecond precision by whichever instance changed it), so two changes in the same millisecond
 * would share a stamp; a record that has not changed for seconds cannot meet that, even across
 * instances whose clocks differ by less than this.
 */
export const SETTLE_MS = 5_000;

// What an entry costs beyond its JSON: the key, the entry object and the LRU's bookkeeping.
const ENTRY_OVERHEAD = 200;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

type Entry = { stamp: string; json: Buffer };

/** Of the budget, the share kept for whole pages (the rest holds records). */
const PAGE_SHARE = 0.25;
const MIB = 1024 * 1024;
/** At most this many ids remembered as built once (lru-cache sets aside ~28 bytes a slot up front). */
const MAX_SEEN = 262_144;

/**
 * The serialized JSON of the records warehouses poll. Warehouses poll the same pending records every
 * few minutes until they acknowledge them; building a page of 250 from the database costs
 * milliseconds, assembling it from kept JSON a fraction of one. Two layers share `maxMib` (least
 * recently used out first): each record's JSON, and whole pages made only of kept records (a repeated
 * poll then allocates nothing for its 400 KB answer; allocating it each time set off a full garbage
 * collection every 20-40 polls, 10-18 ms pauses; 2 cores, 2026-11-23). A kept record is used only while
 * its `updated_at` and the reference-data generation (the products, warehouses and customers it embeds;
 * src/domain/shared/reference-data.ts) are those the page's list query just read, so every instance answers
 * what the database holds. `maxMib` 0 keeps nothing.
 *
 * A record is kept the second time it is built at the same stamp, never the first: what warehouses poll
 * again is kept from its second poll on, while a one-off read (a sync through thousands of shipped
 * records, a first look at deep pages) passes through without pushing the polled records out or growing
 * the process. Measured on the ship benchmark (2 cores, 2026-11-24), keeping every record built made 100
 * cold pages slower (p99 8-10 ms against 6 ms with no cache: the kept JSON moved to V8's old space) and
 * grew the server by ~120 MiB. What was built once is remembered as a number per id (`seen`), one per KiB
 * of budget up to 262,144.
 */
export function createRecordCache(maxMib: number, now: () => number = Date.now): RecordCache {
  const budget = maxMib * MIB;
  const records =
    budget > 0 ? new LRUCache<number, Entry>({ maxSize: budget * (1 - PAGE_SHARE), sizeCalculation: (e) => e.json.length + ENTRY_OVERHEAD }) : null;
  const pages = budget > 0 ? new LRUCache<string, Buffer>({ maxSize: budget * PAGE_SHARE, sizeCalculation: (page) => page.length + ENTRY_OVERHEAD }) : null;
  const seen = budget > 0 ? new LRUCache<number, number>({ max: Math.min(MAX_SEEN, Math.max(1024, Math.floor(budget / 1024))) }) : null;

  /** Whether the record was built before at this stamp (then it is kept); remembers that it was now. */
  const seenBefore = (row: RecordStamp): boolean => {
    const sighting = sightingOf(row);
    if (seen?.get(row.id) === sighting) return true;
    seen?.set(row.id, sighting);
    return false;
  };

  const cached = (row: RecordStamp, stamp: string): Buffer | undefined => {
    const entry = records?.get(row.id);
    return entry && entry.stamp === stamp ? entry.json : undefined;
  };

  const buildMissing = async (rows: RecordStamp[], build: BuildRecords): Promise<Map<number, Buffer>> => {
    const built = await build(rows.map((r) => r.id));
    const settledBefore = now() - SETTLE_MS;
    const byId = new Map<number, RecordStamp>(rows.map((r) => [r.id, r]));
    const json = new Map<number, Buffer>();
    for (const record of built) {
      const text = Buffer.from(JSON.stringify(record));
      json.set(record.id, text);
      const row = byId.get(record.id);
      // Kept only as the version the list query saw: a record changed since is built again next time.
      if (records && row && record.updated_at === row.updated_at && Date.parse(record.updated_at) <= settledBefore && seenBefore(row)) {
        records.set(record.id, { stamp: stampOf(row), json: text });
      }
    }
    return json;
  };

  const counts: CacheCounts = { pageHits: 0, pageMisses: 0, recordHits: 0, recordMisses: 0 };

  return {
    counts,
    async page(rows, build) {
      const stamps = rows.map(stampOf);
      // A page is named by what it is made of: the same records at the same stamps, the same bytes.
      const pageKey = pages ? rows.map((r, i) => `${r.id}@${stamps[i]}`).join(' ') : '';
      const whole = pages?.get(pageKey);
      if (whole) {
        counts.pageHits++;
        return whole;
      }
      const parts = paired(rows, stamps, 'the stamps of a page').map(([row, stamp]) => cached(row, stamp));
      const missing = rows.filter((_, i) => parts[i] === undefined);
      counts.pageMisses++;
      counts.recordHits += rows.length - missing.length;
      counts.recordMisses += missing.length;
      const built = missing.length > 0 ? await buildMissing(missing, build) : new Map<number, Buffer>();
      const chunks: Buffer[] = [OPEN];
      rows.forEach((row, i) => {
        const json = parts[i] ?? built.get(row.id);
        if (json === undefined) return;
        if (chunks.length > 1) chunks.push(COMMA);
        chunks.push(json);
      });
      chunks.push(CLOSE);
      const page = Buffer.concat(chunks);
      if (pages && missing.length === 0) pages.set(pageKey, page);
      return page;
    },
  };
}

/**
 * A stamp as one number (milliseconds and generation), to remember cheaply that a record was built. Two
 * stamps may share one (generations 1,024 apart within the same millisecond): that only keeps a record
 * one poll early; what is kept is still checked against its whole stamp.
 */
function sightingOf(row: RecordStamp): number {
  return Date.parse(row.updated_at) * 1024 + ((row.generation ?? 0) % 1024);
}

function stampOf(row: RecordStamp): string {
  return `${row.updated_at}|${row.generation ?? 0}`;
}

/** Sends a page assembled by a RecordCache as it is: already JSON, nothing to serialize. */
export function sendJsonPage(reply: FastifyReply, json: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = answerEncoding(reply.request, json.length);
  if (encoding === null) return reply.send(json);
  const forms = compressedForms.get(json);
  // A page sent for the first time is compressed by the plugin, off the event loop.
  if (forms === undefined) {
    compressedForms.set(json, new Map());
    return reply.send(json);
  }
  let body = forms.get(encoding);
  if (body === undefined) {
    body = compressPage(json, encoding);
    forms.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
}

/**
 * The compressed forms of pages sent before, by page: the cache answers an unchanged page as the same
 * Buffer, so from its second sending on it is compressed once per encoding and the form kept as long as
 * the page is (a few percent of its size, outside the cache's budget). A page built anew is a new Buffer.
 */
const compressedForms = new WeakMap<Buffer, Map<string, Buffer>>();
