import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { confirmPurchaseOrder, createPurchaseOrder, createSupplier } from '../helpers/inbound-fixture.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

type Event = { id: number; type: string; warehouse: string | null; resource_id: number; data: Record<string, any> };

describe('admin: purchase orders', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    await setupMerchant(ctx);
    await createSupplier(ctx, 'ACME');
    await createSupplier(ctx, 'BOLT');
  });
  after(async () => {
    await ctx.close();
  });

  /** The events written after `afterId`, oldest first. */
  async function eventsAfter(afterId: number): Promise<Event[]> {
    const res = await call(ctx, 'GET', '/api/v1/events?per_page=250&newest_first=true');
    return (res.body as Event[]).filter((e) => e.id > afterId).reverse();
  }

  async function lastEventId(): Promise<number> {
    const res = await call(ctx, 'GET', '/api/v1/events?per_page=1&newest_first=true');
    return res.body[0]?.id ?? 0;
  }

  it('creates a draft numbered from its id, lines with received and remaining quantities', async () => {
    const po = await createPurchaseOrder(
      ctx,
      [
        { product_code: 'WIDGET', quantity: 10, unit_cost: '2.40' },
        { product_code: 'GADGET', quantity: 2.5 },
      ],
      {
        currency: 'EUR',
        expected_date: '2026-12-15',
      },
    );
    assert.match(po.number, /^PO-\d{6}$/);
    assert.equal(po.number, `PO-${String(po.id).padStart(6, '0')}`);
    assert.equal(po.state, 'draft');
    assert.equal(po.supplier, 'ACME');
    assert.equal(po.warehouse, 'EAST');
    assert.equal(po.currency, 'EUR');
    assert.equal(po.expected_date, '2026-12-15');
    assert.deepEqual(
      po.lines.map((l: Record<string, unknown>) => [l.product_code, l.quantity, l.unit_cost, l.received_quantity, l.remaining_quantity]),
      [
        ['WIDGET', 10, '2.40', 0, 10],
        ['GADGET', 2.5, null, 0, 2.5],
      ],
    );
    assert.deepEqual(po.supplier_shipments, []);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.number}`)).body, po);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body, po);
    assert.equal((await call(ctx, 'GET', '/api/v1/purchase-orders/PO-999999')).status, 404);
  });

  it("takes the merchant's own number, refuses it twice, and refuses numbers of the service's form", async () => {
    const own = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { number: 'BUY-7' });
    assert.equal(own.number, 'BUY-7');
    assert.equal(own.currency, 'USD', "the merchant's currency by default");
    const again = await call(ctx, 'POST', '/api/v1/purchase-orders', {
      body: { number: 'BUY-7', supplier: 'ACME', warehouse: 'EAST', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_exists');
    assert.equal(again.body.errors[0].pointer, '/number');
    const reserved = await call(ctx, 'POST', '/api/v1/purchase-orders', {
      body: { number: 'PO-000999', supplier: 'ACME', warehouse: 'EAST', lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    });
    assert.equal(reserved.status, 422);
    assert.equal(reserved.body.errors[0].pointer, '/number');
  });

  it('answers every unknown record at once with its pointer, and writes nothing', async () => {
    const before = (await call(ctx, 'GET', '/api/v1/purchase-orders')).body.length;
    const res = await call(ctx, 'POST', '/api/v1/purchase-orders', {
      body: {
        supplier: 'NOPE',
        warehouse: 'SOUTH',
        lines: [
          { product_code: 'WIDGET', quantity: 1 },
          { product_code: 'UNOBTAINIUM', quantity: 1 },
        ],
      },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'unknown_reference');
    assert.deepEqual(res.body.errors.map((e: { pointer: string }) => e.pointer).sort(), ['/lines/1/product_code', '/supplier', '/warehouse']);
    assert.equal((await call(ctx, 'GET', '/api/v1/purchase-orders')).body.length, before);
  });

  it('refuses zero and negative quantities, dates that are not calendar dates, a bad currency, a bundle and a fourth decimal', async () => {
    const schema = await call(ctx, 'POST', '/api/v1/purchase-orders', {
      body: {
        supplier: 'ACME',
        warehouse: 'EAST',
        expected_date: '2026-02-30',
        lines: [
          { product_code: 'WIDGET', quantity: 0 },
          { product_code: 'WIDGET', quantity: -3 },
        ],
      },
    });
    assert.equal(schema.status, 400);
    assert.equal(schema.body.code, 'validation_failed');
    assert.deepEqual(schema.body.errors.map((e: { pointer: string }) => e.pointer).sort(), ['/expected_date', '/lines/0/quantity', '/lines/1/quantity']);

    const rules = await call(ctx, 'POST', '/api/v1/purchase-orders', {
      body: {
        supplier: 'ACME',
        warehouse: 'EAST',
        currency: 'ZZZ',
        lines: [
          { product_code: 'KIT', quantity: 1 },
          { product_code: 'WIDGET', quantity: 1.2345 },
        ],
      },
    });
    assert.equal(rules.status, 422);
    assert.equal(rules.body.code, 'invalid_value');
    assert.deepEqual(rules.body.errors.map((e: { code: string; pointer: string }) => [e.pointer, e.code]).sort(), [
      ['/currency', 'invalid_currency'],
      ['/lines/0/product_code', 'invalid_value'],
      ['/lines/1/quantity', 'invalid_value'],
    ]);
    assert.match(rules.body.errors.find((e: { pointer: string }) => e.pointer === '/lines/0/product_code').message, /bundle/);
  });

  it('confirms into one pending supplier shipment holding the whole order, announced to the warehouse', async () => {
    const po = await createPurchaseOrder(
      ctx,
      [
        { product_code: 'WIDGET', quantity: 10 },
        { product_code: 'GADGET', quantity: 4 },
      ],
      { expected_date: '2026-12-20' },
    );
    const since = await lastEventId();
    const confirmed = await confirmPurchaseOrder(ctx, po.id);
    assert.equal(confirmed.state, 'confirmed');
    assert.ok(confirmed.confirmed_at);
    assert.equal(confirmed.supplier_shipments.length, 1);
    const [ss] = confirmed.supplier_shipments;
    assert.match(ss.number, /^SS-\d{6}$/);
    assert.equal(ss.state, 'pending');
    assert.equal(ss.planned_date, '2026-12-20', "planned for the order's expected date");

    const events = await eventsAfter(since);
    assert.deepEqual(
      events.map((e) => [e.type, e.warehouse]),
      [
        ['purchase_order.confirmed', 'EAST'],
        ['supplier_shipment.created', 'EAST'],
      ],
    );
    assert.deepEqual(events[0]!.data.supplier_shipments, [{ id: ss.id, number: ss.number }]);
    const record = events[1]!.data;
    assert.equal(record.source, 'purchase_order');
    assert.deepEqual(record.purchase_order, { id: po.id, number: po.number, reference: po.reference });
    assert.deepEqual(record.supplier, { code: 'ACME', name: 'ACME Supplies' });
    assert.deepEqual(
      record.lines.map((l: { product: { code: string }; quantity: number; lot: unknown }) => [l.product.code, l.quantity, l.lot]),
      [
        ['WIDGET', 10, null],
        ['GADGET', 4, null],
      ],
    );

    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>> };
    assert.equal(doc.paths['/api/v1/purchase-orders/{id}/confirm']!.post!.requestBody?.required, false, 'the document says the body may be left out');
    assert.equal(doc.paths['/api/v1/purchase-orders']!.post!.requestBody?.required, true);

    const twice = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.code, 'invalid_state');
  });

  it('confirms into the arrivals the body names (air and ocean), with lots and expiry dates; what they leave out stays remaining', async () => {
    const po = await createPurchaseOrder(ctx, [
      { product_code: 'WIDGET', quantity: 500 },
      { product_code: 'SERUM', quantity: 120 },
      { product_code: 'GADGET', quantity: 7 },
    ]);
    const [widget, serum] = po.lines;
    const confirmed = await confirmPurchaseOrder(ctx, po.number, {
      supplier_shipments: [
        {
          planned_date: '2026-12-05',
          carrier_code: 'dhl_express',
          tracking_number: '1234567890',
          reference: 'AIR',
          lines: [
            { product_code: 'SERUM', quantity: 70, lot: { number: 'L-77', expiry_date: '2028-06-30' } },
            { purchase_order_line_id: serum.id, quantity: 50, lot: { number: 'L-78' } },
            { purchase_order_line_id: widget.id, product_code: 'WIDGET', quantity: 100 },
          ],
        },
        { planned_date: '2027-01-10', reference: 'OCEAN', lines: [{ product_code: 'WIDGET', quantity: 400 }] },
      ],
    });
    assert.deepEqual(
      confirmed.supplier_shipments.map((s: Record<string, unknown>) => [s.reference, s.state, s.planned_date, s.carrier_code, s.tracking_number]),
      [
        ['AIR', 'pending', '2026-12-05', 'dhl_express', '1234567890'],
        ['OCEAN', 'pending', '2027-01-10', null, null],
      ],
    );
    const air = await ctx.db
      .selectFrom('supplier_shipment_lines')
      .select(['purchase_order_line_id', 'quantity', 'lot_number', 'lot_expiry_date'])
      .where('supplier_shipment_id', '=', confirmed.supplier_shipments[0].id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      air.map((l) => [l.purchase_order_line_id, Number(l.quantity) / 1000, l.lot_number, l.lot_expiry_date]),
      [
        [serum.id, 70, 'L-77', '2028-06-30'],
        [serum.id, 50, 'L-78', null],
        [widget.id, 100, null, null],
      ],
    );
    // GADGET was left out: it stays on the order, remaining, and no supplier shipment announces it.
    assert.equal(confirmed.lines[2].remaining_quantity, 7);
    const inventory = await call(ctx, 'GET', '/api/v1/inventory?warehouse=EAST&product_code=SERUM');
    assert.ok(inventory.body[0].incoming >= 120);
  });

  it('refuses more of a line than the order holds (quantity_exceeds_ordered) and writes nothing', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 10 }]);
    const res = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`, {
      body: {
        supplier_shipments: [{ lines: [{ product_code: 'WIDGET', quantity: 6 }] }, { lines: [{ product_code: 'WIDGET', quantity: 5 }] }],
      },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 'quantity_exceeds_ordered');
    assert.deepEqual(
      res.body.errors.map((e: { code: string; pointer: string }) => [e.code, e.pointer]),
      [['quantity_exceeds_ordered', '/supplier_shipments/1/lines/0/quantity']],
    );
    const after = (await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body;
    assert.equal(after.state, 'draft');
    assert.deepEqual(after.supplier_shipments, []);
  });

  it('answers every problem of the named shipments at once, with pointers', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 10 }]);
    const res = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`, {
      body: {
        supplier_shipments: [
          {
            carrier_code: 'pigeon_post',
            lines: [
              { purchase_order_line_id: 999_999, quantity: 1 },
              { product_code: 'GADGET', quantity: 1 },
              { product_code: 'WIDGET', quantity: 1, lot: { number: 'L-1' } },
              { quantity: 1 },
              { purchase_order_line_id: po.lines[0].id, product_code: 'GADGET', quantity: 1 },
            ],
          },
        ],
      },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(
      res.body.errors.map((e: { code: string; pointer: string }) => [e.pointer, e.code]),
      [
        ['/supplier_shipments/0/carrier_code', 'unknown_reference'],
        ['/supplier_shipments/0/lines/0/purchase_order_line_id', 'unknown_reference'],
        ['/supplier_shipments/0/lines/1/product_code', 'product_not_on_order'],
        ['/supplier_shipments/0/lines/2/lot', 'invalid_value'],
        ['/supplier_shipments/0/lines/3', 'required'],
        ['/supplier_shipments/0/lines/4/product_code', 'product_not_on_order_line'],
      ],
    );
    assert.equal((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body.state, 'draft');
  });

  it('cancels what is not received: its pending supplier shipments, then the order; each announced', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'STRAP', quantity: 30 }], { warehouse: 'WEST' });
    const confirmed = await confirmPurchaseOrder(ctx, po.id, {
      supplier_shipments: [{ lines: [{ product_code: 'STRAP', quantity: 10 }] }, { lines: [{ product_code: 'STRAP', quantity: 20 }] }],
    });
    assert.equal((await call(ctx, 'GET', '/api/v1/inventory?warehouse=WEST&product_code=STRAP')).body[0].incoming, 30);
    const since = await lastEventId();
    const res = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'cancelled');
    assert.ok(res.body.cancelled_at);
    assert.deepEqual(
      res.body.supplier_shipments.map((s: { state: string }) => s.state),
      ['cancelled', 'cancelled'],
    );
    const events = await eventsAfter(since);
    assert.deepEqual(
      events.map((e) => [e.type, e.resource_id, e.warehouse]),
      [
        ['supplier_shipment.cancelled', confirmed.supplier_shipments[0].id, 'WEST'],
        ['supplier_shipment.cancelled', confirmed.supplier_shipments[1].id, 'WEST'],
        ['purchase_order.cancelled', po.id, 'WEST'],
      ],
    );
    assert.equal(events[2]!.data.supplier_shipments.length, 2);
    assert.equal((await call(ctx, 'GET', '/api/v1/inventory?warehouse=WEST&product_code=STRAP')).body[0].incoming, 0);
    const again = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invalid_state');
    assert.equal((await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`)).status, 409);
  });

  it('never leaves a supplier shipment pending under a cancelled order, whichever of confirm and cancel runs first', async () => {
    for (let round = 0; round < 4; round++) {
      const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
      const answers = await Promise.all([
        call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`),
        call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/confirm`),
        call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`),
      ]);
      const statuses = answers.map((a) => a.status);
      assert.ok(
        statuses.every((s) => s === 200 || s === 409),
        JSON.stringify(statuses),
      );
      assert.equal(statuses[2], 200, 'a draft or a confirmed order may be cancelled');
      assert.ok(statuses.slice(0, 2).filter((s) => s === 200).length <= 1, 'confirmed once at most');
      const after = (await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body;
      assert.equal(after.state, 'cancelled');
      assert.ok(after.supplier_shipments.length <= 1);
      assert.ok(
        after.supplier_shipments.every((s: { state: string }) => s.state === 'cancelled'),
        JSON.stringify(after.supplier_shipments),
      );
    }
  });

  it('cancels a draft, which announced nothing', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'CASE', quantity: 3 }]);
    const since = await lastEventId();
    const res = await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'cancelled');
    assert.deepEqual(
      (await eventsAfter(since)).map((e) => [e.type, e.data.supplier_shipments]),
      [['purchase_order.cancelled', []]],
    );
  });

  it('counts incoming from what the supplier shipments still expect, and in_transit from transfers', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'CASE', quantity: 8 }], { warehouse: 'NORTH' });
    const [ss] = (await confirmPurchaseOrder(ctx, po.id)).supplier_shipments;
    const figures = async () => {
      const [row] = (await call(ctx, 'GET', '/api/v1/inventory?warehouse=NORTH&product_code=CASE')).body;
      return [row.incoming, row.in_transit];
    };
    assert.deepEqual(await figures(), [8, 0]);
    // What a receipt records (the warehouse's side, docs/3pl-api.md): part of the line arrived.
    await ctx.db.updateTable('supplier_shipment_lines').set({ received_quantity: 3000 }).where('supplier_shipment_id', '=', ss.id).execute();
    await ctx.db.updateTable('supplier_shipments').set({ state: 'open' }).where('id', '=', ss.id).execute();
    assert.deepEqual(await figures(), [5, 0]);
    // A transfer's supplier shipment once the source shipped it, written as a transfer's shipment is.
    const { insertSupplierShipment } = await import('../../src/domain/inbound/insert-supplier-shipment.ts');
    const product = await ctx.db.selectFrom('products').select('id').where('code', '=', 'CASE').executeTakeFirstOrThrow();
    const warehouse = await ctx.db.selectFrom('warehouses').select('id').where('code', '=', 'NORTH').executeTakeFirstOrThrow();
    const line = { purchaseOrderLineId: null, transferLineId: null, productId: product.id, uom: 'u', lotNumber: null, lotExpiryDate: null };
    const shipment = {
      source: 'transfer',
      purchaseOrderId: null,
      transferId: null,
      warehouseId: warehouse.id,
      plannedDate: null,
      reference: null,
      carrierCode: null,
      trackingNumber: null,
    } as const;
    await insertSupplierShipment(ctx.db, { ...shipment, state: 'pending' }, [{ ...line, quantity: 2000 }]);
    await insertSupplierShipment(ctx.db, { ...shipment, state: 'waiting' }, [{ ...line, quantity: 9000 }]);
    assert.deepEqual(await figures(), [5, 2], 'a transfer not shipped yet (waiting) is not in transit');
  });

  it('lists a product the warehouse never held once stock of it is on its way', async () => {
    assert.equal((await call(ctx, 'POST', '/api/v1/products', { body: { code: 'NEWBIE', name: 'New product' } })).status, 201);
    const listed = async () => (await call(ctx, 'GET', '/api/v1/inventory?warehouse=EAST&product_code=NEWBIE')).body;
    const po = await createPurchaseOrder(ctx, [{ product_code: 'NEWBIE', quantity: 6 }]);
    assert.deepEqual(await listed(), [], 'a draft announces nothing');
    await confirmPurchaseOrder(ctx, po.id);
    assert.deepEqual(await listed(), [
      { warehouse: 'EAST', product_code: 'NEWBIE', on_hand: 0, allocated: 0, available: 0, incoming: 6, in_transit: 0, locations: [] },
    ]);
    const all = (await call(ctx, 'GET', '/api/v1/inventory?product_code=NEWBIE')).body;
    assert.deepEqual(
      all.map((r: { warehouse: string }) => r.warehouse),
      ['EAST'],
    );
    await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    assert.deepEqual(await listed(), []);
  });

  it('lists by state, supplier and warehouse, page by page along the cursor', async () => {
    await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { supplier: 'BOLT', warehouse: 'WEST' });
    await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], { supplier: 'BOLT', warehouse: 'WEST' });
    const bolt = await call(ctx, 'GET', '/api/v1/purchase-orders?supplier=BOLT&state=draft&warehouse=WEST');
    assert.equal(bolt.body.length, 2);
    assert.ok(bolt.body.every((p: Record<string, string>) => p.supplier === 'BOLT' && p.state === 'draft' && p.warehouse === 'WEST'));
    const first = await call(ctx, 'GET', '/api/v1/purchase-orders?supplier=BOLT&per_page=1');
    assert.equal(first.body.length, 1);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] ?? '';
    assert.match(next, /cursor=/, 'pages along a cursor');
    const second = await call(ctx, 'GET', new URL(next).pathname + new URL(next).search);
    assert.equal(second.body.length, 1);
    assert.notEqual(second.body[0].id, first.body[0].id);
    assert.equal((await call(ctx, 'GET', '/api/v1/purchase-orders?state=shipped')).status, 400);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/purchase-orders?supplier=NOPE')).body, []);
  });

  it('replays a create and a confirmation under the same Idempotency-Key', async () => {
    const body = { supplier: 'ACME', warehouse: 'EAST', reference: 'IDEM-1', lines: [{ product_code: 'WIDGET', quantity: 3 }] };
    const headers = { 'idempotency-key': 'po-create-1' };
    const first = await call(ctx, 'POST', '/api/v1/purchase-orders', { body, headers });
    const again = await call(ctx, 'POST', '/api/v1/purchase-orders', { body, headers });
    assert.equal(first.status, 201);
    assert.equal(again.status, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body);
    const listed = (await call(ctx, 'GET', '/api/v1/purchase-orders?per_page=250')).body.filter((p: { reference: string }) => p.reference === 'IDEM-1');
    assert.equal(listed.length, 1, 'one purchase order for two requests');
    const reused = await call(ctx, 'POST', '/api/v1/purchase-orders', { body: { ...body, reference: 'IDEM-2' }, headers });
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'idempotency_key_reused');

    const confirmHeaders = { 'idempotency-key': 'po-confirm-1' };
    const confirmed = await call(ctx, 'POST', `/api/v1/purchase-orders/${first.body.id}/confirm`, { headers: confirmHeaders });
    const replayed = await call(ctx, 'POST', `/api/v1/purchase-orders/${first.body.id}/confirm`, { headers: confirmHeaders });
    assert.equal(confirmed.status, 200);
    assert.equal(replayed.status, 200, 'the stored answer, not invalid_state');
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replayed.body, confirmed.body);
    assert.equal(confirmed.body.supplier_shipments.length, 1);
  });

  it('PATCH changes a draft: its fields, and its lines replaced whole; the confirmation announces what the patch left', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 10, unit_cost: '2.40' }], { reference: 'DRAFT-1' });
    const before = await lastEventId();
    const res = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.number}`, {
      body: {
        supplier: 'BOLT',
        warehouse: 'WEST',
        reference: 'DRAFT-1b',
        currency: 'EUR',
        expected_date: '2027-01-10',
        lines: [
          { product_code: 'GADGET', quantity: 4, unit_cost: '9.10' },
          { product_code: 'CASE', quantity: 1.5 },
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'draft');
    assert.deepEqual(
      [res.body.supplier, res.body.warehouse, res.body.reference, res.body.currency, res.body.expected_date],
      ['BOLT', 'WEST', 'DRAFT-1b', 'EUR', '2027-01-10'],
    );
    assert.deepEqual(
      res.body.lines.map((l: Record<string, unknown>) => [l.product_code, l.quantity, l.unit_cost, l.remaining_quantity]),
      [
        ['GADGET', 4, '9.10', 4],
        ['CASE', 1.5, null, 1.5],
      ],
    );
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body, res.body);
    assert.deepEqual(await eventsAfter(before), [], 'a draft is the merchant’s own business: no event');

    const some = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, { body: { reference: null, expected_date: null } });
    assert.equal(some.status, 200, JSON.stringify(some.body));
    assert.equal(some.body.reference, null);
    assert.equal(some.body.expected_date, null);
    assert.equal(some.body.supplier, 'BOLT', 'fields left out stay');
    assert.deepEqual(some.body.lines, res.body.lines, 'lines left out stay, ids included');

    const confirmed = await confirmPurchaseOrder(ctx, po.id);
    assert.equal(confirmed.warehouse, 'WEST');
    const [ss] = (await eventsAfter(before)).filter((e) => e.type === 'supplier_shipment.created');
    assert.equal(ss!.data.warehouse.code, 'WEST');
    assert.deepEqual(
      ss!.data.lines.map((l: { product: { code: string }; quantity: number }) => [l.product.code, l.quantity]),
      [
        ['GADGET', 4],
        ['CASE', 1.5],
      ],
    );
    const late = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, { body: { reference: 'TOO-LATE', supplier: 'NOPE' } });
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'purchase_order_not_draft');
    assert.match(late.body.detail, /confirmed; only a draft can be changed/);
    assert.equal((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body.reference, null);
    await call(ctx, 'POST', `/api/v1/purchase-orders/${po.id}/cancel`);
    const cancelled = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, { body: { reference: 'TOO-LATE' } });
    assert.equal(cancelled.status, 409);
    assert.equal(cancelled.body.code, 'purchase_order_not_draft');
  });

  it('PATCH refuses bad fields with a pointer each, writing nothing', async () => {
    const po = await createPurchaseOrder(ctx, [{ product_code: 'WIDGET', quantity: 3 }]);
    const bad = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, {
      body: {
        supplier: 'NOPE',
        warehouse: 'MOON',
        currency: 'XXY',
        reference: 'CHANGED',
        lines: [
          { product_code: 'MISSING', quantity: 1 },
          { product_code: 'KIT', quantity: 1 },
          { product_code: 'WIDGET', quantity: 1.0001 },
        ],
      },
    });
    assert.equal(bad.status, 422, JSON.stringify(bad.body));
    assert.deepEqual(
      bad.body.errors.map((e: { pointer: string }) => e.pointer),
      ['/supplier', '/warehouse', '/currency', '/lines/0/product_code', '/lines/1/product_code', '/lines/2/quantity'],
    );
    const unchanged = (await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body;
    assert.deepEqual(unchanged, po, 'nothing written, not even the stamp');
    const empty = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, { body: {} });
    assert.deepEqual(empty.body.errors, [{ code: 'invalid_value', message: '(body) must name at least 1 field', pointer: '' }]);
    for (const body of [{}, { number: 'PO-OWN' }, { lines: [] }, { reference: 'x', colour: 'red' }]) {
      const res = await call(ctx, 'PATCH', `/api/v1/purchase-orders/${po.id}`, { body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.code, 'validation_failed');
    }
    assert.equal((await call(ctx, 'PATCH', '/api/v1/purchase-orders/PO-999999', { body: { reference: 'x' } })).status, 404);
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/purchase-orders/${po.id}`)).body, po);
  });

  it("lets a partner's endpoint hear supplier shipments and purchase orders, and no channel's", async () => {
    process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = '1';
    try {
      const partners = (await call(ctx, 'GET', '/api/v1/partners')).body;
      const url = 'https://93.184.216.34/hook';
      const partner = await call(ctx, 'POST', '/api/v1/webhook-endpoints', {
        body: { url, partner: partners[0].id, events: ['supplier_shipment.created', 'supplier_shipment.cancelled', 'purchase_order.confirmed'] },
      });
      assert.equal(partner.status, 201, JSON.stringify(partner.body));
      const channel = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url, channel: 'shop', events: ['purchase_order.confirmed'] } });
      assert.equal(channel.status, 422);
      assert.equal(channel.body.errors[0].pointer, '/events/0');
    } finally {
      delete process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
    }
  });
});
