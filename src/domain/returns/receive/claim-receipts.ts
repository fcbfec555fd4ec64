import type { Db } from '../../../db/connect.ts';
import type { Verdict } from '../../../errors.ts';
import type { LotBook } from '../../inventory/lot-book.ts';
import { matchReceipts } from '../../inventory/receipts/match-batch.ts';
import type { ReceiveLineInput, ReceivingRules } from '../../inventory/receipts/match-receipt.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { claimInRounds, judgeReceipts, refused, type JudgedReceipt, type ReceivingKind } from '../../inventory/receipts/receipt-claims.ts';
import { planStrategy, type Strategy } from '../../inventory/receipts/receipt-strategy.ts';
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
 * Judges a batch of receipts, each of a different CRS (docs/3pl-api.md section 13; the batch runner
 * answers a repeated CRS `duplicate_element`), with a constant number of queries: loads every CRS with
 * its lines at once, answers those it cannot receive (unknown to the key, repeats of an earlier receipt
 * answered as stored, `already_received`) and refuses those with problems (every problem listed), then
 * claims the rest (one statement locks their rows and checks that nothing wrote them since) and creates
 * the lots they name; writeReceipts then writes each claimed CRS once. A receipt whose CRS another
 * request wrote meanwhile is judged again on what that request left (claimInRounds), so concurrent
 * receipts of one CRS settle one after the other and stock never moves twice for one receipt.
 */
export async function claimReceipts(trx: Db, principal: Principal, elements: ReceiveElement[]): Promise<ClaimedReceipts> {
  const verdicts = new Map<number, Verdict<ReceiveResult>>();
  const claimed: ClaimedReceipt[] = [];
  await claimInRounds(
    elements.map((element, index) => ({ index, element })),
    async (round) => {
      const { plans, lots } = await planReceipts(trx, await judgeReceipts(trx, principal.warehouseIds, round, RETURN_KIND, verdicts), verdicts);
      const won = await claimForReceipts(
        trx,
        plans.map((p) => ({ id: p.crs.id, version: p.version, from: p.state, completes: p.plan.completes })),
      );
      const mine = plans.filter((p) => won.has(p.crs.id));
      await lots.createUsed(
        trx,
        mine.flatMap((p) => p.fills),
      );
      claimed.push(...mine);
      return new Set(plans.filter((p) => !won.has(p.crs.id)).map((p) => p.index));
    },
    ({ index, element }) =>
      verdicts.set(
        index,
        refused('concurrent_update', `customer return shipment ${element.input.id} changed while this receipt ran; retry`, `${element.pointer}/id`),
      ),
  );
  return { verdicts, claimed: claimed.sort((a, b) => a.index - b.index) };
}

type Plan = ClaimedReceipt & { version: number };

/** How a CRS is judged for a receipt (src/domain/inventory/receipts/receipt-claims.ts). */
const RETURN_KIND: ReceivingKind<LoadedCrs> = {
  table: 'customer_return_shipments',
  record: 'customer return shipment',
  receivable: RECEIVABLE_STATES,
  load: loadReceivingShipments,
};

/**
 * Matches each receipt's lines (products, lots and locations looked up once for all), refusing those
 * with problems (every problem listed), and plans the others under their strategies; the lots they
 * name are not created yet.
 */
async function planReceipts(trx: Db, receipts: Judged[], verdicts: Map<number, Verdict<ReceiveResult>>): Promise<{ plans: Plan[]; lots: LotBook }> {
  const { matched, lots } = await matchReceipts(
    trx,
    receipts.map((j) => ({
      index: j.index,
      pointer: j.element.pointer,
      warehouseId: j.loaded.head.warehouse_id,
      lines: j.loaded.lines,
      input: j.element.input.lines,
      judged: j,
    })),
    RETURN_RECEIVING,
    (r, errors) => verdicts.set(r.index, { ok: false, errors }),
  );
  const plans = matched.map(({ receipt: { judged: j }, fills }): Plan => {
    const { head, lines } = j.loaded;
    return {
      index: j.index,
      version: head.sync_version,
      crs: head,
      state: head.state as ReceiptWrite['state'],
      lines,
      fills,
      strategy: j.strategy,
      hash: j.hash,
      tplReference: j.element.input.tpl_reference ?? head.tpl_reference,
      plan: planStrategy(lines, fills, j.strategy),
    };
  });
  return { plans, lots };
}
