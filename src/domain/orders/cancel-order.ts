import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../errors.ts';
import { cancelLoadedShipment } from '../shipments/cancel-shipment.ts';
import { canTransition } from '../shipments/shipment.states.ts';
import { loadShipmentHeads } from '../shipments/shipments.repo.ts';
import { settleOrderState } from './settle-order-state.ts';

/**
 * Cancels an open order: each of its shipments not yet cancelled is cancelled (stock freed, event
 * `customer_shipment.cancelled`) and the order becomes `cancelled`. Nothing changes, and the answer
 * is 409 `invalid_state`, when the order is not open or one of its shipments has shipped.
 */
export async function cancelOrder(trx: Db, orderId: number): Promise<void> {
  const order = await trx.selectFrom('sales_orders').select(['id', 'number', 'state']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('order');
  if (order.state !== 'open') throw new AppError('invalid_state', `order ${order.number} is ${order.state} and cannot be cancelled`);
  const ids = (await trx.selectFrom('customer_shipments').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((r) => r.id);
  const shipments = (await loadShipmentHeads(trx, ids)).sort((a, b) => a.id - b.id);
  const shipped = shipments.filter((s) => s.state === 'done');
  if (shipped.length > 0) {
    throw new AppError('invalid_state', `order ${order.number} has shipped shipments (${shipped.map((s) => s.number).join(', ')}) and cannot be cancelled`);
  }
  for (const shipment of shipments) {
    if (canTransition(shipment.state, 'cancelled')) await cancelLoadedShipment(trx, shipment);
  }
  await settleOrderState(trx, orderId);
}
