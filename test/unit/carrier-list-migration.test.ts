import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { CARRIERS } from '../../src/db/carriers-seed.ts';
import { connect, type Db } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { up } from '../../src/db/migrations/0005-carrier-list.ts';

// SQLite in memory by default; the PostgreSQL of DATABASE_URL (a schema of its own) when it names one.
const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const seeded = (code: string) => {
  const carrier = CARRIERS.find((c) => c.code === code);
  assert.ok(carrier, `${code} is not in the seed`);
  return carrier;
};

describe('migration 0005: the carrier list on a database seeded earlier', () => {
  let db: Db;
  let schema: string | undefined;

  before(async () => {
    if (url) {
      schema = `carrier_list_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`create schema ${schema}`);
      db = connect(url, { schema });
    } else {
      db = connect('sqlite::memory:');
    }
    await migrateToLatest(db);
  });

  after(async () => {
    await db.destroy();
    if (schema) await admin(`drop schema ${schema} cascade`);
  });

  it('adds missing carriers and fills NULL templates and SCACs, keeping what a merchant set', async () => {
    const custom = 'https://track.example.com/ups/{tracking_number}';
    // A database from before this list: two carriers missing, one template and one SCAC never set,
    // one template and one SCAC that the merchant changed.
    await db.deleteFrom('carriers').where('code', 'in', ['dpd', 'amazon_shipping']).execute();
    await db.updateTable('carriers').set({ tracking_url_template: null, scac: null }).where('code', '=', 'old_dominion').execute();
    await db.updateTable('carriers').set({ tracking_url_template: custom, scac: 'ACME' }).where('code', '=', 'ups').execute();
    await db.updateTable('carriers').set({ tracking_url_template: null }).where('code', '=', 'lso').execute();

    await up(db);

    const rows = await db.selectFrom('carriers').select(['code', 'name', 'tracking_url_template', 'scac']).execute();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    assert.equal(rows.length, CARRIERS.length);
    for (const code of ['dpd', 'amazon_shipping']) {
      const row = byCode.get(code);
      assert.ok(row, `${code} is back`);
      assert.equal(row.name, seeded(code).name);
      assert.equal(row.tracking_url_template, seeded(code).trackingUrlTemplate);
    }
    assert.equal(byCode.get('old_dominion')!.tracking_url_template, seeded('old_dominion').trackingUrlTemplate);
    assert.equal(byCode.get('old_dominion')!.scac, 'ODFL');
    assert.equal(byCode.get('ups')!.tracking_url_template, custom, 'a template the merchant set is kept');
    assert.equal(byCode.get('ups')!.scac, 'ACME', 'a SCAC the merchant set is kept');
    assert.equal(byCode.get('lso')!.tracking_url_template, null, 'a carrier the seed has no template for stays without');
  });

  it('finds nothing to do when run again', async () => {
    const first = await db.selectFrom('carriers').selectAll().orderBy('code').execute();
    await up(db);
    const second = await db.selectFrom('carriers').selectAll().orderBy('code').execute();
    assert.deepEqual(second, first);
  });
});
