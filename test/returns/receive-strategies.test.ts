import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { assertLedgerInvariant } from '../helpers/ledger.ts';
import { eventsOf, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { includes, syncUntil } from '../helpers/sync.ts';
import { CRS_ACK, CRS_FETCH, CRS_RECEIVE, createReturn, crsAt, crsRecord, receive, returnOrder, shippedOrder } from '../helpers/returns-fixture.ts';

describe('3PL receive.json: partial receipts under each strategy, and replays', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  /** A pending CRS at EAST expecting 3 WIDGET, 2 GADGET and 1 CASE. */
  async function pendingCrs() {
    const lines = [
      { product_code: 'WIDGET', quantity: 3 },
      { product_code: 'GADGET', quantity: 2 },
      { product_code: 'CASE', quantity: 1 },
    ];
    const order = await shippedOrder(ctx, lines);
    const ro = await createReturn(ctx, { order: order.number, lines });
    return { ro, crs: await crsRecord(ctx, crsAt(ro, 'EAST').id) };
  }

  /** Receives 2 of 3 WIDGET and all GADGET; CASE does not arrive. */
  const partial = (crs: any, strategy?: string) => ({
    id: crs.id,
    ...(strategy ? { strategy } : {}),
    lines: [
      { id: crs.lines[0].id, quantity: 2 },
      { id: crs.lines[1].id, quantity: 2 },
    ],
  });

  it('finalize_and_start_new (default): this CRS is done with what arrived, the rest waits on a new pending CRS', async () => {
    const { ro, crs } = await pendingCrs();
    const res = await receive(ctx, key, [partial(crs)]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.equal(result.state, 'done');
    assert.deepEqual(result.received_in, { id: crs.id, number: crs.number });
    assert.deepEqual(result.not_received, [
      { id: crs.lines[0].id, product_code: 'WIDGET', quantity: 1 },
      { id: crs.lines[2].id, product_code: 'CASE', quantity: 1 },
    ]);
    assert.ok(result.remainder && result.remainder.id !== crs.id);
    const done = await crsRecord(ctx, crs.id);
    assert.deepEqual(
      done.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity]),
      [
        ['WIDGET', 2, 2],
        ['GADGET', 2, 2],
      ],
    );
    const remainder = await crsRecord(ctx, result.remainder.id, key);
    assert.equal(remainder.state, 'pending');
    assert.equal(remainder.number, result.remainder.number);
    assert.deepEqual(
      remainder.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity]),
      [
        ['CASE', 1, 0],
        ['WIDGET', 1, 0],
      ],
    );
    assert.equal(remainder.lines[0].id, crs.lines[2].id, 'a line that did not arrive at all moves with its id');
    assert.equal((await eventsOf(ctx, 'customer_return_shipment.created')).filter((e) => e.resource_id === remainder.id).length, 1);
    assert.equal((await returnOrder(ctx, ro.id)).state, 'open');
    const rest = await receive(ctx, key, [
      {
        id: remainder.id,
        lines: [
          { product_code: 'WIDGET', quantity: 1 },
          { product_code: 'CASE', quantity: 1 },
        ],
      },
    ]);
    assert.equal(rest.body.shipments[0].remainder, null);
    const closed = await returnOrder(ctx, ro.id);
    assert.equal(closed.state, 'closed');
    assert.deepEqual(
      closed.lines.map((l: any) => [l.product_code, l.quantity, l.received_quantity]),
      [
        ['WIDGET', 3, 3],
        ['GADGET', 2, 2],
        ['CASE', 1, 1],
      ],
    );
    await assertLedgerInvariant(ctx.db);
  });

  it('split_and_keep_open: what arrived moves to a new done CRS, this one keeps the rest in its state', async () => {
    const { ro, crs } = await pendingCrs();
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const res = await receive(ctx, key, [partial(crs, 'split_and_keep_open')]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.equal(result.state, 'pending', 'the CRS keeps its state');
    assert.deepEqual(result.remainder, { id: crs.id, number: crs.number });
    assert.notEqual(result.received_in.id, crs.id);
    const split = await crsRecord(ctx, result.received_in.id);
    assert.equal(split.state, 'done');
    assert.ok(split.received_at, 'the split CRS records the receipt');
    assert.equal(result.received_at, null, 'the answer is the CRS the element named, as it is: not received');
    assert.deepEqual(
      split.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity]),
      [
        ['GADGET', 2, 2],
        ['WIDGET', 2, 2],
      ],
    );
    const kept = await crsRecord(ctx, crs.id);
    assert.equal(kept.state, 'pending');
    assert.deepEqual(
      kept.lines.map((l: any) => [l.id, l.product.code, l.quantity, l.received_quantity]),
      [
        [crs.lines[0].id, 'WIDGET', 1, 0],
        [crs.lines[2].id, 'CASE', 1, 0],
      ],
    );
    const moves = await ctx.db.selectFrom('stock_moves').select('crs_id').where('crs_id', 'in', [crs.id, split.id]).execute();
    assert.deepEqual([...new Set(moves.map((m) => m.crs_id))], [split.id], 'stock moves belong to the CRS that records the receipt');
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 2);
    const replay = await receive(ctx, key, [partial(crs, 'split_and_keep_open')]);
    assert.equal(replay.body.shipments[0].replayed, true, 'the same report again is a retry, not a second parcel');
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand + 2);
    const second = await receive(ctx, key, [
      { ...partial(crs, 'split_and_keep_open'), tpl_reference: 'PARCEL-2', lines: [{ id: crs.lines[0].id, quantity: 1 }] },
    ]);
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.equal(second.body.shipments[0].replayed, undefined, 'a receipt with its own reference is a new parcel');
    assert.deepEqual(
      (await crsRecord(ctx, crs.id)).lines.map((l: any) => l.product.code),
      ['CASE'],
    );
    assert.equal((await returnOrder(ctx, ro.id)).state, 'open');
    await assertLedgerInvariant(ctx.db);
  });

  it('split_and_keep_open: an acknowledged CRS stays open with its reference, and a sync reads its change', async () => {
    const { crs } = await pendingCrs();
    const acknowledged = await call(ctx, 'PUT', CRS_ACK, { key, body: { shipments: [{ id: crs.id, tpl_reference: 'RMA-7' }] } });
    assert.equal(acknowledged.status, 200, JSON.stringify(acknowledged.body));
    const openList = `${CRS_FETCH}?status=open&per_page=250`;
    const token = String((await call(ctx, 'GET', openList, { key })).headers['sync-token']);
    const res = await receive(ctx, key, [partial(crs, 'split_and_keep_open')]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.shipments[0].state, res.body.shipments[0].tpl_reference], ['open', 'RMA-7']);
    const kept = await ctx.db
      .selectFrom('customer_return_shipments')
      .select(['state', 'tpl_reference', 'received_at', 'receipt_hash'])
      .where('id', '=', crs.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(kept, { state: 'open', tpl_reference: 'RMA-7', received_at: null, receipt_hash: null }, 'the receipt is held by the split CRS');
    // On PostgreSQL the change arrives once every older transaction has ended, other test files' included.
    const synced = await syncUntil((url) => call(ctx, 'GET', url, { key }), `${CRS_FETCH}?status=open`, token, includes(crs.id));
    const changed = synced.records.find((r: any) => r.id === crs.id);
    assert.ok(changed, 'the CRS whose lines the receipt changed is read by the next sync');
    assert.deepEqual(
      changed.lines.map((l: any) => [l.product.code, l.quantity]),
      [
        ['WIDGET', 1],
        ['CASE', 1],
      ],
    );
  });

  it('finalize: done with what arrived, the rest recorded as not received, the return order closes', async () => {
    const { ro, crs } = await pendingCrs();
    const res = await receive(ctx, key, [partial(crs, 'finalize')]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [result] = res.body.shipments;
    assert.deepEqual([result.state, result.remainder], ['done', null]);
    assert.deepEqual(
      result.not_received.map((l: any) => [l.product_code, l.quantity]),
      [
        ['WIDGET', 1],
        ['CASE', 1],
      ],
    );
    const done = await crsRecord(ctx, crs.id);
    assert.deepEqual(
      done.lines.map((l: any) => [l.product.code, l.quantity, l.received_quantity]),
      [
        ['WIDGET', 3, 2],
        ['GADGET', 2, 2],
        ['CASE', 1, 0],
      ],
    );
    const closed = await returnOrder(ctx, ro.id);
    assert.equal(closed.state, 'closed');
    assert.deepEqual(
      closed.lines.map((l: any) => l.received_quantity),
      [2, 2, 0],
    );
    assert.equal(closed.customer_return_shipments.length, 1);
  });

  it('replays a repeated receipt without moving stock; a different report is already_received', async () => {
    const { crs } = await pendingCrs();
    const body = partial(crs);
    const first = await receive(ctx, key, [body]);
    const movesAfterFirst = await ctx.db.selectFrom('stock_moves').select('id').where('crs_id', '=', crs.id).execute();
    const again = await receive(ctx, key, [{ ...body, strategy: 'finalize_and_start_new' }]);
    assert.equal(again.status, 200);
    assert.equal(again.body.shipments[0].replayed, true, 'naming the default strategy is the same report');
    assert.deepEqual({ ...again.body.shipments[0], replayed: undefined }, { ...first.body.shipments[0], replayed: undefined });
    assert.equal((await ctx.db.selectFrom('stock_moves').select('id').where('crs_id', '=', crs.id).execute()).length, movesAfterFirst.length);
    const different = await receive(ctx, key, [{ id: crs.id, lines: [{ id: crs.lines[0].id, quantity: 1 }] }]);
    assert.equal(different.status, 207);
    assert.deepEqual([different.body.shipments[0].state, different.body.shipments[0].errors[0].code], ['done', 'already_received']);
  });

  it('replays under an Idempotency-Key with the stored response', async () => {
    const { crs } = await pendingCrs();
    const headers = { 'idempotency-key': `recv-${crs.id}` };
    const body = { shipments: [partial(crs, 'finalize')] };
    const first = await call(ctx, 'PUT', CRS_RECEIVE, { key, body, headers });
    const second = await call(ctx, 'PUT', CRS_RECEIVE, { key, body, headers });
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.deepEqual(second.body, first.body);
    const reused = await call(ctx, 'PUT', CRS_RECEIVE, { key, body: { shipments: [partial(crs)] }, headers });
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'idempotency_key_reused');
  });
});
