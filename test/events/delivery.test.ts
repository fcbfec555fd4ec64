import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { createProduct } from '../helpers/factories.ts';
import { Receiver, verify, waitFor } from './receiver.ts';
import { allowPrivateReceivers, deliveriesOf, dispatchNow, registerEndpoint, runDispatcher } from './support.ts';

let productSeq = 0;

/**
 * Adjusts stock of a fresh product at EAST: one inventory.updated event (after the inventory.adjusted the
 * endpoints of these tests do not select). Answers the product code.
 */
async function stockEvent(ctx: TestContext, code = `P-${++productSeq}`, quantity = 5): Promise<string> {
  const exists = await ctx.db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirst();
  if (!exists) await createProduct(ctx.db, code);
  const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: code, quantity } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return code;
}

async function lastEventId(ctx: TestContext): Promise<number> {
  const row = await ctx.db.selectFrom('events').select('id').where('type', '=', 'inventory.updated').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

describe('webhook delivery', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let receiver: Receiver;
  let restoreEnv: () => void;
  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    const res = await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } });
    assert.equal(res.status, 201);
  });
  after(async () => {
    await ctx.close();
    restoreEnv();
  });
  beforeEach(async () => {
    receiver = await new Receiver().listen();
    // Each test starts with no endpoint enabled, so that one test's endpoints do not hear the next one's events.
    await ctx.db.updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('POSTs the event signed per Standard Webhooks, verified by the standardwebhooks library', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    const code = await stockEvent(ctx, undefined, 7);
    const eventId = await lastEventId(ctx);
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);

    assert.equal(receiver.received.length, 1);
    const request = receiver.request(0);
    assert.equal(request.headers['content-type'], 'application/json');
    assert.equal(request.headers['webhook-id'], `msg_${eventId}`);
    assert.match(String(request.headers['webhook-timestamp']), /^\d{10}$/);
    assert.ok(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000) < 60);
    assert.match(String(request.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
    const payload = verify(endpoint.secret, request) as any;
    assert.deepEqual(Object.keys(payload), ['id', 'type', 'created_at', 'data']);
    assert.equal(payload.id, eventId);
    assert.equal(payload.type, 'inventory.updated');
    assert.match(payload.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(payload.data.product_code, code);
    assert.equal(payload.data.warehouse.code, 'EAST');
    assert.deepEqual(Object.keys(payload.data.warehouse), ['id', 'code', 'name']);
    assert.equal(payload.data.on_hand, 7);
    assert.equal(payload.data.allocated, 0);
    assert.equal(payload.data.available, 7);

    const [delivery] = await deliveriesOf(ctx, eventId);
    assert.equal(delivery.endpoint, endpoint.id);
    assert.equal(delivery.status, 'delivered');
    assert.equal(delivery.attempts, 1);
    assert.equal(delivery.last_status_code, 200);
    assert.equal(delivery.last_error, null);
    assert.equal(delivery.next_attempt_at, null);
    assert.ok(delivery.delivered_at);
  });

  it('signatures fail verification for a tampered body, another secret or an old timestamp', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    await stockEvent(ctx);
    await dispatchNow(ctx);
    const request = receiver.request(0);
    assert.ok(verify(endpoint.secret, request));
    const tampered = request.body.replace('"on_hand":5', '"on_hand":500');
    assert.notEqual(tampered, request.body);
    assert.throws(() => verify(endpoint.secret, { ...request, body: tampered }), /No matching signature/);
    const other = await registerEndpoint(ctx, { url: receiver.url('/other'), events: ['inventory.updated'] });
    assert.throws(() => verify(other.secret, request), /No matching signature/);
    const stale = { ...request.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    assert.throws(() => verify(endpoint.secret, { body: request.body, headers: stale }), /too old/);
  });

  it('retries after a 500 with the same webhook-id and flags the endpoint until a delivery succeeds', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    receiver.answer = () => (receiver.received.length === 1 ? { status: 500 } : { status: 200 });
    await stockEvent(ctx);
    const eventId = await lastEventId(ctx);
    const slowRetry = { retryDelaysMs: [2000] };
    assert.deepEqual(await dispatchNow(ctx, slowRetry), ['retrying']);

    const [failed] = await deliveriesOf(ctx, eventId);
    assert.equal(failed.status, 'pending');
    assert.equal(failed.attempts, 1);
    assert.equal(failed.last_status_code, 500);
    assert.equal(failed.last_error, 'HTTP 500: receiver says 500');
    assert.ok(failed.next_attempt_at > failed.updated_at, 'the retry is scheduled after the attempt');
    const flagged = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${endpoint.id}`);
    assert.ok(flagged.body.failing_since);
    assert.equal(flagged.body.consecutive_failures, 1);
    assert.equal(flagged.body.last_error, 'HTTP 500: receiver says 500', 'the endpoint says why it fails');
    const failing = await call(ctx, 'GET', '/api/v1/webhook-endpoints?failing=true');
    assert.deepEqual(
      failing.body.map((e: any) => [e.id, e.last_error]),
      [[endpoint.id, 'HTTP 500: receiver says 500']],
    );

    assert.deepEqual(await dispatchNow(ctx, slowRetry), [], 'not due before its retry delay');
    await waitFor('the retry', async () => (await dispatchNow(ctx, slowRetry)).length === 1);
    assert.equal(receiver.received.length, 2);
    assert.equal(receiver.request(1).webhookId, receiver.request(0).webhookId);
    assert.ok(verify(endpoint.secret, receiver.request(1)));
    const [delivered] = await deliveriesOf(ctx, eventId);
    assert.equal(delivered.status, 'delivered');
    assert.equal(delivered.attempts, 2);
    assert.equal(delivered.last_status_code, 200);
    assert.equal(delivered.last_error, null);
    const healthy = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${endpoint.id}`);
    assert.equal(healthy.body.failing_since, null);
    assert.equal(healthy.body.consecutive_failures, 0);
    assert.equal(healthy.body.last_error, null);
  });

  it('retries after a timeout with the same webhook-id', async () => {
    await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    receiver.answer = () => (receiver.received.length === 1 ? { status: 200, delayMs: 1500 } : { status: 204 });
    await stockEvent(ctx);
    const eventId = await lastEventId(ctx);
    const started = Date.now();
    assert.deepEqual(await dispatchNow(ctx, { timeoutMs: 300 }), ['retrying']);
    assert.ok(Date.now() - started < 1200, 'the attempt gave up at its timeout');
    const [timedOut] = await deliveriesOf(ctx, eventId);
    assert.equal(timedOut.last_status_code, null);
    assert.equal(timedOut.last_error, 'no answer within 300 ms');
    await waitFor('the retry', async () => (await dispatchNow(ctx, { timeoutMs: 300 })).includes('delivered'));
    assert.equal(receiver.received.length, 2);
    assert.equal(receiver.request(1).webhookId, `msg_${eventId}`);
    assert.equal(receiver.request(0).webhookId, `msg_${eventId}`);
    assert.equal((await deliveriesOf(ctx, eventId))[0].last_status_code, 204);
  });

  it('marks a delivery failed when the retries are spent; a redelivery sends it again with the same webhook-id', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    receiver.answer = () => ({ status: 503 });
    await stockEvent(ctx);
    const eventId = await lastEventId(ctx);
    const dispatcher = runDispatcher(ctx, { retryDelaysMs: [20, 20] });
    try {
      await waitFor('the delivery to fail', async () => (await deliveriesOf(ctx, eventId))[0]?.status === 'failed');
    } finally {
      await dispatcher.stop();
    }
    assert.equal(receiver.received.length, 3, 'the first attempt and two retries');
    const [failed] = await deliveriesOf(ctx, eventId);
    assert.equal(failed.attempts, 3);
    assert.equal(failed.next_attempt_at, null);
    assert.equal(failed.last_status_code, 503);
    const spent = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${endpoint.id}`);
    assert.equal(spent.body.consecutive_failures, 3);
    assert.equal(spent.body.last_error, 'HTTP 503: receiver says 503', 'the error of a delivery whose retries are spent');
    const listed = await call(ctx, 'GET', `/api/v1/events?delivery_status=failed&endpoint=${endpoint.id}`);
    assert.deepEqual(
      listed.body.map((e: any) => e.id),
      [eventId],
    );

    receiver.answer = () => ({ status: 200 });
    const res = await call(ctx, 'POST', `/api/v1/events/${eventId}/redeliver`);
    assert.equal(res.status, 202);
    assert.equal(res.body.deliveries[0].status, 'pending');
    assert.equal(res.body.deliveries[0].attempts, 0);
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);
    assert.equal(receiver.received.length, 4);
    assert.ok(receiver.received.every((r) => r.webhookId === `msg_${eventId}`));
    assert.ok(verify(endpoint.secret, receiver.request(3)));
    assert.equal((await deliveriesOf(ctx, eventId))[0].status, 'delivered');
    const recovered = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${endpoint.id}`);
    assert.equal(recovered.body.failing_since, null);
    assert.equal(recovered.body.last_error, null);
  });

  it('sends the events of one resource in order: a newer one waits while an older one is retried', async () => {
    await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    const code = await stockEvent(ctx, undefined, 1);
    const first = await lastEventId(ctx);
    await stockEvent(ctx, code, 2);
    await stockEvent(ctx, code, 3);
    const other = await stockEvent(ctx);
    receiver.answer = (r) =>
      r.json?.id === first && receiver.at('/hook').filter((x) => x.json?.id === first).length === 1 ? { status: 500 } : { status: 200 };
    const states = await dispatchNow(ctx);
    assert.deepEqual(states.sort(), ['delivered', 'retrying'], 'the first event failed, the other product went out, the rest waited');
    assert.deepEqual(
      receiver.received.map((r) => r.json.data.product_code),
      [code, other],
    );
    const dispatcher = runDispatcher(ctx);
    try {
      await waitFor('every event', () => receiver.received.length === 5);
    } finally {
      await dispatcher.stop();
    }
    const ofProduct = receiver.received.filter((r) => r.json.data.product_code === code).map((r) => [r.json.id, r.json.data.on_hand]);
    assert.deepEqual(ofProduct, [
      [first, 1],
      [first, 1],
      // Each adjustment writes its inventory.adjusted, then its inventory.updated.
      [first + 2, 3],
      [first + 4, 6],
    ]);
  });

  it('loses nothing while a receiver is down, and delivers in order when it is back', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    const port = receiver.port;
    await receiver.close();
    const code = await stockEvent(ctx, undefined, 1);
    for (let i = 0; i < 4; i++) await stockEvent(ctx, code, 1);
    const dispatcher = runDispatcher(ctx, { retryDelaysMs: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100] });
    try {
      await waitFor('attempts against the closed port', async () => {
        const rows = await ctx.db.selectFrom('webhook_deliveries').select('attempts').where('endpoint_id', '=', endpoint.id).execute();
        return rows.length === 5 && rows.some((r) => r.attempts >= 2);
      });
      const flagged = await call(ctx, 'GET', `/api/v1/webhook-endpoints/${endpoint.id}`);
      assert.ok(flagged.body.failing_since, 'the endpoint is flagged while down');
      const [one] = await ctx.db
        .selectFrom('webhook_deliveries')
        .select('last_error')
        .where('endpoint_id', '=', endpoint.id)
        .where('attempts', '>', 0)
        .execute();
      assert.ok(one, 'an attempt was made');
      assert.match(one.last_error ?? '', /ECONNREFUSED/);
      receiver = await new Receiver().listen(port);
      await waitFor('all five events', () => receiver.received.length === 5);
    } finally {
      await dispatcher.stop();
    }
    assert.deepEqual(
      receiver.received.map((r) => r.json.data.on_hand),
      [1, 2, 3, 4, 5],
    );
    const statuses = await ctx.db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', endpoint.id).execute();
    assert.ok(statuses.every((s) => s.status === 'delivered'));
  });

  it('claims no more deliveries at once than its concurrency', async () => {
    await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    for (let i = 0; i < 3; i++) await stockEvent(ctx);
    assert.deepEqual(await dispatchNow(ctx, { concurrency: 1 }), ['delivered']);
    assert.equal(receiver.received.length, 1);
    assert.deepEqual(await dispatchNow(ctx, { concurrency: 2 }), ['delivered', 'delivered']);
    assert.equal(receiver.received.length, 3);
  });

  it('keeps deliveries across a restart, and takes over one whose dispatcher died mid-attempt', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    await stockEvent(ctx);
    await stockEvent(ctx);
    const [older, newer] = await ctx.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'inventory.updated')
      .orderBy('id', 'desc')
      .limit(2)
      .execute()
      .then((r) => r.reverse());
    assert.ok(older && newer);
    // A dispatcher fanned out both, claimed the older one and died: its lease runs out in the past.
    await dispatchNow(ctx, { concurrency: 0 });
    const past = new Date(Date.now() - 1000).toISOString();
    await ctx.db.updateTable('webhook_deliveries').set({ lease_token: 'dead-dispatcher', leased_until: past }).where('event_id', '=', older.id).execute();
    const live = new Date(Date.now() + 60_000).toISOString();
    await ctx.db.updateTable('webhook_deliveries').set({ lease_token: 'live-dispatcher', leased_until: live }).where('event_id', '=', newer.id).execute();
    assert.deepEqual(await dispatchNow(ctx), ['delivered'], 'the expired lease is taken over; the live one is left alone');
    assert.deepEqual(
      receiver.received.map((r) => r.json.id),
      [older.id],
    );
    await ctx.db.updateTable('webhook_deliveries').set({ leased_until: past }).where('event_id', '=', newer.id).execute();
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);
    assert.deepEqual(
      receiver.received.map((r) => r.json.id),
      [older.id, newer.id],
    );
    const rows = await ctx.db.selectFrom('webhook_deliveries').select(['status', 'lease_token']).where('endpoint_id', '=', endpoint.id).execute();
    assert.deepEqual(rows, [
      { status: 'delivered', lease_token: null },
      { status: 'delivered', lease_token: null },
    ]);
  });

  it('signs with the old secret too for a while after a rotation', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    const rotated = await call(ctx, 'POST', `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`);
    assert.equal(rotated.status, 200);
    await stockEvent(ctx);
    await dispatchNow(ctx);
    const request = receiver.request(0);
    assert.equal(String(request.headers['webhook-signature']).split(' ').length, 2);
    assert.ok(verify(endpoint.secret, request), 'a receiver still holding the old secret verifies');
    assert.ok(verify(rotated.body.secret, request), 'a receiver holding the new secret verifies');
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ previous_secret_expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', endpoint.id)
      .execute();
    await stockEvent(ctx);
    await dispatchNow(ctx);
    assert.ok(verify(rotated.body.secret, receiver.request(1)));
    assert.throws(() => verify(endpoint.secret, receiver.request(1)), /No matching signature/);
  });

  it('holds deliveries of a disabled endpoint and queues nothing new for it until it is enabled', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    await stockEvent(ctx);
    const queued = await lastEventId(ctx);
    await dispatchNow(ctx, { concurrency: 0 });
    await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${endpoint.id}`, { body: { enabled: false } });
    await stockEvent(ctx);
    const whileDisabled = await lastEventId(ctx);
    assert.deepEqual(await dispatchNow(ctx), []);
    assert.equal(receiver.received.length, 0);
    assert.deepEqual(await deliveriesOf(ctx, whileDisabled), []);
    await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${endpoint.id}`, { body: { enabled: true } });
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);
    assert.deepEqual(
      receiver.received.map((r) => r.json.id),
      [queued],
    );
  });

  it('checks the address again at send time unless private receivers are allowed', async () => {
    const endpoint = await registerEndpoint(ctx, { url: receiver.url(), events: ['inventory.updated'] });
    const byName = await registerEndpoint(ctx, { url: `http://localhost:${receiver.port}/by-name`, events: ['inventory.updated'] });
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ url: `https://localhost:${receiver.port}/by-name` })
      .where('id', '=', byName.id)
      .execute();
    await stockEvent(ctx);
    const eventId = await lastEventId(ctx);
    assert.deepEqual(await dispatchNow(ctx, { allowPrivate: false }), ['retrying', 'retrying']);
    assert.equal(receiver.received.length, 0);
    const deliveries = await deliveriesOf(ctx, eventId);
    assert.equal(deliveries.find((d) => d.endpoint === endpoint.id).last_error, 'the endpoint url must use https');
    assert.match(
      deliveries.find((d) => d.endpoint === byName.id).last_error,
      /localhost resolves to (127\.0\.0\.1|::1), a loopback, private or reserved address/,
    );
  });
});
