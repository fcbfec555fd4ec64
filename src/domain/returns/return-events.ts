import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import type { OrderRef, ReturnOrderRef, WarehouseRef } from '../../wire/references.ts';
import { first } from '../shared/invariants.ts';
import { loadReturnShipmentRecords } from './return-shipment-view.ts';

/**
 * `customer_return_shipment.created` for new CRS, carrying the whole record a warehouse polls
 * (docs/3pl-api.md section 13) so that a partner's endpoint can import it without polling, and the
 * sales order as every CRS event names it. Addressed to the warehouse (its partner) and to the order's
 * channel.
 */
export async function returnShipmentsCreatedEvents(trx: Db, crsIds: number[], channelId: number): Promise<NewEvent[]> {
  const records = await loadReturnShipmentRecords(trx, crsIds);
  return records.map((record) => ({
    type: 'customer_return_shipment.created' as const,
    resourceType: 'customer_return_shipment',
    resourceId: record.id,
    channelId,
    warehouseId: record.warehouse.id,
    // A return order belongs to one sales order: the record lists it, every CRS event names it as `order`.
    data: { ...record, state: 'pending' as const, order: first(record.sales_orders, "a CRS's sales order") },
  }));
}

/** The return order a CRS belongs to, as events name it, with the channel they go to. */
export type ReturnOrderHead = ReturnOrderRef & {
  channelId: number;
  order: OrderRef;
};

/** What every CRS event names besides the CRS itself: its warehouse and its return order (with the sales order). */
export type ReturnShipmentContext = { warehouse: WarehouseRef; returnOrder: ReturnOrderHead };

/** A CRS's warehouse and return order with its sales order and channel, for event data, in one query. */
export async function loadReturnShipmentContext(db: Db, crsId: number): Promise<ReturnShipmentContext> {
  return (await loadReturnShipmentContexts(db, [crsId])).get(crsId)!;
}

/** The contexts of many CRS by id (loadReturnShipmentContext), in one query. */
export async function loadReturnShipmentContexts(db: Db, crsIds: number[]): Promise<Map<number, ReturnShipmentContext>> {
  if (crsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_return_shipments as c')
    .innerJoin('warehouses as w', 'w.id', 'c.warehouse_id')
    .innerJoin('return_orders as r', 'r.id', 'c.return_order_id')
    .innerJoin('sales_orders as o', 'o.id', 'r.order_id')
    .select([
      'c.id as crs_id',
      'w.id as warehouse_id',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'r.id',
      'r.number',
      'r.source',
      'o.channel_id',
      'o.id as order_id',
      'o.number as order_number',
      'o.reference as order_reference',
    ])
    .where('c.id', 'in', [...new Set(crsIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.crs_id,
      {
        warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
        returnOrder: {
          id: row.id,
          number: row.number ?? '',
          source: row.source,
          channelId: row.channel_id,
          order: { id: row.order_id, number: row.order_number, reference: row.order_reference },
        },
      },
    ]),
  );
}

/** A return order as events name it. */
export function returnOrderRef(head: ReturnOrderHead): ReturnOrderRef {
  return { id: head.id, number: head.number, source: head.source };
}
