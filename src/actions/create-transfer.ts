import type { Db } from '../db/connect.ts';
import { transferChannelId } from '../domain/channels/channels.repo.ts';
import { insertSupplierShipment } from '../domain/inbound/insert-supplier-shipment.ts';
import { resolveTransfer, type TransferInput, type TransferWarehouse } from '../domain/inbound/transfer-input.ts';
import { insertTransfer, type StoredTransferLine } from '../domain/inbound/transfers.repo.ts';
import type { OrderInput } from '../domain/orders/order-input.ts';
import { fromStored } from '../domain/shared/quantity.ts';
import { createOrder } from './create-order.ts';

/**
 * POST /transfers (docs/admin-api.md "Transfers"): inbound checks and stores the transfer → its internal
 * order (numbered as the transfer, on the built-in channel, shipped to a customer standing for the
 * destination warehouse at its address) is created like any order, so the source's customer shipment is
 * allocated all or none, released or left waiting, and fetched and shipped by the source's 3PL like
 * any → the destination gets a `waiting` supplier shipment with the transfer's lines. Answers the
 * transfer's id.
 */
export async function createTransfer(trx: Db, input: TransferInput): Promise<number> {
  const resolved = await resolveTransfer(trx, input);
  const transfer = await insertTransfer(trx, resolved);
  const order = internalOrder(transfer.number, await transferChannelId(trx), resolved.from, resolved.to, transfer.lines);
  await createOrder(trx, order, transfer.id);
  await insertSupplierShipment(
    trx,
    {
      source: 'transfer',
      purchaseOrderId: null,
      transferId: transfer.id,
      warehouseId: resolved.to.id,
      state: 'waiting',
      plannedDate: null,
      reference: transfer.number,
      carrierCode: null,
      trackingNumber: null,
    },
    transfer.lines.map((line) => ({
      purchaseOrderLineId: null,
      transferLineId: line.id,
      productId: line.productId,
      quantity: line.quantity,
      uom: line.uom,
      lotNumber: line.lotNumber,
      lotExpiryDate: null,
    })),
  );
  return transfer.id;
}

/**
 * The order behind a transfer's customer shipment: the destination warehouse as its customer (code
 * `warehouse-<code>`) and its address as the delivery address, priced at zero, every line from the source.
 */
function internalOrder(number: string, channelId: number, from: TransferWarehouse, to: TransferWarehouse, lines: StoredTransferLine[]): OrderInput {
  return {
    number,
    reference: null,
    channel: channelId,
    customer: { code: `warehouse-${to.code}`, name: to.name },
    shipping_address: to.address ?? { name: to.name },
    warehouse: from.id,
    lines: lines.map((line) => ({ product_code: line.productId, quantity: fromStored(line.quantity), unit_price: '0' })),
  };
}
