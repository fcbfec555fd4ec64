import type { Db } from '../../db/connect.ts';
import type { AttentionOut } from '../../wire/attention.ts';
import { getSettings } from '../settings/settings.repo.ts';
import { awaitingReceipt, failingEndpoints, heldForAddress, notAcknowledged, waitingForStock } from './attention.repo.ts';
import { openDiscrepancies } from './discrepancies.ts';
import { driftingWarehouses } from './drifting-warehouses.ts';
import { receiptDifferences } from './receipt-differences.ts';

/** What the attention page asks: when an unacknowledged shipment is late, how far back discrepancies count, how many of each to list. */
export type AttentionQuery = {
  /** Overrides the merchant's `acknowledgement_due_minutes` for this answer. */
  acknowledgementDueMinutes?: number | undefined;
  discrepancyDays: number;
  limit: number;
  now?: Date;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * What needs attention first (docs/admin-api.md "What needs attention"): shipments waiting for stock,
 * released shipments the warehouse has not acknowledged within the due time, shipments held for an
 * incorrect address, open inventory discrepancies, failing webhook endpoints, return shipments awaiting
 * receipt, supplier shipments received with other counts than announced and warehouses whose counts
 * drifted past the merchant's threshold (both within the discrepancy window), each with its count
 * and its oldest records, as of now (`generated_at`). Run it in one transaction so that every count
 * and list is of one moment.
 */
export async function whatNeedsAttention(trx: Db, query: AttentionQuery): Promise<AttentionOut> {
  const now = query.now ?? new Date();
  const asOf = now.toISOString();
  const settings = await getSettings(trx);
  const dueMinutes = query.acknowledgementDueMinutes ?? settings.acknowledgementDueMinutes;
  const releasedBy = new Date(now.getTime() - dueMinutes * MINUTE_MS).toISOString();
  const reportedSince = new Date(now.getTime() - query.discrepancyDays * DAY_MS).toISOString();
  const [waiting, late, held, discrepancies, endpoints, returns, receipts, drifting] = await Promise.all([
    waitingForStock(trx, asOf, query.limit),
    notAcknowledged(trx, releasedBy, query.limit),
    heldForAddress(trx, asOf, query.limit),
    openDiscrepancies(trx, reportedSince, query.limit),
    failingEndpoints(trx, query.limit),
    awaitingReceipt(trx, asOf, query.limit),
    receiptDifferences(trx, reportedSince, asOf, query.limit),
    driftingWarehouses(trx, { countedSince: reportedSince, asOf }, settings.driftAlertUnits, query.limit),
  ]);
  return {
    generated_at: asOf,
    acknowledgement_due_minutes: dueMinutes,
    discrepancy_days: query.discrepancyDays,
    drift_alert_units: settings.driftAlertUnits,
    waiting_for_stock: waiting,
    not_acknowledged: {
      count: late.count,
      oldest: late.oldest.map((s) => ({ ...s, due_at: new Date(Date.parse(s.since) + dueMinutes * MINUTE_MS).toISOString() })),
    },
    held_for_address: held,
    inventory_discrepancies: discrepancies,
    failing_webhook_endpoints: endpoints,
    returns_awaiting_receipt: returns,
    receipt_differences: receipts,
    drifting_warehouses: drifting,
  };
}
