import type { SupplierShipment, SupplierShipmentReceipt } from '../../clients/typescript/src/index.ts';
import { lotPrefix, scannedCode, type ItemMaster } from './packing.ts';
import type { Random } from './random.ts';
import { arrivedOf, bookUnits, planShortfall, stillExpected, type BookedTally, type Dock, type Strategy } from './receiving.ts';

/** What one supplier receipt holds, counted into the run's summary. */
export type InboundTally = BookedTally & {
  partial: Strategy | null;
  /** Units announced and not counted (the shortfall the strategy deals with). */
  shortUnits: number;
  /** Lines counted above what they announced, and by how many units. */
  overLines: number;
  overUnits: number;
  /** Lines received under the lot the supplier announced; lots the warehouse named itself (new lots). */
  lotsAsAnnounced: number;
  lotsNamed: number;
  gtins: number;
};

type ReceiptLine = SupplierShipmentReceipt['lines'][number];
type SsLine = SupplierShipment['lines'][number];
type Lot = NonNullable<ReceiptLine['lot']>;

/**
 * Counts a supplier shipment at the dock as a receiving clerk does: most lines exactly as announced, one
 * shipment in five short on a line (received under each strategy in turn, `nextStrategy`), one line in
 * eight over (a surplus: the count is the truth), one unit in ten damaged. A lot-tracked product is
 * received under the lot the line announces, with its expiry date; without one, under a lot the
 * warehouse names, with an expiry date of its own. On `complete` (the rest of a short shipment arriving
 * later) everything still expected arrives.
 */
export function countSupplierShipment(
  shipment: SupplierShipment,
  random: Random,
  items: ItemMaster,
  dock: Dock,
  nextStrategy: () => Strategy,
  complete: boolean,
): { receipt: SupplierShipmentReceipt; tally: InboundTally } {
  const tally: InboundTally = {
    good: 0,
    damaged: 0,
    byCode: 0,
    partial: null,
    shortUnits: 0,
    overLines: 0,
    overUnits: 0,
    lotsAsAnnounced: 0,
    lotsNamed: 0,
    gtins: 0,
  };
  const expected = stillExpected(shipment.lines);
  const shortfall = planShortfall(expected, random, complete);
  const lines: ReceiptLine[] = [];
  expected.forEach(({ line, quantity }, index) => {
    const arrived = arrivedOf(shortfall, index, quantity, random);
    const counted = arrived + surplus(arrived, quantity, random, complete, tally);
    tally.shortUnits += Math.max(0, quantity - counted);
    if (counted > 0)
      lines.push(...bookUnits(lineName(shipment, line, random, tally), counted, lotOf(shipment, line, random, items, tally), random, dock, tally));
  });
  const strategy = shortfall.line >= 0 && lines.length > 0 ? nextStrategy() : null;
  tally.partial = strategy;
  return {
    receipt: { id: shipment.id, tpl_reference: receiptReference(shipment), ...(strategy ? { receiving_strategy: strategy } : {}), lines },
    tally,
  };
}

/** The warehouse's receipt reference: its own, one per supplier shipment. */
export function receiptReference(shipment: SupplierShipment): string {
  return `RCV-${shipment.number.replace(/\D/g, '')}`;
}

/** Units above the announced quantity on one line in eight that arrived whole (up to a tenth more, at least one). */
function surplus(arrived: number, announced: number, random: Random, complete: boolean, tally: InboundTally): number {
  if (complete || arrived < announced || !Number.isInteger(announced) || !random.chance(0.125)) return 0;
  const extra = random.int(1, Math.max(1, Math.floor(announced / 10)));
  tally.overLines++;
  tally.overUnits += extra;
  return extra;
}

/**
 * A line named by its id, or one time in five by what the clerk scanned: the product's GTIN when it has
 * a barcode, else its code (only when no other line of the shipment holds the product, which a code
 * would fill first).
 */
function lineName(shipment: SupplierShipment, line: SsLine, random: Random, tally: InboundTally): { id: number } | { product_code: string } {
  const sameProduct = shipment.lines.filter((l) => l.product.code === line.product.code).length > 1;
  if (sameProduct || !random.chance(0.2)) return { id: line.id };
  tally.byCode++;
  return { product_code: scannedCode(line.product, random, tally, 1) };
}

/**
 * The lot a line is received under: the one it announces, as announced; for a lot-tracked product the
 * supplier sent without one, a lot the warehouse names (from the shipment and product, so the same
 * receipt names the same lot) with an expiry date one to three years after the shipment was planned.
 */
function lotOf(shipment: SupplierShipment, line: SsLine, random: Random, items: ItemMaster, tally: InboundTally): Lot | undefined {
  if (line.lot) {
    tally.lotsAsAnnounced++;
    return { number: line.lot.number, ...(line.lot.expiry_date ? { expiry_date: line.lot.expiry_date } : {}) };
  }
  if (!items.lotTracked.has(line.product.code)) return undefined;
  tally.lotsNamed++;
  const arrived = shipment.planned_date ?? shipment.created_at.slice(0, 10);
  return { number: `${lotPrefix(line.product.code)}${random.alphanumeric(6)}`, expiry_date: lastDayOfMonth(arrived, random.int(12, 36)) };
}

/** The last day of the month `months` after the date's (YYYY-MM-DD). */
function lastDayOfMonth(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + months, 0)).toISOString().slice(0, 10);
}
