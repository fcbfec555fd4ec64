import type { Db } from '../../db/connect.ts';
import type { Location } from '../../db/schema.ts';
import { resolveProductCodes, type ProductRef } from '../catalog/resolve-product-codes.ts';
import { refusal, type AppError, type ErrorDetail, type Verdict } from '../../errors.ts';
import { ADJUSTMENT_REASONS } from '../../wire/events.ts';
import type { AdjustmentElementResult, WarehouseAdjustment } from '../../wire/inventory.ts';
import type { WarehouseRef } from '../../wire/references.ts';
import type { Principal } from '../partners/api-keys.repo.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import { nowIso } from '../shared/time.ts';
import { virtualLocation } from '../warehouses/warehouses.repo.ts';
import type { AdjustmentResult } from './adjust.ts';
import { belowZero } from './adjust.ts';
import {
  adjustmentMove,
  claimAdjustments,
  insertAdjustments,
  recordAdjustmentLevels,
  replayKey,
  type AdjustmentLevels,
  type AdjustmentRow,
} from './adjustment-rows.ts';
import type { AdjustedNames, AdjustmentReport } from './inventory-events.ts';
import { applyToBalances, levelKey, recordMoves } from './ledger.ts';
import { insertLots } from './lots.ts';

/** One element of a batch as the route hands it: the adjustment, and where it stands in the body. */
export type AdjustmentElement = { input: WarehouseAdjustment; pointer: string };

/** An adjustment applied, with what its announcement names (inventory.adjusted, and the sellable figures). */
export type AppliedAdjustment = { applied: AdjustmentResult; names: AdjustedNames; report: AdjustmentReport };

/** What a batch of a warehouse's adjustments did: each element's verdict, in order, and the adjustments applied. */
export type WarehouseAdjustmentsOutcome = { verdicts: Verdict<AdjustmentElementResult>[]; applied: AppliedAdjustment[] };

type KeyWarehouse = { id: number; code: string; name: string };

/** An element whose warehouse, location, product and lot are known: what the claim and the stock move take. */
type Resolved = {
  index: number;
  element: AdjustmentElement;
  warehouse: KeyWarehouse;
  location: Location;
  product: ProductRef;
  lotId: number;
  row: AdjustmentRow;
};

/**
 * POST /inventory/adjustments.json (docs/3pl-api.md section 15), set-based: a batch's elements are checked
 * and resolved together (the key's warehouses, the locations, the products and the lots in a query each;
 * a lot not known yet is created as named when stock comes in), their references claimed in one insert (a
 * reference applied before answers its stored result, replayed), the levels they change locked and read
 * in one upsert, each judged in order against the level the elements before it left (an adjustment
 * cannot take a level below zero), and those accepted moved in one ledger insert and one balance update.
 * Every refusal is its element's error with its pointer, and leaves nothing of that element.
 */
export async function applyWarehouseAdjustments(trx: Db, principal: Principal, elements: AdjustmentElement[]): Promise<WarehouseAdjustmentsOutcome> {
  const verdicts = new Map<number, Verdict<AdjustmentElementResult>>();
  const refuse = (index: number, errors: ErrorDetail[]) => verdicts.set(index, { ok: false, errors });
  const resolved = unrepeated(await resolveAdjustments(trx, principal, elements, refuse), refuse);
  const now = nowIso();
  const { fresh, replayed } = await claimReferences(trx, resolved, now);
  for (const [index, answer] of replayed) verdicts.set(index, { ok: true, result: answer });
  const { levels, created } = await lockLevels(trx, fresh);
  const { accepted, refused } = judgeLevels(fresh, levels);
  for (const { item, error } of refused) refuse(item.index, error.errors);
  await releaseClaims(
    trx,
    refused.flatMap(({ item }) => (item.claimId === null ? [] : [item.claimId])),
  );
  await dropUnusedLevels(trx, created, accepted);
  const applied = await moveStock(trx, accepted, now);
  for (const { item, result } of applied) verdicts.set(item.index, { ok: true, result: answerOf(item, result.applied) });
  return {
    verdicts: elements.map((_, index) => verdicts.get(index)!),
    applied: applied.map(({ result }) => result),
  };
}

