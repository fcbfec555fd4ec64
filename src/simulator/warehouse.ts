import {
  BATCH_PATHS,
  createDocksideClient,
  type BatchResult,
  type CustomerReturnShipment,
  type CustomerShipment,
  type DocksideClient,
  type ReturnShipmentReceipt,
  type ShipmentConfirmation,
  type SupplierShipment,
  type SupplierShipmentReceipt,
  type ShipmentConfirmationResult,
  type SyncFeed,
} from '../../clients/typescript/src/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { receiptProductAt, returnArrivals, supplierArrivals, type Arrival, type Arrivals, type ElementAnswer, type Receipt } from './arrivals.ts';
import { faultyFetch, repeatWithoutKey } from './faults.ts';
import type { InboundTally } from './inbound.ts';
import { packShipment, productCodeOn, type ItemMaster, type PackingTally } from './packing.ts';
import { Random } from './random.ts';
import { STRATEGIES, type Dock, type ReceivingTally, type Strategy } from './receiving.ts';
import { StockKeeper } from './stock.ts';
import { emptySummary, type Summary } from './summary.ts';
import type { CarrierEntry } from './tracking.ts';

export type WarehouseOptions = {
  /** Where Dockside runs: `http://localhost:8080`. */
  url: string;
  /** A warehouse key of the 3PL partner. */
  key: string;
  seed: number;
  items: ItemMaster;
  dock: Dock;
  /** Misbehave as real integrations do (faults.ts). */
  faults: boolean;
  /** At most this many shipments confirmed per second (null: as fast as the service answers). */
  rate: number | null;
  /** Shipments per ship.json request (and receipts per receive.json request). */
  batchSize: number;
  /**
   * Stock keeping (stock.ts): `drift` loses, finds, damages and expires units on the floor, reporting most;
   * `countEvery` counts the stock every so many seconds (null: only when asked, `count()`). Null: no stock kept.
   */
  stock: { drift: boolean; countEvery: number | null; warehouses: string[] } | null;
};

const RECEIVING_ROUNDS = 5;
/**
 * How long a round waits for the remainders its short deliveries left to come through the sync. On
 * PostgreSQL a committed change is answered once every transaction that began before it has ended
 * (docs/3pl-api.md, "Incremental sync"), so a remainder made a moment ago may come a poll later.
 */
const REMAINDER_WAIT_MS = 5_000;

/**
 * The reference 3PL warehouse: everything through the public 3PL API with a warehouse key and the typed
 * client. A pass syncs the pending and open shipments (Sync-Token), acknowledges the new ones with its
 * own references, picks, packs and confirms them (packing.ts), then receives the pending return shipments
 * (receiving.ts) and supplier shipments (inbound.ts) alike (arrivals.ts), in rounds until none waits (a
 * remainder left by a short delivery arrives in the next round).
 */
export class ReferenceWarehouse {
  readonly summary: Summary;
  readonly #options: WarehouseOptions;
  readonly #client: DocksideClient;
  readonly #feeds: { pending: SyncFeed<'/services/3pl/v1/customer-shipments.json'>; open: SyncFeed<'/services/3pl/v1/customer-shipments.json'> };
  readonly #returns: Arrivals<CustomerReturnShipment, ReturnShipmentReceipt, ReceivingTally>;
  readonly #inbound: Arrivals<SupplierShipment, SupplierShipmentReceipt, InboundTally>;
  readonly #faultRandom: Random;
  #carriers: Map<string, CarrierEntry> | null = null;
  #strategy = 0;
  /** Every shipment, return shipment and supplier shipment a sync has answered, by `shipment:ID`, `crs:ID` and `ss:ID`. */
  readonly #seen = new Set<string>();
  readonly #stock: StockKeeper | null;
  /** The books as read at the start of the last pass: a late count's (with faults). */
  #passBooks: Awaited<ReturnType<StockKeeper['read']>> | null = null;
  #nextCountAt = Infinity;

