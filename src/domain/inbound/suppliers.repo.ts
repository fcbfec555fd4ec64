import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { SuppliersTable } from '../../db/schema.ts';
import { alreadyExists, notFound } from '../../errors.ts';
import { storedAddress, type AddressRecord } from '../shared/address.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';

export type Supplier = Selectable<SuppliersTable>;

export type SupplierInput = {
  code: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: Record<string, string | null | undefined> | null;
};

/** A supplier as staff see it (docs/admin-api.md "Suppliers"): its address with every field present, or null. */
export type SupplierView = Omit<Supplier, 'address'> & { address: AddressRecord | null };

/** Creates a supplier; a taken code is a 409 `already_exists` at /code. */
export async function createSupplier(trx: Db, input: SupplierInput): Promise<number> {
  const now = nowIso();
  try {
    const row = await trx
      .insertInto('suppliers')
      .values({
        code: input.code,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        address: input.address ? JSON.stringify(input.address) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `supplier code "${input.code}" is taken`);
    throw error;
  }
}

/** A supplier by id, or a 404. */
export async function getSupplier(db: Db, id: number): Promise<SupplierView> {
  const row = await db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('supplier');
  return supplierView(row);
}

type SupplierFilter = { code?: string | undefined; updatedAtMin?: string | undefined; updatedAtMax?: string | undefined };

/** One slice of suppliers, sorted by updated_at then id. */
export async function listSuppliers(db: Db, filter: SupplierFilter, slice: { limit: number; offset: number }): Promise<SupplierView[]> {
  let query = db.selectFrom('suppliers').selectAll().orderBy('updated_at').orderBy('id').limit(slice.limit).offset(slice.offset);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.updatedAtMin) query = query.where('updated_at', '>=', new Date(filter.updatedAtMin).toISOString());
  if (filter.updatedAtMax) query = query.where('updated_at', '<=', new Date(filter.updatedAtMax).toISOString());
  return (await query.execute()).map(supplierView);
}

function supplierView(row: Supplier): SupplierView {
  return { ...row, address: storedAddress(row.address) };
}
