import type { Db } from '../../db/connect.ts';
import { lockStates } from '../../db/row-locks.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import type { SalesOrdersTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { addressOf, type AddressRecord } from '../shared/address.ts';
import { nowIso } from '../shared/time.ts';
import { insertAddress } from './customers.ts';
import type { AddressInput } from './order-input.ts';

/** An order whose address is being edited: its number and the address row it points at. */
export type AddressedOrder = { id: number; number: string; customerId: number; addressId: number; address: AddressRecord };

/**
 * The order, its row locked until the transaction ends, when its address may be edited: an open order
 * of the merchant's (a done or cancelled one, or a transfer's internal order, answers 409 `invalid_state`);
 * 404 when there is none.
 */
export async function lockAddressedOrder(trx: Db, orderId: number): Promise<AddressedOrder> {
  const states = await lockStates<SalesOrdersTable['state']>(trx, 'sales_orders', [orderId]);
  if (!states.has(orderId)) throw notFound('order');
  const row = await trx
    .selectFrom('sales_orders as o')
    .innerJoin('addresses as a', 'a.id', 'o.shipping_address_id')
    .select(['o.id', 'o.number', 'o.state', 'o.transfer_id', 'o.customer_id', 'o.shipping_address_id', 'a.name', 'a.street', 'a.street2', 'a.city'])
    .select(['a.zip', 'a.subdivision_code', 'a.country_code', 'a.phone', 'a.email'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (row.transfer_id !== null) throw new AppError('invalid_state', `order ${row.number} carries a transfer between warehouses: it has no customer address`);
  if (row.state !== 'open') throw new AppError('invalid_state', `order ${row.number} is ${row.state}: only an open order's address can be edited`);
  return { id: row.id, number: row.number, customerId: row.customer_id, addressId: row.shipping_address_id, address: addressOf(row) };
}

/** Whether an address given in a body says the same as a stored one, field by field (a missing field is null). */
export function sameAddress(stored: AddressRecord, given: AddressInput): boolean {
  const next = addressOf(given);
  return (Object.keys(stored) as (keyof AddressRecord)[]).every((field) => stored[field] === next[field]);
}

/**
 * Points the order at a new address row and stamps it, so that list syncs see it again. The row it
 * pointed at is left as it was: a shipment that already left stays pinned to it (the caller's to pin,
 * src/domain/shipments/delivery-address.ts). Answers the new row's id.
 */
export async function replaceShippingAddress(trx: Db, order: AddressedOrder, address: AddressInput): Promise<number> {
  const addressId = await insertAddress(trx, order.customerId, address);
  await trx
    .updateTable('sales_orders')
    .set({ shipping_address_id: addressId, updated_at: nowIso(), ...stamped(await syncStamp(trx)) })
    .where('id', '=', order.id)
    .execute();
  return addressId;
}