  constructor(options: WarehouseOptions) {
    this.#options = options;
    // Faults draw from a stream of their own: the same seed packs the same parcels with or without them.
    this.#faultRandom = new Random(options.seed ^ 0x5eed);
    this.summary = emptySummary(options.seed, options.faults, options.stock !== null);
    const faults = this.summary.faults;
    this.#client = createDocksideClient({
      baseUrl: options.url,
      apiKey: options.key,
      ...(faults ? { fetch: faultyFetch((request) => fetch(request), this.#faultRandom, faults) } : {}),
      retry: {
        onRetry: () => {
          this.summary.retries++;
        },
      },
    });
    const shipments = '/services/3pl/v1/customer-shipments.json' as const;
    this.#feeds = {
      pending: this.#client.sync(shipments, { filters: { status: 'pending' } }),
      open: this.#client.sync(shipments, { filters: { status: 'open' } }),
    };
    const dock = {
      client: this.#client,
      seed: options.seed,
      items: options.items,
      dock: options.dock,
      summary: this.summary,
      nextStrategy: () => this.#nextStrategy(),
    };
    this.#returns = returnArrivals(dock);
    this.#inbound = supplierArrivals(dock);
    this.#stock = this.summary.stock
      ? new StockKeeper(
          this.#client,
          options.seed,
          this.summary.stock,
          options.stock?.warehouses ?? [],
          options.faults ? () => this.#faultRandom.chance(0.5) : null,
        )
      : null;
    if (options.stock?.countEvery) this.#nextCountAt = Date.now() + options.stock.countEvery * 1000;
  }

  /** A sync has answered this shipment (`shipment:ID`), return shipment (`crs:ID`) or supplier shipment (`ss:ID`). */
  hasSeen(record: string): boolean {
    return this.#seen.has(record);
  }

  /** One pass over everything waiting: shipments, then return shipments, then supplier shipments. */
  async pass(): Promise<void> {
    this.summary.passes++;
    const shipments = await this.#syncShipments();
    if (this.#stock && (this.#options.stock?.drift || this.summary.faults)) {
      // The books as the pass starts: the floor drifts from them, and a late count (faults) counts them.
      this.#passBooks = await this.#stock.read();
      if (this.#options.stock?.drift) await this.#stock.drift(this.#passBooks, this.summary.passes);
    }
    await this.#shipPending(shipments);
    await this.#receivePending(this.#returns);
    await this.#receivePending(this.#inbound);
    if (Date.now() >= this.#nextCountAt) {
      this.#nextCountAt = Date.now() + this.#options.stock!.countEvery! * 1000;
      await this.count();
    }
  }

  /**
   * Counts the stock of every warehouse the run has seen and sends the counts (stock.ts); with faults, the
   * books read at the start of the last pass are counted late (and out of order), and a count cut short is sent.
   */
  async count(): Promise<void> {
    if (!this.#stock) return;
    // The pass's books are counted late once: a second count before the next pass (--count after the last
    // pass's --count-every) would count them after the corrections the first made, which are not in them.
    const late = this.summary.faults ? this.#passBooks : null;
    this.#passBooks = null;
    await this.#stock.count(late, this.summary.faults !== null);
  }

  /** The shipments waiting, their warehouses known to the stock book. */
  async #syncShipments(): Promise<CustomerShipment[]> {
    const ours = await waitingRecords(this.#feeds);
    for (const shipment of ours) this.#stock?.know(shipment.warehouse.code);
    return ours;
  }

  async #carrierList(): Promise<Map<string, CarrierEntry>> {
    if (this.#carriers === null) {
      const { data, error } = await this.#client.GET('/services/3pl/v1/carriers.json');
      if (!data) throw new Error(`GET /carriers.json failed: ${JSON.stringify(error)}`);
      this.#carriers = new Map(data.map((c) => [c.code, c]));
    }
    return this.#carriers;
  }

  async #shipPending(ours: CustomerShipment[]): Promise<void> {
    this.summary.shipments.seen += ours.length;
    for (const shipment of ours) this.#seen.add(`shipment:${shipment.id}`);
    await this.#acknowledge(ours.filter((s) => s.state === 'pending'));
    const stopped = await this.#answerCancellations(ours.filter((s) => s.cancellation?.state === 'requested'));
    let toShip = ours.filter((s) => !stopped.has(s.id));
    // A lot-tracked product the item master missed is learnt from `lot_required`; those shipments go again
    // (a kit refused by its code goes by its parts, and a part refused in turn with its lots).
    for (let attempt = 0; attempt < 3 && toShip.length > 0; attempt++) toShip = await this.#confirm(toShip);
  }

