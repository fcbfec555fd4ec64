import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DocksideBatchError, DocksideProblemError, MAX_BATCH_ELEMENTS, type ShipmentAcknowledgement, type ShipmentConfirmation } from '@dockside/client';
import { exactly } from '../helpers/lists.ts';
import { crsAt, crsRecord, createReturn, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { clientFor, recordingFetch, serve, type ServedContext } from './support.ts';

/** An id no shipment has. */
const MISSING = 900_000;

describe('@dockside/client: batch writes in requests of at most 250 (docs/3pl-api.md sections 4, 6, 7, 13)', () => {
  let ctx: ServedContext;
  let key: string;
  before(async () => {
    ctx = await serve();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('acknowledges 260 elements in two requests and answers every element in order, pointers indexing the whole batch', async () => {
    const real = [
      await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]),
      await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]),
      await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]),
    ] as const;
    const at = new Map([
      [0, real[0].id],
      [125, real[1].id],
      [255, real[2].id],
    ]);
    const elements: ShipmentAcknowledgement[] = Array.from({ length: 260 }, (_, i) => ({ id: at.get(i) ?? MISSING + i, tpl_reference: `WMS-${i}` }));
    const { sent, fetch } = recordingFetch();
    const client = clientFor(ctx, key, { fetch });

    const answer = await client.acknowledgeShipments(elements, { idempotencyKey: 'ack-260' });
    assert.deepEqual(
      sent.map((s) => JSON.parse(s.body).shipments.length),
      [MAX_BATCH_ELEMENTS, 10],
    );
    assert.deepEqual(
      sent.map((s) => s.idempotencyKey),
      ['ack-260.1', 'ack-260.2'],
    );
    assert.deepEqual(
      answer.requests.map((r) => [r.status, r.offset, r.size, r.idempotencyKey, r.replayed]),
      [
        [207, 0, 250, 'ack-260.1', false],
        [207, 250, 10, 'ack-260.2', false],
      ],
    );
    assert.deepEqual(
      answer.results.map((r) => r.id),
      elements.map((e) => e.id),
    );
    for (const [index] of at) {
      const result = answer.results[index];
      assert.ok(result, `a result for element ${index}`);
      assert.deepEqual([result.state, result.errors, result.tpl_reference], ['open', null, `WMS-${index}`]);
    }
    assert.equal(answer.failed.length, 257);
    assert.equal(answer.ok, false);
    const missing = answer.results[257];
    assert.ok(missing);
    assert.deepEqual(missing.errors, [{ code: 'not_found', message: `customer shipment ${MISSING + 257} does not exist`, pointer: '/shipments/257/id' }]);

    const again = await client.acknowledgeShipments(elements, { idempotencyKey: 'ack-260' });
    assert.deepEqual(
      again.requests.map((r) => r.replayed),
      [true, true],
      'the same key answers the stored answers',
    );
    assert.deepEqual(again.results, answer.results);
  });

  it('confirms with ship.json: per-element results of a 207, stock moved once, nothing thrown away', async () => {
    const good = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 2 }]);
    const bad = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    const before = await stockOf(ctx, 'EAST', 'GADGET');
    const client = clientFor(ctx, key);
    const confirmations: ShipmentConfirmation[] = [
      { id: good.id, carrier_identifier: 'ups', tracking_number: '1Z-CLIENT-1', lines: [{ product_code: 'GADGET', quantity: 2 }] },
      { id: bad.id, lines: [{ product_code: 'NO-SUCH-SKU', quantity: 1 }] },
    ];
    const answer = await client.confirmShipments(confirmations);
    assert.deepEqual(
      answer.requests.map((r) => r.status),
      [207],
    );
    const [shipped, refused] = exactly(answer.results, 2);
    assert.equal(shipped.state, 'done');
    assert.equal(shipped.packages?.[0]?.tracking_number, '1Z-CLIENT-1');
    assert.equal(shipped.packages?.[0]?.items[0]?.product_code, 'GADGET');
    assert.equal(refused.state, 'pending');
    assert.equal(refused.errors?.[0]?.code, 'unknown_product');
    assert.equal(refused.errors?.[0]?.pointer, '/shipments/1/lines/0/product_code');
    assert.deepEqual(answer.failed, [refused]);
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, before.on_hand - 2);
  });

  it('atomic=true: a 422 answers every element, the good ones applied: false, and nothing moves', async () => {
    const first = await placeOrder(ctx, [{ product_code: 'STRAP', quantity: 1 }]);
    const second = await placeOrder(ctx, [{ product_code: 'STRAP', quantity: 1 }]);
    const before = await stockOf(ctx, 'EAST', 'STRAP');
    const client = clientFor(ctx, key);
    const answer = await client.confirmShipments(
      [
        { id: first.id, lines: [{ product_code: 'STRAP', quantity: 1 }] },
        { id: second.id, lines: [{ product_code: 'STRAP', quantity: 1 }], carrier_identifier: 'no_such_carrier' },
      ],
      { atomic: true },
    );
    assert.deepEqual(
      answer.requests.map((r) => r.status),
      [422],
    );
    assert.deepEqual(
      answer.results.map((r) => [r.id, r.state, r.applied ?? true, r.errors?.[0]?.code ?? null]),
      [
        [first.id, 'pending', false, null],
        [second.id, 'pending', true, 'unknown_carrier'],
      ],
    );
    assert.equal(answer.ok, false);
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).on_hand, before.on_hand);
    await assert.rejects(
      client.confirmShipments(
        Array.from({ length: 251 }, (_, i) => ({ id: i + 1, lines: [] })),
        { atomic: true },
      ),
      RangeError,
    );
  });

  it('acknowledges and receives return shipments', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const ret = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 2, reason: 'too big' }] });
    const crs = crsAt(ret, 'EAST');
    const client = clientFor(ctx, key);
    const acknowledged = await client.acknowledgeReturnShipments([{ id: crs.id, tpl_reference: 'RMA-7' }]);
    assert.deepEqual(
      acknowledged.results.map((r) => [r.id, r.state, r.errors]),
      [[crs.id, 'open', null]],
    );
    const record = await crsRecord(ctx, crs.id, key);
    const received = await client.receiveReturnShipments([
      {
        id: crs.id,
        lines: [
          { id: record.lines[0].id, quantity: 1 },
          { id: record.lines[0].id, quantity: 1, condition: 'damaged' },
        ],
      },
    ]);
    assert.equal(received.ok, true);
    assert.deepEqual(
      received.results.map((r) => [r.id, r.state, r.errors]),
      [[crs.id, 'done', null]],
    );
  });

  it('a request refused as a whole stops the batch with DocksideBatchError: the answered requests kept, the problem typed', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const elements: ShipmentAcknowledgement[] = Array.from({ length: 252 }, (_, i) => ({ id: i === 0 ? shipment.id : MISSING + i }));
    // A reference longer than the schema allows: a schema violation of the second request, element 251.
    elements[251] = { id: MISSING, tpl_reference: 'x'.repeat(256) };
    const client = clientFor(ctx, key);
    const error = await client.acknowledgeShipments(elements).then(
      () => assert.fail('no error'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DocksideBatchError, String(error));
    assert.equal(error.offset, 250);
    assert.equal(error.answered.results.length, 250);
    assert.equal((error.answered.results[0] as { state: string }).state, 'open');
    assert.ok(error.cause instanceof DocksideProblemError);
    assert.equal(error.cause.status, 400);
    assert.equal(error.cause.code, 'validation_failed');
    assert.deepEqual(
      error.cause.errors.map((e) => e.pointer),
      ['/shipments/251/tpl_reference'],
    );

    const unauthorized = await clientFor(ctx, 'dk_wh_not-a-key')
      .acknowledgeShipments([{ id: shipment.id }])
      .catch((e: unknown) => e);
    assert.ok(unauthorized instanceof DocksideBatchError);
    assert.equal(unauthorized.offset, 0);
    assert.ok(unauthorized.cause instanceof DocksideProblemError);
    assert.equal(unauthorized.cause.code, 'unauthorized');
    assert.equal(unauthorized.cause.status, 401);
  });
});
