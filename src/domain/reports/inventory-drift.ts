import { Decimal } from 'decimal.js';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { fromStored } from '../shared/quantity.ts';
import { resolvePathRef } from '../shared/refs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC days a drift report covers (docs/admin-api.md "GET /reports/inventory-drift"): `from` to `to`
 * inclusive, by default the last 30 days; `bounds` are the instants [from, to + 1 day) counts are read in.
 */
export function driftDays(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  if (from > to) {
    const message = `from (${from}) is after to (${to})`;
    throw new AppError('validation_failed', message, [{ code: 'invalid_value', message, pointer: null }]);
  }
  return { from, to, bounds: { from: `${from}T00:00:00.000Z`, to: new Date(Date.parse(to) + DAY_MS).toISOString() } };
}

/** The counts a drift report covers: applied snapshots counted in [from, to), at one warehouse (code or id) or all. */
export type DriftPeriod = { warehouse: string | undefined; from: string; to: string };

/** What the counts found different for one product over the period. */
export type ProductDrift = {
  product_code: string;
  differences: number;
  /** Units found above and below the books, and their sum (the net drift). */
  units_over: number;
  units_under: number;
  units: number;
  /** The product's unit cost: its latest purchase order line's, in that order's currency; null when it was never bought. */
  unit_cost: string | null;
  currency_code: string | null;
  /** units × unit_cost, exact. */
  value: string | null;
};

/**
 * Differences per product of the applied snapshots counted in the period (docs/admin-api.md "Inventory
 * drift"): in units, and at unit cost, the cost of the product's latest purchase order line that has one.
 * Largest drift in absolute units first.
 */
export async function inventoryDrift(db: Db, period: DriftPeriod): Promise<{ warehouse: string | null; products: ProductDrift[] }> {
  const warehouseId = period.warehouse === undefined ? undefined : await resolvePathRef(db, 'warehouses', period.warehouse);
  const warehouse =
    warehouseId === undefined ? null : (await db.selectFrom('warehouses').select('code').where('id', '=', warehouseId).executeTakeFirstOrThrow()).code;
  return { warehouse, products: await driftPerProduct(db, warehouseId, period) };
}

async function driftPerProduct(db: Db, warehouseId: number | undefined, period: DriftPeriod): Promise<ProductDrift[]> {
  const rows = await db
    .selectFrom('inventory_snapshot_differences as d')
    .innerJoin('inventory_snapshots as s', 's.id', 'd.snapshot_id')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select((eb) => [
      'p.id as product_id',
      'p.code as product_code',
      eb.fn.countAll<number>().as('differences'),
      eb.fn.sum<number>(eb.case().when('d.difference', '>', 0).then(eb.ref('d.difference')).else(0).end()).as('over'),
      eb.fn.sum<number>(eb.case().when('d.difference', '<', 0).then(eb.ref('d.difference')).else(0).end()).as('under'),
    ])
    .where('s.state', '=', 'applied')
    .where('s.counted_at', '>=', period.from)
    .where('s.counted_at', '<', period.to)
    .$if(warehouseId !== undefined, (q) => q.where('s.warehouse_id', '=', warehouseId!))
    .groupBy(['p.id', 'p.code'])
    .execute();
  const costs = await unitCosts(
    db,
    rows.map((r) => r.product_id),
  );
  const drift = rows.map((r) => {
    const units = fromStored(Number(r.over) + Number(r.under));
    const cost = costs.get(r.product_id);
    return {
      product_code: r.product_code,
      differences: Number(r.differences),
      units_over: fromStored(Number(r.over)),
      units_under: fromStored(Number(r.under)),
      units,
      unit_cost: cost?.unitCost ?? null,
      currency_code: cost?.currency ?? null,
      value: cost ? new Decimal(Number(r.over) + Number(r.under)).div(1000).times(cost.unitCost).toFixed() : null,
    };
  });
  return drift.sort((a, b) => Math.abs(b.units) - Math.abs(a.units) || a.product_code.localeCompare(b.product_code));
}

/** Each product's latest purchase order line unit cost, with the order's currency. */
async function unitCosts(db: Db, productIds: number[]): Promise<Map<number, { unitCost: string; currency: string }>> {
  const costs = new Map<number, { unitCost: string; currency: string }>();
  for (let start = 0; start < productIds.length; start += 1000) {
    const rows = await db
      .selectFrom('purchase_order_lines as l')
      .innerJoin('purchase_orders as o', 'o.id', 'l.purchase_order_id')
      .select(['l.product_id', 'l.unit_cost', 'o.currency_code'])
      .where('l.product_id', 'in', productIds.slice(start, start + 1000))
      .where('l.unit_cost', 'is not', null)
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'desc')
      .execute();
    for (const row of rows) if (!costs.has(row.product_id)) costs.set(row.product_id, { unitCost: row.unit_cost!, currency: row.currency_code });
  }
  return costs;
}
