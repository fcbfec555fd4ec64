import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import type { MoveCause } from '../../db/schema.ts';
import { first } from '../shared/invariants.ts';
import { nowIso } from '../shared/time.ts';

/** The parts of a location the ledger needs to keep levels and positions right. */
export type LedgerLocation = { id: number; warehouse_id: number | null; in_storage_tree: number };

export type Move = {
  productId: number;
  /** 0 when the product is not lot-tracked or no lot was named. */
  lotId: number;
  /** Stored thousandths, positive. */
  quantity: number;
  from: LedgerLocation;
  to: LedgerLocation;
  cause: MoveCause;
  shipmentId?: number | null;
  packageId?: number | null;
  crsId?: number | null;
  /** The supplier shipment a receipt's move brought in. */
  supplierShipmentId?: number | null;
  reference?: string | null;
  /** When the change happened, if not now: books as of a count take it by this time (see the snapshot comparison). */
  occurredAt?: string | null;
};

/**
 * Records a stock move and applies it to the per-location levels and the per-warehouse on-hand
 * positions with atomic `quantity = quantity + ?` updates, in the caller's transaction.
 * Levels may go negative: the warehouse's report is the physical truth (docs/3pl-api.md section 7, "Stock the books did not have").
 */
export async function moveStock(trx: Db, move: Move): Promise<number> {
  return first((await applyStockChanges(trx, [move], [])).moveIds, 'the id of the move just recorded');
}

async function addToLevel(trx: Db, locationId: number, productId: number, lotId: number, delta: number): Promise<void> {
  await trx
    .insertInto('stock_levels')
    .values({ location_id: locationId, product_id: productId, lot_id: lotId, quantity: delta })
    .onConflict((oc) =>
      oc.columns(['location_id', 'product_id', 'lot_id']).doUpdateSet((eb) => ({ quantity: eb('stock_levels.quantity', '+', eb.ref('excluded.quantity')) })),
    )
    .execute();
}

/** Adds to (or with a negative delta, frees) the quantity allocated to shipments at a warehouse. */
export async function addToAllocated(trx: Db, warehouseId: number, productId: number, delta: number): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('inventory_positions')
    .values({ warehouse_id: warehouseId, product_id: productId, on_hand: 0, allocated: delta, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['warehouse_id', 'product_id'])
        .doUpdateSet((eb) => ({ allocated: eb('inventory_positions.allocated', '+', eb.ref('excluded.allocated')), updated_at: now })),
    )
    .execute();
}

/**
 * Allocates `quantity` at a warehouse only if that much is available (on hand minus allocated), as one
 * conditional update, so two orders can never both take the last unit. Returns whether it allocated.
 */
