import type { Db } from '../../db/connect.ts';
import { lockStates } from '../../db/row-locks.ts';
import type { ShipmentState } from '../../db/schema.ts';
import { stamped, syncStamp } from '../../db/sync-stamp.ts';
import { AppError } from '../../errors.ts';
import { nowIso } from '../shared/time.ts';
import { loadShipmentHeads, type ShipmentHead } from './shipments.repo.ts';

/*
 * Where a customer shipment goes (docs/admin-api.md "Editing an order's address"). A shipment reads its
 * delivery address from its order's address row, unless it is pinned to a row of its own. Editing the
 * order's address gives the order a new row: the shipments the warehouse has not acknowledged (waiting,
 * pending, on hold) follow it, the ones that shipped or were cancelled are pinned to the row they had.
 * Pinning at the edit, rather than copying the address onto every shipment when it is created, leaves
 * the poll's record as it was for every shipment of an order never edited (no extra query, no extra
 * row per shipment), and a shipment's record never says it went anywhere but where it went.
 */

/** The shipments that follow their order's address when it changes: the warehouse has not acknowledged them. */
const FOLLOWING: readonly ShipmentState[] = ['waiting', 'pending', 'on_hold'];
/** Of those, the ones the warehouse has fetched: it hears `customer_shipment.updated`. */
const FETCHED: readonly ShipmentState[] = ['pending', 'on_hold'];

/** An order's shipments split by what an address edit does to each. */
export type ShipmentsByAddress = { following: ShipmentHead[]; announced: (ShipmentHead & { state: 'pending' | 'on_hold' })[]; leftBehind: ShipmentHead[] };

/**
 * Locks the rows of an order's shipments until the transaction ends (in id order, src/db/row-locks.ts)
 * and answers their heads as committed once the locks are held, in id order.
 */
export async function lockShipmentsOfOrder(trx: Db, orderId: number): Promise<ShipmentHead[]> {
  const ids = (await trx.selectFrom('customer_shipments').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((r) => r.id);
  const states = await lockStates<ShipmentState>(trx, 'customer_shipments', ids);
  const heads = await loadShipmentHeads(trx, [...states.keys()]);
  return heads.map((h) => ({ ...h, state: states.get(h.id) ?? h.state })).sort((a, b) => a.id - b.id);
}

/**
 * Splits an order's shipments for an address edit; 409 `shipment_acknowledged` when the warehouse has
 * acknowledged one: it may be printing the label, and nothing of the edit may apply.
 */
export function shipmentsByAddress(orderNumber: string, shipments: ShipmentHead[]): ShipmentsByAddress {
  const acknowledged = shipments.filter((s) => s.state === 'open');
  if (acknowledged.length > 0) {
    const numbers = acknowledged.map((s) => s.number).join(', ');
    throw new AppError(
      'shipment_acknowledged',
      `the warehouse has acknowledged ${numbers} of order ${orderNumber} and may be printing its label: nothing was changed. ` +
        'Cancel the shipment (which asks the warehouse to stop it) and order again with the new address, or ask the warehouse to change the address on its side',
    );
  }
  return {
    following: shipments.filter((s) => FOLLOWING.includes(s.state)),
    announced: shipments.filter((s): s is ShipmentHead & { state: 'pending' | 'on_hold' } => FETCHED.includes(s.state)),
    leftBehind: shipments.filter((s) => !FOLLOWING.includes(s.state)),
  };
}

/** Pins shipments that are not pinned yet to an address row: what they shipped to, or would have. */
export async function pinDeliveryAddress(trx: Db, shipments: ShipmentHead[], addressId: number): Promise<void> {
  if (shipments.length === 0) return;
  await trx
    .updateTable('customer_shipments')
    .set({ delivery_address_id: addressId })
    .where(
      'id',
      'in',
      shipments.map((s) => s.id),
    )
    .where('delivery_address_id', 'is', null)
    .execute();
}

/**
 * Stamps the shipments whose record now shows another address: a new `updated_at` (what a cached record
 * is checked against, src/http/record-cache.ts) and a new sync version, so a warehouse syncing its list
 * fetches each again.
 */
export async function touchShipments(trx: Db, shipments: ShipmentHead[]): Promise<void> {
  if (shipments.length === 0) return;
  await trx
    .updateTable('customer_shipments')
    .set({ updated_at: nowIso(), ...stamped(await syncStamp(trx)) })
    .where(
      'id',
      'in',
      shipments.map((s) => s.id),
    )
    .execute();
}
