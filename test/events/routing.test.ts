import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { Receiver, verify } from './receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from './support.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';

/** Type and resource of what reached one path, in arrival order. */
function heard(receiver: Receiver, path: string): string[] {
  return receiver
    .at(path)
    .sort((a, b) => a.json.id - b.json.id)
    .map((r) => `${r.json.type} ${r.json.data.warehouse?.code ?? ''}`.trim());
}

describe('who hears what: channel, partner and merchant endpoints', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let receiver: Receiver;
  let restoreEnv: () => void;
  let key: string;
  const secrets: Record<string, string> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    await call(ctx, 'POST', '/api/v1/channels', { body: { code: 'market', name: 'Marketplace', kind: 'marketplace' } });
    receiver = await new Receiver().listen();
    const endpoints: [string, Record<string, unknown>][] = [
      ['merchant', { events: ['*'] }],
      ['merchant-shipped', { events: ['customer_shipment.shipped'] }],
      ['shop', { events: ['*'], channel: 'shop' }],
      ['market', { events: ['*'], channel: 'market' }],
      ['acme', { events: ['*'], partner: 'acme' }],
      ['other', { events: ['customer_shipment.released', 'customer_shipment.cancelled'], partner: 'other' }],
    ];
    for (const [name, body] of endpoints) {
      const endpoint = await registerEndpoint(ctx, { url: receiver.url(`/${name}`), ...body });
      secrets[name] = endpoint.secret;
      ids[name] = endpoint.id;
    }
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
    restoreEnv();
  });

  it('routes each event to the endpoints it concerns', async () => {
    const east = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], 'EAST');
    const north = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], 'NORTH');
    assert.equal((await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: east.id }] } })).status, 200);
    const shipped = await call(ctx, 'PUT', SHIP, {
      key,
      body: { shipments: [{ id: east.id, carrier_identifier: 'ups', tracking_number: '1Z1', lines: [{ product_code: 'WIDGET', quantity: 1 }] }] },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.equal((await call(ctx, 'POST', `/api/v1/customer-shipments/${north.id}/cancel`)).status, 200);
    assert.equal((await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'NORTH', product_code: 'CASE', quantity: -3 } })).status, 201);
    while ((await dispatchNow(ctx)).length > 0);

    assert.deepEqual(heard(receiver, '/merchant'), [
      'customer_shipment.released EAST',
      'customer_shipment.released NORTH',
      'customer_shipment.acknowledged EAST',
      'customer_shipment.shipped EAST',
      'inventory.updated EAST',
      'customer_shipment.cancelled NORTH',
      'inventory.adjusted NORTH',
      'inventory.updated NORTH',
    ]);
    assert.deepEqual(heard(receiver, '/merchant-shipped'), ['customer_shipment.shipped EAST']);
    assert.deepEqual(
      heard(receiver, '/shop'),
      heard(receiver, '/merchant').filter((e) => !e.startsWith('inventory.adjusted')),
      'both orders were placed on the shop channel; adjustments are the merchant’s business',
    );
    assert.deepEqual(heard(receiver, '/market'), ['inventory.updated EAST', 'inventory.updated NORTH'], 'another channel hears stock levels only');
    assert.deepEqual(heard(receiver, '/acme'), ['customer_shipment.released EAST'], 'the EAST partner hears its new work');
    assert.deepEqual(heard(receiver, '/other'), ['customer_shipment.released NORTH', 'customer_shipment.cancelled NORTH']);
    for (const request of receiver.received) {
      const secret = secrets[request.path.slice(1)];
      assert.ok(secret, `a request to ${request.path}, where no endpoint was registered`);
      assert.ok(verify(secret, request), `signed with the secret of ${request.path}`);
    }
  });

  it('gives an endpoint only what happened after it was registered', async () => {
    const setupEvents = await ctx.db
      .selectFrom('events')
      .select('id')
      .where('created_at', '<', (await call(ctx, 'GET', `/api/v1/webhook-endpoints/${ids.merchant}`)).body.created_at)
      .execute();
    assert.ok(setupEvents.length > 0, 'setup wrote events before the endpoints existed');
    const sentIds = new Set(receiver.received.map((r) => r.json.id));
    assert.ok(setupEvents.every((e) => !sentIds.has(e.id)));
  });

  it('redelivers an old event to an endpoint that hears such events, and refuses one that does not', async () => {
    const [old] = await ctx.db.selectFrom('events').select(['id', 'type']).where('type', '=', 'inventory.updated').orderBy('id').limit(1).execute();
    assert.ok(old, 'setup wrote an inventory.updated event');
    const before = receiver.at('/market').length;
    const res = await call(ctx, 'POST', `/api/v1/events/${old.id}/redeliver`, { body: { endpoint: ids.market } });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.deliveries.map((d: any) => [d.endpoint, d.status]),
      [[ids.market, 'pending']],
    );
    assert.deepEqual(await dispatchNow(ctx), ['delivered']);
    assert.equal(receiver.at('/market').length, before + 1);
    assert.equal(receiver.at('/market').at(-1)!.webhookId, `msg_${old.id}`);

    const refused = await call(ctx, 'POST', `/api/v1/events/${old.id}/redeliver`, { body: { endpoint: ids.acme } });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'invalid_value');
    assert.equal(refused.body.errors[0].pointer, '/endpoint');
    const unknown = await call(ctx, 'POST', `/api/v1/events/${old.id}/redeliver`, { body: { endpoint: 99999 } });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.code, 'unknown_reference');
    const [neverSent] = await ctx.db
      .selectFrom('events')
      .select('id')
      .orderBy('id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'events.id'))))
      .limit(1)
      .execute();
    assert.ok(neverSent, 'an event no endpoint heard');
    const nobody = await call(ctx, 'POST', `/api/v1/events/${neverSent.id}/redeliver`);
    assert.equal(nobody.status, 422);
    assert.equal(nobody.body.errors[0].pointer, '/endpoint');
  });

  it('refuses event selections an owner can never hear', async () => {
    const partner = await call(ctx, 'POST', '/api/v1/webhook-endpoints', {
      body: { url: receiver.url('/x'), events: ['customer_shipment.released', 'inventory.updated'], partner: 'acme' },
    });
    assert.equal(partner.status, 422);
    assert.equal(partner.body.code, 'invalid_value');
    assert.equal(partner.body.errors[0].pointer, '/events/1');
    const channel = await call(ctx, 'POST', '/api/v1/webhook-endpoints', {
      body: { url: receiver.url('/x'), events: ['inventory.discrepancy'], channel: 'shop' },
    });
    assert.equal(channel.status, 422);
    assert.equal(channel.body.errors[0].pointer, '/events/0');
    const patch = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${ids.other}`, { body: { events: ['customer_shipment.shipped'] } });
    assert.equal(patch.status, 422);
    assert.equal(patch.body.errors[0].pointer, '/events/0');
    const merchant = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${ids['merchant-shipped']}`, { body: { events: ['inventory.discrepancy'] } });
    assert.equal(merchant.status, 200);
  });
});