/** The warehouses of an adjustment's key, each element's own resolved; the others refused with their pointers. */
async function resolveAdjustments(
  trx: Db,
  principal: Principal,
  elements: AdjustmentElement[],
  refuse: (index: number, errors: ErrorDetail[]) => void,
): Promise<Resolved[]> {
  const checked = elements.flatMap((element, index) => {
    const delta = checkedDelta(element.input, element.pointer);
    if (typeof delta !== 'number') {
      refuse(index, delta.errors);
      return [];
    }
    return [{ index, element, delta }];
  });
  const warehouses = await keyWarehouses(trx, principal);
  const placed = checked.flatMap((c) => {
    const warehouse = pickWarehouse(warehouses, c.element.input.warehouse, c.element.pointer);
    if ('errors' in warehouse) {
      refuse(c.index, warehouse.errors);
      return [];
    }
    return [{ ...c, warehouse }];
  });
  const [locations, products] = await Promise.all([locationsNamed(trx, placed), productsNamed(trx, placed)]);
  const stocked = placed.flatMap((p) => {
    const location = locations.get(locationKey(p.warehouse.id, p.element.input.location ?? 'storage'));
    const problem = locationProblem(location, p.element) ?? productProblem(products.get(p.element.input.product_code), p.element);
    if (problem) {
      refuse(p.index, problem.errors);
      return [];
    }
    return [{ ...p, location: location!, product: products.get(p.element.input.product_code)! }];
  });
  const lots = await lotsNamed(trx, stocked);
  return stocked.flatMap((s): Resolved[] => {
    const lotId = lotOf(lots, s.product, s.element, s.index, s.delta);
    if (typeof lotId !== 'number') {
      refuse(s.index, lotId.errors);
      return [];
    }
    const { input } = s.element;
    const row: AdjustmentRow = {
      warehouseId: s.warehouse.id,
      locationId: s.location.id,
      productId: s.product.id,
      lotId,
      delta: s.delta,
      reason: input.reason,
      reference: input.reference ?? null,
      occurredAt: input.occurred_at === undefined ? null : new Date(input.occurred_at).toISOString(),
      snapshotId: null,
    };
    return [{ index: s.index, element: s.element, warehouse: s.warehouse, location: s.location, product: s.product, lotId, row }];
  });
}

function checkedDelta(input: WarehouseAdjustment, pointer: string): number | AppError {
  if (!(ADJUSTMENT_REASONS as readonly string[]).includes(input.reason)) {
    const message = `reason ${JSON.stringify(input.reason)} is not one of ${ADJUSTMENT_REASONS.join(', ')}`;
    return refusal('invalid_reason', message, `${pointer}/reason`);
  }
  const delta = toStored(input.quantity);
  if (delta === null) return refusal('invalid_quantity', 'quantity has more than three decimals', `${pointer}/quantity`);
  if (delta === 0) return refusal('invalid_quantity', 'quantity is a change and cannot be zero', `${pointer}/quantity`);
  return delta;
}

/** The warehouses a key runs, in id order (every warehouse for a key bound to none). */
async function keyWarehouses(trx: Db, principal: Principal): Promise<KeyWarehouse[]> {
  let query = trx.selectFrom('warehouses').select(['id', 'code', 'name']).orderBy('id');
  if (principal.warehouseIds !== null) query = query.where('id', 'in', principal.warehouseIds.length > 0 ? principal.warehouseIds : [0]);
  return query.execute();
}

/**
 * The warehouse an element names among the key's (a record of another warehouse answers as if it did not
 * exist), or the key's only one when it names none.
 */
function pickWarehouse(warehouses: KeyWarehouse[], code: string | undefined, pointer: string): KeyWarehouse | AppError {
  if (code !== undefined) {
    const found = warehouses.find((w) => w.code === code);
    return found ?? refusal('unknown_warehouse', `warehouse ${JSON.stringify(code)} is not one of this key's warehouses`, `${pointer}/warehouse`);
  }
  if (warehouses.length === 1) return warehouses[0]!;
  const message = warehouses.length === 0 ? 'this key runs no warehouse' : 'this key runs several warehouses: name one by its code';
  return refusal('unknown_warehouse', message, `${pointer}/warehouse`);
}

