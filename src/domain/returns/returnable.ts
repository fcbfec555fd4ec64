import { QUANTITY_SCALE } from '../shared/quantity.ts';
import type { ComponentFacts, OrderLineFacts } from './order-facts.ts';

/**
 * How many component units `bundles` whole bundles hold (stored thousandths times stored thousandths
 * per bundle), or null when that is not exact to three decimals.
 */
export function componentUnits(bundles: number, perBundle: number): number | null {
  const product = BigInt(bundles) * BigInt(perBundle);
  const scale = BigInt(QUANTITY_SCALE);
  return product % scale === 0n ? Number(product / scale) : null;
}

/** Component units of one bundle component already returned: on their own plus inside whole bundles. */
function componentReturned(line: OrderLineFacts, component: ComponentFacts): number {
  return component.returnedAlone + Number((BigInt(line.returned) * BigInt(component.perBundle)) / BigInt(QUANTITY_SCALE));
}

/** Component units still returnable: shipped minus returned, alone or inside bundles. */
export function returnableComponent(line: OrderLineFacts, component: ComponentFacts): number {
  return component.shipped - componentReturned(line, component);
}

/**
 * What can still be returned of an order line's own product: units for a plain line; for a bundle
 * line whole bundles (as shipping counts them), bounded both by the whole bundles shipped and by
 * every component's returnable units (a component returned on its own can break a bundle).
 */
export function returnableOwn(line: OrderLineFacts): number {
  let returnable = line.shipped - line.returned;
  for (const component of line.components.values()) {
    if (component.perBundle <= 0) continue;
    const wholeBundles = Math.floor(returnableComponent(line, component) / component.perBundle) * QUANTITY_SCALE;
    returnable = Math.min(returnable, wholeBundles);
  }
  return Math.max(0, returnable);
}

/** Records a return of `quantity` of `productId` against the line, so later lines of the same request see it. */
export function takeReturn(line: OrderLineFacts, productId: number, quantity: number): void {
  if (productId === line.productId) line.returned += quantity;
  else line.components.get(productId)!.returnedAlone += quantity;
}

/** What can still be returned of `productId` on the line (its own product or one of its components). */
export function returnableOf(line: OrderLineFacts, productId: number): number {
  if (productId === line.productId) return returnableOwn(line);
  const component = line.components.get(productId);
  return component ? Math.max(0, returnableComponent(line, component)) : 0;
}

/** Whether a line is a bundle line (its shipments carry component sublines). */
export function isBundleLine(line: OrderLineFacts): boolean {
  return line.components.size > 0;
}
