import { first, present } from '../../src/domain/shared/invariants.ts';
import { Random } from '../../src/simulator/random.ts';
import type { Answer, Balancer } from './balancer.ts';
import type { Merchant } from './setup.ts';

/** Units of each product (by code). */
export type Units = Record<string, number>;

/** An order the driver asked for, under its Idempotency-Key, and the definitive answer: its status and problem code (null: none came). */
export type OrderAttempt = { key: string; number: string; status: number | null; code: string | null; id: number | null };
/** A keyed adjustment: `delta` in units, positive in, negative out; `reason` carries the key into the ledger. */
export type AdjustmentAttempt = { key: string; warehouse: string; product: string; delta: number; status: number | null; code: string | null };
/** A shipment confirmed (its element answered without errors), with what it shipped. */
export type Confirmation = { shipmentId: number; keyed: boolean; partial: boolean; shipped: Units; packages: number };
/** A return the driver asked for, under its Idempotency-Key (also its tracking number, to find it in the database). */
export type ReturnAttempt = { key: string; order: string; status: number | null; code: string | null; id: number | null };
/** A customer return shipment received (its element answered without errors), with what was received. */
export type Receipt = { crsId: number; keyed: boolean; received: Units };

/** Everything the driver did and was told, for the checks at the end. */
export type LoadRecord = {
  orders: OrderAttempt[];
  adjustments: AdjustmentAttempt[];
  confirmations: Confirmation[];
  returns: ReturnAttempt[];
  receipts: Receipt[];
  /** Confirmations and receipts sent again without a key after their answer: each must come back `replayed`. */
  repeats: { sent: number; notReplayed: number };
  /** Per-element error codes answered to confirmations and receipts (none is expected). */
  elementErrors: Record<string, number>;
  /** Batch writes whose answer was neither 200 nor 207, by route and status (`none`: no definitive answer in time). */
  refusedBatches: Record<string, number>;
};

type ToShip = { id: number; order: string; lines: { product: string; quantity: number }[] };
type ToReceive = { id: number; lines: { id: number; quantity: number; product: string }[] };

const SHIP_ROUTE = 'PUT /services/3pl/v1/customer-shipments/ship.json';
const RECEIVE_ROUTE = 'PUT /services/3pl/v1/customer-return-shipments/receive.json';

/**
 * The load driver: `lanes` loops that, until `stopAt`, each pick the next thing a busy merchant and its
 * warehouse do (create an order, confirm shipments, create a return, receive a return, adjust stock) and
 * send it through the balancer, which retries it, with the same body and key, until a definitive answer
 * or `retryUntil`. What was asked and answered is kept for the checks.
 */
export class LoadDriver {
  readonly record: LoadRecord = {
    orders: [],
    adjustments: [],
    confirmations: [],
    returns: [],
    receipts: [],
    repeats: { sent: 0, notReplayed: 0 },
    elementErrors: {},
    refusedBatches: {},
  };
  readonly #balancer: Balancer;
  readonly #merchant: Merchant;
  readonly #seed: number;
  readonly #retryUntil: number;
  readonly #toShip: ToShip[] = [];
  readonly #toReceive: ToReceive[] = [];
  /** Shipped units not yet asked back by a return, per order number. */
  readonly #returnable = new Map<string, Units>();
  #sequence = 0;

  constructor(balancer: Balancer, merchant: Merchant, seed: number, retryUntil: number) {
    this.#balancer = balancer;
    this.#merchant = merchant;
    this.#seed = seed;
    this.#retryUntil = retryUntil;
  }

