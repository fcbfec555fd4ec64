import type { Db } from '../../../db/connect.ts';
import type { NewEvent } from '../../events/outbox.ts';
import { discrepancyEvent, inventoryUpdatedEvent, type ShipmentCause } from '../../inventory/inventory-events.ts';
import { levelKey, positionKey, type LevelFigure, type PositionFigure } from '../../inventory/ledger.ts';
import { present } from '../../shared/invariants.ts';
import type { ConfirmationPlan } from './plan-confirmation.ts';
import {
  shipmentTrackingUrl,
  trackingUrlFor,
  type PlanEffects,
  type Places,
  type ShipResult,
  type WriteContext,
  type WrittenRound,
} from './write-confirmations.ts';

/**
 * A written round's events in the order its confirmations ran (docs/events.md): per shipment its
 * backorder's release, `customer_shipment.shipped`, then `inventory.updated` for each product it shipped
 * and `inventory.discrepancy` for each storage level its picks left below zero, each with the figures as
 * they stood right after that confirmation (the balances after the round, minus what later
 * confirmations of the round changed).
 */
export async function confirmationEvents(
  trx: Db,
  { plans, ctx, places, results, backorders, effects }: WrittenRound,
  balances: { levels: LevelFigure[]; positions: PositionFigure[] },
): Promise<NewEvent[]> {
  const positions = positionFigures(balances.positions);
  const levels = await negativeLevels(trx, balances.levels, ctx);
  const events: NewEvent[] = [];
  for (const [i, plan] of plans.entries()) {
    const backorder = backorders.get(plan.loaded.shipment.id);
    if (backorder) events.push(backorder.released);
    events.push(shippedEvent(plan, ctx, places.get(plan.warehouseId)!, present(results[i], 'the result of a confirmation')));
    events.push(...inventoryEvents(plan, ctx, places.get(plan.warehouseId)!, positions, effects.slice(i + 1)));
    events.push(...discrepancyEvents(plan, places.get(plan.warehouseId)!, levels, present(effects[i], 'the effects of a confirmation'), effects.slice(i + 1)));
  }
  return events;
}

type PositionFigures = Map<string, PositionFigure>;

function positionFigures(after: PositionFigure[]): PositionFigures {
  return new Map(after.map((p) => [positionKey(p.warehouse_id, p.product_id), p]));
}

type LevelFigures = Map<string, { quantity: number; location: string; productCode: string; lot: string | null }>;

/**
 * The changed levels that are below zero now, named for their events. Within a round, storage levels
 * only go down, so a level at or above zero now never was below zero after any of its confirmations.
 */
async function negativeLevels(trx: Db, after: LevelFigure[], ctx: WriteContext): Promise<LevelFigures> {
  const negative = after.filter((l) => l.quantity < 0);
  const figures: LevelFigures = new Map();
  if (negative.length === 0) return figures;
  const codes = new Map(
    (
      await trx
        .selectFrom('locations')
        .select(['id', 'code'])
        .where('id', 'in', [...new Set(negative.map((l) => l.location_id))])
        .execute()
    ).map((r) => [r.id, r.code]),
  );
  for (const l of negative) {
    figures.set(levelKey(l.location_id, l.product_id, l.lot_id), {
      quantity: l.quantity,
      location: codes.get(l.location_id)!,
      productCode: ctx.productCodes.get(l.product_id) ?? '',
      lot: l.lot_id ? (ctx.lotNumbers.get(l.lot_id) ?? null) : null,
    });
  }
  return figures;
}

/** `customer_shipment.shipped`: tracking for the order's channel, which exports it to the marketplace. */
function shippedEvent(plan: ConfirmationPlan, ctx: WriteContext, places: Places, result: ShipResult): NewEvent {
  const trackingUrl = shipmentTrackingUrl(plan, ctx);
  const { shipment, order, channelId, backorderOf } = plan.loaded;
  return {
    type: 'customer_shipment.shipped',
    resourceType: 'customer_shipment',
    resourceId: shipment.id,
    channelId,
    warehouseId: plan.warehouseId,
    data: {
      id: shipment.id,
      number: shipment.number ?? '',
      state: 'done',
      order,
      warehouse: places.warehouse,
      backorder_of: backorderOf,
      shipped_at: result.shipped_at,
      carrier_identifier: plan.header.carrierIdentifier,
      carrier_service: plan.header.carrierService,
      tracking_number: plan.header.trackingNumber,
      tracking_url: trackingUrl,
      cost: plan.header.cost,
      cost_currency_code: plan.header.currency,
      packages: result.packages.map((p) => ({
        id: p.id,
        sscc: p.sscc,
        tracking_number: p.tracking_number,
        carrier_identifier: p.carrier_identifier,
        tracking_url: trackingUrlFor(ctx, p.carrier_identifier, p.tracking_number) ?? trackingUrl,
        items: p.items,
      })),
      consumables: result.consumables,
      backorder: result.backorder,
    },
  };
}

/** `inventory.updated` for each product the plan shipped, with on hand, allocated and available after it. */
function inventoryEvents(plan: ConfirmationPlan, ctx: WriteContext, places: Places, positions: PositionFigures, later: PlanEffects[]): NewEvent[] {
  const productIds = [...new Set(plan.fills.map((f) => f.productId))].sort((a, b) => a - b);
  return productIds.flatMap((productId) => {
    const key = positionKey(plan.warehouseId, productId);
    const now = positions.get(key);
    if (!now) return [];
    let onHand = now.on_hand;
    let allocated = now.allocated;
    for (const e of later) {
      const change = e.positions.get(key);
      if (change) {
        onHand -= change.on_hand;
        allocated -= change.allocated;
      }
    }
    return [
      inventoryUpdatedEvent(
        {
          productId,
          productCode: ctx.productCodes.get(productId)!,
          warehouse: places.warehouse,
          onHand,
          allocated,
        },
        shipmentCause(plan),
      ),
    ];
  });
}

/**
 * `inventory.discrepancy` for each storage level the plan picked from that stood below zero right after
 * it: the warehouse reported shipping stock the ledger did not have there (docs/3pl-api.md section 7,
 * "Stock the books did not have"; not refused).
 */
function discrepancyEvents(plan: ConfirmationPlan, places: Places, levels: LevelFigures, own: PlanEffects, later: PlanEffects[]): NewEvent[] {
  const seen = new Set<string>();
  const events: NewEvent[] = [];
  for (const t of own.touched) {
    const key = levelKey(t.locationId, t.productId, t.lotId);
    if (seen.has(key)) continue;
    seen.add(key);
    const now = levels.get(key);
    if (!now) continue;
    const quantity = now.quantity - later.reduce((sum, e) => sum + (e.levels.get(key)?.quantity ?? 0), 0);
    if (quantity >= 0) continue;
    events.push(
      discrepancyEvent(
        {
          productId: t.productId,
          productCode: now.productCode,
          warehouse: places.warehouse,
          location: now.location,
          lot: now.lot,
          quantity,
        },
        shipmentCause(plan),
      ),
    );
  }
  return events;
}

/** The shipment that caused a stock event, as inventory events name their cause. */
function shipmentCause(plan: ConfirmationPlan): ShipmentCause {
  const { shipment } = plan.loaded;
  return { shipment_id: shipment.id, shipment: { id: shipment.id, number: shipment.number ?? '' } };
}
