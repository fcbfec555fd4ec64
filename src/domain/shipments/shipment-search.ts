import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import { shipmentTerms } from '../../db/search-terms.ts';
import { termStartsWith, type IdQuery } from '../shared/search.ts';

/*
 * What the staff search finds a customer shipment by (docs/admin-api.md "Search"): its own terms (number,
 * the product codes on its lines, its tracking numbers), its order's own terms (number, reference) and
 * its customer's (name, email); not the terms of the order's other shipments.
 */

/** A new shipment (created with its order, or a backorder): the products on its lines, sublines included. */
type NewShipment = { id: number; orderId: number; number: string; productIds: number[] };

/** Stores the terms of new shipments: their numbers and the codes of the products on their lines. */
export async function addNewShipmentTerms(trx: Db, shipments: NewShipment[]): Promise<void> {
  const ids = [...new Set(shipments.flatMap((s) => s.productIds))];
  const codes = new Map<number, string>();
  if (ids.length > 0) {
    for (const row of await trx.selectFrom('products').select(['id', 'code']).where('id', 'in', ids).execute()) codes.set(row.id, row.code);
  }
  await addTerms(
    trx,
    shipments.map((s) => ({ id: s.id, orderId: s.orderId, values: [s.number, ...s.productIds.map((id) => codes.get(id) ?? null)] })),
  );
}

/** Stores the tracking numbers a confirmation recorded: the shipment's and its packages'. */
export async function addTrackingTerms(trx: Db, shipments: { id: number; orderId: number; trackingNumbers: (string | null)[] }[]): Promise<void> {
  await addTerms(
    trx,
    shipments.map((s) => ({ id: s.id, orderId: s.orderId, values: s.trackingNumbers })),
  );
}

async function addTerms(trx: Db, shipments: { id: number; orderId: number; values: (string | null)[] }[]): Promise<void> {
  await insertRows(
    trx,
    'shipment_search_terms',
    shipments.flatMap((s) => shipmentTerms(s.values).map((term) => ({ term, shipment_id: s.id, order_id: s.orderId }))),
  );
}

/**
 * The ids of the shipments with a term starting with the word, for `s.id in (...)`: by their own terms,
 * their order's and their customer's. Each branch reads a range of a term index.
 */
export function shipmentsMatching(db: Db, word: string): IdQuery {
  const own = db.selectFrom('shipment_search_terms as t').select('t.shipment_id as id').where(termStartsWith('t', word));
  const byOrder = db
    .selectFrom('order_search_terms as t')
    .innerJoin('customer_shipments as m', 'm.order_id', 't.order_id')
    .select('m.id')
    .where(termStartsWith('t', word));
  const byCustomer = db
    .selectFrom('customer_search_terms as t')
    .innerJoin('sales_orders as c', 'c.customer_id', 't.customer_id')
    .innerJoin('customer_shipments as m', 'm.order_id', 'c.id')
    .select('m.id')
    .where(termStartsWith('t', word));
  return own.unionAll(byOrder).unionAll(byCustomer);
}