  async #acknowledge(shipments: CustomerShipment[]): Promise<void> {
    if (shipments.length === 0) return;
    // The WMS order number: the warehouse's own, one per shipment, never reused.
    const result = await this.#client.acknowledgeShipments(shipments.map((s) => ({ id: s.id, tpl_reference: `WMS-${String(s.id).padStart(7, '0')}` })));
    this.summary.shipments.acknowledged += result.results.length - result.failed.length;
    this.#countErrors(result.failed);
  }

  /**
   * Answers the merchant's cancellation requests as a warehouse does: most shipments are still on the
   * shelf and are stopped (accepted); about one in four is already packed, and the request is rejected
   * with that reason (the shipment then ships). Answers the ids stopped, which are not packed.
   */
  async #answerCancellations(requested: CustomerShipment[]): Promise<Set<number>> {
    const stopped = new Set<number>();
    if (requested.length === 0) return stopped;
    const answers = requested.map((s) => {
      const packed = Random.for(this.#options.seed, 'cancellation', s.id).chance(0.25);
      return packed ? { id: s.id, accept: false, reason: 'already packed' } : { id: s.id, accept: true };
    });
    const { data, error } = await this.#client.PUT('/services/3pl/v1/customer-shipments/cancellation.json', { body: { shipments: answers } });
    if (!data) throw new Error(`PUT /customer-shipments/cancellation.json failed: ${JSON.stringify(error)}`);
    for (const [answer, element] of answers.map((a, i) => [a, data.shipments[i]] as const)) {
      if (!element || element.errors) continue;
      if (answer.accept) {
        this.summary.shipments.cancellations_accepted++;
        stopped.add(answer.id);
      } else this.summary.shipments.cancellations_rejected++;
    }
    this.#countErrors(data.shipments.filter((e) => e.errors !== null));
    return stopped;
  }

  /** Packs and confirms; answers the shipments to send again (a lot-tracked product was learnt). */
  async #confirm(shipments: CustomerShipment[]): Promise<CustomerShipment[]> {
    const carriers = await this.#carrierList();
    const knownLots = new Set(this.#options.items.lotTracked);
    const packed = shipments.map((s) => ({ shipment: s, ...packShipment(s, Random.for(this.#options.seed, 'shipment', s.id), this.#options.items, carriers) }));
    const batches = this.#maybeReorder(chunks(packed, this.#options.batchSize));
    const again: CustomerShipment[] = [];
    for (const batch of batches) {
      const started = performance.now();
      const result = await this.#client.confirmShipments(batch.map((p) => p.confirmation));
      const learnt = this.#learnLots(result, (pointer) => productAt(batch, pointer), knownLots);
      const answered = withResults(batch, result.results);
      for (const [sent, element] of answered) {
        if (element.errors === null) this.#countShipped(sent.tally, sent.confirmation, element);
        else if (learnt.has(element.id)) again.push(sent.shipment);
      }
      this.#countErrors(result.failed.filter((e) => !learnt.has(e.id)));
      if (this.summary.faults && this.#faultRandom.chance(0.5)) {
        const done = answered.filter(([, element]) => element.errors === null).map(([p]) => p.confirmation);
        await repeatWithoutKey(this.#options.url, this.#options.key, BATCH_PATHS.confirmShipments, done, this.summary.faults);
      }
      await this.#keepRate(batch.length, started);
    }
    return again;
  }

  /**
   * Products named by `lot_required` errors (`productAt` reads the pointer) join the item master; answers
   * the shipments or receipts to make again: those refused for a product the item master did not hold
   * when they were made (`knownLots`).
   */
  #learnLots(result: BatchResult<ElementAnswer>, productAt: (pointer: string) => string | null, knownLots: Set<string>): Set<number> {
    const failed = new Set<number>();
    for (const element of result.failed) {
      for (const error of element.errors ?? []) {
        if (error.code !== 'lot_required' || !error.pointer) continue;
        const code = productAt(error.pointer);
        if (code !== null && !knownLots.has(code)) {
          this.#options.items.lotTracked.add(code);
          failed.add(element.id);
        }
      }
    }
    return failed;
  }

  #countShipped(tally: PackingTally, confirmation: ShipmentConfirmation, result: ShipmentConfirmationResult): void {
    const s = this.summary.shipments;
    s.confirmed++;
    if (result.backorder) s.backorders++;
    s.packages += tally.packages;
    if (tally.multiPackage) s.multi_package++;
    s.split_lines += tally.splitLines;
    s.bundles_by_code += tally.bundlesByCode;
    s.bundles_by_components += tally.bundlesByComponents;
    s.lots += tally.lots;
    s.gtins += tally.gtins;
    s.sscc_overrides += tally.ssccOverrides;
    s.consumables += tally.consumables;
    const carrier = confirmation.carrier_identifier ?? 'other';
    s.by_carrier[carrier] = (s.by_carrier[carrier] ?? 0) + 1;
  }

  /** Waits as long as `--rate` asks after a batch of `count` shipments sent at `started`. */
  async #keepRate(count: number, started: number): Promise<void> {
    if (this.#options.rate === null) return;
    const wait = (count / this.#options.rate) * 1000 - (performance.now() - started);
    if (wait > 0) await sleep(wait);
  }

  /**
   * Receives one kind of arrival in rounds: what waits is acknowledged and received; a round whose short
   * deliveries left remainders (a new record, or the one kept open) is followed by one receiving them.
   */
  async #receivePending<R extends Arrival, P extends Receipt, T>(arrivals: Arrivals<R, P, T>): Promise<void> {
    let remainders = 0;
    for (let round = 0; round < RECEIVING_ROUNDS; round++) {
      const waiting = await this.#waitingArrivals(arrivals, remainders);
      if (waiting.length === 0) return;
      arrivals.counts.seen += waiting.length;
      for (const record of waiting) this.#stock?.know(record.warehouse.code);
      for (const record of waiting) this.#seen.add(`${arrivals.tag}:${record.id}`);
      await this.#acknowledgeArrivals(
        arrivals,
        waiting.filter((r) => r.state === 'pending'),
      );
      // After the first round, what is still expected is the rest of a short delivery, arriving now.
      remainders = 0;
      let toReceive = waiting;
      // A lot-tracked product the item master missed is learnt from `lot_required`; those receipts go again.
      for (let attempt = 0; attempt < 2 && toReceive.length > 0; attempt++) {
        const received = await this.#receive(arrivals, toReceive, round > 0);
        remainders += received.remainders;
        toReceive = received.again;
      }
    }
  }

  /**
   * The records waiting, from the syncs; when the last round's short deliveries left `remainders` to
   * receive, the syncs are asked again until they have answered at least that many, for up to
   * REMAINDER_WAIT_MS.
   */
  async #waitingArrivals<R extends Arrival>(arrivals: Arrivals<R, Receipt, unknown>, remainders: number): Promise<R[]> {
    const waiting = new Map((await waitingRecords(arrivals.feeds)).map((r) => [r.id, r]));
    for (const until = Date.now() + REMAINDER_WAIT_MS; waiting.size < remainders && Date.now() < until; ) {
      await sleep(100);
      for (const record of await waitingRecords(arrivals.feeds)) waiting.set(record.id, record);
    }
    return [...waiting.values()].sort((a, b) => a.id - b.id);
  }

  async #acknowledgeArrivals<R extends Arrival>(arrivals: Arrivals<R, Receipt, unknown>, records: R[]): Promise<void> {
    if (records.length === 0) return;
    const result = await arrivals.acknowledge(records.map((r) => ({ id: r.id, tpl_reference: arrivals.reference(r) })));
    arrivals.counts.acknowledged += result.results.length - result.failed.length;
    this.#countErrors(result.failed);
  }

  /**
   * Counts and receives `records`; answers how many short deliveries left a remainder to receive in the
   * next round, and the records to receive again (a lot-tracked product was learnt).
   */
  async #receive<R extends Arrival, P extends Receipt, T>(
    arrivals: Arrivals<R, P, T>,
    records: R[],
    complete: boolean,
  ): Promise<{ remainders: number; again: R[] }> {
    const knownLots = new Set(this.#options.items.lotTracked);
    const counted = records.map((record) => ({ record, ...arrivals.count(record, complete) })).filter((c) => c.receipt.lines.length > 0);
    let remainders = 0;
    const again: R[] = [];
    for (const batch of this.#maybeReorder(chunks(counted, this.#options.batchSize))) {
      const result = await arrivals.receive(batch.map((c) => c.receipt));
      const learnt = this.#learnLots(result, (pointer) => receiptProductAt(batch, pointer), knownLots);
      const answered = withResults(batch, result.results);
      for (const [sent, element] of answered) {
        if (element.errors === null) {
          const strategy = arrivals.received(sent.tally);
          if (strategy !== null && strategy !== 'finalize') remainders++;
        } else if (learnt.has(element.id)) again.push(sent.record);
      }
      this.#countErrors(result.failed.filter((e) => !learnt.has(e.id)));
      if (this.summary.faults && this.#faultRandom.chance(0.5)) {
        const done = answered.filter(([, element]) => element.errors === null).map(([c]) => c.receipt);
        await repeatWithoutKey(this.#options.url, this.#options.key, arrivals.receivePath, done, this.summary.faults);
      }
    }
    return { remainders, again };
  }

  /** With faults, batches go out in another order than they were packed (counted when the order changed). */
  #maybeReorder<T>(batches: T[][]): T[][] {
    if (!this.summary.faults || batches.length < 2) return batches;
    const shuffled = this.#faultRandom.shuffle(batches);
    if (shuffled.some((batch, i) => batch !== batches[i])) this.summary.faults.reordered_batches++;
    return shuffled;
  }

  #nextStrategy(): Strategy {
    return STRATEGIES[this.#strategy++ % STRATEGIES.length]!;
  }

  /**
   * Counts the service's refusals. A hold the merchant placed after the warehouse fetched the shipment
   * is not the warehouse's mistake: it leaves the shipment unpacked, as a warehouse honours a hold, and
   * counts it apart (it comes back as pending when the hold is released).
   */
  #countErrors(failed: readonly { errors: { code: string }[] | null }[]): void {
    for (const element of failed) {
      for (const error of element.errors ?? []) {
        if (error.code === 'shipment_on_hold') this.summary.shipments.held++;
        else this.summary.errors[error.code] = (this.summary.errors[error.code] ?? 0) + 1;
      }
    }
  }
}

