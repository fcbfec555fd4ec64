import type { Db } from '../../../db/connect.ts';
import { AppError, refusal, type ErrorDetail } from '../../../errors.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
import { RECEIVABLE_STATES } from '../returns.states.ts';
import { DEFAULT_STRATEGY, type ReceivingCrs, type Strategy } from './apply-strategy.ts';
import { matchReceipt, type CrsLine, type ReceiveLineInput } from './match-receipt.ts';
import type { ReceiptWrite, ReceiveResult } from './write-receipt.ts';

export type ReceiveInput = {
  id: number;
  strategy?: Strategy;
  tpl_reference?: string;
  lines: ReceiveLineInput[];
};

type Head = ReceivingCrs & { state: 'pending' | 'open' | 'done'; receipt_hash: string | null; receipt_result: string | null; tpl_reference: string | null };

/** A receipt judged: a repeat of an earlier one, answered as it was, or a new one to record. */
type JudgedReceipt = { replay: ReceiveResult } | { receipt: ReceiptWrite };

/**
 * Judges a receipt of one customer return shipment (docs/3pl-api.md section 13), from `pending` or
 * `open`: takes the CRS's row lock, recognises a repeat of an earlier receipt by its payload, and checks
 * every line, in the caller's transaction. Refuses a bad element with an AppError listing every
 * problem. Concurrent receipts of one CRS queue on the lock, so stock never moves twice for one receipt.
 */
export async function judgeReceipt(trx: Db, principal: Principal, input: ReceiveInput, pointer: string): Promise<JudgedReceipt> {
  const seen = await loadHead(trx, input.id);
  if (!seen || (principal.warehouseIds !== null && !principal.warehouseIds.includes(seen.warehouse_id))) {
    throw refusal('not_found', `customer return shipment ${input.id} does not exist`, `${pointer}/id`);
  }
  const strategy = input.strategy ?? DEFAULT_STRATEGY;
  const hash = payloadHash({ ...input, strategy });
  const locked = await lock(trx, input.id);
  // Read again after the lock: a receipt or acknowledgement that committed meanwhile is now visible.
  const head = (await loadHead(trx, input.id))!;
  if (!locked) return { replay: await settledAnswer(trx, head, hash, pointer) };
  const earlier = await storedReceipt(trx, head, hash);
  if (earlier) return { replay: earlier };

  const lines = await loadLines(trx, input.id);
  const errors: ErrorDetail[] = [];
  const fills = await matchReceipt(trx, head.warehouse_id, lines, input.lines, pointer, errors);
  if (errors.length > 0) throw AppError.many(errors);
  return {
    receipt: {
      crs: head, state: head.state as 'pending' | 'open', lines, fills, strategy, hash,
      tplReference: input.tpl_reference ?? head.tpl_reference,
    },
  };
}

async function loadHead(trx: Db, id: number): Promise<Head | undefined> {
  const row = await trx.selectFrom('customer_return_shipments')
    .select(['id', 'number', 'state', 'return_order_id', 'warehouse_id', 'planned_date', 'carrier_code', 'service_code',
      'tracking_number', 'tracking_url', 'receipt_hash', 'receipt_result', 'tpl_reference'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, number: row.number ?? '' };
}

/**
 * Takes the CRS's row lock with a write that changes nothing, only while it can still be received.
 * Concurrent receipts of the same CRS queue here and each then judges what the one before did.
 */
async function lock(trx: Db, id: number): Promise<boolean> {
  const result = await trx.updateTable('customer_return_shipments')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', id)
    .where('state', 'in', RECEIVABLE_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A done CRS: the stored result when the payload repeats an earlier receipt, else `already_received`. */
async function settledAnswer(trx: Db, head: Head, hash: string, pointer: string): Promise<ReceiveResult> {
  const earlier = await storedReceipt(trx, head, hash);
  if (earlier) return earlier;
  throw refusal('already_received', `customer return shipment ${head.id} was already received with a different report`, `${pointer}/id`);
}

/**
 * The result of an earlier receipt with this payload: recorded on the CRS itself, or on a CRS that a
 * `split_and_keep_open` receipt split off it. Returned with `replayed: true`; nothing changes.
 */
async function storedReceipt(trx: Db, head: Head, hash: string): Promise<ReceiveResult | null> {
  let stored = head.receipt_hash === hash ? head.receipt_result : null;
  if (!stored) {
    const split = await trx.selectFrom('customer_return_shipments').select('receipt_result')
      .where('split_from_id', '=', head.id).where('receipt_hash', '=', hash).executeTakeFirst();
    stored = split?.receipt_result ?? null;
  }
  return stored ? { ...(JSON.parse(stored) as ReceiveResult), replayed: true } : null;
}

async function loadLines(trx: Db, crsId: number): Promise<CrsLine[]> {
  return trx.selectFrom('customer_return_shipment_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.return_order_line_id', 'l.product_id', 'p.code as product_code', 'l.quantity', 'l.received_quantity', 'l.uom', 'l.reason'])
    .where('l.crs_id', '=', crsId)
    .orderBy('l.id')
    .execute();
}
