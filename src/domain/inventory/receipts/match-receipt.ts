import type { Db } from '../../../db/connect.ts';
import type { ErrorCode, ErrorDetail } from '../../../errors.ts';
import type { ProductRef } from '../../catalog/resolve-product-codes.ts';
import { fromStored, toStored } from '../../shared/quantity.ts';
import type { LedgerLocation } from '../ledger.ts';
import type { LotBook } from '../lot-book.ts';

export type Condition = 'good' | 'damaged';

export type ReceiveLineInput = {
  id?: number;
  product_code?: string;
  quantity: number;
  condition?: Condition;
  location?: string;
  lot?: { number: string; expiry_date?: string };
};

/**
 * A line of the record being received (a customer return shipment, a supplier shipment), as a receipt
 * judges it: what it expects and what it received so far, in stored thousandths.
 */
export type ExpectedLine = {
  id: number;
  product_id: number;
  product_code: string;
  quantity: number;
  received_quantity: number;
  /** 1 when the product needs a lot (checked when the rules ask for lots). */
  lot_tracked?: number;
  /** The lot the record announces for the line: a receive line without one receives into it. */
  lot?: { number: string; expiry_date: string | null } | null;
};

/**
 * How a kind of record takes receipts: its name in messages, the code for a product it does not hold,
 * and whether it takes more than a line expects (a supplier shipment records the surplus; a customer
 * return shipment refuses it with `quantity_exceeds_expected`).
 */
export type ReceivingRules = { record: string; notOnRecord: ErrorCode; surplus: boolean; lotsRequired: boolean };

export type PlaceRow = LedgerLocation & { code: string; kind: string; parent_id: number | null; archived_at: string | null };

/** Part of a receive line that lands on one expected line, at one place, in one lot. */
export type Fill = {
  lineId: number;
  productId: number;
  productCode: string;
  quantity: number;
  condition: Condition;
  place: PlaceRow;
  /** 0 without a lot; negative for a lot the lot book creates once the receipt is claimed. */
  lotId: number;
  lotNumber: string | null;
  /** The receive line it comes from, so results follow the request's order. */
  index: number;
};

/** What matching needs besides the record: the warehouse's locations, the products named by code, the lots. */
export type ReceiptLookups = { places: PlaceRow[]; products: Map<string, ProductRef>; lots: Pick<LotBook, 'idOf'> };

/**
 * Matches the receive lines to the expected lines (docs/3pl-api.md sections 13 and 14): a line by `id`
 * takes from that line; then a line by `product_code` (or GTIN) fills that product's lines in line order.
 * Several receive lines may share one expected line (some good, some damaged). Quantities may not exceed
 * what a line still expects, unless the rules take a surplus: then what is above lands on the last line
 * of the product. Good units go to the named location or primary storage; damaged units to lost and
 * found (or a bin under it). Unknown lots get a provisional id from the lot book. Every problem is
 * collected with its pointer.
 */
export function matchReceipt<L extends ExpectedLine>(
  crsLines: L[],
  input: ReceiveLineInput[],
  pointer: string,
  { places, products, lots }: ReceiptLookups,
  rules: ReceivingRules,
  errors: ErrorDetail[],
): Fill[] {
  const left = new Map(crsLines.map((l) => [l.id, l.quantity - l.received_quantity]));
  const fills: Fill[] = [];
  const found: ErrorDetail[] = [];
  // Lines named by id go first: they are exact, and product-code lines then fill what is left.
  const order = input
    .map((line, index) => ({ line, index }))
    .sort((a, b) => Number(a.line.id === undefined) - Number(b.line.id === undefined) || a.index - b.index);
  for (const { line, index } of order) {
    const at = `${pointer}/lines/${index}`;
    const quantity = toStored(line.quantity);
    if (quantity === null || quantity <= 0) {
      found.push({ code: 'invalid_quantity', message: 'quantity must be positive with at most three decimals', pointer: `${at}/quantity` });
      continue;
    }
    const condition = line.condition ?? 'good';
    const place = placeFor(places, condition, line.location, at, found);
    const targets = targetLines(crsLines, line, products, rules, at, found);
    if (!targets) continue;
    const available = targets.reduce((sum, t) => sum + left.get(t.id)!, 0);
    if (quantity > available && !rules.surplus) {
      found.push({
        code: 'quantity_exceeds_expected',
        message: `only ${fromStored(available)} still expected of ${targets[0].product_code} on this ${rules.record}`,
        pointer: `${at}/quantity`,
      });
      continue;
    }
    // Taken even when the place is wrong, so that later lines are judged against what is really left.
    const takes = spread(targets, left, quantity);
    const lot = line.lot ?? targets[0].lot ?? null;
    if (!lot && rules.lotsRequired && targets[0].lot_tracked === 1) {
      found.push({ code: 'lot_required', message: `${targets[0].product_code} is lot-tracked: name its lot`, pointer: `${at}/lot` });
      continue;
    }
    if (!place) continue;
    const lotId = lot ? lots.idOf(targets[0].product_id, lot.number, lot.expiry_date ?? null) : 0;
    for (const [target, take] of takes) {
      fills.push({
        lineId: target.id,
        productId: target.product_id,
        productCode: target.product_code,
        quantity: take,
        condition,
        place,
        lotId,
        lotNumber: lot?.number ?? null,
        index,
      });
    }
  }
  // Problems in the order of the request's lines, whichever pass found them.
  const lineOf = (e: ErrorDetail) => Number(/\/lines\/(\d+)/.exec(e.pointer ?? '')?.[1] ?? 0);
  errors.push(...found.sort((a, b) => lineOf(a) - lineOf(b)));
  return fills.sort((a, b) => a.index - b.index);
}

