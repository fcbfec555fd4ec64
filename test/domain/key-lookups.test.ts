import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, type Kysely } from 'kysely';
import { connect, type Db } from '../../src/db/connect.ts';
import { joinByKey } from '../../src/db/key-lookups.ts';
import { loadOrders } from '../../src/domain/orders/orders.repo.ts';
import { loadReturnOrderRecords } from '../../src/domain/returns/return-orders.repo.ts';
import { loadReturnShipmentRecords } from '../../src/domain/returns/return-shipment-view.ts';
import { loadShipmentRecords } from '../../src/domain/shipments/shipment-view.ts';
import { loadShipmentHeads } from '../../src/domain/shipments/shipments.repo.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';
import { createReturn, shippedOrder } from '../helpers/returns-fixture.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; 'Recheck Cond'?: string; Filter?: string; Plans?: PlanNode[] };

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('joinByKey: the rows of a page joined to their orders, lines and addresses by key', () => {
  let ctx: TestContext;
  let shipmentIds: number[];
  let crsIds: number[];
  let orderIds: number[];
  let returnOrderIds: number[];

  before(async () => {
    ctx = await createContext();
    await setupMerchant(ctx);
    const shipments = [await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 1 }]), await placeOrder(ctx, [{ product_code: 'GADGET', quantity: 2 }])];
    shipmentIds = shipments.map((s) => s.id);
    const order = await shippedOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);
    const ro = await createReturn(ctx, { order: order.number, lines: [{ product_code: 'WIDGET', quantity: 1 }] });
    crsIds = ro.customer_return_shipments.map((c: { id: number }) => c.id);
    returnOrderIds = [ro.id];
    orderIds = (await ctx.db.selectFrom('sales_orders').select('id').execute()).map((o) => o.id);
  });
  after(async () => {
    await ctx.close();
  });

  it('is an inner join: a row whose key names no row is left out, the others carry the row their key names', async () => {
    const [backorder, original] = exactly(shipmentIds, 2);
    await ctx.db.updateTable('customer_shipments').set({ backorder_of_id: original }).where('id', '=', backorder).execute();
    try {
      // The outer table goes by its own name, the joined one is the same table: the key names the outer row.
      const rows = await joinByKey(ctx.db, ctx.db.selectFrom('customer_shipments'), 'customer_shipments', 'b', 'customer_shipments.backorder_of_id')
        .select(['customer_shipments.id', 'b.id as of_id', 'b.number as of_number'])
        .where('customer_shipments.id', 'in', shipmentIds)
        .execute();
      const of = await ctx.db.selectFrom('customer_shipments').select('number').where('id', '=', original).executeTakeFirstOrThrow();
      assert.deepEqual(rows, [{ id: backorder, of_id: original, of_number: of.number }]);
    } finally {
      await ctx.db.updateTable('customer_shipments').set({ backorder_of_id: null }).where('id', '=', backorder).execute();
    }
  });

  // With nested loops priced out, an ordinary join of these tables becomes a hash or merge join over the
  // whole table (what PostgreSQL picks with its default costs for tables of up to a few hundred thousand
  // rows); joined by key, each row is still read by its id, named by the row of the page.
  describe('on PostgreSQL, whatever the planner prices', {
    skip: BACKEND !== 'postgres' && 'PostgreSQL only: SQLite has no LATERAL and looks such rows up by key',
  }, () => {
    /** The plan of each query `load` sends, with nested loops priced out. */
    async function plansOf(load: (db: Db) => Promise<unknown>): Promise<PlanNode[]> {
      const sent: CompiledQuery[] = [];
      const logged = connect(ctx.databaseUrl, {
        schema: ctx.schema,
        log: (event) => {
          if (event.level === 'query') sent.push(event.query);
        },
      });
      try {
        await load(logged);
        const loaded = [...sent];
        return await logged.transaction().execute(async (trx) => {
          const raw = trx as unknown as Kysely<unknown>;
          await raw.executeQuery(CompiledQuery.raw('set local enable_nestloop = off'));
          const plans: PlanNode[] = [];
          for (const query of loaded) {
            const explained = await raw.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
              CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
            );
            const [plan] = explained.rows[0]?.['QUERY PLAN'] ?? [];
            assert.ok(plan, `a plan for ${query.sql}`);
            plans.push(plan.Plan);
          }
          return plans;
        });
      } finally {
        await logged.destroy();
      }
    }

    /**
     * Every read of the `joined` tables is by the id a row of the page names (`id = alias.column`), in each
     * plan: by index, bitmap (its recheck) or, on tables of a page or two, a scan filtered per row; never a
     * read of the whole table for a hash or a merge.
     */
    function assertReadByKey(plans: PlanNode[], joined: string[]): void {
      const reads = plans.flatMap(nodesOf).filter((node) => joined.includes(node['Relation Name'] ?? ''));
      assert.deepEqual([...new Set(reads.map((node) => node['Relation Name']))].sort(), [...joined].sort());
      for (const node of reads) {
        const condition = `${node['Index Cond'] ?? ''} ${node['Recheck Cond'] ?? ''} ${node.Filter ?? ''}`;
        assert.match(condition, /\(id = \w+\.\w+\)/, `${node['Relation Name']} read as ${node['Node Type']} ${condition}: not by the key of a row`);
      }
    }

    it('the records of customer shipments, polled by warehouses and listed by staff', async () => {
      assertReadByKey(await plansOf((db) => loadShipmentRecords(db, shipmentIds)), ['sales_orders', 'sales_order_lines', 'customers', 'addresses']);
      assertReadByKey(await plansOf((db) => loadShipmentRecords(db, shipmentIds, { admin: true })), [
        'sales_orders',
        'sales_order_lines',
        'customers',
        'addresses',
      ]);
    });

    it('the records of customer return shipments', async () => {
      assertReadByKey(await plansOf((db) => loadReturnShipmentRecords(db, crsIds)), [
        'return_orders',
        'return_order_lines',
        'sales_orders',
        'customers',
        'addresses',
      ]);
    });

    it('the heads of shipments that state changes and their events name', async () => {
      assertReadByKey(await plansOf((db) => loadShipmentHeads(db, shipmentIds)), ['sales_orders']);
    });

    it('the records of orders and return orders', async () => {
      assertReadByKey(await plansOf((db) => loadOrders(db, orderIds)), ['customers', 'addresses']);
      assertReadByKey(await plansOf((db) => loadReturnOrderRecords(db, returnOrderIds)), ['sales_orders', 'customers', 'addresses']);
    });
  });
});
