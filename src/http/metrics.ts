import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect.ts';
import type { DeliveryState } from '../domain/webhooks/record-outcome.ts';
import { registerDatabaseMetrics } from './database-metrics.ts';
import type { CacheCounts } from './record-cache.ts';

/** The content type of GET /metrics: the Prometheus text format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** The `route` label of a request that matched no route (404, 405, a malformed URL): one value for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * How one element of a batch write ended, as `dockside_batch_elements_total` counts it: `ok` applied,
 * `failed` refused by a rule, `duplicate` named a record an earlier element named, `rolled_back` succeeded
 * but its atomic batch was rolled back, `error` failed unexpectedly (a bug or an outage).
 */
export type BatchElementOutcome = 'ok' | 'failed' | 'duplicate' | 'rolled_back' | 'error';

/** This app's metrics: its own registry and what the rest of the process reports into it. */
export type Metrics = {
  registry: Registry;
  /** Counts the elements of one batch answer of `route` (its pattern) by outcome. */
  countBatch: (route: string, tally: Record<BatchElementOutcome, number>) => void;
  /** Counts one webhook attempt this process made, by what became of the delivery. */
  countAttempt: (state: DeliveryState) => void;
  /** Reports a poll record cache's hits and misses under the route that uses it. */
  watchRecordCache: (route: string, counts: CacheCounts) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const DELIVERY_STATES: DeliveryState[] = ['delivered', 'retrying', 'failed', 'lost'];

// From 1 ms (a poll answered from the record cache) to 30 s (a large CSV import).
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Gives the app its metrics (docs/operations.md "Metrics") as `app.metrics`: a registry of its own, so
 * that several apps in one process (the tests) never share a series, with Node.js's process metrics, the
 * series read from the database at scrape time, and the request latency histogram, observed once per
 * answer in an onResponse hook (its `_count` is the request count).
 */
export function registerMetrics(app: FastifyInstance, db: Db): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerDatabaseMetrics(registry, db, app.log);
  const duration = new Histogram({
    name: 'dockside_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.decorate('metrics', {
    registry,
    countBatch: batchCounter(registry),
    countAttempt: attemptCounter(registry),
    watchRecordCache: recordCacheCounters(registry),
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe({ route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

function batchCounter(registry: Registry): Metrics['countBatch'] {
  const elements = new Counter({
    name: 'dockside_batch_elements_total',
    help: 'Elements of the 3PL batch writes answered, by route and outcome: ok, failed, duplicate, rolled_back (atomic batch), error (unexpected)',
    labelNames: ['route', 'outcome'],
    registers: [registry],
  });
  return (route, tally) => {
    for (const [outcome, count] of Object.entries(tally)) if (count > 0) elements.inc({ route, outcome }, count);
  };
}

function attemptCounter(registry: Registry): Metrics['countAttempt'] {
  const attempts = new Counter({
    name: 'dockside_webhook_attempts_total',
    help: 'Webhook attempts this process made, by what became of the delivery: delivered, retrying, failed (retries spent), lost (lease passed on)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome from the start, so that a rate over the first failure has a zero to start from.
  for (const outcome of DELIVERY_STATES) attempts.inc({ outcome }, 0);
  return (state) => attempts.inc({ outcome: state });
}

/**
 * The caches count in plain numbers on the poll's path; the counters take them over at each scrape,
 * so a poll pays no more than an addition.
 */
function recordCacheCounters(registry: Registry): Metrics['watchRecordCache'] {
  const watched = new Map<string, CacheCounts>();
  const counter = (name: string, help: string, read: (counts: CacheCounts, layer: 'page' | 'record') => number) =>
    new Counter({
      name,
      help,
      labelNames: ['route', 'layer'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [route, counts] of watched) {
          for (const layer of ['page', 'record'] as const) this.inc({ route, layer }, read(counts, layer));
        }
      },
    });
  counter(
    'dockside_record_cache_hits_total',
    'Poll record cache hits, by route and layer: page (a page answered whole), record (a kept record in an assembled page)',
    (counts, layer) => (layer === 'page' ? counts.pageHits : counts.recordHits),
  );
  counter(
    'dockside_record_cache_misses_total',
    'Poll record cache misses, by route and layer: page (a page assembled), record (a record built from the database)',
    (counts, layer) => (layer === 'page' ? counts.pageMisses : counts.recordMisses),
  );
  return (route, counts) => {
    watched.set(route, counts);
  };
}