/** Every record of a sync since the feed's last token (all of them the first time). */
async function changedRecords<Record>(feed: AsyncIterable<{ records: Record[] }>): Promise<Record[]> {
  const records: Record[] = [];
  for await (const page of feed) records.push(...page.records);
  return records;
}

type Waiting = { id: number; state: string };

/**
 * What waits for the warehouse, from the syncs of the pending and the open records: each record once (the
 * pending sync's answer is the newer), those still pending or open, by id.
 */
async function waitingRecords<Record extends Waiting>(feeds: {
  pending: AsyncIterable<{ records: Record[] }>;
  open: AsyncIterable<{ records: Record[] }>;
}): Promise<Record[]> {
  const pending = await changedRecords(feeds.pending);
  const open = await changedRecords(feeds.open);
  return [...new Map([...open, ...pending].map((r) => [r.id, r])).values()]
    .filter((r) => r.state === 'pending' || r.state === 'open')
    .sort((a, b) => a.id - b.id);
}

/**
 * The product a confirmation error's pointer names (`/shipments/3/packages/0/items/1/...`): the code as
 * scanned, resolved to the product's own code on the shipment (a GTIN scan names the product too); null
 * when the pointer names no item.
 */
function productAt(sent: { shipment: CustomerShipment; confirmation: ShipmentConfirmation }[], pointer: string): string | null {
  const match = /^\/shipments\/(\d+)\/packages\/(\d+)\/items\/(\d+)/.exec(pointer);
  if (!match) return null;
  const element = sent[Number(match[1])];
  if (!element) return null;
  const scanned = element.confirmation.packages?.[Number(match[2])]?.items?.[Number(match[3])]?.product_code;
  return scanned === undefined ? null : productCodeOn(element.shipment, scanned);
}

/**
 * The elements of a batch with their results, in order; throws when the answer holds another number of
 * results than elements were sent, which would count one element's result against another.
 */
function withResults<S, R>(sent: readonly S[], results: readonly R[]): [S, R][] {
  if (results.length !== sent.length) throw new Error(`the answer holds ${results.length} results for ${sent.length} elements sent`);
  return sent.map((s, i) => [s, results[i]!]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
