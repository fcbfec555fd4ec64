import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../src/db/connect.ts';
import { stamped, syncStamp } from '../../src/db/sync-stamp.ts';
import { recordEvents, type EventData } from '../../src/domain/events/outbox.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { createChannel, createProduct, createWarehouses, orderBody, placeOrder } from '../helpers/factories.ts';

/*
 * Sync versions written by the statements themselves (src/db/sync-stamp.ts, migration 0013) and by the
 * database for every other write: each change of a row gets a version above every version committed
 * before it, whichever way it was written.
 */
describe('sync versions: stamped by the statement or by the database, never left behind', () => {
  let ctx: TestContext;
  let orderId: number;
  before(async () => {
    ctx = await createContext();
    await createWarehouses(ctx, 'EAST');
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'SKU-1');
    orderId = (await placeOrder(ctx, orderBody([{ product_code: 'SKU-1', quantity: 1 }]))).id;
  });
  after(() => ctx.close());

  const versionOf = async (db: Db) =>
    (await db.selectFrom('sales_orders').select('sync_version').where('id', '=', orderId).executeTakeFirstOrThrow()).sync_version;
  const maxEventVersion = async (db: Db) =>
    Number(
      (
        await db
          .selectFrom('events')
          .select((eb) => eb.fn.max('sync_version').as('v'))
          .executeTakeFirstOrThrow()
      ).v,
    );
  const event = { type: 'inventory.updated' as const, resourceType: 'product', resourceId: 1, data: {} as EventData<'inventory.updated'> }; // only the versions are read

  it('a bulk insert with a stamp: every row carries one version above all before; without, the database stamps each', async () => {
    const before = await maxEventVersion(ctx.db);
    await ctx.db.transaction().execute((trx) => recordEvents(trx, [event, event, event]));
    const written = await ctx.db.selectFrom('events').select('sync_version').where('sync_version', '>', before).execute();
    assert.equal(written.length, 3);
    if (BACKEND === 'sqlite') assert.equal(new Set(written.map((r) => r.sync_version)).size, 1, 'one version for the statement');
    const plain = await ctx.db.transaction().execute(async (trx) => {
      const top = await maxEventVersion(trx);
      await trx
        .insertInto('events')
        .values({ type: 'inventory.updated', resource_type: 'product', resource_id: 1, data: '{}', created_at: new Date().toISOString() })
        .execute();
      return top;
    });
    assert.ok((await maxEventVersion(ctx.db)) > plain, 'an insert that gave no version is stamped by the database');
  });

  it('an update with a stamp of its own, one without, and one that gives the same stamp again: each raises the version', async () => {
    let last = await versionOf(ctx.db);
    const raised = async (change: (trx: Db) => Promise<void>) => {
      await ctx.db.transaction().execute(change);
      const now = await versionOf(ctx.db);
      assert.ok(now > last, `version ${now} above ${last}`);
      last = now;
    };
    await raised(async (trx) => {
      await trx
        .updateTable('sales_orders')
        .set({ updated_at: new Date().toISOString(), ...stamped(await syncStamp(trx)) })
        .where('id', '=', orderId)
        .execute();
    });
    await raised(async (trx) => {
      await trx.updateTable('sales_orders').set({ updated_at: new Date().toISOString() }).where('id', '=', orderId).execute();
    });
    await raised(async (trx) => {
      const version = await syncStamp(trx);
      await trx
        .updateTable('sales_orders')
        .set({ updated_at: new Date().toISOString(), ...stamped(version) })
        .where('id', '=', orderId)
        .execute();
      const first = await versionOf(trx);
      await trx
        .updateTable('sales_orders')
        .set({ updated_at: new Date().toISOString(), ...stamped(version) })
        .where('id', '=', orderId)
        .execute();
      // The same stamp again reads as a write that left the version alone: the database stamps it anew.
      if (BACKEND === 'sqlite') assert.ok((await versionOf(trx)) > first);
    });
  });

  it('a stamp taken in a savepoint that is rolled back is taken again, never reused by a later transaction', async () => {
    if (BACKEND === 'postgres') {
      assert.equal(await ctx.db.transaction().execute((trx) => syncStamp(trx)), null, 'PostgreSQL stamps with the transaction id');
      return;
    }
    const trx = await ctx.db.startTransaction().execute();
    const savepoint = await trx.savepoint('s').execute();
    const lost = await syncStamp(savepoint);
    await savepoint.rollbackToSavepoint('s').execute();
    await trx.commit().execute();
    const next = await ctx.db.transaction().execute((trx) => syncStamp(trx));
    assert.equal(next, lost, 'the clock went back with the savepoint: the version was never written');
    assert.ok(next! > (await versionOf(ctx.db)));
  });
});
