import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addToAllocated } from '../../src/domain/inventory/ledger.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

function assertProblem(res: Reply, status: number, code: string, pointer: string) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  assert.equal(res.body.errors[0].pointer, pointer);
}

describe('admin: inventory adjustments, inventory view and ledger', () => {
  let ctx: TestContext;
  const adjust = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/v1/inventory/adjustments', { body });
  const inventory = async (query: string) => {
    const res = await call(ctx, 'GET', `/api/v1/inventory${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const ledgerSize = async () =>
    (
      await ctx.db
        .selectFrom('stock_moves')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const inventoryEvents = async () =>
    (await ctx.db.selectFrom('events').select('data').where('type', '=', 'inventory.updated').orderBy('id').execute()).map((e) => JSON.parse(e.data));

  before(async () => {
    ctx = await createContext();
    const ok = async (url: string, body: unknown) => assert.ok((await call(ctx, 'POST', url, { body })).status < 300, url);
    await ok('/api/v1/warehouses', { code: 'EAST', name: 'East DC' });
    await ok('/api/v1/warehouses', { code: 'WEST', name: 'West DC' });
    await ok('/api/v1/warehouses/EAST/locations', { code: 'A-01' });
    await ok('/api/v1/warehouses/WEST/locations', { code: 'W-01' });
    await ok('/api/v1/products', { code: 'WIDGET', name: 'Widget' });
    await ok('/api/v1/products', { code: 'SERUM', name: 'Serum', lot_tracked: true });
    await ok('/api/v1/products', { code: 'BOX', name: 'Box', consumable: true });
    await ok('/api/v1/products', { code: 'KIT', name: 'Kit', components: [{ product_code: 'WIDGET', quantity: 2 }] });
  });
  after(async () => {
    await ctx.close();
  });

  it('adds stock to primary storage by default and answers the move with the resulting position', async () => {
    const res = await adjust({ warehouse: 'EAST', product_code: 'WIDGET', quantity: 10.5, reason: 'cycle count' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const { id, created_at, ...rest } = res.body;
    assert.ok(Number.isInteger(id) && created_at);
    assert.deepEqual(rest, {
      warehouse: 'EAST',
      location: 'storage',
      product_code: 'WIDGET',
      quantity: 10.5,
      lot: null,
      reason: 'cycle count',
      inventory: {
        warehouse: 'EAST',
        product_code: 'WIDGET',
        on_hand: 10.5,
        allocated: 0,
        available: 10.5,
        incoming: 0,
        in_transit: 0,
        locations: [{ location: 'storage', lot: null, quantity: 10.5 }],
      },
    });
    const { inventory: _position, ...record } = res.body;
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/inventory/adjustments/${id}`)).body, record);
  });

  it('records inventory.updated with the figures after the change', async () => {
    await addToAllocated(
      ctx.db,
      (await ctx.db.selectFrom('warehouses').select('id').where('code', '=', 'EAST').executeTakeFirstOrThrow()).id,
      (await ctx.db.selectFrom('products').select('id').where('code', '=', 'WIDGET').executeTakeFirstOrThrow()).id,
      3000,
    );
    const res = await adjust({ warehouse: 'EAST', location: 'A-01', product_code: 'WIDGET', quantity: 2 });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.inventory, {
      warehouse: 'EAST',
      product_code: 'WIDGET',
      on_hand: 12.5,
      allocated: 3,
      available: 9.5,
      incoming: 0,
      in_transit: 0,
      locations: [
        { location: 'storage', lot: null, quantity: 10.5 },
        { location: 'A-01', lot: null, quantity: 2 },
      ],
    });
    const event = (await inventoryEvents()).at(-1);
    const { product_id, warehouse_id, adjustment_id, ...figures } = event;
    assert.ok(Number.isInteger(product_id));
    assert.equal(adjustment_id, res.body.id);
    assert.deepEqual(figures, {
      product_code: 'WIDGET',
      warehouse: { id: warehouse_id, code: 'EAST', name: 'East DC' },
      on_hand: 12.5,
      allocated: 3,
      available: 9.5,
    });
  });

  it('removes stock with a negative delta and refuses to take a location below zero', async () => {
    const out = await adjust({ warehouse: 'EAST', location: 'A-01', product_code: 'WIDGET', quantity: -1.5 });
    assert.equal(out.status, 201, JSON.stringify(out.body));
    assert.equal(out.body.quantity, -1.5);
    assert.equal(out.body.inventory.on_hand, 11);
    const moves = await ledgerSize();
    const events = (await inventoryEvents()).length;
    const res = await adjust({ warehouse: 'EAST', location: 'A-01', product_code: 'WIDGET', quantity: -0.501 });
    assertProblem(res, 422, 'invalid_value', '/quantity');
    assert.match(res.body.detail, /holds 0.5 of "WIDGET"/);
    assert.equal(await ledgerSize(), moves, 'nothing was applied');
    assert.equal((await inventoryEvents()).length, events);
    assert.equal((await inventory('?warehouse=EAST&product_code=WIDGET'))[0].on_hand, 11);
  });

  it('refuses a zero or over-precise quantity and unknown references, each with its pointer', async () => {
    assertProblem(await adjust({ warehouse: 'EAST', product_code: 'WIDGET', quantity: 0 }), 422, 'invalid_value', '/quantity');
    assertProblem(await adjust({ warehouse: 'EAST', product_code: 'WIDGET', quantity: 1.0001 }), 422, 'invalid_value', '/quantity');
    assertProblem(await adjust({ warehouse: 'NOWHERE', product_code: 'WIDGET', quantity: 1 }), 422, 'unknown_reference', '/warehouse');
    assertProblem(await adjust({ warehouse: 'EAST', location: 'Z-99', product_code: 'WIDGET', quantity: 1 }), 422, 'unknown_reference', '/location');
    assertProblem(await adjust({ warehouse: 'EAST', location: 'W-01', product_code: 'WIDGET', quantity: 1 }), 422, 'unknown_reference', '/location');
    assertProblem(await adjust({ warehouse: 'EAST', product_code: 'NOPE', quantity: 1 }), 422, 'unknown_reference', '/product_code');
    assertProblem(await adjust({ warehouse: 'EAST', product_code: 'KIT', quantity: 1 }), 422, 'invalid_value', '/product_code');
    assertProblem(await adjust({ warehouse: 'EAST', product_code: 'WIDGET', quantity: 1, lot: { number: 'L1' } }), 422, 'invalid_value', '/lot');
    const schema = await adjust({ warehouse: 'EAST', product_code: 'WIDGET', quantity: '1', colour: 'red' });
    assert.equal(schema.status, 400);
    assert.deepEqual(schema.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/quantity']);
  });

  it('creates unknown lots of lot-tracked products and keeps levels per lot', async () => {
    assert.equal((await adjust({ warehouse: 'WEST', product_code: 'SERUM', quantity: 5, lot: { number: 'L-100' } })).status, 201);
    assert.equal((await adjust({ warehouse: 'WEST', product_code: 'SERUM', quantity: 2, lot: { number: 'L-100' } })).status, 201);
    const other = await adjust({ warehouse: 'WEST', location: 'W-01', product_code: 'SERUM', quantity: 1, lot: { number: 'L-200' } });
    assert.equal(other.body.lot, 'L-200');
    const lots = await ctx.db.selectFrom('lots').select('number').orderBy('number').execute();
    assert.deepEqual(
      lots.map((l) => l.number),
      ['L-100', 'L-200'],
    );
    assertProblem(
      await adjust({ warehouse: 'WEST', location: 'W-01', product_code: 'SERUM', quantity: -2, lot: { number: 'L-200' } }),
      422,
      'invalid_value',
      '/quantity',
    );
    assertProblem(await adjust({ warehouse: 'WEST', product_code: 'SERUM', quantity: -1, lot: { number: 'L-300' } }), 422, 'invalid_value', '/quantity');
    assert.equal((await ctx.db.selectFrom('lots').select('id').execute()).length, 2, 'the lot of a refused adjustment is not kept');
    const [row] = await inventory('?warehouse=WEST&product_code=SERUM');
    assert.equal(row.on_hand, 8);
    assert.deepEqual(row.locations, [
      { location: 'storage', lot: 'L-100', quantity: 7 },
      { location: 'W-01', lot: 'L-200', quantity: 1 },
    ]);
  });

  it('counts only the primary storage tree as on hand and records no event for other locations', async () => {
    const events = (await inventoryEvents()).length;
    const boxes = await adjust({ warehouse: 'EAST', location: 'consumables', product_code: 'BOX', quantity: 500 });
    assert.equal(boxes.status, 201);
    assert.deepEqual(boxes.body.inventory, {
      warehouse: 'EAST',
      product_code: 'BOX',
      on_hand: 0,
      allocated: 0,
      available: 0,
      incoming: 0,
      in_transit: 0,
      locations: [{ location: 'consumables', lot: null, quantity: 500 }],
    });
    const lostAndFound = (await call(ctx, 'GET', '/api/v1/warehouses/EAST/locations')).body.find((l: any) => l.code === 'lost_and_found');
    const found = await adjust({ warehouse: 'EAST', location: lostAndFound.id, product_code: 'WIDGET', quantity: 1 });
    assert.equal(found.body.location, 'lost_and_found', 'a location may be named by id');
    assert.equal(found.body.inventory.on_hand, 11);
    assert.equal((await inventoryEvents()).length, events);
  });

  it('lists inventory per warehouse and product with filters and pages', async () => {
    const all = await inventory('');
    assert.deepEqual(
      all.map((r: any) => `${r.warehouse}/${r.product_code}`),
      ['EAST/BOX', 'EAST/WIDGET', 'WEST/SERUM'],
    );
    const east = all[1];
    assert.deepEqual(east, {
      warehouse: 'EAST',
      product_code: 'WIDGET',
      on_hand: 11,
      allocated: 3,
      available: 8,
      incoming: 0,
      in_transit: 0,
      locations: [
        { location: 'storage', lot: null, quantity: 10.5 },
        { location: 'lost_and_found', lot: null, quantity: 1 },
        { location: 'A-01', lot: null, quantity: 0.5 },
      ],
    });
    const westId = (await call(ctx, 'GET', '/api/v1/warehouses/WEST')).body.id;
    assert.deepEqual(
      (await inventory(`?warehouse=${westId}`)).map((r: any) => r.product_code),
      ['SERUM'],
    );
    assert.deepEqual(
      (await inventory('?product_code=BOX')).map((r: any) => r.warehouse),
      ['EAST'],
    );
    assert.deepEqual(await inventory('?warehouse=NOWHERE'), []);
    assert.deepEqual(await inventory('?product_code=KIT'), []);
    const first = await call(ctx, 'GET', '/api/v1/inventory?per_page=2');
    assert.equal(first.body.length, 2);
    assert.match(first.headers.link as string, /page=2.*rel="next"/);
    const second = await call(ctx, 'GET', '/api/v1/inventory?per_page=2&page=2');
    assert.deepEqual(second.body, [all[2]]);
    assert.equal(second.headers.link, undefined);
  });

  it('lists the ledger oldest first, filtered by product, warehouse and cause, and paged', async () => {
    const res = await call(ctx, 'GET', '/api/v1/inventory/moves?product_code=WIDGET&warehouse=EAST');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.map((m: any) => [m.from.location, m.to.location, m.quantity]),
      [
        ['adjustment', 'storage', 10.5],
        ['adjustment', 'A-01', 2],
        ['A-01', 'adjustment', 1.5],
        ['adjustment', 'lost_and_found', 1],
      ],
    );
    const first = res.body[0];
    assert.deepEqual(first.from, { warehouse: null, location: 'adjustment' });
    assert.deepEqual([first.to.warehouse, first.cause, first.reference, first.lot, first.shipment_id], ['EAST', 'adjustment', 'cycle count', null, null]);
    const ids = res.body.map((m: any) => m.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => a - b),
    );
    const west = await call(ctx, 'GET', '/api/v1/inventory/moves?warehouse=WEST');
    assert.deepEqual(
      west.body.map((m: any) => m.lot),
      ['L-100', 'L-100', 'L-200'],
    );
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/inventory/moves?cause=shipment')).body, []);
    assert.equal((await call(ctx, 'GET', '/api/v1/inventory/moves?cause=theft')).status, 400);
    const page = await call(ctx, 'GET', '/api/v1/inventory/moves?product_code=WIDGET&per_page=3&page=2');
    assert.deepEqual(
      page.body.map((m: any) => m.id),
      ids.slice(3),
    );
    assert.equal((await call(ctx, 'GET', `/api/v1/inventory/adjustments/${ids[0] + 10_000}`)).status, 404);
    await assertLedgerInvariant(ctx.db);
  });

  it('never takes a level below zero when removals race, and in and out adjustments do not deadlock', async () => {
    assert.equal((await adjust({ warehouse: 'WEST', location: 'W-01', product_code: 'WIDGET', quantity: 10 })).status, 201);
    const removals = await Promise.all(Array.from({ length: 16 }, () => adjust({ warehouse: 'WEST', location: 'W-01', product_code: 'WIDGET', quantity: -1 })));
    assert.deepEqual(removals.map((r) => r.status).sort(), [...Array(10).fill(201), ...Array(6).fill(422)]);
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adjust({ warehouse: 'WEST', location: i % 2 ? 'W-01' : 'storage', product_code: 'WIDGET', quantity: i % 4 < 2 ? 1 : -1 }),
      ),
    );
    assert.ok(
      mixed.every((r) => r.status === 201 || r.status === 422),
      mixed.map((r) => r.status).join(','),
    );
    const [row] = await inventory('?warehouse=WEST&product_code=WIDGET');
    assert.ok(row.locations.every((l: any) => l.quantity >= 0));
    await assertLedgerInvariant(ctx.db);
  });
});
