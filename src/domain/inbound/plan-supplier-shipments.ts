import type { Db } from '../../db/connect.ts';
import { AppError, type ErrorDetail } from '../../errors.ts';
import { fromStored, toStored } from '../shared/quantity.ts';
import type { NewSupplierShipment, NewSupplierShipmentLine } from './insert-supplier-shipment.ts';

/** A supplier shipment named in a confirmation (docs/admin-api.md "POST /purchase-orders/{id}/confirm"). */
export type SupplierShipmentInput = {
  planned_date?: string | null;
  carrier_code?: string | null;
  tracking_number?: string | null;
  reference?: string | null;
  lines: {
    purchase_order_line_id?: number;
    product_code?: string | number;
    quantity: number;
    lot?: { number: string; expiry_date?: string | null } | null;
  }[];
};

/** What a confirmation may name: the supplier shipments to announce; none means one for the whole order. */
export type ConfirmInput = { supplier_shipments?: SupplierShipmentInput[] };

/** A purchase order line as a confirmation reads it. */
type OrderLine = { id: number; productId: number; productCode: string; uom: string; lotTracked: boolean; quantity: number; receivedQuantity: number };

/** The order a confirmation plans for: its id, warehouse, expected date and lines. */
export type PlannedOrder = { id: number; number: string; warehouseId: number; expectedDate: string | null };

export type PlannedShipment = { header: NewSupplierShipment; lines: NewSupplierShipmentLine[] };

/** The lines of a purchase order, in line order, with their products. */
async function loadOrderLines(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'p.code', 'p.uom', 'p.lot_tracked', 'l.quantity', 'l.received_quantity'])
    .where('l.purchase_order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productCode: r.code,
    uom: r.uom,
    lotTracked: r.lot_tracked === 1,
    quantity: r.quantity,
    receivedQuantity: r.received_quantity,
  }));
}

/**
 * The supplier shipments a confirmation creates, all `pending` and from the purchase order: one
 * holding every line, planned for the order's expected date, when the body names none; else those it
 * names. Each named line points at an order line by `purchase_order_line_id` or by `product_code` (the
 * first lines of that product with room left); what the named shipments hold of a line may not exceed
 * what the order holds (`quantity_exceeds_ordered`), and what they leave out stays on the order, not
 * announced. Every problem is answered at once, 422, each with its pointer.
 */
export async function planSupplierShipments(db: Db, order: PlannedOrder, input: ConfirmInput): Promise<PlannedShipment[]> {
  const lines = await loadOrderLines(db, order.id);
  const named = input.supplier_shipments ?? [];
  if (named.length === 0) return [wholeOrder(order, lines)];
  const problems: ErrorDetail[] = [];
  const carriers = await knownCarriers(
    db,
    named.flatMap((s) => (s.carrier_code ? [s.carrier_code] : [])),
  );
  const assigned = new Map<number, number>();
  const planned = named.map((shipment, i) => planOne(order, shipment, `/supplier_shipments/${i}`, { lines, carriers, assigned, problems }));
  if (problems.length > 0) throw confirmationProblems(problems);
  return planned;
}

function wholeOrder(order: PlannedOrder, lines: OrderLine[]): PlannedShipment {
  return {
    header: header(order, { planned_date: order.expectedDate }),
    lines: lines.filter((l) => l.quantity > l.receivedQuantity).map((l) => shipmentLine(l, l.quantity - l.receivedQuantity, null)),
  };
}

function header(order: PlannedOrder, input: Omit<SupplierShipmentInput, 'lines'>): NewSupplierShipment {
  return {
    source: 'purchase_order',
    purchaseOrderId: order.id,
    transferId: null,
    warehouseId: order.warehouseId,
    state: 'pending',
    plannedDate: input.planned_date ?? null,
    reference: input.reference ?? null,
    carrierCode: input.carrier_code ?? null,
    trackingNumber: input.tracking_number ?? null,
  };
}

function shipmentLine(line: OrderLine, quantity: number, lot: SupplierShipmentInput['lines'][number]['lot']): NewSupplierShipmentLine {
  return {
    purchaseOrderLineId: line.id,
    transferLineId: null,
    productId: line.productId,
    quantity,
    uom: line.uom,
    lotNumber: lot?.number ?? null,
    lotExpiryDate: lot?.expiry_date ?? null,
  };
}

