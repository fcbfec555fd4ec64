import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { dbKind, poolUse, type Db } from '../db/connect.ts';
import { syncHorizonAge } from '../domain/shared/sync-horizon-age.ts';
import { readOutboxBacklog, type OutboxBacklog } from '../domain/webhooks/backlog.ts';

/** What one scrape reads from the database: the same for every process that shares it. */
type DatabaseFigures = { backlog: OutboxBacklog; horizonAge: number | null; readAt: number };

/** A gauge's samples: label values and value. */
type Samples = [Record<string, string>, number][];

/**
 * Registers the series read from the database at scrape time (docs/operations.md "Metrics"): the outbox
 * backlog, the deliveries by state, the age of the oldest event still to be delivered, the sync
 * horizon's age (PostgreSQL), whether those reads answered, and the pool's use. One read serves every
 * gauge of a scrape. When the database does not answer, `dockside_database_up` is 0 and its series are
 * left out (not reported as zeros), while the process's own series are answered as usual.
 */
export function registerDatabaseMetrics(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  const figures = sharedRead(async (): Promise<DatabaseFigures | null> => {
    try {
      return { backlog: await readOutboxBacklog(db), horizonAge: await syncHorizonAge(db), readAt: Date.now() };
    } catch (error) {
      log.warn({ err: error }, 'metrics: the database did not answer the scrape; its series are left out');
      return null;
    }
  });
  const gauge = (name: string, help: string, labelNames: string[], samples: (f: DatabaseFigures) => Samples) =>
    figureGauge(registry, figures, name, help, labelNames, samples);
  // First: prom-client collects in the order of registration, so the pool is read before this scrape's
  // own queries ask it for a connection.
  registerPoolMetrics(registry, db);

  new Gauge({
    name: 'dockside_database_up',
    help: "1 when the database answered this scrape's reads, else 0 (the series read from it are then left out)",
    registers: [registry],
    async collect() {
      this.set((await figures()) === null ? 0 : 1);
    },
  });
  gauge('dockside_outbox_pending_events', 'Events written and not yet fanned out into webhook deliveries', [], (f) => [[{}, f.backlog.eventsWaiting]]);
  gauge(
    'dockside_webhook_deliveries',
    'Webhook deliveries not delivered, by state: pending (not tried yet), retrying, held (endpoint disabled), failed (retries spent)',
    ['state'],
    (f) => Object.entries(f.backlog.deliveries).map(([state, count]) => [{ state }, count]),
  );
  gauge(
    'dockside_outbox_oldest_event_age_seconds',
    'Age of the oldest event not yet delivered (waiting for fan-out, or a delivery pending or retrying); 0 when none',
    [],
    (f) => [[{}, ageSeconds(f.backlog.oldestWaitingAt, f.readAt)]],
  );
  // SQLite has no such series: one writer at a time, nothing else can hold its horizon back.
  if (dbKind(db) === 'postgres') {
    gauge(
      'dockside_sync_horizon_age_seconds',
      'How long the oldest transaction still running on the PostgreSQL server has held the sync horizon back; 0 when none',
      [],
      (f) => (f.horizonAge === null ? [] : [[{}, f.horizonAge]]),
    );
  }
}

/**
 * The pool's use at scrape time, from the pool itself. PostgreSQL: connections idle and in use (their sum
 * is the pool's open connections), queries waiting for one, and the pool's size. SQLite has one
 * connection: the size, 1, alone.
 */
function registerPoolMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'dockside_database_pool_max_connections',
    help: 'Connections the database pool may open (DATABASE_POOL_SIZE; 1 on SQLite)',
    registers: [registry],
    collect() {
      this.set(poolUse(db)?.max ?? 1);
    },
  });
  if (poolUse(db) === null) return;
  new Gauge({
    name: 'dockside_database_pool_connections',
    help: 'Open connections of the PostgreSQL pool, by state: idle or in_use',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse(db)!;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'in_use' }, use.total - use.idle);
    },
  });
  new Gauge({
    name: 'dockside_database_pool_waiting_requests',
    help: 'Queries waiting for a connection of the PostgreSQL pool',
    registers: [registry],
    collect() {
      this.set(poolUse(db)!.waiting);
    },
  });
}

/** A gauge set at each scrape from the scrape's figures; without figures it reports nothing. */
function figureGauge(
  registry: Registry,
  figures: () => Promise<DatabaseFigures | null>,
  name: string,
  help: string,
  labelNames: string[],
  samples: (f: DatabaseFigures) => Samples,
): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      const found = await figures();
      this.reset();
      const values = found === null ? [] : samples(found);
      // A gauge without labels keeps a value after reset: left out, it says "unknown", not zero.
      if (values.length === 0 && labelNames.length === 0) this.remove();
      for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

/**
 * `read`, run once for every caller that asks while it runs: the collect callbacks of one scrape all
 * start together (prom-client collects every metric at once), so they share one set of queries.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

function ageSeconds(since: string | null, now: number): number {
  return since === null ? 0 : Math.max(0, (now - Date.parse(since)) / 1000);
}
