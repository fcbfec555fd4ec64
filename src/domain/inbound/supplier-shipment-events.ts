import type { Db } from '../../db/connect.ts';
import type { WarehouseRef } from '../../wire/references.ts';
import type { PurchaseOrderRef } from '../../wire/inbound.ts';
import type { TransferRef } from '../../wire/supplier-shipments.ts';

/** What events of a supplier shipment name besides itself: its warehouse, and its purchase order or transfer. */
export type SupplierShipmentContext = { warehouse: WarehouseRef; purchaseOrder: PurchaseOrderRef | null; transfer: TransferRef | null };

/** The contexts of some supplier shipments, by id, in one query. */
export async function loadSupplierShipmentContexts(db: Db, ids: number[]): Promise<Map<number, SupplierShipmentContext>> {
  const contexts = new Map<number, SupplierShipmentContext>();
  if (ids.length === 0) return contexts;
  const rows = await db
    .selectFrom('supplier_shipments as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .leftJoin('purchase_orders as po', 'po.id', 's.purchase_order_id')
    .leftJoin('transfers as t', 't.id', 's.transfer_id')
    .select([
      's.id',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'po.id as po_id',
      'po.number as po_number',
      'po.reference as po_reference',
      't.id as transfer_id',
      't.number as transfer_number',
    ])
    .where('s.id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    contexts.set(row.id, {
      warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
      purchaseOrder: row.po_id === null ? null : { id: row.po_id, number: row.po_number ?? '', reference: row.po_reference },
      transfer: row.transfer_id === null ? null : { id: row.transfer_id, number: row.transfer_number ?? '' },
    });
  }
  return contexts;
}

/** The references every supplier shipment event carries beside the shipment itself. */
export function contextRefs({ warehouse, purchaseOrder, transfer }: SupplierShipmentContext) {
  return { warehouse, purchase_order: purchaseOrder, transfer };
}
