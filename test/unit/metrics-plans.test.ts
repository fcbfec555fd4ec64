import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { exactly } from '../helpers/lists.ts';
import { connect, withStableParameters } from '../../src/db/connect.ts';
import { readOutboxBacklog } from '../../src/domain/webhooks/backlog.ts';
import { BACKEND, createContext, type TestContext } from '../helpers/context.ts';
import { plansDatabase } from '../helpers/plans.ts';

/**
 * The outbox's backlog is read on every scrape of GET /metrics, by every instance: its statements must
 * read the backlog, never the history. Here on an outbox of 20,000 events fanned out and delivered but
 * for the last few, each statement readOutboxBacklog sends is planned along an index, with no full read
 * of `events` or `webhook_deliveries`. SQLite's plans are checked whatever DATABASE_URL names (a file of
 * their own), PostgreSQL's when it names one.
 */
const HISTORY = 20_000;
const WAITING = 20;
const PENDING = 10;

/** The statements readOutboxBacklog sends, as sent, read through a connection that logs them. */
async function backlogStatements(url: string, schema?: string): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const db = connect(url, {
    schema,
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    const backlog = await readOutboxBacklog(db);
    assert.equal(backlog.eventsWaiting, WAITING);
    assert.equal(backlog.deliveries.retrying, PENDING);
  } finally {
    await db.destroy();
  }
  // The fan-out position (the newest round, by primary key) is the dispatcher's own statement.
  return queries.filter((q) => !q.sql.includes('fan_out_rounds'));
}

function assertIndexed(plans: string[], scanned: RegExp): void {
  const [events, pending, failed] = exactly(plans, 3, plans.join('\n'));
  assert.match(events, /events_sync/, events);
  assert.match(pending, /webhook_deliveries_(due|order)/, pending);
  assert.match(failed, /webhook_deliveries_due/, failed);
  for (const plan of plans) assert.doesNotMatch(plan, scanned, plan);
}

describe('GET /metrics reads the outbox along indexes (SQLite, with statistics)', () => {
  let file: string;
  let remove: () => void;
  before(async () => {
    const made = await plansDatabase();
    ({ file, remove } = made);
    const { seed } = made;
    const now = new Date().toISOString();
    const endpoint = seed.prepare(
      `insert into webhook_endpoints (id, url, events, secret, enabled, created_at, updated_at) values (?, 'https://example.com/hook', '[]', 'sealed', 1, ?, ?)`,
    );
    const event = seed.prepare(
      `insert into events (id, sync_version, type, resource_type, resource_id, data, created_at) values (?, ?, 'inventory.updated', 'product', ?, '{}', ?)`,
    );
    const delivery = seed.prepare(
      `insert into webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, resource_key, created_at, updated_at) values (?, ?, ?, ?, 1, ?, 'product:1', ?, ?)`,
    );
    seed.transaction(() => {
      for (let id = 1; id <= 20; id++) endpoint.run(id, now, now);
      for (let id = 1; id <= HISTORY; id++) {
        event.run(id, id, id, now);
        const pending = id > HISTORY - PENDING;
        delivery.run(id, id, (id % 20) + 1, pending ? 'pending' : id % 500 === 0 ? 'failed' : 'delivered', pending ? now : null, now, now);
      }
      seed.prepare('insert into fan_out_rounds (through_version, through_id, fanned_out_at) values (?, ?, ?)').run(HISTORY - WAITING, HISTORY - WAITING, now);
    })();
    seed.close();
    // Opening the database as the service does gathers the statistics.
    await connect(`sqlite:${file}`).destroy();
  });
  after(() => remove());

  it('counts the events after the fan-out position, the pending deliveries and the failed ones by index', async () => {
    const statements = await backlogStatements(`sqlite:${file}`);
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      const plans = statements.map((q) =>
        raw
          .prepare(`explain query plan ${withStableParameters(q.sql)}`)
          .all(...q.parameters)
          .map((r) => (r as { detail: string }).detail)
          .join(' | '),
      );
      assertIndexed(plans, /SCAN (events|webhook_deliveries|e|d)\b/);
    } finally {
      raw.close();
    }
  });
});

describe('GET /metrics reads the outbox along indexes (PostgreSQL, with statistics)', { skip: BACKEND !== 'postgres' }, () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
    const at = new Date().toISOString();
    await sql`insert into webhook_endpoints (id, url, events, secret, enabled, created_at, updated_at)
      select i, 'https://example.com/hook', '[]', 'sealed', 1, ${at}, ${at} from generate_series(1, 20) i`.execute(ctx.db);
    await sql`insert into events (id, type, resource_type, resource_id, data, created_at)
      select i, 'inventory.updated', 'product', i, '{}', ${at} from generate_series(1, ${HISTORY}::int) i`.execute(ctx.db);
    await sql`insert into webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, resource_key, created_at, updated_at)
      select i, i, i % 20 + 1,
        case when i > ${HISTORY - PENDING}::int then 'pending' when i % 500 = 0 then 'failed' else 'delivered' end,
        1, case when i > ${HISTORY - PENDING}::int then ${at} end, 'product:1', ${at}, ${at}
      from generate_series(1, ${HISTORY}::int) i`.execute(ctx.db);
    // Every event was written by one transaction: one version, the last WAITING events after the position.
    await sql`insert into fan_out_rounds (through_version, through_id, fanned_out_at)
      select max(sync_version), ${HISTORY - WAITING}::int, ${at} from events`.execute(ctx.db);
    await sql`vacuum analyze`.execute(ctx.db);
  });
  after(async () => {
    await ctx.close();
  });

  it('counts the events after the fan-out position, the pending deliveries and the failed ones by index', async () => {
    const statements = await backlogStatements(ctx.databaseUrl, ctx.schema);
    const client = new pg.Client({ connectionString: ctx.databaseUrl, options: `-c search_path=${ctx.schema}` });
    await client.connect();
    try {
      const plans: string[] = [];
      for (const q of statements) {
        const { rows } = await client.query(`explain ${q.sql}`, [...q.parameters]);
        plans.push(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      assertIndexed(plans, /Seq Scan on (events|webhook_deliveries)\b/);
    } finally {
      await client.end();
    }
  });
});
