import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateMasterKey } from '../../src/domain/secrets/keyring.ts';
import { Random } from '../../src/simulator/random.ts';
import { Balancer } from './balancer.ts';
import {
  checkAdjustments,
  checkConfirmations,
  checkOrders,
  checkReceipts,
  checkReturns,
  checkSync,
  checkWebhooks,
  emptyFindings,
  webhookBalance,
  type Findings,
  type WebhookBalance,
} from './checks.ts';
import { Cluster, runKiller, type KillTally } from './cluster.ts';
import { LoadDriver } from './load.ts';
import { SyncPoller, finalVersions } from './pollers.ts';
import { Receiver } from './receiver.ts';
import { createSchema, type ChaosSchema } from './schema.ts';
import { setUpMerchant, type Merchant } from './setup.ts';

export type ChaosOptions = {
  /** The PostgreSQL server (DATABASE_URL); the run works in a schema of its own there. */
  databaseUrl: string;
  /** Seconds of load and kills. */
  durationS: number;
  seed: number;
  /** Requests the load driver has in flight at once. */
  lanes: number;
  /** Seconds, at most, for the workers to deliver what the outbox holds and the pollers to catch up, after the chaos. */
  drainS: number;
  /** The schema's name; a new one by default. */
  schema?: string;
  servers: number;
  workers: number;
  /** Progress lines (stderr). */
  log: (line: string) => void;
};

/** A request still unanswered this long after the chaos stopped is given up (and counted as unresolved). */
const SETTLE_MS = 60_000;
/** The pollers get at least this long to catch up with the final listing. */
const SYNC_CATCH_UP_MS = 20_000;

const cleanups: (() => Promise<void>)[] = [];
const children: Cluster[] = [];
let cleaning: Promise<void> | null = null;

/**
 * Ends what a run started (processes, receiver, schema), last started first, once: the run calls it
 * when it finishes and the command on SIGINT or SIGTERM, and a second call waits for the first.
 */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  })();
  return cleaning;
}

/** SIGKILL to every process the run started, synchronously (for the process's `exit` handler). */
export function killChildrenNow(): void {
  for (const cluster of children) cluster.killNow();
}

/** Everything the run did, saw and found: printed as one JSON line. */
export type ChaosReport = ReturnType<typeof report>;

/**
 * The chaos run (docs/operations.md "The chaos run"): servers and workers on one PostgreSQL schema, a
 * load driver and pollers through the servers while one process is killed every 2-5 s, then a drain,
 * then the checks.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const schema = await createSchema(options.databaseUrl, options.schema ?? `chaos_${process.pid}_${randomBytes(3).toString('hex')}`);
  cleanups.push(schema.drop);
  const logDir = mkdtempSync(join(tmpdir(), 'dockside-chaos-'));
  const receiver = new Receiver();
  await receiver.listen();
  cleanups.push(() => receiver.close());
  const staffKey = `chaos-staff-${randomBytes(16).toString('hex')}`;
  const cluster = new Cluster({ servers: options.servers, workers: options.workers, logDir, env: processEnv(schema, staffKey) });
  children.push(cluster);
  cleanups.push(() => cluster.stop());
  options.log(`chaos: schema ${schema.name}, ${options.servers} servers and ${options.workers} workers, process logs in ${logDir}`);
  let ok = false;
  try {
    await cluster.start();
    const balancer = new Balancer(cluster.urls);
    const merchant = await setUpMerchant(balancer, staffKey, receiver, Date.now() + SETTLE_MS);
    const chaos = await loadUnderKills(options, cluster, balancer, merchant);
    const result = await drainAndCheck(options, schema, cluster, balancer, merchant, receiver, chaos);
    const out = report(options, schema, balancer, cluster, chaos, result, (Date.now() - started) / 1000);
    ok = out.ok;
    if (!ok) options.log(`chaos: checks failed; process logs kept in ${logDir}`);
    return out;
  } finally {
    await cleanUp();
    if (ok) rmSync(logDir, { recursive: true, force: true });
  }
}

/** The environment of every process: the schema, the keys, delivery to a receiver on 127.0.0.1, no rate limit. */
function processEnv(schema: ChaosSchema, staffKey: string): Record<string, string> {
  return {
    DATABASE_URL: schema.url,
    DOCKSIDE_BOOTSTRAP_STAFF_KEY: staffKey,
    DOCKSIDE_MASTER_KEY: generateMasterKey(),
    DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: '1',
    // The driver is one client sending as fast as it is answered: the per-key limiter would only slow it.
    DOCKSIDE_RATE_LIMIT_PER_SECOND: '0',
    // Five processes share the database with whoever else uses it: 5 connections each.
    DATABASE_POOL_SIZE: '5',
    DOCKSIDE_DISPATCHER_POLL_MS: '100',
    // A killed worker's leases run out after this plus 30 s (src/worker/dispatcher.ts); the receiver answers at once.
    DOCKSIDE_WEBHOOK_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
  };
}

