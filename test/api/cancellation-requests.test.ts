import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createChannel, createProduct, eventsOf, orderBody, placeOrder, stockOf } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';

const TPL = '/services/3pl/v1/customer-shipments';

/**
 * Cancelling after the warehouse acknowledged: the merchant's cancel becomes a request the warehouse
 * answers with cancellation.json; a confirmation that comes first wins and rejects it with reason
 * `shipped`. Every party is told the same story, and stock moves once.
 */
describe('cancellation requests', { timeout: 180_000 }, () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;

  const openShipment = async (quantity = 1, warehouse = 'EAST') => {
    const created = await placeOrder(ctx, orderBody([{ product_code: 'MUG', quantity }], { warehouse }));
    const cs = created.customer_shipments[0] as { id: number; number: string };
    const ack = await call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key: warehouse === 'EAST' ? key : otherKey, body: { shipments: [{ id: cs.id }] } });
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    return { order: created as { id: number; number: string }, cs };
  };
  const cancel = (id: number, body?: unknown) => call(ctx, 'POST', `/api/v1/customer-shipments/${id}/cancel`, body === undefined ? {} : { body });
  const answer = (shipments: unknown[], withKey = key, query = '') =>
    call(ctx, 'PUT', `${TPL}/cancellation.json${query}`, { key: withKey, body: { shipments } });
  const ship = (id: number, quantity = 1) =>
    call(ctx, 'PUT', `${TPL}/ship.json`, { key, body: { shipments: [{ id, tracking_number: `1Z${id}`, lines: [{ product_code: 'MUG', quantity }] }] } });
  const record = async (id: number) => (await call(ctx, 'GET', `/api/v1/customer-shipments/${id}`)).body;

  before(async () => {
    ctx = await createContext({ file: true, poolSize: 8 });
    ({ key } = await createWarehouseKey(ctx.db, 'EAST'));
    ({ key: otherKey } = await createWarehouseKey(ctx.db, 'WEST'));
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'MUG', { name: 'Mug' });
    await addStock(ctx.db, 'EAST', 'MUG', 1000);
    await addStock(ctx.db, 'WEST', 'MUG', 100);
  });
  after(async () => {
    await ctx.close();
  });

  it('turns the cancel of an acknowledged shipment into a request the warehouse sees and accepts', async () => {
    const { cs, order } = await openShipment(2);
    const before = await stockOf(ctx, 'EAST', 'MUG');
    const res = await cancel(cs.id, { reason: 'customer changed their mind' });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.state, 'open');
    assert.equal(res.body.cancellation.state, 'requested');
    assert.equal(res.body.cancellation.reason, 'customer changed their mind');
    assert.equal(res.body.cancellation.answered_at, null);
    assert.deepEqual(await stockOf(ctx, 'EAST', 'MUG'), before, 'nothing freed yet');

    const again = await cancel(cs.id);
    assert.equal(again.status, 202, 'asking again changes nothing');
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.cancellation_requested', cs.id)).length, 1);

    const listed = await call(ctx, 'GET', `${TPL}.json?status=open&cancellation=requested&ids=${cs.id}`, { key });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.map((r: any) => [r.id, r.cancellation.state]),
      [[cs.id, 'requested']],
    );
    const staffList = await call(ctx, 'GET', `/api/v1/customer-shipments?cancellation=requested&order=${order.number}`);
    assert.deepEqual(
      staffList.body.map((r: any) => r.id),
      [cs.id],
    );

    const accepted = await answer([{ id: cs.id, accept: true }]);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.shipments[0].state, 'cancelled');
    assert.equal(accepted.body.shipments[0].cancellation.state, 'accepted');
    const after = await stockOf(ctx, 'EAST', 'MUG');
    assert.equal(after.allocated, before.allocated - 2, 'allocation released');
    assert.equal(after.available, before.available + 2, 'stock available again');
    assert.equal((await record(cs.id)).state, 'cancelled');
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${order.id}`)).body.state, 'cancelled');
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.cancelled', cs.id)).length, 1);

    const replay = await answer([{ id: cs.id, accept: true }]);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.shipments[0].replayed, true);
    const contrary = await answer([{ id: cs.id, accept: false, reason: 'packed' }]);
    assert.equal(contrary.status, 207);
    assert.equal(contrary.body.shipments[0].errors[0].code, 'no_cancellation_requested');
  });

  it('lets the warehouse reject a request: the shipment goes on, the merchant hears why', async () => {
    const { cs } = await openShipment();
    assert.equal((await cancel(cs.id)).status, 202);
    const rejected = await answer([{ id: cs.id, accept: false, reason: 'already packed' }]);
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.deepEqual([rejected.body.shipments[0].state, rejected.body.shipments[0].cancellation.state], ['open', 'rejected']);
    const now = await record(cs.id);
    assert.deepEqual([now.state, now.cancellation.state, now.cancellation.reason], ['open', 'rejected', 'already packed']);
    const [event] = await eventsOf(ctx.db, 'customer_shipment.cancellation_rejected', cs.id);
    assert.equal(event?.data.cancellation.reason, 'already packed');
    assert.equal((await ship(cs.id)).status, 200, 'it ships as any other');
  });

  it('takes a confirmation over a waiting request: shipped, and the request rejected with reason shipped', async () => {
    const { cs } = await openShipment();
    const before = await stockOf(ctx, 'EAST', 'MUG');
    assert.equal((await cancel(cs.id)).status, 202);
    const shipped = await ship(cs.id);
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const now = await record(cs.id);
    assert.deepEqual([now.state, now.cancellation.state, now.cancellation.reason], ['done', 'rejected', 'shipped']);
    assert.equal((await stockOf(ctx, 'EAST', 'MUG')).on_hand, before.on_hand - 1);
    const [overtaken] = await eventsOf(ctx.db, 'customer_shipment.cancellation_rejected', cs.id);
    assert.deepEqual([overtaken?.data.state, overtaken?.data.cancellation.reason], ['done', 'shipped']);
    const late = await answer([{ id: cs.id, accept: true }]);
    assert.equal(late.status, 207);
    assert.equal(late.body.shipments[0].errors[0].code, 'no_cancellation_requested');
    assert.match(late.body.shipments[0].errors[0].message, /shipped/);
  });

  it('refuses answers without a request, for another partner, and bad input; atomic batches roll back', async () => {
    const { cs } = await openShipment();
    const none = await answer([{ id: cs.id, accept: true }]);
    assert.equal(none.body.shipments[0].errors[0].code, 'no_cancellation_requested');
    assert.equal((await record(cs.id)).state, 'open', 'nothing cancelled without a request');
    assert.equal((await cancel(cs.id)).status, 202);
    const foreign = await answer([{ id: cs.id, accept: true }], otherKey);
    assert.equal(foreign.body.shipments[0].errors[0].code, 'not_found');
    const bad = await answer([{ id: cs.id, accept: 'yes' }]);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].pointer, '/shipments/0/accept');
    const atomic = await answer(
      [
        { id: cs.id, accept: true },
        { id: 999_999, accept: true },
      ],
      key,
      '?atomic=true',
    );
    assert.equal(atomic.status, 422, JSON.stringify(atomic.body));
    assert.equal((await record(cs.id)).cancellation.state, 'requested', 'rolled back');
    const duplicate = await answer([
      { id: cs.id, accept: false, reason: 'packed' },
      { id: cs.id, accept: true },
    ]);
    assert.equal(duplicate.status, 207);
    assert.equal(duplicate.body.shipments[1].errors[0].code, 'duplicate_element');
    assert.equal((await record(cs.id)).cancellation.state, 'rejected');
  });

  it("cancels an order's shipments each as its state allows and answers what happened to each", async () => {
    const created = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'MUG', quantity: 1 },
        { product_code: 'MUG', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [east, west] = created.customer_shipments as { id: number; number: string }[];
    assert.ok(east && west);
    assert.equal((await call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key, body: { shipments: [{ id: east.id }] } })).status, 200);
    const res = await call(ctx, 'POST', `/api/v1/orders/${created.id}/cancel`, { body: { reason: 'fraud' } });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.cancellation_outcomes.map((o: any) => [o.number, o.state, o.outcome]),
      [
        [east.number, 'open', 'cancellation_requested'],
        [west.number, 'cancelled', 'cancelled'],
      ],
    );
    assert.equal(res.body.state, 'open', 'the order waits for the warehouse');
    assert.equal((await answer([{ id: east.id, accept: true }])).status, 200);
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${created.id}`)).body.state, 'cancelled');

    // An order with a shipped shipment: the rest is cancelled, the shipped one stays shipped.
    const mixed = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'MUG', quantity: 1 },
        { product_code: 'MUG', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [shippedOne, rest] = mixed.customer_shipments as { id: number; number: string }[];
    assert.ok(shippedOne && rest);
    assert.equal((await ship(shippedOne.id)).status, 200);
    const partial = await call(ctx, 'POST', `/api/v1/orders/${mixed.id}/cancel`);
    assert.equal(partial.status, 200, JSON.stringify(partial.body));
    assert.deepEqual(
      partial.body.cancellation_outcomes.map((o: any) => o.outcome),
      ['shipped', 'cancelled'],
    );
    assert.equal(partial.body.state, 'done');
    const nothingLeft = await call(ctx, 'POST', `/api/v1/orders/${mixed.id}/cancel`);
    assert.equal(nothingLeft.status, 409);
  });

  it('cancels an order while a warehouse ships one of its shipments: the shipped one is reported shipped, the rest cancelled, never a 409', async () => {
    for (let round = 0; round < 10; round++) {
      const created = await placeOrder(
        ctx,
        orderBody([
          { product_code: 'MUG', quantity: 2 },
          { product_code: 'MUG', quantity: 1, warehouse: 'WEST' },
        ]),
      );
      const [east, west] = created.customer_shipments as { id: number; number: string }[];
      assert.ok(east && west);
      const [cancelled, shipped] = await Promise.all([call(ctx, 'POST', `/api/v1/orders/${created.id}/cancel`), ship(east.id)]);
      assert.ok(cancelled.status === 200, `round ${round}: ${cancelled.status} ${JSON.stringify(cancelled.body)}`);
      const outcomes = cancelled.body.cancellation_outcomes.map((o: any) => [o.number, o.outcome]);
      const eastShipped = shipped.body.shipments?.[0]?.errors === null;
      if (eastShipped) {
        // Shipped one of two: its backorder was cancelled with the rest.
        const after = (await call(ctx, 'GET', `/api/v1/orders/${created.id}`)).body;
        assert.equal(after.state, 'done', `round ${round}`);
        assert.deepEqual(outcomes[0], [east.number, 'shipped']);
        assert.ok(
          outcomes.every(([, outcome]: [string, string]) => outcome === 'shipped' || outcome === 'cancelled'),
          JSON.stringify(outcomes),
        );
        assert.equal(outcomes.filter(([, outcome]: [string, string]) => outcome === 'cancelled').length, 2, `round ${round}: ${JSON.stringify(outcomes)}`);
      } else {
        assert.deepEqual(outcomes, [
          [east.number, 'cancelled'],
          [west.number, 'cancelled'],
        ]);
      }
    }
  });

  it('lets exactly one of an accept, a ship.json and a staff cancel fired together win, stock moved once, every party told the same', async () => {
    for (let round = 0; round < 8; round++) {
      const { cs } = await openShipment();
      assert.equal((await cancel(cs.id)).status, 202);
      const before = await stockOf(ctx, 'EAST', 'MUG');
      const [accepted, shipped, staff] = await Promise.all([answer([{ id: cs.id, accept: true }]), ship(cs.id), cancel(cs.id)]);
      for (const res of [accepted, shipped, staff]) assert.ok(res.status < 500, JSON.stringify(res.body));
      const now = await record(cs.id);
      const after = await stockOf(ctx, 'EAST', 'MUG');
      const cancelledEvents = await eventsOf(ctx.db, 'customer_shipment.cancelled', cs.id);
      const shippedEvents = await eventsOf(ctx.db, 'customer_shipment.shipped', cs.id);
      if (now.state === 'cancelled') {
        assert.equal(accepted.status, 200, 'the warehouse accepted first');
        assert.equal(shipped.body.shipments[0].errors?.[0].code, 'shipment_cancelled');
        assert.equal(now.cancellation.state, 'accepted');
        assert.deepEqual([after.on_hand, after.allocated], [before.on_hand, before.allocated - 1], 'freed, not moved');
        assert.deepEqual([cancelledEvents.length, shippedEvents.length], [1, 0]);
      } else {
        assert.equal(now.state, 'done');
        assert.equal(shipped.status, 200, 'the parcel left first');
        assert.equal(accepted.body.shipments[0].errors?.[0].code, 'no_cancellation_requested');
        assert.deepEqual([now.cancellation.state, now.cancellation.reason], ['rejected', 'shipped']);
        assert.equal(after.on_hand, before.on_hand - 1, 'moved once');
        assert.deepEqual([cancelledEvents.length, shippedEvents.length], [0, 1]);
      }
      // The staff cancel saw one of the two outcomes: a request still waiting, or a shipment no longer cancellable.
      assert.ok([202, 409].includes(staff.status), `${staff.status} ${JSON.stringify(staff.body)}`);
    }
  });
});
