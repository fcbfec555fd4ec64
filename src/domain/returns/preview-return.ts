import type { Db } from '../../db/connect.ts';
import type { OrderRef } from '../../wire/references.ts';
import type { OrderReturnableOut, ReturnPreviewOut } from '../../wire/returns.ts';
import { findOrderId, resolveOrderRef } from '../orders/orders.repo.ts';
import { fromStored } from '../shared/quantity.ts';
import { loadOrderFacts, type OrderFacts, type OrderLineFacts } from './order-facts.ts';
import { planReturn, shipmentsOf, type ReturnInput } from './record-return.ts';
import { loadProducts, type PlannedLine } from './return-lines.ts';
import { returnFigures } from './returnable.ts';
import { routingRuleRecord } from './routing-rules.repo.ts';

type Figures = { ordered: number; shipped: number; returned: number; returnable: number };

/** Ordered, shipped, returned and returnable of a product on an order line, as wire numbers. */
function figuresOf(line: OrderLineFacts, productId: number): Figures {
  const f = returnFigures(line, productId);
  return { ordered: fromStored(f.ordered), shipped: fromStored(f.shipped), returned: fromStored(f.returned), returnable: fromStored(f.returnable) };
}

const orderRefOf = (facts: OrderFacts): OrderRef => ({ id: facts.order.id, number: facts.order.number, reference: facts.order.reference });

/**
 * What can still be returned of an order (docs/admin-api.md "GET /orders/{id}/returnable"): per order
 * line its own product and, for a bundle line, each component, with the figures POST /returns checks.
 * `ref` is the order's number or id; a 404 when there is none.
 */
export async function orderReturnable(db: Db, ref: string): Promise<OrderReturnableOut> {
  const facts = (await loadOrderFacts(db, await findOrderId(db, ref)))!;
  const products = await loadProducts(db, facts, []);
  const code = (id: number) => products.byId.get(id)!.code;
  return {
    order: orderRefOf(facts),
    lines: facts.lines.map((line) => ({
      order_line_id: line.id,
      product_code: code(line.productId),
      ...figuresOf(line, line.productId),
      components: [...line.components.keys()].map((id) => ({ product_code: code(id), ...figuresOf(line, id) })),
    })),
  };
}

/**
 * The return POST /returns would create for this body, created nowhere (docs/admin-api.md "POST
 * /returns/preview"): the same order lookup, checks and routing (planReturn), so the same problems for
 * a bad body, and for a good one each return line with its figures before this return, the warehouse
 * routing chose and why, and the CRS per warehouse. Reads only: no lock, no write, no event.
 */
export async function previewReturn(db: Db, input: ReturnInput): Promise<ReturnPreviewOut> {
  const orderId = await resolveOrderRef(db, input.order, '/order');
  const plan = await planReturn(db, orderId, input);
  // planReturn counts the request's lines as taken; the figures shown are those before this return.
  const before = new Map((await loadOrderFacts(db, orderId))!.lines.map((l) => [l.id, l]));
  const warehouses = await warehouseCodes(
    db,
    plan.lines.map((l) => l.warehouseId),
  );
  const channel = await db.selectFrom('channels').select('code').where('id', '=', plan.facts.order.channelId).executeTakeFirstOrThrow();
  const matched = { channel: channel.code, country: plan.facts.order.countryCode };
  const code = (id: number) => plan.products.byId.get(id)!.code;
  return {
    order: orderRefOf(plan.facts),
    lines: plan.lines.map((line) => {
      const [product, warehouse] = [code(line.productId), warehouses.get(line.warehouseId)!];
      return {
        request_line: line.requestLine,
        order_line_id: line.orderLine.id,
        product_code: product,
        quantity: fromStored(line.quantity),
        reason: line.reason,
        ...figuresOf(before.get(line.orderLine.id)!, line.productId),
        warehouse,
        routing: { by: line.route.by, rule: line.route.rule && routingRuleRecord(line.route.rule), detail: routingDetail(line, matched, product, warehouse) },
      };
    }),
    customer_return_shipments: shipmentsOf(plan.lines).map(({ warehouseId, lines }) => ({
      warehouse: warehouses.get(warehouseId)!,
      lines: lines.flatMap((l) => l.crsLines.map((c) => ({ product_code: code(c.productId), quantity: fromStored(c.quantity), uom: c.uom }))),
    })),
  };
}

/**
 * Why routing chose the line's warehouse, in a sentence a person reads beside the line; when no rule
 * matched, what the rules were held against (the order's channel and destination country, the product).
 */
function routingDetail(line: PlannedLine, order: { channel: string; country: string | null }, product: string, warehouse: string): string {
  const { rule, by } = line.route;
  if (by === 'return_warehouse') return `${product} has ${warehouse} as its return warehouse, which comes before the routing rules`;
  if (rule === null) {
    return `no routing rule matches channel ${order.channel}, country ${order.country ?? 'none'}, product ${product}: back to ${warehouse}, where it shipped from`;
  }
  const conditions = [
    rule.channelCode && `channel ${rule.channelCode}`,
    rule.countryCode && `country ${rule.countryCode}`,
    rule.productCode && `product ${rule.productCode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `rule ${rule.id} (priority ${rule.priority}; ${conditions || 'no conditions: a catch-all'}) is the first rule that matches`;
}

async function warehouseCodes(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('warehouses')
    .select(['id', 'code'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.code]));
}
