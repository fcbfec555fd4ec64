import type { Db } from '../../db/connect.ts';
import type { ReturnShipmentSummary } from '../../wire/returns.ts';
import { returnMovesOf } from '../inventory/moves.repo.ts';
import { fromStored } from '../shared/quantity.ts';
import { inLostAndFound, placesOf } from '../inventory/receipts/match-receipt.ts';

/** What staff see of a CRS's dealings with its warehouse beyond its state: the warehouse's reference and the receipt's put-aways. */
export type ReturnShipmentReceipt = Pick<ReturnShipmentSummary, 'tpl_reference' | 'received'>;

/**
 * The warehouse's reference and what each CRS's receipt put away where (docs/admin-api.md "The return
 * order record"), by CRS id, in three queries: the stock ledger's `return` moves are the record of where
 * the units went; a place's lost-and-found standing is read off its warehouse's location tree.
 */
export async function loadReturnShipmentReceipts(db: Db, shipments: { id: number; warehouseId: number }[]): Promise<Map<number, ReturnShipmentReceipt>> {
  const receipts = new Map<number, ReturnShipmentReceipt>();
  if (shipments.length === 0) return receipts;
  const ids = shipments.map((s) => s.id);
  const heads = await db.selectFrom('customer_return_shipments').select(['id', 'tpl_reference']).where('id', 'in', ids).execute();
  for (const head of heads) receipts.set(head.id, { tpl_reference: head.tpl_reference, received: [] });
  const moves = await returnMovesOf(db, ids);
  if (moves.length === 0) return receipts;
  const warehouseOf = new Map(shipments.map((s) => [s.id, s.warehouseId]));
  const places = await placesOf(db, [...new Set(moves.map((m) => warehouseOf.get(m.crs_id!)!))]);
  for (const move of moves) {
    const own = places.get(warehouseOf.get(move.crs_id!)!)!;
    const place = own.find((p) => p.code === move.to_location);
    receipts.get(move.crs_id!)?.received.push({
      product_code: move.product_code,
      quantity: fromStored(move.quantity),
      lot: move.lot,
      location: move.to_location,
      lost_and_found: place !== undefined && inLostAndFound(own, place),
    });
  }
  return receipts;
}
