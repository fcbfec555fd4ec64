import type { Db } from '../../db/connect.ts';
import type { ReturnBody } from '../../wire/returns.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { trackingUrl as carrierTrackingUrl } from '../carriers/carriers.repo.ts';
import type { NewEvent } from '../events/outbox.ts';
import { nowIso } from '../shared/time.ts';
import { insertReturnShipment, insertReturnShipmentLines } from './insert-return-shipment.ts';
import { loadOrderFacts, type OrderFacts } from './order-facts.ts';
import { returnShipmentsCreatedEvents } from './return-events.ts';
import { loadProducts, planReturnLines, type PlannedLine, type ProductLookup } from './return-lines.ts';
import { routeLines } from './route-lines.ts';

/** A return as POST /returns takes it (docs/admin-api.md "Returns and routing"); `order` is the sales order's number or id. */
export type ReturnInput = ReturnBody;

type Shipping = { carrierCode: string | null; serviceCode: string | null; trackingNumber: string | null; trackingUrl: string | null };

/** A return checked and routed, ready to be stored; `products` names every product it holds. */
type PlannedReturn = { input: ReturnInput; facts: OrderFacts; shipping: Shipping; lines: PlannedLine[]; products: ProductLookup };

/**
 * Checks a return against its order (docs/admin-api.md "Returns and routing"), the same for every
 * source: every line against what the order shipped and already got back, all problems at once (422,
 * nothing written); then routes each line to a warehouse. The caller holds the order's row lock, so
 * two returns of the same order are checked one after the other.
 */
export async function planReturn(trx: Db, orderId: number, input: ReturnInput): Promise<PlannedReturn> {
  const facts = (await loadOrderFacts(trx, orderId))!;
  const problems: ErrorDetail[] = [];
  const shipping = await shippingOf(trx, input, problems);
  const products = await loadProducts(trx, facts, input.lines);
  const lines = planReturnLines(facts, input.lines, products, problems);
  if (problems.length > 0) throw returnProblems(problems);
  await routeLines(trx, facts, lines, products);
  return { input, facts, shipping, lines, products };
}

/**
 * Stores a planned return: the return order, its lines and one `pending` customer return shipment per
 * warehouse. Answers the return order id and a `customer_return_shipment.created` event per CRS.
 */
export async function recordReturn(trx: Db, plan: PlannedReturn, originAddressId: number): Promise<{ id: number; events: NewEvent[] }> {
  const id = await insertReturnOrder(trx, plan.input, plan.facts, originAddressId, plan.shipping);
  const crsIds = await createReturnShipments(trx, id, plan.input.planned_date ?? null, plan.shipping, plan.lines);
  return { id, events: await returnShipmentsCreatedEvents(trx, crsIds, plan.facts.order.channelId) };
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
      trackingUrl = carrierTrackingUrl(carrier.tracking_url_template, trackingNumber);
    }
  }
  return { carrierCode: input.carrier_code ?? null, serviceCode: input.service_code ?? null, trackingNumber, trackingUrl };
}

/** One 422 listing every problem; `unknown_reference` when all are unknown records. */
function returnProblems(problems: ErrorDetail[]): AppError {
  const code = problems.every((p) => p.code === 'unknown_reference') ? 'unknown_reference' : 'invalid_value';
  const detail = problems.length === 1 ? problems[0]!.message : `${problems.length} problems in the return`;
  return new AppError(code, detail, problems);
}

async function insertReturnOrder(trx: Db, input: ReturnInput, facts: OrderFacts, originAddressId: number, shipping: Shipping): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto('return_orders')
    .values({
      number: null,
      order_id: facts.order.id,
      source: input.source,
      state: 'open',
      customer_id: facts.order.customerId,
      origin_address_id: originAddressId,
      carrier_code: shipping.carrierCode,
      service_code: shipping.serviceCode,
      tracking_number: shipping.trackingNumber,
      planned_date: input.planned_date ?? null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('return_orders')
    .set({ number: `RO-${String(row.id).padStart(6, '0')}` })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/**
 * The customer return shipments a plan makes: one per warehouse, in warehouse id order, each with the
 * planned lines routed there in the request's order.
 */
export function shipmentsOf(planned: PlannedLine[]): { warehouseId: number; lines: PlannedLine[] }[] {
  return [...Map.groupBy(planned, (line) => line.warehouseId)].sort(([a], [b]) => a - b).map(([warehouseId, lines]) => ({ warehouseId, lines }));
}

/**
 * Stores the return order lines and one pending CRS per warehouse (shipmentsOf) holding the physical
 * lines routed there. Returns the CRS ids.
 */
async function createReturnShipments(
  trx: Db,
  returnOrderId: number,
  plannedDate: string | null,
  shipping: Shipping,
  planned: PlannedLine[],
): Promise<number[]> {
  const lineIds = new Map<PlannedLine, number>();
  for (const line of planned) {
    const row = await trx
      .insertInto('return_order_lines')
      .values({
        return_order_id: returnOrderId,
        order_line_id: line.orderLine.id,
        product_id: line.productId,
        quantity: line.quantity,
        reason: line.reason,
        warehouse_id: line.warehouseId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.set(line, row.id);
  }
  const crsIds: number[] = [];
  for (const { warehouseId, lines } of shipmentsOf(planned)) {
    const { id } = await insertReturnShipment(trx, { returnOrderId, warehouseId, state: 'pending', plannedDate, ...shipping });
    await insertReturnShipmentLines(
      trx,
      id,
      lines.flatMap((line) =>
        line.crsLines.map((c) => ({
          returnOrderLineId: lineIds.get(line)!,
          productId: c.productId,
          quantity: c.quantity,
          uom: c.uom,
          reason: line.reason,
        })),
      ),
    );
    crsIds.push(id);
  }
  return crsIds;
}
