import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { insertRows } from '../../src/db/bulk-statements.ts';
import * as ledgerReferenceChecks from '../../src/db/migrations/0015-ledger-reference-checks.ts';
import * as packageReferenceChecks from '../../src/db/migrations/0016-package-reference-checks.ts';
import { BACKEND, call, createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const MISSING = 987_654;

/** The references of the rows a confirmation writes by the dozen, checked per statement on PostgreSQL (migrations 0015, 0016). */
const CHECKED = {
  stock_moves: ['product_id', 'from_location_id', 'to_location_id', 'shipment_id', 'package_id', 'crs_id'],
  package_contents: ['package_id', 'shipment_line_id', 'product_id', 'lot_id'],
  events: ['channel_id', 'warehouse_id'],
  packages: ['shipment_id'],
  shipment_search_terms: ['shipment_id', 'order_id'],
} as const;

/** The foreign keys each migration's way down puts back, by table. */
const FOREIGN_KEYS = { '0015': { stock_moves: 6, package_contents: 4, events: 2 }, '0016': { packages: 1, shipment_search_terms: 2 } };

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
      key,
      body: { shipments: [{ id: cs.id, tracking_number: 'REF-TRACK', packages: [{ items: [{ product_code: 'WIDGET', quantity: 2 }] }] }] },
    });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const move = await ctx.db.selectFrom('stock_moves').selectAll().where('shipment_id', '=', cs.id).executeTakeFirstOrThrow();
    const content = await ctx.db.selectFrom('package_contents').selectAll().where('package_id', '=', move.package_id!).executeTakeFirstOrThrow();
    const event = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('channel_id', 'is not', null)
      .where('warehouse_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lot = await ctx.db
      .insertInto('lots')
      .values({ product_id: move.product_id, number: 'REF-LOT', created_at: move.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const crs = await ctx.db.selectFrom('customer_return_shipments').select('id').executeTakeFirst();
    const pack = await ctx.db.selectFrom('packages').selectAll().where('id', '=', move.package_id!).executeTakeFirstOrThrow();
    const term = await ctx.db
      .selectFrom('shipment_search_terms')
      .selectAll()
      .where('shipment_id', '=', cs.id)
      .where('term', '=', 'ref-track')
      .executeTakeFirstOrThrow();
    const { id: _m, ...moveRow } = move;
    const { id: _c, ...contentRow } = content;
    const { id: _e, sync_version: _v, ...eventRow } = event;
    valid.stock_moves = { ...moveRow, crs_id: crs?.id ?? null };
    valid.package_contents = { ...contentRow, lot_id: lot.id };
    valid.events = eventRow;
    const { id: _p, ...packageRow } = pack;
    valid.packages = { ...packageRow, position: 99 };
    const { id: _t, ...termRow } = term as typeof term & { id: number };
    valid.shipment_search_terms = termRow;
  });
  after(async () => {
    await ctx.close();
  });

  const count = async (table: Checked) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(ctx.db)).rows[0]!.n);

  let ssccs = 0;
  /** A valid row of the table to insert: a package needs an SSCC of its own. */
  const fresh = (table: Checked): Record<string, unknown> => (table === 'packages' ? { ...valid.packages, sscc: `REF-SSCC-${++ssccs}` } : { ...valid[table] });

  for (const [table, columns] of Object.entries(CHECKED) as [Checked, readonly string[]][]) {
    it(`${table}: a valid row is written, and a row naming a missing row by any reference is refused with nothing written`, async () => {
      const before = await count(table);
      await insertRows(ctx.db, table, [fresh(table)] as never[]);
      assert.equal(await count(table), before + 1);
      for (const column of columns) {
        const rows = [fresh(table), { ...fresh(table), [column]: MISSING }, fresh(table)];
        await assert.rejects(insertRows(ctx.db, table, rows as never[]), isReferenceRefusal, `${table}.${column}`);
        await assert.rejects(
          ctx.db
            .insertInto(table)
            .values({ ...fresh(table), [column]: MISSING } as never)
            .execute(),
          isReferenceRefusal,
          `${table}.${column}, one row`,
        );
        assert.equal(await count(table), before + 1, `${table}.${column}: the refused statement wrote nothing`);
      }
    });

    it(`${table}: changing a row to name a missing row is refused`, async () => {
      for (const column of columns) {
        // Search terms have no id of their own: the row is the one the confirmation wrote.
        const update =
          table === 'shipment_search_terms'
            ? ctx.db
                .updateTable(table)
                .set({ [column]: MISSING })
                .where('term', '=', 'ref-track')
            : ctx.db
                .updateTable(table)
                .set({ [column]: MISSING } as never)
                .where('id', '=', (await ctx.db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
        await assert.rejects(update.execute(), isReferenceRefusal, `${table}.${column}`);
      }
    });
  }

  it('a row the ledger, a package or a search term names cannot be deleted nor renumbered', async () => {
    const move = valid.stock_moves as { product_id: number; to_location_id: number; package_id: number };
    const term = valid.shipment_search_terms as { shipment_id: number; order_id: number };
    const refused = [
      ctx.db.deleteFrom('products').where('id', '=', move.product_id),
      ctx.db.deleteFrom('locations').where('id', '=', move.to_location_id),
      ctx.db.deleteFrom('packages').where('id', '=', move.package_id),
      ctx.db.deleteFrom('customer_shipments').where('id', '=', term.shipment_id),
      ctx.db.deleteFrom('sales_orders').where('id', '=', term.order_id),
      ctx.db.updateTable('products').set({ id: MISSING }).where('id', '=', move.product_id),
      ctx.db.updateTable('sales_orders').set({ id: MISSING }).where('id', '=', term.order_id),
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
      // An order no shipment names yet (search terms name orders without a foreign key since 0016).
      const { id: _o, sync_version: _s, ...order } = await ctx.db.selectFrom('sales_orders').selectAll().orderBy('id').executeTakeFirstOrThrow();
      const bare = await ctx.db
        .insertInto('sales_orders')
        .values({ ...order, number: 'SO-BARE' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await assert.rejects(ctx.db.deleteFrom('sales_orders').where('id', '=', bare.id).execute(), isReferenceRefusal);
      // A change that keeps the id is a change like any other.
      await ctx.db.updateTable('products').set({ id: product.body.id, name: 'Renamed' }).where('id', '=', product.body.id).execute();
      assert.equal((await call(ctx, 'GET', `/api/v1/products/UNUSED`)).body.name, 'Renamed');
    });

    it('migrations 0016 and 0015 go down to the foreign keys and up again', async () => {
      // Migration 0017's reference from the ledger to supplier shipments is a foreign key of its own (a
      // receipt writes a few moves; the check is skipped where it is null, as in every shipment's moves):
      // it is not one of those 0015 and 0016 turned into checks per statement.
      const later = ['stock_moves_supplier_shipment_id_fkey'];
      const foreignKeys = async (tables: Record<string, number>) =>
        Number(
          (
            await sql<{ n: number }>`select count(*) as n from pg_constraint
        where contype = 'f' and conrelid = any(${Object.keys(tables)}::regclass[]) and conname <> all(${later})`.execute(ctx.db)
          ).rows[0]!.n,
        );
      const all = { ...FOREIGN_KEYS['0015'], ...FOREIGN_KEYS['0016'] };
      const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);
      assert.equal(await foreignKeys(all), 0);
      await packageReferenceChecks.down(ctx.db);
      assert.equal(await foreignKeys(FOREIGN_KEYS['0016']), total(FOREIGN_KEYS['0016']));
      assert.equal(await foreignKeys(FOREIGN_KEYS['0015']), 0);
      await assert.rejects(
        insertRows(ctx.db, 'packages', [{ ...fresh('packages'), shipment_id: MISSING }] as never[]),
        (e: { constraint?: string }) => e.constraint === 'packages_shipment_id_fkey',
      );
      await ledgerReferenceChecks.down(ctx.db);
      assert.equal(await foreignKeys(all), total(all));
      const refused = insertRows(ctx.db, 'stock_moves', [{ ...valid.stock_moves, product_id: MISSING }] as never[]);
      await assert.rejects(refused, (e: { constraint?: string }) => e.constraint === 'stock_moves_product_id_fkey');
      await ctx.db.deleteFrom('products').where('code', '=', 'UNUSED').execute();
      await ledgerReferenceChecks.up(ctx.db);
      await packageReferenceChecks.up(ctx.db);
      assert.equal(await foreignKeys(all), 0);
      await assert.rejects(insertRows(ctx.db, 'stock_moves', [{ ...valid.stock_moves, product_id: MISSING }] as never[]), isReferenceRefusal);
      await assert.rejects(insertRows(ctx.db, 'shipment_search_terms', [{ ...valid.shipment_search_terms, order_id: MISSING }] as never[]), isReferenceRefusal);
      await assert.rejects(
        ctx.db
          .deleteFrom('sales_orders')
          .where('id', '=', (valid.shipment_search_terms as { order_id: number }).order_id)
          .execute(),
        isReferenceRefusal,
      );
    });
  }
});
