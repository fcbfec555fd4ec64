import type { Db } from '../../../db/connect.ts';
import type { ErrorDetail, Verdict } from '../../../errors.ts';
import { resolveProductCodes } from '../../catalog/resolve-product-codes.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { loadLotBook, type LotBook } from '../../inventory/lot-book.ts';
import { lotsNamed, matchReceipt, placesOf, type ReceiveLineInput, type ReceivingRules } from '../../inventory/receipts/match-receipt.ts';
import { claimInRounds, refused, settledVerdict, storedSplitReceipts } from '../../inventory/receipts/receipt-claims.ts';
import { DEFAULT_STRATEGY, planStrategy, type Strategy } from '../../inventory/receipts/receipt-strategy.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
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

type Candidate = { index: number; element: ReceiveElement };
type Judged = Candidate & { loaded: LoadedCrs; strategy: Strategy; hash: string };

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
      const { plans, lots } = await planReceipts(trx, await receivable(trx, principal, round, verdicts), verdicts);
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

/** Loads the round's CRS and answers those that cannot be received: unknown to the key, repeats, contradictions. */
async function receivable(trx: Db, principal: Principal, round: Candidate[], verdicts: Map<number, Verdict<ReceiveResult>>): Promise<Judged[]> {
  const loaded = await loadReceivingShipments(
    trx,
    round.map((c) => c.element.input.id),
  );
  const judged: Judged[] = [];
  for (const candidate of round) {
    const { input, pointer } = candidate.element;
    const crs = loaded.get(input.id);
    if (!crs || (principal.warehouseIds !== null && !principal.warehouseIds.includes(crs.head.warehouse_id))) {
      verdicts.set(candidate.index, refused('not_found', `customer return shipment ${input.id} does not exist`, `${pointer}/id`));
      continue;
    }
    const { receiving_strategy, ...rest } = input;
    const strategy = input.strategy ?? receiving_strategy ?? DEFAULT_STRATEGY;
    judged.push({ ...candidate, loaded: crs, strategy, hash: payloadHash({ ...rest, strategy }) });
  }
  const split = await storedSplitReceipts(
    trx,
    'customer_return_shipments',
    judged.map((j) => ({ id: j.loaded.head.id, hash: j.hash })),
  );
  return judged.filter((j) => {
    const settled = settledVerdict<ReceiveResult>(j.loaded.head, j.hash, split, RECEIVABLE_STATES, {
      record: 'customer return shipment',
      pointer: j.element.pointer,
    });
    if (settled) verdicts.set(j.index, settled);
    return !settled;
  });
}

/**
 * Matches each receipt's lines (products, lots and locations looked up once for all), refusing those
 * with problems (every problem listed), and plans the others under their strategies; the lots they
 * name are not created yet.
 */
async function planReceipts(trx: Db, receipts: Judged[], verdicts: Map<number, Verdict<ReceiveResult>>): Promise<{ plans: Plan[]; lots: LotBook }> {
  const inputs = receipts.map((j) => j.element.input.lines);
  const products = await resolveProductCodes(
    trx,
    inputs.flat().flatMap((l) => (l.product_code === undefined ? [] : [l.product_code])),
  );
  const lots = await loadLotBook(
    trx,
    receipts.flatMap((j) => lotsNamed(j.loaded.lines, j.element.input.lines, products)),
  );
  const places = await placesOf(
    trx,
    receipts.map((j) => j.loaded.head.warehouse_id),
  );
  const plans: Plan[] = [];
  for (const j of receipts) {
    const { head, lines } = j.loaded;
    const errors: ErrorDetail[] = [];
    const fills = matchReceipt(
      lines,
      j.element.input.lines,
      j.element.pointer,
      { places: places.get(head.warehouse_id)!, products, lots },
      RETURN_RECEIVING,
      errors,
    );
    if (errors.length > 0) {
      verdicts.set(j.index, { ok: false, errors });
      continue;
    }
    plans.push({
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
    });
  }
  return { plans, lots };
}
