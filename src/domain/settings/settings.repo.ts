import type { Db } from '../../db/connect.ts';
import { invalidValue } from '../../errors.ts';
import { isCurrencyCode } from '../shared/currencies.ts';
import { nowIso } from '../shared/time.ts';

/** The merchant's settings: one row (id 1), created by the foundation migration. */
export type Settings = {
  currency: string;
  gs1CompanyPrefix: string | null;
  multiWarehouseShipping: boolean;
  /** Minutes after release when a shipment the warehouse has not acknowledged needs attention. */
  acknowledgementDueMinutes: number;
  /** Units of absolute drift within the attention window above which a warehouse needs attention; null: never. */
  driftAlertUnits: number | null;
  updatedAt: string;
};

export type SettingsPatch = {
  currency?: string;
  gs1_company_prefix?: string | null;
  multi_warehouse_shipping?: boolean;
  acknowledgement_due_minutes?: number;
  drift_alert_units?: number | null;
};

const SETTINGS_ID = 1;

/**
 * The range of `acknowledgement_due_minutes`: 0 (every pending shipment counts as late at once) to a
 * week, the longest a warehouse could plausibly leave a released shipment unseen before anyone asks.
 */
export const ACKNOWLEDGEMENT_DUE_RANGE = { minimum: 0, maximum: 10_080 };

/**
 * The range of `drift_alert_units`: at least one unit (a threshold of 0 would list every warehouse that
 * counted anything different), at most a billion, more than any warehouse holds.
 */
export const DRIFT_ALERT_RANGE = { minimum: 1, maximum: 1_000_000_000 };

/** Reads the merchant's settings. */
export async function getSettings(db: Db): Promise<Settings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow();
  return {
    currency: row.currency,
    gs1CompanyPrefix: row.gs1_company_prefix,
    multiWarehouseShipping: row.multi_warehouse_shipping === 1,
    acknowledgementDueMinutes: row.acknowledgement_due_minutes,
    driftAlertUnits: row.drift_alert_units,
    updatedAt: row.updated_at,
  };
}

/** Changes the fields given; the currency must be an active ISO 4217 code (422 invalid_value at /currency). */
export async function updateSettings(trx: Db, patch: SettingsPatch): Promise<void> {
  if (patch.currency !== undefined && !isCurrencyCode(patch.currency)) {
    throw invalidValue('/currency', `"${patch.currency}" is not an active ISO 4217 currency code`);
  }
  const set: {
    updated_at: string;
    currency?: string;
    gs1_company_prefix?: string | null;
    multi_warehouse_shipping?: number;
    acknowledgement_due_minutes?: number;
    drift_alert_units?: number | null;
  } = { updated_at: nowIso() };
  if (patch.currency !== undefined) set.currency = patch.currency;
  if (patch.gs1_company_prefix !== undefined) set.gs1_company_prefix = patch.gs1_company_prefix;
  if (patch.multi_warehouse_shipping !== undefined) set.multi_warehouse_shipping = patch.multi_warehouse_shipping ? 1 : 0;
  if (patch.acknowledgement_due_minutes !== undefined) set.acknowledgement_due_minutes = patch.acknowledgement_due_minutes;
  if (patch.drift_alert_units !== undefined) set.drift_alert_units = patch.drift_alert_units;
  await trx.updateTable('settings').set(set).where('id', '=', SETTINGS_ID).execute();
}
