import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { exactly } from '../helpers/lists.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

describe('3PL ship.json under races (real HTTP, several database connections)', () => {
  let ctx: TestContext;
  let key: string;
  let base: string;
  before(async () => {
    ctx = await createContext({ file: true, poolSize: 8 });
    ({ key } = await setupMerchant(ctx));
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await ctx.close();
  });

  const put = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('moves stock exactly once when 8 clients send the same confirmation at once, and never answers 5xx', async () => {
    const cs = await placeOrder(ctx, [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'GADGET', quantity: 1 },
    ]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const body = {
      shipments: [
        {
          id: cs.id,
          tracking_number: 'RACE-1',
          packages: [
            {
              items: [
                { product_code: 'WIDGET', quantity: 3 },
                { product_code: 'GADGET', quantity: 1 },
              ],
            },
          ],
        },
      ],
    };
    const responses = await Promise.all(Array.from({ length: 8 }, () => put('/services/3pl/v1/customer-shipments/ship.json', body)));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<any>));
    assert.deepEqual(
      responses.map((r) => r.status),
      Array(8).fill(200),
      JSON.stringify(bodies),
    );
    assert.equal(bodies.filter((b) => !b.shipments[0].replayed).length, 1, 'one confirmation did the work');
    assert.ok(bodies.every((b) => b.shipments[0].packages[0].sscc === bodies[0].shipments[0].packages[0].sscc));
    const after = await stockOf(ctx, 'EAST', 'WIDGET');
    assert.equal(after.on_hand, before.on_hand - 3);
    const moves = await ctx.db.selectFrom('stock_moves').select(['id']).where('shipment_id', '=', cs.id).execute();
    assert.equal(moves.length, 2);
    const packages = await ctx.db.selectFrom('packages').select('id').where('shipment_id', '=', cs.id).execute();
    assert.equal(packages.length, 1);
    await assertLedgerInvariant(ctx.db);
  });

  it('settles an order done when its two warehouses confirm their shipments at the same moment', async () => {
    for (let round = 0; round < 12; round++) {
      const res = await call(ctx, 'POST', '/api/v1/orders', {
        body: {
          number: `SO-SPLIT-${process.pid}-${round}`,
          channel: 'shop',
          currency: 'USD',
          customer: { code: `C-SPLIT-${round}`, name: 'Ada Lovelace' },
          shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
          lines: [
            { product_code: 'WIDGET', quantity: 1, unit_price: '10.00', warehouse: 'EAST' },
            { product_code: 'GADGET', quantity: 1, unit_price: '10.00', warehouse: 'WEST' },
          ],
        },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const [east, west] = exactly(res.body.customer_shipments as { id: number }[], 2);
      const answers = await Promise.all([
        put('/services/3pl/v1/customer-shipments/ship.json', {
          shipments: [{ id: east.id, tracking_number: `E-${round}`, lines: [{ product_code: 'WIDGET', quantity: 1 }] }],
        }),
        put('/services/3pl/v1/customer-shipments/ship.json', {
          shipments: [{ id: west.id, tracking_number: `W-${round}`, lines: [{ product_code: 'GADGET', quantity: 1 }] }],
        }),
      ]);
      assert.deepEqual(
        answers.map((r) => r.status),
        [200, 200],
      );
      const order = await call(ctx, 'GET', `/api/v1/orders/${res.body.id}`);
      assert.equal(order.body.state, 'done', `round ${round}: each confirmation saw the other's shipment once it had committed`);
    }
  });

  it('a confirmation racing a staff cancel ends in exactly one of the two', async () => {
    for (let round = 0; round < 6; round++) {
      const cs = await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 1 }]);
      const [shipRes, cancelRes] = await Promise.all([
        put('/services/3pl/v1/customer-shipments/ship.json', { shipments: [{ id: cs.id, lines: [{ product_code: 'GADGET', quantity: 1 }] }] }),
        fetch(`${base}/api/v1/customer-shipments/${cs.id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${ctx.staffKey}` } }),
      ]);
      const shipBody = (await shipRes.json()) as any;
      const state = (await ctx.db.selectFrom('customer_shipments').select('state').where('id', '=', cs.id).executeTakeFirstOrThrow()).state;
      assert.ok(shipRes.status < 500 && cancelRes.status < 500);
      const moves = await ctx.db.selectFrom('stock_moves').select('id').where('shipment_id', '=', cs.id).execute();
      if (state === 'done') {
        assert.equal(cancelRes.status, 409);
        assert.equal(shipBody.shipments[0].state, 'done');
        assert.equal(moves.length, 1);
      } else {
        assert.equal(state, 'cancelled');
        assert.equal(cancelRes.status, 200);
        assert.equal(shipBody.shipments[0].errors[0].code, 'shipment_cancelled');
        assert.equal(moves.length, 0);
      }
    }
    const gadget = await stockOf(ctx, 'EAST', 'GADGET');
    assert.ok(gadget.allocated >= 0);
    await assertLedgerInvariant(ctx.db);
  });
});
