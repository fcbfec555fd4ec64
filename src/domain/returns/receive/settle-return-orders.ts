import type { Db } from '../../../db/connect.ts';
import type { ReturnOrdersTable } from '../../../db/schema.ts';
import { lockStates } from '../../../db/row-locks.ts';
import type { EventData, NewEvent } from '../../events/outbox.ts';
import { loadReturnOrderRecords, type ReturnOrderRecord } from '../return-orders.repo.ts';
import type { ReturnOrderHead } from '../return-events.ts';
import { writeReturnOrders } from '../returns.states.ts';

/**
 * Closes the return orders whose CRS are now all done (at `now`, the time of the receipts that completed
 * them), answering `return_order.closed` for each, by return order id, for the order's channel, which
 * closes the return there; the others are stamped. Each return order is written once. Their rows are
 * locked first, in id order (src/db/row-locks.ts): those locks make receipts of sibling CRS in concurrent
 * requests settle one after the other, each seeing the other's state.
 */
export async function settleReturnOrders(trx: Db, returnOrders: ReturnOrderHead[], now: string): Promise<Map<number, NewEvent>> {
  const heads = new Map(returnOrders.map((r) => [r.id, r]));
  const ids = [...heads.keys()].sort((a, b) => a - b);
  const closedEvents = new Map<number, NewEvent>();
  if (ids.length === 0) return closedEvents;
  const current = await lockStates<ReturnOrdersTable['state']>(trx, 'return_orders', ids);
  const open = new Set(
    (
      await trx
        .selectFrom('customer_return_shipments')
        .select('return_order_id')
        .distinct()
        .where('return_order_id', 'in', ids)
        .where('state', '!=', 'done')
        .execute()
    ).map((r) => r.return_order_id),
  );
  const closed = await writeReturnOrders(
    trx,
    current,
    ids.filter((id) => !open.has(id)),
    now,
  );
  for (const record of await loadReturnOrderRecords(trx, closed)) {
    closedEvents.set(record.id, {
      type: 'return_order.closed',
      resourceType: 'return_order',
      resourceId: record.id,
      channelId: heads.get(record.id)!.channelId,
      data: closedData(record),
    });
  }
  return closedEvents;
}

/** A closed return order as `return_order.closed` carries it: closing stamped `closed_at`. */
function closedData(record: ReturnOrderRecord): EventData<'return_order.closed'> {
  if (record.closed_at === null) throw new Error(`internal error: return order ${record.id} is closed without closed_at`);
  return { ...record, closed_at: record.closed_at };
}
