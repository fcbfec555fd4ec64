import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';

// Reproducible: LEDGER_SEED=<n> replays a failing sequence.
const SEED = Number(process.env.LEDGER_SEED ?? 20261121);
const OPERATIONS = 240;

/** mulberry32: a small seeded generator, good enough to pick test operations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where stock can be put: primary storage tree (storage and bins, one nested) or not. */
const PLACES: Record<string, { location: string; storage: boolean }[]> = {
  EAST: [
    { location: 'storage', storage: true },
    { location: 'A-01', storage: true },
    { location: 'A-02', storage: true },
    { location: 'lost_and_found', storage: false },
    { location: 'consumables', storage: false },
  ],
  WEST: [
    { location: 'storage', storage: true },
    { location: 'W-01', storage: true },
    { location: 'lost_and_found', storage: false },
  ],
};
const PRODUCTS = ['PLAIN-1', 'PLAIN-2', 'LOTTED'];
const LOTS = ['L1', 'L2', 'L3', null];

type Operation = { warehouse: string; location: string; product: string; lot: string | null; delta: number };

describe('ledger invariant under a random sequence of adjustments', () => {
  let ctx: TestContext;
  const next = random(SEED);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  /** Expected stored thousandths per warehouse|location|product|lot. */
  const model = new Map<string, number>();
  const keyOf = (o: Omit<Operation, 'delta'>) => `${o.warehouse}|${o.location}|${o.product}|${o.lot ?? ''}`;

  before(async () => {
    ctx = await createContext();
    const ok = async (url: string, body: unknown) => assert.ok((await call(ctx, 'POST', url, { body })).status < 300, url);
    for (const code of Object.keys(PLACES)) await ok('/api/v1/warehouses', { code, name: code });
    await ok('/api/v1/warehouses/EAST/locations', { code: 'A-01' });
    await ok('/api/v1/warehouses/EAST/locations', { code: 'A-02', parent: 'A-01' });
    await ok('/api/v1/warehouses/WEST/locations', { code: 'W-01' });
    await ok('/api/v1/products', { code: 'PLAIN-1', name: 'Plain 1' });
    await ok('/api/v1/products', { code: 'PLAIN-2', name: 'Plain 2' });
    await ok('/api/v1/products', { code: 'LOTTED', name: 'Lotted', lot_tracked: true });
  });
  after(async () => {
    await ctx.close();
  });

  /** Mostly additions early on; removals sometimes ask for more than the level holds, to be refused. */
  function nextOperation(): Operation {
    const [warehouse, places] = pick(Object.entries(PLACES));
    const { location } = pick(places);
    const product = pick(PRODUCTS);
    const lot = product === 'LOTTED' ? pick(LOTS) : null;
    const level = model.get(keyOf({ warehouse, location, product, lot })) ?? 0;
    const magnitude = 1 + Math.floor(next() * 8000);
    const delta = next() < 0.45 ? -Math.min(magnitude, level + Math.floor(next() * 1500) + 1) : magnitude;
    return { warehouse, location, product, lot, delta };
  }

  it(`applies ${OPERATIONS} adjustments (seed ${SEED}) exactly as a model of the stock predicts`, async () => {
    let refused = 0;
    for (let i = 0; i < OPERATIONS; i++) {
      const op = nextOperation();
      const key = keyOf(op);
      const after = (model.get(key) ?? 0) + op.delta;
      const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', {
        body: {
          warehouse: op.warehouse,
          location: op.location,
          product_code: op.product,
          quantity: op.delta / 1000,
          ...(op.lot ? { lot: { number: op.lot } } : {}),
        },
      });
      const context = `operation ${i} (seed ${SEED}) ${JSON.stringify(op)}: ${JSON.stringify(res.body)}`;
      if (after < 0) {
        assert.equal(res.status, 422, context);
        assert.equal(res.body.errors[0].pointer, '/quantity', context);
        refused += 1;
      } else {
        assert.equal(res.status, 201, context);
        model.set(key, after);
      }
    }
    assert.ok(refused > 10 && refused < OPERATIONS / 2, `a useful mix of refused removals (${refused})`);
    await assertLedgerInvariant(ctx.db);
  });

  it('answers the inventory view the model predicts for every warehouse and product', async () => {
    const res = await call(ctx, 'GET', '/api/v1/inventory');
    assert.equal(res.status, 200);
    for (const [warehouse, places] of Object.entries(PLACES)) {
      for (const product of PRODUCTS) {
        const levels = [...model]
          .map(([key, quantity]) => {
            const [w, location = '', p, lot] = key.split('|');
            return { w, p, location, lot: lot || null, quantity };
          })
          .filter((l) => l.w === warehouse && l.p === product && l.quantity !== 0);
        const storageLocations = places.filter((p) => p.storage).map((p) => p.location);
        const onHand = levels.filter((l) => storageLocations.includes(l.location)).reduce((sum, l) => sum + l.quantity, 0);
        const row = res.body.find((r: any) => r.warehouse === warehouse && r.product_code === product);
        assert.ok(row, `${warehouse}/${product} is listed`);
        assert.equal(row.on_hand, onHand / 1000, `${warehouse}/${product} on_hand`);
        assert.equal(row.available, onHand / 1000);
        const byPlace = (a: { location: string; lot: string | null }, b: { location: string; lot: string | null }) =>
          `${a.location}|${a.lot}`.localeCompare(`${b.location}|${b.lot}`);
        assert.deepEqual(
          [...row.locations].sort(byPlace),
          levels.map((l) => ({ location: l.location, lot: l.lot, quantity: l.quantity / 1000 })).sort(byPlace),
          `${warehouse}/${product} locations`,
        );
      }
    }
  });

  it('the invariant check itself notices a level or an on-hand figure that drifted from the ledger', async () => {
    const level = await ctx.db.selectFrom('stock_levels').select('id').where('quantity', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('stock_levels')
      .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
      .where('id', '=', level.id)
      .execute();
    await assert.rejects(assertLedgerInvariant(ctx.db), /stock level location/);
    await ctx.db
      .updateTable('stock_levels')
      .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
      .where('id', '=', level.id)
      .execute();
    await assertLedgerInvariant(ctx.db);
    await ctx.db
      .updateTable('inventory_positions')
      .set((eb) => ({ on_hand: eb('on_hand', '+', 1) }))
      .execute();
    await assert.rejects(assertLedgerInvariant(ctx.db), /on hand warehouse/);
  });
});
