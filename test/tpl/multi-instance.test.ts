import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp, type App } from '../../src/app.ts';
import { connect } from '../../src/db/connect.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

// Several app instances share one database only on PostgreSQL; a SQLite file serves one instance
// (docs/operations.md). This suite runs in the PostgreSQL pass of CI.
describe('two app instances against one PostgreSQL', { skip: BACKEND !== 'postgres' && 'needs PostgreSQL (several instances)' }, () => {
  let ctx: TestContext;
  let second: App;
  let key: string;
  before(async () => {
    ctx = await createContext({ poolSize: 4 });
    ({ key } = await setupMerchant(ctx));
    second = await buildApp(ctx.config, connect(ctx.databaseUrl, { schema: ctx.schema, poolSize: 4 }), ctx.keyring, { logger: false });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('moves stock once when both instances get the same confirmation four times each', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const payload = { shipments: [{ id: cs.id, tracking_number: 'TWIN-1', lines: [{ product_code: 'WIDGET', quantity: 2 }] }] };
    const send = (app: App) =>
      app.inject({ method: 'PUT', url: '/services/3pl/v1/customer-shipments/ship.json', headers: { authorization: `Bearer ${key}` }, payload });
    const responses = await Promise.all([ctx.app, second, ctx.app, second, ctx.app, second, ctx.app, second].map(send));
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      Array(8).fill(200),
    );
    assert.equal(responses.filter((r) => !r.json().shipments[0].replayed).length, 1);
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand - 2);
    const seen = await second.inject({ url: `/api/v1/customer-shipments/${cs.id}`, headers: { authorization: `Bearer ${ctx.staffKey}` } });
    assert.equal(seen.json().state, 'done', 'the other instance sees the change at once: no in-process state');
    await assertLedgerInvariant(ctx.db);
  });
});
