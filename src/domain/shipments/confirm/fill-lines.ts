import { bundleCount, isWholeBundles, wholeBundles } from '../../catalog/bundles.ts';

/**
 * Which shipment lines the shipped items fill (docs/3pl-api.md section 7, "Bundles" and "The
 * multi-package form"). Pure: it works on loaded lines and resolved items and returns the fills, or
 * the first problem found.
 */

export type FillLine = {
  id: number;
  productId: number;
  parentLineId: number | null;
  isBundle: boolean;
  /** Stored thousandths still to ship. */
  remaining: number;
  /** For a subline: stored thousandths of this component per one bundle. */
  perBundle: number;
};

export type ResolvedItem = {
  packageIndex: number;
  productId: number;
  quantity: number;
  lotId: number;
  pointer: string;
};

/** Part of an item on one line; `pointer` names the item, `wholeBundle` when it named a bundle's own code. */
export type Fill = { packageIndex: number; lineId: number; productId: number; lotId: number; quantity: number; pointer: string; wholeBundle: boolean };

type FillResult = { ok: true; fills: Fill[]; unmatched: ResolvedItem[] } | { ok: false; code: 'quantity_exceeds_ordered'; pointer: string; message: string };

/**
 * Assigns items to lines: items naming a bundle's own product ship whole bundles (all sublines);
 * other items fill plain lines of their product in line order, then sublines of their product.
 * Items of products not on the shipment come back as `unmatched` (consumables or errors).
 */
export function fillLines(lines: FillLine[], items: ResolvedItem[]): FillResult {
  const remaining = new Map(lines.map((l) => [l.id, l.remaining]));
  const fills: Fill[] = [];
  const unmatched: ResolvedItem[] = [];
  const bundleLines = lines.filter((l) => l.isBundle);
  const onShipment = new Set(lines.map((l) => l.productId));

  for (const item of items) {
    if (!onShipment.has(item.productId)) {
      unmatched.push(item);
      continue;
    }
    const bundles = bundleLines.filter((b) => b.productId === item.productId);
    const problem = bundles.length > 0 ? fillBundles(bundles, lines, item, remaining, fills) : fillProduct(lines, item, remaining, fills);
    if (problem) return problem;
  }
  return { ok: true, fills, unmatched };
}

function fillProduct(lines: FillLine[], item: ResolvedItem, remaining: Map<number, number>, fills: Fill[]): FillResult | null {
  const candidates = [
    ...lines.filter((l) => !l.isBundle && l.parentLineId === null && l.productId === item.productId),
    ...lines.filter((l) => l.parentLineId !== null && l.productId === item.productId),
  ];
  let left = item.quantity;
  for (const line of candidates) {
    if (left === 0) break;
    const take = Math.min(left, remaining.get(line.id)!);
    if (take <= 0) continue;
    remaining.set(line.id, remaining.get(line.id)! - take);
    fills.push({
      packageIndex: item.packageIndex,
      lineId: line.id,
      productId: item.productId,
      lotId: item.lotId,
      quantity: take,
      pointer: item.pointer,
      wholeBundle: false,
    });
    left -= take;
  }
  if (left > 0) return exceeded(item);
  return null;
}

function fillBundles(bundles: FillLine[], lines: FillLine[], item: ResolvedItem, remaining: Map<number, number>, fills: Fill[]): FillResult | null {
  if (!isWholeBundles(item.quantity)) {
    return { ok: false, code: 'quantity_exceeds_ordered', pointer: `${item.pointer}/quantity`, message: 'a bundle ships in whole units' };
  }
  let left = bundleCount(item.quantity);
  for (const bundle of bundles) {
    const sublines = lines.filter((l) => l.parentLineId === bundle.id);
    // Whole bundles still shippable on this line: limited by every component's remainder.
    const room = Math.min(...sublines.map((s) => wholeBundles(remaining.get(s.id)!, s.perBundle)));
    const take = Math.min(left, room);
    if (take <= 0) continue;
    for (const sub of sublines) {
      const quantity = take * sub.perBundle;
      remaining.set(sub.id, remaining.get(sub.id)! - quantity);
      // A lot names a batch of one product; the components of a bundle shipped whole carry none.
      fills.push({ packageIndex: item.packageIndex, lineId: sub.id, productId: sub.productId, lotId: 0, quantity, pointer: item.pointer, wholeBundle: true });
    }
    left -= take;
  }
  if (left > 0) return exceeded(item);
  return null;
}

function exceeded(item: ResolvedItem): FillResult {
  return {
    ok: false,
    code: 'quantity_exceeds_ordered',
    pointer: `${item.pointer}/quantity`,
    message: 'more than what remains to ship of this product on the shipment',
  };
}
