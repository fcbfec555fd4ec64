import type { Db } from '../../db/connect.ts';
import type { Location, SupplierShipmentSource } from '../../db/schema.ts';
import type { NewEvent } from '../events/outbox.ts';
import { present } from '../shared/invariants.ts';
import { virtualLocation } from '../warehouses/warehouses.repo.ts';
import { statesLeadingTo } from '../shared/state-machine.ts';
import { INCOMING_SUPPLIER_SHIPMENT_STATES, transferTransitions } from './inbound.states.ts';
import { transferEvent } from './transfer-events.ts';
import { loadTransferRecords } from './transfers.repo.ts';

/**
 * Where a supplier shipment's receipt takes its stock from: a purchase order's comes from the `supplier`
 * virtual location, a transfer's from `transit`, where the source's shipment put it (docs/admin-api.md
 * "Transfers"), so that stock on the road leaves the ledger's transit when it arrives.
 */
export async function receiptSourceLocation(trx: Db, source: SupplierShipmentSource): Promise<Location> {
  return virtualLocation(trx, source === 'transfer' ? 'transit' : 'supplier');
}

/**
 * After receipts of supplier shipments (PUT /supplier-shipments/receive.json), in their transaction: every
 * transfer among them that is `in_transit` and has no supplier shipment left waiting, pending or open
 * becomes `received` (a guarded write: a transfer already received is left alone). Answers the
 * `transfer.received` events, naming the transfer's first customer shipment and the receipt's supplier
 * shipment (the last of `supplierShipmentIds` of that transfer).
 */
export async function settleTransfers(trx: Db, supplierShipmentIds: number[], now: string): Promise<NewEvent[]> {
  if (supplierShipmentIds.length === 0) return [];
  const received = await trx
    .selectFrom('supplier_shipments')
    .select(['id', 'number', 'transfer_id'])
    .where('id', 'in', supplierShipmentIds)
    .where('transfer_id', 'is not', null)
    .orderBy('id')
    .execute();
  const transferIds = [...new Set(received.map((r) => r.transfer_id!))];
  if (transferIds.length === 0) return [];
  const settled = await trx
    .updateTable('transfers')
    .set({ state: 'received', received_at: now, updated_at: now })
    .where('id', 'in', transferIds)
    .where('state', 'in', statesLeadingTo(transferTransitions, 'received'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('supplier_shipments as ss')
            .select('ss.id')
            .whereRef('ss.transfer_id', '=', 'transfers.id')
            .where('ss.state', 'in', ['waiting', ...INCOMING_SUPPLIER_SHIPMENT_STATES]),
        ),
      ),
    )
    .returning('id')
    .execute();
  const records = await loadTransferRecords(
    trx,
    settled.map((s) => s.id).sort((a, b) => a - b),
  );
  return records.map((record) => {
    const last = received.filter((r) => r.transfer_id === record.id).at(-1)!;
    // Every transfer is created with its customer shipment at the source.
    const first = present(record.customer_shipments[0], `the customer shipment of transfer ${record.number}`);
    return transferEvent('transfer.received', record, { id: first.id, number: first.number }, { id: last.id, number: last.number ?? '' });
  });
}
