import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertApiKey } from '../../src/domain/partners/api-keys.repo.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { eventsOf, placeOrder, setupMerchant, stockOf, UPC_WIDGET } from '../helpers/tpl-fixture.ts';

const ADJUST = '/services/3pl/v1/inventory/adjustments.json';

describe('3PL inventory/adjustments.json: stock adjustments the warehouse reports', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  const adjust = (adjustments: unknown[], { query = '', as = key, headers }: { query?: string; as?: string; headers?: Record<string, string> } = {}) =>
    call(ctx, 'POST', `${ADJUST}${query}`, { key: as, body: { adjustments }, headers });
  const levelAt = async (warehouse: string, product: string, location: string, lot: string | null = null) =>
    (await stockOf(ctx, warehouse, product)).locations.find((l) => l.location === location && l.lot === lot)?.quantity ?? 0;

  before(async () => {
    ctx = await createContext();
    ({ key, otherKey } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('applies signed deltas per element, answers the level after, and announces inventory.adjusted and inventory.updated', async () => {
    const res = await adjust([
      { warehouse: 'EAST', product_code: 'WIDGET', quantity: -3, reason: 'damaged', reference: 'ADJ-1', occurred_at: '2026-11-20T08:00:00Z' },
      { warehouse: 'EAST', product_code: 'GADGET', quantity: 2.5, location: 'A-01', reason: 'found' },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.adjustments[0], {
      product_code: 'WIDGET',
      warehouse: 'EAST',
      location: 'storage',
      lot: null,
      quantity: -3,
      reason: 'damaged',
      reference: 'ADJ-1',
      previous_on_hand: 100,
      on_hand: 97,
      errors: null,
    });
    assert.equal(res.body.adjustments[1].on_hand, 2.5);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, 97);
    const adjusted = (await eventsOf(ctx, 'inventory.adjusted')).filter((e) => e.data.source === 'warehouse');
    assert.deepEqual(
      adjusted.map((e) => [e.data.product.code, e.data.location, e.data.quantity, e.data.previous_on_hand, e.data.on_hand, e.data.reason, e.data.reference]),
      [
        ['WIDGET', 'storage', -3, 100, 97, 'damaged', 'ADJ-1'],
        ['GADGET', 'A-01', 2.5, 0, 2.5, 'found', null],
      ],
    );
    assert.equal(adjusted[0]!.data.occurred_at, '2026-11-20T08:00:00.000Z');
    assert.equal(adjusted[0]!.data.warehouse.code, 'EAST');
    const updated = (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.adjustment_id === adjusted[0]!.data.adjustment_id);
    assert.deepEqual(
      updated.map((e) => [e.data.product_code, e.data.on_hand]),
      [['WIDGET', 97]],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('applies a reference once per product, location and lot: the same again answers the stored result, replayed', async () => {
    const element = { warehouse: 'EAST', product_code: 'CASE', quantity: -4, reason: 'lost', reference: 'ADJ-REPLAY' };
    const first = await adjust([element]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.adjustments[0].on_hand, 96);
    await adjust([{ warehouse: 'EAST', product_code: 'CASE', quantity: 1, reason: 'found' }]);
    const again = await adjust([element]);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.adjustments[0], { ...first.body.adjustments[0], replayed: true });
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).on_hand, 97);
    const other = await adjust([{ ...element, location: 'A-01', quantity: 1, reason: 'found' }]);
    assert.equal(other.body.adjustments[0].replayed, undefined, 'another location is another adjustment');
    const same = await adjust([element, element]);
    assert.equal(same.status, 207);
    assert.equal(same.body.adjustments[0].replayed, true);
    assert.equal(same.body.adjustments[1].errors[0].code, 'duplicate_element');
    assert.equal(same.body.adjustments[1].errors[0].pointer, '/adjustments/1/reference');
  });

  it('applies parallel adjustments with the same reference once', async () => {
    const element = { warehouse: 'EAST', product_code: 'STRAP', quantity: -5, reason: 'damaged', reference: 'ADJ-RACE' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => adjust([element])));
    for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(answers.filter((res) => res.body.adjustments[0].replayed === true).length, 5);
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).on_hand, 195);
    await assertLedgerInvariant(ctx.db);
  });

  it('answers every bad element with its own error and pointer, the others applied (207)', async () => {
    const res = await adjust([
      { warehouse: 'EAST', product_code: 'NOPE', quantity: 1, reason: 'found' },
      { warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, reason: 'stolen' },
      { warehouse: 'NORTH', product_code: 'WIDGET', quantity: 1, reason: 'found' },
      { warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, location: 'Z-99', reason: 'found' },
      { warehouse: 'EAST', product_code: 'SERUM', quantity: -1, lot: { number: 'NEVER' }, reason: 'expired' },
      { warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, lot: { number: 'L1' }, reason: 'found' },
      { warehouse: 'EAST', product_code: 'KIT', quantity: 1, reason: 'found' },
      { warehouse: 'EAST', product_code: 'WIDGET', quantity: 0, reason: 'found' },
      { warehouse: 'EAST', product_code: 'GADGET', quantity: -1000, reason: 'lost' },
      { product_code: 'WIDGET', quantity: 1, reason: 'found' },
      { warehouse: 'EAST', product_code: 'GADGET', quantity: 1, reason: 'found' },
    ]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    const errors = res.body.adjustments.map((a: { errors: { code: string; pointer: string }[] | null }) => a.errors?.[0] ?? null);
    assert.deepEqual(
      errors.slice(0, 10).map((e: { code: string; pointer: string }) => [e.code, e.pointer]),
      [
        ['unknown_product', '/adjustments/0/product_code'],
        ['invalid_reason', '/adjustments/1/reason'],
        ['unknown_warehouse', '/adjustments/2/warehouse'],
        ['unknown_location', '/adjustments/3/location'],
        ['unknown_lot', '/adjustments/4/lot/number'],
        ['lot_not_tracked', '/adjustments/5/lot'],
        ['product_not_stocked', '/adjustments/6/product_code'],
        ['invalid_quantity', '/adjustments/7/quantity'],
        ['stock_below_zero', '/adjustments/8/quantity'],
        ['unknown_warehouse', '/adjustments/9/warehouse'],
      ],
    );
    assert.match(res.body.adjustments[1].errors[0].message, /cycle_count, damaged, expired, found, lost, quality_hold, other/);
    assert.deepEqual(res.body.adjustments[0], { product_code: 'NOPE', warehouse: 'EAST', on_hand: null, errors: res.body.adjustments[0].errors });
    assert.equal(res.body.adjustments[10].errors, null);
    await assertLedgerInvariant(ctx.db);
  });

  it('refuses more than 250 adjustments in one request whole, and a viewer key', async () => {
    const many = Array.from({ length: 251 }, () => ({ warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, reason: 'found' }));
    const res = await adjust(many);
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'too_many_elements');
    assert.equal(res.body.errors[0].pointer, '/adjustments');
    const viewer = (await insertApiKey(ctx.db, { role: 'viewer', partnerId: null })).key;
    const refused = await adjust([{ warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, reason: 'found' }], { as: viewer });
    assert.equal(refused.status, 403);
  });

  it('creates a lot as named, with its expiry, when stock comes in; the other key sees only its own warehouse', async () => {
    const res = await adjust([
      { warehouse: 'EAST', product_code: 'SERUM', quantity: 4, lot: { number: 'LOT-NEW', expiry_date: '2027-06-30' }, reason: 'found' },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const lot = await ctx.db.selectFrom('lots').selectAll().where('number', '=', 'LOT-NEW').executeTakeFirstOrThrow();
    assert.equal(lot.expiry_date, '2027-06-30');
    assert.equal(await levelAt('EAST', 'SERUM', 'storage', 'LOT-NEW'), 4);
    const north = await adjust([{ product_code: 'WIDGET', quantity: 1, reason: 'found' }], { as: otherKey });
    assert.equal(north.status, 200, JSON.stringify(north.body));
    assert.equal(north.body.adjustments[0].warehouse, 'NORTH');
  });

  it('atomic=true applies all elements or none (422), and Idempotency-Key answers the stored response', async () => {
    const before = (await stockOf(ctx, 'EAST', 'GADGET')).on_hand;
    const res = await adjust(
      [
        { warehouse: 'EAST', product_code: 'GADGET', quantity: 1, reason: 'found' },
        { warehouse: 'EAST', product_code: 'NOPE', quantity: 1, reason: 'found' },
      ],
      { query: '?atomic=true' },
    );
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.equal(res.body.adjustments[0].applied, false);
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, before);
    const headers = { 'idempotency-key': 'adj-key-1' };
    const first = await adjust([{ warehouse: 'EAST', product_code: 'GADGET', quantity: 1, reason: 'found' }], { headers });
    const again = await adjust([{ warehouse: 'EAST', product_code: 'GADGET', quantity: 1, reason: 'found' }], { headers });
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, before + 1);
  });

  it('releases shipments waiting for stock the adjustment brought', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'CASE', quantity: 150 }]);
    assert.equal(cs.state, 'waiting');
    const res = await adjust([{ warehouse: 'EAST', product_code: 'CASE', quantity: 60, reason: 'found' }]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const shipment = await call(ctx, 'GET', `/api/v1/customer-shipments/${cs.id}`);
    assert.equal(shipment.body.state, 'pending');
  });

  /** A product of its own with `quantity` in EAST's primary storage, put there by staff. */
  const stocked = async (code: string, quantity: number) => {
    assert.equal((await call(ctx, 'POST', '/api/v1/products', { body: { code, name: code } })).status, 201);
    if (quantity > 0) {
      const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: code, quantity } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  };

  it('judges the elements of a batch in order, each against the level the ones before it left', async () => {
    await stocked('BOLT', 5);
    const res = await adjust([
      { warehouse: 'EAST', product_code: 'BOLT', quantity: 2, reason: 'found' },
      { warehouse: 'EAST', product_code: 'BOLT', quantity: -3, reason: 'damaged', reference: 'BOLT-1' },
      { warehouse: 'EAST', product_code: 'BOLT', quantity: -5, reason: 'lost', reference: 'BOLT-2' },
      { warehouse: 'EAST', product_code: 'BOLT', quantity: -4, reason: 'lost' },
    ]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    const levels = res.body.adjustments.map((a: { previous_on_hand?: number; on_hand: number | null }) => [a.previous_on_hand ?? null, a.on_hand]);
    assert.deepEqual(levels, [
      [5, 7],
      [7, 4],
      [null, null],
      [4, 0],
    ]);
    assert.equal(res.body.adjustments[2].errors[0].code, 'stock_below_zero');
    assert.match(res.body.adjustments[2].errors[0].message, /holds 4 of "BOLT"/);
    assert.equal((await stockOf(ctx, 'EAST', 'BOLT')).on_hand, 0);
    const adjusted = (await eventsOf(ctx, 'inventory.adjusted')).filter((e) => e.data.product_code === 'BOLT' && e.data.source === 'warehouse');
    assert.deepEqual(
      adjusted.map((e) => [e.data.quantity, e.data.previous_on_hand, e.data.on_hand]),
      [
        [2, 5, 7],
        [-3, 7, 4],
        [-4, 4, 0],
      ],
    );
    const updated = (await eventsOf(ctx, 'inventory.updated')).filter((e) => adjusted.some((a) => a.data.adjustment_id === e.data.adjustment_id));
    assert.deepEqual(
      updated.map((e) => [e.data.adjustment_id, e.data.on_hand]),
      [[adjusted[2]!.data.adjustment_id, 0]],
      'channels hear the figures after the batch once, naming its last adjustment of the product',
    );
    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'BOLT', quantity: 5 } });
    const again = await adjust([{ warehouse: 'EAST', product_code: 'BOLT', quantity: -5, reason: 'lost', reference: 'BOLT-2' }]);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.adjustments[0].replayed, undefined, 'a refused reference was not applied and may come again');
    assert.equal((await stockOf(ctx, 'EAST', 'BOLT')).on_hand, 0);
    await assertLedgerInvariant(ctx.db);
  });

  it('leaves nothing of a refused element, not even an empty stock level', async () => {
    await stocked('SHIM', 0);
    const res = await adjust([{ warehouse: 'EAST', product_code: 'SHIM', quantity: -1, reason: 'lost', reference: 'SHIM-1' }]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    assert.equal(res.body.adjustments[0].errors[0].code, 'stock_below_zero');
    const listed = await call(ctx, 'GET', '/api/v1/inventory?warehouse=EAST&product_code=SHIM');
    assert.deepEqual(listed.body, [], 'the product is not listed among the warehouse stock');
    const levels = await ctx.db
      .selectFrom('stock_levels as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select('s.quantity')
      .where('p.code', '=', 'SHIM')
      .execute();
    assert.deepEqual(levels, []);
  });

  it('takes stock out of a lot only once an earlier element brought it in (unknown_lot before)', async () => {
    const res = await adjust([
      { warehouse: 'EAST', product_code: 'SERUM', quantity: -1, lot: { number: 'LATER' }, reason: 'expired' },
      { warehouse: 'EAST', product_code: 'SERUM', quantity: 5, lot: { number: 'LATER', expiry_date: '2027-01-31' }, reason: 'found' },
      { warehouse: 'EAST', product_code: 'SERUM', quantity: -2, lot: { number: 'LATER' }, reason: 'damaged' },
    ]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    assert.deepEqual([res.body.adjustments[0].errors[0].code, res.body.adjustments[0].errors[0].pointer], ['unknown_lot', '/adjustments/0/lot/number']);
    assert.deepEqual(
      res.body.adjustments.slice(1).map((a: { on_hand: number }) => a.on_hand),
      [5, 3],
    );
    assert.equal(await levelAt('EAST', 'SERUM', 'storage', 'LATER'), 3);
    await assertLedgerInvariant(ctx.db);
  });

  it('takes a product named by its GTIN (UPC, EAN or GTIN-14) as by its code', async () => {
    const before = (await stockOf(ctx, 'EAST', 'WIDGET')).on_hand;
    const res = await adjust([
      { warehouse: 'EAST', product_code: UPC_WIDGET, quantity: 2, reason: 'found', reference: 'GTIN-1' },
      { warehouse: 'EAST', product_code: `00${UPC_WIDGET}`, quantity: 2, reason: 'found', reference: 'GTIN-1' },
      { warehouse: 'EAST', product_code: '00012345678905', quantity: 1, reason: 'found' },
    ]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    assert.deepEqual([res.body.adjustments[0].product_code, res.body.adjustments[0].on_hand], ['WIDGET', before + 2]);
    assert.equal(res.body.adjustments[1].errors[0].code, 'duplicate_element', 'the same product, reference and place, named two ways');
    assert.equal(res.body.adjustments[2].errors[0].code, 'unknown_product');
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before + 2);
  });

  it('tells the same adjustment named with its warehouse and left to the key as one (duplicate_element)', async () => {
    const element = { product_code: 'CASE', quantity: 1, reason: 'found', reference: 'NORTH-DUP' };
    const res = await adjust([{ ...element, warehouse: 'NORTH' }, element], { as: otherKey });
    assert.equal(res.status, 207, JSON.stringify(res.body));
    assert.equal(res.body.adjustments[0].errors, null);
    assert.deepEqual(
      res.body.adjustments[1].errors.map((e: { code: string; pointer: string }) => [e.code, e.pointer]),
      [['duplicate_element', '/adjustments/1/reference']],
    );
    assert.equal((await stockOf(ctx, 'NORTH', 'CASE')).on_hand, 101);
  });

  it('applies parallel batches over the same levels exactly as far as the stock goes, in any order', async () => {
    await stocked('NUT', 10);
    await stocked('WASHER', 0);
    const batches = Array.from({ length: 12 }, (_, i) => {
      const take = { warehouse: 'EAST', product_code: 'NUT', quantity: -1, reason: 'lost', reference: `NUT-${i}` };
      const give = { warehouse: 'EAST', product_code: 'WASHER', quantity: 1, reason: 'found', reference: `WASHER-${i}` };
      return i % 2 === 0 ? [take, give] : [give, take];
    });
    const answers = await Promise.all(batches.map((b) => adjust(b)));
    const taken = answers.flatMap((res) => {
      assert.ok(res.status === 200 || res.status === 207, JSON.stringify(res.body));
      return res.body.adjustments.filter((a: { product_code: string }) => a.product_code === 'NUT');
    });
    assert.equal(taken.filter((a: { errors: unknown }) => a.errors === null).length, 10);
    assert.deepEqual(
      taken.filter((a: { errors: unknown }) => a.errors !== null).map((a: { errors: { code: string }[] }) => a.errors[0]!.code),
      ['stock_below_zero', 'stock_below_zero'],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'NUT')).on_hand, 0);
    assert.equal((await stockOf(ctx, 'EAST', 'WASHER')).on_hand, 12);
    await assertLedgerInvariant(ctx.db);
  });

  it('announces staff adjustments too, with source staff', async () => {
    const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', {
      body: { warehouse: 'WEST', product_code: 'WIDGET', quantity: -2, reason: 'broken' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const staff = (await eventsOf(ctx, 'inventory.adjusted')).filter((e) => e.data.source === 'staff' && e.data.adjustment_id === res.body.id);
    assert.equal(staff.length, 1);
    assert.deepEqual(
      [
        staff[0]!.data.warehouse.code,
        staff[0]!.data.quantity,
        staff[0]!.data.previous_on_hand,
        staff[0]!.data.on_hand,
        staff[0]!.data.reason,
        staff[0]!.data.reference,
      ],
      ['WEST', -2, 100, 98, 'broken', null],
    );
  });
});
