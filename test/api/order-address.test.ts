import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createChannel, createProduct, eventsOf, orderBody, placeOrder } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { includes, syncToken, syncUntil } from '../helpers/sync.ts';

const TPL = '/services/3pl/v1/customer-shipments';
const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();
const OLD = {
  name: 'Ada Lovelace',
  street: '12 Main St',
  street2: null,
  city: 'Springfield',
  zip: '12345',
  subdivision_code: null,
  country_code: 'US',
  phone: null,
  email: null,
};
const NEW = {
  name: 'Ada Lovelace',
  street: '99 Harbour Rd',
  street2: 'Unit 4',
  city: 'Portland',
  zip: '97201',
  subdivision_code: 'OR',
  country_code: 'US',
  phone: '+1 503 555 0100',
  email: null,
};

/**
 * Editing an order's address as staff and a warehouse meet it: the shipments the warehouse has not
 * acknowledged go to the new address (fetched again, announced), the ones that left keep theirs, and
 * an acknowledged one refuses the whole edit.
 */
describe("editing an order's shipping address", { timeout: 180_000 }, () => {
  let ctx: TestContext;
  let key: string;
  let partnerId: number;

  const order = async (lines: { product_code: string; quantity: number }[], overrides: Record<string, unknown> = {}) =>
    placeOrder(ctx, orderBody(lines, overrides));
  const patch = (orderId: number | string, body: unknown) => call(ctx, 'PATCH', `/api/v1/orders/${orderId}`, { body });
  const record = async (id: number, status: string) => {
    const res = await call(ctx, 'GET', `${TPL}.json?status=${status}&ids=${id}`, { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body[0];
  };
  const ack = (id: number) => call(ctx, 'PUT', `${TPL}/acknowledge.json`, { key, body: { shipments: [{ id }] } });
  const settle = (id: number) => ctx.db.updateTable('customer_shipments').set({ updated_at: AN_HOUR_AGO() }).where('id', '=', id).execute();

  before(async () => {
    ctx = await createContext({ file: true, poolSize: 8 });
    ({ key, partnerId } = await createWarehouseKey(ctx.db, 'EAST'));
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'MUG', { name: 'Mug' });
    await createProduct(ctx.db, 'RARE', { name: 'Rare item' });
    await addStock(ctx.db, 'EAST', 'MUG', 1000);
  });
  after(async () => {
    await ctx.close();
  });

  it('sends a pending shipment to the new address: a kept record is rebuilt, a sync sees it again, the partner hears it', async () => {
    const placed = await order([{ product_code: 'MUG', quantity: 1 }]);
    const cs = placed.customer_shipments[0];
    assert.equal(cs.state, 'pending');
    await settle(cs.id);
    // Polled twice: from the second poll on, the record is answered from kept JSON (src/http/record-cache.ts).
    assert.deepEqual((await record(cs.id, 'pending')).delivery_address, OLD);
    assert.deepEqual((await record(cs.id, 'pending')).delivery_address, OLD);
    const token = syncToken(await call(ctx, 'GET', `${TPL}.json?status=pending`, { key }));

    const res = await patch(placed.id, { shipping_address: NEW });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.shipping_address, NEW);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/orders/${placed.number}`)).body.shipping_address, NEW);
    assert.deepEqual((await record(cs.id, 'pending')).delivery_address, NEW, 'the kept record is not answered');
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/customer-shipments/${cs.id}`)).body.delivery_address, NEW);

    const as = (url: string) => call(ctx, 'GET', url, { key });
    const synced = await syncUntil(as, `${TPL}.json?status=pending`, token, includes(cs.id));
    assert.deepEqual(synced.records.find((r) => r.id === cs.id)?.delivery_address, NEW, 'fetched again with a new sync version');

    const events = await eventsOf(ctx.db, 'customer_shipment.updated', cs.id);
    assert.equal(events.length, 1);
    assert.deepEqual(events[0]?.data, {
      id: cs.id,
      number: cs.number,
      state: 'pending',
      warehouse: { id: events[0]?.data.warehouse.id, code: 'EAST', name: events[0]?.data.warehouse.name },
      order: { id: placed.id, number: placed.number, reference: placed.reference },
      backorder_of: null,
      changed: ['delivery_address'],
      delivery_address: NEW,
    });
    assert.ok(events[0]?.warehouse_id);

    const again = await patch(placed.id, { shipping_address: NEW });
    assert.equal(again.status, 200);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.updated', cs.id)).length, 1, 'the same address changes nothing');
  });

  it('keeps the address a shipped shipment went to, and sends its pending backorder to the new one', async () => {
    const placed = await order([{ product_code: 'MUG', quantity: 3 }]);
    const cs = placed.customer_shipments[0];
    const shipped = await call(ctx, 'PUT', `${TPL}/ship.json`, { key, body: { shipments: [{ id: cs.id, lines: [{ product_code: 'MUG', quantity: 1 }] }] } });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const backorder = shipped.body.shipments[0].backorder;
    assert.ok(backorder);

    const res = await patch(placed.number, { shipping_address: NEW });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual((await record(cs.id, 'done')).delivery_address, OLD, 'the shipped record says where it went');
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/customer-shipments/${cs.id}`)).body.delivery_address, OLD);
    assert.deepEqual((await record(backorder.id, 'pending')).delivery_address, NEW);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.updated', cs.id)).length, 0);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.updated', backorder.id)).length, 1);

    const third = { ...NEW, street: '1 Third Way', street2: null };
    assert.equal((await patch(placed.id, { shipping_address: third })).status, 200);
    assert.deepEqual((await record(cs.id, 'done')).delivery_address, OLD, 'a second edit leaves it pinned where it went');
    assert.deepEqual((await record(backorder.id, 'pending')).delivery_address, third);
  });

  it('moves a held shipment and a waiting one; the held one is released to the new address, the waiting one is not announced', async () => {
    const placed = await order([{ product_code: 'MUG', quantity: 1 }]);
    const cs = placed.customer_shipments[0];
    const held = await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/hold`, { body: { reason: 'incorrect_address', note: 'no such street' } });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal((await patch(placed.id, { shipping_address: NEW })).status, 200);
    assert.deepEqual((await record(cs.id, 'on_hold')).delivery_address, NEW);
    const [event] = await eventsOf(ctx.db, 'customer_shipment.updated', cs.id);
    assert.equal(event?.data.state, 'on_hold');
    assert.equal((await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/release-hold`)).status, 200);
    assert.deepEqual((await record(cs.id, 'pending')).delivery_address, NEW);

    const waiting = await order([{ product_code: 'RARE', quantity: 1 }]);
    const ws = waiting.customer_shipments[0];
    assert.equal(ws.state, 'waiting');
    assert.equal((await patch(waiting.id, { shipping_address: NEW })).status, 200);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/customer-shipments/${ws.id}`)).body.delivery_address, NEW);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.updated', ws.id)).length, 0, 'the warehouse has not seen it');
  });

  it('refuses the whole edit once the warehouse acknowledged a shipment, and on a cancelled order', async () => {
    const placed = await order([{ product_code: 'MUG', quantity: 1 }]);
    const cs = placed.customer_shipments[0];
    assert.equal((await ack(cs.id)).status, 200);
    const refused = await patch(placed.id, { shipping_address: NEW });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'shipment_acknowledged');
    assert.match(refused.body.detail, new RegExp(cs.number));
    assert.match(refused.body.detail, /Cancel the shipment .* or ask the warehouse/);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/orders/${placed.id}`)).body.shipping_address, OLD, 'nothing changed');
    assert.deepEqual((await record(cs.id, 'open')).delivery_address, OLD);
    assert.equal((await eventsOf(ctx.db, 'customer_shipment.updated', cs.id)).length, 0);

    const other = await order([{ product_code: 'MUG', quantity: 1 }]);
    assert.equal((await call(ctx, 'POST', `/api/v1/orders/${other.id}/cancel`)).status, 200);
    const cancelled = await patch(other.id, { shipping_address: NEW });
    assert.equal(cancelled.status, 409, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.code, 'invalid_state');
  });

  it("lets the warehouse's partner hear customer_shipment.updated, and no channel", async () => {
    const endpoint = (owner: Record<string, unknown>) =>
      call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: 'https://93.184.216.34/hook', events: ['customer_shipment.updated'], ...owner } });
    const partner = await endpoint({ partner: partnerId });
    assert.equal(partner.status, 201, JSON.stringify(partner.body));
    const channel = await endpoint({ channel: 'shop' });
    assert.equal(channel.status, 422, JSON.stringify(channel.body));
    assert.equal(channel.body.errors[0].pointer, '/events/0');
  });

  it('checks the address as order creation does: schema errors with pointers, unknown orders, staff only', async () => {
    const placed = await order([{ product_code: 'MUG', quantity: 1 }]);
    const bad = await patch(placed.id, { shipping_address: { ...NEW, country_code: 'us', planet: 'Earth' } });
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.equal(bad.body.code, 'validation_failed');
    const pointers = bad.body.errors.map((e: { pointer: string }) => e.pointer);
    assert.ok(pointers.includes('/shipping_address/country_code'), JSON.stringify(pointers));
    const missing = await patch(placed.id, {});
    assert.equal(missing.status, 400);
    assert.equal((await patch(placed.id, { shipping_address: NEW, number: 'SO-X' })).status, 400);
    assert.equal((await patch('SO-NOPE', { shipping_address: NEW })).status, 404);
    assert.equal((await call(ctx, 'PATCH', `/api/v1/orders/${placed.id}`, { key, body: { shipping_address: NEW } })).status, 403);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/orders/${placed.id}`)).body.shipping_address, OLD);
  });

  it('tells one story when an edit and an acknowledgement of the same shipment run at once', async () => {
    for (let round = 0; round < 12; round++) {
      const placed = await order([{ product_code: 'MUG', quantity: 1 }]);
      const cs = placed.customer_shipments[0];
      const [edited, acked] = await Promise.all([patch(placed.id, { shipping_address: NEW }), ack(cs.id)]);
      assert.equal(acked.status, 200, JSON.stringify(acked.body));
      const open = await record(cs.id, 'open');
      const orderAddress = (await call(ctx, 'GET', `/api/v1/orders/${placed.id}`)).body.shipping_address;
      const events = await eventsOf(ctx.db, 'customer_shipment.updated', cs.id);
      if (edited.status === 200) {
        assert.deepEqual(open.delivery_address, NEW, 'acknowledged with the new address');
        assert.deepEqual(orderAddress, NEW);
        assert.equal(events.length, 1);
      } else {
        assert.equal(edited.status, 409, JSON.stringify(edited.body));
        assert.equal(edited.body.code, 'shipment_acknowledged');
        assert.deepEqual(open.delivery_address, OLD);
        assert.deepEqual(orderAddress, OLD);
        assert.equal(events.length, 0);
      }
    }
  });

  it('tells one story when an edit and a partial confirmation of the same shipment run at once, without deadlock', async () => {
    for (let round = 0; round < 8; round++) {
      const placed = await order([{ product_code: 'MUG', quantity: 2 }]);
      const cs = placed.customer_shipments[0];
      const [edited, shipped] = await Promise.all([
        patch(placed.id, { shipping_address: NEW }),
        call(ctx, 'PUT', `${TPL}/ship.json`, { key, body: { shipments: [{ id: cs.id, lines: [{ product_code: 'MUG', quantity: 1 }] }] } }),
      ]);
      assert.equal(edited.status, 200, JSON.stringify(edited.body));
      assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
      const backorder = shipped.body.shipments[0].backorder;
      assert.deepEqual((await record(backorder.id, 'pending')).delivery_address, NEW, 'the backorder goes to the new address either way');
      // The edit came first (the shipment was pending then: it shipped to the new address), or the
      // confirmation did (it shipped to the old one, and stays pinned there).
      const editedFirst = (await eventsOf(ctx.db, 'customer_shipment.updated', cs.id)).length === 1;
      assert.deepEqual((await record(cs.id, 'done')).delivery_address, editedFirst ? NEW : OLD);
    }
  });
});
