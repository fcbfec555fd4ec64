import type { Db } from '../../db/connect.ts';
import type { OrderFacts, OrderLineFacts } from './order-facts.ts';
import type { PlannedLine, ProductLookup } from './return-lines.ts';
import { listRoutingRules, type RoutingRule } from './routing-rules.repo.ts';

/**
 * Sets the warehouse of every planned line (docs/admin-api.md "Returns and routing"), first match wins: the returned product's
 * return warehouse, then the merchant's routing rules by priority (channel, destination country,
 * product: every condition a rule sets must match), then the warehouse the item shipped from.
 */
export async function routeLines(db: Db, facts: OrderFacts, lines: PlannedLine[], products: ProductLookup): Promise<void> {
  const rules = await listRoutingRules(db);
  for (const line of lines) {
    const assigned = products.byId.get(line.productId)?.returnWarehouseId ?? null;
    const rule = assigned === null ? matchingRule(rules, facts, line.productId) : undefined;
    if (assigned !== null) {
      line.warehouseId = assigned;
      line.route = { by: 'return_warehouse', rule: null };
    } else if (rule) {
      line.warehouseId = rule.warehouseId;
      line.route = { by: 'rule', rule };
    } else {
      line.warehouseId = shippedFrom(line.orderLine, line.productId);
      line.route = { by: 'shipped_from', rule: null };
    }
  }
}

function matchingRule(rules: RoutingRule[], facts: OrderFacts, productId: number): RoutingRule | undefined {
  return rules.find(
    (rule) =>
      (rule.channelId === null || rule.channelId === facts.order.channelId) &&
      (rule.countryCode === null || rule.countryCode === facts.order.countryCode) &&
      (rule.productId === null || rule.productId === productId),
  );
}

/**
 * The warehouse that shipped the returned product for this order line; when several did (a backorder
 * shipped elsewhere), the one that shipped the most, the earliest shipment's warehouse on a tie.
 * A returnable line always shipped something, so there is always one.
 */
function shippedFrom(line: OrderLineFacts, productId: number): number {
  const from = productId === line.productId ? line.shippedFrom : line.components.get(productId)!.shippedFrom;
  let best = 0;
  let bestQuantity = 0;
  for (const [warehouseId, quantity] of from) {
    if (quantity > bestQuantity) {
      best = warehouseId;
      bestQuantity = quantity;
    }
  }
  return best;
}
