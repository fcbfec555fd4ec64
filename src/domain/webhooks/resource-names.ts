import type { Db } from '../../db/connect.ts';

/** What an event is about, by type and id. */
type Resource = { resource_type: string; resource_id: number };

/**
 * The names people know the records of events by (`CS-000001`, `MUG`, `RO-000001`, `PO-000001`), keyed
 * `type:id`: one query per kind of record among them, reading the record's number or code as it is now.
 * A record of a type that has no name here is left out.
 */
export async function resourceNames(db: Db, resources: readonly Resource[]): Promise<Map<string, string>> {
  const idsByType = new Map<string, number[]>();
  for (const { resource_type: type, resource_id: id } of resources) idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
  const names = new Map<string, string>();
  for (const [type, ids] of idsByType) {
    for (const { id, name } of await namesOf(db, type, [...new Set(ids)])) if (name !== null) names.set(resourceKey(type, id), name);
  }
  return names;
}

/** The key of a record in the map resourceNames answers. */
export function resourceKey(type: string, id: number): string {
  return `${type}:${id}`;
}

async function namesOf(db: Db, type: string, ids: number[]): Promise<{ id: number; name: string | null }[]> {
  switch (type) {
    case 'product':
      return db.selectFrom('products').select(['id', 'code as name']).where('id', 'in', ids).execute();
    case 'customer_shipment':
      return db.selectFrom('customer_shipments').select(['id', 'number as name']).where('id', 'in', ids).execute();
    case 'customer_return_shipment':
      return db.selectFrom('customer_return_shipments').select(['id', 'number as name']).where('id', 'in', ids).execute();
    case 'return_order':
      return db.selectFrom('return_orders').select(['id', 'number as name']).where('id', 'in', ids).execute();
    case 'purchase_order':
      return db.selectFrom('purchase_orders').select(['id', 'number as name']).where('id', 'in', ids).execute();
    case 'supplier_shipment':
      return db.selectFrom('supplier_shipments').select(['id', 'number as name']).where('id', 'in', ids).execute();
    case 'transfer':
      return db.selectFrom('transfers').select(['id', 'number as name']).where('id', 'in', ids).execute();
    default:
      return [];
  }
}
