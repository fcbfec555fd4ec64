import type { CustomerReturnShipment, ReturnShipmentReceipt } from '../../clients/typescript/src/index.ts';
import { lotsOf, type ItemMaster } from './packing.ts';
import type { Random } from './random.ts';

export type Strategy = NonNullable<ReturnShipmentReceipt['strategy']>;
export const STRATEGIES: readonly Strategy[] = ['finalize_and_start_new', 'split_and_keep_open', 'finalize'];

/** What one receipt holds, counted into the run's summary. */
export type ReceivingTally = { good: number; damaged: number; partial: Strategy | null; byCode: number };

type ReceiptLine = ReturnShipmentReceipt['lines'][number];
type CrsLine = CustomerReturnShipment['lines'][number];

/** Where the dock puts things: good units to these bins (none: the warehouse's primary storage). */
export type Dock = { bins: string[] };

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
  const expected = crs.lines.map((line) => ({ line, quantity: line.quantity - line.received_quantity })).filter((e) => e.quantity > 0);
  const totalUnits = expected.reduce((sum, e) => sum + e.quantity, 0);
  const short = !complete && totalUnits > 1 && random.chance(0.2);
  const shortLine = short ? random.int(0, expected.length - 1) : -1;
  const lines: ReceiptLine[] = [];
  expected.forEach(({ line, quantity }, index) => {
    let arrived = quantity;
    if (index === shortLine && Number.isInteger(quantity)) {
      const others = totalUnits - quantity;
      arrived = random.int(others > 0 ? 0 : 1, Math.max(0, quantity - 1));
    }
    if (arrived > 0) lines.push(...bookLine(crs, line, arrived, random, items, dock, tally));
  });
  const strategy = short && lines.length > 0 ? nextStrategy() : null;
  tally.partial = strategy;
  return {
    receipt: { id: crs.id, tpl_reference: `RMA-${crs.number.replace(/\D/g, '')}`, ...(strategy ? { strategy } : {}), lines },
    tally,
  };
}

/** The units of one CRS line: good ones to a bin, one unit in ten damaged; named by line id, or now and then by product code. */
function bookLine(
  crs: CustomerReturnShipment,
  line: CrsLine,
  units: number,
  random: Random,
  items: ItemMaster,
  dock: Dock,
  tally: ReceivingTally,
): ReceiptLine[] {
  const sameProduct = crs.lines.filter((l) => l.product.code === line.product.code).length > 1;
  const byCode = !sameProduct && random.chance(0.2);
  if (byCode) tally.byCode++;
  const name = byCode ? { product_code: line.product.code } : { id: line.id };
  const lot = items.lotTracked.has(line.product.code) ? { lot: { number: random.pick(lotsOf(items, crs.warehouse.code, line.product.code)) } } : {};
  const damaged = Number.isInteger(units) ? countDamaged(units, random) : 0;
  const booked: ReceiptLine[] = [];
  if (units - damaged > 0) {
    booked.push({ ...name, quantity: units - damaged, condition: 'good', ...(dock.bins.length > 0 ? { location: random.pick(dock.bins) } : {}), ...lot });
    tally.good += units - damaged;
  }
  if (damaged > 0) {
    booked.push({ ...name, quantity: damaged, condition: 'damaged', ...lot });
    tally.damaged += damaged;
  }
  return booked;
}

function countDamaged(units: number, random: Random): number {
  let damaged = 0;
  for (let i = 0; i < units; i++) if (random.chance(0.1)) damaged++;
  return damaged;
}
