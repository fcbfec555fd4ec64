import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import { listShipments } from '../../src/domain/shipments/shipments.repo.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

/**
 * The page of a key that runs several warehouses is merged from one stream per warehouse, then joined
 * back to the shipments for their columns (src/domain/shared/list-window.ts, `mergedPage`, `sortOrder`).
 * A join keeps no order of its own: PostgreSQL's hash join answers in the order of the table it scans,
 * here the order the shipments were written, so only the final ORDER BY of `sortOrder` puts the page back
 * in list order. SQLite reads the merged page first and keeps its order whatever the final sort does.
 */
describe('a page merged from several warehouses', () => {
  let ctx: TestContext;
  let warehouseIds: number[];
  /** The pending shipments in list order (updated_at, then id): the reverse of the order they were written in. */
  let listOrder: number[];

  before(async () => {
    ctx = await createContext();
    await setupMerchant(ctx);
    const written: number[] = [];
    for (let i = 0; i < 8; i++) written.push((await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }], i % 2 === 0 ? 'EAST' : 'WEST')).id);
    // The later written, the earlier changed: list order runs against the table's order. Changed in the
    // order written, as PostgreSQL keeps a changed row's new version after the versions written before it.
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (const [i, id] of written.entries()) {
      await ctx.db
        .updateTable('customer_shipments')
        .set({ updated_at: new Date(base + (written.length - i) * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    listOrder = [...written].reverse();
    warehouseIds = (await ctx.db.selectFrom('warehouses').select('id').where('code', 'in', ['EAST', 'WEST']).orderBy('id').execute()).map((w) => w.id);
  });
  after(async () => {
    await ctx.close();
  });

  const page = (db: Db, offset: number, limit: number) =>
    listShipments(db, { states: ['pending'], scopeWarehouseIds: warehouseIds }, { kind: 'page', limit, offset, after: null });

  it('comes in list order, its offsets included', async () => {
    assert.deepEqual(
      (await page(ctx.db, 0, 250)).map((s) => s.id),
      listOrder,
    );
    assert.deepEqual(
      (await page(ctx.db, 3, 4)).map((s) => s.id),
      listOrder.slice(3, 7),
    );
  });

  it('comes in list order when PostgreSQL joins it back by hashing', {
    skip: BACKEND !== 'postgres' && 'PostgreSQL only: SQLite reads the merged page first',
  }, async () => {
    const ids = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_nestloop = off`.execute(trx);
      await sql`set local enable_mergejoin = off`.execute(trx);
      return (await page(trx, 0, 250)).map((s) => s.id);
    });
    assert.deepEqual(ids, listOrder);
  });
});
