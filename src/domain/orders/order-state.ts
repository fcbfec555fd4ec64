import type { Db } from '../../db/connect.ts';
import { lockStates } from '../../db/row-locks.ts';
import type { SalesOrdersTable, ShipmentState } from '../../db/schema.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import { AppError } from '../../errors.ts';
import { statesLeadingTo, type Transitions } from '../shared/state-machine.ts';
import { nowIso } from '../shared/time.ts';

type OrderState = SalesOrdersTable['state'];

/**
 * The sales order state machine (docs/admin-api.md "Orders"), as data: an order is `open` until its
 * shipments settle it, `done` when they all shipped or were cancelled, `cancelled` when all were
 * cancelled. Every state change is written by settleOrderStates, which checks it here.
 */
const orderTransitions: Transitions<OrderState> = {
  open: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** An order's state follows its shipments: cancelled when all are, done when the rest all shipped. */
function orderStateFor(shipmentStates: ShipmentState[]): OrderState {
  if (shipmentStates.length > 0 && shipmentStates.every((s) => s === 'cancelled')) return 'cancelled';
  if (shipmentStates.length > 0 && shipmentStates.every((s) => s === 'done' || s === 'cancelled')) return 'done';
  return 'open';
}

/**
 * An order may be cancelled while it is open and some shipment of it is neither shipped nor cancelled
 * (what shipped stays shipped); otherwise 409 `invalid_state`, and nothing changes. A transfer's internal
 * order is cancelled with its transfer only.
 */
export function assertCancellable(
  order: { number: string; state: OrderState; transfer_id?: number | null },
  shipments: { number: string; state: ShipmentState }[],
): void {
  if (order.transfer_id) throw new AppError('invalid_state', `order ${order.number} carries a transfer: cancel the transfer (POST /transfers/{id}/cancel)`);
  if (order.state !== 'open') throw new AppError('invalid_state', `order ${order.number} is ${order.state} and cannot be cancelled`);
  if (!shipments.some((s) => s.state !== 'done' && s.state !== 'cancelled')) {
    throw new AppError('invalid_state', `order ${order.number} has nothing left to cancel: its shipments shipped or were cancelled`);
  }
}

/**
 * Recomputes the state of orders after some of their shipments changed, with a constant number of
 * statements, and stamps their updated_at so list syncs see the change. The order rows are locked first
 * (src/db/row-locks.ts): those locks make concurrent changes to sibling shipments settle one after the
 * other, each reading the shipment states the other committed.
 * Each order is then written once, its state and its stamp together (one statement per state reached).
 */
export async function settleOrderStates(trx: Db, orderIds: number[]): Promise<Map<number, OrderState>> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const states = new Map<number, OrderState>();
  if (ids.length === 0) return states;
  const current = await lockStates<OrderState>(trx, 'sales_orders', ids);
  const rows = await trx.selectFrom('customer_shipments').select(['order_id', 'state']).where('order_id', 'in', ids).execute();
  const byOrder = new Map<number, ShipmentState[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.order_id)!.push(row.state);
  for (const [orderId, shipmentStates] of byOrder) states.set(orderId, orderStateFor(shipmentStates));
  // A state the machine does not allow from the current one (a cancelled order's shipment shipping) is left as it is.
  const writes = Map.groupBy(ids, (orderId): OrderState | null => {
    const state = states.get(orderId)!;
    const from = current.get(orderId);
    return from !== undefined && from !== state && statesLeadingTo(orderTransitions, state).includes(from) ? state : null;
  });
  const now = nowIso();
  for (const [state, orders] of writes) {
    await trx
      .updateTable('sales_orders')
      .set({ updated_at: now, ...(state === null ? {} : { state }), ...stamped(await syncStamp(trx)) })
      .where('id', 'in', orders)
      .execute();
  }
  return states;
}