type Chaos = { driver: LoadDriver; pollers: SyncPoller[]; polling: Promise<void>[]; stopPolling: () => void; kills: KillTally; chaosS: number };

/** The load, the pollers and the killer, for `durationS`; resolves once every request of the load has its answer. */
async function loadUnderKills(options: ChaosOptions, cluster: Cluster, balancer: Balancer, merchant: Merchant): Promise<Chaos> {
  const begin = Date.now();
  const stopAt = begin + options.durationS * 1000;
  const driver = new LoadDriver(balancer, merchant, options.seed, stopAt + SETTLE_MS);
  const pollers = cluster.urls.map((_, server) => new SyncPoller(balancer, server, merchant.warehouseKey));
  let pollingStopped = false;
  const polling = pollers.map((poller) => poller.runUntil(() => pollingStopped));
  const killing = runKiller(cluster, Random.for(options.seed, 'killer', 0), stopAt, (member) => {
    options.log(`chaos: ${((Date.now() - begin) / 1000).toFixed(1)} s: killed ${member.name} (kill -9) and started it again`);
  });
  const [kills] = await Promise.all([killing, driver.run(options.lanes, stopAt)]);
  return {
    driver,
    pollers,
    polling,
    stopPolling: () => {
      pollingStopped = true;
    },
    kills,
    chaosS: (Date.now() - begin) / 1000,
  };
}

type Result = { findings: Findings; webhooks: WebhookBalance; finals: number };

/**
 * After the chaos: every process runs again; the workers deliver what the outbox holds (up to `drainS`);
 * the pollers stop, then catch up with the final listing; then the checks.
 */
async function drainAndCheck(
  options: ChaosOptions,
  schema: ChaosSchema,
  cluster: Cluster,
  balancer: Balancer,
  merchant: Merchant,
  receiver: Receiver,
  chaos: Chaos,
): Promise<Result> {
  await cluster.allReady();
  const drainUntil = Date.now() + options.drainS * 1000;
  let webhooks = await webhookBalance(schema.db, receiver, merchant.endpointPaths);
  while (webhooks.missing.length > 0 && Date.now() < drainUntil) {
    await sleep(1_000);
    webhooks = await webhookBalance(schema.db, receiver, merchant.endpointPaths);
  }
  options.log(`chaos: drained: ${webhooks.expected - webhooks.missing.length} of ${webhooks.expected} webhooks received`);
  chaos.stopPolling();
  await Promise.all(chaos.polling);
  const finals = await finalVersions(balancer, merchant.warehouseKey, Date.now() + SETTLE_MS);
  const catchUpUntil = Math.max(drainUntil, Date.now() + SYNC_CATCH_UP_MS);
  for (const poller of chaos.pollers) {
    while (poller.missing(finals).length > 0 && Date.now() < catchUpUntil) {
      await poller.round(catchUpUntil);
      if (poller.missing(finals).length > 0) await sleep(200);
    }
  }
  const findings = emptyFindings();
  const record = chaos.driver.record;
  await checkOrders(schema.db, record, findings);
  await checkAdjustments(schema.db, record, findings);
  await checkConfirmations(schema.db, record, findings);
  await checkReturns(schema.db, record, findings);
  await checkReceipts(schema.db, record, findings);
  checkWebhooks(webhooks, findings);
  await checkSync(schema.db, chaos.pollers, finals, findings);
  return { findings, webhooks, finals: finals.size };
}

