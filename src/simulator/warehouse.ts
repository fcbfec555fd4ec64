import {
  BATCH_PATHS,
  createDocksideClient,
  type BatchResult,
  type CustomerReturnShipment,
  type CustomerShipment,
  type DocksideClient,
  type ReturnShipmentReceipt,
  type ShipmentConfirmation,
  type ShipmentConfirmationResult,
  type SyncFeed,
} from '../../clients/typescript/src/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { emptyFaultTally, faultyFetch, repeatWithoutKey, type FaultTally } from './faults.ts';
import { packShipment, productCodeOn, type ItemMaster, type PackingTally } from './packing.ts';
import { Random } from './random.ts';
import { receiveParcel, STRATEGIES, type Dock, type ReceivingTally, type Strategy } from './receiving.ts';
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
};

/** What the reference warehouse did, over all its passes: printed at the end (one JSON line with --json). */
export type Summary = {
  seed: number;
  passes: number;
  shipments: {
    seen: number;
    acknowledged: number;
    confirmed: number;
    backorders: number;
    packages: number;
    multi_package: number;
    split_lines: number;
    bundles_by_code: number;
    bundles_by_components: number;
    lots: number;
    gtins: number;
    sscc_overrides: number;
    consumables: number;
    by_carrier: Record<string, number>;
  };
  returns: {
    seen: number;
    acknowledged: number;
    received: number;
    units_good: number;
    units_damaged: number;
    lines_by_product_code: number;
    partial: Record<Strategy, number>;
  };
  faults: FaultTally | null;
  /** Client retries (network errors, lost answers, 409 in use, 429, 503). */
  retries: number;
  /** Element errors the service answered, by code. */
  errors: Record<string, number>;
};

const RETURN_ROUNDS = 5;
/**
 * How long a round waits for the remainders its short parcels left to come through the sync. On
 * PostgreSQL a committed change is answered once every transaction that began before it has ended
 * (docs/3pl-api.md, "Incremental sync"), so a remainder made a moment ago may come a poll later.
 */
const REMAINDER_WAIT_MS = 5_000;

/**
 * The reference 3PL warehouse: everything through the public 3PL API with a warehouse key and the typed
 * client. A pass syncs the pending and open shipments (Sync-Token), acknowledges the new ones with its
 * own references, picks, packs and confirms them (packing.ts), then receives the pending return shipments
 * (receiving.ts), in rounds until none waits (a remainder left by a short parcel arrives in the next round).
 */
