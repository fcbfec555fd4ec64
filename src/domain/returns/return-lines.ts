import type { Db } from '../../db/connect.ts';
import type { ReturnBody } from '../../wire/returns.ts';
import type { ErrorDetail } from '../../errors.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import type { OrderFacts, OrderLineFacts } from './order-facts.ts';
import { componentUnits } from '../catalog/bundles.ts';
import { isBundleLine, returnableOf, takeReturn } from './returnable.ts';
import type { RoutingRule } from './routing-rules.repo.ts';

/** A line of a return as POST /returns takes it. */
export type ReturnLineInput = ReturnBody['lines'][number];

export type ProductInfo = { id: number; code: string; uom: string; returnWarehouseId: number | null };

/** Products by id, and the ids that codes (or integer ids) in the request name. */
export type ProductLookup = { byId: Map<number, ProductInfo>; byRef: Map<string | number, number> };

/** One physical line of a customer return shipment: what the warehouse should expect. */
export type PlannedCrsLine = { productId: number; quantity: number; uom: string };

/**
 * Why routing chose a line's warehouse (docs/admin-api.md "Returns and routing"): the product's return
 * warehouse, the first matching rule, or, when neither applies, where the item shipped from.
 */
export type RouteChoice = { by: 'return_warehouse' | 'shipped_from'; rule: null } | { by: 'rule'; rule: RoutingRule };

/** A return order line to create: one order line, one returned product, routed later. */
export type PlannedLine = {
  /** The index of the request's line it comes from (one request line may fill several order lines). */
  requestLine: number;
  orderLine: OrderLineFacts;
  /** The returned product: the bundle itself for whole bundles, else the unit or component. */
  productId: number;
  quantity: number;
  reason: string | null;
  crsLines: PlannedCrsLine[];
  /** Where the first match of the routing order sends it, and which match it was (set by routeLines). */
  warehouseId: number;
  route: RouteChoice;
};

/** Every product the order holds (lines and components) and every product the request names. */
export async function loadProducts(db: Db, facts: OrderFacts, lines: ReturnLineInput[]): Promise<ProductLookup> {
  const ids = new Set<number>();
  for (const line of facts.lines) {
    ids.add(line.productId);
    for (const id of line.components.keys()) ids.add(id);
  }
  const refs = lines.map((l) => l.product_code).filter((r) => r !== undefined);
  const codes = refs.filter((r): r is string => typeof r === 'string');
  for (const r of refs) if (typeof r === 'number') ids.add(r);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code', 'uom', 'return_warehouse_id'])
    .where((eb) => eb.or([eb('id', 'in', ids.size > 0 ? [...ids] : [0]), eb('code', 'in', codes.length > 0 ? codes : [''])]))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, code: r.code, uom: r.uom, returnWarehouseId: r.return_warehouse_id }]));
  const byRef = new Map<string | number, number>();
  for (const r of rows) {
    byRef.set(r.code, r.id);
    if (refs.includes(r.id)) byRef.set(r.id, r.id);
  }
  return { byId, byRef };
}

/**
 * Turns the requested lines into return order lines against the order's lines (docs/admin-api.md "Returns and routing"): a line
 * names an order line, a product, or both (a component of a bundle line). A product alone fills the
 * order lines of that product in order, then the bundle lines holding it as a component. Each line
 * may return at most what shipped minus what was returned, counting this request's earlier lines.
 * Problems are collected with pointers; nothing is taken for a line that does not fit.
 */
