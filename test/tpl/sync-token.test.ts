import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { BACKEND, call, createContext, nextQuery, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';
import { includes, syncToken, syncUntil } from '../helpers/sync.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';
const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';

/**
 * CONTRACT 5 "Incremental sync" and keyset paging, through the public API as a warehouse and an
 * integration would poll (docs/3pl-api.md section 5, docs/admin-api.md "Lists and paging").
 */
describe('lists: cursors and sync tokens', () => {
  let ctx: TestContext;
  let key: string;
  const as = (url: string) => call(ctx, 'GET', url, { key });
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('answers what changed since a token, for the same filters only, and a newer token', async () => {
    const first = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const listing = await as(`${FETCH}?status=pending`);
    assert.ok(listing.body.some((s: any) => s.id === first.id));
    const pendingToken = syncToken(listing);
    const openToken = syncToken(await as(`${FETCH}?status=open`));

    const second = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    assert.equal((await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: first.id }] } })).status, 200);
    const pending = await syncUntil(as, `${FETCH}?status=pending`, pendingToken, includes(second.id));
    assert.ok(pending.ids.includes(second.id), 'the new pending shipment');
    assert.ok(!pending.ids.includes(first.id), 'the acknowledged one left the filter');
    const open = await syncUntil(as, `${FETCH}?status=open`, openToken, includes(first.id));
    assert.deepEqual(
      open.records.map((s: any) => [s.id, s.state]),
      [[first.id, 'open']],
    );

    const again = await syncUntil(as, `${FETCH}?status=pending`, pending.token, () => true);
    assert.ok(!again.ids.includes(second.id), 'a change is answered once');
    const old = await syncUntil(as, `${FETCH}?status=pending`, pendingToken, includes(second.id));
    assert.ok(old.ids.includes(second.id), 'an old token still answers from its point');
  });

  it('holds a change back while an older transaction runs, and answers it once that one ends (PostgreSQL)', {
    skip: BACKEND !== 'postgres' && 'SQLite runs one write transaction at a time',
  }, async () => {
    const token = syncToken(await as(`${FETCH}?status=pending`));
    const older = new pg.Client({ connectionString: ctx.databaseUrl });
    await older.connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      const placed = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
      const held = await as(`${FETCH}?status=pending&sync_token=${token}`);
      assert.ok(!held.body.some((s: any) => s.id === placed.id), 'not while a transaction older than it runs');
      await older.query('commit');
      const synced = await syncUntil(as, `${FETCH}?status=pending`, syncToken(held), includes(placed.id));
      assert.ok(synced.ids.includes(placed.id), 'answered once the older transaction ended');
    } finally {
      await older.end();
    }
  });

  it('refuses a token or cursor of other filters, another list, or altered, as invalid_sync_token', async () => {
    const token = syncToken(await as(`${FETCH}?status=pending`));
    const refused = async (url: string, asKey = key) => {
      const res = await call(ctx, 'GET', url, { key: asKey });
      assert.equal(res.status, 400, `${url}: ${res.status}`);
      assert.equal(res.body.code, 'invalid_sync_token');
    };
    await refused(`${FETCH}?status=open&sync_token=${token}`);
    await refused(`${FETCH}?status=pending&warehouse=1&sync_token=${token}`);
    await refused(`/api/v1/customer-shipments?state=pending&sync_token=${token}`, ctx.staffKey);
    await refused(`${FETCH}?status=pending&sync_token=${token.slice(0, -2)}`);
    await refused(`${FETCH}?status=pending&sync_token=${Buffer.from('{"p":[-1,0]}').toString('base64url')}`);
    await refused(`${FETCH}?status=pending&cursor=${token}`);
    const malformed = await as(`${FETCH}?sync_token=not%20a%20token`);
    assert.equal(malformed.status, 400);
  });

  it('pages a sync with Link, each change once, in the order of the changes', async () => {
    const token = syncToken(await as(`${FETCH}?status=pending`));
    const placed: number[] = [];
    for (let i = 0; i < 5; i++) placed.push((await placeOrder(ctx, [{ product_code: 'STRAP', quantity: 1 }])).id);
    const synced = await syncUntil(as, `${FETCH}?status=pending&per_page=2`, token, includes(...placed));
    assert.ok(synced.links.length >= 2, 'more than one page');
    for (const link of synced.links) assert.match(link, /[?&]sync_token=/);
    assert.deepEqual(
      synced.ids.filter((id) => placed.includes(id)),
      placed,
      'in the order of the changes',
    );
    assert.equal(new Set(synced.ids).size, synced.ids.length, 'each record once');
    const after = await syncUntil(as, `${FETCH}?status=pending&per_page=2`, synced.token, () => true);
    assert.deepEqual(
      after.ids.filter((id) => placed.includes(id)),
      [],
      'nothing again',
    );
  });

  it('walks a list with cursors exactly as with page numbers', async () => {
    const byPage: number[] = [];
    for (let page = 1; ; page++) {
      const res = await call(ctx, 'GET', `/api/v1/orders?per_page=2&page=${page}`);
      if (res.body.length === 0) break;
      byPage.push(...res.body.map((o: any) => o.id));
    }
    const byCursor: number[] = [];
    let res = await call(ctx, 'GET', '/api/v1/orders?per_page=2');
    const token = syncToken(res);
    for (;;) {
      byCursor.push(...res.body.map((o: any) => o.id));
      assert.equal(syncToken(res), token, 'every page of one listing answers the token of its start');
      if (res.headers.link === undefined) break;
      assert.match(String(res.headers.link), /[?&]cursor=/);
      assert.doesNotMatch(String(res.headers.link), /[?&]page=/);
      res = await call(ctx, 'GET', `/api/v1/orders${nextQuery(res)}`);
    }
    assert.ok(byPage.length >= 7, `${byPage.length} orders`);
    assert.deepEqual(byCursor, byPage);
  });

  it('syncs the admin lists integrations poll: orders, customer shipments, returns, events', async () => {
    const lists = ['/api/v1/orders', '/api/v1/customer-shipments', '/api/v1/returns', '/api/v1/events?type=customer_shipment.shipped'] as const;
    const tokens = exactly(await Promise.all(lists.map(async (url) => syncToken(await call(ctx, 'GET', url)))), lists.length);
    const shipment = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 1 }]);
    const shipped = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', {
      key,
      body: { shipments: [{ id: shipment.id, lines: [{ product_code: 'CASE', quantity: 1 }] }] },
    });
    assert.equal(shipped.status, 200);
    const order = (await call(ctx, 'GET', `/api/v1/customer-shipments/${shipment.id}`)).body.order;
    const returned = await call(ctx, 'POST', '/api/v1/returns', {
      body: { order: order.number, source: 'manual', lines: [{ product_code: 'CASE', quantity: 1 }] },
    });
    assert.equal(returned.status, 201);
    const staff = (url: string) => call(ctx, 'GET', url);
    const orders = await syncUntil(staff, lists[0], tokens[0], includes(order.id));
    assert.deepEqual(
      orders.ids.filter((id) => id >= order.id),
      [order.id],
    );
    const shipments = await syncUntil(staff, lists[1], tokens[1], includes(shipment.id));
    assert.deepEqual(
      shipments.records.filter((s: any) => s.id === shipment.id).map((s: any) => s.state),
      ['done'],
    );
    const returns = await syncUntil(staff, lists[2], tokens[2], includes(returned.body.id));
    assert.deepEqual(returns.ids, [returned.body.id]);
    const events = await syncUntil(staff, lists[3], tokens[3], (ids) => ids.length > 0);
    assert.deepEqual(
      events.records.map((e: any) => e.data.id),
      [shipment.id],
    );
  });
});
