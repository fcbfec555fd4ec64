import type { Db } from '../../db/connect.ts';
import type { SupplierShipmentSource, SupplierShipmentState } from '../../db/schema.ts';
import { fromStored } from '../shared/quantity.ts';
import type { ProductRef } from '../shipments/shipment-view.ts';

/** The supplier shipment record exactly as docs/3pl-api.md section 14 defines it (what a warehouse fetches). */
export type SupplierShipmentRecord = {
  id: number;
  number: string;
  state: SupplierShipmentState;
  source: SupplierShipmentSource;
  planned_date: string | null;
  created_at: string;
  updated_at: string;
  acknowledged_at: string | null;
  received_at: string | null;
  reference: string | null;
  tpl_reference: string | null;
  warehouse: { id: number; code: string; name: string };
  supplier: { code: string; name: string };
  purchase_order: { id: number; number: string; reference: string | null } | null;
  transfer: { id: number; number: string } | null;
  carrier_code: string | null;
  tracking_number: string | null;
  lines: {
    id: number;
    product: ProductRef;
    quantity: number;
    uom: string;
    received_quantity: number;
    lot: { number: string; expiry_date: string | null } | null;
  }[];
};

/**
 * Loads many supplier shipment records with two queries sent at once (the shipments with their
 * warehouse, purchase order and supplier or transfer and source warehouse; all their lines) and returns
 * them in the order of `ids`; unknown ids are left out.
 */
export async function loadSupplierShipmentRecords(db: Db, ids: number[]): Promise<SupplierShipmentRecord[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await Promise.all([selectHeads(db, ids), selectLines(db, ids)]);
  const linesOf = new Map<number, LineRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.supplier_shipment_id);
    if (list) list.push(line);
    else linesOf.set(line.supplier_shipment_id, [line]);
  }
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    return head ? [toRecord(head, linesOf.get(id) ?? [])] : [];
  });
}

type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];
type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('supplier_shipments as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .leftJoin('purchase_orders as po', 'po.id', 's.purchase_order_id')
    .leftJoin('suppliers as su', 'su.id', 'po.supplier_id')
    .leftJoin('transfers as t', 't.id', 's.transfer_id')
    .leftJoin('warehouses as fw', 'fw.id', 't.from_warehouse_id')
    .select([
      's.id',
      's.number',
      's.state',
      's.source',
      's.planned_date',
      's.created_at',
      's.updated_at',
      's.acknowledged_at',
      's.received_at',
      's.reference',
      's.tpl_reference',
      's.carrier_code',
      's.tracking_number',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'po.id as po_id',
      'po.number as po_number',
      'po.reference as po_reference',
      'su.code as supplier_code',
      'su.name as supplier_name',
      't.id as transfer_id',
      't.number as transfer_number',
      'fw.code as from_code',
      'fw.name as from_name',
    ])
    .where('s.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('supplier_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.supplier_shipment_id',
      'l.quantity',
      'l.uom',
      'l.received_quantity',
      'l.lot_number',
      'l.lot_expiry_date',
      'p.id as product_id',
      'p.code as product_code',
      'p.name as product_name',
      'p.upc as product_upc',
    ])
    .where('l.supplier_shipment_id', 'in', ids)
    .orderBy('l.supplier_shipment_id')
    .orderBy('l.id')
    .execute();
}

function toRecord(head: HeadRow, lines: LineRow[]): SupplierShipmentRecord {
  return {
    id: head.id,
    number: head.number ?? '',
    state: head.state,
    source: head.source,
    planned_date: head.planned_date,
    created_at: head.created_at,
    updated_at: head.updated_at,
    acknowledged_at: head.acknowledged_at,
    received_at: head.received_at,
    reference: head.reference,
    tpl_reference: head.tpl_reference,
    warehouse: { id: head.warehouse_id, code: head.warehouse_code, name: head.warehouse_name },
    // A transfer's supplier is the warehouse it comes from.
    supplier:
      head.source === 'transfer'
        ? { code: head.from_code ?? '', name: head.from_name ?? '' }
        : { code: head.supplier_code ?? '', name: head.supplier_name ?? '' },
    purchase_order: head.po_id === null ? null : { id: head.po_id, number: head.po_number ?? '', reference: head.po_reference },
    transfer: head.transfer_id === null ? null : { id: head.transfer_id, number: head.transfer_number ?? '' },
    carrier_code: head.carrier_code,
    tracking_number: head.tracking_number,
    lines: lines.map((l) => ({
      id: l.id,
      product: { id: l.product_id, code: l.product_code, name: l.product_name, upc: l.product_upc },
      quantity: fromStored(l.quantity),
      uom: l.uom,
      received_quantity: fromStored(l.received_quantity),
      lot: l.lot_number === null ? null : { number: l.lot_number, expiry_date: l.lot_expiry_date },
    })),
  };
}
