import type { Db } from '../../../db/connect.ts';
import type { ShipmentState } from '../../../db/schema.ts';
import type { ErrorDetail } from '../../../errors.ts';
import type { ElementOutcome } from '../../batch/run-batch.ts';
import { payloadHash } from '../../shared/payload-hash.ts';
import { canTransition, shipmentTransitions } from '../shipment.states.ts';
import { loadShipments, type LoadedShipment } from './load-shipment.ts';
import { planConfirmations, type Candidate, type ConfirmContext, type ConfirmElement, type ConfirmationPlan } from './plan-confirmation.ts';
import { writeConfirmations, type ShipResult } from './write-confirmations.ts';

export type { ShipResult } from './write-confirmations.ts';
export type { ConfirmContext, ConfirmElement } from './plan-confirmation.ts';

/** The states a confirmation is accepted from, read off the state machine (pending and open). */
const SHIPPABLE_STATES = (Object.keys(shipmentTransitions) as ShipmentState[]).filter((s) => canTransition(s, 'done'));

type Outcome = ElementOutcome<ShipResult>;

/**
 * Confirms customer shipments as shipped (seed 4.1, CONTRACT 5), a whole batch at a time in the
 * caller's transaction: loads every shipment at once, judges each confirmation on its own, claims the
 * accepted ones with one guarded state change, and writes them all with a constant number of
 * statements. Answers per element, in order; a refused element has written nothing. A shipment named
 * twice is handled in rounds, so its second confirmation sees the first (a replay, or already_shipped).
 */
export async function confirmShipments(trx: Db, ctx: ConfirmContext, elements: ConfirmElement[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(elements.length);
  for (const round of roundsOf(elements)) {
    for (const [index, outcome] of await confirmRound(trx, ctx, elements, round)) outcomes[index] = outcome;
  }
  return outcomes;
}

/** Element indexes in rounds: the first confirmation of each shipment, then the second, and so on. */
function roundsOf(elements: ConfirmElement[]): number[][] {
  const seen = new Map<number, number>();
  const rounds: number[][] = [];
  for (const [index, { input }] of elements.entries()) {
    const round = seen.get(input.id) ?? 0;
    seen.set(input.id, round + 1);
    (rounds[round] ??= []).push(index);
  }
  return rounds;
}

async function confirmRound(trx: Db, ctx: ConfirmContext, elements: ConfirmElement[], indexes: number[]): Promise<Map<number, Outcome>> {
  const outcomes = new Map<number, Outcome>();
  const loaded = await loadShipments(trx, indexes.map((i) => elements[i].input.id));
  const candidates: Candidate[] = [];
  for (const index of indexes) {
    const element = elements[index];
    const shipment = loaded.get(element.input.id);
    if (!shipment || !visibleTo(ctx, shipment.shipment.warehouse_id)) {
      outcomes.set(index, refusal('not_found', `customer shipment ${element.input.id} does not exist`, `${element.pointer}/id`));
      continue;
    }
    const hash = payloadHash(element.input);
    const settled = settledOutcome(shipment, hash, element.pointer);
    if (settled) outcomes.set(index, settled);
    else candidates.push({ index, element, loaded: shipment, hash });
  }
  const { plans, refused, productCodes, lotNumbers } = await planConfirmations(trx, ctx, candidates);
  for (const [index, errors] of refused) outcomes.set(index, { ok: false, errors });
  const claimed = await claim(trx, plans);
  const lost = plans.filter((p) => !claimed.has(p.loaded.shipment.id));
  const won = plans.filter((p) => claimed.has(p.loaded.shipment.id));
  const trackingTemplates = new Map([...ctx.carriers].filter((c): c is [string, string] => c[1] !== null));
  const results = await writeConfirmations(trx, won, { gs1CompanyPrefix: ctx.gs1CompanyPrefix, trackingTemplates, productCodes, lotNumbers });
  for (const [i, plan] of won.entries()) outcomes.set(plan.index, { ok: true, result: results[i] });
  for (const [index, outcome] of await outcomesOfLost(trx, lost)) outcomes.set(index, outcome);
  return outcomes;
}

/** Moves the planned shipments to done with one guarded update; answers the ids it moved. */
async function claim(trx: Db, plans: ConfirmationPlan[]): Promise<Set<number>> {
  if (plans.length === 0) return new Set();
  const rows = await trx.updateTable('customer_shipments')
    .set({ state: 'done' })
    .where('id', 'in', plans.map((p) => p.loaded.shipment.id))
    .where('state', 'in', SHIPPABLE_STATES)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Another confirmation or a cancel got there first: answer as that outcome dictates. */
async function outcomesOfLost(trx: Db, lost: ConfirmationPlan[]): Promise<Map<number, Outcome>> {
  const outcomes = new Map<number, Outcome>();
  if (lost.length === 0) return outcomes;
  const now = await loadShipments(trx, lost.map((p) => p.loaded.shipment.id));
  for (const plan of lost) {
    const shipment = now.get(plan.loaded.shipment.id);
    const pointer = plan.element.pointer;
    outcomes.set(plan.index, (shipment && settledOutcome(shipment, plan.hash, pointer))
      ?? refusal('concurrent_update', 'the shipment changed while this confirmation ran; retry', `${pointer}/id`));
  }
  return outcomes;
}

function visibleTo(ctx: ConfirmContext, warehouseId: number): boolean {
  return ctx.principal.warehouseIds === null || ctx.principal.warehouseIds.includes(warehouseId);
}

function refusal(code: ErrorDetail['code'], message: string, pointer: string): Outcome {
  return { ok: false, errors: [{ code, message, pointer }] };
}

/** The answer for a shipment that can no longer be confirmed: a replay, or the error that explains why. */
function settledOutcome(loaded: LoadedShipment, hash: string, pointer: string): Outcome | null {
  const { shipment } = loaded;
  if (shipment.state === 'done') {
    if (shipment.confirmation_hash === hash && shipment.confirmation_result) {
      return { ok: true, result: { ...(JSON.parse(shipment.confirmation_result) as ShipResult), replayed: true } };
    }
    return refusal('already_shipped', `customer shipment ${shipment.id} was already confirmed with a different report`, `${pointer}/id`);
  }
  if (shipment.state === 'cancelled') return refusal('shipment_cancelled', `customer shipment ${shipment.id} was cancelled`, `${pointer}/id`);
  if (shipment.state === 'waiting') {
    return refusal('shipment_not_released', `customer shipment ${shipment.id} is not released to the warehouse yet`, `${pointer}/id`);
  }
  return null;
}
