import type { Db } from '../../db/connect.ts';
import type { ProductUpdate } from '../../db/schema.ts';
import { alreadyExists, invalidValue, notFound } from '../../errors.ts';
import { isUniqueViolation, resolveRef } from '../shared/refs.ts';
import { touchReferenceData } from '../shared/reference-data.ts';
import { nowIso } from '../shared/time.ts';
import {
  assertGtinFree,
  assertNoCycle,
  assertNoStock,
  checkUom,
  gtinOf,
  lockCatalog,
  moneyText,
  resolveComponents,
  type ComponentInput,
  type ResolvedComponent,
} from './product-rules.ts';

/** A product as the admin API accepts it (docs/admin-api.md "Products"). */
export type ProductInput = {
  code: string;
  name: string;
  upc?: string | null;
  uom?: string;
  consumable?: boolean;
  lot_tracked?: boolean;
  /** Non-empty makes the product a bundle. */
  components?: ComponentInput[];
  return_warehouse?: string | number | null;
  unit_price?: string | null;
  unit_customs_value?: string | null;
};

/** Every field but the code may change. */
type ProductPatch = Partial<Omit<ProductInput, 'code'>>;

/** Creates a product, a bundle when it has components. Returns its id. */
export async function createProduct(trx: Db, input: ProductInput): Promise<number> {
  await lockCatalog(trx);
  const fields = await checkedFields(trx, input, null);
  const components = await resolveComponents(trx, input.components ?? [], input.code);
  assertNotConsumableBundle(input.consumable ?? false, components.length > 0, '/components');
  const now = nowIso();
  let id: number;
  try {
    const row = await trx
      .insertInto('products')
      .values({
        code: input.code,
        name: input.name,
        upc: null,
        gtin14: null,
        uom: 'u',
        consumable: 0,
        lot_tracked: 0,
        return_warehouse_id: null,
        unit_price: null,
        unit_customs_value: null,
        ...fields,
        is_bundle: components.length > 0 ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/code', `product code "${input.code}" is taken`);
    throw error;
  }
  await writeComponents(trx, id, components);
  return id;
}

/**
 * Changes a product. New components replace the old ones and are checked for cycles through other
 * bundles. Shipments keep the sublines they were created with, so open shipments are not affected.
 */
export async function updateProduct(trx: Db, id: number, patch: ProductPatch): Promise<void> {
  await lockCatalog(trx);
  const existing = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound('product');
  const fields = await checkedFields(trx, patch, id);
  let isBundle = existing.is_bundle === 1;
  if (patch.components !== undefined) {
    const components = await resolveComponents(trx, patch.components, existing.code);
    await assertNoCycle(trx, id, components);
    if (components.length > 0 && !isBundle) await assertNoStock(trx, id, '/components');
    await trx.deleteFrom('product_components').where('bundle_id', '=', id).execute();
    await writeComponents(trx, id, components);
    isBundle = components.length > 0;
  }
  const consumable = patch.consumable ?? existing.consumable === 1;
  assertNotConsumableBundle(consumable, isBundle, patch.components?.length ? '/components' : '/consumable');
  await trx
    .updateTable('products')
    .set({ ...fields, is_bundle: isBundle ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  await touchReferenceData(trx);
}

/** Columns of a product, each present with a value or absent: spread over the defaults of a new product, none unsets one. */
type ProductColumns = { [K in keyof ProductUpdate]?: Exclude<ProductUpdate[K], undefined> };

/** The columns for the fields present in the input, each checked; absent fields are left out. */
async function checkedFields(trx: Db, input: ProductPatch, selfId: number | null): Promise<ProductColumns> {
  const fields: ProductColumns = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.uom !== undefined) fields.uom = checkUom(input.uom);
  if (input.consumable !== undefined) fields.consumable = input.consumable ? 1 : 0;
  if (input.lot_tracked !== undefined) fields.lot_tracked = input.lot_tracked ? 1 : 0;
  if (input.unit_price !== undefined) fields.unit_price = moneyText(input.unit_price);
  if (input.unit_customs_value !== undefined) fields.unit_customs_value = moneyText(input.unit_customs_value);
  if (input.upc !== undefined) {
    const gtin14 = input.upc === null ? null : gtinOf(input.upc);
    if (gtin14 !== null) await assertGtinFree(trx, gtin14, selfId);
    fields.upc = input.upc;
    fields.gtin14 = gtin14;
  }
  if (input.return_warehouse !== undefined) {
    fields.return_warehouse_id = input.return_warehouse === null ? null : await resolveRef(trx, 'warehouses', input.return_warehouse, '/return_warehouse');
  }
  return fields;
}

async function writeComponents(trx: Db, bundleId: number, components: ResolvedComponent[]): Promise<void> {
  if (components.length === 0) return;
  await trx
    .insertInto('product_components')
    .values(components.map((c, position) => ({ bundle_id: bundleId, component_id: c.componentId, quantity: c.quantity, position })))
    .execute();
}

/** Consumables are packaging used up while shipping; a bundle is a sellable set, never packaging. */
function assertNotConsumableBundle(consumable: boolean, isBundle: boolean, pointer: string): void {
  if (consumable && isBundle) throw invalidValue(pointer, 'a consumable cannot be a bundle');
}
