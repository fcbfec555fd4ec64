import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import { customerTerms } from '../../db/search-terms.ts';
import { addressOf } from '../shared/address.ts';
import { touchReferenceData } from '../shared/reference-data.ts';
import { nowIso } from '../shared/time.ts';
import type { AddressInput, OrderInput } from './order-input.ts';

/**
 * Creates the customer, or updates the one with that code: the latest order knows the current name;
 * email and phone are kept when an order leaves them out. A change to an existing customer raises the
 * reference-data generation: shipment and return records show the customer's current details. A new
 * name or email replaces the customer's search terms, which every order and shipment of the customer
 * is found by.
 */
export async function upsertCustomer(trx: Db, customer: OrderInput['customer']): Promise<number> {
  const existing = await trx.selectFrom('customers').select(['id', 'name', 'email', 'phone']).where('code', '=', customer.code).executeTakeFirst();
  if (!existing) {
    const inserted = await insertCustomer(trx, customer);
    await replaceCustomerTerms(trx, inserted);
    return inserted.id;
  }
  const next = { name: customer.name, email: customer.email ?? existing.email, phone: customer.phone ?? existing.phone };
  if (next.name === existing.name && next.email === existing.email && next.phone === existing.phone) return existing.id;
  await trx
    .updateTable('customers')
    .set({ ...next, updated_at: nowIso() })
    .where('id', '=', existing.id)
    .execute();
  await touchReferenceData(trx);
  if (next.name !== existing.name || next.email !== existing.email) await replaceCustomerTerms(trx, { id: existing.id, ...next });
  return existing.id;
}

/**
 * A new customer. Two first orders of one customer may race: the loser's insert meets the winner's
 * row and updates it instead, without raising the generation; the winner's records are then too
 * new for any poll cache to keep (record-cache.ts, SETTLE_MS). Answers the row as it stands.
 */
async function insertCustomer(trx: Db, customer: OrderInput['customer']): Promise<{ id: number; name: string; email: string | null }> {
  const now = nowIso();
  return trx
    .insertInto('customers')
    .values({
      code: customer.code,
      name: customer.name,
      email: customer.email ?? null,
      phone: customer.phone ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        name: sql`excluded.name`,
        email: sql`coalesce(excluded.email, customers.email)`,
        phone: sql`coalesce(excluded.phone, customers.phone)`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .returning(['id', 'name', 'email'])
    .executeTakeFirstOrThrow();
}

/**
 * The customer's search terms as its row now stands (docs/admin-api.md "Search"). Deleting first also
 * covers the loser of two racing first orders, whose insert updated the winner's row.
 */
async function replaceCustomerTerms(trx: Db, customer: { id: number; name: string; email: string | null }): Promise<void> {
  await trx.deleteFrom('customer_search_terms').where('customer_id', '=', customer.id).execute();
  await insertRows(
    trx,
    'customer_search_terms',
    customerTerms(customer.name, customer.email).map((term) => ({ term, customer_id: customer.id })),
  );
}

/** Stores an address of a customer (a new row per order: later orders never rewrite earlier ones). */
export async function insertAddress(trx: Db, customerId: number, address: AddressInput): Promise<number> {
  const row = await trx
    .insertInto('addresses')
    .values({ ...addressOf(address), customer_id: customerId, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
