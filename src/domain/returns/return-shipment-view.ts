import type { Db } from '../../db/connect.ts';
import { joinByKey } from '../../db/key-lookups.ts';
import type { CustomerReturnShipmentRecord } from '../../wire/returns.ts';
import { fromStored } from '../shared/quantity.ts';
import { addressOf, storedAddress, type AddressRecord } from '../shared/address.ts';

/** The customer return shipment record exactly as docs/3pl-api.md section 13 defines it (what a warehouse fetches). */
type ReturnShipmentRecord = CustomerReturnShipmentRecord;

/**
 * Loads many CRS records with two queries sent at once (one for the shipments with their return order,
 * order, channel, customer, origin address and warehouse; one for all their lines) and returns them in the
 * order of `ids`; unknown ids are left out.
 */
export async function loadReturnShipmentRecords(db: Db, ids: number[]): Promise<ReturnShipmentRecord[]> {
  if (ids.length === 0) return [];
  // Independent reads, sent at once (on PostgreSQL, each on a connection of its own; see loadShipmentRecords).
  const [heads, lines] = await Promise.all([selectHeads(db, ids), selectLines(db, ids)]);
  const linesOf = new Map<number, LineRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.crs_id);
    if (list) list.push(line);
    else linesOf.set(line.crs_id, [line]);
  }
  const byId = new Map(heads.map((h) => [h.id, h]));
  const deliveryAddresses = new Map<number, AddressRecord>();
  const records: ReturnShipmentRecord[] = [];
  for (const id of ids) {
    const head = byId.get(id);
    if (!head) continue;
    // Warehouses are few and repeat across a page: parse each return address once.
    let delivery = deliveryAddresses.get(head.warehouse_id);
    if (!delivery) {
      // A warehouse without an address still answers every field, as null.
      delivery = storedAddress(head.warehouse_return_address ?? head.warehouse_address) ?? addressOf({});
      deliveryAddresses.set(head.warehouse_id, delivery);
    }
    records.push(toRecord(head, linesOf.get(id) ?? [], delivery));
  }
  return records;
}

type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];
type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

function selectHeads(db: Db, ids: number[]) {
  return db
    .selectFrom('customer_return_shipments as c')
    .innerJoin('warehouses as w', 'w.id', 'c.warehouse_id')
    .$call((q) => joinByKey(db, q, 'return_orders', 'r', 'c.return_order_id'))
    .$call((q) => joinByKey(db, q, 'sales_orders', 'o', 'r.order_id'))
    .innerJoin('channels as ch', 'ch.id', 'o.channel_id')
    .$call((q) => joinByKey(db, q, 'customers', 'cu', 'r.customer_id'))
    .$call((q) => joinByKey(db, q, 'addresses', 'a', 'r.origin_address_id'))
    .select([
      'c.id',
      'c.number',
      'c.state',
      'c.planned_date',
      'c.created_at',
      'c.updated_at',
      'c.acknowledged_at',
      'c.received_at',
      'c.carrier_code',
      'c.service_code',
      'c.tracking_number',
      'c.tracking_url',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'w.address as warehouse_address',
      'w.return_address as warehouse_return_address',
      'r.id as return_order_id',
      'r.number as return_order_number',
      'r.source',
      'o.id as order_id',
      'o.number as order_number',
      'o.reference as order_reference',
      'ch.id as channel_id',
      'ch.name as channel_name',
      'ch.code as channel_code',
      'cu.code as customer_code',
      'cu.name as customer_name',
      'cu.email as customer_email',
      'cu.phone as customer_phone',
      'a.name',
      'a.street',
      'a.street2',
      'a.city',
      'a.zip',
      'a.subdivision_code',
      'a.country_code',
      'a.phone',
      'a.email',
    ])
    .where('c.id', 'in', ids)
    .execute();
}

function selectLines(db: Db, ids: number[]) {
  return db
    .selectFrom('customer_return_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .$call((q) => joinByKey(db, q, 'return_order_lines', 'rl', 'l.return_order_line_id'))
    .select([
      'l.id',
      'l.crs_id',
      'l.quantity',
      'l.uom',
      'l.received_quantity',
      'l.reason',
      'rl.order_line_id',
      'p.id as product_id',
      'p.code as product_code',
      'p.name as product_name',
      'p.upc as product_upc',
    ])
    .where('l.crs_id', 'in', ids)
    .orderBy('l.crs_id')
    .orderBy('l.id')
    .execute();
}

function toRecord(head: HeadRow, lines: LineRow[], delivery: AddressRecord): ReturnShipmentRecord {
  return {
    id: head.id,
    number: head.number ?? '',
    state: head.state,
    planned_date: head.planned_date,
    created_at: head.created_at,
    updated_at: head.updated_at,
    acknowledged_at: head.acknowledged_at,
    received_at: head.received_at,
    warehouse: { id: head.warehouse_id, code: head.warehouse_code, name: head.warehouse_name },
    customer: { code: head.customer_code, name: head.customer_name, email: head.customer_email, phone: head.customer_phone },
    origin_address: addressOf(head),
    delivery_address: delivery,
    carrier_code: head.carrier_code,
    service_code: head.service_code,
    tracking_number: head.tracking_number,
    tracking_url: head.tracking_url,
    return_order: { id: head.return_order_id, number: head.return_order_number ?? '', source: head.source },
    // A return order belongs to one sales order; the lists leave room for consolidated returns.
    sales_orders: [{ id: head.order_id, number: head.order_number, reference: head.order_reference }],
    channels: [{ id: head.channel_id, name: head.channel_name, code: head.channel_code }],
    lines: lines.map((l) => ({
      id: l.id,
      product: { id: l.product_id, code: l.product_code, name: l.product_name, upc: l.product_upc },
      quantity: fromStored(l.quantity),
      uom: l.uom,
      received_quantity: fromStored(l.received_quantity),
      reason: l.reason,
      order_line: { id: l.order_line_id, order_id: head.order_id, order_number: head.order_number },
    })),
  };
}
