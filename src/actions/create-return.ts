import type { Db } from '../db/connect.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { insertAddress } from '../domain/orders/customers.ts';
import { lockOrder, resolveOrderRef } from '../domain/orders/orders.repo.ts';
import { planReturn, recordReturn, type ReturnInput } from '../domain/returns/record-return.ts';

/**
 * POST /returns (docs/admin-api.md "Returns and routing"), the same for every source. The order's row
 * lock comes first, so two returns of one order are checked one after the other; the return is checked
 * against what the order shipped and already got back and routed to warehouses; the customer's origin
 * address is stored when it differs from the shipping address; the return order and one pending
 * customer return shipment per warehouse are stored, and each warehouse's partner and the channel hear
 * of them. Answers the return order id.
 */
export async function createReturn(trx: Db, input: ReturnInput): Promise<number> {
  const orderId = await resolveOrderRef(trx, input.order, '/order');
  await lockOrder(trx, orderId);
  const plan = await planReturn(trx, orderId, input);
  const originAddressId = input.origin_address
    ? await insertAddress(trx, plan.facts.order.customerId, input.origin_address)
    : plan.facts.order.shippingAddressId;
  const { id, events } = await recordReturn(trx, plan, originAddressId);
  await recordEvents(trx, events);
  return id;
}
