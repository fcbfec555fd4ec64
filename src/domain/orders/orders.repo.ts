import type { Db } from '../../db/connect.ts';
import { joinByKey } from '../../db/key-lookups.ts';
import type { SalesOrdersTable } from '../../db/schema.ts';
import type { OrderOut } from '../../wire/orders.ts';
import { invalidValue, notFound, unknownReference } from '../../errors.ts';
import { addressOf } from '../shared/address.ts';
import { windowed, type ListWindow, type Listed } from '../shared/list-window.ts';
import { findNumberedId, idFromText } from '../shared/refs.ts';
import { foundByEvery, termStartsWith, type IdQuery } from '../shared/search.ts';
import { fromStored } from '../shared/quantity.ts';

/** An order as staff see it (docs/admin-api.md "Orders"). */
export type OrderView = OrderOut;

/** Orders with their lines and shipments, in three queries, in the order of `ids`. */
export async function loadOrders(db: Db, ids: number[]): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .selectFrom('sales_orders as o')
    .innerJoin('channels as c', 'c.id', 'o.channel_id')
    .$call((q) => joinByKey(db, q, 'customers', 'cu', 'o.customer_id'))
    .$call((q) => joinByKey(db, q, 'addresses', 'a', 'o.shipping_address_id'))
    .select([
      'o.id',
      'o.number',
      'o.reference',
      'c.code as channel',
      'o.currency',
      'o.state',
      'o.shipping_instructions',
      'o.carrier_identifier',
      'o.carrier_service',
      'o.planned_date',
      'o.created_at',
      'o.updated_at',
      'cu.code as customer_code',
      'cu.name as customer_name',
      'cu.email as customer_email',
      'cu.phone as customer_phone',
      'a.name',
      'a.street',
      'a.street2',
      'a.city',
      'a.zip',
      'a.subdivision_code',
      'a.country_code',
      'a.phone',
      'a.email',
    ])
    .where('o.id', 'in', ids)
    .execute();
  const lines = await db
    .selectFrom('sales_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
    .select(['l.id', 'l.order_id', 'p.code as product_code', 'l.quantity', 'l.unit_price', 'l.unit_customs_value', 'w.code as warehouse'])
    .where('l.order_id', 'in', ids)
    .orderBy('l.order_id')
    .orderBy('l.position')
    .execute();
  const shipments = await db
    .selectFrom('customer_shipments as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select(['s.id', 's.order_id', 's.number', 'w.code as warehouse', 's.state'])
    .where('s.order_id', 'in', ids)
    .orderBy('s.order_id')
    .orderBy('s.id')
    .execute();
  const byId = new Map(heads.map((h) => [h.id, h]));
  const linesOf = groupBy(lines, (l) => l.order_id);
  const shipmentsOf = groupBy(shipments, (s) => s.order_id);
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    return [
      {
        id: h.id,
        number: h.number,
        reference: h.reference,
        channel: h.channel,
        currency: h.currency,
        state: h.state,
        customer: { code: h.customer_code, name: h.customer_name, email: h.customer_email, phone: h.customer_phone },
        shipping_address: addressOf(h),
        shipping_instructions: h.shipping_instructions,
        carrier_identifier: h.carrier_identifier,
        carrier_service: h.carrier_service,
        planned_date: h.planned_date,
        lines: (linesOf.get(id) ?? []).map((l) => ({
          id: l.id,
          product_code: l.product_code,
          quantity: fromStored(l.quantity),
          unit_price: l.unit_price,
          unit_customs_value: l.unit_customs_value,
          warehouse: l.warehouse,
        })),
        customer_shipments: (shipmentsOf.get(id) ?? []).map((s) => ({ id: s.id, number: s.number ?? '', warehouse: s.warehouse, state: s.state })),
        created_at: h.created_at,
        updated_at: h.updated_at,
      },
    ];
  });
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The id of the order a path parameter names: its id (digits) or its number; else a 404. */
export async function findOrderId(db: Db, ref: string): Promise<number> {
  const id = await findNumberedId(db, 'sales_orders', ref);
  if (id === null) throw notFound('order');
  return id;
}

