import type { Db } from '../../../db/connect.ts';
import type { ErrorDetail } from '../../../errors.ts';
import { resolveProductCodes } from '../../catalog/resolve-product-codes.ts';
import { loadLotBook, type LotBook } from '../lot-book.ts';
import { lotsNamed, matchReceipt, placesOf, type ExpectedLine, type Fill, type ReceiveLineInput, type ReceivingRules } from './match-receipt.ts';

/** A receipt to match: its element's index and pointer, the record's warehouse and lines, the lines received. */
export type ReceiptToMatch<L extends ExpectedLine> = { index: number; pointer: string; warehouseId: number; lines: L[]; input: ReceiveLineInput[] };

/**
 * Matches a batch of receipts (docs/3pl-api.md sections 13 and 14) with the products, lots and locations
 * they name looked up once for all: answers each receipt that matched with its fills, and hands those
 * with problems (every problem listed) to `refuse`. The lots they name are in the lot book, not created
 * yet: the caller creates those of the receipts it claims.
 */
export async function matchReceipts<L extends ExpectedLine, R extends ReceiptToMatch<L>>(
  trx: Db,
  receipts: R[],
  rules: ReceivingRules,
  refuse: (receipt: R, errors: ErrorDetail[]) => void,
): Promise<{ matched: { receipt: R; fills: Fill[] }[]; lots: LotBook }> {
  const products = await resolveProductCodes(
    trx,
    receipts.flatMap((r) => r.input.flatMap((l) => (l.product_code === undefined ? [] : [l.product_code]))),
  );
  const lots = await loadLotBook(
    trx,
    receipts.flatMap((r) => lotsNamed(r.lines, r.input, products)),
  );
  const places = await placesOf(
    trx,
    receipts.map((r) => r.warehouseId),
  );
  const matched: { receipt: R; fills: Fill[] }[] = [];
  for (const receipt of receipts) {
    const errors: ErrorDetail[] = [];
    const fills = matchReceipt(receipt.lines, receipt.input, receipt.pointer, { places: places.get(receipt.warehouseId)!, products, lots }, rules, errors);
    if (errors.length > 0) refuse(receipt, errors);
    else matched.push({ receipt, fills });
  }
  return { matched, lots };
}
