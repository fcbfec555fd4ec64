import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { insertRows } from '../../src/db/bulk-statements.ts';
import * as ledgerReferenceChecks from '../../src/db/migrations/0015-ledger-reference-checks.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const MISSING = 987_654;

/** The references of the rows written by the hundred, checked per statement on PostgreSQL (migration 0015). */
const CHECKED = {
  stock_moves: ['product_id', 'from_location_id', 'to_location_id', 'shipment_id', 'package_id', 'crs_id'],
  package_contents: ['package_id', 'shipment_line_id', 'product_id', 'lot_id'],
  events: ['channel_id', 'warehouse_id'],
} as const;

type Checked = keyof typeof CHECKED;

/** A foreign-key refusal as each backend words it: PostgreSQL's 23503, SQLite's constraint error. */
function isReferenceRefusal(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

describe('ledger references: rows written by the hundred name rows that exist', () => {
  let ctx: TestContext;
  /** A valid row of each checked table, taken from a real confirmation (ids of rows that exist). */
  const valid = {} as Record<Checked, Record<string, unknown>>;

  before(async () => {
    ctx = await createContext();
    const { key } = await setupMerchant(ctx);
    const cs = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const shipped = await call(ctx, 'PUT', '/services/3pl/v1/customer-shipments/ship.json', {
      key, body: { shipments: [{ id: cs.id, packages: [{ items: [{ product_code: 'WIDGET', quantity: 2 }] }] }] },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const move = await ctx.db.selectFrom('stock_moves').selectAll().where('shipment_id', '=', cs.id).executeTakeFirstOrThrow();
    const content = await ctx.db.selectFrom('package_contents').selectAll().where('package_id', '=', move.package_id!).executeTakeFirstOrThrow();
    const event = await ctx.db.selectFrom('events').selectAll().where('channel_id', 'is not', null).where('warehouse_id', 'is not', null)
      .orderBy('id').executeTakeFirstOrThrow();
    const lot = await ctx.db.insertInto('lots').values({ product_id: move.product_id, number: 'REF-LOT', created_at: move.created_at })
      .returning('id').executeTakeFirstOrThrow();
    const crs = await ctx.db.selectFrom('customer_return_shipments').select('id').executeTakeFirst();
    const { id: _m, ...moveRow } = move;
    const { id: _c, ...contentRow } = content;
    const { id: _e, sync_version: _v, ...eventRow } = event;
    valid.stock_moves = { ...moveRow, crs_id: crs?.id ?? null };
    valid.package_contents = { ...contentRow, lot_id: lot.id };
    valid.events = eventRow;
  });
  after(async () => { await ctx.close(); });

  const count = async (table: Checked) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(ctx.db)).rows[0].n);

  for (const [table, columns] of Object.entries(CHECKED) as [Checked, readonly string[]][]) {
    it(`${table}: a valid row is written, and a row naming a missing row by any reference is refused with nothing written`, async () => {
      const before = await count(table);
      await insertRows(ctx.db, table, [valid[table]] as never[]);
      assert.equal(await count(table), before + 1);
      for (const column of columns) {
        const rows = [valid[table], { ...valid[table], [column]: MISSING }, valid[table]];
        await assert.rejects(insertRows(ctx.db, table, rows as never[]), isReferenceRefusal, `${table}.${column}`);
        await assert.rejects(ctx.db.insertInto(table).values({ ...valid[table], [column]: MISSING } as never).execute(), isReferenceRefusal, `${table}.${column}, one row`);
        assert.equal(await count(table), before + 1, `${table}.${column}: the refused statement wrote nothing`);
      }
    });

    it(`${table}: changing a row to name a missing row is refused`, async () => {
      const row = await ctx.db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      for (const column of columns) {
        await assert.rejects(
          ctx.db.updateTable(table).set({ [column]: MISSING } as never).where('id', '=', row.id).execute(),
          isReferenceRefusal, `${table}.${column}`,
        );
      }
    });
  }

  it('a row the ledger names cannot be deleted nor renumbered', async () => {
    const move = valid.stock_moves as { product_id: number; to_location_id: number; package_id: number };
    const refused = [
      ctx.db.deleteFrom('products').where('id', '=', move.product_id),
      ctx.db.deleteFrom('locations').where('id', '=', move.to_location_id),
      ctx.db.deleteFrom('packages').where('id', '=', move.package_id),
      ctx.db.updateTable('products').set({ id: MISSING }).where('id', '=', move.product_id),
    ];
    for (const statement of refused) await assert.rejects(statement.execute(), isReferenceRefusal, statement.compile().sql);
    assert.ok(await ctx.db.selectFrom('products').select('id').where('id', '=', move.product_id).executeTakeFirst());
  });

  if (BACKEND === 'postgres') {
    it('on PostgreSQL the referenced tables keep every row, referenced yet or not (no lock guards a check per statement)', async () => {
      const product = await call(ctx, 'POST', '/api/v1/products', { body: { code: 'UNUSED', name: 'Never moved' } });
      assert.equal(product.status, 201, JSON.stringify(product.body));
      await assert.rejects(ctx.db.deleteFrom('products').where('id', '=', product.body.id).execute(), isReferenceRefusal);
      await assert.rejects(sql`truncate warehouses cascade`.execute(ctx.db), isReferenceRefusal);
      // A change that keeps the id is a change like any other.
      await ctx.db.updateTable('products').set({ id: product.body.id, name: 'Renamed' }).where('id', '=', product.body.id).execute();
      assert.equal((await call(ctx, 'GET', `/api/v1/products/UNUSED`)).body.name, 'Renamed');
    });

    it('migration 0015 goes down to the foreign keys and up again', async () => {
      const foreignKeys = async () => Number((await sql<{ n: number }>`select count(*) as n from pg_constraint
        where contype = 'f' and conrelid = any(array['stock_moves', 'package_contents', 'events']::regclass[])`.execute(ctx.db)).rows[0].n);
      assert.equal(await foreignKeys(), 0);
      await ledgerReferenceChecks.down(ctx.db);
      assert.equal(await foreignKeys(), 12);
      const refused = insertRows(ctx.db, 'stock_moves', [{ ...valid.stock_moves, product_id: MISSING }] as never[]);
      await assert.rejects(refused, (e: { constraint?: string }) => e.constraint === 'stock_moves_product_id_fkey');
      await ctx.db.deleteFrom('products').where('code', '=', 'UNUSED').execute();
      await ledgerReferenceChecks.up(ctx.db);
      assert.equal(await foreignKeys(), 0);
      await assert.rejects(insertRows(ctx.db, 'stock_moves', [{ ...valid.stock_moves, product_id: MISSING }] as never[]), isReferenceRefusal);
    });
  }
});
