import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { WarehouseRef } from '../../wire/references.ts';
import type { PurchaseOrderRef, SupplierShipmentRef } from '../../wire/inbound.ts';
import { fromStored } from '../shared/quantity.ts';
import { loadSupplierShipmentRecords, type SupplierShipmentRecord } from './supplier-shipment-record.ts';

/*
 * The events of purchase orders and their supplier shipments as staff confirm and cancel them
 * (docs/events.md). Each names the warehouse the stock goes to, so the partner that runs it hears of
 * the work coming (src/domain/webhooks/audience.ts).
 */

/** What every purchase order event names: the order, its supplier and its warehouse. */
type PurchaseOrderContext = PurchaseOrderRef & { supplier: { code: string; name: string }; warehouse: WarehouseRef };

/** A purchase order's reference, supplier and warehouse, for event data, in one query. */
export async function loadPurchaseOrderContext(db: Db, id: number): Promise<PurchaseOrderContext> {
  const row = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
    .innerJoin('warehouses as w', 'w.id', 'po.warehouse_id')
    .select([
      'po.id',
      'po.number',
      'po.reference',
      's.code as supplier_code',
      's.name as supplier_name',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
    ])
    .where('po.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    number: row.number ?? '',
    reference: row.reference,
    supplier: { code: row.supplier_code, name: row.supplier_name },
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
  };
}

/**
 * `purchase_order.confirmed` with the order's lines and the supplier shipments it created, then one
 * `supplier_shipment.created` per shipment carrying the whole record its warehouse fetches.
 */
export async function purchaseOrderConfirmedEvents(trx: Db, orderId: number, shipmentIds: number[], confirmedAt: string): Promise<NewEvent[]> {
  const context = await loadPurchaseOrderContext(trx, orderId);
  const lines = await trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'p.code as product_code', 'l.quantity', 'l.unit_cost'])
    .where('l.purchase_order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
  const records = await loadSupplierShipmentRecords(trx, shipmentIds);
  const confirmed: NewEvent = {
    type: 'purchase_order.confirmed',
    resourceType: 'purchase_order',
    resourceId: orderId,
    warehouseId: context.warehouse.id,
    data: {
      ...context,
      state: 'confirmed',
      confirmed_at: confirmedAt,
      lines: lines.map((l) => ({ id: l.id, product_code: l.product_code, quantity: fromStored(l.quantity), unit_cost: l.unit_cost })),
      supplier_shipments: records.map((r) => ({ id: r.id, number: r.number })),
    },
  };
  return [confirmed, ...records.map(supplierShipmentCreatedEvent)];
}

/**
 * `supplier_shipment.created` for a supplier shipment announced to its warehouse (`pending`: a purchase
 * order's on confirmation, a transfer's once the source shipped it), carrying the whole record the
 * warehouse fetches; its warehouse's partner hears it.
 */
export function supplierShipmentCreatedEvent(record: SupplierShipmentRecord): NewEvent {
  return {
    type: 'supplier_shipment.created',
    resourceType: 'supplier_shipment',
    resourceId: record.id,
    warehouseId: record.warehouse.id,
    // Announced as it becomes pending: by a purchase order's confirmation, or the source shipping a transfer.
    data: { ...record, state: 'pending' },
  };
}

/** One `supplier_shipment.cancelled` per cancelled shipment, then `purchase_order.cancelled` naming them. */
export async function purchaseOrderCancelledEvents(trx: Db, orderId: number, cancelled: SupplierShipmentRef[], cancelledAt: string): Promise<NewEvent[]> {
  const context = await loadPurchaseOrderContext(trx, orderId);
  const order: PurchaseOrderRef = { id: context.id, number: context.number, reference: context.reference };
  const shipments: NewEvent[] = cancelled.map((shipment) => ({
    type: 'supplier_shipment.cancelled',
    resourceType: 'supplier_shipment',
    resourceId: shipment.id,
    warehouseId: context.warehouse.id,
    data: {
      ...shipment,
      state: 'cancelled',
      source: 'purchase_order',
      cancelled_at: cancelledAt,
      warehouse: context.warehouse,
      purchase_order: order,
      transfer: null,
    },
  }));
  const orderCancelled: NewEvent = {
    type: 'purchase_order.cancelled',
    resourceType: 'purchase_order',
    resourceId: orderId,
    warehouseId: context.warehouse.id,
    data: { ...context, state: 'cancelled', cancelled_at: cancelledAt, supplier_shipments: cancelled },
  };
  return [...shipments, orderCancelled];
}