export function planReturnLines(facts: OrderFacts, lines: ReturnLineInput[], products: ProductLookup, problems: ErrorDetail[]): PlannedLine[] {
  const planned: PlannedLine[] = [];
  lines.forEach((input, index) => {
    const at = `/lines/${index}`;
    const quantity = toStored(input.quantity);
    if (quantity === null) problems.push(invalid(`${at}/quantity`, 'quantity has more than three decimals'));
    const target = targetOf(facts, input, products, at, problems);
    if (!target || quantity === null) return;
    const { productId, candidates } = target;
    const returnable = candidates.reduce((sum, line) => sum + returnableOf(line, productId), 0);
    if (quantity > returnable) {
      const code = products.byId.get(productId)?.code ?? String(productId);
      problems.push(
        invalid(
          `${at}/quantity`,
          `only ${fromStored(returnable)} of ${code} can still be returned from order ${facts.order.number} (shipped minus already returned)`,
          'quantity_exceeds_returnable',
        ),
      );
      return;
    }
    let left = quantity;
    for (const line of candidates) {
      const take = Math.min(left, returnableOf(line, productId));
      if (take <= 0) continue;
      const crsLines = physicalLines(line, productId, take, products);
      if (crsLines === null) {
        problems.push(invalid(`${at}/quantity`, "the bundle's component quantities for this quantity are not exact to three decimals"));
        return;
      }
      takeReturn(line, productId, take);
      planned.push({
        requestLine: index,
        orderLine: line,
        productId,
        quantity: take,
        reason: input.reason ?? null,
        crsLines,
        warehouseId: 0,
        route: { by: 'shipped_from', rule: null },
      });
      left -= take;
      if (left === 0) break;
    }
  });
  return planned;
}

type Target = { productId: number; candidates: OrderLineFacts[] };

/** The returned product and the order lines it may come from, or null after recording the problem. */
function targetOf(facts: OrderFacts, input: ReturnLineInput, products: ProductLookup, at: string, problems: ErrorDetail[]): Target | null {
  if (input.order_line_id === undefined && input.product_code === undefined) {
    problems.push(invalid(at, 'a line needs order_line_id, product_code or both', 'required'));
    return null;
  }
  let productId: number | undefined;
  if (input.product_code !== undefined) {
    productId = products.byRef.get(input.product_code);
    if (productId === undefined) {
      problems.push({ code: 'unknown_reference', message: `product ${JSON.stringify(input.product_code)} does not exist`, pointer: `${at}/product_code` });
      return null;
    }
  }
  if (input.order_line_id !== undefined) {
    const line = facts.lines.find((l) => l.id === input.order_line_id);
    if (!line) {
      problems.push({
        code: 'unknown_reference',
        message: `order line ${input.order_line_id} is not a line of order ${facts.order.number}`,
        pointer: `${at}/order_line_id`,
      });
      return null;
    }
    const chosen = productId ?? line.productId;
    if (chosen !== line.productId && !line.components.has(chosen)) {
      problems.push(invalid(`${at}/product_code`, `order line ${line.id} holds neither this product nor a bundle containing it`, 'product_not_on_order_line'));
      return null;
    }
    return { productId: chosen, candidates: [line] };
  }
  const own = facts.lines.filter((l) => l.productId === productId);
  const inBundles = facts.lines.filter((l) => l.productId !== productId && l.components.has(productId!));
  if (own.length + inBundles.length === 0) {
    problems.push(invalid(`${at}/product_code`, `order ${facts.order.number} holds no line of this product`, 'product_not_on_order'));
    return null;
  }
  return { productId: productId!, candidates: [...own, ...inBundles] };
}

/** What the warehouse receives for a returned quantity: the components of whole bundles, else the product. */
function physicalLines(line: OrderLineFacts, productId: number, quantity: number, products: ProductLookup): PlannedCrsLine[] | null {
  if (productId !== line.productId || !isBundleLine(line)) {
    return [{ productId, quantity, uom: products.byId.get(productId)!.uom }];
  }
  const result: PlannedCrsLine[] = [];
  for (const component of line.components.values()) {
    const units = componentUnits(quantity, component.perBundle);
    if (units === null) return null;
    result.push({ productId: component.productId, quantity: units, uom: products.byId.get(component.productId)!.uom });
  }
  return result;
}

function invalid(pointer: string, message: string, code: ErrorDetail['code'] = 'invalid_value'): ErrorDetail {
  return { code, message, pointer };
}