  /** Runs `lanes` loops until `stopAt`; resolves when the last request of each has its answer (or gave up). */
  async run(lanes: number, stopAt: number): Promise<void> {
    await Promise.all(Array.from({ length: lanes }, (_, lane) => this.#lane(Random.for(this.#seed, 'lane', lane), stopAt)));
  }

  async #lane(random: Random, stopAt: number): Promise<void> {
    while (Date.now() < stopAt) await this.#nextAction(random)();
  }

  /** Orders and adjustments always; shipping, returns and receipts when there is something to do. */
  #nextAction(random: Random): () => Promise<void> {
    const actions: [number, () => Promise<void>][] = [
      [3, () => this.#createOrder(random)],
      [3, () => this.#adjust(random)],
      [this.#toShip.length > 0 ? 4 : 0, () => this.#ship(random)],
      [this.#returnable.size > 0 ? 2 : 0, () => this.#createReturn(random)],
      [this.#toReceive.length > 0 ? 2 : 0, () => this.#receive(random)],
    ];
    let roll = random.int(
      1,
      actions.reduce((sum, [weight]) => sum + weight, 0),
    );
    for (const [weight, action] of actions) {
      roll -= weight;
      if (roll <= 0) return action;
    }
    return first(actions, 'the actions')[1];
  }

  #send(route: string, path: string, body: unknown, apiKey: string, idempotencyKey?: string): Promise<Answer | null> {
    const method = route.slice(0, route.indexOf(' ')) as 'POST' | 'PUT';
    return this.#balancer.send({ method, path, route, apiKey, body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) }, this.#retryUntil);
  }

  /** POST /orders with 1-3 lines, now and then over both warehouses (one shipment each). */
  async #createOrder(random: Random): Promise<void> {
    const n = ++this.#sequence;
    const key = `order-${this.#seed}-${n}`;
    const number = `SO-${this.#seed}-${n}`;
    const products = random.shuffle(this.#merchant.products).slice(0, random.int(1, 3));
    const split = products.length > 1 && random.chance(0.2);
    const home = random.pick(this.#merchant.warehouses);
    const lines = products.map((product, i) => ({
      product_code: product,
      quantity: random.int(1, 4),
      unit_price: '10.00',
      warehouse: split ? this.#merchant.warehouses[i % 2] : home,
    }));
    const customer = `C-${n % 25}`;
    const body = {
      number,
      reference: `#${n}`,
      channel: this.#merchant.channel,
      customer: { code: customer, name: `Customer ${customer}`, email: `${customer.toLowerCase()}@example.com` },
      shipping_address: { name: `Customer ${customer}`, street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
      lines,
    };
    const answer = await this.#send('POST /api/v1/orders', '/api/v1/orders', body, this.#merchant.staffKey, key);
    const created = answer !== null && answer.status === 201;
    this.record.orders.push({ key, number, status: answer?.status ?? null, code: problemCode(answer), id: created ? answer.body.id : null });
    if (!created) return;
    for (const shipment of answer.body.customer_shipments as { id: number; warehouse: string }[]) {
      const here = lines.filter((l) => l.warehouse === shipment.warehouse).map((l) => ({ product: l.product_code, quantity: l.quantity }));
      this.#toShip.push({ id: shipment.id, order: number, lines: here });
    }
  }

  /** POST /inventory/adjustments with a key; the key is also the adjustment's reason, which the ledger keeps. */
  async #adjust(random: Random): Promise<void> {
    const key = `adjust-${this.#seed}-${++this.#sequence}`;
    const warehouse = random.pick(this.#merchant.warehouses);
    const product = random.pick(this.#merchant.products);
    const delta = random.int(1, 20) * (random.chance(0.3) ? -1 : 1);
    const body = { warehouse, product_code: product, quantity: delta, reason: key };
    const answer = await this.#send('POST /api/v1/inventory/adjustments', '/api/v1/inventory/adjustments', body, this.#merchant.staffKey, key);
    this.record.adjustments.push({ key, warehouse, product, delta, status: answer?.status ?? null, code: problemCode(answer) });
  }

  /** ship.json for one or two shipments, half of them under an Idempotency-Key, some short (a backorder follows). */
  async #ship(random: Random): Promise<void> {
    const batch = this.#take(this.#toShip, random, random.int(1, 2));
    const packed = batch.map((shipment) => packShipment(shipment, random));
    const body = { shipments: packed.map((p) => p.element) };
    const keyed = random.chance(0.5);
    const key = keyed ? `ship-${this.#seed}-${batch.map((s) => s.id).join('-')}` : undefined;
    const answer = await this.#send(SHIP_ROUTE, '/services/3pl/v1/customer-shipments/ship.json', body, this.#merchant.warehouseKey, key);
    const results = this.#batchResults(SHIP_ROUTE, answer);
    results.forEach((result, i) => {
      if (result.errors !== null) return;
      const { shipment, shipped, partial, packages } = present(packed[i], `the confirmation sent for result ${i}`);
      this.record.confirmations.push({ shipmentId: shipment.id, keyed, partial, shipped, packages });
      this.#addReturnable(shipment.order, shipped);
      if (result.backorder) this.#toShip.push({ id: result.backorder.id, order: shipment.order, lines: remainder(shipment, shipped) });
    });
    if (!keyed && results.length > 0 && random.chance(0.25)) await this.#repeat(SHIP_ROUTE, '/services/3pl/v1/customer-shipments/ship.json', body, results);
  }

  /** POST /returns for a unit or two that shipped, under a key (also its tracking number). */
  async #createReturn(random: Random): Promise<void> {
    const order = random.pick([...this.#returnable.keys()]);
    const units = this.#returnable.get(order)!;
    const product = random.pick(Object.keys(units));
    const held = present(units[product], `the returnable units of ${product}`);
    const quantity = Math.min(held, random.int(1, 2));
    units[product] = held - quantity;
    if (units[product] === 0) delete units[product];
    if (Object.keys(units).length === 0) this.#returnable.delete(order);
    const key = `return-${this.#seed}-${++this.#sequence}`;
    const body = { order, source: 'storefront', tracking_number: key, lines: [{ product_code: product, quantity, reason: 'chaos run' }] };
    const answer = await this.#send('POST /api/v1/returns', '/api/v1/returns', body, this.#merchant.staffKey, key);
    const created = answer !== null && answer.status === 201;
    this.record.returns.push({ key, order, status: answer?.status ?? null, code: problemCode(answer), id: created ? answer.body.id : null });
    if (!created) return;
    for (const crs of answer.body.customer_return_shipments as { id: number; lines: { id: number; quantity: number; product_code: string }[] }[]) {
      this.#toReceive.push({ id: crs.id, lines: crs.lines.map((l) => ({ id: l.id, quantity: l.quantity, product: l.product_code })) });
    }
  }

  /** receive.json for one CRS: everything, one unit damaged now and then, or short (`finalize`). */
  async #receive(random: Random): Promise<void> {
    const crs = first(this.#take(this.#toReceive, random, 1), 'a return shipment to receive');
    const { element, received } = receiptOf(crs, random);
    const keyed = random.chance(0.5);
    const key = keyed ? `receive-${this.#seed}-${crs.id}` : undefined;
    const body = { shipments: [element] };
    const path = '/services/3pl/v1/customer-return-shipments/receive.json';
    const answer = await this.#send(RECEIVE_ROUTE, path, body, this.#merchant.warehouseKey, key);
    const results = this.#batchResults(RECEIVE_ROUTE, answer);
    if (results[0]?.errors === null) this.record.receipts.push({ crsId: crs.id, keyed, received });
    if (!keyed && results[0]?.errors === null && random.chance(0.25)) await this.#repeat(RECEIVE_ROUTE, path, body, results);
  }

  /**
   * Sends a batch that was answered again without a key, as a warehouse that lost track of it does:
   * every element must come back as the replay of its first answer and change nothing (CONTRACT 4).
   */
  async #repeat(route: string, path: string, body: unknown, first: { errors: unknown }[]): Promise<void> {
    const answer = await this.#send(route, path, body, this.#merchant.warehouseKey);
    this.record.repeats.sent++;
    const again = answer?.status === 200 ? (answer.body.shipments as { replayed?: boolean }[]) : [];
    if (again.length !== first.length || !again.every((r) => r.replayed === true)) this.record.repeats.notReplayed++;
  }

  /** The per-element answers of a batch write; none when it had no 200/207 answer (counted). */
  #batchResults(route: string, answer: Answer | null): { errors: { code: string }[] | null; backorder?: { id: number } | null }[] {
    if (answer === null || (answer.status !== 200 && answer.status !== 207)) {
      const what = answer === null ? 'none' : `${route} ${answer.status}`;
      this.record.refusedBatches[what] = (this.record.refusedBatches[what] ?? 0) + 1;
      return [];
    }
    const results = answer.body.shipments as { errors: { code: string }[] | null }[];
    for (const error of results.flatMap((r) => r.errors ?? [])) this.record.elementErrors[error.code] = (this.record.elementErrors[error.code] ?? 0) + 1;
    return results;
  }

  #addReturnable(order: string, shipped: Units): void {
    const units = this.#returnable.get(order) ?? {};
    for (const [product, quantity] of Object.entries(shipped)) if (quantity > 0) units[product] = (units[product] ?? 0) + quantity;
    if (Object.keys(units).length > 0) this.#returnable.set(order, units);
  }

  /** Removes up to `count` random entries of a work list (each is worked on by one lane only). */
  #take<T>(list: T[], random: Random, count: number): T[] {
    const taken: T[] = [];
    while (taken.length < count && list.length > 0) taken.push(first(list.splice(random.int(0, list.length - 1), 1), 'the entry taken'));
    return taken;
  }
}

/** The `code` of a problem+json answer, else null. */
function problemCode(answer: Answer | null): string | null {
  return answer !== null && answer.status >= 400 && typeof answer.body?.code === 'string' ? answer.body.code : null;
}

/**
 * A confirmation as a warehouse floor sends it: by `lines`, or in one or two `packages` with the items
 * dealt round; one shipment in four short of a unit or more when it holds more than one.
 */
function packShipment(shipment: ToShip, random: Random) {
  const total = shipment.lines.reduce((sum, l) => sum + l.quantity, 0);
  const partial = total > 1 && random.chance(0.25);
  const short = partial ? random.int(0, shipment.lines.length - 1) : -1;
  const items = shipment.lines
    .map((line, i) => ({ product_code: line.product, quantity: i === short ? shortOf(line.quantity, total, random) : line.quantity }))
    .filter((item) => item.quantity > 0);
  const shipped: Units = {};
  for (const item of items) shipped[item.product_code] = (shipped[item.product_code] ?? 0) + item.quantity;
  const packageCount = items.length > 1 && random.chance(0.5) ? 2 : 1;
  const common = { id: shipment.id, carrier_identifier: 'ups', tracking_number: `1ZCHAOS${shipment.id}`, cost: '7.50' };
  const element =
    packageCount === 1 && random.chance(0.5)
      ? { ...common, lines: items }
      : { ...common, packages: Array.from({ length: packageCount }, (_, p) => ({ medium: 'BOX', items: items.filter((_, i) => i % packageCount === p) })) };
  return { shipment, element, shipped, partial, packages: packageCount };
}

/** A short pick of a line: fewer units, never none of the whole shipment. */
function shortOf(quantity: number, total: number, random: Random): number {
  return random.int(total > quantity ? 0 : 1, quantity - 1);
}

/** What a backorder of `shipment` still owes once `shipped` has gone. */
function remainder(shipment: ToShip, shipped: Units): ToShip['lines'] {
  const left = { ...shipped };
  return shipment.lines.flatMap((line) => {
    const gone = Math.min(line.quantity, left[line.product] ?? 0);
    left[line.product] = (left[line.product] ?? 0) - gone;
    return line.quantity > gone ? [{ product: line.product, quantity: line.quantity - gone }] : [];
  });
}

/** A receipt of one CRS: all of it, one unit of a line damaged one time in five, or one unit short (`finalize`) one time in seven. */
function receiptOf(crs: ToReceive, random: Random) {
  const total = crs.lines.reduce((sum, l) => sum + l.quantity, 0);
  const short = total > 1 && random.chance(0.15);
  const received: Units = {};
  const lines = crs.lines.flatMap((line, i) => {
    const quantity = short && i === 0 ? line.quantity - 1 : line.quantity;
    if (quantity <= 0) return [];
    received[line.product] = (received[line.product] ?? 0) + quantity;
    if (quantity > 1 && random.chance(0.2)) {
      return [
        { id: line.id, quantity: quantity - 1, condition: 'good' },
        { id: line.id, quantity: 1, condition: 'damaged' },
      ];
    }
    return [{ id: line.id, quantity, condition: 'good' }];
  });
  return { element: { id: crs.id, ...(short ? { strategy: 'finalize' } : {}), lines }, received };
}
