import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { crsAt, createReturn, CRS_FETCH, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';
const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';
const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

/**
 * The polls answer records assembled from serialized JSON kept per record (src/http/record-cache.ts).
 * These tests make records old enough to be kept, poll them twice (a record is kept from its second
 * build on), show that a kept record is used (a change made in
 * the database behind the service's back does not show), and that every change made through the
 * service does show on the next poll: the record's own changes, and those of the products,
 * warehouses, channels and customers it embeds.
 */
describe('3PL polls: kept records follow every change made through the service', () => {
  let ctx: TestContext;
  let key: string;
  let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
  before(async () => {
    ctx = await createContext();
    ({ key, ok } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  const poll = async (url: string) => {
    const res = await call(ctx, 'GET', url, { key });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const shipmentRecord = async (id: number, status = 'pending') => (await poll(`${FETCH}?status=${status}&ids=${id}`))[0];
  const settleShipment = (id: number) => ctx.db.updateTable('customer_shipments').set({ updated_at: AN_HOUR_AGO() }).where('id', '=', id).execute();
  const renameCustomerBehindTheService = (code: string, name: string) => ctx.db.updateTable('customers').set({ name }).where('code', '=', code).execute();

  it("shows product, warehouse, channel and customer changes, and the shipment's own, in a kept shipment record", async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    await settleShipment(shipment.id);
    const first = await shipmentRecord(shipment.id);
    assert.deepEqual(await shipmentRecord(shipment.id), first);
    const customerCode = first.customer.code;
    assert.equal(first.customer.name, 'Ada Lovelace');

    await renameCustomerBehindTheService(customerCode, 'Changed in the database only');
    assert.equal((await shipmentRecord(shipment.id)).customer.name, 'Ada Lovelace', 'the kept record is used');

    await ok('PATCH', '/api/v1/products/GADGET', { name: 'Gadget, second edition' });
    const afterProduct = await shipmentRecord(shipment.id);
    assert.equal(afterProduct.lines[0].product.name, 'Gadget, second edition');
    assert.equal(afterProduct.customer.name, 'Changed in the database only', 'rebuilt from the database');

    await ok('PATCH', '/api/v1/warehouses/EAST', { name: 'East coast DC' });
    assert.equal((await shipmentRecord(shipment.id)).warehouse.name, 'East coast DC');

    await ok('PATCH', '/api/v1/channels/shop', { name: 'Web store' });
    const afterChannel = await shipmentRecord(shipment.id);
    assert.deepEqual([afterChannel.order.channel.name, afterChannel.lines[0].order.channel.name], ['Web store', 'Web store']);

    await ok('POST', '/api/v1/orders', {
      number: `SO-CACHE-${process.pid}`,
      channel: 'shop',
      currency: 'USD',
      warehouse: 'EAST',
      customer: { code: customerCode, name: 'Ada King', phone: '+44 20 7946 0000' },
      shipping_address: { name: 'Ada King', street: '1 St James Sq', city: 'London', zip: 'SW1Y 4JU', country_code: 'GB' },
      lines: [{ product_code: 'WIDGET', quantity: 1, unit_price: '10.00' }],
    });
    const afterCustomer = await shipmentRecord(shipment.id);
    assert.deepEqual(
      [afterCustomer.customer.name, afterCustomer.customer.phone, afterCustomer.customer.email],
      ['Ada King', '+44 20 7946 0000', 'ada@example.com'],
    );

    const ack = await call(ctx, 'PUT', ACK, { key, body: { shipments: [{ id: shipment.id, tpl_reference: 'WMS-CACHE-1' }] } });
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    assert.equal(await shipmentRecord(shipment.id), undefined, 'no longer pending');
    const open = await shipmentRecord(shipment.id, 'open');
    assert.deepEqual([open.state, open.tpl_reference], ['open', 'WMS-CACHE-1']);
  });

  it('answers a page of kept and new records in updated_at order, byte for byte as built', async () => {
    const older = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const newer = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    await settleShipment(older.id);
    const ids = `${older.id},${newer.id}`;
    const first = await call(ctx, 'GET', `${FETCH}?ids=${ids}`, { key });
    const second = await call(ctx, 'GET', `${FETCH}?ids=${ids}`, { key });
    assert.match(String(second.headers['content-type']), /^application\/json/);
    assert.deepEqual(
      second.body.map((r: any) => r.id),
      [older.id, newer.id],
    );
    assert.deepEqual(second.body, first.body);
  });

  it('shows product and warehouse changes in a kept return-shipment record', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'SERUM', quantity: 1 }]);
    const crs = crsAt(await createReturn(ctx, { order: order.id, lines: [{ product_code: 'SERUM', quantity: 1 }] }), 'EAST');
    await ctx.db.updateTable('customer_return_shipments').set({ updated_at: AN_HOUR_AGO() }).where('id', '=', crs.id).execute();
    const crsRecord = async () => (await poll(`${CRS_FETCH}?ids=${crs.id}`))[0];
    const first = await crsRecord();
    assert.deepEqual(await crsRecord(), first);
    await renameCustomerBehindTheService(first.customer.code, 'Changed in the database only');
    assert.equal((await crsRecord()).customer.name, 'Grace Hopper', 'the kept record is used');

    await ok('PATCH', '/api/v1/products/SERUM', { name: 'Serum 30 ml' });
    const afterProduct = await crsRecord();
    assert.equal(afterProduct.lines[0].product.name, 'Serum 30 ml');
    assert.equal(afterProduct.customer.name, 'Changed in the database only');

    await ok('PATCH', '/api/v1/warehouses/EAST', { return_address: { street: '2 Returns Lane', country_code: 'US' } });
    assert.equal((await crsRecord()).delivery_address.street, '2 Returns Lane');
  });
});