/** The warehouse a request names among the key's, or its only one; a refusal is the request's (snapshot.json). */
export async function keyWarehouse(trx: Db, principal: Principal, code: string | undefined, pointer: string): Promise<KeyWarehouse> {
  const warehouse = pickWarehouse(await keyWarehouses(trx, principal), code, pointer);
  if ('errors' in warehouse) throw warehouse;
  return warehouse;
}

const locationKey = (warehouseId: number, code: string) => `${warehouseId}:${code}`;

async function locationsNamed(trx: Db, placed: { warehouse: KeyWarehouse; element: AdjustmentElement }[]): Promise<Map<string, Location>> {
  if (placed.length === 0) return new Map();
  const rows = await trx
    .selectFrom('locations')
    .selectAll()
    .where('warehouse_id', 'in', [...new Set(placed.map((p) => p.warehouse.id))])
    .where('code', 'in', [...new Set(placed.map((p) => p.element.input.location ?? 'storage'))])
    .execute();
  return new Map(rows.map((l) => [locationKey(l.warehouse_id!, l.code), l]));
}

function locationProblem(location: Location | undefined, { input, pointer }: AdjustmentElement): AppError | null {
  if (location && location.archived_at === null) return null;
  const state = location ? 'is archived' : 'does not exist in this warehouse';
  return refusal('unknown_location', `location ${JSON.stringify(input.location ?? 'storage')} ${state}`, `${pointer}/location`);
}

/** The products the elements name, by code as sent: a product code, or a GTIN (resolveProductCodes). */
async function productsNamed(trx: Db, placed: { element: AdjustmentElement }[]): Promise<Map<string, ProductRef>> {
  return resolveProductCodes(
    trx,
    placed.map((p) => p.element.input.product_code),
  );
}

function productProblem(product: ProductRef | undefined, { input, pointer }: AdjustmentElement): AppError | null {
  const code = input.product_code;
  if (!product) return refusal('unknown_product', `product ${JSON.stringify(code)} does not exist`, `${pointer}/product_code`);
  if (product.isBundle) {
    return refusal('product_not_stocked', `"${code}" is a bundle; bundles have no stock of their own, adjust their components`, `${pointer}/product_code`);
  }
  if (input.lot && !product.lotTracked) return refusal('lot_not_tracked', `product "${code}" is not lot-tracked`, `${pointer}/lot`);
  return null;
}

const lotKey = (productId: number, number: string) => `${productId}:${number}`;

/** The lots of a batch by product and number: their ids, and the element that creates each one not known before it. */
type NamedLots = { ids: Map<string, number>; createdBy: Map<string, number> };

/**
 * The lots the elements name, by product and number: those not known yet that stock comes into are
 * created first, as named with their expiry date (the first element bringing stock into a new lot gives its
 * date), in key order.
 */
async function lotsNamed(trx: Db, stocked: { index: number; product: ProductRef; element: AdjustmentElement; delta: number }[]): Promise<NamedLots> {
  const named = stocked.flatMap((s) => (s.element.input.lot ? [{ ...s, lot: s.element.input.lot }] : []));
  if (named.length === 0) return { ids: new Map(), createdBy: new Map() };
  const find = async () => {
    const rows = await trx
      .selectFrom('lots')
      .select(['id', 'product_id', 'number'])
      .where('product_id', 'in', [...new Set(named.map((n) => n.product.id))])
      .where('number', 'in', [...new Set(named.map((n) => n.lot.number))])
      .execute();
    return new Map(rows.map((r) => [lotKey(r.product_id, r.number), r.id]));
  };
  const known = await find();
  const created = new Map<string, { index: number; productId: number; number: string; expiryDate: string | null }>();
  for (const n of named) {
    const key = lotKey(n.product.id, n.lot.number);
    if (n.delta > 0 && !known.has(key) && !created.has(key)) {
      created.set(key, { index: n.index, productId: n.product.id, number: n.lot.number, expiryDate: n.lot.expiry_date ?? null });
    }
  }
  const createdBy = new Map([...created].map(([key, lot]) => [key, lot.index]));
  if (created.size === 0) return { ids: known, createdBy };
  await insertLots(
    trx,
    [...created.values()].sort((a, b) => a.productId - b.productId || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0)),
  );
  return { ids: await find(), createdBy };
}

