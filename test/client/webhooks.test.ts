import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyWebhook, WebhookVerificationError, type DocksideEvent, type WebhookFailure } from '@dockside/client';
import { Receiver, waitFor, type Received } from '../events/receiver.ts';
import { allowPrivateReceivers, dispatchNow, registerEndpoint } from '../events/support.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';
import { clientFor, serve, type ServedContext } from './support.ts';

/** What a receiver does with an event: narrowing by `type` gives each type's own `data`. */
function summary(event: DocksideEvent): string {
  switch (event.type) {
    case 'customer_shipment.shipped':
      return `${event.data.number} shipped: ${event.data.packages.map((p) => p.tracking_number).join(', ')}`;
    case 'inventory.updated':
      return `${event.data.product_code} at ${event.data.warehouse.code}: ${event.data.available} available`;
    default:
      return event.type;
  }
}

function refusal(secret: string, request: Pick<Received, 'headers' | 'body'>): WebhookFailure | null {
  try {
    verifyWebhook(secret, request.headers, request.body);
    return null;
  } catch (error) {
    assert.ok(error instanceof WebhookVerificationError, String(error));
    return error.reason;
  }
}

describe('@dockside/client: verifyWebhook on real deliveries (docs/events.md)', () => {
  let ctx: ServedContext;
  let receiver: Receiver;
  let restoreEnv: () => void;
  let secret: string;
  let delivery: Received;
  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await serve();
    const { key } = await setupMerchant(ctx);
    receiver = await new Receiver().listen();
    secret = (await registerEndpoint(ctx, { url: receiver.url(), events: ['customer_shipment.shipped'] })).secret;
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const answer = await clientFor(ctx, key).confirmShipments([
      { id: shipment.id, carrier_identifier: 'ups', tracking_number: '1Z-HOOK-1', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    ]);
    assert.equal(answer.ok, true);
    await dispatchNow(ctx);
    delivery = await waitFor('the delivery', () => receiver.received[0]);
  });
  after(async () => {
    await receiver.close();
    await ctx.close();
    restoreEnv();
  });

  it('accepts a delivery signed by Dockside and answers its typed event', () => {
    const event = verifyWebhook(secret, delivery.headers, delivery.body);
    assert.equal(event.type, 'customer_shipment.shipped');
    assert.equal(`msg_${event.id}`, delivery.headers['webhook-id']);
    assert.match(summary(event), /^CS-\d{6} shipped: 1Z-HOOK-1$/);
    assert.deepEqual(
      verifyWebhook(secret, new Headers(delivery.headers as Record<string, string>), new TextEncoder().encode(delivery.body)),
      event,
      'the same from a Fetch Headers and a byte body',
    );
  });

  it('refuses a tampered body, another secret, an old timestamp and missing headers', async () => {
    const tampered = delivery.body.replace('1Z-HOOK-1', '1Z-HOOK-2');
    assert.notEqual(tampered, delivery.body);
    assert.equal(refusal(secret, { headers: delivery.headers, body: tampered }), 'invalid_signature');
    const other = (await registerEndpoint(ctx, { url: receiver.url('/other'), events: ['inventory.updated'] })).secret;
    assert.equal(refusal(other, delivery), 'invalid_signature');
    const stale = { ...delivery.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    assert.equal(refusal(secret, { headers: stale, body: delivery.body }), 'timestamp_out_of_range');
    const { 'webhook-signature': _signature, ...unsigned } = delivery.headers;
    assert.equal(refusal(secret, { headers: unsigned, body: delivery.body }), 'invalid_headers');
    assert.equal(refusal(secret, delivery), null);
  });
});
