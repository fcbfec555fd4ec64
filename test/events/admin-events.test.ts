import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, createContext, nextQuery, type Reply, type TestContext } from '../helpers/context.ts';
import { createProduct } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { Receiver } from './receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from './support.ts';

describe('admin: GET /events, GET /events/{id}, POST /events/{id}/redeliver', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let receiver: Receiver;
  let restoreEnv: () => void;
  let endpointId: number;
  let products: Record<string, number>;
  let middle: string;

  const adjust = async (code: string, quantity: number) => {
    const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: code, quantity } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  };

  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    receiver = await new Receiver().listen();
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } })).status, 201);
    products = { A: await createProduct(ctx.db, 'A'), B: await createProduct(ctx.db, 'B') };
    endpointId = (await registerEndpoint(ctx, { url: receiver.url(), events: ['*'] })).id;
    await adjust('A', 1);
    await adjust('B', 2);
    await sleep(5);
    middle = new Date().toISOString();
    await sleep(5);
    await adjust('A', 3);
    await adjust('A', -1);
    // This suite reads one stream of events, the stock figures (inventory.updated): the inventory.adjusted
    // each adjustment writes beside them are left out, before any is fanned out.
    await ctx.db.deleteFrom('events').where('type', '=', 'inventory.adjusted').execute();
    receiver.answer = (r) => (r.json.data.on_hand === 3 ? { status: 500 } : { status: 200 });
    // Three rounds: A's events go out one after the other.
    while ((await dispatchNow(ctx, { retryDelaysMs: [] })).length > 0);
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
    restoreEnv();
  });

  it('lists events oldest first, each with its deliveries', async () => {
    const res = await call(ctx, 'GET', '/api/v1/events');
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 4);
    assert.deepEqual(
      res.body.map((e: any) => [e.resource_id, e.data.on_hand]),
      [
        [products.A, 1],
        [products.B, 2],
        [products.A, 4],
        [products.A, 3],
      ],
    );
    const [first] = res.body;
    assert.deepEqual(Object.keys(first).sort(), [
      'channel',
      'created_at',
      'data',
      'deliveries',
      'fanned_out_at',
      'id',
      'resource_id',
      'resource_name',
      'resource_type',
      'type',
      'warehouse',
      'webhook_id',
    ]);
    assert.equal(first.type, 'inventory.updated');
    assert.equal(first.webhook_id, `msg_${first.id}`);
    assert.equal(first.resource_type, 'product');
    assert.equal(first.resource_name, 'A', 'the product by its code');
    assert.equal(first.channel, null);
    assert.equal(first.warehouse, 'EAST');
    assert.ok(first.fanned_out_at);
    assert.equal(first.deliveries.length, 1);
    assert.deepEqual(Object.keys(first.deliveries[0]).sort(), [
      'attempts',
      'created_at',
      'delivered_at',
      'endpoint',
      'id',
      'last_error',
      'last_status_code',
      'next_attempt_at',
      'status',
      'updated_at',
      'url',
    ]);
    assert.equal(first.deliveries[0].endpoint, endpointId);
    assert.equal(first.deliveries[0].url, receiver.url());
    assert.equal(first.deliveries[0].status, 'delivered');
    const last = res.body[3].deliveries[0];
    assert.equal(last.status, 'failed', 'no retries in this schedule');
    assert.equal(last.last_status_code, 500);
    assert.equal(last.last_error, 'HTTP 500: receiver says 500');
  });

  it('filters by type, resource, time, endpoint and delivery status, and pages', async () => {
    const ids = async (query: string) => {
      const res = await call(ctx, 'GET', `/api/v1/events${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.map((e: any) => e.data.on_hand);
    };
    assert.deepEqual(await ids(`?resource_type=product&resource_id=${products.A}`), [1, 4, 3]);
    assert.deepEqual(await ids('?resource_type=customer_shipment'), []);
    assert.deepEqual(await ids('?type=inventory.updated,inventory.discrepancy'), [1, 2, 4, 3]);
    assert.deepEqual(await ids('?type=customer_shipment.shipped'), []);
    assert.deepEqual(await ids(`?created_at_min=${middle}`), [4, 3]);
    assert.deepEqual(await ids(`?created_at_max=${middle}`), [1, 2]);
    assert.deepEqual(await ids('?delivery_status=failed'), [3]);
    assert.deepEqual(await ids(`?endpoint=${endpointId}&delivery_status=delivered`), [1, 2, 4]);
    assert.deepEqual(await ids('?endpoint=99999'), []);
    const page = await call(ctx, 'GET', '/api/v1/events?per_page=3');
    assert.equal(page.body.length, 3);
    assert.match(page.headers.link as string, /[?&]cursor=/);
    const second = await call(ctx, 'GET', `/api/v1/events${nextQuery(page)}`);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/events?per_page=3&page=2')).body, second.body, 'page=2 reads what the cursor reads');
    assert.deepEqual(
      second.body.map((e: any) => e.data.on_hand),
      [3],
    );
    assert.equal(second.headers.link, undefined);
  });

  it('lists newest first with newest_first=true, the cursor keeping that order and the filters', async () => {
    const onHand = (res: Reply) => res.body.map((e: { data: { on_hand: number } }) => e.data.on_hand);
    const all = await call(ctx, 'GET', '/api/v1/events?newest_first=true');
    assert.equal(all.status, 200);
    assert.deepEqual(onHand(all), [3, 4, 2, 1]);
    const first = await call(ctx, 'GET', '/api/v1/events?newest_first=true&per_page=3');
    assert.deepEqual(onHand(first), [3, 4, 2]);
    const second = await call(ctx, 'GET', `/api/v1/events${nextQuery(first)}`);
    assert.deepEqual(onHand(second), [1]);
    assert.equal(second.headers.link, undefined);
    assert.deepEqual(onHand(await call(ctx, 'GET', '/api/v1/events?newest_first=true&per_page=3&page=2')), [1]);
    const filtered = await call(ctx, 'GET', `/api/v1/events?newest_first=true&resource_type=product&resource_id=${products.A}&per_page=2`);
    assert.deepEqual(onHand(filtered), [3, 4]);
    assert.deepEqual(onHand(await call(ctx, 'GET', `/api/v1/events${nextQuery(filtered)}`)), [1]);
    assert.deepEqual(onHand(await call(ctx, 'GET', '/api/v1/events?newest_first=false')), [1, 2, 4, 3]);
    // A cursor of the newest-first list is not one of the oldest-first list.
    const mixed = await call(ctx, 'GET', `/api/v1/events${nextQuery(first).replace('newest_first=true', 'newest_first=false')}`);
    assert.equal(mixed.status, 400);
    assert.equal(mixed.body.code, 'invalid_sync_token');
    assert.equal((await call(ctx, 'GET', '/api/v1/events?newest_first=maybe')).status, 400);
  });

  it('answers 400 for malformed filters and 404 for unknown events', async () => {
    for (const query of [
      '?type=order.created',
      '?type=inventory.updated,',
      '?resource_id=abc',
      '?created_at_min=yesterday',
      '?delivery_status=lost',
      '?per_page=251',
    ]) {
      const res = await call(ctx, 'GET', `/api/v1/events${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.code, 'validation_failed', query);
    }
    assert.equal((await call(ctx, 'GET', '/api/v1/events/99999')).status, 404);
    assert.equal((await call(ctx, 'GET', '/api/v1/events/abc')).status, 400);
    assert.equal((await call(ctx, 'POST', '/api/v1/events/99999/redeliver')).status, 404);
  });

  it('GET /events/{id} answers what the list answers', async () => {
    const list = await call(ctx, 'GET', '/api/v1/events');
    const one = await call(ctx, 'GET', `/api/v1/events/${list.body[1].id}`);
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, list.body[1]);
  });

  it('redelivers to every endpoint or one, refusing unknown fields', async () => {
    const [failedEvent] = (await call(ctx, 'GET', '/api/v1/events?delivery_status=failed')).body;
    const bad = await call(ctx, 'POST', `/api/v1/events/${failedEvent.id}/redeliver`, { body: { endpoint: endpointId, colour: 'red' } });
    assert.equal(bad.status, 400);
    const disabled = await registerEndpoint(ctx, { url: receiver.url('/off'), events: ['*'], enabled: false });
    const off = await call(ctx, 'POST', `/api/v1/events/${failedEvent.id}/redeliver`, { body: { endpoint: disabled.id } });
    assert.equal(off.status, 422);
    assert.equal(off.body.errors[0].pointer, '/endpoint');
    receiver.answer = () => ({ status: 200 });
    const res = await call(ctx, 'POST', `/api/v1/events/${failedEvent.id}/redeliver`, { body: { endpoint: endpointId } });
    assert.equal(res.status, 202);
    assert.equal(res.body.id, failedEvent.id);
    assert.equal(res.body.deliveries[0].status, 'pending');
    assert.ok(res.body.deliveries[0].next_attempt_at <= new Date().toISOString());
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);
    const after = await call(ctx, 'GET', `/api/v1/events/${failedEvent.id}`);
    assert.equal(after.body.deliveries[0].status, 'delivered');
    assert.equal(after.body.deliveries[0].attempts, 1);
    assert.equal((await call(ctx, 'GET', '/api/v1/events?delivery_status=failed')).body.length, 0);
  });

  it('is for staff keys only', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/events', { key: null })).status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-EVENTS');
    assert.equal((await call(ctx, 'GET', '/api/v1/events', { key })).status, 403);
    assert.equal((await call(ctx, 'POST', '/api/v1/events/1/redeliver', { key })).status, 403);
  });
});