/**
 * The element's lot id (0 without one), or its refusal: a lot that stock leaves must exist before it,
 * known before the request or brought in by an earlier element of it.
 */
function lotOf(lots: NamedLots, product: ProductRef, { input, pointer }: AdjustmentElement, index: number, delta: number): number | AppError {
  if (!input.lot) return 0;
  const key = lotKey(product.id, input.lot.number);
  const id = lots.ids.get(key);
  const creator = lots.createdBy.get(key);
  if (id !== undefined && (creator === undefined || creator <= index)) return id;
  const problem = delta < 0 ? `product "${product.code}" has no lot "${input.lot.number}"` : `lot "${input.lot.number}" could not be created`;
  return refusal('unknown_lot', problem, `${pointer}/lot/number`);
}

/**
 * Elements that name the same adjustment as an earlier one once resolved (a warehouse named by one and
 * left to the key by the other, or a location named as the key's default): only the first runs, as
 * the batch runner does with what it can tell before resolving.
 */
function unrepeated(resolved: Resolved[], refuse: (index: number, errors: ErrorDetail[]) => void): Resolved[] {
  const first = new Map<string, Resolved>();
  return resolved.filter((r) => {
    if (r.row.reference === null) return true;
    const key = replayKey(r.row.reference, r.row.locationId, r.row.productId, r.row.lotId);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, r);
      return true;
    }
    const message = `the adjustment ${JSON.stringify(r.row.reference)} of "${r.product.code}" is named again in this batch; only its first element (${earlier.element.pointer}) runs`;
    refuse(r.index, [{ code: 'duplicate_element', message, pointer: `${r.element.pointer}/reference` }]);
    return false;
  });
}

/** A resolved element that will move stock unless the level refuses it, with its claimed row (null without a reference). */
type Fresh = Resolved & { claimId: number | null };

/**
 * Claims the references of the elements that carry one (claimAdjustments): those claimed move stock;
 * those claimed before answer the stored result of their first application, replayed.
 */
async function claimReferences(trx: Db, resolved: Resolved[], now: string): Promise<{ fresh: Fresh[]; replayed: Map<number, AdjustmentElementResult> }> {
  const referenced = resolved.filter((r) => r.row.reference !== null);
  const claimed =
    referenced.length === 0
      ? new Map<string, number>()
      : await claimAdjustments(
          trx,
          referenced.map((r) => r.row),
          now,
        );
  const fresh: Fresh[] = [];
  const earlier: Resolved[] = [];
  for (const r of resolved) {
    if (r.row.reference === null) fresh.push({ ...r, claimId: null });
    else {
      const id = claimed.get(replayKey(r.row.reference, r.row.locationId, r.row.productId, r.row.lotId));
      if (id === undefined) earlier.push(r);
      else fresh.push({ ...r, claimId: id });
    }
  }
  return { fresh, replayed: await storedAnswers(trx, earlier) };
}

