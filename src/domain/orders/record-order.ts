import type { Db } from '../../db/connect.ts';
import { insertRows } from '../../db/bulk-statements.ts';
import { orderTerms } from '../../db/search-terms.ts';
import { alreadyExists } from '../../errors.ts';
import type { ExplodedComponent } from '../catalog/bundles.ts';
import { isUniqueViolation } from '../shared/refs.ts';
import { nowIso } from '../shared/time.ts';
import { insertAddress, upsertCustomer } from './customers.ts';
import { resolveOrder, type OrderInput, type ResolvedLine, type ResolvedOrder } from './order-input.ts';

/** An order line as stored, with what its customer shipment line needs. */
type RecordedLine = {
  orderLineId: number;
  position: number;
  productId: number;
  /** Stored thousandths. */
  quantity: number;
  uom: string;
  /** The physical components of a bundle line; empty for a plain line. */
  sublines: ExplodedComponent[];
};

/** A stored order: its id, and its lines grouped by the warehouse that ships them, in warehouse id order. */
type RecordedOrder = { id: number; linesByWarehouse: [number, RecordedLine[]][] };

/**
 * Stores a sales order (docs/admin-api.md "Orders"): checks every reference (all problems at once, 422,
 * nothing written), upserts the customer, stores the address, the order, its search terms
 * (docs/admin-api.md "Search") and its lines. Its customer shipments are the caller's to create, one per
 * warehouse of its lines. With `transferId`, the order is a transfer's internal one (docs/admin-api.md
 * "Transfers"): on the built-in channel, marked so the merchant's lists and reports leave it out.
 */
export async function recordOrder(trx: Db, input: OrderInput, transferId: number | null = null): Promise<RecordedOrder> {
  const resolved = await resolveOrder(trx, input, transferId !== null);
  const customerId = await upsertCustomer(trx, input.customer);
  const addressId = await insertAddress(trx, customerId, input.shipping_address);
  const id = await insertOrder(trx, input, resolved, customerId, addressId, transferId);
  await insertRows(
    trx,
    'order_search_terms',
    orderTerms(input.number, input.reference ?? null).map((term) => ({ term, order_id: id })),
  );
  const lineIds = await insertOrderLines(trx, id, resolved.lines);
  const linesByWarehouse = byWarehouse(resolved.lines).map(([warehouseId, lines]): [number, RecordedLine[]] => [
    warehouseId,
    lines.map((l) => ({
      orderLineId: lineIds.get(l.position)!,
      position: l.position,
      productId: l.productId,
      quantity: l.quantity,
      uom: l.uom,
      sublines: l.sublines,
    })),
  ]);
  return { id, linesByWarehouse };
}

async function insertOrder(
  trx: Db,
  input: OrderInput,
  resolved: ResolvedOrder,
  customerId: number,
  addressId: number,
  transferId: number | null,
): Promise<number> {
  const now = nowIso();
  try {
    const row = await trx
      .insertInto('sales_orders')
      .values({
        number: input.number,
        reference: input.reference ?? null,
        channel_id: resolved.channelId,
        customer_id: customerId,
        shipping_address_id: addressId,
        currency: resolved.currency,
        state: 'open',
        shipping_instructions: input.shipping_instructions ?? null,
        carrier_identifier: input.carrier_identifier ?? null,
        carrier_service: input.carrier_service ?? null,
        planned_date: input.planned_date ?? null,
        transfer_id: transferId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('/number', `order number "${input.number}" is taken`);
    throw error;
  }
}

/** Inserts the order lines; returns their ids by position. */
async function insertOrderLines(trx: Db, orderId: number, lines: ResolvedLine[]): Promise<Map<number, number>> {
  const rows = await trx
    .insertInto('sales_order_lines')
    .values(
      lines.map((l) => ({
        order_id: orderId,
        position: l.position,
        product_id: l.productId,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        unit_customs_value: l.unitCustomsValue,
        warehouse_id: l.warehouseId,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  return new Map(rows.map((r) => [r.position, r.id]));
}

/** Lines per warehouse, in warehouse id order: allocations take inventory rows in a fixed order. */
function byWarehouse(lines: ResolvedLine[]): [number, ResolvedLine[]][] {
  const groups = new Map<number, ResolvedLine[]>();
  for (const line of lines) {
    const group = groups.get(line.warehouseId);
    if (group) group.push(line);
    else groups.set(line.warehouseId, [line]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}