/**
 * Takes `quantity` from the target lines in order, as far as each still expects, and what is above all
 * of them (a surplus, when the rules take one) from the last; updates `left`, which goes below zero by
 * the surplus.
 */
function spread<L extends ExpectedLine>(targets: [L, ...L[]], left: Map<number, number>, quantity: number): [L, number][] {
  const takes: [L, number][] = [];
  let rest = quantity;
  for (const target of targets) {
    const take = Math.min(rest, Math.max(0, left.get(target.id)!));
    if (take <= 0) continue;
    left.set(target.id, left.get(target.id)! - take);
    takes.push([target, take]);
    rest -= take;
    if (rest === 0) break;
  }
  if (rest > 0) {
    const last = targets[targets.length - 1]!;
    left.set(last.id, left.get(last.id)! - rest);
    const taken = takes.find(([t]) => t.id === last.id);
    if (taken) taken[1] += rest;
    else takes.push([last, rest]);
  }
  return takes;
}

/** The expected lines a receive line may fill, or null after recording why there are none. */
function targetLines<L extends ExpectedLine>(
  crsLines: L[],
  line: ReceiveLineInput,
  products: Map<string, { id: number }>,
  rules: ReceivingRules,
  at: string,
  errors: ErrorDetail[],
): [L, ...L[]] | null {
  const product = line.product_code === undefined ? undefined : products.get(line.product_code);
  if (line.id !== undefined) {
    const target = crsLines.find((l) => l.id === line.id);
    if (!target) {
      errors.push({ code: 'not_found', message: `line ${line.id} is not a line of this ${rules.record}`, pointer: `${at}/id` });
      return null;
    }
    if (line.product_code !== undefined && product?.id !== target.product_id) {
      errors.push({
        code: rules.notOnRecord,
        message: `line ${line.id} is for ${target.product_code}, not "${line.product_code}"`,
        pointer: `${at}/product_code`,
      });
      return null;
    }
    return [target];
  }
  const [target, ...others] = product ? crsLines.filter((l) => l.product_id === product.id) : [];
  if (!target) {
    errors.push({
      code: rules.notOnRecord,
      message: `"${line.product_code}" is not a product of this ${rules.record}`,
      pointer: `${at}/product_code`,
    });
    return null;
  }
  return [target, ...others];
}

/** Every location of the warehouses (a few per warehouse), by warehouse, to check named locations without more queries. */
export async function placesOf(trx: Db, warehouseIds: number[]): Promise<Map<number, PlaceRow[]>> {
  const places = new Map<number, PlaceRow[]>(warehouseIds.map((id) => [id, []]));
  if (warehouseIds.length === 0) return places;
  const rows = await trx
    .selectFrom('locations')
    .select(['id', 'warehouse_id', 'in_storage_tree', 'code', 'kind', 'parent_id', 'archived_at'])
    .where('warehouse_id', 'in', [...new Set(warehouseIds)])
    .execute();
  for (const row of rows) places.get(row.warehouse_id!)!.push(row);
  return places;
}

/** The lots a receipt names, as (product, number) pairs for the lot book: a line's product is its expected line's. */
export function lotsNamed(crsLines: ExpectedLine[], input: ReceiveLineInput[], products: Map<string, ProductRef>): { productId: number; number: string }[] {
  return input.flatMap((line) => {
    const target = line.id !== undefined ? crsLines.find((l) => l.id === line.id) : undefined;
    const productId = target?.product_id ?? products.get(line.product_code ?? '')?.id;
    const lot = line.lot ?? (target ?? crsLines.find((l) => l.product_id === productId))?.lot;
    return productId === undefined || !lot ? [] : [{ productId, number: lot.number }];
  });
}

/** Whether a place is lost and found or lies under it, among its warehouse's places. */
export function inLostAndFound(places: PlaceRow[], place: PlaceRow): boolean {
  for (let at: PlaceRow | undefined = place, depth = 0; at && depth < 32; depth++) {
    if (at.kind === 'lost_and_found') return true;
    at = at.parent_id === null ? undefined : places.find((p) => p.id === at!.parent_id);
  }
  return false;
}

/**
 * Where units of a condition go: good to the named location of the warehouse (default primary
 * storage); damaged to lost and found, or to a named location inside the lost-and-found tree.
 */
function placeFor(places: PlaceRow[], condition: Condition, code: string | undefined, at: string, errors: ErrorDetail[]): PlaceRow | null {
  const fallback = condition === 'good' ? 'storage' : 'lost_and_found';
  const place = places.find((p) => p.code === (code ?? fallback));
  if (!place) {
    errors.push({ code: 'unknown_location', message: `no location "${code}" in this warehouse`, pointer: `${at}/location` });
    return null;
  }
  if (place.archived_at !== null) {
    errors.push({ code: 'unknown_location', message: `location "${code}" is archived`, pointer: `${at}/location` });
    return null;
  }
  if (condition === 'damaged' && !inLostAndFound(places, place)) {
    errors.push({ code: 'unknown_location', message: `damaged units go to lost_and_found or a location under it, not "${code}"`, pointer: `${at}/location` });
    return null;
  }
  return place;
}
