import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';
import { RETURNS, createReturn, lineOf, receive, resetRouting, returnOrder, returnRowCounts, shippedOrder } from '../helpers/returns-fixture.ts';

const PREVIEW = `${RETURNS}/preview`;

/** What a preview and the return it previews must agree on: each line and where it goes, and the CRS per warehouse. */
function lines(body: any) {
  return body.lines.map((l: any) => [l.order_line_id, l.product_code, l.quantity, l.reason, l.warehouse]);
}
function shipments(body: any) {
  return body.customer_return_shipments.map((c: any) => [c.warehouse, c.lines.map((l: any) => [l.product_code, l.quantity])]);
}

/** A problem without what differs from one request to the next. */
function problem(body: any) {
  const { request_id: _id, instance: _instance, ...rest } = body;
  return rest;
}

describe('admin POST /returns/preview: what POST /returns would create, writing nothing', () => {
  let ctx: TestContext;
  let ok: Awaited<ReturnType<typeof setupMerchant>>['ok'];
  before(async () => {
    ctx = await createContext();
    ({ ok } = await setupMerchant(ctx));
    await ok('POST', '/api/v1/channels', { code: 'market', name: 'Marketplace', kind: 'marketplace' });
  });
  after(async () => {
    await ctx.close();
  });

  /** Previews a body, then creates the return: both must say the same, and the preview must have written nothing. */
  async function previewThenCreate(body: Record<string, unknown>) {
    const full = { source: 'storefront', ...body };
    const counts = await returnRowCounts(ctx);
    const preview = await call(ctx, 'POST', PREVIEW, { body: full });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(await returnRowCounts(ctx), counts, 'the preview wrote nothing');
    const created = await createReturn(ctx, full);
    assert.deepEqual(lines(preview.body), lines(created), "the preview's lines are the created return's");
    assert.deepEqual(shipments(preview.body), shipments(created), "the preview's CRS are the created return's");
    assert.deepEqual(preview.body.order, created.order);
    return preview.body;
  }

  it('agrees with the created return when items go back where they shipped from (no rule): one CRS per warehouse', async () => {
    await resetRouting(ctx);
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1, warehouse: 'EAST' },
      { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
    ]);
    const preview = await previewThenCreate({
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1, reason: 'too big' },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      preview.lines.map((l: any) => [l.request_line, l.warehouse, l.routing.by, l.routing.rule]),
      [
        [0, 'EAST', 'shipped_from', null],
        [1, 'WEST', 'shipped_from', null],
      ],
    );
    assert.equal(preview.lines[0].routing.detail, 'no routing rule matches channel shop, country US, product WIDGET: back to EAST, where it shipped from');
  });

  it("agrees with the created return routed by a product's return warehouse, which beats every rule", async () => {
    await resetRouting(ctx);
    await ok('POST', '/api/v1/return-routing-rules', { priority: 0, warehouse: 'WEST' });
    await ok('PATCH', '/api/v1/products/GADGET', { return_warehouse: 'NORTH' });
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 2 },
    ]);
    const preview = await previewThenCreate({
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 2 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      preview.lines.map((l: any) => [l.product_code, l.warehouse, l.routing.by]),
      [
        ['WIDGET', 'WEST', 'rule'],
        ['GADGET', 'NORTH', 'return_warehouse'],
      ],
    );
    assert.equal(preview.lines[1].routing.rule, null);
    assert.match(preview.lines[1].routing.detail, /GADGET has NORTH as its return warehouse/);
  });

  it('agrees with the created return routed by rules in priority order, naming the rule that matched', async () => {
    await resetRouting(ctx);
    const catchAll = await ok('POST', '/api/v1/return-routing-rules', { priority: 50, warehouse: 'EAST' });
    await ok('POST', '/api/v1/return-routing-rules', { priority: 10, channel: 'market', warehouse: 'NORTH' });
    const canada = await ok('POST', '/api/v1/return-routing-rules', { priority: 20, country_code: 'CA', warehouse: 'WEST' });
    const order = await shippedOrder(
      ctx,
      [
        { product_code: 'GADGET', quantity: 1 },
        { product_code: 'WIDGET', quantity: 1 },
      ],
      { country: 'CA', warehouse: 'NORTH' },
    );
    const preview = await previewThenCreate({
      order: order.number,
      lines: [
        { product_code: 'GADGET', quantity: 1 },
        { product_code: 'WIDGET', quantity: 1 },
      ],
    });
    assert.deepEqual(
      preview.lines.map((l: any) => [l.warehouse, l.routing.by, l.routing.rule?.id]),
      [
        ['WEST', 'rule', canada.id],
        ['WEST', 'rule', canada.id],
      ],
    );
    assert.deepEqual(preview.lines[0].routing.rule, canada, 'the rule as GET /return-routing-rules answers it');
    assert.equal(preview.lines[0].routing.detail, `rule ${canada.id} (priority 20; country CA) is the first rule that matches`);
    const domestic = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }], { warehouse: 'WEST' });
    const fallback = await previewThenCreate({ order: domestic.number, lines: [{ product_code: 'GADGET', quantity: 1 }] });
    assert.deepEqual(fallback.lines[0].routing.rule, catchAll);
    assert.match(fallback.lines[0].routing.detail, /no conditions: a catch-all/);
  });

  it('agrees with the created return for a whole bundle (received as its components) and a component on its own', async () => {
    await resetRouting(ctx);
    await ok('PATCH', '/api/v1/products/STRAP', { return_warehouse: 'NORTH' });
    await ok('POST', '/api/v1/return-routing-rules', { priority: 1, product_code: 'KIT', warehouse: 'WEST' });
    const order = await shippedOrder(ctx, [
      { product_code: 'KIT', quantity: 2 },
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'WIDGET', quantity: 2 },
    ]);
    const kit = lineOf(order, 'KIT');
    const preview = await previewThenCreate({
      order: order.number,
      lines: [
        { order_line_id: kit, quantity: 1 },
        { order_line_id: kit, product_code: 'STRAP', quantity: 1 },
        { product_code: 'WIDGET', quantity: 2 },
      ],
    });
    assert.deepEqual(
      preview.customer_return_shipments,
      [
        {
          warehouse: 'EAST',
          lines: [
            { product_code: 'WIDGET', quantity: 1, uom: 'u' },
            { product_code: 'WIDGET', quantity: 1, uom: 'u' },
          ],
        },
        {
          warehouse: 'WEST',
          lines: [
            { product_code: 'WIDGET', quantity: 1, uom: 'u' },
            { product_code: 'CASE', quantity: 1, uom: 'u' },
            { product_code: 'STRAP', quantity: 2, uom: 'u' },
          ],
        },
        { warehouse: 'NORTH', lines: [{ product_code: 'STRAP', quantity: 1, uom: 'u' }] },
      ],
      'one CRS per warehouse, in the order they were created',
    );
    assert.deepEqual(
      preview.lines.map((l: any) => l.request_line),
      [0, 1, 2, 2],
      'one request line may fill two order lines',
    );
  });

  it('answers what is returnable before this return: ordered, shipped, already returned', async () => {
    await resetRouting(ctx);
    const order = await shippedOrder(
      ctx,
      [
        { product_code: 'WIDGET', quantity: 5 },
        { product_code: 'KIT', quantity: 3 },
      ],
      { ship: { WIDGET: 4 } },
    );
    const kit = lineOf(order, 'KIT');
    await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 1 },
        { order_line_id: kit, product_code: 'STRAP', quantity: 3 },
      ],
    });
    const preview = await call(ctx, 'POST', PREVIEW, {
      body: {
        order: order.number,
        source: 'manual',
        lines: [
          { product_code: 'WIDGET', quantity: 2 },
          { order_line_id: kit, quantity: 1 },
        ],
      },
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(
      preview.body.lines.map((l: any) => [l.product_code, l.ordered, l.shipped, l.returned, l.returnable]),
      [
        ['WIDGET', 5, 4, 1, 3],
        ['KIT', 3, 3, 0, 1],
      ],
      'three of six straps are back: one whole kit is left',
    );

    const returnable = await call(ctx, 'GET', `/api/v1/orders/${order.number}/returnable`);
    assert.equal(returnable.status, 200, JSON.stringify(returnable.body));
    assert.deepEqual(returnable.body.order, { id: order.id, number: order.number, reference: order.reference });
    const [widget, bundle] = returnable.body.lines;
    assert.deepEqual(widget, {
      order_line_id: lineOf(order, 'WIDGET'),
      product_code: 'WIDGET',
      ordered: 5,
      shipped: 4,
      returned: 1,
      returnable: 3,
      components: [],
    });
    assert.deepEqual(
      [
        bundle.product_code,
        bundle.ordered,
        bundle.shipped,
        bundle.returned,
        bundle.returnable,
        bundle.components.map((c: any) => [c.product_code, c.ordered, c.shipped, c.returned, c.returnable]),
      ],
      [
        'KIT',
        3,
        3,
        0,
        1,
        [
          ['WIDGET', 3, 3, 0, 3],
          ['CASE', 3, 3, 0, 3],
          ['STRAP', 6, 6, 3, 3],
        ],
      ],
    );
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/orders/${order.id}/returnable`)).body, returnable.body, 'by id as by number');
    assert.equal((await call(ctx, 'GET', '/api/v1/orders/SO-NOPE/returnable')).status, 404);
  });

  it('refuses every bad body exactly as POST /returns does, and writes nothing either way', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'KIT', quantity: 1 },
    ]);
    const bodies: Record<string, unknown>[] = [
      { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 3 }] },
      {
        order: order.number,
        source: 'manual',
        carrier_code: 'pigeon',
        lines: [
          { order_line_id: 999999, quantity: 1 },
          { product_code: 'NOPE', quantity: 1 },
          { product_code: 'GADGET', quantity: 1 },
          { order_line_id: lineOf(order, 'WIDGET'), product_code: 'STRAP', quantity: 1 },
          { quantity: 1 },
          { product_code: 'WIDGET', quantity: 0.0001 },
        ],
      },
      { order: 'SO-NOPE', source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
      { order: order.number, source: 'email', lines: [], extra: 1 },
      { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 0 }] },
      { source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    ];
    const counts = await returnRowCounts(ctx);
    for (const body of bodies) {
      const preview = await call(ctx, 'POST', PREVIEW, { body });
      const created = await call(ctx, 'POST', RETURNS, { body });
      assert.ok(preview.status === 400 || preview.status === 422, `${preview.status} for ${JSON.stringify(body)}`);
      assert.equal(preview.status, created.status, JSON.stringify(body));
      assert.deepEqual(problem(preview.body), problem(created.body), JSON.stringify(body));
    }
    assert.deepEqual(await returnRowCounts(ctx), counts);
  });

  it('is a staff write: a viewer key is refused (403), as for POST /returns; the returnable figures are a read', async () => {
    const viewer = (await insertApiKey(ctx.db, { role: 'viewer', partnerId: null })).key;
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const body = { order: order.number, source: 'manual', lines: [{ product_code: 'WIDGET', quantity: 1 }] };
    assert.equal((await call(ctx, 'POST', PREVIEW, { body, key: viewer })).status, 403);
    assert.equal((await call(ctx, 'POST', RETURNS, { body, key: viewer })).status, 403);
    assert.equal((await call(ctx, 'GET', `/api/v1/orders/${order.number}/returnable`, { key: viewer })).status, 200);
    assert.equal((await call(ctx, 'POST', PREVIEW, { body, key: null })).status, 401);
  });
});

describe("admin GET /returns/{id}: each CRS with the warehouse's reference and what its receipt put away where", () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    await call(ctx, 'POST', '/api/v1/warehouses/EAST/locations', { body: { code: 'LF-BIN', parent: 'lost_and_found' } });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers tpl_reference from the acknowledgement, then the put-aways of the receipt, lost and found marked', async () => {
    const order = await shippedOrder(ctx, [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const ro = await createReturn(ctx, {
      order: order.number,
      lines: [
        { product_code: 'WIDGET', quantity: 3 },
        { product_code: 'GADGET', quantity: 1 },
      ],
    });
    const [crs] = ro.customer_return_shipments;
    assert.deepEqual([crs.tpl_reference, crs.received], [null, []]);
    const ack = await call(ctx, 'PUT', '/services/3pl/v1/customer-return-shipments/acknowledge.json', {
      key,
      body: { shipments: [{ id: crs.id, tpl_reference: 'RMA-77' }] },
    });
    assert.equal(ack.status, 200, JSON.stringify(ack.body));
    const acknowledged = (await returnOrder(ctx, ro.number)).customer_return_shipments[0];
    assert.deepEqual([acknowledged.state, acknowledged.tpl_reference, acknowledged.received], ['open', 'RMA-77', []]);
    const received = await receive(ctx, key, [
      {
        id: crs.id,
        strategy: 'finalize',
        lines: [
          { product_code: 'WIDGET', quantity: 2, location: 'A-01' },
          { product_code: 'WIDGET', quantity: 1, condition: 'damaged', location: 'LF-BIN' },
        ],
      },
    ]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    const done = await returnOrder(ctx, ro.number);
    const [shipment] = done.customer_return_shipments;
    assert.equal(shipment.state, 'done');
    assert.equal(shipment.tpl_reference, 'RMA-77');
    assert.deepEqual(shipment.received, [
      { product_code: 'WIDGET', quantity: 2, lot: null, location: 'A-01', lost_and_found: false },
      { product_code: 'WIDGET', quantity: 1, lot: null, location: 'LF-BIN', lost_and_found: true },
    ]);
    assert.deepEqual(
      shipment.lines.map((l: any) => [l.product_code, l.quantity, l.received_quantity, l.damaged_quantity]),
      [
        ['WIDGET', 3, 3, 1],
        ['GADGET', 1, 0, 0],
      ],
    );
    assert.equal(done.state, 'closed', 'finalize: the gadget is recorded as not received');
    const listed = (await call(ctx, 'GET', `${RETURNS}?order=${order.number}`)).body;
    assert.deepEqual(listed, [done], 'the list answers the same records');
  });
});
