import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';
import type { AddressInput, OrderInput } from './order-input.ts';

const ADDRESS_FIELDS = ['name', 'street', 'street2', 'city', 'zip', 'subdivision_code', 'country_code', 'phone', 'email'] as const;

/**
 * Creates the customer, or updates the one with that code: the latest order knows the current name;
 * email and phone are kept when an order leaves them out.
 */
export async function upsertCustomer(trx: Db, customer: OrderInput['customer']): Promise<number> {
  const now = nowIso();
  const row = await trx.insertInto('customers')
    .values({
      code: customer.code, name: customer.name, email: customer.email ?? null, phone: customer.phone ?? null,
      created_at: now, updated_at: now,
    })
    .onConflict((oc) => oc.column('code').doUpdateSet({
      name: sql`excluded.name`,
      email: sql`coalesce(excluded.email, customers.email)`,
      phone: sql`coalesce(excluded.phone, customers.phone)`,
      updated_at: sql`excluded.updated_at`,
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores an address of a customer (a new row per order: later orders never rewrite earlier ones). */
export async function insertAddress(trx: Db, customerId: number, address: AddressInput): Promise<number> {
  const fields = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f] ?? null])) as Record<(typeof ADDRESS_FIELDS)[number], string | null>;
  const row = await trx.insertInto('addresses')
    .values({ ...fields, customer_id: customerId, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