export class ReferenceWarehouse {
  readonly summary: Summary;
  readonly #options: WarehouseOptions;
  readonly #client: DocksideClient;
  readonly #feeds: { pending: SyncFeed<'/services/3pl/v1/customer-shipments.json'>; open: SyncFeed<'/services/3pl/v1/customer-shipments.json'> };
  readonly #returnFeeds: {
    pending: SyncFeed<'/services/3pl/v1/customer-return-shipments.json'>;
    open: SyncFeed<'/services/3pl/v1/customer-return-shipments.json'>;
  };
  readonly #faultRandom: Random;
  #carriers: Map<string, CarrierEntry> | null = null;
  #strategy = 0;
  /** Every shipment and return shipment a sync has answered, by `shipment:ID` and `crs:ID`. */
  readonly #seen = new Set<string>();

  constructor(options: WarehouseOptions) {
    this.#options = options;
    // Faults draw from a stream of their own: the same seed packs the same parcels with or without them.
    this.#faultRandom = new Random(options.seed ^ 0x5eed);
    this.summary = emptySummary(options.seed, options.faults);
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
    const returns = '/services/3pl/v1/customer-return-shipments.json' as const;
    this.#feeds = {
      pending: this.#client.sync(shipments, { filters: { status: 'pending' } }),
      open: this.#client.sync(shipments, { filters: { status: 'open' } }),
    };
    this.#returnFeeds = {
      pending: this.#client.sync(returns, { filters: { status: 'pending' } }),
      open: this.#client.sync(returns, { filters: { status: 'open' } }),
    };
  }

  /** A sync has answered this shipment (`shipment:ID`) or return shipment (`crs:ID`). */
  hasSeen(record: string): boolean {
    return this.#seen.has(record);
  }

  /** One pass over everything waiting: shipments, then return shipments. */
  async pass(): Promise<void> {
    this.summary.passes++;
    await this.#shipPending();
    await this.#receivePending();
  }

  async #carrierList(): Promise<Map<string, CarrierEntry>> {
    if (this.#carriers === null) {
      const { data, error } = await this.#client.GET('/services/3pl/v1/carriers.json');
      if (!data) throw new Error(`GET /carriers.json failed: ${JSON.stringify(error)}`);
      this.#carriers = new Map(data.map((c) => [c.code, c]));
    }
    return this.#carriers;
  }

  async #shipPending(): Promise<void> {
    const ours = await waitingRecords(this.#feeds);
    this.summary.shipments.seen += ours.length;
    for (const shipment of ours) this.#seen.add(`shipment:${shipment.id}`);
    await this.#acknowledge(ours.filter((s) => s.state === 'pending'));
    let toShip = ours;
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
      const learnt = this.#learnLots(result, batch, knownLots);
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
   * Products named by `lot_required` errors join the item master; answers the shipments to pack again:
   * those refused for a product the item master did not hold when they were packed (`knownLots`).
   */
  #learnLots(
    result: BatchResult<ShipmentConfirmationResult>,
    sent: { shipment: CustomerShipment; confirmation: ShipmentConfirmation }[],
    knownLots: Set<string>,
  ): Set<number> {
    const failed = new Set<number>();
    for (const element of result.failed) {
      for (const error of element.errors ?? []) {
        if (error.code !== 'lot_required' || !error.pointer) continue;
        const code = productAt(sent, error.pointer);
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

  async #receivePending(): Promise<void> {
    let remainders = 0;
    for (let round = 0; round < RETURN_ROUNDS; round++) {
      const waiting = await this.#waitingReturns(remainders);
      if (waiting.length === 0) return;
      this.summary.returns.seen += waiting.length;
      for (const crs of waiting) this.#seen.add(`crs:${crs.id}`);
      await this.#acknowledgeReturns(waiting.filter((c) => c.state === 'pending'));
      // After the first round, what is still expected is the rest of a short parcel, arriving now.
      remainders = await this.#receive(waiting, round > 0);
    }
  }

  /**
   * The return shipments waiting, from the syncs; when the last round's short parcels left `remainders`
   * to receive (a new CRS, or the one kept open), the syncs are asked again until they have answered at
   * least that many, for up to REMAINDER_WAIT_MS.
   */
  async #waitingReturns(remainders: number): Promise<CustomerReturnShipment[]> {
    const waiting = new Map((await waitingRecords(this.#returnFeeds)).map((c) => [c.id, c]));
    for (const until = Date.now() + REMAINDER_WAIT_MS; waiting.size < remainders && Date.now() < until; ) {
      await sleep(100);
      for (const crs of await waitingRecords(this.#returnFeeds)) waiting.set(crs.id, crs);
    }
    return [...waiting.values()].sort((a, b) => a.id - b.id);
  }

  async #acknowledgeReturns(crs: CustomerReturnShipment[]): Promise<void> {
    if (crs.length === 0) return;
    const result = await this.#client.acknowledgeReturnShipments(crs.map((c) => ({ id: c.id, tpl_reference: `RMA-${c.number.replace(/\D/g, '')}` })));
    this.summary.returns.acknowledged += result.results.length - result.failed.length;
    this.#countErrors(result.failed);
  }

  /** Receives the parcels of `crs`; answers how many short parcels left a remainder to receive in the next round. */
  async #receive(crs: CustomerReturnShipment[], complete: boolean): Promise<number> {
    const parcels = crs
      .map((c) =>
        receiveParcel(
          c,
          Random.for(this.#options.seed, `receipt ${complete ? 'rest' : 'first'}`, c.id),
          this.#options.items,
          this.#options.dock,
          () => this.#nextStrategy(),
          complete,
        ),
      )
      .filter((p) => p.receipt.lines.length > 0);
    let remainders = 0;
    for (const batch of this.#maybeReorder(chunks(parcels, this.#options.batchSize))) {
      const result = await this.#client.receiveReturnShipments(batch.map((p) => p.receipt));
      const answered = withResults(batch, result.results);
      for (const [sent, element] of answered) {
        if (element.errors !== null) continue;
        this.#countReceived(sent.tally);
        if (sent.tally.partial !== null && sent.tally.partial !== 'finalize') remainders++;
      }
      this.#countErrors(result.failed);
      if (this.summary.faults && this.#faultRandom.chance(0.5)) {
        const done: ReturnShipmentReceipt[] = answered.filter(([, element]) => element.errors === null).map(([p]) => p.receipt);
        await repeatWithoutKey(this.#options.url, this.#options.key, BATCH_PATHS.receiveReturnShipments, done, this.summary.faults);
      }
    }
    return remainders;
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

  #countReceived(tally: ReceivingTally): void {
    const r = this.summary.returns;
    r.received++;
    r.units_good += tally.good;
    r.units_damaged += tally.damaged;
    r.lines_by_product_code += tally.byCode;
    if (tally.partial) r.partial[tally.partial]++;
  }

  #countErrors(failed: readonly { errors: { code: string }[] | null }[]): void {
    for (const element of failed) {
      for (const error of element.errors ?? []) this.summary.errors[error.code] = (this.summary.errors[error.code] ?? 0) + 1;
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

function emptySummary(seed: number, faults: boolean): Summary {
  return {
    seed,
    passes: 0,
    shipments: {
      seen: 0,
      acknowledged: 0,
      confirmed: 0,
      backorders: 0,
      packages: 0,
      multi_package: 0,
      split_lines: 0,
      bundles_by_code: 0,
      bundles_by_components: 0,
      lots: 0,
      gtins: 0,
      sscc_overrides: 0,
      consumables: 0,
      by_carrier: {},
    },
    returns: {
      seen: 0,
      acknowledged: 0,
      received: 0,
      units_good: 0,
      units_damaged: 0,
      lines_by_product_code: 0,
      partial: { finalize_and_start_new: 0, split_and_keep_open: 0, finalize: 0 },
    },
    faults: faults ? emptyFaultTally() : null,
    retries: 0,
    errors: {},
  };
}
