import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { eventsOf, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { CRS_ACK, CRS_RECEIVE, RETURNS, createReturn, crsAt, crsRecord, returnOrder, shippedOrder } from '../helpers/returns-fixture.ts';

describe('returns under races (real HTTP, several database connections)', () => {
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

  const send = async (method: string, path: string, body: unknown, k = key) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  async function pendingCrs(quantity: number) {
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity }]);
    const ro = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity }] });
    return { ro, crs: await crsRecord(ctx, crsAt(ro, 'EAST').id) };
  }

  for (const strategy of ['finalize_and_start_new', 'split_and_keep_open']) {
    it(`moves stock once when 8 clients send the same partial receipt (${strategy}) at once`, async () => {
      const { crs } = await pendingCrs(3);
      const before = await stockOf(ctx, 'EAST', 'WIDGET');
      const body = { shipments: [{ id: crs.id, strategy, lines: [{ id: crs.lines[0].id, quantity: 2 }] }] };
      const replies = await Promise.all(Array.from({ length: 8 }, () => send('PUT', CRS_RECEIVE, body)));
      assert.deepEqual(
        replies.map((r) => r.status),
        Array(8).fill(200),
        JSON.stringify(replies.map((r) => r.body)),
      );
      assert.equal(replies.filter((r) => !r.body.shipments[0].replayed).length, 1, 'one receipt did the work');
      const receivedIn = new Set(replies.map((r) => r.body.shipments[0].received_in.id));
      assert.equal(receivedIn.size, 1, 'every answer names the same receipt');
      assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 2);
      const moves = await ctx.db
        .selectFrom('stock_moves')
        .select('id')
        .where('crs_id', '=', [...receivedIn][0])
        .execute();
      assert.equal(moves.length, 1);
      const split = await ctx.db.selectFrom('customer_return_shipments').select('id').where('split_from_id', '=', crs.id).execute();
      assert.equal(split.length, 1, 'one new CRS, not eight');
      await assertLedgerInvariant(ctx.db);
    });
  }

  it('closes a return order exactly once when its CRS at two warehouses are received at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await shippedOrder(ctx, [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 1, warehouse: 'WEST' },
      ]);
      const ro = await createReturn(ctx, {
        order: order.number,
        lines: [
          { product_code: 'WIDGET', quantity: 1 },
          { product_code: 'GADGET', quantity: 1 },
        ],
      });
      const replies = await Promise.all([
        send('PUT', CRS_RECEIVE, { shipments: [{ id: crsAt(ro, 'EAST').id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }] }),
        send('PUT', CRS_RECEIVE, { shipments: [{ id: crsAt(ro, 'WEST').id, lines: [{ product_code: 'GADGET', quantity: 1 }] }] }),
      ]);
      assert.deepEqual(
        replies.map((r) => r.status),
        [200, 200],
      );
      assert.equal((await returnOrder(ctx, ro.id)).state, 'closed');
      assert.equal((await eventsOf(ctx, 'return_order.closed')).filter((e) => e.resource_id === ro.id).length, 1);
    }
  });

  for (const strategy of ['split_and_keep_open', 'finalize_and_start_new', 'finalize']) {
    it(`a receipt (${strategy}) and an acknowledgement of the same CRS at once both land, or the late one is refused`, async () => {
      for (let round = 0; round < 4; round++) {
        const { crs } = await pendingCrs(3);
        const before = await stockOf(ctx, 'EAST', 'WIDGET');
        const reference = `RMA-${strategy}-${round}`;
        const [received, acknowledged] = await Promise.all([
          send('PUT', CRS_RECEIVE, { shipments: [{ id: crs.id, strategy, lines: [{ id: crs.lines[0].id, quantity: 1 }] }] }),
          send('PUT', CRS_ACK, { shipments: [{ id: crs.id, tpl_reference: reference }] }),
        ]);
        assert.equal(received.body.shipments?.[0]?.errors, null, JSON.stringify(received.body));
        const row = await ctx.db
          .selectFrom('customer_return_shipments')
          .select(['state', 'tpl_reference', 'received_at', 'receipt_hash'])
          .where('id', '=', crs.id)
          .executeTakeFirstOrThrow();
        if (strategy === 'split_and_keep_open') {
          // The CRS stays receivable, so the acknowledgement lands whichever ran first, and the receipt keeps its reference.
          assert.equal(acknowledged.body.shipments[0].errors, null, JSON.stringify(acknowledged.body));
          assert.deepEqual(row, { state: 'open', tpl_reference: reference, received_at: null, receipt_hash: null });
        } else {
          assert.equal(row.state, 'done');
          const ackError = acknowledged.body.shipments[0].errors?.[0].code ?? null;
          assert.ok(ackError === null || ackError === 'return_shipment_done', JSON.stringify(acknowledged.body));
        }
        assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 1, 'stock moved once');
      }
      await assertLedgerInvariant(ctx.db);
    });
  }

  it('two different split_and_keep_open receipts of one CRS at once both land, one after the other', async () => {
    for (let round = 0; round < 3; round++) {
      const { ro, crs } = await pendingCrs(3);
      const before = await stockOf(ctx, 'EAST', 'WIDGET');
      const replies = await Promise.all(
        [1, 2].map((quantity) =>
          send('PUT', CRS_RECEIVE, {
            shipments: [{ id: crs.id, strategy: 'split_and_keep_open', lines: [{ id: crs.lines[0].id, quantity }] }],
          }),
        ),
      );
      assert.deepEqual(
        replies.map((r) => r.body.shipments?.[0]?.errors),
        [null, null],
        JSON.stringify(replies.map((r) => r.body)),
      );
      assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 3);
      assert.equal((await returnOrder(ctx, ro.id)).state, 'closed', 'the second receipt took the last unit: the CRS and its return order are done');
      assert.equal((await eventsOf(ctx, 'return_order.closed')).filter((e) => e.resource_id === ro.id).length, 1);
    }
    await assertLedgerInvariant(ctx.db);
  });

  it('never lets concurrent returns of one order line together exceed what shipped', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 3 }]);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        send('POST', RETURNS, { order: order.number, source: 'marketplace', lines: [{ product_code: 'GADGET', quantity: 1 }] }, ctx.staffKey),
      ),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [201, 201, 201, 422, 422, 422]);
    const returned = await ctx.db.selectFrom('return_order_lines').select('quantity').where('order_line_id', '=', order.lines[0].id).execute();
    assert.equal(
      returned.reduce((sum, r) => sum + r.quantity, 0),
      3000,
    );
  });
});
