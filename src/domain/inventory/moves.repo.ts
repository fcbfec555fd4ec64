import type { Db } from '../../db/connect.ts';
import type { MoveCause } from '../../db/schema.ts';
import { warehouseIdByParam } from './inventory.repo.ts';

/** A ledger entry with its places named: `warehouse` is null for the virtual locations. */
export type MoveRow = {
  id: number;
  product_code: string;
  lot: string | null;
  /** Stored thousandths, positive. */
  quantity: number;
  from_location: string;
  from_warehouse: string | null;
  to_location: string;
  to_warehouse: string | null;
  cause: MoveCause;
  shipment_id: number | null;
  package_id: number | null;
  crs_id: number | null;
  reference: string | null;
  created_at: string;
};

type MoveFilter = {
  productCode?: string | undefined;
  /** Code, or id when numeric: moves into or out of any of its locations. */
  warehouse?: string | undefined;
  cause?: MoveCause | undefined;
  createdAtMin?: string | undefined;
  createdAtMax?: string | undefined;
};

function movesQuery(db: Db) {
  return db
    .selectFrom('stock_moves as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('lots', 'lots.id', 'm.lot_id')
    .innerJoin('locations as fl', 'fl.id', 'm.from_location_id')
    .leftJoin('warehouses as fw', 'fw.id', 'fl.warehouse_id')
    .innerJoin('locations as tl', 'tl.id', 'm.to_location_id')
    .leftJoin('warehouses as tw', 'tw.id', 'tl.warehouse_id')
    .select([
      'm.id',
      'p.code as product_code',
      'lots.number as lot',
      'm.quantity',
      'fl.code as from_location',
      'fw.code as from_warehouse',
      'tl.code as to_location',
      'tw.code as to_warehouse',
      'm.cause',
      'm.shipment_id',
      'm.package_id',
      'm.crs_id',
      'm.reference',
      'm.created_at',
    ]);
}

/** One page of the stock ledger, oldest first (ids grow with time), so the newest entries come last. */
export async function listMoves(db: Db, filter: MoveFilter, limit: number, offset: number): Promise<MoveRow[]> {
  let query = movesQuery(db).orderBy('m.id').limit(limit).offset(offset);
  if (filter.warehouse !== undefined) {
    const warehouseId = await warehouseIdByParam(db, filter.warehouse);
    if (warehouseId === null) return [];
    query = query.where((eb) => eb.or([eb('fl.warehouse_id', '=', warehouseId), eb('tl.warehouse_id', '=', warehouseId)]));
  }
  if (filter.productCode !== undefined) query = query.where('p.code', '=', filter.productCode);
  if (filter.cause !== undefined) query = query.where('m.cause', '=', filter.cause);
  if (filter.createdAtMin !== undefined) query = query.where('m.created_at', '>=', filter.createdAtMin);
  if (filter.createdAtMax !== undefined) query = query.where('m.created_at', '<=', filter.createdAtMax);
  return query.execute();
}

/** One ledger entry by id, or undefined. */
export async function findMove(db: Db, id: number): Promise<MoveRow | undefined> {
  return movesQuery(db).where('m.id', '=', id).executeTakeFirst();
}

/** What receipts put away for these customer return shipments (cause `return`, recorded against the CRS that holds each receipt), oldest first. */
export async function returnMovesOf(db: Db, crsIds: number[]): Promise<MoveRow[]> {
  if (crsIds.length === 0) return [];
  return movesQuery(db).where('m.crs_id', 'in', crsIds).where('m.cause', '=', 'return').orderBy('m.id').execute();
}
