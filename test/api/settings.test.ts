import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getSettings } from '../../src/domain/settings/settings.repo.ts';
import { isCurrencyCode } from '../../src/domain/shared/currencies.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: settings', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('answers the seeded settings', async () => {
    const res = await call(ctx, 'GET', '/api/v1/settings');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'acknowledgement_due_minutes',
      'currency',
      'drift_alert_units',
      'gs1_company_prefix',
      'multi_warehouse_shipping',
      'updated_at',
    ]);
    assert.equal(res.body.currency, 'USD');
    assert.equal(res.body.gs1_company_prefix, null);
    assert.equal(res.body.multi_warehouse_shipping, false);
    assert.equal(res.body.drift_alert_units, null);
  });

  it('changes every field and keeps the ones not sent', async () => {
    const before = await call(ctx, 'GET', '/api/v1/settings');
    const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { currency: 'EUR', gs1_company_prefix: '0614141', multi_warehouse_shipping: true } });
    assert.equal(res.status, 200);
    assert.equal(res.body.currency, 'EUR');
    assert.equal(res.body.gs1_company_prefix, '0614141');
    assert.equal(res.body.multi_warehouse_shipping, true);
    assert.ok(res.body.updated_at >= before.body.updated_at);
    const partial = await call(ctx, 'PATCH', '/api/v1/settings', { body: { multi_warehouse_shipping: false } });
    assert.equal(partial.body.currency, 'EUR');
    assert.equal(partial.body.gs1_company_prefix, '0614141');
    assert.equal(partial.body.multi_warehouse_shipping, false);
    const stored = await getSettings(ctx.db);
    assert.deepEqual(stored, {
      currency: 'EUR',
      gs1CompanyPrefix: '0614141',
      multiWarehouseShipping: false,
      acknowledgementDueMinutes: 240,
      driftAlertUnits: null,
      updatedAt: partial.body.updated_at,
    });
  });

  it('clears the GS1 company prefix with null', async () => {
    const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: null } });
    assert.equal(res.status, 200);
    assert.equal(res.body.gs1_company_prefix, null);
  });

  it('refuses a currency that is not an active ISO 4217 code with 422 at /currency', async () => {
    for (const currency of ['XYZ', 'usd', 'HRK', 'US', 'DOLLAR']) {
      const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { currency } });
      assert.equal(res.status, 422, currency);
      assert.equal(res.body.code, 'invalid_value');
      assert.equal(res.body.errors[0].pointer, '/currency');
    }
    const unchanged = await call(ctx, 'GET', '/api/v1/settings');
    assert.equal(unchanged.body.currency, 'EUR');
  });

  it('applies nothing when one field is bad', async () => {
    const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { currency: 'ABC', multi_warehouse_shipping: true } });
    assert.equal(res.status, 422);
    assert.equal((await getSettings(ctx.db)).multiWarehouseShipping, false);
  });

  it('refuses malformed prefixes, wrong types and unknown fields with 400, all at once', async () => {
    const res = await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: '12345', multi_warehouse_shipping: 'yes', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/colour', '/gs1_company_prefix', '/multi_warehouse_shipping']);
    const long = await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: '1234567890123' } });
    assert.equal(long.status, 400);
    const letters = await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: '06141A1' } });
    assert.equal(letters.status, 400);
  });

  it('is for staff keys only', async () => {
    assert.equal((await call(ctx, 'GET', '/api/v1/settings', { key: null })).status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-SETTINGS');
    assert.equal((await call(ctx, 'PATCH', '/api/v1/settings', { key, body: { currency: 'GBP' } })).status, 403);
  });
});

describe('ISO 4217 currency codes', () => {
  it('knows the active codes and refuses withdrawn, lower-case and made-up ones', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'XCG', 'ZWG', 'SLE', 'VED']) assert.equal(isCurrencyCode(code), true, code);
    for (const code of ['usd', 'HRK', 'ANG', 'ZWL', 'SLL', 'BGN', 'XXX', 'XTS', 'ABC', '']) assert.equal(isCurrencyCode(code), false, code);
  });
});