type Planning = { lines: OrderLine[]; carriers: Set<string>; assigned: Map<number, number>; problems: ErrorDetail[] };

function planOne(order: PlannedOrder, shipment: SupplierShipmentInput, at: string, planning: Planning): PlannedShipment {
  if (shipment.carrier_code && !planning.carriers.has(shipment.carrier_code)) {
    planning.problems.push({
      code: 'unknown_reference',
      message: `carrier "${shipment.carrier_code}" is not a known carrier code`,
      pointer: `${at}/carrier_code`,
    });
  }
  const lines = shipment.lines.flatMap((line, j) => planLine(order, line, `${at}/lines/${j}`, planning) ?? []);
  return { header: header(order, shipment), lines };
}

function planLine(order: PlannedOrder, input: SupplierShipmentInput['lines'][number], at: string, planning: Planning): NewSupplierShipmentLine | null {
  const { problems, assigned } = planning;
  const quantity = toStored(input.quantity);
  if (quantity === null) problems.push({ code: 'invalid_value', message: 'quantity has more than three decimals', pointer: `${at}/quantity` });
  const line = orderLineOf(order, input, at, planning, quantity ?? 0);
  if (!line || quantity === null) return null;
  if (input.lot && !line.lotTracked) {
    problems.push({ code: 'invalid_value', message: `product "${line.productCode}" is not lot-tracked; leave the lot out`, pointer: `${at}/lot` });
  }
  const before = assigned.get(line.id) ?? 0;
  const room = line.quantity - line.receivedQuantity;
  assigned.set(line.id, before + quantity);
  if (before <= room && before + quantity > room) {
    const message =
      `the supplier shipments hold ${fromStored(before + quantity)} of purchase order line ${line.id} ("${line.productCode}"), ` +
      `which holds ${fromStored(room)}${line.receivedQuantity > 0 ? ' not yet received' : ''}`;
    problems.push({ code: 'quantity_exceeds_ordered', message, pointer: `${at}/quantity` });
  }
  return shipmentLine(line, quantity, input.lot ?? null);
}

/**
 * The order line a named line fills: the one its id names (whose product must be `product_code`, when
 * given), else the first line of the product with room left, else the product's last line (which then
 * exceeds what it holds).
 */
function orderLineOf(order: PlannedOrder, input: SupplierShipmentInput['lines'][number], at: string, planning: Planning, quantity: number): OrderLine | null {
  const { lines, problems, assigned } = planning;
  const matches = (l: OrderLine) => input.product_code === undefined || l.productCode === input.product_code || l.productId === input.product_code;
  if (input.purchase_order_line_id !== undefined) {
    const line = lines.find((l) => l.id === input.purchase_order_line_id);
    if (!line) {
      const message = `line ${input.purchase_order_line_id} is not a line of purchase order ${order.number}`;
      problems.push({ code: 'unknown_reference', message, pointer: `${at}/purchase_order_line_id` });
      return null;
    }
    if (!matches(line)) {
      const message = `purchase order line ${line.id} holds "${line.productCode}", not ${JSON.stringify(input.product_code)}`;
      problems.push({ code: 'product_not_on_order_line', message, pointer: `${at}/product_code` });
      return null;
    }
    return line;
  }
  if (input.product_code === undefined) {
    problems.push({ code: 'required', message: 'a line needs purchase_order_line_id, product_code or both', pointer: at });
    return null;
  }
  const candidates = lines.filter(matches);
  if (candidates.length === 0) {
    const message = `purchase order ${order.number} holds no ${JSON.stringify(input.product_code)}`;
    problems.push({ code: 'product_not_on_order', message, pointer: `${at}/product_code` });
    return null;
  }
  return candidates.find((l) => (assigned.get(l.id) ?? 0) + quantity <= l.quantity - l.receivedQuantity) ?? candidates.at(-1)!;
}

async function knownCarriers(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('carriers').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

/** One 422 listing every problem, named by the first problem's code when it is an error code. */
function confirmationProblems(problems: ErrorDetail[]): AppError {
  const detail = problems.length === 1 ? problems[0]!.message : `${problems.length} problems in the supplier shipments`;
  const [first] = problems;
  const code =
    first && (first.code === 'quantity_exceeds_ordered' || first.code === 'unknown_reference') && problems.every((p) => p.code === first.code)
      ? first.code
      : 'invalid_value';
  return new AppError(code, detail, problems);
}
