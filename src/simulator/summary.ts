import { emptyFaultTally, type FaultTally } from './faults.ts';
import type { Strategy } from './receiving.ts';
import { emptyStockTally, type StockTally } from './stock.ts';

/** What the warehouse did with one kind of record it receives: seen, acknowledged, received. */
export type ArrivalCounts = { seen: number; acknowledged: number; received: number };

/** What the reference warehouse did, over all its passes: printed at the end (one JSON line with --json). */
export type Summary = {
  seed: number;
  passes: number;
  shipments: {
    seen: number;
    acknowledged: number;
    confirmed: number;
    backorders: number;
    packages: number;
    multi_package: number;
    split_lines: number;
    bundles_by_code: number;
    bundles_by_components: number;
    lots: number;
    gtins: number;
    sscc_overrides: number;
    consumables: number;
    /** Shipments the merchant held after the warehouse fetched them (answered `shipment_on_hold`): left unpacked. */
    held: number;
    /** Cancellation requests answered: accepted (the shipment stopped) and rejected (already packed: it shipped). */
    cancellations_accepted: number;
    cancellations_rejected: number;
    by_carrier: Record<string, number>;
  };
  returns: ArrivalCounts & {
    units_good: number;
    units_damaged: number;
    lines_by_product_code: number;
    partial: Record<Strategy, number>;
  };
  /** Supplier shipments (advance shipping notices: purchase orders, transfers from another warehouse). */
  inbound: ArrivalCounts & {
    /** Units counted in, damaged ones included. */
    units_received: number;
    units_damaged: number;
    /** Units announced and not counted on first arrival, and the receipts that were short, by strategy. */
    units_short: number;
    short: Record<Strategy, number>;
    /** Lines counted above what they announced (a surplus), and the units above. */
    lines_over: number;
    units_over: number;
    /** Lines received under the lot the supplier announced; lots the warehouse named and created itself. */
    lots_as_announced: number;
    lots_created: number;
    lines_by_product_code: number;
    gtins: number;
  };
  faults: FaultTally | null;
  /** Stock kept (with --drift, --count or --count-every): the floor's drift and the counts. */
  stock: StockTally | null;
  /** Client retries (network errors, lost answers, 409 in use, 429, 503). */
  retries: number;
  /** Element errors the service answered, by code. */
  errors: Record<string, number>;
};

/** A summary of nothing done yet. */
export function emptySummary(seed: number, faults: boolean, stock = false): Summary {
  const strategies = () => ({ finalize_and_start_new: 0, split_and_keep_open: 0, finalize: 0 });
  return {
    seed,
    passes: 0,
    shipments: {
      seen: 0,
      acknowledged: 0,
      confirmed: 0,
      backorders: 0,
      packages: 0,
      multi_package: 0,
      split_lines: 0,
      bundles_by_code: 0,
      bundles_by_components: 0,
      lots: 0,
      gtins: 0,
      sscc_overrides: 0,
      consumables: 0,
      held: 0,
      cancellations_accepted: 0,
      cancellations_rejected: 0,
      by_carrier: {},
    },
    returns: { seen: 0, acknowledged: 0, received: 0, units_good: 0, units_damaged: 0, lines_by_product_code: 0, partial: strategies() },
    inbound: {
      seen: 0,
      acknowledged: 0,
      received: 0,
      units_received: 0,
      units_damaged: 0,
      units_short: 0,
      short: strategies(),
      lines_over: 0,
      units_over: 0,
      lots_as_announced: 0,
      lots_created: 0,
      lines_by_product_code: 0,
      gtins: 0,
    },
    faults: faults ? emptyFaultTally() : null,
    stock: stock ? emptyStockTally() : null,
    retries: 0,
    errors: {},
  };
}

/** `finalize 1, split_and_keep_open 0, ...` */
function byStrategy(counts: Record<Strategy, number>): string {
  return Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

/** The summary for people. */
export function describeSummary(summary: Summary): string {
  const s = summary.shipments;
  const r = summary.returns;
  const i = summary.inbound;
  const lines = [
    `passes: ${summary.passes} (seed ${summary.seed})`,
    `shipments: ${s.seen} seen, ${s.acknowledged} acknowledged, ${s.confirmed} confirmed (short, leaving a backorder: ${s.backorders}), packages ${s.packages} (multi-parcel shipments: ${s.multi_package}, lines split: ${s.split_lines})`,
    `  bundles by kit code ${s.bundles_by_code}, by components ${s.bundles_by_components}; lots ${s.lots}; GTINs scanned ${s.gtins}; own SSCC labels ${s.sscc_overrides}; packaging consumed ${s.consumables}; held by the merchant, left unpacked: ${s.held}`,
    `  cancellation requests: ${s.cancellations_accepted} accepted (stopped), ${s.cancellations_rejected} rejected (already packed)`,
    `  carriers: ${
      Object.entries(s.by_carrier)
        .map(([code, n]) => `${code} ${n}`)
        .join(', ') || 'none'
    }`,
    `returns: ${r.seen} seen, ${r.acknowledged} acknowledged, ${r.received} received (${r.units_good} units good, ${r.units_damaged} damaged; short parcels: ${byStrategy(r.partial)}; lines named by product code: ${r.lines_by_product_code})`,
    `inbound: ${i.seen} seen, ${i.acknowledged} acknowledged, ${i.received} received (${i.units_received} units received, ${i.units_damaged} of them damaged; ${i.units_short} short: ${byStrategy(i.short)}; ${i.units_over} over on ${i.lines_over} lines)`,
    `  lots ${i.lots_as_announced} as announced, ${i.lots_created} created; lines named by product code: ${i.lines_by_product_code} (GTINs ${i.gtins})`,
    `client retries: ${summary.retries}`,
  ];
  if (summary.faults) {
    const f = summary.faults;
    lines.push(
      `faults: lost answers ${f.lost_answers}, duplicate sends ${f.duplicate_sends}, keyless repeats ${f.keyless_repeats} (not replayed: ${f.keyless_repeats_not_replayed}), batch rounds reordered ${f.reordered_batches}`,
    );
  }
  if (summary.stock) lines.push(...describeStock(summary.stock));
  lines.push(
    Object.keys(summary.errors).length > 0
      ? `refused: ${Object.entries(summary.errors)
          .map(([code, n]) => `${code} ${n}`)
          .join(', ')}`
      : 'refused: nothing',
  );
  return `${lines.join('\n')}\n`;
}

/** The stock lines: drift reported and silent, and what the counts found. */
function describeStock(t: StockTally): string[] {
  const reasons = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ');
  const lines = [
    `stock drift: reported ${reasons(t.reported)}; silent ${reasons(t.silent)}`,
    `counts: ${t.counts} sent (${t.counted} levels counted, ${t.matched} matched, ${t.adjusted} adjusted, ${t.zeroed} zeroed); unexpected differences: ${t.unexpected_differences}`,
    `  stock book units: ${
      Object.entries(t.units)
        .map(([warehouse, n]) => `${warehouse} ${n}`)
        .join(', ') || 'not counted'
    }`,
  ];
  if (t.late_counts + t.out_of_order_counts + t.truncated_refused + t.repeated_adjustments > 0) {
    lines.push(
      `  faults: late counts ${t.late_counts} (out of order ${t.out_of_order_counts}), cut-short counts refused ${t.truncated_refused}; adjustment requests repeated ${t.repeated_adjustments} (not replayed: ${t.repeats_not_replayed})`,
    );
  }
  return lines;
}
