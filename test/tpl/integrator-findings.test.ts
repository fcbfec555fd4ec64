import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { exactly } from '../helpers/lists.ts';
import { CRS_ACK, createReturn, crsAt, receive, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';
const ACK = '/services/3pl/v1/customer-shipments/acknowledge.json';

type ElementAnswer = { id: number; state: string | null; errors: { code: string; pointer: string }[] | null };

describe('3PL writes: what integrators found (docs/3pl-api.md sections 4, 7, 13)', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  const put = (url: string, shipments: unknown[], query = ''): Promise<Reply> => call(ctx, 'PUT', `${url}${query}`, { key, body: { shipments } });
  const codes = (element: ElementAnswer) => (element.errors ?? []).map((e) => [e.code, e.pointer]);

  it('the same shipment twice in one batch: the later occurrence is duplicate_element and changes nothing, on all four writes', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const ack = await put(ACK, [{ id: cs.id }, { id: cs.id, tpl_reference: 'again' }]);
    assert.equal(ack.status, 207);
    assert.deepEqual(codes(ack.body.shipments[1]), [['duplicate_element', '/shipments/1/id']]);
    assert.equal(ack.body.shipments[1].state, 'pending', 'the state before the batch');
    const order = await shippedOrder(ctx, [{ product_code: 'GADGET', quantity: 2 }]);
    const crs = crsAt(await createReturn(ctx, { order: order.id, lines: [{ product_code: 'GADGET', quantity: 2 }] }), 'EAST');
    const crsAck = await put(CRS_ACK, [{ id: crs.id }, { id: crs.id }]);
    assert.deepEqual(codes(crsAck.body.shipments[1]), [['duplicate_element', '/shipments/1/id']]);
    const line = { product_code: 'GADGET', quantity: 1 };
    const received = await receive(ctx, key, [
      { id: crs.id, lines: [line] },
      { id: crs.id, lines: [line] },
    ]);
    assert.equal(received.status, 207);
    assert.equal(received.body.shipments[0].errors, null);
    assert.deepEqual(codes(received.body.shipments[1]), [['duplicate_element', '/shipments/1/id']]);
    assert.equal(received.body.shipments[1].state, 'open', 'acknowledged before the batch, not the done the first element made');
    await assertLedgerInvariant(ctx.db);
  });

  it('a failed element answers the state before the batch, never one another element produced', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const res = await put(SHIP, [
      { id: cs.id, lines: [{ product_code: 'NOPE', quantity: 1 }] },
      { id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
    ]);
    assert.equal(res.status, 207);
    const [failed, duplicate] = exactly(res.body.shipments as ElementAnswer[], 2);
    assert.deepEqual([failed.state, codes(failed)], ['pending', [['unknown_product', '/shipments/0/lines/0/product_code']]]);
    assert.deepEqual([duplicate.state, codes(duplicate)], ['pending', [['duplicate_element', '/shipments/1/id']]]);
    const atomic = await put(
      SHIP,
      [
        { id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
        { id: 999_999, lines: [] },
      ],
      '?atomic=true',
    );
    assert.equal(atomic.status, 422);
    assert.deepEqual(atomic.body.shipments[0], { id: cs.id, state: 'pending', errors: null, applied: false });
  });

  it('packages: [] beside lines is lines_and_packages; an empty form alone is nothing_to_ship', async () => {
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lines: [{ product_code: 'WIDGET', quantity: 1 }], packages: [] }, 'lines_and_packages', '/shipments/0/packages'],
      [{ lines: [], packages: [{ items: [{ product_code: 'WIDGET', quantity: 1 }] }] }, 'lines_and_packages', '/shipments/0/packages'],
      [{ lines: [] }, 'nothing_to_ship', '/shipments/0/lines'],
      [{ packages: [] }, 'nothing_to_ship', '/shipments/0/packages'],
    ];
    for (const [form, code, pointer] of cases) {
      const res = await put(SHIP, [{ id: cs.id, ...form }]);
      assert.equal(res.status, 207, JSON.stringify(form));
      assert.deepEqual(codes(res.body.shipments[0]), [[code, pointer]], JSON.stringify(form));
    }
  });

  it('a lot-tracked product shipped without its lot is lot_required, and no phantom lot goes negative', async () => {
    const before = await stockOf(ctx, 'EAST', 'SERUM');
    const cs = await placeOrder(ctx, [
      { product_code: 'SERUM', quantity: 2 },
      { product_code: 'WIDGET', quantity: 1 },
    ]);
    const res = await put(SHIP, [
      {
        id: cs.id,
        packages: [
          {
            items: [
              { product_code: 'SERUM', quantity: 2 },
              { product_code: 'WIDGET', quantity: 1 },
            ],
          },
        ],
      },
    ]);
    assert.equal(res.status, 207);
    assert.deepEqual(codes(res.body.shipments[0]), [['lot_required', '/shipments/0/packages/0/items/0/lot']]);
    assert.deepEqual(await stockOf(ctx, 'EAST', 'SERUM'), { ...before, allocated: before.allocated + 2, available: before.available - 2 });
    const withLot = await put(SHIP, [
      {
        id: cs.id,
        lines: [
          { product_code: 'SERUM', quantity: 2, lot: { number: 'L-7' } },
          { product_code: 'WIDGET', quantity: 1 },
        ],
      },
    ]);
    assert.equal(withLot.status, 200, JSON.stringify(withLot.body));
    await assertLedgerInvariant(ctx.db);
  });

  it('split_and_keep_open answers the CRS the element named as it is: its state, no received_at, its own reference', async () => {
    const order = await shippedOrder(ctx, [{ product_code: 'CASE', quantity: 3 }]);
    const crs = crsAt(await createReturn(ctx, { order: order.id, lines: [{ product_code: 'CASE', quantity: 3 }] }), 'EAST');
    await put(CRS_ACK, [{ id: crs.id, tpl_reference: 'RMA-1' }]);
    const res = await receive(ctx, key, [
      { id: crs.id, strategy: 'split_and_keep_open', tpl_reference: 'PARCEL-1', lines: [{ product_code: 'CASE', quantity: 1 }] },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.deepEqual([result.id, result.state, result.received_at, result.tpl_reference], [crs.id, 'open', null, 'RMA-1']);
    assert.notEqual(result.received_in.id, crs.id);
    const split = await call(ctx, 'GET', `/services/3pl/v1/customer-return-shipments.json?status=done&ids=${result.received_in.id}`, { key });
    assert.equal(split.body[0].received_at !== null, true, 'the split CRS carries the receipt time');
  });
});
