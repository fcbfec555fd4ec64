import type { Db } from '../../../db/connect.ts';
import type { Verdict } from '../../../errors.ts';
import type { LotBook } from '../../inventory/lot-book.ts';
import type { ReceiveLineInput, ReceivingRules } from '../../inventory/receipts/match-receipt.ts';
import { claimReceipts, type JudgedReceipt, type ReceivingKind } from '../../inventory/receipts/receipt-claims.ts';
import type { Strategy } from '../../inventory/receipts/receipt-strategy.ts';
import { planJudgedReceipts } from '../../inventory/receipts/receipt-writes.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { RECEIVABLE_SUPPLIER_SHIPMENT_STATES, claimSupplierShipments } from '../inbound.states.ts';
import { loadReceivingSupplierShipments, type LoadedSupplierShipment } from './load-receipts.ts';
import type { SupplierReceiptWrite, SupplierReceiveResult } from './write-receipts.ts';

/** One element of supplier-shipments/receive.json (docs/3pl-api.md section 14). */
export type SupplierReceiveInput = {
  id: number;
  receiving_strategy?: Strategy;
  tpl_reference?: string;
  received_at?: string;
  lines: ReceiveLineInput[];
};

/** One element of receive.json with its JSON Pointer (`/shipments/3`). */
export type SupplierReceiveElement = { input: SupplierReceiveInput; pointer: string };

/** A receipt this transaction claimed, with the index of its element. */
export type ClaimedSupplierReceipt = SupplierReceiptWrite & { index: number };

type Judged = JudgedReceipt<SupplierReceiveInput, LoadedSupplierShipment>;
type Plan = ClaimedSupplierReceipt & { version: number };

/**
 * How supplier shipments take receipts: the warehouse reports what it counted, so more than expected is
 * received (a surplus), and a lot-tracked product needs its lot (named, or announced on the line).
 */
const SUPPLIER_RECEIVING: ReceivingRules = { record: 'supplier shipment', notOnRecord: 'product_not_on_shipment', surplus: true, lotsRequired: true };

const SUPPLIER_KIND: ReceivingKind<LoadedSupplierShipment> = {
  table: 'supplier_shipments',
  record: 'supplier shipment',
  receivable: RECEIVABLE_SUPPLIER_SHIPMENT_STATES,
  load: loadReceivingSupplierShipments,
  refusedStates: {
    cancelled: { code: 'shipment_cancelled', why: 'was cancelled' },
    waiting: { code: 'shipment_not_released', why: 'waits for its transfer to be shipped' },
  },
};

/**
 * Judges a batch of receipts, each of a different supplier shipment, as the CRS receipts are judged, by
 * the shared steps of src/domain/inventory/receipts/receipt-claims.ts: loaded at once, unknown or settled
 * ones answered, lines matched (every problem listed), the rest claimed with their sync versions checked
 * and judged again when another request wrote them meanwhile; the lots they name created (with their
 * expiry dates) for those claimed.
 */
export function claimSupplierReceipts(
  trx: Db,
  principal: Principal,
  elements: SupplierReceiveElement[],
): Promise<{ verdicts: Map<number, Verdict<SupplierReceiveResult>>; claimed: ClaimedSupplierReceipt[] }> {
  return claimReceipts<SupplierReceiveInput, LoadedSupplierShipment, Plan, SupplierReceiveResult>(trx, principal.warehouseIds, elements, {
    kind: SUPPLIER_KIND,
    plan: planReceipts,
    claim: (db, plans) =>
      claimSupplierShipments(
        db,
        plans.map((p) => ({ id: p.shipment.id, version: p.version, from: p.state, completes: p.plan.completes })),
      ),
    recordIdOf: (p) => p.shipment.id,
  });
}

/** Plans the receipts as every kind's are planned (planJudgedReceipts), each naming its supplier shipment and when the goods arrived. */
function planReceipts(trx: Db, receipts: Judged[], verdicts: Map<number, Verdict<SupplierReceiveResult>>): Promise<{ plans: Plan[]; lots: LotBook }> {
  return planJudgedReceipts(
    trx,
    receipts,
    SUPPLIER_RECEIVING,
    verdicts,
    (j, base): Plan => ({
      ...base,
      shipment: j.loaded.head,
      state: j.loaded.head.state as SupplierReceiptWrite['state'],
      receivedAt: j.element.input.received_at ?? null,
    }),
  );
}
