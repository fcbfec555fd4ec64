import { paired } from '../shared/invariants.ts';
import { toStored } from '../shared/quantity.ts';
import { moneyText } from './product-rules.ts';
import type { ProductDetails } from './products.repo.ts';
import type { ProductInput } from './save-product.ts';

type ProductFields = Partial<Omit<ProductInput, 'code'>>;

/**
 * The fields of `wanted` that differ from the product as it stands: what an upsert (the products CSV
 * import) passes to updateProduct, so that a row restating a product changes nothing, not even its
 * `updated_at`. Money is compared as stored (`12.5` is not `12.50`), components in order.
 */
export function productChanges(current: ProductDetails, wanted: ProductFields): ProductFields {
  const { product } = current;
  const changes: ProductFields = {};
  if (wanted.name !== undefined && wanted.name !== product.name) changes.name = wanted.name;
  if (wanted.upc !== undefined && wanted.upc !== product.upc) changes.upc = wanted.upc;
  if (wanted.uom !== undefined && wanted.uom !== product.uom) changes.uom = wanted.uom;
  if (wanted.consumable !== undefined && wanted.consumable !== (product.consumable === 1)) changes.consumable = wanted.consumable;
  if (wanted.lot_tracked !== undefined && wanted.lot_tracked !== (product.lot_tracked === 1)) changes.lot_tracked = wanted.lot_tracked;
  if (wanted.unit_price !== undefined && moneyText(wanted.unit_price) !== product.unit_price) changes.unit_price = wanted.unit_price;
  if (wanted.unit_customs_value !== undefined && moneyText(wanted.unit_customs_value) !== product.unit_customs_value) {
    changes.unit_customs_value = wanted.unit_customs_value;
  }
  if (wanted.return_warehouse !== undefined && !sameWarehouse(current, wanted.return_warehouse)) changes.return_warehouse = wanted.return_warehouse;
  if (wanted.components !== undefined && !sameComponents(current, wanted.components)) changes.components = wanted.components;
  return changes;
}

function sameWarehouse({ product, returnWarehouse }: ProductDetails, wanted: string | number | null): boolean {
  if (wanted === null) return product.return_warehouse_id === null;
  return typeof wanted === 'number' ? wanted === product.return_warehouse_id : wanted === returnWarehouse;
}

function sameComponents({ components }: ProductDetails, wanted: NonNullable<ProductFields['components']>): boolean {
  return (
    components.length === wanted.length &&
    paired(wanted, components, 'the components compared').every(
      ([c, stored]) => c.product_code === stored.productCode && toStored(c.quantity) === stored.quantity,
    )
  );
}
