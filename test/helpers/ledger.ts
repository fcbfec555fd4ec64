import assert from 'node:assert/strict';
import type { Db } from '../../src/db/connect.ts';

type Totals = Map<string, number>;

function add(totals: Totals, key: string, delta: number): void {
  totals.set(key, (totals.get(key) ?? 0) + delta);
}

/** Keys present in either map whose values differ (a missing key counts as 0). */
function differences(label: string, expected: Totals, actual: Totals): string[] {
  const keys = new Set([...expected.keys(), ...actual.keys()]);
  return [...keys]
    .sort()
    .filter((key) => (expected.get(key) ?? 0) !== (actual.get(key) ?? 0))
    .map((key) => `${label} ${key}: expected ${expected.get(key) ?? 0}, stored ${actual.get(key) ?? 0}`);
}

/** Per warehouse (location, product, lot): the sum of moves into it minus the sum of moves out of it. */
async function levelsFromMoves(db: Db): Promise<Totals> {
  const moves = await db.selectFrom('stock_moves').select(['from_location_id', 'to_location_id', 'product_id', 'lot_id', 'quantity']).execute();
  // Virtual locations (customer, supplier, consumption, adjustment) keep no levels by design.
  const virtual = new Set((await db.selectFrom('locations').select('id').where('warehouse_id', 'is', null).execute()).map((l) => l.id));
  const totals: Totals = new Map();
  for (const m of moves) {
    if (!virtual.has(m.to_location_id)) add(totals, `location ${m.to_location_id} product ${m.product_id} lot ${m.lot_id}`, m.quantity);
    if (!virtual.has(m.from_location_id)) add(totals, `location ${m.from_location_id} product ${m.product_id} lot ${m.lot_id}`, -m.quantity);
  }
  return totals;
}

async function storedLevels(db: Db): Promise<Totals> {
  const levels = await db.selectFrom('stock_levels').select(['location_id', 'product_id', 'lot_id', 'quantity']).execute();
  const totals: Totals = new Map();
  for (const l of levels) add(totals, `location ${l.location_id} product ${l.product_id} lot ${l.lot_id}`, l.quantity);
  return totals;
}

/** Per (warehouse, product): the stock levels summed over that warehouse's primary storage tree. */
async function onHandFromLevels(db: Db): Promise<Totals> {
  const levels = await db
    .selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select(['l.warehouse_id', 's.product_id', 's.quantity'])
    .where('l.in_storage_tree', '=', 1)
    .where('l.warehouse_id', 'is not', null)
    .execute();
  const totals: Totals = new Map();
  for (const l of levels) add(totals, `warehouse ${l.warehouse_id} product ${l.product_id}`, l.quantity);
  return totals;
}

async function storedOnHand(db: Db): Promise<Totals> {
  const positions = await db.selectFrom('inventory_positions').select(['warehouse_id', 'product_id', 'on_hand']).execute();
  const totals: Totals = new Map();
  for (const p of positions) add(totals, `warehouse ${p.warehouse_id} product ${p.product_id}`, p.on_hand);
  return totals;
}

/**
 * Asserts the ledger invariant over the whole database: every stock level of a warehouse location equals the moves into its
 * (location, product, lot) minus the moves out of it, and every inventory position's on_hand equals
 * the stock levels of that product over the warehouse's primary storage tree. Values are compared in
 * stored thousandths, so the check is exact. Any test that moves stock can call it at its end.
 */
export async function assertLedgerInvariant(db: Db): Promise<void> {
  const problems = [
    ...differences('stock level', await levelsFromMoves(db), await storedLevels(db)),
    ...differences('on hand', await onHandFromLevels(db), await storedOnHand(db)),
  ];
  assert.deepEqual(problems, [], `ledger invariant broken:\n${problems.join('\n')}`);
}
