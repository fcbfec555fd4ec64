import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { BACKEND, call, createContext, nextQuery, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const CRS_FETCH = '/services/3pl/v1/customer-return-shipments.json';
const CRS_RECEIVE = '/services/3pl/v1/customer-return-shipments/receive.json';

/** Changes the writers make: at least 10,000 on PostgreSQL, where transactions commit out of order. */
const ORDERS = BACKEND === 'postgres' ? 2_600 : 500;
const CREATORS = 4;
const SHIPPERS = 3;

type Seen = Map<number, { state: string; updated_at: string; at: number }>;

/**
 * CONTRACT 5 "Incremental sync": pollers following Sync-Tokens while several writers create orders,
 * confirm ship.json batches, cancel orders and receive returns, all at once on a pool of connections.
 * Afterwards every record the pollers follow must have been seen as it ended, and no change before its
 * commit. The same pollers with `updated_at_min` (no margin) are run beside them for comparison.
 */
describe('sync tokens under concurrent writers', { timeout: 600_000 }, () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext({ poolSize: 10 });
    ({ key } = await setupMerchant(ctx));
    for (const product_code of ['WIDGET', 'GADGET']) {
      const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code, quantity: 100_000 } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });
  after(async () => {
    await ctx.close();
  });

  it(`misses no change: ${ORDERS} orders created, shipped, cancelled and returned while pollers sync`, async () => {
    const committed = new Map<string, number>();
    let writing = true;
    const counts = { orders: 0, shipped: 0, cancelled: 0, received: 0, batches: 0 };

    const creators = Array.from({ length: CREATORS }, async (_, c) => {
      for (let i = c; i < ORDERS; i += CREATORS) {
        await placeOrder(ctx, [{ product_code: i % 3 === 0 ? 'GADGET' : 'WIDGET', quantity: 1 }]);
        counts.orders++;
      }
    });
    // Several clients confirm at once, each its own shipments: their batches commit in any order.
    const shippers = Array.from({ length: SHIPPERS }, async (_, part) => {
      while (writing || (await pendingIds(ctx, 1, 'asc', part).then((ids) => ids.length > 0))) {
        const ids = await pendingIds(ctx, 50, 'asc', part);
        if (ids.length === 0) {
          await pause(5);
          continue;
        }
        const started = Date.now();
        const lines = await ctx.db
          .selectFrom('customer_shipment_lines as l')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .select(['l.shipment_id', 'p.code'])
          .where('l.shipment_id', 'in', ids)
          .execute();
        const shipments = ids.map((id) => ({ id, lines: lines.filter((l) => l.shipment_id === id).map((l) => ({ product_code: l.code, quantity: 1 })) }));
        const res = await call(ctx, 'PUT', SHIP, { key, body: { shipments } });
        assert.ok(res.status === 200 || res.status === 207, `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        for (const element of res.body.shipments) {
          if (element.errors === null) {
            counts.shipped++;
            committed.set(`s${element.id}`, started);
          }
        }
        counts.batches++;
      }
    });
    const canceller = (async () => {
      while (writing) {
        const [id] = await pendingIds(ctx, 1, 'desc');
        if (id === undefined) {
          await pause(5);
          continue;
        }
        const order = await ctx.db.selectFrom('customer_shipments').select('order_id').where('id', '=', id).executeTakeFirstOrThrow();
        const res = await call(ctx, 'POST', `/api/v1/orders/${order.order_id}/cancel`);
        if (res.status === 200) counts.cancelled++;
        await pause(15);
      }
    })();
    const returner = (async () => {
      while (writing) {
        const done = await ctx.db
          .selectFrom('sales_orders as o')
          .select(['o.id', 'o.number'])
          .where('o.state', '=', 'done')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('return_orders as r').select('r.id').whereRef('r.order_id', '=', 'o.id'))))
          .orderBy('o.id')
          .limit(1)
          .executeTakeFirst();
        if (!done) {
          await pause(10);
          continue;
        }
        const returned = await call(ctx, 'POST', '/api/v1/returns', {
          body: { order: done.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
        });
        if (returned.status !== 201) {
          // A GADGET order: return what it holds.
          const again = await call(ctx, 'POST', '/api/v1/returns', {
            body: { order: done.number, source: 'manual', lines: [{ product_code: 'GADGET', quantity: 1 }] },
          });
          assert.equal(again.status, 201, JSON.stringify(again.body));
          returned.body = again.body;
        }
        const crs = returned.body.customer_return_shipments[0];
        const started = Date.now();
        const res = await call(ctx, 'PUT', CRS_RECEIVE, {
          key,
          body: { shipments: [{ id: crs.id, lines: returned.body.lines.map((l: any) => ({ product_code: l.product_code, quantity: 1 })) }] },
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        counts.received++;
        committed.set(`c${crs.id}`, started);
        await pause(20);
      }
    })();

    const shipments = follower(ctx, key, `${FETCH}?status=done&per_page=250`);
    const receipts = follower(ctx, key, `${CRS_FETCH}?status=done&per_page=250`);
    const orders = follower(ctx, ctx.staffKey, '/api/v1/orders?per_page=250');
    const byTimestamp = timestampFollower(ctx, key, `${FETCH}?status=done&per_page=250`);
    const polling = (async () => {
      while (writing) {
        await Promise.all([shipments.poll(), receipts.poll(), orders.poll(), byTimestamp.poll()]);
        await pause(10);
      }
    })();

    await Promise.all(creators);
    writing = false;
    await Promise.all([...shippers, canceller, returner, polling]);
    // Caught up: rounds after the last write until every follower has read it. On PostgreSQL a change
    // arrives once every older transaction of the database has ended, other test files' included.
    const caughtUp = async () =>
      (await missing(ctx, 'customer_shipments', 'done', shipments.seen)).length === 0 &&
      (await missing(ctx, 'customer_return_shipments', 'done', receipts.seen)).length === 0 &&
      (await stale(ctx, orders.seen)).length === 0;
    await byTimestamp.poll();
    let rounds = 0;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; rounds++) {
      await Promise.all([shipments.poll(), receipts.poll(), orders.poll()]);
      if (await caughtUp()) break;
      await pause(200);
    }

    const changes = await changeCount(ctx);
    const missed = {
      shipments: await missing(ctx, 'customer_shipments', 'done', shipments.seen),
      receipts: await missing(ctx, 'customer_return_shipments', 'done', receipts.seen),
      orders: await stale(ctx, orders.seen),
    };
    const byTimestampMissed = (await missing(ctx, 'customer_shipments', 'done', byTimestamp.seen)).length;
    const early =
      [...shipments.seen].filter(([id, s]) => (committed.get(`s${id}`) ?? 0) > s.at).length +
      [...receipts.seen].filter(([id, s]) => (committed.get(`c${id}`) ?? 0) > s.at).length;
    const report = { backend: BACKEND, ...counts, changes, polls: shipments.polls + receipts.polls + orders.polls, catchUpRounds: rounds, byTimestampMissed };
    // The figures of a run, for docs/performance-journal.md#2026-11-23-incremental-sync-and-cursors: what the same poll with updated_at_min (no margin) missed.
    console.log(`# sync under concurrency: ${JSON.stringify(report)}`);

    assert.deepEqual(missed, { shipments: [], receipts: [], orders: [] }, JSON.stringify(report));
    assert.equal(early, 0, 'no change seen before its writer began');
    assert.ok(counts.shipped > 0 && counts.cancelled > 0 && counts.received > 0, JSON.stringify(counts));
    if (BACKEND === 'postgres') assert.ok(changes >= 10_000, `only ${changes} changes`);
    await assertLedgerInvariant(ctx.db);
  });
});

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Pending shipments, oldest or newest first; with `part`, only the shipper's own share of them. */
async function pendingIds(ctx: TestContext, limit: number, order: 'asc' | 'desc' = 'asc', part?: number): Promise<number[]> {
  let query = ctx.db.selectFrom('customer_shipments').select('id').where('state', '=', 'pending');
  if (part !== undefined) query = query.where(sql<number>`id % ${SHIPPERS}`, '=', part);
  const rows = await query.orderBy('id', order).limit(limit).execute();
  return rows.map((r) => r.id);
}

/** A poller that follows a list with its Sync-Token, keeping the last state it saw of each record. */
function follower(ctx: TestContext, key: string, list: string) {
  const seen: Seen = new Map();
  let token: string | null = null;
  let polls = 0;
  return {
    seen,
    get polls() {
      return polls;
    },
    async poll() {
      let url = token === null ? list : `${list}&sync_token=${token}`;
      for (;;) {
        const res: Reply = await call(ctx, 'GET', url, { key });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        polls++;
        const at = Date.now();
        for (const record of res.body) seen.set(record.id, { state: record.state, updated_at: record.updated_at, at });
        token = res.headers['sync-token'] as string;
        if (res.headers.link === undefined) return;
        url = `${list.split('?')[0]}${nextQuery(res)}`;
      }
    },
  };
}

/** The poll the seed describes, with `updated_at_min` at the newest `updated_at` seen and no margin. */
function timestampFollower(ctx: TestContext, key: string, list: string) {
  const seen: Seen = new Map();
  let newest = '';
  return {
    seen,
    async poll() {
      let url = newest === '' ? list : `${list}&updated_at_min=${newest}`;
      for (;;) {
        const res: Reply = await call(ctx, 'GET', url, { key });
        const at = Date.now();
        for (const record of res.body) {
          seen.set(record.id, { state: record.state, updated_at: record.updated_at, at });
          if (record.updated_at > newest) newest = record.updated_at;
        }
        if (res.headers.link === undefined) return;
        url = `${list.split('?')[0]}${nextQuery(res)}`;
      }
    },
  };
}

/** Records in `state` that the poller never saw in that state. */
async function missing(ctx: TestContext, table: 'customer_shipments' | 'customer_return_shipments', state: string, seen: Seen): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('state', '=', state as never)
    .execute();
  return rows.map((r) => r.id).filter((id) => seen.get(id)?.state !== state);
}

/** Orders whose last seen state or updated_at is not what they are now. */
async function stale(ctx: TestContext, seen: Seen): Promise<number[]> {
  const rows = await ctx.db.selectFrom('sales_orders').select(['id', 'state', 'updated_at']).execute();
  return rows.filter((r) => seen.get(r.id)?.state !== r.state || seen.get(r.id)?.updated_at !== r.updated_at).map((r) => r.id);
}

/** Rows written (inserted or changed) in the tables the pollers follow, counted as their versions went by. */
async function changeCount(ctx: TestContext): Promise<number> {
  const count = async (table: 'sales_orders' | 'customer_shipments' | 'customer_return_shipments' | 'return_orders') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [orders, shipments, crs, returns] = await Promise.all([
    count('sales_orders'),
    count('customer_shipments'),
    count('customer_return_shipments'),
    count('return_orders'),
  ]);
  const shipped = Number(
    (
      await ctx.db
        .selectFrom('customer_shipments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', 'in', ['done', 'cancelled'])
        .executeTakeFirstOrThrow()
    ).n,
  );
  const settled = Number(
    (
      await ctx.db
        .selectFrom('sales_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', 'in', ['done', 'cancelled'])
        .executeTakeFirstOrThrow()
    ).n,
  );
  const received = Number(
    (
      await ctx.db
        .selectFrom('customer_return_shipments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', 'done')
        .executeTakeFirstOrThrow()
    ).n,
  );
  // Each record's creation, plus its change to a final state.
  return orders + shipments + crs + returns + shipped + settled + received;
}
