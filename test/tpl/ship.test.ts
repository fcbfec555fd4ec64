import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isSscc } from '../../src/domain/shared/gs1.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { UPC_WIDGET, eventsOf, placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

describe('3PL ship.json: confirming customer shipments', () => {
  let ctx: TestContext;
  let key: string;
  let warehouses: Record<string, number>;
  before(async () => {
    ctx = await createContext();
    ({ key, warehouses } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  const ship = (shipments: unknown[], query = '') => call(ctx, 'PUT', `${SHIP}${query}`, { key, body: { shipments } });

  it('confirms the lines form: one package, SSCC from the GS1 prefix, stock moved, allocation freed, events', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    assert.equal(cs.state, 'pending');
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await ship([
      { id: cs.id, carrier_identifier: 'ups', tracking_number: '1Z999AA10123456784', cost: '10.59', lines: [{ product_code: 'WIDGET', quantity: 2 }] },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.equal(result.state, 'done');
    assert.equal(result.errors, null);
    assert.equal(result.backorder, null);
    assert.equal(result.packages.length, 1);
    const pkg = result.packages[0];
    assert.ok(isSscc(pkg.sscc), pkg.sscc);
    assert.ok(pkg.sscc.startsWith('00614141'), 'extension digit 0 + company prefix');
    assert.equal(pkg.tracking_number, '1Z999AA10123456784');
    assert.deepEqual(pkg.items, [{ product_code: 'WIDGET', quantity: 2, lot: null }]);
    const after = await stockOf(ctx, 'EAST', 'WIDGET');
    assert.equal(after.on_hand, before.on_hand - 2);
    assert.equal(after.allocated, before.allocated - 2);
    const shipped = (await eventsOf(ctx, 'customer_shipment.shipped')).find((e) => e.resource_id === cs.id)!;
    assert.equal(shipped.data.tracking_number, '1Z999AA10123456784');
    assert.equal(shipped.data.tracking_url, 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    assert.equal(shipped.data.packages[0].tracking_url, 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    assert.ok(shipped.channel_id, 'shipped event goes to the order channel');
    const updated = (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.shipment_id === cs.id);
    assert.deepEqual(
      updated.map((e) => [e.data.product_code, e.data.on_hand, e.data.available]),
      [['WIDGET', after.on_hand, after.available]],
    );
    const order = await ctx.db
      .selectFrom('customer_shipments as s')
      .innerJoin('sales_orders as o', 'o.id', 's.order_id')
      .select('o.state')
      .where('s.id', '=', cs.id)
      .executeTakeFirstOrThrow();
    assert.equal(order.state, 'done', 'an order whose shipments all shipped is done');
    await assertLedgerInvariant(ctx.db);
  });

  it('confirms the seed-shaped multi-package form: dimensions, SSCC override, BOL/seal/load, lots, consumables, a line split per package', async () => {
    const cs = await placeOrder(ctx, [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'SERUM', quantity: 2 },
    ]);
    const sscc = '006141410000123452';
    assert.ok(isSscc(sscc));
    const res = await ship([
      {
        id: cs.id,
        carrier_identifier: 'fedex',
        tracking_number: 'MASTER-1',
        tracking_url: 'https://example.com/track/MASTER-1',
        cost: '25.10',
        cost_currency_code: 'EUR',
        override_scac: 'FDEG',
        warehouse: warehouses.EAST,
        packages: [
          {
            reference: 'PKG-A',
            dimensions: { length: 12, width: 10, height: 8, uom: 'in' },
            medium: 'CTN',
            material: '25',
            weight: 4.5,
            weight_uom: 'lb',
            tracking_number: 'T-1',
            override_sscc: sscc,
            bill_of_lading: 'BOL-77',
            seal_number: 'SEAL-9',
            load_number: 'LOAD-3',
            items: [
              { product_code: 'WIDGET', quantity: 2 },
              { product_code: 'SERUM', quantity: 2, lot: { number: 'L-2026-01' } },
            ],
            consumables: [{ product_code: 'BOX-S', quantity: 1 }],
          },
          {
            reference: 'PKG-B',
            medium: 'BOX',
            override_weight: 2,
            override_weight_uom: 'kg',
            override_scac: 'UPSN',
            items: [
              { product_code: UPC_WIDGET, quantity: 1 },
              { product_code: 'BOX-S', quantity: 1 },
            ],
          },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.equal(result.packages.length, 2);
    assert.equal(result.packages[0].sscc, sscc);
    assert.ok(isSscc(result.packages[1].sscc));
    assert.equal(result.packages[0].tracking_number, 'T-1');
    assert.equal(result.packages[1].tracking_number, 'MASTER-1', 'falls back to the master tracking number');
    assert.deepEqual(result.packages[0].items, [
      { product_code: 'WIDGET', quantity: 2, lot: null },
      { product_code: 'SERUM', quantity: 2, lot: 'L-2026-01' },
    ]);
    assert.deepEqual(result.packages[1].items, [{ product_code: 'WIDGET', quantity: 1, lot: null }]);
    assert.deepEqual(result.consumables, [
      { product_code: 'BOX-S', quantity: 1 },
      { product_code: 'BOX-S', quantity: 1 },
    ]);

    const packages = await ctx.db.selectFrom('packages').selectAll().where('shipment_id', '=', cs.id).orderBy('position').execute();
    assert.deepEqual(
      packages.map((p) => [
        p.reference,
        p.medium,
        p.material,
        p.weight,
        p.weight_uom,
        p.length,
        p.dimension_uom,
        p.bill_of_lading,
        p.seal_number,
        p.load_number,
        p.override_scac,
      ]),
      [
        ['PKG-A', 'CTN', '25', '4.5', 'lb', '12', 'in', 'BOL-77', 'SEAL-9', 'LOAD-3', 'FDEG'],
        ['PKG-B', 'BOX', null, '2', 'kg', null, null, null, null, null, 'UPSN'],
      ],
    );
    const moves = await ctx.db.selectFrom('stock_moves').selectAll().where('shipment_id', '=', cs.id).orderBy('id').execute();
    const widgetMoves = moves.filter((m) => m.cause === 'shipment' && m.package_id !== null);
    assert.equal(widgetMoves.filter((m) => m.quantity === 2000 || m.quantity === 1000).length >= 2, true);
    assert.deepEqual(new Set(moves.filter((m) => m.cause === 'shipment').map((m) => m.package_id)).size, 2, 'one move per package');
    assert.equal(moves.filter((m) => m.cause === 'consumption').length, 2);
    const admin = await call(ctx, 'GET', `/api/v1/customer-shipments/${cs.id}`);
    assert.equal(admin.status, 200);
    assert.equal(admin.body.state, 'done');
    assert.equal(admin.body.tracking_number, 'MASTER-1');
    assert.equal(admin.body.cost_currency_code, 'EUR');
    assert.equal(admin.body.override_scac, 'FDEG');
    assert.deepEqual(admin.body.packages[0], {
      id: result.packages[0].id,
      reference: 'PKG-A',
      sscc,
      tracking_number: 'T-1',
      carrier_identifier: 'fedex',
      medium: 'CTN',
      material: '25',
      weight: 4.5,
      weight_uom: 'lb',
      dimensions: { length: 12, width: 10, height: 8, uom: 'in' },
      override_scac: 'FDEG',
      load_number: 'LOAD-3',
      bill_of_lading: 'BOL-77',
      seal_number: 'SEAL-9',
      items: [
        { product_code: 'WIDGET', quantity: 2, lot: null },
        { product_code: 'SERUM', quantity: 2, lot: 'L-2026-01' },
      ],
      consumables: [{ product_code: 'BOX-S', quantity: 1 }],
    });
    assert.deepEqual(admin.body.packages[1].consumables, [{ product_code: 'BOX-S', quantity: 1 }], 'a consumable product in items[] is consumed as packaging');
    assert.deepEqual([admin.body.packages[1].weight, admin.body.packages[1].weight_uom], [2, 'kg'], 'override_weight takes the place of weight');
    const shipment = await ctx.db.selectFrom('customer_shipments').selectAll().where('id', '=', cs.id).executeTakeFirstOrThrow();
    assert.equal(shipment.cost, '25.1');
    assert.equal(shipment.cost_currency_code, 'EUR');
    assert.equal(shipment.tracking_url, 'https://example.com/track/MASTER-1');
    const serum = await stockOf(ctx, 'EAST', 'SERUM');
    assert.ok(
      serum.locations.some((l) => l.lot === 'L-2026-01' && l.quantity === -2),
      'an unknown lot is created; its stock goes negative',
    );
    const discrepancies = (await eventsOf(ctx, 'inventory.discrepancy')).filter((e) => e.data.shipment_id === cs.id);
    assert.deepEqual(
      discrepancies.map((e) => [e.data.product_code, e.data.lot, e.data.quantity]),
      [['SERUM', 'L-2026-01', -2]],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('ships a bundle by its own code (all components) and counts the bundle line shipped', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'KIT', quantity: 2 }]);
    const res = await ship([{ id: cs.id, lines: [{ product_code: 'KIT', quantity: 2 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.shipments[0].packages[0].items.map((i: any) => [i.product_code, i.quantity]),
      [
        ['WIDGET', 2],
        ['CASE', 2],
        ['STRAP', 4],
      ],
    );
    assert.equal(res.body.shipments[0].backorder, null);
    const lines = await ctx.db.selectFrom('customer_shipment_lines').selectAll().where('shipment_id', '=', cs.id).orderBy('id').execute();
    assert.ok(lines.every((l) => l.shipped_quantity === l.quantity));
  });

  it('ships a bundle by component codes; a partly shipped bundle leaves its missing components on a backorder', async () => {
    const cs = await placeOrder(ctx, [
      { product_code: 'KIT', quantity: 1 },
      { product_code: 'GADGET', quantity: 3 },
    ]);
    const res = await ship([
      {
        id: cs.id,
        tracking_number: 'PART-1',
        packages: [
          {
            items: [
              { product_code: 'WIDGET', quantity: 1 },
              { product_code: 'CASE', quantity: 1 },
              { product_code: 'GADGET', quantity: 1 },
            ],
          },
        ],
      },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const backorder = res.body.shipments[0].backorder;
    assert.ok(backorder.number.startsWith('CS-'));
    const bo = await ctx.db.selectFrom('customer_shipments').selectAll().where('id', '=', backorder.id).executeTakeFirstOrThrow();
    assert.equal(bo.state, 'pending');
    assert.equal(bo.backorder_of_id, cs.id);
    const lines = await ctx.db
      .selectFrom('customer_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['p.code', 'l.quantity', 'l.parent_line_id', 'l.allocated_quantity'])
      .where('l.shipment_id', '=', backorder.id)
      .orderBy('l.id')
      .execute();
    assert.deepEqual(
      lines.map((l) => [l.code, l.quantity / 1000, l.parent_line_id === null]),
      [
        ['KIT', 1, true],
        ['GADGET', 2, true],
        ['STRAP', 2, false],
      ],
    );
    const original = await ctx.db
      .selectFrom('customer_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['p.code', 'l.shipped_quantity'])
      .where('l.shipment_id', '=', cs.id)
      .orderBy('l.id')
      .execute();
    assert.equal(original.find((l) => l.code === 'KIT')!.shipped_quantity, 0, 'a bundle counts as shipped only when every component is');
    const released = (await eventsOf(ctx, 'customer_shipment.released')).find((e) => e.resource_id === backorder.id);
    assert.ok(released, 'the backorder is released to the warehouse');
    const strap = await stockOf(ctx, 'EAST', 'STRAP');
    assert.ok(strap.allocated >= 2, 'the backorder keeps the allocation of what it still has to ship');
    await assertLedgerInvariant(ctx.db);
  });

  it('takes carrier and service from the order when the confirmation leaves them out, and builds the tracking URL', async () => {
    const res0 = await call(ctx, 'POST', '/api/v1/orders', {
      body: {
        number: `SO-CARRIER-${process.pid}`,
        channel: 'shop',
        customer: { code: 'CC', name: 'C' },
        shipping_address: { country_code: 'US' },
        warehouse: 'EAST',
        carrier_identifier: 'usps',
        carrier_service: 'Priority',
        lines: [{ product_code: 'GADGET', quantity: 1, unit_price: '1.00' }],
      },
    });
    assert.equal(res0.status, 201, JSON.stringify(res0.body));
    const csId = res0.body.customer_shipments[0].id;
    const res = await ship([{ id: csId, tracking_number: '9400100000000000000000', lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.shipments[0].packages[0].carrier_identifier, 'usps');
    const event = (await eventsOf(ctx, 'customer_shipment.shipped')).find((e) => e.resource_id === csId)!;
    assert.equal(event.data.carrier_service, 'Priority');
    assert.match(event.data.tracking_url, /^https:\/\/tools\.usps\.com\/.*9400100000000000000000/);
    assert.equal(event.data.packages[0].tracking_url, event.data.tracking_url);
  });

  it('accepts a custom carrier ("carrier": "3pl" + carrier_service) and builds no URL for it', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    const res = await ship([
      { id: cs.id, carrier: '3pl', carrier_service: 'Local courier same day', tracking_number: 'LC-1', lines: [{ product_code: 'GADGET', quantity: 1 }] },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const shipment = await ctx.db.selectFrom('customer_shipments').selectAll().where('id', '=', cs.id).executeTakeFirstOrThrow();
    assert.equal(shipment.carrier_identifier, '3pl');
    assert.equal(shipment.carrier_service, 'Local courier same day');
    assert.equal(shipment.tracking_url, null);
  });

  it("re-homes a shipment to another of the key's warehouses only when the merchant allows it", async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    const refused = await ship([{ id: cs.id, warehouse: warehouses.WEST, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal(refused.status, 207);
    assert.equal(refused.body.shipments[0].errors[0].code, 'warehouse_mismatch');
    assert.equal(refused.body.shipments[0].errors[0].pointer, '/shipments/0/warehouse');
    await call(ctx, 'PATCH', '/api/v1/settings', { body: { multi_warehouse_shipping: true } });
    const eastBefore = await stockOf(ctx, 'EAST', 'GADGET');
    const westBefore = await stockOf(ctx, 'WEST', 'GADGET');
    const res = await ship([{ id: cs.id, warehouse: warehouses.WEST, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const eastAfter = await stockOf(ctx, 'EAST', 'GADGET');
    const westAfter = await stockOf(ctx, 'WEST', 'GADGET');
    assert.equal(eastAfter.on_hand, eastBefore.on_hand);
    assert.equal(eastAfter.allocated, eastBefore.allocated - 1, 'the allocation at the old warehouse is freed');
    assert.equal(westAfter.on_hand, westBefore.on_hand - 1);
    const other = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
    const outside = await ship([{ id: other.id, warehouse: warehouses.NORTH, lines: [{ product_code: 'GADGET', quantity: 1 }] }]);
    assert.equal(outside.body.shipments[0].errors[0].code, 'warehouse_mismatch', "NORTH is not one of this key's warehouses");
    await call(ctx, 'PATCH', '/api/v1/settings', { body: { multi_warehouse_shipping: false } });
  });

  it('confirms a batch of shipments of one product in one pass: each event carries the figures right after its shipment', async () => {
    const first = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 2 }]);
    const second = await placeOrder(ctx, [
      { product_code: 'CASE', quantity: 3 },
      { product_code: 'STRAP', quantity: 1 },
    ]);
    const before = await stockOf(ctx, 'EAST', 'CASE');
    const seen = (await eventsOf(ctx, 'inventory.updated')).length;
    const res = await ship([
      { id: first.id, lines: [{ product_code: 'CASE', quantity: 2 }] },
      {
        id: second.id,
        lines: [
          { product_code: 'CASE', quantity: 1 },
          { product_code: 'STRAP', quantity: 1 },
        ],
      },
      // The same shipment again in the same batch: only its first element runs.
      { id: first.id, lines: [{ product_code: 'CASE', quantity: 2 }] },
    ]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    const [a, b, again] = res.body.shipments;
    assert.equal(a.replayed, undefined);
    assert.equal(a.state, 'done');
    assert.deepEqual(
      again.errors.map((e: { code: string; pointer: string }) => [e.code, e.pointer]),
      [['duplicate_element', '/shipments/2/id']],
    );
    assert.equal(again.state, 'pending', 'the state before the batch, not the one the first element produced');
    assert.equal(b.backorder.number.startsWith('CS-'), true, 'two cases of the second shipment remain');
    const after = await stockOf(ctx, 'EAST', 'CASE');
    assert.equal(after.on_hand, before.on_hand - 3);
    // Allocation: 2 + 3 held before; the first frees 2, the second frees 3 and carries 2 to its backorder.
    assert.equal(after.allocated, before.allocated - 3);
    const cases = (await eventsOf(ctx, 'inventory.updated')).slice(seen).filter((e) => e.data.product_code === 'CASE');
    assert.deepEqual(
      cases.map((e) => [e.data.shipment_id, e.data.on_hand, e.data.allocated]),
      [
        [first.id, before.on_hand - 2, before.allocated - 2],
        [second.id, before.on_hand - 3, before.allocated - 3],
      ],
    );
    const shipped = (await eventsOf(ctx, 'customer_shipment.shipped')).slice(-2).map((e) => e.data.id);
    assert.deepEqual(shipped, [first.id, second.id], 'one shipped event each, in request order');
    await assertLedgerInvariant(ctx.db);
  });
});
