import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { down, up } from '../../src/db/migrations/0023-hold-event-name.ts';
import { allowPrivateReceivers, registerEndpoint } from '../events/support.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { eventsOf, placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

describe('migration 0023: the hold event named customer_shipment.on_hold', () => {
  let ctx: TestContext;
  let restoreEnv: () => void;
  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext();
    await setupMerchant(ctx);
  });
  after(async () => {
    await ctx.close();
    restoreEnv();
  });

  it('renames the recorded hold events and the type in the endpoints that chose it, both ways', async () => {
    const endpoint = await registerEndpoint(ctx, {
      url: 'http://127.0.0.1:9/hooks',
      partner: 'acme',
      events: ['customer_shipment.on_hold', 'customer_shipment.hold_released'],
    });
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const held = await call(ctx, 'POST', `/api/v1/customer-shipments/${cs.id}/hold`, { body: { reason: 'incorrect_address' } });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const stored = async () => ({
      events: (
        await ctx.db.selectFrom('events').select('type').where('resource_id', '=', cs.id).where('type', 'like', 'customer_shipment.%hold%').execute()
      ).map((e) => e.type),
      chosen: JSON.parse((await ctx.db.selectFrom('webhook_endpoints').select('events').where('id', '=', endpoint.id).executeTakeFirstOrThrow()).events),
    });
    const named = await stored();
    assert.deepEqual(named, { events: ['customer_shipment.on_hold'], chosen: ['customer_shipment.on_hold', 'customer_shipment.hold_released'] });
    await down(ctx.db);
    assert.deepEqual(await stored(), { events: [], chosen: ['customer_shipment.held', 'customer_shipment.hold_released'] });
    assert.equal((await eventsOf(ctx, 'customer_shipment.held')).filter((e) => e.resource_id === cs.id).length, 1);
    await up(ctx.db);
    assert.deepEqual(await stored(), named);
  });
});