/** Mean and longest of durations in milliseconds, in seconds. */
function seconds(durations: number[]): { mean: number; max: number } {
  const round = (ms: number) => Math.round(ms / 100) / 10;
  return { mean: round(durations.reduce((total, ms) => total + ms, 0) / Math.max(1, durations.length)), max: round(Math.max(0, ...durations)) };
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

/** The run's figures and findings; `ok` when nothing was found and every request had its answer. */
function report(options: ChaosOptions, schema: ChaosSchema, balancer: Balancer, cluster: Cluster, chaos: Chaos, result: Result, totalS: number) {
  const { tally } = balancer;
  const record = chaos.driver.record;
  const { findings, webhooks } = result;
  const problems = [...findings.problems, ...cluster.unexpectedExits];
  const unanswered = [...record.orders, ...record.adjustments, ...record.returns].filter((w) => w.status === null).length + (record.refusedBatches.none ?? 0);
  if (unanswered > 0) problems.push(`writes without a definitive answer ${SETTLE_MS / 1000} s after the chaos: ${unanswered}`);
  if (record.repeats.notReplayed > 0) problems.push(`repeats without a key not answered as replays: ${record.repeats.notReplayed}`);
  for (const [code, n] of Object.entries(record.elementErrors)) problems.push(`element error ${code}: ${n}`);
  for (const [what, n] of Object.entries(record.refusedBatches).filter(([w]) => w !== 'none'))
    problems.push(`batch write answered neither 200 nor 207: ${what}: ${n}`);
  return {
    chaos: 'postgresql',
    seed: options.seed,
    schema: schema.name,
    processes: { serve: options.servers, worker: options.workers },
    duration_s: options.durationS,
    // The load's last request may be answered after the kills stop: until then the chaos lasts.
    chaos_s: Math.round(chaos.chaosS * 10) / 10,
    total_s: Math.round(totalS * 10) / 10,
    requests: {
      sent: tally.sent,
      answered: tally.answered,
      retried: tally.retried,
      connection_errors: tally.connectionErrors,
      answers_5xx: sum(tally.serverErrors),
      answers_5xx_by_route: tally.serverErrors,
      unresolved: tally.unresolved,
    },
    killed: {
      total: chaos.kills.serve + chaos.kills.worker,
      ...chaos.kills,
      serve_while_starting: cluster.members.reduce((n, m) => n + m.killsWhileStarting, 0),
    },
    server_restart_to_ready_s: seconds(cluster.restartsMs),
    orders: {
      asked: record.orders.length,
      created: count(record.orders, (o) => o.status === 201),
      refused: count(record.orders, (o) => o.status !== null && o.status >= 300),
    },
    adjustments: {
      asked: record.adjustments.length,
      applied: count(record.adjustments, (a) => a.status === 201),
      refused: count(record.adjustments, (a) => a.status !== null && a.status >= 300),
    },
    confirmations: {
      shipments: record.confirmations.length,
      partial: count(record.confirmations, (c) => c.partial),
      keyed: count(record.confirmations, (c) => c.keyed),
      keyless: count(record.confirmations, (c) => !c.keyed),
    },
    returns: { asked: record.returns.length, created: count(record.returns, (r) => r.status === 201) },
    receipts: record.receipts.length,
    repeats_without_key: record.repeats.sent,
    events: webhooks.events,
    deliveries: { owed: webhooks.expected, received_distinct: webhooks.expected - webhooks.missing.length, requests: webhooks.requests },
    sync: { pollers: chaos.pollers.length, final_versions: result.finals, failed_rounds: chaos.pollers.reduce((n, p) => n + p.failedRounds, 0) },
    duplicates: { total: sum(findings.duplicates), ...findings.duplicates },
    missed: { total: sum(findings.missed), ...findings.missed },
    refused_after_commit: { total: sum(findings.refusedAfterCommit), ...findings.refusedAfterCommit },
    ledger_mismatches: { total: sum(findings.ledger), ...findings.ledger },
    problems,
    ok: problems.length === 0,
  };
}
