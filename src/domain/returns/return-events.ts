import type { Db } from '../../db/connect.ts';
import type { NewEvent } from '../events/outbox.ts';
import { loadReturnShipmentRecords } from './return-shipment-view.ts';

/**
 * `customer_return_shipment.created` for new CRS, carrying the whole record a warehouse polls
 * (docs/3pl-api.md section 13) so that a partner's endpoint can import it without polling. Addressed
 * to the warehouse (its partner) and to the order's channel.
 */
export async function returnShipmentsCreatedEvents(trx: Db, crsIds: number[], channelId: number): Promise<NewEvent[]> {
  const records = await loadReturnShipmentRecords(trx, crsIds);
  return records.map((record) => ({
    type: 'customer_return_shipment.created' as const,
    resourceType: 'customer_return_shipment',
    resourceId: record.id,
    channelId,
    warehouseId: record.warehouse.id,
    data: record,
  }));
}

/** The return order a CRS belongs to, as events name it, with the channel they go to. */
export type ReturnOrderHead = {
  id: number;
  number: string;
  source: string;
  channelId: number;
  order: { id: number; number: string; reference: string | null };
};

/** The return order of a CRS with its sales order and channel, for event data. */
export async function loadReturnOrderHead(db: Db, returnOrderId: number): Promise<ReturnOrderHead> {
  const row = await db.selectFrom('return_orders as r')
    .innerJoin('sales_orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.number', 'r.source', 'o.channel_id', 'o.id as order_id', 'o.number as order_number', 'o.reference as order_reference'])
    .where('r.id', '=', returnOrderId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id, number: row.number ?? '', source: row.source, channelId: row.channel_id,
    order: { id: row.order_id, number: row.order_number, reference: row.order_reference },
  };
}
