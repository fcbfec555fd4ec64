import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { settleOrderStates } from '../../src/domain/orders/order-state.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

/**
 * Claims lock the rows they will write (src/db/row-locks.ts) with the lock an update takes, which lets
 * foreign-key checks through: two ship.json batches that each inserted rows naming the same order (their
 * tracking numbers' search terms, a backorder) then settle it one after the other instead of deadlocking.
 */
describe('claims and foreign-key checks on PostgreSQL', { skip: BACKEND !== 'postgres' && 'PostgreSQL only: SQLite runs one writer at a time' }, () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext({ poolSize: 6 });
    await setupMerchant(ctx);
  });
  after(async () => {
    await ctx.close();
  });

  it('settles an order from two transactions that each inserted rows naming it, one after the other', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]);
    const { order_id: orderId } = await ctx.db.selectFrom('customer_shipments').select('order_id').where('id', '=', shipment.id).executeTakeFirstOrThrow();
    const first = await ctx.db.startTransaction().execute();
    const second = await ctx.db.startTransaction().execute();
    try {
      // A lock this test waits for longer than that is the failure it looks for (FOR UPDATE would wait on
      // the other transaction's KEY SHARE forever, as both transactions are held open here).
      for (const trx of [first, second]) await sql`set local lock_timeout = '5s'`.execute(trx);
      // Each takes the foreign-key check's KEY SHARE lock on the order, as a confirmation's search terms do.
      await first.insertInto('shipment_search_terms').values({ term: 'first', shipment_id: shipment.id, order_id: orderId }).execute();
      await second.insertInto('shipment_search_terms').values({ term: 'second', shipment_id: shipment.id, order_id: orderId }).execute();
      assert.deepEqual([...(await settleOrderStates(first, [orderId]))], [[orderId, 'open']], "the first locks the order despite the second's KEY SHARE");
      const settledSecond = settleOrderStates(second, [orderId]);
      await first.commit().execute();
      assert.deepEqual([...(await settledSecond)], [[orderId, 'open']], 'the second waited for the first to commit');
      await second.commit().execute();
    } catch (error) {
      await Promise.allSettled([first.rollback().execute(), second.rollback().execute()]);
      throw error;
    }
  });
});
