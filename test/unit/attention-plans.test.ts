import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { connect, withStableParameters, type Db } from '../../src/db/connect.ts';
import { whatNeedsAttention } from '../../src/domain/attention/what-needs-attention.ts';
import { reportPeriod } from '../../src/domain/reports/period.ts';
import { returnsByReason, shippedPerDay } from '../../src/domain/reports/reports.repo.ts';
import { plansDatabase } from '../helpers/plans.ts';

/**
 * The plans SQLite picks for the attention page and the reports (docs/admin-api.md "What needs
 * attention", "Reports") once it has its sampled statistics, on a merchant shaped like one after a year:
 * most shipments and return shipments done, a few waiting, pending or awaiting receipt. Each query must
 * read its partial index of migration 0012, not walk every row of a state through the indexes that lead
 * with `state` (which the statistics make look narrower than they are); receipt differences read the
 * window of received supplier shipments along (state, updated_at, id), in order.
 */
describe('SQLite query plans of the attention page and the reports', () => {
  let remove: () => void;
  let raw: SqliteDatabase.Database;
  let logged: Db;
  const queries: CompiledQuery[] = [];

  before(async () => {
    const { file, seed, remove: removeFile } = await plansDatabase();
    remove = removeFile;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const shipment = seed.prepare(`insert into customer_shipments (id, number, order_id, warehouse_id, state, released_at, shipped_at, created_at, updated_at)
      values (?, ?, 1, 1, ?, ?, ?, ?, ?)`);
    const crs = seed.prepare(
      `insert into customer_return_shipments (id, number, return_order_id, warehouse_id, state, created_at, updated_at) values (?, ?, ?, 1, ?, ?, ?)`,
    );
    const returnOrder = seed.prepare(`insert into return_orders (id, number, order_id, source, state, customer_id, origin_address_id, created_at, updated_at)
      values (?, ?, 1, 'storefront', 'closed', 1, 1, ?, ?)`);
    const line = seed.prepare(
      'insert into return_order_lines (return_order_id, order_line_id, product_id, quantity, reason, warehouse_id) values (?, 1, 1, 1000, ?, 1)',
    );
    const received = seed.prepare(`insert into supplier_shipments (id, number, source, warehouse_id, state, receipt_result, created_at, updated_at)
      values (?, ?, 'purchase_order', 1, ?, ?, ?, ?)`);
    const snapshot = seed.prepare(
      `insert into inventory_snapshots (id, warehouse_id, counted_at, complete, state, adjusted, units_under, created_at) values (?, ?, ?, 0, ?, 4, -4000, ?)`,
    );
    const difference = seed.prepare(
      'insert into inventory_snapshot_differences (snapshot_id, product_id, location_id, lot_id, books, counted, difference, zeroed) values (?, ?, 1, 0, 5000, 4000, -1000, 0)',
    );
    seed.transaction(() => {
      seed.prepare('update settings set drift_alert_units = 1').run();
      for (const id of [11, 12, 13])
        seed.prepare(`insert or ignore into warehouses (id, code, name, created_at, updated_at) values (?, ?, ?, '', '')`).run(id, `W${id}`, `W${id}`);
      // A year of nightly counts at three warehouses, one in five a dry run, each finding a few differences.
      for (let id = 1; id <= 3_000; id++) {
        const counted = at(365 - (id * 365) / 3_000);
        snapshot.run(id, (id % 3) + 11, counted, id % 5 === 0 ? 'dry_run' : 'applied', counted);
        for (let product = 1; product <= 4; product++) difference.run(id, product);
      }
      for (let id = 1; id <= 20_000; id++) {
        const created = at(365 - (id * 365) / 20_000);
        const state = id % 200 === 0 ? 'waiting' : id % 200 < 6 ? 'pending' : 'done';
        shipment.run(id, `CS-${id}`, state, state === 'waiting' ? null : created, state === 'done' ? created : null, created, created);
      }
      for (let id = 1; id <= 5_000; id++) {
        const created = at(365 - (id * 365) / 5_000);
        returnOrder.run(id, `RO-${id}`, created, created);
        line.run(id, `reason ${id % 7}`);
        crs.run(id, `CRS-${id}`, id, id % 50 === 0 ? 'pending' : 'done', created, created);
      }
      for (let id = 1; id <= 5_000; id++) {
        const created = at(365 - (id * 365) / 5_000);
        const done = id % 25 !== 0;
        const result = done ? JSON.stringify({ lines: [], not_received: id % 10 === 0 ? [{ id: 1, product_code: 'P', quantity: 1 }] : [], surplus: [] }) : null;
        received.run(id, `SS-${id}`, done ? 'done' : 'pending', result, created, created);
      }
    })();
    seed.close();
    // Opening the database as the service does gathers the statistics; every query it sends is kept.
    logged = connect(`sqlite:${file}`, {
      log: (event) => {
        if (event.level === 'query') queries.push(event.query);
      },
    });
    raw = new SqliteDatabase(file);
  });
  after(async () => {
    await logged.destroy();
    raw.close();
    remove();
  });

  /** The plan of each query the call sent, by a word of its SQL. */
  async function plansOf(call: () => Promise<unknown>): Promise<string[]> {
    queries.length = 0;
    await call();
    return queries
      .filter((q) => /^select/i.test(q.sql))
      .map((q) => {
        const detail = raw
          .prepare(`explain query plan ${withStableParameters(q.sql)}`)
          .all(...(q.parameters as unknown[]))
          .map((r) => (r as { detail: string }).detail)
          .join(' | ');
        return `${q.sql.slice(0, 60)} => ${detail}`;
      });
  }

  it('reads each kind of the attention page through its partial index, in order, without sorting', async () => {
    const plans = await plansOf(() => whatNeedsAttention(logged, { acknowledgementDueMinutes: 240, discrepancyDays: 30, limit: 5 }));
    const uses = (index: string) => plans.filter((p) => p.includes(`INDEX ${index} `));
    assert.equal(uses('customer_shipments_waiting').length, 2, plans.join('\n'));
    assert.equal(uses('customer_shipments_unacknowledged').length, 2, plans.join('\n'));
    assert.equal(uses('crs_awaiting_receipt').length, 2, plans.join('\n'));
    assert.equal(uses('events_type_created').length, 1, plans.join('\n'));
    for (const plan of plans.filter((p) => /customer_shipments|customer_return_shipments/.test(p))) {
      assert.doesNotMatch(plan, /TEMP B-TREE FOR ORDER BY|_poll|_state_updated/, plan);
    }
    // Receipt differences: the received supplier shipments of the window, in order, along (state, updated_at, id).
    const receipts = plans.filter((p) => /(SEARCH|SCAN) supplier_shipments\b/.test(p));
    assert.equal(receipts.length, 2, plans.join('\n'));
    for (const plan of receipts) {
      assert.match(plan, /INDEX ss_state_updated \(state=\? AND updated_at>\? AND updated_at<\?\)/, plan);
      assert.doesNotMatch(plan, /TEMP B-TREE/, plan);
    }
    // Drifting warehouses: the counts of the window, a range of counted_at (SQLite takes it per warehouse, in the
    // order of its GROUP BY, along (warehouse_id, counted_at); PostgreSQL along the partial index of migration 0022),
    // summed from the snapshots alone.
    const drift = plans.find((p) => /sum\(s\.units_over\)/.test(p));
    assert.ok(drift, plans.join('\n'));
    assert.match(
      drift,
      /SEARCH s USING (COVERING )?INDEX inventory_snapshots_(applied|warehouse) \((ANY\(warehouse_id\) AND )?counted_at>\? AND counted_at<\?\)/,
      drift,
    );
    assert.doesNotMatch(drift, /inventory_snapshot_differences|snapshot_differences_snapshot/, drift);
  });

  it('counts shipments per day and returns per reason along index ranges', async () => {
    const period = await reportPeriod(logged, { days: 30, tz: 'Europe/Paris' });
    const [perDay] = await plansOf(() => shippedPerDay(logged, period));
    assert.ok(perDay, 'a plan of the shipments per day');
    assert.match(perDay, /SEARCH s USING COVERING INDEX customer_shipments_shipped \(shipped_at>\? AND shipped_at<\?\)/, perDay);
    const [reasons] = await plansOf(() => returnsByReason(logged, period, 10));
    assert.ok(reasons, 'a plan of the returns by reason');
    assert.match(reasons, /INDEX return_orders_created \(created_at>\? AND created_at<\?\)/, reasons);
    assert.match(reasons, /INDEX return_order_lines_return_order/, reasons);
  });
});
