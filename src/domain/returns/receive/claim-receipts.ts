import type { Db } from '../../../db/connect.ts';
import type { ReturnShipmentReceipt } from '../../../wire/returns.ts';
import type { ErrorDetail, Verdict } from '../../../errors.ts';
import { resolveProductCodes } from '../../catalog/resolve-product-codes.ts';
import type { Principal } from '../../partners/api-keys.repo.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
import { loadLotBook, type LotBook } from '../../shipments/confirm/lot-book.ts';
import { RECEIVABLE_STATES, claimForReceipts } from '../returns.states.ts';
import { DEFAULT_STRATEGY, planStrategy, type Strategy } from './apply-strategy.ts';
import { loadReceivingShipments, receiptKey, storedSplitReceipts, type ReceivingHead, type LoadedCrs } from './load-receipts.ts';
import { lotsNamed, matchReceipt, placesOf } from './match-receipt.ts';
import type { ReceiptWrite, ReceiveResult } from './write-receipts.ts';

/** One receipt as a warehouse sends it (docs/3pl-api.md section 13). */
export type ReceiveInput = ReturnShipmentReceipt;

/** One element of receive.json with its JSON Pointer (`/shipments/3`). */
export type ReceiveElement = { input: ReceiveInput; pointer: string };

/** A receipt this transaction claimed, with the index of its element. */
export type ClaimedReceipt = ReceiptWrite & { index: number };

/** By element index, the verdicts known already (refusals, replays); and the receipts this transaction now owns, to be written. */
type ClaimedReceipts = { verdicts: Map<number, Verdict<ReceiveResult>>; claimed: ClaimedReceipt[] };

type Candidate = { index: number; element: ReceiveElement };
type Judged = Candidate & { loaded: LoadedCrs; strategy: Strategy; hash: string };

// A receipt whose CRS changed between its judgment and its claim is judged again; this many times at most.
const MAX_ROUNDS = 5;

/**
 * Judges a batch of receipts, each of a different CRS (docs/3pl-api.md section 13; the batch runner
 * answers a repeated CRS `duplicate_element`), with a constant number of queries: loads every CRS with
 * its lines at once, answers those it cannot receive (unknown to the key, repeats of an earlier receipt
 * answered as stored, `already_received`) and refuses those with problems (every problem listed), then
 * claims the rest (one statement locks their rows and checks that nothing wrote them since) and creates
 * the lots they name; writeReceipts then writes each claimed CRS once. A receipt whose CRS another
 * request wrote meanwhile is judged again on what that request left, so concurrent receipts of one CRS
 * settle one after the other and stock never moves twice for one receipt. The claim locked that CRS as
 * well, so the second judgment stands; the bound on rounds (then `concurrent_update`) is a safeguard.
 */
export async function claimReceipts(trx: Db, principal: Principal, elements: ReceiveElement[]): Promise<ClaimedReceipts> {
  const verdicts = new Map<number, Verdict<ReceiveResult>>();
  const claimed: ClaimedReceipt[] = [];
  let round: Candidate[] = elements.map((element, index) => ({ index, element }));
  for (let attempt = 1; round.length > 0; attempt++) {
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
    const lost = new Set(plans.filter((p) => !won.has(p.crs.id)).map((p) => p.index));
    round = round.filter((c) => lost.has(c.index));
    if (attempt < MAX_ROUNDS) continue;
    for (const { index, element } of round) {
      verdicts.set(
        index,
        refused('concurrent_update', `customer return shipment ${element.input.id} changed while this receipt ran; retry`, `${element.pointer}/id`),
      );
    }
    break;
  }
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
    const strategy = input.strategy ?? DEFAULT_STRATEGY;
    judged.push({ ...candidate, loaded: crs, strategy, hash: payloadHash({ ...input, strategy }) });
  }
  const split = await storedSplitReceipts(
    trx,
    judged.map((j) => ({ crsId: j.loaded.head.id, hash: j.hash })),
  );
  return judged.filter((j) => {
    const settled = settledVerdict(j.loaded.head, j.hash, split, j.element.pointer);
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
    const fills = matchReceipt(lines, j.element.input.lines, j.element.pointer, { places: places.get(head.warehouse_id)!, products, lots }, errors);
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

/**
 * The answer for a receipt that cannot be recorded: a repeat of an earlier receipt with this payload
 * (recorded on the CRS itself, or on a CRS a `split_and_keep_open` split off it) answered as stored
 * with `replayed: true`; a CRS received already with another payload, `already_received`. Null while
 * the CRS can still be received.
 */
function settledVerdict(head: ReceivingHead, hash: string, split: Map<string, string>, pointer: string): Verdict<ReceiveResult> | null {
  const stored = head.receipt_hash === hash && head.receipt_result ? head.receipt_result : split.get(receiptKey(head.id, hash));
  if (stored) return { ok: true, result: { ...(JSON.parse(stored) as ReceiveResult), replayed: true } };
  if (RECEIVABLE_STATES.includes(head.state)) return null;
  return refused('already_received', `customer return shipment ${head.id} was already received with a different report`, `${pointer}/id`);
}

function refused(code: ErrorDetail['code'], message: string, pointer: string): Verdict<never> {
  return { ok: false, errors: [{ code, message, pointer }] };
}
