import type { Db } from '../db/connect.ts';
import type { Verdict } from '../errors.ts';
import { carrierTemplates } from '../domain/carriers/carriers.repo.ts';
import { recordEvents } from '../domain/events/outbox.ts';
import { shipTransfers } from '../domain/inbound/ship-transfers.ts';
import { applyToBalances, recordMoves } from '../domain/inventory/ledger.ts';
import { settleOrderStates } from '../domain/orders/order-state.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';
import { getSettings } from '../domain/settings/settings.repo.ts';
import { paired } from '../domain/shared/invariants.ts';
import { rejectOvertakenRequests } from '../domain/shipments/cancellation-request.ts';
import { claimRound } from '../domain/shipments/confirm/claim-round.ts';
import { confirmationEvents } from '../domain/shipments/confirm/confirmation-events.ts';
import type { ConfirmContext, ConfirmElement } from '../domain/shipments/confirm/plan-confirmation.ts';
import { transferShipmentsOf } from '../domain/shipments/confirm/transfer-shipments.ts';
import { writeConfirmations, type ShipResult } from '../domain/shipments/confirm/write-confirmations.ts';

/** What every confirmation of a request shares: who asks, the merchant's settings and the carriers, read once. */
export async function confirmationContext(db: Db, principal: Principal): Promise<ConfirmContext> {
  const settings = await getSettings(db);
  return {
    principal,
    currency: settings.currency,
    gs1CompanyPrefix: settings.gs1CompanyPrefix,
    multiWarehouseShipping: settings.multiWarehouseShipping,
    carriers: await carrierTemplates(db),
  };
}

/**
 * PUT /customer-shipments/ship.json (docs/3pl-api.md sections 7 and 8), a whole batch at a time in the
 * caller's transaction, each element of another shipment: the confirmations are judged and their
 * shipments claimed (`done`); packages, backorders and shipped quantities are written; the stock moves
 * to the customer in the ledger; the orders settle; the stock balances, the rows every confirmation of
 * a warehouse shares, change last; then the events, with each confirmation's figures. The shipments that
 * carry a transfer (their stock went to transit) tell inbound, whose destination supplier shipments
 * become pending (`transfer.shipped`); a round without one costs no query more. A cancellation request
 * still waiting on a shipment that shipped is rejected with reason `shipped` (the parcel left; one
 * statement per round). Answers per element, in
 * order; a refused element has written nothing.
 */
export async function confirmShipments(trx: Db, ctx: ConfirmContext, elements: ConfirmElement[]): Promise<Verdict<ShipResult>[]> {
  const { verdicts: judged, claimed, productCodes, lotNumbers } = await claimRound(trx, ctx, elements);
  const verdicts: Verdict<ShipResult>[] = elements.map((_, index) => judged.get(index)!);
  if (claimed.length === 0) return verdicts;
  const trackingTemplates = new Map([...ctx.carriers].filter((c): c is [string, string] => c[1] !== null));
  const written = await writeConfirmations(trx, claimed, { gs1CompanyPrefix: ctx.gs1CompanyPrefix, trackingTemplates, productCodes, lotNumbers });
  await recordMoves(trx, written.moves);
  await settleOrderStates(trx, written.orderIds);
  const balances = await applyToBalances(trx, written.moves, written.allocations);
  const transfers = transferShipmentsOf(written);
  const transferEvents = transfers.length === 0 ? [] : await shipTransfers(trx, transfers);
  const overtaken = await rejectOvertakenRequests(
    trx,
    claimed.map((plan) => plan.loaded.shipment.id),
  );
  await recordEvents(trx, [...(await confirmationEvents(trx, written, balances)), ...transferEvents, ...overtaken]);
  for (const [plan, result] of paired(claimed, written.results, 'confirmation results')) verdicts[plan.index] = { ok: true, result };
  return verdicts;
}
