import type { CustomerReturnShipment, ReturnShipmentReceipt } from '../../clients/typescript/src/index.ts';
import { lotsOf, type ItemMaster } from './packing.ts';
import type { Random } from './random.ts';

export type Strategy = NonNullable<ReturnShipmentReceipt['strategy']>;
export const STRATEGIES: readonly Strategy[] = ['finalize_and_start_new', 'split_and_keep_open', 'finalize'];

/** The units a receipt booked and how it named its lines, counted into the run's summary. */
export type BookedTally = { good: number; damaged: number; byCode: number };

/** What one return receipt holds, counted into the run's summary. */
export type ReceivingTally = BookedTally & { partial: Strategy | null };

type CrsLine = CustomerReturnShipment['lines'][number];

/** Where the dock puts things: good units to these bins (none: the warehouse's primary storage). */
export type Dock = { bins: string[] };

/** A receipt line as the receive routes take it (returns and supplier shipments alike). */
export type BookedLine<Lot> = {
  id?: number;
  product_code?: string;
  quantity: number;
  condition: 'good' | 'damaged';
  location?: string;
  lot?: Lot;
};

/**
 * Opens a returned parcel and books what is in it: most units good (to a bin), some damaged (to lost and
 * found), and one parcel in five short, booked under each receive strategy in turn (`nextStrategy`).
 * On `complete` (the rest of a parcel arriving later) everything still expected arrives.
 */
export function receiveParcel(
  crs: CustomerReturnShipment,
  random: Random,
  items: ItemMaster,
  dock: Dock,
  nextStrategy: () => Strategy,
  complete: boolean,
): { receipt: ReturnShipmentReceipt; tally: ReceivingTally } {
  const tally: ReceivingTally = { good: 0, damaged: 0, partial: null, byCode: 0 };
  const expected = stillExpected(crs.lines);
  const shortfall = planShortfall(expected, random, complete);
  const lines: ReturnShipmentReceipt['lines'] = [];
  expected.forEach(({ line, quantity }, index) => {
    const arrived = arrivedOf(shortfall, index, quantity, random);
    if (arrived > 0) lines.push(...bookLine(crs, line, arrived, random, items, dock, tally));
  });
  const strategy = shortfall.line >= 0 && lines.length > 0 ? nextStrategy() : null;
  tally.partial = strategy;
  return {
    receipt: { id: crs.id, tpl_reference: `RMA-${crs.number.replace(/\D/g, '')}`, ...(strategy ? { strategy } : {}), lines },
    tally,
  };
}

/** The lines of a record that still expect units, with how many. */
export function stillExpected<L extends { quantity: number; received_quantity: number }>(lines: readonly L[]): { line: L; quantity: number }[] {
  return lines.map((line) => ({ line, quantity: line.quantity - line.received_quantity })).filter((e) => e.quantity > 0);
}

/** Which expected line of a delivery comes short (-1: none), and how many units the delivery expects in all. */
export type Shortfall = { line: number; totalUnits: number };

/**
 * Whether a delivery comes short: one in five of more than one unit does (never on `complete`, the rest
 * of a short delivery arriving later), on one of its lines.
 */
export function planShortfall(expected: readonly { quantity: number }[], random: Random, complete: boolean): Shortfall {
  const totalUnits = expected.reduce((sum, e) => sum + e.quantity, 0);
  const short = !complete && totalUnits > 1 && random.chance(0.2);
  return { line: short ? random.int(0, expected.length - 1) : -1, totalUnits };
}

/**
 * The units of expected line `index` that arrive: all of them, but on the short line (of whole units)
 * fewer, down to none when other lines arrive.
 */
export function arrivedOf(shortfall: Shortfall, index: number, quantity: number, random: Random): number {
  if (index !== shortfall.line || !Number.isInteger(quantity)) return quantity;
  const others = shortfall.totalUnits - quantity;
  return random.int(others > 0 ? 0 : 1, Math.max(0, quantity - 1));
}

/** The units of one CRS line: named by line id, or now and then by product code. */
function bookLine(
  crs: CustomerReturnShipment,
  line: CrsLine,
  units: number,
  random: Random,
  items: ItemMaster,
  dock: Dock,
  tally: ReceivingTally,
): ReturnShipmentReceipt['lines'] {
  const sameProduct = crs.lines.filter((l) => l.product.code === line.product.code).length > 1;
  const byCode = !sameProduct && random.chance(0.2);
  if (byCode) tally.byCode++;
  const name = byCode ? { product_code: line.product.code } : { id: line.id };
  const lot = items.lotTracked.has(line.product.code) ? { number: random.pick(lotsOf(items, crs.warehouse.code, line.product.code)) } : undefined;
  return bookUnits(name, units, lot, random, dock, tally);
}

/**
 * Books `units` of a line as counted at the dock: good ones to one of the dock's bins, one unit in ten
 * damaged (to lost and found, where the service puts them without a location).
 */
export function bookUnits<Lot>(
  name: { id: number } | { product_code: string },
  units: number,
  lot: Lot | undefined,
  random: Random,
  dock: Dock,
  tally: BookedTally,
): BookedLine<Lot>[] {
  const damaged = Number.isInteger(units) ? countDamaged(units, random) : 0;
  const withLot = lot === undefined ? {} : { lot };
  const booked: BookedLine<Lot>[] = [];
  if (units - damaged > 0) {
    booked.push({ ...name, quantity: units - damaged, condition: 'good', ...(dock.bins.length > 0 ? { location: random.pick(dock.bins) } : {}), ...withLot });
    tally.good += units - damaged;
  }
  if (damaged > 0) {
    booked.push({ ...name, quantity: damaged, condition: 'damaged', ...withLot });
    tally.damaged += damaged;
  }
  return booked;
}

function countDamaged(units: number, random: Random): number {
  let damaged = 0;
  for (let i = 0; i < units; i++) if (random.chance(0.1)) damaged++;
  return damaged;
}
