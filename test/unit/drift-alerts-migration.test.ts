import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { down, up } from '../../src/db/migrations/0022-drift-alerts.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

describe('migration 0022: the sums of the counts stored before it', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it("fills units_over and units_under from each stored count's differences, and 0 for a count that matched", async () => {
    const count = async (items: { product_code: string; quantity: number }[]) => {
      const res = await call(ctx, 'PUT', '/services/3pl/v1/inventory/snapshot.json', {
        key,
        body: { warehouse: 'EAST', counted_at: new Date().toISOString(), complete: false, items },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.id as number;
    };
    const drifted = await count([
      { product_code: 'WIDGET', quantity: 96 },
      { product_code: 'GADGET', quantity: 102.5 },
      { product_code: 'CASE', quantity: 99 },
    ]);
    const matched = await count([{ product_code: 'STRAP', quantity: 200 }]);
    const sums = async () =>
      (
        await ctx.db.selectFrom('inventory_snapshots').select(['id', 'units_over', 'units_under']).where('id', 'in', [drifted, matched]).orderBy('id').execute()
      ).map((r) => [r.id, Number(r.units_over), Number(r.units_under)]);
    const written = await sums();
    assert.deepEqual(written, [
      [drifted, 2500, -5000],
      [matched, 0, 0],
    ]);
    await down(ctx.db);
    await up(ctx.db);
    assert.deepEqual(await sums(), written);
    const settings = await call(ctx, 'GET', '/api/v1/settings');
    assert.equal(settings.body.drift_alert_units, null);
  });
});
