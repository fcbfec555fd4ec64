import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { connect, withStableParameters } from '../../src/db/connect.ts';
import { plansDatabase } from '../helpers/plans.ts';

/**
 * Query plans SQLite picks once it has statistics (connect() runs PRAGMA optimize when it opens a
 * file) on a database shaped like a merchant's in production: most shipments pending, no CRS split
 * yet. Written as Dockside sends them (parameters as +?, see withStableParameters).
 */
describe('SQLite query plans with statistics', () => {
  let remove: () => void;
  let raw: SqliteDatabase.Database;

  before(async () => {
    const { file, seed, remove: removeFile } = await plansDatabase();
    remove = removeFile;
    const now = new Date().toISOString();
    const shipment = seed.prepare(
      `insert into customer_shipments (id, number, order_id, warehouse_id, state, created_at, updated_at) values (?, ?, 1, 1, ?, ?, ?)`,
    );
    const crs = seed.prepare(
      `insert into customer_return_shipments (id, number, return_order_id, warehouse_id, state, split_from_id, created_at, updated_at) values (?, ?, 1, 1, 'done', ?, ?, ?)`,
    );
    seed.transaction(() => {
      for (let id = 1; id <= 5000; id++) {
        shipment.run(id, `CS-${id}`, id % 10 === 0 ? 'done' : 'pending', now, now);
        crs.run(id, `CRS-${id}`, null, now, now); // no receipt has split a CRS yet
      }
    })();
    seed.close();
    // Opening the database as the service does gathers the statistics.
    await connect(`sqlite:${file}`).destroy();
    raw = new SqliteDatabase(file);
  });
  after(() => {
    raw.close();
    remove();
  });

  it('has statistics once the service has opened the database', () => {
    const tables = raw
      .prepare('select distinct tbl from sqlite_stat1')
      .all()
      .map((r) => (r as { tbl: string }).tbl);
    assert.ok(tables.includes('customer_shipments') && tables.includes('customer_return_shipments'), tables.join(', '));
  });

  const plan = (text: string, ...args: unknown[]) =>
    raw
      .prepare(`explain query plan ${withStableParameters(text)}`)
      .all(...args)
      .map((r) => (r as { detail: string }).detail)
      .join(' | ');

  it('claims a batch of shipments by primary key, not by walking the pending ones', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const detail = plan(
      `update customer_shipments set state = ? where id in (${ids.map(() => '?').join(', ')}) and state in (?, ?)`,
      'done',
      ...ids,
      'pending',
      'open',
    );
    assert.match(detail, /INTEGER PRIMARY KEY/);
  });

  it('reads the event log newest first by index, not by sorting the table', () => {
    assert.match(plan('select e.id from events e order by e.created_at desc, e.id desc limit ?', 51), /USING COVERING INDEX events_created/);
    assert.doesNotMatch(plan('select e.id from events e order by e.created_at desc, e.id desc limit ?', 51), /TEMP B-TREE/);
  });

  it("finds a return's receipts in the ledger through the partial index on crs_id", () => {
    assert.match(plan('select m.id, m.quantity from stock_moves m where m.crs_id in (?, ?)', 3, 4), /USING INDEX stock_moves_crs/);
  });

  it('finds the CRS split off one CRS through the partial index', () => {
    assert.match(
      plan('select receipt_result from customer_return_shipments where split_from_id = ? and receipt_hash = ?', 499, 'x'),
      /USING INDEX crs_split_from/,
    );
  });
});
