import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { BACKEND, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { createReturn, crsAt, crsRecord, receive, returnOrder, shippedOrder } from '../helpers/returns-fixture.ts';

type Line = { product_code: string; quantity: number; warehouse?: string };

type Kind = 'crs' | 'line' | 'ro';

/** Gives the ids of one run's records the same names in every run (`crs3`, `crs3.line1`, `new2`), per kind of record. */
class Names {
  private readonly names = new Map<string, string>();
  private created = 0;
  known(kind: Kind, id: number, name: string): void {
    this.names.set(`${kind}:${id}`, name);
  }
  of(id: number | null | undefined, kind: Kind = 'crs'): string | null {
    if (id === null || id === undefined) return null;
    const key = `${kind}:${id}`;
    if (!this.names.has(key)) this.names.set(key, `new-${kind}${++this.created}`);
    return this.names.get(key)!;
  }
  ref(ref: { id: number; number: string } | null | undefined) {
    return ref ? this.of(ref.id) : null;
  }
  /** A message with the CRS and lines it names renamed; a pointer with the element's index left out (one element alone is /shipments/0). */
  error(e: { code: string; message: string; pointer: string | null }) {
    const message = e.message.replace(
      /(shipment|line) (\d+)/g,
      (_, word: string, id: string) => `${word} ${this.names.get(`${word === 'line' ? 'line' : 'crs'}:${id}`) ?? 'unknown'}`,
    );
    return [e.code, message, e.pointer?.replace(/^\/shipments\/\d+/, '/shipments/*') ?? null];
  }
}

const PRODUCTS = ['WIDGET', 'GADGET', 'CASE', 'SERUM'];

describe('3PL receive.json as a batch: answers, records, stock and events exactly as the same elements one at a time', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  /** A shipped order, returned; its CRS at a warehouse (EAST by default) as the poll shows it. */
  async function pendingCrs(lines: Line[], warehouse = 'EAST') {
    const order = await shippedOrder(ctx, lines);
    const ro = await createReturn(ctx, { order: order.number, lines: lines.map(({ product_code, quantity }) => ({ product_code, quantity })) });
    return crsRecord(ctx, crsAt(ro, warehouse).id);
  }

  /**
   * One world to receive: a CRS per element, some received already (to be repeated or contradicted),
   * and the elements: every strategy with something missing, a complete receipt into a bin with damaged
   * units, a new lot, repeats of a done and of a split receipt, a contradiction, refused lines, an
   * unknown CRS, and both CRS of one return order (which closes after the second).
   */
  async function scenario() {
    const names = new Names();
    const three = [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'GADGET', quantity: 2 },
      { product_code: 'CASE', quantity: 1 },
    ];
    const partial = (crs: any, strategy: string) => ({
      id: crs.id,
      strategy,
      lines: [
        { id: crs.lines[0].id, quantity: 2 },
        { id: crs.lines[1].id, quantity: 2, condition: 'damaged' },
      ],
    });
    const complete = await pendingCrs([
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const startNew = await pendingCrs(three);
    const split = await pendingCrs(three);
    const finalize = await pendingCrs(three);
    const lot = await pendingCrs([{ product_code: 'SERUM', quantity: 2 }]);
    const repeated = await pendingCrs([{ product_code: 'GADGET', quantity: 1 }]);
    const contradicted = await pendingCrs([{ product_code: 'GADGET', quantity: 1 }]);
    const repeatedSplit = await pendingCrs([{ product_code: 'WIDGET', quantity: 2 }]);
    const refused = await pendingCrs([
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    const east = await crsRecord(ctx, crsAt(ro, 'EAST').id);
    const west = await crsRecord(ctx, crsAt(ro, 'WEST').id);
    const done = { id: repeated.id, lines: [{ product_code: 'GADGET', quantity: 1 }] };
    const splitBefore = { id: repeatedSplit.id, strategy: 'split_and_keep_open', lines: [{ product_code: 'WIDGET', quantity: 1 }] };
    for (const earlier of [done, { id: contradicted.id, lines: [{ product_code: 'GADGET', quantity: 1 }] }, splitBefore]) {
      assert.equal((await receive(ctx, key, [earlier])).status, 200);
    }
    const elements = [
      {
        id: complete.id,
        tpl_reference: 'PARCEL-1',
        lines: [
          { id: complete.lines[0].id, quantity: 1, location: 'A-01' },
          { product_code: 'WIDGET', quantity: 1, condition: 'damaged' },
          { product_code: 'GADGET', quantity: 1 },
        ],
      },
      partial(startNew, 'finalize_and_start_new'),
      done,
      partial(split, 'split_and_keep_open'),
      { id: contradicted.id, lines: [{ product_code: 'GADGET', quantity: 0.5 }] },
      partial(finalize, 'finalize'),
      {
        id: refused.id,
        lines: [
          { id: refused.lines[0].id, quantity: 1, location: 'NOWHERE' },
          { product_code: 'GADGET', quantity: 2 },
          { product_code: 'STRAP', quantity: 1 },
        ],
      },
      { id: east.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
      { id: 999_999_999, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
      { id: lot.id, lines: [{ product_code: 'SERUM', quantity: 2, lot: { number: 'BATCH-LOT-1' } }] },
      splitBefore,
      { id: west.id, lines: [{ product_code: 'GADGET', quantity: 1 }] },
    ];
    const records = [complete, startNew, repeated, split, contradicted, finalize, refused, east, null, lot, repeatedSplit, west];
    for (const [i, crs] of records.entries()) {
      if (!crs) continue;
      names.known('crs', crs.id, `crs${i}`);
      for (const [j, line] of crs.lines.entries()) names.known('line', line.id, `crs${i}.line${j}`);
    }
    names.known('ro', ro.id, 'ro');
    return { names, elements, records, returnOrderId: ro.id };
  }

  /** Stock of the scenario's products at EAST and WEST: figures and every location. */
  async function stock() {
    const figures = new Map<string, Awaited<ReturnType<typeof stockOf>>>();
    for (const warehouse of ['EAST', 'WEST']) for (const code of PRODUCTS) figures.set(`${warehouse}:${code}`, await stockOf(ctx, warehouse, code));
    return figures;
  }

  async function lastEventId(): Promise<number> {
    const row = await ctx.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Runs the scenario's elements through `send`, and answers what a client and a channel see of it, ids named alike. */
  async function run(send: (elements: unknown[]) => Promise<unknown[]>) {
    const { names, elements, records, returnOrderId } = await scenario();
    const stockBefore = await stock();
    const eventsFrom = await lastEventId();
    const answers = await send(elements);
    const stockAfter = await stock();
    const events = (await ctx.db.selectFrom('events').selectAll().where('id', '>', eventsFrom).orderBy('id').execute()).map((e) => ({
      ...e,
      data: JSON.parse(e.data),
    }));
    const shownAnswers = answers.map((a) => shownAnswer(a, names));
    const shownEvents = events.map((e) => shownEvent(e, names, stockBefore));
    const crs = [];
    for (const record of records) {
      if (!record) continue;
      const now = await crsRecord(ctx, record.id);
      crs.push([now.state, now.lines.map((l: any) => [names.of(l.id, 'line'), l.product.code, l.quantity, l.received_quantity])]);
    }
    const created = [];
    for (const a of answers as any[]) {
      for (const ref of [a.received_in, a.remainder]) {
        if (!ref || records.some((r) => r?.id === ref.id)) continue;
        const now = await crsRecord(ctx, ref.id);
        created.push([names.of(ref.id), now.state, now.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity])]);
      }
    }
    const stockChange = [...stockAfter].map(([k, after]) => {
      const was = stockBefore.get(k)!;
      const at = (s: typeof after) => new Map(s.locations.map((l) => [`${l.location}:${l.lot}`, l.quantity]));
      const locations = [...at(after)].map(([where, q]) => [where, q - (at(was).get(where) ?? 0)]).filter(([, q]) => q !== 0);
      return [k, after.on_hand - was.on_hand, after.allocated - was.allocated, locations];
    });
    const closed = (await returnOrder(ctx, returnOrderId)).state;
    return { answers: shownAnswers, events: shownEvents, crs, created, stockChange, closed, raw: answers as any[] };
  }

  function shownAnswer(a: any, names: Names) {
    return {
      id: a.id === 999_999_999 ? 'unknown' : names.of(a.id),
      state: a.state,
      replayed: a.replayed ?? false,
      errors: a.errors?.map((e: any) => names.error(e)) ?? null,
      received_at: a.received_at === undefined ? undefined : a.received_at !== null,
      tpl_reference: a.tpl_reference,
      lines: a.lines?.map((l: any) => ({ ...l, id: names.of(l.id, 'line') })),
      not_received: a.not_received?.map((l: any) => ({ ...l, id: names.of(l.id, 'line') })),
      received_in: names.ref(a.received_in),
      remainder: names.ref(a.remainder),
    };
  }

  function shownEvent(e: any, names: Names, stockBefore: Map<string, { on_hand: number; allocated: number }>) {
    const d = e.data;
    switch (e.type) {
      case 'customer_return_shipment.received':
        return [
          e.type,
          names.of(e.resource_id),
          d.state,
          d.strategy,
          d.tpl_reference,
          names.ref(d.split_from),
          names.ref(d.remainder),
          d.lines.map((l: any) => ({ ...l, id: names.of(l.id, 'line') })),
          d.not_received.map((l: any) => ({ ...l, id: names.of(l.id, 'line') })),
        ];
      case 'customer_return_shipment.created':
        return [e.type, names.of(e.resource_id), d.state, d.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity])];
      case 'return_order.closed':
        return [
          e.type,
          names.of(e.resource_id, 'ro'),
          d.state,
          d.lines.map((l: any) => l.received_quantity),
          d.customer_return_shipments.map((c: any) => [names.of(c.id), c.state]),
        ];
      case 'inventory.updated': {
        const was = stockBefore.get(`${d.warehouse.code}:${d.product_code}`)!;
        return [e.type, d.warehouse.code, d.product_code, d.on_hand - was.on_hand, d.allocated - was.allocated, names.of(d.crs_id)];
      }
      default:
        return [e.type, e.resource_type];
    }
  }

  it('a mixed batch of 12 answers element by element what 12 requests of one element answer, and writes the same', async () => {
    let batch: Reply | undefined;
    const together = await run(async (elements) => {
      batch = await receive(ctx, key, [...elements, elements[0]]);
      return batch.body.shipments.slice(0, elements.length);
    });
    const statuses: number[] = [];
    const alone = await run(async (elements) => {
      const answers = [];
      for (const element of elements) {
        const res = await receive(ctx, key, [element]);
        statuses.push(res.status);
        answers.push(res.body.shipments[0]);
      }
      return answers;
    });

    assert.equal(batch!.status, 207);
    assert.deepEqual(codes(batch!.body.shipments.at(-1)), [['duplicate_element', '/shipments/12/id']], 'the CRS named again changes nothing');
    assert.deepEqual(
      together.raw.map((a) => (a.errors ? a.errors.map((e: any) => e.code).join() : a.replayed ? 'replayed' : a.state)),
      [
        'done',
        'done',
        'replayed',
        'pending',
        'already_received',
        'done',
        'unknown_location,quantity_exceeds_expected,product_not_on_return',
        'done',
        'not_found',
        'done',
        'replayed',
        'done',
      ],
    );
    assert.deepEqual(
      statuses.map((s, i) => [i, s]),
      statuses.map((_, i) => [i, together.raw[i].errors ? 207 : 200]),
    );
    assert.deepEqual(together.answers, alone.answers);
    assert.deepEqual(together.events, alone.events);
    assert.deepEqual(
      together.events.filter((e) => e[0] === 'inventory.updated').map((e) => e.slice(1)),
      [
        ['EAST', 'WIDGET', 1, 0, 'crs0'],
        ['EAST', 'GADGET', 1, 0, 'crs0'],
        ['EAST', 'WIDGET', 3, 0, 'crs1'],
        ['EAST', 'WIDGET', 5, 0, 'new-crs2'],
        ['EAST', 'WIDGET', 7, 0, 'crs5'],
        ['EAST', 'WIDGET', 8, 0, 'crs7'],
        ['EAST', 'SERUM', 2, 0, 'crs9'],
        ['WEST', 'GADGET', 1, 0, 'crs11'],
      ],
      'on hand as it stood right after each receipt (good units only), against the figures before the batch',
    );
    assert.deepEqual(together.crs, alone.crs);
    assert.deepEqual(together.created, alone.created);
    assert.deepEqual(together.stockChange, alone.stockChange);
    assert.deepEqual([together.closed, alone.closed], ['closed', 'closed']);
    assert.equal(together.events.filter((e) => e[0] === 'return_order.closed' && e[1] === 'ro').length, 1, 'the return order of two CRS closes once');
    await assertLedgerInvariant(ctx.db);
  });

  it('when the batch write fails, each element runs alone: the one that fails answers internal_error, the others apply', async () => {
    const crs: any[] = [];
    for (let i = 0; i < 3; i++) crs.push(await pendingCrs([{ product_code: 'WIDGET', quantity: 8 }]));
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    // A database failure the judgment cannot foresee, on the second element's stock move only.
    await failMovesOf(7777);
    try {
      const res = await receive(ctx, key, [
        { id: crs[0].id, lines: [{ product_code: 'WIDGET', quantity: 8 }] },
        { id: crs[1].id, strategy: 'finalize', lines: [{ product_code: 'WIDGET', quantity: 7.777 }] },
        { id: crs[2].id, strategy: 'split_and_keep_open', lines: [{ product_code: 'WIDGET', quantity: 2 }] },
      ]);
      assert.equal(res.status, 207, JSON.stringify(res.body));
      const [first, failed, third] = res.body.shipments;
      assert.deepEqual([first.state, first.errors, first.remainder], ['done', null, null]);
      assert.deepEqual([failed.state, codes(failed)], ['pending', [['internal_error', null]]]);
      assert.deepEqual([third.state, third.errors, third.remainder], ['pending', null, { id: crs[2].id, number: crs[2].number }]);
    } finally {
      await failMovesOf(null);
    }
    assert.deepEqual([(await crsRecord(ctx, crs[0].id)).state, (await crsRecord(ctx, crs[1].id)).state], ['done', 'pending']);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 10);
    const moves = await ctx.db.selectFrom('stock_moves').select('id').where('crs_id', '=', crs[1].id).execute();
    assert.equal(moves.length, 0, 'nothing of the failed element stays');
    const received = await ctx.db.selectFrom('events').select('resource_id').where('type', '=', 'customer_return_shipment.received').execute();
    assert.equal(received.filter((e) => e.resource_id === crs[1].id).length, 0);
    await assertLedgerInvariant(ctx.db);
  });

  /** Makes every stock move of this quantity (stored thousandths) fail in the database; null lifts it. */
  async function failMovesOf(quantity: number | null): Promise<void> {
    if (BACKEND === 'postgres') {
      if (quantity === null) {
        await sql`drop trigger fail_moves on stock_moves`.execute(ctx.db);
        await sql`drop function fail_moves()`.execute(ctx.db);
        return;
      }
      await sql
        .raw(`create function fail_moves() returns trigger language plpgsql as $$
        begin if new.quantity = ${quantity} then raise exception 'refused by the test'; end if; return new; end $$`)
        .execute(ctx.db);
      await sql`create trigger fail_moves before insert on stock_moves for each row execute function fail_moves()`.execute(ctx.db);
      return;
    }
    if (quantity === null) await sql`drop trigger fail_moves`.execute(ctx.db);
    else
      await sql
        .raw(`create trigger fail_moves before insert on stock_moves when new.quantity = ${quantity} begin select raise(abort, 'refused by the test'); end`)
        .execute(ctx.db);
  }
});

function codes(element: any): [string, string | null][] {
  return (element.errors ?? []).map((e: any) => [e.code, e.pointer]);
}
