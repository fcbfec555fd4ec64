import type { Db } from '../../db/connect.ts';
import { invalidValue } from '../../errors.ts';
import { isCurrencyCode } from '../shared/currencies.ts';
import { nowIso } from '../shared/time.ts';

/** The merchant's settings: one row (id 1), created by the foundation migration. */
export type Settings = {
  currency: string;
  gs1CompanyPrefix: string | null;
  multiWarehouseShipping: boolean;
  updatedAt: string;
};

export type SettingsPatch = {
  currency?: string;
  gs1_company_prefix?: string | null;
  multi_warehouse_shipping?: boolean;
};

const SETTINGS_ID = 1;

/** Reads the merchant's settings. */
export async function getSettings(db: Db): Promise<Settings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow();
  return {
    currency: row.currency,
    gs1CompanyPrefix: row.gs1_company_prefix,
    multiWarehouseShipping: row.multi_warehouse_shipping === 1,
    updatedAt: row.updated_at,
  };
}

/** Changes the fields given; the currency must be an active ISO 4217 code (422 invalid_value at /currency). */
export async function updateSettings(trx: Db, patch: SettingsPatch): Promise<void> {
  if (patch.currency !== undefined && !isCurrencyCode(patch.currency)) {
    throw invalidValue('/currency', `"${patch.currency}" is not an active ISO 4217 currency code`);
  }
  const set: { updated_at: string; currency?: string; gs1_company_prefix?: string | null; multi_warehouse_shipping?: number } = { updated_at: nowIso() };
  if (patch.currency !== undefined) set.currency = patch.currency;
  if (patch.gs1_company_prefix !== undefined) set.gs1_company_prefix = patch.gs1_company_prefix;
  if (patch.multi_warehouse_shipping !== undefined) set.multi_warehouse_shipping = patch.multi_warehouse_shipping ? 1 : 0;
  await trx.updateTable('settings').set(set).where('id', '=', SETTINGS_ID).execute();
}
