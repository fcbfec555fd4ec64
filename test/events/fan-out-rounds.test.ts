import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import { down, up } from '../../src/db/migrations/0014-fan-out-rounds.ts';
import { recordEvent, recordEvents, type EventData } from '../../src/domain/events/outbox.ts';
import { claimDue } from '../../src/domain/webhooks/claim-deliveries.ts';
import { fanOut, fanOutCommitted } from '../../src/domain/webhooks/fan-out.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { createProduct } from '../helpers/factories.ts';
import { exactly } from '../helpers/lists.ts';
import { allowPrivateReceivers, deliveriesOf, registerEndpoint } from './support.ts';

/** A marker stored as an event's data: the outbox stores what it is given, and these tests look for it, not for stock. */
const marker = (data: object) => data as EventData<'inventory.updated'>;

/**
 * The dispatcher follows the events by sync version (src/domain/webhooks/fan-out.ts): an event is fanned
 * out once, even when its transaction commits after a later one, and the event log tells when.
 */
describe('fan-out follows the events in commit order', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let restoreEnv: () => void;
  let productId: number;

  const adjust = async (quantity: number): Promise<number> => {
    const res = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'A', quantity } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const newest = await ctx.db.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return newest.id;
  };
  /** The events among `ids` whose deliveries a dispatcher claims now (deliveries of other events are claimed too, and left). */
  const claimedOf = async (ids: number[]) => (await claimDue(ctx.db, 1000, 60_000)).map((d) => d.eventId).filter((id) => ids.includes(id));
  const event = async (id: number) => {
    const res = await call(ctx, 'GET', `/api/v1/events/${id}`);
    assert.equal(res.status, 200);
    return res.body;
  };

  before(async () => {
    restoreEnv = allowPrivateReceivers();
    ctx = await createContext({ poolSize: 5 });
    assert.equal((await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } })).status, 201);
    productId = await createProduct(ctx.db, 'A');
    await registerEndpoint(ctx, { url: 'http://127.0.0.1:9/hook', events: ['inventory.updated'] });
  });
  after(async () => {
    await ctx.close();
    restoreEnv();
  });

  it('shows an event not fanned out yet, then when it was', async () => {
    const id = await adjust(1);
    assert.equal((await event(id)).fanned_out_at, null);
    const redeliver = await call(ctx, 'POST', `/api/v1/events/${id}/redeliver`, { body: {} });
    assert.equal(redeliver.status, 422);
    assert.match(redeliver.body.errors[0].message, /not been fanned out yet/);
    const before = new Date().toISOString();
    await fanOutCommitted(ctx.db);
    const fannedOut = (await event(id)).fanned_out_at;
    assert.ok(fannedOut >= before, `${fannedOut} is the time of the round`);
    assert.equal((await deliveriesOf(ctx, id)).length, 1);
    assert.equal(await fanOut(ctx.db), 0, 'nothing is read twice');
  });

  it("stops a round inside one transaction's events and goes on from there, each event once", async () => {
    await fanOutCommitted(ctx.db);
    // One transaction, one sync version for all five on both backends (SQLite: one stamp per statement).
    await ctx.db.transaction().execute(async (trx) => {
      await recordEvents(
        trx,
        [1, 2, 3, 4, 5].map((n) => ({
          type: 'inventory.updated' as const,
          resourceType: 'product',
          resourceId: productId,
          warehouseId: null,
          data: marker({ n }),
        })),
      );
    });
    const ids = (await ctx.db.selectFrom('events').select('id').orderBy('id', 'desc').limit(5).execute()).map((r) => r.id).reverse();
    const rounds: number[] = [];
    // On PostgreSQL the round waits for the horizon, which other sessions' open transactions on a shared database hold back.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && rounds.reduce((a, b) => a + b, 0) < 5) {
      const handled = await fanOut(ctx.db, 2);
      if (handled > 0) rounds.push(handled);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.deepEqual(rounds, [2, 2, 1]);
    assert.equal(await fanOut(ctx.db, 2), 0);
    for (const id of ids) {
      assert.equal((await deliveriesOf(ctx, id)).length, 1, `event ${id}: one delivery`);
      assert.ok((await event(id)).fanned_out_at, `event ${id}: fanned out`);
    }
  });

  it('fans out an event whose transaction commits after a later one, once', {
    skip: BACKEND !== 'postgres' && 'PostgreSQL only: SQLite commits one transaction at a time',
  }, async () => {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const writtenLate = new Promise<void>((resolve) => {
      written = resolve;
    });
    // An older transaction writes its event first and commits last.
    const late = ctx.db.transaction().execute(async (trx) => {
      await recordEvent(trx, { type: 'inventory.updated', resourceType: 'product', resourceId: productId, warehouseId: null, data: marker({ late: true }) });
      written();
      await held;
    });
    await writtenLate;
    let early: number;
    try {
      early = await adjust(2);
      assert.equal(await fanOut(ctx.db), 0, 'the later event waits until the older transaction has ended');
      assert.equal((await event(early)).fanned_out_at, null);
    } finally {
      commit();
      await late;
    }
    const lateId = (await ctx.db.selectFrom('events').select('id').where('data', '=', '{"late":true}').executeTakeFirstOrThrow()).id;
    assert.ok(lateId < early);
    await fanOutCommitted(ctx.db);
    for (const id of [lateId, early]) {
      assert.ok((await event(id)).fanned_out_at, `event ${id} fanned out`);
    }
    assert.equal((await deliveriesOf(ctx, early)).length, 1);
    // The late event concerns no warehouse: it reaches the merchant's endpoint all the same.
    assert.equal((await deliveriesOf(ctx, lateId)).length, 1, 'the event committed late is not skipped');
  });

  it('sends an event of a resource only after the older ones, even when the fan-out reads it first', {
    skip: BACKEND !== 'postgres' && 'PostgreSQL only: SQLite commits one transaction at a time',
  }, async () => {
    await fanOutCommitted(ctx.db);
    // A product of its own: the deliveries of the other tests' events of A stay pending (their endpoint never answers).
    const product = await createProduct(ctx.db, 'ORDERED');
    const stock = (n: string) => ({ type: 'inventory.updated' as const, resourceType: 'product', resourceId: product, warehouseId: null, data: marker({ n }) });
    const idOf = async (trx: Db) => (await sql<{ id: string }>`select pg_current_xact_id()::text as id`.execute(trx)).rows[0]!.id;
    // Transaction ids in the order older (b), holding (x), newer (a): a happens first and commits, then b.
    const older = await ctx.db.startTransaction().execute();
    const holding = await ctx.db.startTransaction().execute();
    const newer = await ctx.db.startTransaction().execute();
    let first: number;
    let second: number;
    try {
      for (const trx of [older, holding, newer]) await idOf(trx);
      await recordEvent(newer, stock('first'));
      await newer.commit().execute();
      await recordEvent(older, stock('second'));
      await older.commit().execute();
      [second, first] = exactly(
        (await ctx.db.selectFrom('events').select('id').orderBy('id', 'desc').limit(2).execute()).map((r) => r.id),
        2,
      );
      // The second event's version is below the horizon, the first's above it: the fan-out reads the second alone.
      for (let i = 0; i < 2000 && (await event(second)).fanned_out_at === null; i++) {
        await fanOut(ctx.db);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok((await event(second)).fanned_out_at, 'the second event was fanned out');
      assert.equal((await event(first)).fanned_out_at, null, 'the first waits for the transaction still open');
      assert.deepEqual(await claimedOf([first, second]), [], 'the second is not sent before the first');
    } finally {
      // Nothing left open, whatever failed: an open transaction would hold every other test's fan-out back.
      await Promise.allSettled([older.rollback().execute(), newer.rollback().execute()]);
      await holding.commit().execute();
    }
    await fanOutCommitted(ctx.db);
    assert.deepEqual(await claimedOf([first, second]), [first], 'the first goes out, the second still waits for it');
  });

  it('migrating from marked events keeps their times and fans out the rest once', async () => {
    await fanOutCommitted(ctx.db);
    await down(ctx.db);
    const [marked, waiting, markedAfter] = [await adjust(3), await adjust(4), await adjust(5)];
    // What the dispatcher of the version before did: deliveries created and events marked, here out of order.
    const then = '2026-01-02T03:04:05.000Z';
    await fanOutByHand(ctx, [marked, markedAfter], then);
    await up(ctx.db);
    await fanOutCommitted(ctx.db);
    assert.equal((await event(marked)).fanned_out_at, then);
    assert.equal((await event(markedAfter)).fanned_out_at, then);
    assert.ok((await event(waiting)).fanned_out_at > then);
    for (const id of [marked, waiting, markedAfter]) assert.equal((await deliveriesOf(ctx, id)).length, 1, `event ${id}: one delivery`);
  });
});

/** The fan-out of migration 0013's schema: a delivery per enabled endpoint, and the event marked. */
async function fanOutByHand(ctx: TestContext, eventIds: number[], at: string): Promise<void> {
  const endpoints = await ctx.db.selectFrom('webhook_endpoints').select('id').where('enabled', '=', 1).execute();
  for (const eventId of eventIds) {
    for (const endpoint of endpoints) {
      await ctx.db
        .insertInto('webhook_deliveries')
        .values({
          event_id: eventId,
          endpoint_id: endpoint.id,
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          resource_key: `product:${eventId}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await ctx.db.updateTable('events').set({ fanned_out_at: at }).where('id', '=', eventId).execute();
  }
}
