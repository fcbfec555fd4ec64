import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { call, createContext, idsPageByPage, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { createPurchaseOrder } from '../helpers/inbound-fixture.ts';
import { receiveSupplier, orderedStock } from '../helpers/supplier-shipments-fixture.ts';
import { eventsOf, placeOrder, setupMerchant, stockOf, UPC_WIDGET } from '../helpers/tpl-fixture.ts';

const SNAPSHOT = '/services/3pl/v1/inventory/snapshot.json';
const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

describe('3PL inventory/snapshot.json: counts compared with the books as of counted_at', () => {
  let ctx: TestContext;
  let key: string;
  const snapshot = (body: Record<string, unknown>) => call(ctx, 'PUT', SNAPSHOT, { key, body });
  /** An instant between what was recorded before and what will be recorded after. */
  const instant = async () => {
    await sleep(5);
    const at = new Date().toISOString();
    await sleep(5);
    return at;
  };

  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('reports no difference for a count that arrives after the shipment confirmations it predates', async () => {
    const countedAt = await instant();
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const shipped = await call(ctx, 'PUT', SHIP, { key, body: { shipments: [{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }] } });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, 98);
    const res = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, items: [{ product_code: 'WIDGET', quantity: 100 }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'applied');
    assert.deepEqual([res.body.counted, res.body.matched, res.body.adjusted, res.body.zeroed], [1, 1, 0, 0]);
    assert.deepEqual(res.body.differences, []);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, 98);
  });

  it('applies a real difference as a cycle_count adjustment dated at counted_at, once however often the count is sent', async () => {
    const countedAt = await instant();
    const body = { warehouse: 'EAST', counted_at: countedAt, complete: false, reference: 'COUNT-1', items: [{ product_code: 'WIDGET', quantity: 95 }] };
    const res = await snapshot(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.differences, [{ product_code: 'WIDGET', location: 'storage', lot: null, books: 98, counted: 95, difference: -3 }]);
    assert.deepEqual([res.body.counted, res.body.matched, res.body.adjusted], [1, 0, 1]);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, 95);
    const reconciled = (await eventsOf(ctx, 'inventory.reconciled')).at(-1)!;
    assert.deepEqual([reconciled.resource_id, reconciled.data.adjusted, reconciled.data.reference], [res.body.id, 1, 'COUNT-1']);
    const updated = (await eventsOf(ctx, 'inventory.updated')).filter((e) => e.data.snapshot_id === res.body.id);
    assert.deepEqual(
      updated.map((e) => [e.data.product_code, e.data.on_hand]),
      [['WIDGET', 95]],
    );
    const again = await snapshot(body);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.differences, [], 'the correction is part of the books as of its count');
    const unreferenced = await snapshot({ ...body, reference: undefined });
    assert.deepEqual(unreferenced.body.differences, []);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, 95);
    await assertLedgerInvariant(ctx.db);
  });

  it('applies the same count sent twice at once only once, with or without a reference', async () => {
    const countedAt = await instant();
    const body = { warehouse: 'EAST', counted_at: countedAt, complete: false, items: [{ product_code: 'CASE', quantity: 97, location: 'storage' }] };
    const answers = await Promise.all([snapshot(body), snapshot(body), snapshot(body)]);
    for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(answers.map((res) => res.body.adjusted).sort(), [0, 0, 1]);
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).on_hand, 97);
    const back = { ...body, reference: 'COUNT-RACE', items: [{ product_code: 'CASE', quantity: 100 }] };
    const referenced = await Promise.all([snapshot(back), snapshot(back)]);
    for (const res of referenced) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).on_hand, 100);
    await assertLedgerInvariant(ctx.db);
  });

  it('does not take a receipt recorded after counted_at for a difference', async () => {
    const { shipment } = await orderedStock(ctx, [{ product_code: 'GADGET', quantity: 5 }]);
    const countedAt = await instant();
    const received = await receiveSupplier(ctx, key, [{ id: shipment.id, lines: [{ id: shipment.lines[0].id, quantity: 5 }] }]);
    assert.equal(received.status, 200, JSON.stringify(received.body));
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, 105);
    const res = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, items: [{ product_code: 'GADGET', quantity: 100 }] });
    assert.deepEqual(res.body.differences, []);
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, 105);
  });

  it('takes an adjustment dated before counted_at as part of the books, whenever it was recorded', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const countedAt = await instant();
    const adjusted = await call(ctx, 'POST', '/services/3pl/v1/inventory/adjustments.json', {
      key,
      body: { adjustments: [{ warehouse: 'EAST', product_code: 'STRAP', quantity: -2, reason: 'damaged', occurred_at: before }] },
    });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
    const undated = await call(ctx, 'POST', '/services/3pl/v1/inventory/adjustments.json', {
      key,
      body: { adjustments: [{ warehouse: 'EAST', product_code: 'STRAP', quantity: 2, reason: 'found' }] },
    });
    assert.equal(undated.status, 200, JSON.stringify(undated.body));
    const res = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, dry_run: true, items: [{ product_code: 'STRAP', quantity: 198 }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.differences, [], 'books as of the count: 200, less the 2 damaged before it; the 2 found after it are not counted');
    const precise = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, items: [{ product_code: 'STRAP', quantity: 1.0001 }] });
    assert.equal(precise.status, 422);
    assert.equal(precise.body.code, 'invalid_value');
    assert.deepEqual([precise.body.errors[0].code, precise.body.errors[0].pointer], ['invalid_quantity', '/items/0/quantity']);
  });

  it('answers a dry run with the same report and changes nothing', async () => {
    const countedAt = await instant();
    const res = await snapshot({
      warehouse: 'EAST',
      counted_at: countedAt,
      complete: false,
      dry_run: true,
      items: [{ product_code: 'CASE', quantity: 90, location: 'storage' }],
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'dry_run');
    assert.deepEqual(res.body.differences, [{ product_code: 'CASE', location: 'storage', lot: null, books: 100, counted: 90, difference: -10 }]);
    assert.equal((await stockOf(ctx, 'EAST', 'CASE')).on_hand, 100);
    const stored = await call(ctx, 'GET', `/api/v1/inventory/snapshots/${res.body.id}`);
    assert.equal(stored.status, 200, JSON.stringify(stored.body));
    assert.equal(stored.body.state, 'dry_run');
    assert.deepEqual(stored.body.differences, res.body.differences);
  });

  it('counts a product named by its GTIN as by its code (a dry run)', async () => {
    const countedAt = await instant();
    const books = (await stockOf(ctx, 'EAST', 'WIDGET')).on_hand;
    const res = await snapshot({
      warehouse: 'EAST',
      counted_at: countedAt,
      complete: false,
      dry_run: true,
      items: [
        { product_code: `00${UPC_WIDGET}`, quantity: books - 1 },
        { product_code: '00012345678905', quantity: 1 },
      ],
      skip_unknown: true,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.differences, [{ product_code: 'WIDGET', location: 'storage', lot: null, books, counted: books - 1, difference: -1 }]);
    assert.deepEqual(
      res.body.skipped.map((s: { code: string; pointer: string }) => [s.code, s.pointer]),
      [['unknown_product', '/items/1/product_code']],
      'a GTIN of no product is unknown',
    );
  });

  it('lists unknown products, locations and lots and applies nothing, unless asked to skip them', async () => {
    const countedAt = await instant();
    const items = [
      { product_code: 'NOPE', quantity: 1 },
      { product_code: 'CASE', quantity: 1, location: 'Z-99' },
      { product_code: 'SERUM', quantity: 1, lot: { number: 'NEVER' } },
      { product_code: 'STRAP', quantity: 199 },
    ];
    const res = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, items });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.equal(res.body.code, 'snapshot_unknown_items');
    assert.deepEqual(
      res.body.errors.map((e: { code: string; pointer: string }) => [e.code, e.pointer]),
      [
        ['unknown_product', '/items/0/product_code'],
        ['unknown_location', '/items/1/location'],
        ['unknown_lot', '/items/2/lot/number'],
      ],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).on_hand, 200);
    const skipped = await snapshot({ warehouse: 'EAST', counted_at: countedAt, complete: false, skip_unknown: true, items });
    assert.equal(skipped.status, 200, JSON.stringify(skipped.body));
    assert.equal(skipped.body.skipped.length, 3);
    assert.deepEqual(
      skipped.body.differences.map((d: { product_code: string; difference: number }) => [d.product_code, d.difference]),
      [['STRAP', -1]],
    );
    assert.equal((await stockOf(ctx, 'EAST', 'STRAP')).on_hand, 199);
    const north = await snapshot({ warehouse: 'NORTH', counted_at: countedAt, complete: false, items: [] });
    assert.equal(north.status, 422);
    assert.equal(north.body.code, 'unknown_warehouse');
  });

  it('refuses a complete count that would zero more products than max_zeroed, whole; applies it when allowed', async () => {
    const countedAt = await instant();
    const truncated = { warehouse: 'WEST', counted_at: countedAt, complete: true, items: [{ product_code: 'WIDGET', quantity: 100 }] };
    const refused = await snapshot(truncated);
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'snapshot_would_zero');
    const dry = await snapshot({ ...truncated, dry_run: true });
    assert.equal(dry.status, 422);
    assert.equal((await stockOf(ctx, 'WEST', 'GADGET')).on_hand, 100);
    const allowed = await snapshot({ ...truncated, max_zeroed: 10 });
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
    assert.deepEqual([allowed.body.counted, allowed.body.matched, allowed.body.zeroed], [1, 1, 5]);
    assert.equal((await stockOf(ctx, 'WEST', 'GADGET')).on_hand, 0);
    assert.equal((await stockOf(ctx, 'WEST', 'WIDGET')).on_hand, 100);
    await assertLedgerInvariant(ctx.db);
  });

  it('lets staff list snapshots newest first, by cursor or by page', async () => {
    const res = await call(ctx, 'GET', '/api/v1/inventory/snapshots?warehouse=WEST');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.length, 1);
    assert.equal(res.body[0].zeroed, 5);
    const ids = await idsPageByPage(ctx, '/api/v1/inventory/snapshots', 'per_page=2', ctx.staffKey, 'cursor', 100);
    const byOffset = await idsPageByPage(ctx, '/api/v1/inventory/snapshots', 'per_page=3', ctx.staffKey, 'page', 100);
    assert.ok(ids.length >= 8, `${ids.length} snapshots`);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest first',
    );
    assert.deepEqual(byOffset, ids);
  });

  it('reports the drift per product in units and at the unit cost of its latest purchase order line', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await createPurchaseOrder(ctx, [{ product_code: 'STRAP', quantity: 10, unit_cost: '2.50' }]);
    const res = await call(ctx, 'GET', `/api/v1/reports/inventory-drift?warehouse=EAST&from=${today}&to=${today}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.products.map((p: { product_code: string; units: number; differences: number }) => [p.product_code, p.units, p.differences]),
      [
        ['WIDGET', -3, 1],
        ['STRAP', -1, 1],
        ['CASE', 0, 2],
      ],
    );
    const strap = res.body.products[1];
    assert.deepEqual([strap.unit_cost, strap.currency_code, strap.value], ['2.50', 'USD', '-2.5']);
    const west = await call(ctx, 'GET', '/api/v1/reports/inventory-drift?warehouse=WEST');
    const gadget = west.body.products.find((p: { product_code: string }) => p.product_code === 'GADGET');
    assert.deepEqual([gadget.units, gadget.units_under, gadget.units_over], [-100, -100, 0]);
    const bad = await call(ctx, 'GET', `/api/v1/reports/inventory-drift?from=${today}&to=2000-01-01`);
    assert.equal(bad.status, 400);
    const csv = await call(ctx, 'GET', `/api/v1/exports/inventory-drift.csv?warehouse=EAST&from=${today}&to=${today}`);
    assert.equal(csv.status, 200);
    assert.deepEqual(String(csv.body).trim().split('\r\n'), [
      'product_code,differences,units_over,units_under,units,unit_cost,currency_code,value',
      'WIDGET,1,0,-3,-3,,,',
      'STRAP,1,0,-1,-1,2.50,USD,-2.5',
      'CASE,2,3,-3,0,,,',
    ]);
  });

  it('leaves a level a newer count corrected out of an older count that arrives after it', async () => {
    const older = await instant();
    const newer = await instant();
    const first = await snapshot({
      warehouse: 'EAST',
      counted_at: newer,
      complete: false,
      reference: 'COUNT-NEW',
      items: [{ product_code: 'GADGET', quantity: 97 }],
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.adjusted, 1);
    const onHand = (await stockOf(ctx, 'EAST', 'GADGET')).on_hand;
    // The older count saw the same shortage; the newer one corrected it already.
    const stale = await snapshot({
      warehouse: 'EAST',
      counted_at: older,
      complete: false,
      reference: 'COUNT-OLD',
      items: [{ product_code: 'GADGET', quantity: 97 }],
    });
    assert.equal(stale.status, 200, JSON.stringify(stale.body));
    assert.deepEqual([stale.body.adjusted, stale.body.differences], [0, []], 'not applied twice');
    assert.equal((await stockOf(ctx, 'EAST', 'GADGET')).on_hand, onHand);
  });
});
