import { Type } from 'typebox';
import { CODE_LIST } from '../../wire/keywords.ts';
import type { App, Deps } from '../deps.ts';
import { ACKNOWLEDGEMENT_DUE_RANGE, DRIFT_ALERT_RANGE, getSettings, updateSettings, type Settings } from '../../domain/settings/settings.repo.ts';
import { Nullable, Problem, Timestamp } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const SettingsOut = Type.Object({
  currency: Type.String({ description: 'ISO 4217 code: the default currency of costs and prices' }),
  gs1_company_prefix: Nullable(Type.String({ description: 'GS1 company prefix used in SSCCs' })),
  multi_warehouse_shipping: Type.Boolean({ description: 'Whether a 3PL may ship from another of its warehouses (re-homing)' }),
  acknowledgement_due_minutes: Type.Integer({
    description: 'Minutes after release when a shipment the warehouse has not acknowledged is late (GET /attention)',
  }),
  drift_alert_units: Nullable(
    Type.Integer({ description: 'Units of absolute drift within the attention window above which a warehouse needs attention (GET /attention); null: never' }),
  ),
  updated_at: Timestamp,
});

const SettingsPatch = Type.Object(
  {
    currency: Type.Optional(Type.String({ description: 'Active ISO 4217 code, upper case (checked against the list: 422)', [CODE_LIST]: 'CurrencyCode' })),
    gs1_company_prefix: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{6,12}$', description: '6 to 12 digits, or null' }))),
    multi_warehouse_shipping: Type.Optional(Type.Boolean()),
    acknowledgement_due_minutes: Type.Optional(
      Type.Integer({
        ...ACKNOWLEDGEMENT_DUE_RANGE,
        description: 'Minutes after release when an unacknowledged shipment is late: 0 (at once) to 10080 (a week)',
      }),
    ),
    drift_alert_units: Type.Optional(
      Nullable(
        Type.Integer({
          ...DRIFT_ALERT_RANGE,
          description:
            'A warehouse whose counts drifted by at least this many units (sum of |difference|) within the attention window needs attention: 1 to 1000000000, or null (never)',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

function settingsView(s: Settings) {
  return {
    currency: s.currency,
    gs1_company_prefix: s.gs1CompanyPrefix,
    multi_warehouse_shipping: s.multiWarehouseShipping,
    acknowledgement_due_minutes: s.acknowledgementDueMinutes,
    drift_alert_units: s.driftAlertUnits,
    updated_at: s.updatedAt,
  };
}

const tags = ['settings'];

/** The merchant's settings (docs/admin-api.md "Settings"): one record, always present. */
export async function settingsRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/settings',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: "Get the merchant's settings", response: { 200: SettingsOut } },
    },
    async () => settingsView(await getSettings(db)),
  );

  app.patch(
    '/settings',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: "Change the merchant's settings", body: SettingsPatch, response: { 200: SettingsOut, 400: Problem, 422: Problem } },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        await updateSettings(trx, request.body);
        return settingsView(await getSettings(trx));
      }),
  );
}
