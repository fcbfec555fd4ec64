import type { Db } from '../../db/connect.ts';
import type { SalesOrdersTable, ShipmentState } from '../../db/schema.ts';
import { nowIso } from '../shared/time.ts';

type OrderState = SalesOrdersTable['state'];

/** An order's state follows its shipments: cancelled when all are, done when the rest all shipped. */
export function orderStateFor(shipmentStates: ShipmentState[]): OrderState {
  if (shipmentStates.length > 0 && shipmentStates.every((s) => s === 'cancelled')) return 'cancelled';
  if (shipmentStates.length > 0 && shipmentStates.every((s) => s === 'done' || s === 'cancelled')) return 'done';
  return 'open';
}

/**
 * Recomputes an order's state after one of its shipments changed, and stamps its updated_at so
 * list syncs see the change. The order row is written first: that row lock makes concurrent changes
 * to sibling shipments settle one after the other, each seeing the other's committed state.
 */
export async function settleOrderState(trx: Db, orderId: number): Promise<OrderState> {
  return (await settleOrderStates(trx, [orderId])).get(orderId)!;
}

/** settleOrderState for many orders with a constant number of statements; rows are locked in id order. */
export async function settleOrderStates(trx: Db, orderIds: number[]): Promise<Map<number, OrderState>> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const states = new Map<number, OrderState>();
  if (ids.length === 0) return states;
  await trx.updateTable('sales_orders').set({ updated_at: nowIso() }).where('id', 'in', ids).execute();
  const rows = await trx.selectFrom('customer_shipments').select(['order_id', 'state']).where('order_id', 'in', ids).execute();
  const byOrder = new Map<number, ShipmentState[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.order_id)!.push(row.state);
  const byState = new Map<OrderState, number[]>();
  for (const [orderId, shipmentStates] of byOrder) {
    const state = orderStateFor(shipmentStates);
    states.set(orderId, state);
    byState.set(state, [...(byState.get(state) ?? []), orderId]);
  }
  for (const [state, orders] of byState) {
    await trx.updateTable('sales_orders').set({ state }).where('id', 'in', orders).where('state', '!=', state).execute();
  }
  return states;
}
