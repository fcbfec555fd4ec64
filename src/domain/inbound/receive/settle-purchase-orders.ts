import type { Db } from '../../../db/connect.ts';
import { lockStates } from '../../../db/row-locks.ts';
import type { PurchaseOrderState } from '../../../db/schema.ts';
import { stamped, syncStamp } from '../../../db/sync-stamp.ts';
import type { NewEvent } from '../../events/outbox.ts';
import { fromStored } from '../../shared/quantity.ts';
import { loadPurchaseOrderContext } from '../inbound-events.ts';
import { purchaseOrderStateAfter } from '../inbound.states.ts';

/**
 * Settles the purchase orders that receipts added to (docs/admin-api.md "Purchase orders"): their rows
 * locked first, in id order (src/db/row-locks.ts), so receipts of sibling supplier shipments in concurrent
 * requests settle one after the other, each seeing the other's lines; each order moves by its lines'
 * figures (state machine: confirmed -> partially_received -> received), with a guarded write, or is
 * stamped so list syncs see its new figures. Answers `purchase_order.received` for each order completed,
 * by order id, for the order's warehouse.
 */
export async function settlePurchaseOrders(trx: Db, ids: number[], now: string): Promise<Map<number, NewEvent>> {
  const events = new Map<number, NewEvent>();
  if (ids.length === 0) return events;
  const current = await lockStates<PurchaseOrderState>(trx, 'purchase_orders', ids);
  const lines = await trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.purchase_order_id', 'p.code as product_code', 'l.quantity', 'l.received_quantity'])
    .where('l.purchase_order_id', 'in', ids)
    .orderBy('l.id')
    .execute();
  const version = await syncStamp(trx);
  for (const id of ids) {
    const state = current.get(id)!;
    const mine = lines.filter((l) => l.purchase_order_id === id);
    const next = purchaseOrderStateAfter(state, mine);
    const moved = await trx
      .updateTable('purchase_orders')
      .set({ updated_at: now, ...(next ? { state: next } : {}), ...(next === 'received' ? { received_at: now } : {}), ...stamped(version) })
      .where('id', '=', id)
      .where('state', '=', state)
      .executeTakeFirst();
    if (next === 'received' && Number(moved.numUpdatedRows) === 1) events.set(id, await receivedEvent(trx, id, mine, now));
  }
  return events;
}

/** `purchase_order.received`: the order with its supplier, warehouse and lines, as received. */
async function receivedEvent(
  trx: Db,
  id: number,
  lines: { id: number; product_code: string; quantity: number; received_quantity: number }[],
  now: string,
): Promise<NewEvent> {
  const context = await loadPurchaseOrderContext(trx, id);
  return {
    type: 'purchase_order.received',
    resourceType: 'purchase_order',
    resourceId: id,
    warehouseId: context.warehouse.id,
    data: {
      ...context,
      state: 'received',
      received_at: now,
      lines: lines.map((l) => ({
        id: l.id,
        product_code: l.product_code,
        quantity: fromStored(l.quantity),
        received_quantity: fromStored(l.received_quantity),
      })),
    },
  };
}
