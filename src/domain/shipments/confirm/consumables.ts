import type { ErrorDetail } from '../../../errors.ts';
import type { ProductRef } from '../../catalog/resolve-product-codes.ts';

/** Packaging a confirmation consumes in one of its packages (stored thousandths). */
export type Consumption = { packageIndex: number; productId: number; quantity: number };

/** How a confirmation names packaging: in a package's `consumables[]`, or as an item not on the shipment. */
type NamedAs = 'consumables' | 'item';

/**
 * The one rule of what a confirmation consumes (docs/3pl-api.md section 7, "Consumables"): a product
 * flagged consumable is consumed, whether a package lists it in `consumables[]` or among its items
 * without the shipment holding it. Anything else named in `consumables[]` is `not_a_consumable`; an
 * item of another product not on the shipment is `product_not_on_shipment`. Consumed units move from
 * the warehouse's consumables location to consumption (write-confirmations.ts).
 */
export function isConsumed(product: ProductRef, namedAs: NamedAs, pointer: string, errors: ErrorDetail[]): boolean {
  if (product.consumable) return true;
  errors.push(
    namedAs === 'consumables'
      ? { code: 'not_a_consumable', message: `product ${product.code} is not configured as a consumable`, pointer: `${pointer}/product_code` }
      : {
          code: 'product_not_on_shipment',
          message: `product ${product.code} is not on this shipment and is not a consumable`,
          pointer: `${pointer}/product_code`,
        },
  );
  return false;
}
