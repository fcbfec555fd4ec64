import type { Db } from '../../../db/connect.ts';
import type { ReturnShipmentState } from '../../../db/schema.ts';
import type { ReceivingCrs } from './apply-strategy.ts';
import type { CrsLine } from './match-receipt.ts';

/** A CRS as a receipt judges it: its fields, state, the receipt it holds (if done) and its sync version. */
export type ReceivingHead = ReceivingCrs & {
  state: ReturnShipmentState;
  receipt_hash: string | null;
  receipt_result: string | null;
  /** Changes with every write of the row: the claim checks that nothing wrote it since it was judged. */
  sync_version: number;
};

export type LoadedCrs = { head: ReceivingHead; lines: CrsLine[] };

/**
 * CRS with their lines, by id (unknown ids left out), in two statements: the heads first, so that a
 * receipt committed between the two shows as a newer sync version at the claim, never as lines newer
 * than their head.
 */
export async function loadReceivingShipments(trx: Db, ids: number[]): Promise<Map<number, LoadedCrs>> {
  const unique = [...new Set(ids)];
  const loaded = new Map<number, LoadedCrs>();
  if (unique.length === 0) return loaded;
  const heads = await trx.selectFrom('customer_return_shipments')
    .select(['id', 'number', 'state', 'return_order_id', 'warehouse_id', 'planned_date', 'carrier_code', 'service_code',
      'tracking_number', 'tracking_url', 'receipt_hash', 'receipt_result', 'tpl_reference', 'sync_version'])
    .where('id', 'in', unique)
    .execute();
  for (const head of heads) loaded.set(head.id, { head: { ...head, number: head.number ?? '', sync_version: Number(head.sync_version) }, lines: [] });
  if (loaded.size === 0) return loaded;
  const lines = await trx.selectFrom('customer_return_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.crs_id', 'l.id', 'l.return_order_line_id', 'l.product_id', 'p.code as product_code', 'l.quantity', 'l.received_quantity', 'l.uom', 'l.reason'])
    .where('l.crs_id', 'in', [...loaded.keys()])
    .orderBy('l.crs_id').orderBy('l.id')
    .execute();
  for (const { crs_id, ...line } of lines) loaded.get(crs_id)!.lines.push(line);
  return loaded;
}

/** The key of a receipt of a CRS with a payload, in storedSplitReceipts' answer. */
export const receiptKey = (crsId: number, hash: string) => `${crsId}:${hash}`;

/**
 * The stored results of receipts that a `split_and_keep_open` recorded on a CRS split off one of these,
 * with these payload hashes, by receiptKey of the CRS received and the hash, in one query.
 */
export async function storedSplitReceipts(trx: Db, receipts: { crsId: number; hash: string }[]): Promise<Map<string, string>> {
  if (receipts.length === 0) return new Map();
  const wanted = new Set(receipts.map((r) => receiptKey(r.crsId, r.hash)));
  const rows = await trx.selectFrom('customer_return_shipments').select(['split_from_id', 'receipt_hash', 'receipt_result'])
    .where('split_from_id', 'in', [...new Set(receipts.map((r) => r.crsId))])
    .where('receipt_hash', 'in', [...new Set(receipts.map((r) => r.hash))])
    .execute();
  const stored = new Map<string, string>();
  for (const row of rows) {
    const key = receiptKey(row.split_from_id!, row.receipt_hash!);
    if (wanted.has(key) && row.receipt_result !== null && !stored.has(key)) stored.set(key, row.receipt_result);
  }
  return stored;
}