/** The id of the order a body field names by number or integer id, or a 422 `unknown_reference` at `pointer`. */
export async function resolveOrderRef(db: Db, ref: string | number, pointer: string): Promise<number> {
  const query = db.selectFrom('sales_orders').select(['id', 'transfer_id']);
  const row = typeof ref === 'number' ? await query.where('id', '=', ref).executeTakeFirst() : await query.where('number', '=', ref).executeTakeFirst();
  if (!row) throw unknownReference(pointer, `order ${JSON.stringify(ref)} does not exist`);
  // A transfer's internal order is stock moving between the merchant's own warehouses: nothing to return.
  if (row.transfer_id !== null) throw invalidValue(pointer, `order ${JSON.stringify(ref)} carries a transfer between warehouses, not a sale`);
  return row.id;
}

/**
 * Takes an order's row lock for the rest of the transaction (a write that changes nothing), so that
 * what is read next about the order (what was returned of it) cannot change until the caller commits.
 * SQLite serializes writers anyway.
 */
export async function lockOrder(trx: Db, orderId: number): Promise<void> {
  await trx
    .updateTable('sales_orders')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', orderId)
    .execute();
}

/** An order's number and state, or a 404. */
export async function getOrderHead(db: Db, id: number): Promise<{ id: number; number: string; state: SalesOrdersTable['state']; transfer_id: number | null }> {
  const order = await db.selectFrom('sales_orders').select(['id', 'number', 'state', 'transfer_id']).where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound('order');
  return order;
}

type OrderFilter = {
  number?: string | undefined;
  /** A channel by code, or id (digits). */
  channel?: string | undefined;
  state?: SalesOrdersTable['state'] | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
  /** Search words, folded (src/db/search-terms.ts): an order matches when each starts one of its terms. */
  words?: string[] | undefined;
};

/**
 * One window of the orders matching a filter (src/domain/shared/list-window.ts), sorted by updated_at
 * then id, or by id alone (`byId`: an export reads every page in creation order, where a change never
 * moves an order to a later page).
 */
export async function listOrders(db: Db, filter: OrderFilter, window: ListWindow, byId = false): Promise<Listed[]> {
  // Transfers' internal orders are not sales: the merchant's order list leaves them out (GET /transfers lists them).
  let query = db.selectFrom('sales_orders as o').select(['o.id', 'o.updated_at']).where('o.transfer_id', 'is', null);
  if (filter.words?.length)
    query = query.where(
      'o.id',
      'in',
      foundByEvery(db, filter.words, (word) => ordersMatching(db, word)),
    );
  if (filter.number) query = query.where('o.number', '=', filter.number);
  if (filter.state) query = query.where('o.state', '=', filter.state);
  if (filter.channel) {
    const text = filter.channel;
    query = query.where('o.channel_id', 'in', (eb) =>
      eb
        .selectFrom('channels')
        .select('id')
        .where((c) => {
          const id = idFromText(text);
          return id !== null ? c.or([c('id', '=', id), c('code', '=', text)]) : c('code', '=', text);
        }),
    );
  }
  if (filter.updatedAtMin) query = query.where('o.updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('o.updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return windowed(query, 'o', byId ? ['o.id'] : ['o.updated_at', 'o.id'], window).execute();
}

/**
 * The ids of the orders with a term starting with the word (docs/admin-api.md "Search"), for
 * `o.id in (...)`: by their own terms, their shipments' and their customer's. Each branch reads a range
 * of a term index.
 */
function ordersMatching(db: Db, word: string): IdQuery {
  const own = db.selectFrom('order_search_terms as t').select('t.order_id as id').where(termStartsWith('t', word));
  const byShipment = db.selectFrom('shipment_search_terms as t').select('t.order_id as id').where(termStartsWith('t', word));
  const byCustomer = db
    .selectFrom('customer_search_terms as t')
    .innerJoin('sales_orders as c', 'c.customer_id', 't.customer_id')
    .select('c.id')
    .where(termStartsWith('t', word));
  return own.unionAll(byShipment).unionAll(byCustomer);
}
