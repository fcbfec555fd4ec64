import { paired } from '../../shared/invariants.ts';
import type { Fill } from './fill-lines.ts';
import type { WrittenRound } from './write-confirmations.ts';

/**
 * A confirmed customer shipment that carries a transfer (docs/admin-api.md "Transfers"): what the
 * destination's supplier shipment needs to become `pending` and what a backorder leaves it to wait for.
 * Quantities in stored thousandths, per line of the transfer's internal order, by the line's position
 * (the position of the transfer line it carries).
 */
export type TransferShipped = {
  transferId: number;
  shipment: { id: number; number: string };
  shippedAt: string;
  carrierCode: string | null;
  trackingNumber: string | null;
  lines: { position: number; shipped: number; remaining: number; lots: ShippedLot[] }[];
};

/** What left of a line under one lot (`lotId` 0: the confirmation named none), in stored thousandths. */
export type ShippedLot = { lotId: number; quantity: number };

/**
 * The transfers' shipments among a written round of confirmations, read off what was written: no query,
 * so a round without a transfer (every order's round) costs nothing more.
 */
export function transferShipmentsOf(round: WrittenRound): TransferShipped[] {
  const shipped: TransferShipped[] = [];
  const planned = paired(round.plans, round.results, 'confirmation results');
  for (const [index, [plan, result]] of planned.entries()) {
    const { shipment, lines } = plan.loaded;
    if (shipment.transfer_id === null) continue;
    const after = round.shippedAfter[index]!;
    shipped.push({
      transferId: shipment.transfer_id,
      shipment: { id: shipment.id, number: shipment.number ?? '' },
      shippedAt: result.shipped_at,
      carrierCode: plan.header.carrierIdentifier,
      trackingNumber: plan.header.trackingNumber ?? result.packages.find((p) => p.tracking_number !== null)?.tracking_number ?? null,
      lines: lines
        .filter((line) => line.parent_line_id === null)
        .map((line) => ({
          position: line.position,
          shipped: after.get(line.id)! - line.shipped_quantity,
          remaining: line.quantity - after.get(line.id)!,
          lots: lotsShipped(plan.fills, line.id),
        })),
    });
  }
  return shipped;
}

/** What a confirmation's fills took of one line, per lot, in the order the lots first appear. */
function lotsShipped(fills: Fill[], lineId: number): ShippedLot[] {
  const byLot = new Map<number, number>();
  for (const fill of fills) if (fill.lineId === lineId) byLot.set(fill.lotId, (byLot.get(fill.lotId) ?? 0) + fill.quantity);
  return [...byLot].map(([lotId, quantity]) => ({ lotId, quantity }));
}
