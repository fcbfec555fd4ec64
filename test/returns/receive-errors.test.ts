import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { createReturn, crsAt, crsRecord, receive, shippedOrder } from '../helpers/returns-fixture.ts';

describe('3PL receive.json: per-element errors, atomic batches, partner scope', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  before(async () => {
    ctx = await createContext();
    ({ key, otherKey } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  /** A pending CRS expecting 2 WIDGET and 1 GADGET, at a warehouse (EAST by default). */
  async function pendingCrs(warehouse = 'EAST') {
    const lines = [
      { product_code: 'WIDGET', quantity: 2 },
      { product_code: 'GADGET', quantity: 1 },
    ];
    const order = await shippedOrder(ctx, lines, { warehouse });
    const ro = await createReturn(ctx, { order: order.number, lines });
    return crsRecord(ctx, crsAt(ro, warehouse).id);
  }

  const codes = (res: Reply, element = 0) => res.body.shipments[element].errors.map((e: any) => [e.code, e.pointer]);

  it('reports every problem of an element with its pointer, and applies nothing of it', async () => {
    const crs = await pendingCrs();
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { id: crs.lines[0].id, quantity: 3 },
          { product_code: 'STRAP', quantity: 1 },
          { product_code: 'NOT-A-PRODUCT', quantity: 1 },
          { id: 999999, quantity: 1 },
          { id: crs.lines[1].id, product_code: 'WIDGET', quantity: 1 },
          { product_code: 'GADGET', quantity: 1, location: 'NOWHERE' },
          { product_code: 'GADGET', quantity: 1, condition: 'damaged', location: 'A-01' },
          { product_code: 'WIDGET', quantity: 0.0001 },
        ],
      },
    ]);
    assert.equal(res.status, 207);
    assert.equal(res.body.shipments[0].state, 'pending');
    assert.deepEqual(codes(res), [
      ['quantity_exceeds_expected', '/shipments/0/lines/0/quantity'],
      ['product_not_on_return', '/shipments/0/lines/1/product_code'],
      ['product_not_on_return', '/shipments/0/lines/2/product_code'],
      ['not_found', '/shipments/0/lines/3/id'],
      ['product_not_on_return', '/shipments/0/lines/4/product_code'],
      ['unknown_location', '/shipments/0/lines/5/location'],
      ['unknown_location', '/shipments/0/lines/6/location'],
      // Line 5 took the one GADGET expected, wrong place or not: line 6 is one too many as well.
      ['quantity_exceeds_expected', '/shipments/0/lines/6/quantity'],
      ['invalid_quantity', '/shipments/0/lines/7/quantity'],
    ]);
    assert.equal((await crsRecord(ctx, crs.id)).state, 'pending');
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand);
    assert.equal((await ctx.db.selectFrom('stock_moves').select('id').where('crs_id', '=', crs.id).execute()).length, 0);
  });

  it('refuses more than a line expects, counting every receive line that fills it', async () => {
    const crs = await pendingCrs();
    const twoOnOne = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { id: crs.lines[0].id, quantity: 1 },
          { id: crs.lines[0].id, quantity: 1.5, condition: 'damaged' },
        ],
      },
    ]);
    assert.deepEqual(codes(twoOnOne), [['quantity_exceeds_expected', '/shipments/0/lines/1/quantity']]);
    const byCode = await receive(ctx, key, [
      {
        id: crs.id,
        lines: [
          { id: crs.lines[0].id, quantity: 2 },
          { product_code: 'WIDGET', quantity: 1 },
        ],
      },
    ]);
    assert.deepEqual(codes(byCode), [['quantity_exceeds_expected', '/shipments/0/lines/1/quantity']]);
    const both = await receive(ctx, key, [{ id: crs.id, lines: [{ id: crs.lines[0].id, quantity: 5, location: 'NOWHERE' }] }]);
    assert.deepEqual(codes(both), [
      ['unknown_location', '/shipments/0/lines/0/location'],
      ['quantity_exceeds_expected', '/shipments/0/lines/0/quantity'],
    ]);
  });

  it('a location of another warehouse is unknown here', async () => {
    const crs = await pendingCrs('WEST');
    const res = await receive(ctx, key, [{ id: crs.id, lines: [{ product_code: 'WIDGET', quantity: 1, location: 'A-01' }] }]);
    assert.deepEqual(codes(res), [['unknown_location', '/shipments/0/lines/0/location']]);
  });

  it('answers 207 for a mixed batch (good elements applied), 422 with nothing applied under atomic=true', async () => {
    const good = await pendingCrs();
    const bad = await pendingCrs();
    const before = await stockOf(ctx, 'EAST', 'GADGET');
    const body = [
      { id: good.id, lines: [{ product_code: 'GADGET', quantity: 1 }], strategy: 'finalize' },
      { id: bad.id, lines: [{ product_code: 'GADGET', quantity: 5 }] },
    ];
    const atomic = await receive(ctx, key, body, '?atomic=true');
    assert.equal(atomic.status, 422);
    assert.deepEqual(atomic.body.shipments[0], { id: good.id, state: 'pending', errors: null, applied: false }, 'a rolled-back element answers its real state');
    assert.equal(atomic.body.shipments[1].errors[0].code, 'quantity_exceeds_expected');
    assert.equal((await crsRecord(ctx, good.id)).state, 'pending', 'rolled back');
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, before.on_hand);
    const mixed = await receive(ctx, key, body);
    assert.equal(mixed.status, 207);
    assert.deepEqual(
      mixed.body.shipments.map((s: any) => s.errors?.[0].code ?? null),
      [null, 'quantity_exceeds_expected'],
    );
    assert.deepEqual(
      mixed.body.shipments.map((s: any) => s.state),
      ['done', 'pending'],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, before.on_hand + 1);
    await assertLedgerInvariant(ctx.db);
  });

  it("a key of one partner can neither see nor receive another partner's CRS", async () => {
    const north = await pendingCrs('NORTH');
    const fetched = await crsRecord(ctx, north.id, key);
    assert.equal(fetched, null, 'invisible in every state');
    const res = await receive(ctx, key, [
      { id: north.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
      { id: 999999, lines: [{ product_code: 'WIDGET', quantity: 1 }] },
    ]);
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments.map((s: any) => [s.state, s.errors[0].code, s.errors[0].pointer]),
      [
        [null, 'not_found', '/shipments/0/id'],
        [null, 'not_found', '/shipments/1/id'],
      ],
    );
    assert.equal((await crsRecord(ctx, north.id)).state, 'pending');
    const own = await receive(ctx, otherKey, [
      {
        id: north.id,
        lines: [
          { product_code: 'WIDGET', quantity: 2 },
          { product_code: 'GADGET', quantity: 1 },
        ],
      },
    ]);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    const again = await receive(ctx, key, [
      {
        id: north.id,
        lines: [
          { product_code: 'WIDGET', quantity: 2 },
          { product_code: 'GADGET', quantity: 1 },
        ],
      },
    ]);
    assert.equal(again.body.shipments[0].errors[0].code, 'not_found', 'not even a replay leaks it');
  });

  it('answers 400 for a line naming no CRS line, a bad condition or strategy, and too many elements', async () => {
    const crs = await pendingCrs();
    const unnamed = await receive(ctx, key, [{ id: crs.id, lines: [{ product_code: 'WIDGET', quantity: 1 }, { quantity: 1 }] }]);
    assert.equal(unnamed.status, 400);
    assert.deepEqual(
      unnamed.body.errors.map((e: any) => [e.code, e.pointer]),
      [['required', '/shipments/0/lines/1']],
    );
    const schema = await receive(ctx, key, [{ id: crs.id, strategy: 'keep', lines: [{ id: 1, quantity: 0, condition: 'broken' }] }]);
    assert.equal(schema.status, 400);
    assert.deepEqual(schema.body.errors.map((e: any) => e.pointer).sort(), [
      '/shipments/0/lines/0/condition',
      '/shipments/0/lines/0/quantity',
      '/shipments/0/strategy',
    ]);
    const many = await receive(
      ctx,
      key,
      Array.from({ length: 251 }, () => ({ id: crs.id, lines: [{ id: 1, quantity: 1 }] })),
    );
    assert.equal(many.status, 400);
    assert.equal(many.body.code, 'too_many_elements');
    assert.equal((await crsRecord(ctx, crs.id)).state, 'pending');
  });
});
