import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { dbKind, type Db } from '../../db/connect.ts';
import { AppError, alreadyExists, invalidValue, unknownReference } from '../../errors.ts';
import { isGtin, toGtin14 } from '../shared/gs1.ts';
import { toStored } from '../shared/quantity.ts';

/**
 * Units a product may be counted in (docs/3pl-api.md section 4). Stock, order lines and shipment lines are all
 * counted in units; there is no conversion between units, so a product in `kg` could not be shipped
 * against an order in `u`. The length and weight units of the conventions belong to packages.
 */
const PRODUCT_UNITS: readonly string[] = ['u'];

export type ComponentInput = { product_code: string; quantity: number };

/** A component resolved to its product; `pointer` names its `product_code` in the request. */
export type ResolvedComponent = { componentId: number; quantity: number; pointer: string };

// Any constant works: it only has to be the same for every writer of the product catalog.
const CATALOG_LOCK = 4_711_001;

/**
 * Serializes product writes on PostgreSQL for the rest of the transaction, so that two requests can
 * neither give two products the same GTIN nor close a bundle cycle from both ends (A gets B while B
 * gets A), which row-level checks alone would let through. SQLite has a single writer already.
 */
export async function lockCatalog(trx: Db): Promise<void> {
  if (dbKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`.execute(trx);
}

/** The unit, or a 422 when it is not a product unit. */
export function checkUom(uom: string): string {
  if (!PRODUCT_UNITS.includes(uom)) {
    throw invalidValue('/uom', `unit "${uom}" is not a product unit; use one of ${PRODUCT_UNITS.join(', ')}`);
  }
  return uom;
}

/** The GTIN-14 form of a UPC/EAN/GTIN, or a 422 when it is not a GTIN with a valid check digit. */
export function gtinOf(upc: string): string {
  if (!isGtin(upc)) {
    throw invalidValue('/upc', `"${upc}" is not a GTIN-8, -12, -13 or -14 with a valid check digit`);
  }
  return toGtin14(upc);
}

/** A 409 when another product already carries this GTIN (in any of its lengths). */
export async function assertGtinFree(trx: Db, gtin14: string, exceptId: number | null): Promise<void> {
  let query = trx.selectFrom('products').select('code').where('gtin14', '=', gtin14);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other) throw alreadyExists('/upc', `product "${other.code}" already has this GTIN`);
}

/** Money as stored: the schema-checked decimal with its integer part canonical and its scale kept. */
export function moneyText(value: string | null): string | null {
  if (value === null) return null;
  const scale = value.split('.')[1]?.length ?? 0;
  return new Decimal(value).toFixed(scale);
}

/**
 * Resolves bundle components to products: no duplicates, not the product itself (`ownCode`),
 * quantities with at most three decimals, every code an existing product.
 */
export async function resolveComponents(trx: Db, components: ComponentInput[], ownCode: string): Promise<ResolvedComponent[]> {
  const codes = components.map((c) => c.product_code);
  const rows = codes.length === 0 ? [] : await trx.selectFrom('products').select(['id', 'code']).where('code', 'in', codes).execute();
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  return components.map((component, i) => {
    const pointer = `/components/${i}/product_code`;
    if (component.product_code === ownCode) throw bundleCycle(pointer, `product "${ownCode}" cannot be a component of itself`);
    if (codes.indexOf(component.product_code) !== i) {
      throw invalidValue(pointer, `component "${component.product_code}" is listed more than once`);
    }
    const quantity = toStored(component.quantity);
    if (quantity === null) throw invalidValue(`/components/${i}/quantity`, 'quantity has more than three decimals');
    const componentId = idByCode.get(component.product_code);
    if (componentId === undefined) throw unknownReference(pointer, `product "${component.product_code}" does not exist`);
    return { componentId, quantity, pointer };
  });
}

/** A 422 bundle_cycle when a component contains the bundle itself, directly or through other bundles. */
export async function assertNoCycle(trx: Db, bundleId: number, components: ResolvedComponent[]): Promise<void> {
  for (const component of components) {
    if (await reaches(trx, component.componentId, bundleId)) {
      throw bundleCycle(component.pointer, 'this component contains the product itself through its own components');
    }
  }
}

/** True when `targetId` is `rootId` or one of its components at any depth. */
async function reaches(trx: Db, rootId: number, targetId: number): Promise<boolean> {
  const seen = new Set([rootId]);
  let frontier = [rootId];
  while (frontier.length > 0) {
    if (frontier.includes(targetId)) return true;
    const rows = await trx.selectFrom('product_components').select('component_id').where('bundle_id', 'in', frontier).execute();
    frontier = [...new Set(rows.map((r) => r.component_id))].filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return false;
}

/**
 * A 422 when a product that holds stock or allocations in a warehouse would become a bundle: bundles
 * have no stock of their own, so that stock would be stranded. The virtual locations do not count.
 */
export async function assertNoStock(trx: Db, productId: number, pointer: string): Promise<void> {
  const stocked = await trx
    .selectFrom('stock_levels as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select('s.id')
    .where('s.product_id', '=', productId)
    .where('l.warehouse_id', 'is not', null)
    .where('s.quantity', '!=', 0)
    .executeTakeFirst();
  const allocated = await trx
    .selectFrom('inventory_positions')
    .select('warehouse_id')
    .where('product_id', '=', productId)
    .where('allocated', '!=', 0)
    .executeTakeFirst();
  if (stocked || allocated) {
    throw invalidValue(pointer, 'the product holds stock or allocations; bundles have no stock of their own, so adjust it to zero first');
  }
}

function bundleCycle(pointer: string, message: string): AppError {
  return new AppError('bundle_cycle', message, [{ code: 'bundle_cycle', message, pointer }]);
}
