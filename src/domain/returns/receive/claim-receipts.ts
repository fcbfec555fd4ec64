import type { Db } from '../../../db/connect.ts';
import type { Verdict } from '../../../errors.ts';
import type { LotBook } from '../../inventory/lot-book.ts';
import type { ReceiveLineInput, ReceivingRules } from '../../inventory/receipts/match-receipt.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { claimReceipts, type JudgedReceipt, type ReceivingKind } from '../../inventory/receipts/receipt-claims.ts';
import type { Strategy } from '../../inventory/receipts/receipt-strategy.ts';
import { planJudgedReceipts } from '../../inventory/receipts/receipt-writes.ts';
import { RECEIVABLE_STATES, claimForReceipts } from '../returns.states.ts';
import { loadReceivingShipments, type LoadedCrs } from './load-receipts.ts';
import type { ReceiptWrite, ReceiveResult } from './write-receipts.ts';

export type ReceiveInput = {
  id: number;
  strategy?: Strategy;
  /** Fulfil's name for `strategy` (docs/3pl-api.md section 14), taken as its synonym. */
  receiving_strategy?: Strategy;
  tpl_reference?: string;
  lines: ReceiveLineInput[];
};

/** One element of receive.json with its JSON Pointer (`/shipments/3`). */
export type ReceiveElement = { input: ReceiveInput; pointer: string };

/** A receipt this transaction claimed, with the index of its element. */
export type ClaimedReceipt = ReceiptWrite & { index: number };

/** By element index, the verdicts known already (refusals, replays); and the receipts this transaction now owns, to be written. */
type ClaimedReceipts = { verdicts: Map<number, Verdict<ReceiveResult>>; claimed: ClaimedReceipt[] };

type Judged = JudgedReceipt<ReceiveInput, LoadedCrs>;

/** How customer return shipments take receipts: no surplus, no lot required (docs/3pl-api.md section 13). */
const RETURN_RECEIVING: ReceivingRules = { record: 'customer return shipment', notOnRecord: 'product_not_on_return', surplus: false, lotsRequired: false };

/**
 * Judges a batch of receipts, each of a different CRS (docs/3pl-api.md section 13), by the steps CRS and
 * supplier shipment receipts share (src/domain/inventory/receipts/receipt-claims.ts `claimReceipts`):
 * every CRS loaded with its lines at once; those it cannot receive answered (unknown to the key, repeats
 * of an earlier receipt answered as stored, `already_received`); those with problems refused (every
 * problem listed); the rest claimed (their rows locked, their versions checked) and judged again when
 * another request wrote them meanwhile; the lots they name created. writeReceipts then writes each
 * claimed CRS once.
 */
export function claimReturnReceipts(trx: Db, principal: Principal, elements: ReceiveElement[]): Promise<ClaimedReceipts> {
  return claimReceipts<ReceiveInput, LoadedCrs, Plan, ReceiveResult>(trx, principal.warehouseIds, elements, {
    kind: RETURN_KIND,
    plan: planReceipts,
    claim: (db, plans) =>
      claimForReceipts(
        db,
        plans.map((p) => ({ id: p.crs.id, version: p.version, from: p.state, completes: p.plan.completes })),
      ),
    recordIdOf: (p) => p.crs.id,
  });
}

type Plan = ClaimedReceipt & { version: number };

/** How a CRS is judged for a receipt (src/domain/inventory/receipts/receipt-claims.ts). */
const RETURN_KIND: ReceivingKind<LoadedCrs> = {
  table: 'customer_return_shipments',
  record: 'customer return shipment',
  receivable: RECEIVABLE_STATES,
  load: loadReceivingShipments,
};

/** Plans the receipts as every kind's are planned (planJudgedReceipts), each naming its CRS. */
function planReceipts(trx: Db, receipts: Judged[], verdicts: Map<number, Verdict<ReceiveResult>>): Promise<{ plans: Plan[]; lots: LotBook }> {
  return planJudgedReceipts(
    trx,
    receipts,
    RETURN_RECEIVING,
    verdicts,
    (j, base): Plan => ({
      ...base,
      crs: j.loaded.head,
      state: j.loaded.head.state as ReceiptWrite['state'],
    }),
  );
}
