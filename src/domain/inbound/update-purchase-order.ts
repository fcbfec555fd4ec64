import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { resolvePurchaseOrderPatch, type PurchaseOrderPatchInput } from './purchase-order-input.ts';
import { claimDraft, getPurchaseOrderHead, writeDraftPatch } from './purchase-orders.repo.ts';

/**
 * PATCH /purchase-orders/{id} (docs/admin-api.md "PATCH /purchase-orders/{id}"): changes a draft. The
 * draft is claimed first by a guarded write, so an order confirmed (or cancelled) before or while the
 * change runs answers 409 `purchase_order_not_draft`, whatever the body; then the body is checked as a
 * new order's is (every problem at once, 422, nothing written: the caller's transaction is rolled back)
 * and written, `lines` replacing every line of the draft.
 */
export async function updateDraftPurchaseOrder(trx: Db, orderId: number, patch: PurchaseOrderPatchInput): Promise<void> {
  if (!(await claimDraft(trx, orderId))) {
    const head = await getPurchaseOrderHead(trx, orderId);
    throw new AppError('purchase_order_not_draft', `purchase order ${head.number} is ${head.state}; only a draft can be changed`);
  }
  await writeDraftPatch(trx, orderId, await resolvePurchaseOrderPatch(trx, patch));
}
