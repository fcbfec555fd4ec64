import type { Db } from '../../db/connect.ts';
import type { Static } from 'typebox';
import type { SupplierShipmentRecord as SupplierShipmentRecordSchema } from '../../wire/inbound.ts';
import { fromStored } from '../shared/quantity.ts';

/**
 * A supplier shipment as a warehouse fetches it (docs/3pl-api.md "Supplier shipments"), and as
 * `supplier_shipment.created` carries it: its warehouse, its supplier (for a transfer, the source
 * warehouse), the purchase order or transfer it brings in, and its lines with their products and lots.
 */
export type SupplierShipmentRecord = Static<typeof SupplierShipmentRecordSchema>;

/** Supplier shipment records by id, in the order of `ids`, in two queries. */
export async function loadSupplierShipmentRecords(db: Db, ids: number[]): Promise<SupplierShipmentRecord[]> {
  if (ids.length === 0) return [];
  const heads = new Map((await selectHeads(db, ids)).map((h) => [h.id, h]));
  const lines = Map.groupBy(await selectLines(db, ids), (l) => l.supplier_shipment_id);
  return ids.flatMap((id) => {
    const h = heads.get(id);
    if (!h) return [];
    return [
      {
        id: h.id,
        number: h.number ?? '',
        state: h.state,
        source: h.source,
        planned_date: h.planned_date,
        created_at: h.created_at,
        updated_at: h.updated_at,
        acknowledged_at: h.acknowledged_at,
        received_at: h.received_at,
        reference: h.reference,
        tpl_reference: h.tpl_reference,
        warehouse: { id: h.warehouse_id, code: h.warehouse_code, name: h.warehouse_name },
        supplier: supplierOf(h),
        purchase_order: h.po_id === null ? null : { id: h.po_id, number: h.po_number ?? '', reference: h.po_reference },
        transfer: h.tr_id === null ? null : { id: h.tr_id, number: h.tr_number ?? '' },
        carrier_code: h.carrier_code,
        tracking_number: h.tracking_number,
        lines: (lines.get(id) ?? []).map((l) => ({
          id: l.id,
          product: { id: l.product_id, code: l.product_code, name: l.product_name, upc: l.upc },
          quantity: fromStored(l.quantity),
          uom: l.uom,
          received_quantity: fromStored(l.received_quantity),
          lot: l.lot_number === null ? null : { number: l.lot_number, expiry_date: l.lot_expiry_date },
        })),
      },
    ];
  });
}

type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];

/** The supplier of a purchase order's shipment; for a transfer's, the warehouse it comes from. */
function supplierOf(h: HeadRow): { code: string; name: string } {
  if (h.supplier_code !== null) return { code: h.supplier_code, name: h.supplier_name ?? '' };
  return { code: h.from_code ?? '', name: h.from_name ?? '' };
}

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('supplier_shipments as ss')
    .innerJoin('warehouses as w', 'w.id', 'ss.warehouse_id')
    .leftJoin('purchase_orders as po', 'po.id', 'ss.purchase_order_id')
    .leftJoin('suppliers as s', 's.id', 'po.supplier_id')
    .leftJoin('transfers as tr', 'tr.id', 'ss.transfer_id')
    .leftJoin('warehouses as fw', 'fw.id', 'tr.from_warehouse_id')
    .select([
      'ss.id',
      'ss.number',
      'ss.state',
      'ss.source',
      'ss.planned_date',
      'ss.created_at',
      'ss.updated_at',
      'ss.acknowledged_at',
      'ss.received_at',
      'ss.reference',
      'ss.tpl_reference',
      'ss.carrier_code',
      'ss.tracking_number',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      's.code as supplier_code',
      's.name as supplier_name',
      'po.id as po_id',
      'po.number as po_number',
      'po.reference as po_reference',
      'tr.id as tr_id',
      'tr.number as tr_number',
      'fw.code as from_code',
      'fw.name as from_name',
    ])
    .where('ss.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('supplier_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.supplier_shipment_id',
      'l.product_id',
      'p.code as product_code',
      'p.name as product_name',
      'p.upc',
      'l.quantity',
      'l.uom',
      'l.received_quantity',
      'l.lot_number',
      'l.lot_expiry_date',
    ])
    .where('l.supplier_shipment_id', 'in', ids)
    .orderBy('l.supplier_shipment_id')
    .orderBy('l.id')
    .execute();
}
