import type { DocksideClient } from '../../clients/typescript/src/index.ts';
import { Random } from './random.ts';

/** What the warehouse's stock keeping did over the run, counted into its summary. */
export type StockTally = {
  /** Floor events reported as adjustments (applied, replays of a retry included once), by reason. */
  reported: Record<DriftReason, number>;
  /** Floor events nobody reported (silent drift: a count finds them), by reason. */
  silent: Record<DriftReason, number>;
  /** Counts sent whole (complete snapshots), and the service's report summed over those it applied. */
  counts: number;
  counted: number;
  matched: number;
  adjusted: number;
  zeroed: number;
  /** With faults: counts sent after shipments confirmed since their counted_at, or after a newer count. */
  late_counts: number;
  out_of_order_counts: number;
  /** With faults: complete counts cut short, refused with snapshot_would_zero as they must be. */
  truncated_refused: number;
  /** With faults: adjustment requests sent again as they were (with a new Idempotency-Key), and of their adjustments those not answered as a replay (should stay 0). */
  repeated_adjustments: number;
  repeats_not_replayed: number;
  /** Differences a count found that the warehouse's own book did not expect (should stay 0). */
  unexpected_differences: number;
  /** The units of the stock book per warehouse at its last count. */
  units: Record<string, number>;
};

export const DRIFT_REASONS = ['lost', 'found', 'damaged', 'expired'] as const;
export type DriftReason = (typeof DRIFT_REASONS)[number];

export function emptyStockTally(): StockTally {
  const reasons = () => ({ lost: 0, found: 0, damaged: 0, expired: 0 });
  return {
    reported: reasons(),
    silent: reasons(),
    counts: 0,
    counted: 0,
    matched: 0,
    adjusted: 0,
    zeroed: 0,
    late_counts: 0,
    out_of_order_counts: 0,
    truncated_refused: 0,
    repeated_adjustments: 0,
    repeats_not_replayed: 0,
    unexpected_differences: 0,
    units: {},
  };
}

/** One stock level of the book: a product at a location, of a lot (null: not lot-tracked). */
type Level = { product_code: string; location: string; lot: string | null };
/** A floor event reported as it happened. */
type Adjustment = {
  warehouse: string;
  product_code: string;
  quantity: number;
  reason: DriftReason;
  reference: string;
  location: string;
  lot?: { number: string };
  occurred_at: string;
};
/** A floor event nobody reported: `delta` units at a level, at `at` (ms). */
type Unreported = Level & { warehouse: string; delta: number; at: number };
/** The books of one warehouse as of `at` (ms), by level key. */
type Books = { warehouse: string; at: number; levels: Map<string, Level & { quantity: number }> };
/** A count ready to send: the items and the difference per level key the warehouse expects it to find. */
type Count = { warehouse: string; countedAt: string; items: (Level & { quantity: number })[]; expected: Map<string, number> };

const levelKey = (l: Level) => `${l.product_code}\u0000${l.location}\u0000${l.lot ?? ''}`;
/** Where damaged units wait for the merchant's decision: the floor's drift happens on the shelves. */
const LOST_AND_FOUND = 'lost_and_found';
/** More products than any warehouse holds: a blank count may name them all as zeroed. */
const ALL_PRODUCTS = 2 ** 31 - 1;

/**
 * The reference warehouse's stock book, per warehouse, product, location and lot. What it ships and
 * receives it reports as it happens (confirmations and receipts), so between counts its system stock is the
 * service's books; it reads them with a blank count (a complete dry-run snapshot of nothing, whose
 * differences list every level the books hold, with `books`), at the start of each pass and at each count.
 * On the floor, units are lost, found, damaged and expired: most such events are reported as adjustments
 * (with a reference, so a retry replays), some are not (silent drift), and the book keeps those until a count
 * finds them. A count is the books as of its instant plus the silent drift before it.
 */
export class StockKeeper {
  readonly #client: DocksideClient;
  readonly #seed: number;
  readonly #tally: StockTally;
  /** With faults: whether to send a request of adjustments again (null: never). */
  readonly #repeat: (() => boolean) | null;
  readonly #run = Date.now().toString(36);
  readonly #warehouses = new Set<string>();
  #unreported: Unreported[] = [];
  #events = 0;

  /**
   * `warehouses`: those to keep from the start (more are learnt from the records the run sees); `repeat`
   * (faults): whether to send a request of adjustments again.
   */
  constructor(client: DocksideClient, seed: number, tally: StockTally, warehouses: readonly string[], repeat: (() => boolean) | null) {
    this.#client = client;
    this.#seed = seed;
    this.#tally = tally;
    this.#repeat = repeat;
    for (const warehouse of warehouses) this.#warehouses.add(warehouse);
  }