/** The answers adjustments gave when they were applied, from their stored rows, by element index. */
async function storedAnswers(trx: Db, earlier: Resolved[]): Promise<Map<number, AdjustmentElementResult>> {
  if (earlier.length === 0) return new Map();
  const rows = await trx
    .selectFrom('inventory_adjustments as a')
    .leftJoin('lots', 'lots.id', 'a.lot_id')
    .select(['a.reference', 'a.location_id', 'a.product_id', 'a.lot_id', 'lots.number as lot', 'a.quantity', 'a.reason', 'a.previous_on_hand', 'a.on_hand'])
    .where('a.reference', 'in', [...new Set(earlier.map((r) => r.row.reference!))])
    .where('a.product_id', 'in', [...new Set(earlier.map((r) => r.row.productId))])
    .execute();
  const byKey = new Map(rows.map((row) => [replayKey(row.reference, row.location_id, row.product_id, row.lot_id), row]));
  const answers = new Map<number, AdjustmentElementResult>();
  for (const r of earlier) {
    const row = byKey.get(replayKey(r.row.reference, r.row.locationId, r.row.productId, r.row.lotId));
    if (!row) throw new Error(`the adjustment ${r.row.reference} was claimed but its row is not there`);
    answers.set(r.index, {
      product_code: r.product.code,
      warehouse: r.warehouse.code,
      location: r.location.code,
      lot: row.lot ?? null,
      quantity: fromStored(Number(row.quantity)),
      reason: row.reason,
      reference: row.reference,
      previous_on_hand: fromStored(Number(row.previous_on_hand)),
      on_hand: fromStored(Number(row.on_hand)),
      errors: null,
      replayed: true,
    });
  }
  return answers;
}

/** The stock levels of a batch as locked: each level's quantity by levelKey, and the keys of those the lock created. */
type LockedLevels = { levels: Map<string, number>; created: Set<string> };

/**
 * Takes the row locks of the stock levels the elements change, creating missing levels at zero, in one
 * upsert in key order, and answers each level as it stands (the value that will commit: the lock is this
 * transaction's until it ends). Concurrent adjustments of the same level queue here, so a level judged
 * cannot change before the move; the balance update later touches only rows locked already, and then
 * the positions, as every writer does (see applyToBalances). The levels that did not exist before are
 * named, so that those no accepted element moves can be taken away again (dropUnusedLevels).
 */
async function lockLevels(trx: Db, fresh: Fresh[]): Promise<LockedLevels> {
  if (fresh.length === 0) return { levels: new Map(), created: new Set() };
  const keys = new Map(fresh.map((f) => [levelKey(f.row.locationId, f.row.productId, f.row.lotId), f.row]));
  const existing = await trx
    .selectFrom('stock_levels')
    .select(['location_id', 'product_id', 'lot_id'])
    .where('location_id', 'in', [...new Set([...keys.values()].map((r) => r.locationId))])
    .where('product_id', 'in', [...new Set([...keys.values()].map((r) => r.productId))])
    .execute();
  const before = new Set(existing.map((l) => levelKey(l.location_id, l.product_id, l.lot_id)));
  const rows = [...keys.values()]
    .map((r) => ({ location_id: r.locationId, product_id: r.productId, lot_id: r.lotId, quantity: 0 }))
    .sort((a, b) => a.location_id - b.location_id || a.product_id - b.product_id || a.lot_id - b.lot_id);
  const locked = await trx
    .insertInto('stock_levels')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['location_id', 'product_id', 'lot_id']).doUpdateSet((eb) => ({ quantity: eb('stock_levels.quantity', '+', eb.ref('excluded.quantity')) })),
    )
    .returning(['location_id', 'product_id', 'lot_id', 'quantity'])
    .execute();
  return {
    levels: new Map(locked.map((l) => [levelKey(l.location_id, l.product_id, l.lot_id), Number(l.quantity)])),
    created: new Set([...keys.keys()].filter((key) => !before.has(key))),
  };
}

/**
 * Takes away the levels the lock created at zero that no accepted element moves (those of refused
 * elements only): a refused element leaves nothing, not even an empty level that would list the product
 * among the warehouse's stock. A level is taken only while it is still at zero.
 */
async function dropUnusedLevels(trx: Db, created: Set<string>, accepted: Judged[]): Promise<void> {
  const moved = new Set(accepted.map(({ item }) => levelKey(item.row.locationId, item.row.productId, item.row.lotId)));
  for (const key of [...created].filter((k) => !moved.has(k))) {
    const [locationId, productId, lotId] = key.split(':').map(Number) as [number, number, number];
    await trx
      .deleteFrom('stock_levels')
      .where('location_id', '=', locationId)
      .where('product_id', '=', productId)
      .where('lot_id', '=', lotId)
      .where('quantity', '=', 0)
      .execute();
  }
}

