import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import { isGtin, toGtin14 } from '../shared/gs1.ts';

/** A product with what its record shows besides its own row: components and return warehouse code. */
export type ProductDetails = {
  product: Product;
  returnWarehouse: string | null;
  /** In position order; quantities in stored thousandths. */
  components: { productCode: string; quantity: number }[];
};

type ProductFilter = {
  code?: string | undefined;
  codes?: string[] | undefined;
  upc?: string | undefined;
  consumable?: boolean | undefined;
  bundle?: boolean | undefined;
  updatedAtMin?: string | undefined;
  updatedAtMax?: string | undefined;
};

/** Products with their components and return warehouse, in the order of `ids`. */
export async function loadProducts(db: Db, ids: number[]): Promise<ProductDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('warehouses as w', 'w.id', 'p.return_warehouse_id')
    .selectAll('p')
    .select('w.code as return_warehouse_code')
    .where('p.id', 'in', ids)
    .execute();
  const components = await db
    .selectFrom('product_components as c')
    .innerJoin('products as p', 'p.id', 'c.component_id')
    .select(['c.bundle_id', 'p.code', 'c.quantity'])
    .where('c.bundle_id', 'in', ids)
    .orderBy('c.bundle_id')
    .orderBy('c.position')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .filter((id) => byId.has(id))
    .map((id) => {
      const { return_warehouse_code: returnWarehouse, ...product } = byId.get(id)!;
      return {
        product,
        returnWarehouse,
        components: components.filter((c) => c.bundle_id === id).map((c) => ({ productCode: c.code, quantity: c.quantity })),
      };
    });
}

/**
 * One page of product ids matching the filter, sorted by updated_at then id. `upc` matches any GTIN form
 * of the code (a UPC-A finds the product whose EAN-13 is the same number).
 */
export async function listProductIds(db: Db, filter: ProductFilter, limit: number, offset: number): Promise<number[]> {
  const query = filteredProducts(db, filter);
  if (!query) return [];
  const rows = await query.orderBy('updated_at').orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

/**
 * Up to `limit` ids of products matching the filter, after the product `afterId` (null: from the first)
 * in id order: an export reads every page so, in creation order, each page costing what the first costs,
 * and a product changed meanwhile never moves to another page.
 */
export async function productIdsAfter(db: Db, filter: ProductFilter, afterId: number | null, limit: number): Promise<number[]> {
  let query = filteredProducts(db, filter);
  if (!query) return [];
  if (afterId !== null) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The ids of the products matching the filter, unsorted; null when it matches none (an empty list of codes). */
function filteredProducts(db: Db, filter: ProductFilter) {
  if (filter.codes?.length === 0) return null;
  let query = db.selectFrom('products').select('id');
  if (filter.code !== undefined) query = query.where('code', '=', filter.code);
  if (filter.codes !== undefined) query = query.where('code', 'in', filter.codes);
  if (filter.upc !== undefined) {
    // A value that is not a GTIN cannot match a stored one; the empty answer says so.
    query = query.where('gtin14', '=', isGtin(filter.upc) ? toGtin14(filter.upc) : '');
  }
  if (filter.consumable !== undefined) query = query.where('consumable', '=', filter.consumable ? 1 : 0);
  if (filter.bundle !== undefined) query = query.where('is_bundle', '=', filter.bundle ? 1 : 0);
  if (filter.updatedAtMin !== undefined) query = query.where('updated_at', '>=', filter.updatedAtMin);
  if (filter.updatedAtMax !== undefined) query = query.where('updated_at', '<=', filter.updatedAtMax);
  return query;
}

/** A product by its code, or undefined. */
export async function findProductByCode(db: Db, code: string): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
}
