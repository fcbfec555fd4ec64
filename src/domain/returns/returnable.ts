import { completeBundles, componentUnits } from '../catalog/bundles.ts';
import type { ComponentFacts, OrderLineFacts } from './order-facts.ts';

/**
 * Component units of one bundle component already returned: on their own plus inside bundles. Every
 * stored return of a bundle line is exact in component units: planReturnLines refuses any other.
 */
function componentReturned(line: OrderLineFacts, component: ComponentFacts): number {
  return component.returnedAlone + (componentUnits(line.returned, component.perBundle) ?? 0);
}

/** Component units still returnable: shipped minus returned, alone or inside bundles. */
function returnableComponent(line: OrderLineFacts, component: ComponentFacts): number {
  return component.shipped - componentReturned(line, component);
}

/**
 * What can still be returned of an order line's own product: units for a plain line; for a bundle
 * line whole bundles (as shipping counts them), bounded both by the whole bundles shipped and by
 * every component's returnable units (a component returned on its own can break a bundle).
 */
function returnableOwn(line: OrderLineFacts): number {
  const components = [...line.components.values()].filter((c) => c.perBundle > 0).map((c) => ({ units: returnableComponent(line, c), perBundle: c.perBundle }));
  const returnable = line.shipped - line.returned;
  return Math.max(0, components.length > 0 ? Math.min(returnable, completeBundles(components)) : returnable);
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

/**
 * What an order line holds of `productId`, in stored thousandths, before any new return: ordered,
 * shipped, already returned and still returnable. For the line's own product of a bundle line these
 * count whole bundles; for a component, its units (ordered as the bundles ordered times units per bundle).
 */
export function returnFigures(line: OrderLineFacts, productId: number): { ordered: number; shipped: number; returned: number; returnable: number } {
  const returnable = returnableOf(line, productId);
  if (productId === line.productId) return { ordered: line.ordered, shipped: line.shipped, returned: line.returned, returnable };
  const component = line.components.get(productId)!;
  const ordered = componentUnits(line.ordered, component.perBundle) ?? 0;
  return { ordered, shipped: component.shipped, returned: componentReturned(line, component), returnable };
}