type Judged = { item: Fresh; levels: AdjustmentLevels };

/**
 * Each element in request order (as resolved and claimed, `fresh` keeps it) against the level the elements before it left: one that would take a level
 * below zero is refused (operators and warehouses correct counts; they do not invent negative stock),
 * the others are accepted with the level before and after them.
 */
function judgeLevels(fresh: Fresh[], locked: Map<string, number>): { accepted: Judged[]; refused: { item: Fresh; error: AppError }[] } {
  const running = new Map(locked);
  const accepted: Judged[] = [];
  const refused: { item: Fresh; error: AppError }[] = [];
  for (const item of fresh) {
    const key = levelKey(item.row.locationId, item.row.productId, item.row.lotId);
    const previous = running.get(key) ?? 0;
    const onHand = previous + item.row.delta;
    if (item.row.delta < 0 && onHand < 0) {
      const pointer = item.element.pointer;
      refused.push({
        item,
        error: belowZero(item.location, item.product, item.lotId, previous, (p, message) => refusal('stock_below_zero', message, `${pointer}${p}`)),
      });
      continue;
    }
    running.set(key, onHand);
    accepted.push({ item, levels: { previous, onHand } });
  }
  return { accepted, refused };
}

/** Gives back the claims of refused elements: their references were not applied and may come again. */
async function releaseClaims(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('inventory_adjustments').where('id', 'in', ids).execute();
}

/**
 * Moves the stock of the accepted adjustments: one ledger entry each, one balance update for them all,
 * then the levels before and after written to the claimed rows and the rows of those without a reference.
 */
async function moveStock(trx: Db, accepted: Judged[], now: string): Promise<{ item: Fresh; result: AppliedAdjustment }[]> {
  if (accepted.length === 0) return [];
  const virtual = await virtualLocation(trx, 'adjustment');
  const moves = accepted.map(({ item }) => adjustmentMove(virtual, item.location, item.row, noteOf(item.element.input)));
  const moveIds = await recordMoves(trx, moves);
  await applyToBalances(trx, moves, []);
  await recordAdjustmentLevels(
    trx,
    accepted.flatMap(({ item, levels }) => (item.claimId === null ? [] : [{ id: item.claimId, levels }])),
  );
  await insertAdjustments(
    trx,
    accepted.filter(({ item }) => item.claimId === null).map(({ item, levels }) => ({ row: item.row, levels })),
    now,
  );
  return accepted.map(({ item, levels }, i) => ({ item, result: appliedOf(item, levels, moveIds[i]!) }));
}

/** What the ledger entry's `reference` keeps: the warehouse's reason, and its reference when it sent one. */
function noteOf(input: WarehouseAdjustment): string {
  return input.reference === undefined ? input.reason : `${input.reason} ${input.reference}`;
}

function appliedOf(item: Fresh, levels: AdjustmentLevels, moveId: number): AppliedAdjustment {
  const { row, location, product, warehouse, element } = item;
  const ref: WarehouseRef = { id: warehouse.id, code: warehouse.code, name: warehouse.name };
  return {
    applied: {
      moveId,
      warehouseId: warehouse.id,
      locationId: location.id,
      productId: product.id,
      lotId: row.lotId,
      quantity: row.delta,
      previousLevel: levels.previous,
      level: levels.onHand,
      sellable: location.in_storage_tree === 1,
    },
    names: { warehouse: ref, location: location.code, productCode: product.code, lot: element.input.lot?.number ?? null },
    report: { reason: row.reason, reference: row.reference, occurredAt: row.occurredAt, source: 'warehouse' },
  };
}

function answerOf({ element, warehouse, location, product, row }: Fresh, applied: AdjustmentResult): AdjustmentElementResult {
  return {
    product_code: product.code,
    warehouse: warehouse.code,
    location: location.code,
    lot: element.input.lot?.number ?? null,
    quantity: fromStored(row.delta),
    reason: row.reason,
    reference: row.reference,
    previous_on_hand: fromStored(applied.previousLevel),
    on_hand: fromStored(applied.level),
    errors: null,
  };
}
