import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { releaseWaitingShipments } from '../../src/domain/shipments/release-waiting.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { addStock, createChannel, createProduct, orderBody, placeOrder } from '../helpers/factories.ts';
import { createWarehouseKey } from '../helpers/keys.ts';

/**
 * An order's release-hold locks only its held shipments: a writer that holds a stock position and then
 * releases the order's waiting shipment elsewhere (a receipt or an adjustment across warehouses) must not
 * meet it in the opposite order (PostgreSQL; SQLite has one writer).
 */
describe('release-hold of an order beside a writer releasing waiting shipments', { skip: BACKEND !== 'postgres' }, () => {
  let ctx: TestContext;
  let eastId: number;
  let westId: number;
  let rareId: number;
  before(async () => {
    ctx = await createContext({ poolSize: 6 });
    ({ warehouseId: eastId } = await createWarehouseKey(ctx.db, 'EAST'));
    ({ warehouseId: westId } = await createWarehouseKey(ctx.db, 'WEST'));
    await createChannel(ctx, 'shop');
    await createProduct(ctx.db, 'RARE', { name: 'Rare item' });
    rareId = (await ctx.db.selectFrom('products').select('id').where('code', '=', 'RARE').executeTakeFirstOrThrow()).id;
  });
  after(async () => {
    await ctx.close();
  });

  it('does not deadlock', async () => {
    const created = await placeOrder(
      ctx,
      orderBody([
        { product_code: 'RARE', quantity: 1 },
        { product_code: 'RARE', quantity: 1, warehouse: 'WEST' },
      ]),
    );
    const [east, west] = created.customer_shipments as { id: number; state: string }[];
    assert.deepEqual([east?.state, west?.state], ['waiting', 'waiting']);
    const held = await call(ctx, 'POST', `/api/v1/customer-shipments/${east?.id}/hold`, { body: { reason: 'other' } });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    await addStock(ctx.db, 'EAST', 'RARE', 1);
    await addStock(ctx.db, 'WEST', 'RARE', 1);

    const trx = await ctx.db.startTransaction().execute();
    let release: Promise<{ status: number; body: unknown }> | undefined;
    try {
      // The writer takes EAST's position (as a receipt's balance update does) ...
      await sql`update inventory_positions set updated_at = updated_at where warehouse_id = ${eastId} and product_id = ${rareId}`.execute(trx);
      release = call(ctx, 'POST', `/api/v1/orders/${created.id}/release-hold`);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // ... the release-hold waits for it ...
      // ... then releases WEST's waiting shipment of the same order.
      await sql`set local deadlock_timeout = '50ms'`.execute(trx);
      await releaseWaitingShipments(trx, westId, [rareId]);
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      assert.fail(`the writer releasing waiting shipments failed: ${(error as Error).message}`);
    } finally {
      const res = await release;
      assert.equal(res?.status, 200, JSON.stringify(res?.body));
    }
  });
});
