import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { connect } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { BACKEND } from '../helpers/context.ts';

const url = process.env.DATABASE_URL!;
const name = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('migrations on a PostgreSQL shared with other schemas', { skip: BACKEND !== 'postgres' && 'PostgreSQL only' }, () => {
  it('sees only the tables of its own schema', async () => {
    const mine = name('mig_mine');
    const other = name('mig_other');
    await admin((c) => c.query(`create schema ${mine}; create schema ${other}; create table ${other}.schema_migrations (x int)`));
    const db = connect(url, { schema: mine });
    try {
      assert.deepEqual(await db.introspection.getTables(), []);
      await migrateToLatest(db);
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      assert.ok(tables.includes('customer_shipments') && tables.includes('schema_migrations'));
      assert.ok((await db.introspection.getTables()).every((t) => t.schema === mine));
    } finally {
      await db.destroy();
      await admin((c) => c.query(`drop schema ${mine} cascade; drop schema ${other} cascade`));
    }
  });

  it('migrates while other sessions create and drop schemas full of tables', async () => {
    let churning = true;
    const churn = admin(async (c) => {
      while (churning) {
        const s = name('mig_churn');
        await c.query(`create schema ${s}; create table ${s}.a (id serial primary key); create table ${s}.b (id serial primary key)`);
        await c.query(`drop schema ${s} cascade`);
      }
    });
    try {
      for (let i = 0; i < 4; i++) {
        const schema = name('mig_run');
        await admin((c) => c.query(`create schema ${schema}`));
        const db = connect(url, { schema });
        try {
          assert.deepEqual(await migrateToLatest(db), [
            '0001-foundation',
            '0002-carriers',
            '0003-partial-reference-indexes',
            '0004-reference-data-generation',
            '0005-carrier-list',
            '0006-idempotency-owner',
            '0007-location-archive',
            '0008-sealing-key',
            '0009-sync-versions',
            '0010-staff-sessions',
            '0011-search-terms',
            '0012-attention',
            '0013-stamped-writes',
            '0014-fan-out-rounds',
            '0015-ledger-reference-checks',
            '0016-package-reference-checks',
            '0017-inbound',
            '0018-transfers',
            '0019-stock-truth',
            '0020-changes-after-release',
            '0021-delivery-address-pins',
            '0022-drift-alerts',
            '0023-hold-event-name',
          ]);
          assert.deepEqual(await migrateToLatest(db), []);
        } finally {
          await db.destroy();
          await admin((c) => c.query(`drop schema ${schema} cascade`));
        }
      }
    } finally {
      churning = false;
      await churn;
    }
  });
});