  /** A warehouse whose records the run has seen: its stock is kept and counted. */
  know(warehouse: string): void {
    this.#warehouses.add(warehouse);
  }

  /** The books of every known warehouse as of now. */
  async read(): Promise<Books[]> {
    const books: Books[] = [];
    for (const warehouse of [...this.#warehouses].sort()) books.push(await this.#readBooks(warehouse, Date.now()));
    return books;
  }

  /**
   * The floor's events of pass `pass` over the books just read: per warehouse one to three units lost,
   * found, damaged or expired (expired only of a lot), about two in three reported as adjustments dated
   * when they happened, the rest left for a count to find.
   */
  async drift(books: Books[], pass: number): Promise<void> {
    for (const book of books) {
      const random = Random.for(this.#seed, `drift:${book.warehouse}`, pass);
      const stocked = [...book.levels.values()]
        .map((l) => ({ ...l, quantity: l.quantity + this.#unreportedAt(book.warehouse, l, Infinity) }))
        .filter((l) => l.quantity >= 2 && Number.isInteger(l.quantity) && l.location !== LOST_AND_FOUND);
      if (stocked.length === 0) continue;
      const reported: Adjustment[] = [];
      for (let n = random.int(1, 3); n > 0; n--) {
        const level = random.pick(stocked);
        const reason = random.pick(DRIFT_REASONS.filter((r) => r !== 'expired' || level.lot !== null));
        const delta = reason === 'found' ? random.int(1, 2) : -1;
        level.quantity += delta;
        if (random.chance(0.65)) {
          this.#events++;
          reported.push({
            warehouse: book.warehouse,
            product_code: level.product_code,
            quantity: delta,
            reason,
            reference: `FLOOR-${this.#run}-${this.#events}`,
            location: level.location,
            ...(level.lot === null ? {} : { lot: { number: level.lot } }),
            occurred_at: new Date().toISOString(),
          });
        } else {
          this.#unreported.push({
            warehouse: book.warehouse,
            product_code: level.product_code,
            location: level.location,
            lot: level.lot,
            delta,
            at: Date.now(),
          });
          this.#tally.silent[reason]++;
        }
      }
      if (reported.length > 0) await this.#report(reported);
    }
  }

  /**
   * Sends the adjustments; each applied one is counted by reason, a refused one is an error. With faults,
   * now and then the same request goes again, as an integration that lost track of what it sent does (the
   * client gives it a new Idempotency-Key): by their references every adjustment must answer as a replay.
   */
  async #report(adjustments: Adjustment[]): Promise<void> {
    const answers = await this.#postAdjustments(adjustments);
    answers.forEach((answer, i) => {
      if (answer.errors === null) this.#tally.reported[adjustments[i]!.reason]++;
      else throw new Error(`adjustment refused: ${JSON.stringify(answer.errors)}`);
    });
    if (this.#repeat?.()) {
      this.#tally.repeated_adjustments++;
      this.#tally.repeats_not_replayed += (await this.#postAdjustments(adjustments)).filter((a) => a.replayed !== true).length;
    }
  }

  async #postAdjustments(adjustments: Adjustment[]) {
    const { data, error } = await this.#client.POST('/services/3pl/v1/inventory/adjustments.json', { body: { adjustments } });
    if (!data) throw new Error(`POST /inventory/adjustments.json failed: ${JSON.stringify(error)}`);
    return data.adjustments;
  }

  /**
   * Counts every known warehouse now and sends the counts whole. With `late` (faults), the counts of the
   * books read at the pass's start go too, after the shipments confirmed since: when they have nothing to
   * find they go after the newer counts (out of order), else before them. With `cutShort` (faults) a copy of
   * each newer count cut short goes last, which the service must refuse whole.
   */
  async count(late: Books[] | null, cutShort: boolean): Promise<void> {
    const older = late?.map((books) => this.#countOf(books)) ?? [];
    const outOfOrder = older.filter((c) => c.expected.size === 0);
    for (const count of older.filter((c) => c.expected.size > 0)) {
      this.#tally.late_counts++;
      await this.#send(count);
      this.#settle(count);
    }
    const newer = (await this.read()).map((books) => this.#countOf(books));
    for (const count of newer) {
      await this.#send(count);
      this.#settle(count);
      this.#tally.units[count.warehouse] = count.items.reduce((sum, i) => sum + i.quantity, 0);
    }
    for (const count of outOfOrder) {
      this.#tally.late_counts++;
      this.#tally.out_of_order_counts++;
      await this.#send(count);
    }
    if (cutShort) for (const count of newer) await this.#sendTruncated(count);
  }

  /** What an applied count found is in the books now: the silent drift before it is no longer the book's alone. */
  #settle(count: Count): void {
    const countedAt = Date.parse(count.countedAt);
    this.#unreported = this.#unreported.filter((u) => u.warehouse !== count.warehouse || u.at > countedAt);
  }

  /** The count of `books`: each level plus the silent drift before them (never below 0), and what it should find. */
  #countOf(books: Books): Count {
    const levels = new Map(books.levels);
    for (const u of this.#unreported) {
      if (u.warehouse === books.warehouse && u.at <= books.at && !levels.has(levelKey(u))) {
        levels.set(levelKey(u), { product_code: u.product_code, location: u.location, lot: u.lot, quantity: 0 });
      }
    }
    const items: Count['items'] = [];
    const expected = new Map<string, number>();
    for (const [key, level] of levels) {
      const counted = Math.max(0, level.quantity + this.#unreportedAt(books.warehouse, level, books.at));
      items.push({ product_code: level.product_code, location: level.location, lot: level.lot, quantity: counted });
      if (counted !== level.quantity) expected.set(key, counted - level.quantity);
    }
    return { warehouse: books.warehouse, countedAt: new Date(books.at).toISOString(), items, expected };
  }

  /** The silent drift at a level up to `until` (ms). */
  #unreportedAt(warehouse: string, level: Level, until: number): number {
    const key = levelKey(level);
    return this.#unreported.filter((u) => u.warehouse === warehouse && u.at <= until && levelKey(u) === key).reduce((sum, u) => sum + u.delta, 0);
  }

  /** Sends a count; its report is summed, and every difference it did not expect is counted. */
  async #send(count: Count): Promise<void> {
    const { data, error } = await this.#client.PUT('/services/3pl/v1/inventory/snapshot.json', {
      body: {
        warehouse: count.warehouse,
        counted_at: count.countedAt,
        complete: true,
        reference: `COUNT-${count.warehouse}-${count.countedAt}`,
        items: snapshotItems(count.items),
      },
    });
    if (!data) throw new Error(`PUT /inventory/snapshot.json failed: ${JSON.stringify(error)}`);
    const t = this.#tally;
    t.counts++;
    t.counted += data.counted;
    t.matched += data.matched;
    t.adjusted += data.adjusted;
    t.zeroed += data.zeroed;
    const found = new Map(data.differences.map((d) => [levelKey({ product_code: d.product_code, location: d.location, lot: d.lot }), d.difference]));
    for (const key of new Set([...found.keys(), ...count.expected.keys()])) if (found.get(key) !== count.expected.get(key)) t.unexpected_differences++;
  }

  /**
   * A count cut short in transfer: the same count with only one product in five. The service must refuse
   * it whole (`snapshot_would_zero`); applied, it would have zeroed the rest, which counts as unexpected.
   * Warehouses holding fewer than three products are left out (their guard lets one product go).
   */
  async #sendTruncated(count: Count): Promise<void> {
    const products = [...new Set(count.items.map((i) => i.product_code))].sort();
    if (products.length < 3) return;
    const kept = new Set(products.slice(0, Math.floor(products.length / 5)));
    const { data, error, response } = await this.#client.PUT('/services/3pl/v1/inventory/snapshot.json', {
      body: {
        warehouse: count.warehouse,
        counted_at: count.countedAt,
        complete: true,
        items: snapshotItems(count.items.filter((i) => kept.has(i.product_code))),
      },
    });
    if (response.status === 422 && (error as { code?: string } | undefined)?.code === 'snapshot_would_zero') this.#tally.truncated_refused++;
    else if (data) this.#tally.unexpected_differences += data.adjusted;
    else throw new Error(`PUT /inventory/snapshot.json (cut short) failed: ${JSON.stringify(error)}`);
  }

  /** A blank count's answer: every level of the warehouse's books as of `at`, none changed. */
  async #readBooks(warehouse: string, at: number): Promise<Books> {
    const { data, error } = await this.#client.PUT('/services/3pl/v1/inventory/snapshot.json', {
      body: {
        warehouse,
        counted_at: new Date(at).toISOString(),
        complete: true,
        dry_run: true,
        max_zeroed: ALL_PRODUCTS,
        reference: 'STOCK-BOOK-READ',
        items: [],
      },
    });
    if (!data) throw new Error(`PUT /inventory/snapshot.json (books) failed: ${JSON.stringify(error)}`);
    const levels = new Map(
      data.differences.map((d) => {
        const level = { product_code: d.product_code, location: d.location, lot: d.lot, quantity: d.books };
        return [levelKey(level), level] as const;
      }),
    );
    return { warehouse, at, levels };
  }
}

function snapshotItems(items: Count['items']) {
  return items.map((i) => ({
    product_code: i.product_code,
    quantity: i.quantity,
    location: i.location,
    ...(i.lot === null ? {} : { lot: { number: i.lot } }),
  }));
}