export async function tryAllocate(trx: Db, warehouseId: number, productId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('inventory_positions')
    .set((eb) => ({ allocated: eb('allocated', '+', quantity), updated_at: nowIso() }))
    .where('warehouse_id', '=', warehouseId)
    .where('product_id', '=', productId)
    .where((eb) => eb(eb('on_hand', '-', eb.ref('allocated')), '>=', quantity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the row locks of the stock levels of one product and lot at the given locations, in location
 * id order, creating missing levels at zero. Callers that move stock in both directions between the
 * same places (adjustments in and out) call it before moveStock, so on PostgreSQL their transactions
 * queue on the first row instead of each holding one row and waiting for the other's (a deadlock).
 */
export async function lockLevels(trx: Db, productId: number, lotId: number, locationIds: number[]): Promise<void> {
  for (const locationId of [...new Set(locationIds)].sort((a, b) => a - b)) {
    await addToLevel(trx, locationId, productId, lotId, 0);
  }
}

/** A change of the quantity allocated to shipments of one product at a warehouse (stored thousandths). */
export type AllocationChange = { warehouseId: number; productId: number; delta: number };

/** A stock level and an inventory position as they stand after a change (stored thousandths). */
export type LevelFigure = { location_id: number; product_id: number; lot_id: number; quantity: number };
export type PositionFigure = { warehouse_id: number; product_id: number; on_hand: number; allocated: number };

/**
 * Records many moves and allocation changes at once (a batch of confirmations' worth): the moves, then
 * the balances; see recordMoves and applyToBalances. Answers the move ids and the balances it changed.
 */
async function applyStockChanges(
  trx: Db,
  moves: Move[],
  allocations: AllocationChange[],
): Promise<{ moveIds: number[]; levels: LevelFigure[]; positions: PositionFigure[] }> {
  const moveIds = await recordMoves(trx, moves);
  return { moveIds, ...(await applyToBalances(trx, moves, allocations)) };
}

/** Writes moves to the ledger (stock_moves); their balances are applyToBalances' job, in the same transaction. */
export async function recordMoves(trx: Db, moves: Move[]): Promise<number[]> {
  return insertMoves(trx, moves, nowIso());
}

/**
 * Applies moves and allocation changes to the per-location levels and the per-warehouse positions: one
 * upsert for the levels and one for the positions (on hand and allocated together), each with the
 * deltas summed per key, answering the rows as they stand after it. Keys are written in a fixed order,
 * levels before positions, so that concurrent transactions on PostgreSQL lock shared rows in the same
 * order and never deadlock. These rows are the hottest of the database: callers apply them as late in
 * their transaction as they can, so the row locks are held for as short a time as possible.
 */
export async function applyToBalances(
  trx: Db,
  moves: Move[],
  allocations: AllocationChange[],
): Promise<{ levels: LevelFigure[]; positions: PositionFigure[] }> {
  const now = nowIso();
  const { levels, positions } = balanceChanges(moves, allocations);
  const byKey =
    <T extends Record<string, number | string>>(cols: (keyof T)[]) =>
    (a: T, b: T) => {
      for (const c of cols) if (a[c] !== b[c]) return Number(a[c]) - Number(b[c]);
      return 0;
    };
  const levelRows = [...levels.values()].sort(byKey(['location_id', 'product_id', 'lot_id']));
  const levelsAfter =
    levelRows.length === 0
      ? []
      : await trx
          .insertInto('stock_levels')
          .values(levelRows)
          .onConflict((oc) =>
            oc
              .columns(['location_id', 'product_id', 'lot_id'])
              .doUpdateSet((eb) => ({ quantity: eb('stock_levels.quantity', '+', eb.ref('excluded.quantity')) })),
          )
          .returning(['location_id', 'product_id', 'lot_id', 'quantity'])
          .execute();
  const positionRows = [...positions.values()]
    .filter((p) => p.on_hand !== 0 || p.allocated !== 0)
    .map((p) => ({ ...p, updated_at: now }))
    .sort(byKey(['warehouse_id', 'product_id']));
  const positionsAfter =
    positionRows.length === 0
      ? []
      : await trx
          .insertInto('inventory_positions')
          .values(positionRows)
          .onConflict((oc) =>
            oc.columns(['warehouse_id', 'product_id']).doUpdateSet((eb) => ({
              on_hand: eb('inventory_positions.on_hand', '+', eb.ref('excluded.on_hand')),
              allocated: eb('inventory_positions.allocated', '+', eb.ref('excluded.allocated')),
              updated_at: now,
            })),
          )
          .returning(['warehouse_id', 'product_id', 'on_hand', 'allocated'])
          .execute();
  return {
    levels: levelsAfter.map((r) => ({ ...r, quantity: Number(r.quantity) })),
    positions: positionsAfter.map((r) => ({ ...r, on_hand: Number(r.on_hand), allocated: Number(r.allocated) })),
  };
}

export const levelKey = (locationId: number, productId: number, lotId: number) => `${locationId}:${productId}:${lotId}`;
export const positionKey = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`;

/**
 * What moves and allocation changes do to the balances, summed per key (levelKey, positionKey): a
 * move takes from one level and adds to another; virtual locations (customer, supplier, consumption,
 * adjustment) keep no levels, their balances mean nothing and every confirmation would otherwise
 * queue on the same customer rows; only levels in a storage tree count towards on hand.
 */
export function balanceChanges(moves: Move[], allocations: AllocationChange[]): { levels: Map<string, LevelFigure>; positions: Map<string, PositionFigure> } {
  const levels = new Map<string, LevelFigure>();
  const positions = new Map<string, PositionFigure>();
  const position = (warehouseId: number, productId: number) => {
    const key = positionKey(warehouseId, productId);
    let row = positions.get(key);
    if (!row) {
      row = { warehouse_id: warehouseId, product_id: productId, on_hand: 0, allocated: 0 };
      positions.set(key, row);
    }
    return row;
  };
  const addLevel = (location: LedgerLocation, productId: number, lotId: number, delta: number) => {
    if (location.warehouse_id === null) return;
    const key = levelKey(location.id, productId, lotId);
    let level = levels.get(key);
    if (!level) {
      level = { location_id: location.id, product_id: productId, lot_id: lotId, quantity: 0 };
      levels.set(key, level);
    }
    level.quantity += delta;
    if (location.in_storage_tree) position(location.warehouse_id, productId).on_hand += delta;
  };
  for (const move of moves) {
    addLevel(move.from, move.productId, move.lotId, -move.quantity);
    addLevel(move.to, move.productId, move.lotId, move.quantity);
  }
  for (const change of allocations) position(change.warehouseId, change.productId).allocated += change.delta;
  return { levels, positions };
}

/**
 * A position as it stood right after one change of a batch whose changes were applied together: the
 * figures after the batch minus what the later changes did (each as balanceChanges sums them).
 */
export function positionBefore(after: PositionFigure, later: Map<string, PositionFigure>[]): { onHand: number; allocated: number } {
  const key = positionKey(after.warehouse_id, after.product_id);
  let onHand = after.on_hand;
  let allocated = after.allocated;
  for (const change of later.map((positions) => positions.get(key))) {
    onHand -= change?.on_hand ?? 0;
    allocated -= change?.allocated ?? 0;
  }
  return { onHand, allocated };
}

async function insertMoves(trx: Db, moves: Move[], now: string): Promise<number[]> {
  const inserted = await insertRows(
    trx,
    'stock_moves',
    moves.map((move) => ({
      product_id: move.productId,
      lot_id: move.lotId,
      quantity: move.quantity,
      from_location_id: move.from.id,
      to_location_id: move.to.id,
      cause: move.cause,
      shipment_id: move.shipmentId ?? null,
      package_id: move.packageId ?? null,
      crs_id: move.crsId ?? null,
      supplier_shipment_id: move.supplierShipmentId ?? null,
      reference: move.reference ?? null,
      created_at: now,
      occurred_at: move.occurredAt ?? null,
    })),
    ['id'],
  );
  return inserted.map((r) => r.id);
}
