import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createChannel, createProduct, eventsOf, orderBody, placeOrder, stockOf } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';

const TPL = '/services/3pl/v1/customer-shipments';

/**
 * Holds as staff and a warehouse meet them: a held shipment is not fetched as pending, the warehouse's
 * acknowledgement and confirmation are refused with `shipment_on_hold`, and releasing the hold sends it
 * back where it was. An acknowledged shipment cannot be held (the warehouse may be picking it).
 */
describe('holds on customer shipments', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let key: string;

  const order = async (lines: { product_code: string; quantity: number }[], overrides: Record<string, unknown> = {}) => {
    const created = await placeOrder(ctx, orderBody(lines, overrides));
    return created.customer_shipments[0] as { id: number; number: string; state: string };
  };
  const shipment = async (id: number) => (await call(ctx, 'GET', `/api/v1/customer-shipments/${id}`)).body;
  const hold = (id: number, body: unknown = { reason: 'high_risk_of_fraud', note: 'card flagged' }) =>
    call(ctx, 'POST', `/api/v1/customer-shipments/${id}/hold`, { body });
  const releaseHold = (id: number) => call(ctx, 'POST', `/api/v1/customer-shipments/${id}/release-hold`);
  const fetchIds = async (status?: string) => {
    const res = await call(ctx, 'GET', `${TPL}.json${status ? `?status=${status}` : ''}&per_page=250`.replace('.json&', '.json?'), { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.map((r: { id: number }) => r.id) as number[];
  };
  const ship = (id: number, quantity = 1) =>
    call(ctx, 'PUT', `${TPL}/ship.json`, { key, body: { shipments: [{ id, lines: [{ product_code: 'MUG', quantity }] }] } });

  before(async () => {
    ctx = await createContext({ file: true, poolSize: 8 });
    ({ key } = await createWarehouseKey(ctx.db, 'EAST'));
    await createWarehouseKey(ctx.db, 'WEST');
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'MUG', { name: 'Mug' });
    await createProduct(ctx.db, 'RARE', { name: 'Rare item' });
    await addStock(ctx.db, 'EAST', 'MUG', 1000);
    await addStock(ctx.db, 'WEST', 'MUG', 10);
  });
  after(async () => {
    await ctx.close();
  });

  it('holds a pending shipment: kept allocated, fetched only as on_hold, refused by acknowledge.json and ship.json, then released', async () => {
    const cs = await order([{ product_code: 'MUG', quantity: 2 }]);
    assert.equal(cs.state, 'pending');
    const before = await stockOf(ctx, 'EAST', 'MUG');
    const held = await hold(cs.id);
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(held.body.state, 'on_hold');
    assert.equal(held.body.hold.reason, 'high_risk_of_fraud');
    assert.equal(held.body.hold.note, 'card flagged');
    assert.ok(held.body.hold.held_at);
    assert.deepEqual(await stockOf(ctx, 'EAST', 'MUG'), before, 'a held shipment keeps its stock');

    assert.ok(!(await fetchIds()).includes(cs.id), 'not among the pending');
    const onHold = await call(ctx, 'GET', `${TPL}.json?status=on_hold&ids=${cs.id}`, { key });
    assert.equal(onHold.status, 200);
    assert.equal(onHold.body[0].state, 'on_hold');
    assert.equal(onHold.body[0].hold.reason, 'high_risk_of_fraud');

    const ack = await call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key, body: { shipments: [{ id: cs.id }] } });
    assert.equal(ack.status, 207, JSON.stringify(ack.body));
    assert.equal(ack.body.shipments[0].errors[0].code, 'shipment_on_hold');
    assert.equal(ack.body.shipments[0].errors[0].pointer, '/shipments/0/id');
    const shipped = await ship(cs.id, 2);
    assert.equal(shipped.status, 207, JSON.stringify(shipped.body));
    assert.equal(shipped.body.shipments[0].errors[0].code, 'shipment_on_hold');
    assert.deepEqual(await stockOf(ctx, 'EAST', 'MUG'), before, 'nothing moved');

    const [heldEvent] = await eventsOf(ctx.db, 'customer_shipment.on_hold', cs.id);
    assert.equal(heldEvent?.data.state, 'on_hold');
    assert.equal(heldEvent?.data.held_from, 'pending');
    assert.equal(heldEvent?.data.hold.reason, 'high_risk_of_fraud');

    const released = await releaseHold(cs.id);
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.equal(released.body.state, 'pending');
    assert.equal(released.body.hold, null);
    assert.ok((await fetchIds()).includes(cs.id), 'pending again');
    const [releasedEvent] = await eventsOf(ctx.db, 'customer_shipment.hold_released', cs.id);
    assert.equal(releasedEvent?.data.state, 'pending');
    assert.equal(releasedEvent?.data.released_hold.reason, 'high_risk_of_fraud');
    assert.equal((await ship(cs.id, 2)).status, 200, 'ships once released');
  });

  it('refuses what cannot be held, with the allowed reasons and a reason for each refusal', async () => {
    const cs = await order([{ product_code: 'MUG', quantity: 1 }]);
    const unknown = await hold(cs.id, { reason: 'bored' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.errors[0].message, /awaiting_payment, high_risk_of_fraud, incorrect_address, inventory_out_of_stock, other/);
    assert.equal(unknown.body.errors[0].pointer, '/reason');
    assert.equal((await hold(cs.id, {})).status, 400, 'a reason is required');
    assert.equal((await hold(999_999)).status, 404);

    assert.equal((await hold(cs.id)).status, 200);
    const again = await hold(cs.id);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
    assert.equal((await releaseHold(cs.id)).status, 200);
    const notHeld = await releaseHold(cs.id);
    assert.equal(notHeld.status, 409);
    assert.equal(notHeld.body.code, 'invalid_state');

    assert.equal((await call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key, body: { shipments: [{ id: cs.id }] } })).status, 200);
    const acknowledged = await hold(cs.id);
    assert.equal(acknowledged.status, 409);
    assert.equal(acknowledged.body.code, 'shipment_acknowledged');
    assert.match(acknowledged.body.detail, /cancel/);
    assert.equal((await shipment(cs.id)).state, 'open');

    assert.equal((await ship(cs.id)).status, 200);
    const done = await hold(cs.id);
    assert.equal(done.status, 409);
    assert.equal(done.body.code, 'invalid_state');
  });

  it('holds a shipment waiting for stock, keeps it held when stock arrives, and releases it at once when the hold ends', async () => {
    const cs = await order([{ product_code: 'RARE', quantity: 3 }]);
    assert.equal(cs.state, 'waiting');
    assert.equal((await hold(cs.id, { reason: 'awaiting_payment' })).status, 200);
    const adjusted = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'RARE', quantity: 5 } });
    assert.equal(adjusted.status, 201, JSON.stringify(adjusted.body));
    assert.equal((await shipment(cs.id)).state, 'on_hold', 'the arrival does not release a held shipment');
    assert.equal((await stockOf(ctx, 'EAST', 'RARE')).allocated, 0);

    const released = await releaseHold(cs.id);
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.equal(released.body.state, 'pending', 'back to waiting, and released since stock covers it');
    assert.equal((await stockOf(ctx, 'EAST', 'RARE')).allocated, 3);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.hold_released', cs.id))[0]?.data.state, 'waiting');
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.released', cs.id)).length, 1);
  });

  it('cancels a held shipment and frees its stock', async () => {
    const cs = await order([{ product_code: 'MUG', quantity: 4 }]);
    const before = await stockOf(ctx, 'EAST', 'MUG');
    assert.equal((await hold(cs.id)).status, 200);
    const cancelled = await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.state, 'cancelled');
    assert.equal(cancelled.body.hold, null);
    assert.equal((await stockOf(ctx, 'EAST', 'MUG')).allocated, before.allocated - 4);
  });

  it('holds a whole order and says what happened to each shipment; lists address holds on the attention page', async () => {
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
    const res = await call(ctx, 'POST', `/api/v1/orders/${created.id}/hold`, { body: { reason: 'incorrect_address', note: 'no such street' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.shipments.map((s: any) => [s.number, s.state, s.outcome]),
      [
        [east.number, 'open', 'acknowledged'],
        [west.number, 'on_hold', 'held'],
      ],
    );
    const attention = await call(ctx, 'GET', '/api/v1/attention');
    assert.equal(attention.status, 200);
    const listed = attention.body.held_for_address.oldest.find((s: any) => s.id === west.id);
    assert.ok(listed, JSON.stringify(attention.body.held_for_address));
    assert.equal(listed.note, 'no such street');
    assert.equal(listed.order.number, created.number);

    const released = await call(ctx, 'POST', `/api/v1/orders/${created.id}/release-hold`);
    assert.equal(released.status, 200, JSON.stringify(released.body));
    assert.deepEqual(
      released.body.shipments.map((s: any) => [s.number, s.state, s.outcome]),
      [
        [east.number, 'open', 'not_on_hold'],
        [west.number, 'pending', 'released'],
      ],
    );
    assert.ok(!(await call(ctx, 'GET', '/api/v1/attention')).body.held_for_address.oldest.some((s: any) => s.id === west.id));
  });

  it('lets exactly one of a hold, an acknowledgement and a confirmation fired together win, and moves stock once', async () => {
    for (let round = 0; round < 8; round++) {
      const cs = await order([{ product_code: 'MUG', quantity: 1 }]);
      const before = await stockOf(ctx, 'EAST', 'MUG');
      const [held, ack, shipped] = await Promise.all([
        hold(cs.id),
        call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key, body: { shipments: [{ id: cs.id }] } }),
        ship(cs.id),
      ]);
      for (const res of [held, ack, shipped]) assert.ok(res.status < 500, JSON.stringify(res.body));
      const state = (await shipment(cs.id)).state;
      const after = await stockOf(ctx, 'EAST', 'MUG');
      if (held.status === 200) {
        // The hold came first: the warehouse was refused and nothing moved.
        assert.equal(state, 'on_hold');
        assert.equal(ack.body.shipments[0].errors?.[0].code, 'shipment_on_hold');
        assert.equal(shipped.body.shipments[0].errors?.[0].code, 'shipment_on_hold');
        // Each refused element answers the state it was refused on, not the one read as its request arrived.
        assert.deepEqual([ack.body.shipments[0].state, shipped.body.shipments[0].state], ['on_hold', 'on_hold'], `round ${round}`);
        assert.equal(after.on_hand, before.on_hand);
        await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/cancel`);
      } else {
        // The warehouse came first: the hold was refused, the shipment is open or shipped.
        assert.equal(held.status, 409);
        assert.ok(['shipment_acknowledged', 'invalid_state'].includes(held.body.code), held.body.code);
        assert.ok(['open', 'done'].includes(state), state);
        assert.equal(shipped.status === 200 ? 1 : 0, before.on_hand - after.on_hand, 'stock moved once, when it shipped');
      }
    }
  });
});
