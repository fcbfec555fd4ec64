import type { Db } from '../../db/connect.ts';
import { notFound, unknownReference } from '../../errors.ts';
import { MAX_ID } from '../../wire/common.ts';

/** Tables whose records admin bodies may name by `code` or by integer id (docs/admin-api.md "References by code or id"). */
type CodedTable = 'warehouses' | 'products' | 'channels' | 'partners' | 'carriers' | 'customers' | 'suppliers';

/** The id a text names when it is digits within the id range (1 to MAX_ID); null otherwise (a code, a number). */
export function idFromText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The id of the record a reference names, or a 422 `unknown_reference` pointing at the field. */
export async function resolveRef(db: Db, table: CodedTable, ref: string | number, pointer: string): Promise<number> {
  const id = await findIdByRef(db, table, ref);
  if (id === null) {
    throw unknownReference(pointer, `${singular(table)} ${JSON.stringify(ref)} does not exist`);
  }
  return id;
}

/** The id of a record named by a path or query parameter (an id in range, else a code), or a 404. */
export async function resolvePathRef(db: Db, table: CodedTable, param: string): Promise<number> {
  const id = await findIdByRef(db, table, idFromText(param) ?? param);
  if (id === null) throw notFound(singular(table));
  return id;
}

async function findIdByRef(db: Db, table: CodedTable, ref: string | number): Promise<number | null> {
  const query = db.selectFrom(table).select('id');
  const row = typeof ref === 'number' ? await query.where('id', '=', ref).executeTakeFirst() : await query.where('code', '=', ref).executeTakeFirst();
  return row ? row.id : null;
}

/**
 * The id of a record numbered by the service or the merchant (an order, a return order, a purchase order, a
 * supplier shipment) that a path parameter names: its number first, else its id when the text is one; null
 * when neither matches.
 */
export async function findNumberedId(
  db: Db,
  table: 'sales_orders' | 'return_orders' | 'purchase_orders' | 'supplier_shipments',
  ref: string,
): Promise<number | null> {
  const byNumber = await db.selectFrom(table).select('id').where('number', '=', ref).executeTakeFirst();
  if (byNumber) return byNumber.id;
  const id = idFromText(ref);
  if (id === null) return null;
  const byId = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return byId?.id ?? null;
}

function singular(table: CodedTable): string {
  return table.slice(0, -1);
}

/** True when a unique constraint rejected the write (SQLite and PostgreSQL wordings). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
