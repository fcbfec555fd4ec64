import type { Db } from '../../db/connect.ts';
import type { ReturnSource } from '../../db/schema.ts';
import { AppError, unknownReference, type ErrorDetail } from '../../errors.ts';
import { insertAddress } from '../orders/customers.ts';
import { nowIso } from '../shared/time.ts';
import { insertReturnShipment, insertReturnShipmentLines } from './insert-return-shipment.ts';
import { loadOrderFacts, type OrderFacts } from './order-facts.ts';
import { recordReturnShipmentsCreated } from './return-events.ts';
import { loadProducts, planReturnLines, type PlannedLine, type ReturnLineInput } from './return-lines.ts';
import { routeLines } from './route-lines.ts';

export type ReturnInput = {
  /** The sales order: its number, or an integer id. */
  order: string | number;
  source: ReturnSource;
  lines: ReturnLineInput[];
  origin_address?: Record<string, string | null | undefined> | null;
  carrier_code?: string | null;
  service_code?: string | null;
  tracking_number?: string | null;
  planned_date?: string | null;
};

type Shipping = { carrierCode: string | null; serviceCode: string | null; trackingNumber: string | null; trackingUrl: string | null };

/**
 * Creates a return (CONTRACT 7, 8), the same workflow for every source: checks every line against
 * what the order shipped and already got back (all problems at once, 422, nothing written), routes
 * each line to a warehouse, stores the return order and one `pending` customer return shipment per
 * warehouse, with `customer_return_shipment.created` for each. Returns the return order id.
 */
export async function createReturn(trx: Db, input: ReturnInput): Promise<number> {
  const orderId = await findOrder(trx, input.order);
  await lockOrder(trx, orderId);
  const facts = (await loadOrderFacts(trx, orderId))!;
  const problems: ErrorDetail[] = [];
  const shipping = await shippingOf(trx, input, problems);
  const products = await loadProducts(trx, facts, input.lines);
  const planned = planReturnLines(facts, input.lines, products, problems);
  if (problems.length > 0) throw returnProblems(problems);
  await routeLines(trx, facts, planned, products);

  const originAddressId = input.origin_address
    ? await insertAddress(trx, facts.order.customerId, input.origin_address)
    : facts.order.shippingAddressId;
  const returnOrderId = await insertReturnOrder(trx, input, facts, originAddressId, shipping);
  const crsIds = await createReturnShipments(trx, returnOrderId, input.planned_date ?? null, shipping, planned);
  await recordReturnShipmentsCreated(trx, crsIds, facts.order.channelId);
  return returnOrderId;
}

async function findOrder(trx: Db, ref: string | number): Promise<number> {
  const query = trx.selectFrom('sales_orders').select('id');
  const row = typeof ref === 'number'
    ? await query.where('id', '=', ref).executeTakeFirst()
    : await query.where('number', '=', ref).executeTakeFirst();
  if (!row) throw unknownReference('/order', `order ${JSON.stringify(ref)} does not exist`);
  return row.id;
}

/**
 * Takes the order's row lock (a write that changes nothing) before reading what was returned, so two
 * returns of the same order line created at once are checked one after the other and can never
 * together return more than shipped. SQLite serializes writers anyway.
 */
async function lockOrder(trx: Db, orderId: number): Promise<void> {
  await trx.updateTable('sales_orders').set((eb) => ({ state: eb.ref('state') })).where('id', '=', orderId).execute();
}

/** Carrier, service and tracking of the return; the tracking URL from the carrier's template. */
async function shippingOf(trx: Db, input: ReturnInput, problems: ErrorDetail[]): Promise<Shipping> {
  const trackingNumber = input.tracking_number ?? null;
  let trackingUrl: string | null = null;
  if (input.carrier_code) {
    const carrier = await trx.selectFrom('carriers').select('tracking_url_template').where('code', '=', input.carrier_code).executeTakeFirst();
    if (!carrier) {
      problems.push({ code: 'unknown_reference', message: `carrier "${input.carrier_code}" is not a known carrier code`, pointer: '/carrier_code' });
    } else if (carrier.tracking_url_template && trackingNumber) {
      trackingUrl = carrier.tracking_url_template.replaceAll('{tracking_number}', encodeURIComponent(trackingNumber));
    }
  }
  return { carrierCode: input.carrier_code ?? null, serviceCode: input.service_code ?? null, trackingNumber, trackingUrl };
}

/** One 422 listing every problem; `unknown_reference` when all are unknown records. */
function returnProblems(problems: ErrorDetail[]): AppError {
  const code = problems.every((p) => p.code === 'unknown_reference') ? 'unknown_reference' : 'invalid_value';
  const detail = problems.length === 1 ? problems[0].message : `${problems.length} problems in the return`;
  return new AppError(code, detail, problems);
}

async function insertReturnOrder(trx: Db, input: ReturnInput, facts: OrderFacts, originAddressId: number, shipping: Shipping): Promise<number> {
  const now = nowIso();
  const row = await trx.insertInto('return_orders')
    .values({
      number: null, order_id: facts.order.id, source: input.source, state: 'open', customer_id: facts.order.customerId,
      origin_address_id: originAddressId, carrier_code: shipping.carrierCode, service_code: shipping.serviceCode,
      tracking_number: shipping.trackingNumber, planned_date: input.planned_date ?? null, closed_at: null,
      created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('return_orders').set({ number: `RO-${String(row.id).padStart(6, '0')}` }).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * Stores the return order lines and one pending CRS per warehouse (in warehouse id order) holding the
 * physical lines routed there. Returns the CRS ids.
 */
async function createReturnShipments(trx: Db, returnOrderId: number, plannedDate: string | null, shipping: Shipping, planned: PlannedLine[]): Promise<number[]> {
  const byWarehouse = new Map<number, { line: PlannedLine; lineId: number }[]>();
  for (const line of planned) {
    const row = await trx.insertInto('return_order_lines')
      .values({
        return_order_id: returnOrderId, order_line_id: line.orderLine.id, product_id: line.productId,
        quantity: line.quantity, reason: line.reason, warehouse_id: line.warehouseId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = byWarehouse.get(line.warehouseId) ?? [];
    group.push({ line, lineId: row.id });
    byWarehouse.set(line.warehouseId, group);
  }
  const crsIds: number[] = [];
  for (const [warehouseId, lines] of [...byWarehouse].sort(([a], [b]) => a - b)) {
    const { id } = await insertReturnShipment(trx, { returnOrderId, warehouseId, state: 'pending', plannedDate, ...shipping });
    await insertReturnShipmentLines(trx, id, lines.flatMap(({ line, lineId }) => line.crsLines.map((c) => ({
      returnOrderLineId: lineId, productId: c.productId, quantity: c.quantity, uom: c.uom, reason: line.reason,
    }))));
    crsIds.push(id);
  }
  return crsIds;
}
