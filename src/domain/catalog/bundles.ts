import type { Db } from '../../db/connect.ts';
import { QUANTITY_SCALE } from '../shared/quantity.ts';

/**
 * Bundles (docs/3pl-api.md section 7, "Bundles"; docs/admin-api.md "Products"): a bundle is sold as one
 * line and shipped as its components, the line's sublines. A bundle line counts as shipped, or
 * returnable, only in whole bundles, each of which needs every component. Every ratio between a
 * bundle and its components is computed here, in stored thousandths (shared/quantity.ts).
 */

/** A component of a bundle: stored thousandths per one bundle. */
export type ComponentRow = { componentId: number; quantity: number; uom: string; isBundle: boolean };

/** Components per bundle product, for every bundle reachable from the given products. */
export type BundleTree = Map<number, ComponentRow[]>;

// Bundles of bundles are followed this deep; the catalog refuses cycles (bundle_cycle).
const MAX_DEPTH = 8;

/**
 * Loads the components of the given bundle products and, level by level, of the bundles among their
 * components: one query per nesting level, however many lines the order has.
 */
export async function loadBundleTree(db: Db, bundleIds: number[]): Promise<BundleTree> {
  const tree: BundleTree = new Map();
  let frontier = [...new Set(bundleIds)];
  for (let depth = 0; frontier.length > 0 && depth < MAX_DEPTH; depth++) {
    const rows = await db
      .selectFrom('product_components as pc')
      .innerJoin('products as p', 'p.id', 'pc.component_id')
      .select(['pc.bundle_id', 'pc.component_id', 'pc.quantity', 'p.uom', 'p.is_bundle'])
      .where('pc.bundle_id', 'in', frontier)
      .orderBy('pc.bundle_id')
      .orderBy('pc.position')
      .orderBy('pc.id')
      .execute();
    for (const id of frontier) tree.set(id, []);
    for (const r of rows) tree.get(r.bundle_id)!.push({ componentId: r.component_id, quantity: r.quantity, uom: r.uom, isBundle: r.is_bundle === 1 });
    frontier = [...new Set(rows.filter((r) => r.is_bundle === 1 && !tree.has(r.component_id)).map((r) => r.component_id))];
  }
  return tree;
}

/** A physical component line for a bundle line: stored thousandths for the whole line. */
export type ExplodedComponent = { productId: number; quantity: number; uom: string };

/**
 * The physical components of `quantity` (stored) of a bundle: each component's quantity times the
 * line quantity, exactly. Bundles inside bundles are flattened to their components. Null when a
 * product is not exact in thousandths (e.g. 0.001 bundle of a component needed 0.5 per bundle). A
 * bundle without components is an empty list.
 */
export function explodeBundle(tree: BundleTree, bundleId: number, quantity: number, depth = 0): ExplodedComponent[] | null {
  const result: ExplodedComponent[] = [];
  for (const component of tree.get(bundleId) ?? []) {
    const total = componentUnits(quantity, component.quantity);
    if (total === null) return null;
    const nested =
      component.isBundle && tree.has(component.componentId) && depth + 1 < MAX_DEPTH ? explodeBundle(tree, component.componentId, total, depth + 1) : undefined;
    if (nested === null) return null;
    if (nested && nested.length > 0) result.push(...nested);
    else result.push({ productId: component.componentId, quantity: total, uom: component.uom });
  }
  return result;
}

/**
 * Component units in `bundles` bundles (stored thousandths times stored thousandths per bundle), or
 * null when that is not exact to three decimals or does not fit a safe integer.
 */
export function componentUnits(bundles: number, perBundle: number): number | null {
  const product = BigInt(bundles) * BigInt(perBundle);
  const scale = BigInt(QUANTITY_SCALE);
  if (product % scale !== 0n || product / scale > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(product / scale);
}

/**
 * Component units per one bundle (stored thousandths), from a subline and its bundle line: the
 * subline holds the component for the whole line's quantity.
 */
export function unitsPerBundle(sublineQuantity: number, bundleQuantity: number): number {
  return Math.round((sublineQuantity * QUANTITY_SCALE) / bundleQuantity);
}

/** How many whole bundles (a count) `units` component units make, at `perBundle` units per bundle. */
export function wholeBundles(units: number, perBundle: number): number {
  return Math.floor(units / perBundle);
}

/**
 * A bundle line's quantity (stored thousandths) that its components complete: the whole bundles the
 * scarcest component makes. A bundle line counts as shipped only when every component is.
 */
export function completeBundles(components: { units: number; perBundle: number }[]): number {
  return Math.min(...components.map((c) => wholeBundles(c.units, c.perBundle))) * QUANTITY_SCALE;
}

/** True when a quantity (stored thousandths) is a whole number of bundles. */
export function isWholeBundles(quantity: number): boolean {
  return quantity % QUANTITY_SCALE === 0;
}

/** The count of bundles in a whole-bundle quantity (stored thousandths). */
export function bundleCount(quantity: number): number {
  return quantity / QUANTITY_SCALE;
}
