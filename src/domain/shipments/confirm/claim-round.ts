import type { Db } from '../../../db/connect.ts';
import type { ErrorDetail, Verdict } from '../../../errors.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
import { claimShipments } from '../transition-shipment.ts';
import { loadShipments, type LoadedShipment } from './load-shipment.ts';
import { planConfirmations, type Candidate, type ConfirmContext, type ConfirmElement, type ConfirmationPlan } from './plan-confirmation.ts';
import type { ShipResult } from './write-confirmations.ts';

/** A round judged and claimed: the verdicts known already, and the plans this transaction now owns. */
type ClaimedRound = {
  /** By element index: refusals, replays, and the answers of confirmations another request beat. */
  verdicts: Map<number, Verdict<ShipResult>>;
  /** Plans whose shipments this round claimed (their rows locked); their writes, `done` included, are still to come. */
  claimed: ConfirmationPlan[];
  /** Codes of every product and numbers of every lot the plans name, for answers and events. */
  productCodes: Map<number, string>;
  lotNumbers: Map<number, string>;
};

/**
 * Judges a batch of confirmations, each of a different shipment (docs/3pl-api.md section 7; the batch
 * runner answers a repeated shipment `duplicate_element`), with a constant number of queries:
 * loads every shipment at once, answers those that can no longer be confirmed (unknown to the key,
 * replays, already shipped, cancelled, waiting), plans the rest, and claims the accepted ones: one
 * statement locks their rows and reads their states again (writeConfirmations moves them to `done`). A
 * confirmation another request beat to its shipment is answered as that request's outcome dictates.
 */
export async function claimRound(trx: Db, ctx: ConfirmContext, elements: ConfirmElement[]): Promise<ClaimedRound> {
  const verdicts = new Map<number, Verdict<ShipResult>>();
  const loaded = await loadShipments(
    trx,
    elements.map((e) => e.input.id),
  );
  const candidates: Candidate[] = [];
  for (const [index, element] of elements.entries()) {
    const shipment = loaded.get(element.input.id);
    if (!shipment || !visibleTo(ctx, shipment.shipment.warehouse_id)) {
      verdicts.set(index, refused('not_found', `customer shipment ${element.input.id} does not exist`, `${element.pointer}/id`));
      continue;
    }
    const hash = payloadHash(element.input);
    const settled = settledVerdict(shipment, hash, element.pointer);
    if (settled) verdicts.set(index, settled);
    else candidates.push({ index, element, loaded: shipment, hash });
  }
  const { plans, refusals, productCodes, lotNumbers } = await planConfirmations(trx, ctx, candidates);
  for (const [index, errors] of refusals) verdicts.set(index, { ok: false, errors });
  const won = await claimShipments(
    trx,
    plans.map((p) => p.loaded.shipment.id),
    'done',
  );
  const claimed = plans.filter((p) => won.has(p.loaded.shipment.id));
  for (const [index, verdict] of await verdictsOfLost(
    trx,
    plans.filter((p) => !won.has(p.loaded.shipment.id)),
  ))
    verdicts.set(index, verdict);
  return { verdicts, claimed, productCodes, lotNumbers };
}

/** Another confirmation or a cancel got there first: answer as that outcome dictates. */
async function verdictsOfLost(trx: Db, lost: ConfirmationPlan[]): Promise<Map<number, Verdict<ShipResult>>> {
  const verdicts = new Map<number, Verdict<ShipResult>>();
  if (lost.length === 0) return verdicts;
  const now = await loadShipments(
    trx,
    lost.map((p) => p.loaded.shipment.id),
  );
  for (const plan of lost) {
    const shipment = now.get(plan.loaded.shipment.id);
    const pointer = plan.element.pointer;
    verdicts.set(
      plan.index,
      (shipment && settledVerdict(shipment, plan.hash, pointer)) ??
        refused('concurrent_update', 'the shipment changed while this confirmation ran; retry', `${pointer}/id`),
    );
  }
  return verdicts;
}

function visibleTo(ctx: ConfirmContext, warehouseId: number): boolean {
  return ctx.principal.warehouseIds === null || ctx.principal.warehouseIds.includes(warehouseId);
}

function refused(code: ErrorDetail['code'], message: string, pointer: string): Verdict<never> {
  return { ok: false, errors: [{ code, message, pointer }] };
}

/** The answer for a shipment that can no longer be confirmed: a replay, or the error that explains why. */
function settledVerdict(loaded: LoadedShipment, hash: string, pointer: string): Verdict<ShipResult> | null {
  const { shipment } = loaded;
  if (shipment.state === 'done') {
    if (shipment.confirmation_hash === hash && shipment.confirmation_result) {
      return { ok: true, result: { ...(JSON.parse(shipment.confirmation_result) as ShipResult), replayed: true } };
    }
    return refused('already_shipped', `customer shipment ${shipment.id} was already confirmed with a different report`, `${pointer}/id`);
  }
  if (shipment.state === 'cancelled') return refused('shipment_cancelled', `customer shipment ${shipment.id} was cancelled`, `${pointer}/id`);
  if (shipment.state === 'on_hold') {
    return refused(
      'shipment_on_hold',
      `customer shipment ${shipment.id} is on hold: the merchant stopped it, do not pack it until the hold is released`,
      `${pointer}/id`,
    );
  }
  if (shipment.state === 'waiting') {
    return refused('shipment_not_released', `customer shipment ${shipment.id} is not released to the warehouse yet`, `${pointer}/id`);
  }
  return null;
}
