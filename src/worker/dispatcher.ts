import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Keyring } from '../domain/secrets/keyring.ts';
import { claimDue, type ClaimedDelivery } from '../domain/webhooks/claim-deliveries.ts';
import { FAN_OUT_BATCH, fanOut, fanOutCommitted } from '../domain/webhooks/fan-out.ts';
import { recordOutcome, type DeliveryState } from '../domain/webhooks/record-outcome.ts';
import { RETRY_DELAYS_MS } from '../domain/webhooks/retry-schedule.ts';
import { openSigningSecret } from '../domain/webhooks/sealed-secrets.ts';
import { postWebhook, type SendOutcome } from '../domain/webhooks/send-webhook.ts';
import { signatureHeaders } from '../domain/webhooks/signing.ts';
import type { Log } from './log.ts';

export type DispatcherOptions = {
  /** Pause of an idle dispatcher between looks for new events and due deliveries. */
  pollMs: number;
  /** Deliveries sent at the same time. */
  concurrency: number;
  /** Time allowed for one attempt. */
  timeoutMs: number;
  allowPrivate: boolean;
  /** Waits before each retry (tests shorten it; see retry-schedule.ts). */
  retryDelaysMs: readonly number[];
  /** Told what became of each attempt once it is recorded (`dockside serve` counts them for GET /metrics). */
  onOutcome?: (state: DeliveryState) => void;
};

export type Dispatcher = { stop: () => Promise<void> };

// Fan-out batches per step: bounded, so that a flood of events does not hold back deliveries already due.
const FAN_OUT_ROUNDS = 10;
// A lease outlives the attempt it covers: the attempt's own timeout plus time to record the outcome.
const LEASE_MARGIN_MS = 30_000;

/** The dispatcher settings of a configuration, with the production retry schedule. */
function dispatcherOptions(config: Config): DispatcherOptions {
  return {
    pollMs: config.dispatcherPollMs,
    concurrency: config.dispatcherConcurrency,
    timeoutMs: config.webhookTimeoutMs,
    allowPrivate: config.webhookAllowPrivate,
    retryDelaysMs: RETRY_DELAYS_MS,
  };
}

/**
 * Runs the webhook dispatcher until stopped (docs/events.md): turns new events into deliveries, sends due
 * deliveries up to `concurrency` at a time, each outside any transaction, and records the outcomes.
 * Any number of dispatchers may run against one database. `stop` starts no new attempt, lets the ones
 * in flight finish and record their outcome (each is bounded by the timeout), and resolves once nothing
 * of the dispatcher touches the database; called again, it answers the same promise.
 */
export function startDispatcher(db: Db, keyring: Keyring, config: Config, log: Log, overrides: Partial<DispatcherOptions> = {}): Dispatcher {
  const options = { ...dispatcherOptions(config), ...overrides };
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const step = async (): Promise<boolean> => {
    const moreEvents = await fanOutNew(db);
    // Asked to stop while fanning out: claim nothing more. A claim is an attempt begun (its lease taken),
    // so none is made that the shutdown would then have to wait for or leave to its lease.
    if (stopping) return false;
    const free = options.concurrency - inFlight.size;
    if (free <= 0) return true;
    const claimed = await claimDue(db, free, options.timeoutMs + LEASE_MARGIN_MS);
    for (const delivery of claimed) {
      const sending: Promise<void> = deliver(db, keyring, delivery, options, log)
        .then(
          () => undefined,
          (error: unknown) =>
            log.error({ err: error, delivery: delivery.id }, 'webhook delivery: recording the outcome failed; the lease will expire and it is sent again'),
        )
        .finally(() => {
          inFlight.delete(sending);
          wake();
        });
      inFlight.add(sending);
    }
    return moreEvents || claimed.length === free;
  };

  const loop = (async () => {
    log.info({ poll_ms: options.pollMs, concurrency: options.concurrency }, 'webhook dispatcher started');
    while (!stopping) {
      let busy = false;
      try {
        busy = await step();
      } catch (error) {
        log.error({ err: error }, 'webhook dispatcher: step failed; trying again after the poll interval');
      }
      if (stopping) break;
      // More work and a free slot: go on at once. Otherwise wait for the poll interval or a finished send.
      if (!busy || inFlight.size >= options.concurrency) await pause(options.pollMs);
    }
  })();

  let stopped: Promise<void> | null = null;
  const stop = async () => {
    stopping = true;
    wake();
    log.info({ in_flight: inFlight.size }, 'webhook dispatcher stopping: finishing the attempts in flight');
    await loop;
    await Promise.allSettled([...inFlight]);
    log.info({}, 'webhook dispatcher stopped');
  };
  return { stop: () => (stopped ??= stop()) };
}

/**
 * One pass, for tests and one-shot runs: fans out every event committed before it, sends the deliveries
 * due now (at most `concurrency`) and waits for their outcomes. Answers what became of each delivery sent.
 */
export async function dispatchOnce(db: Db, keyring: Keyring, options: DispatcherOptions, log: Log): Promise<DeliveryState[]> {
  await fanOutCommitted(db);
  const claimed = await claimDue(db, options.concurrency, options.timeoutMs + LEASE_MARGIN_MS);
  return Promise.all(claimed.map((delivery) => deliver(db, keyring, delivery, options, log)));
}

/** The signature headers of a delivery, or the failed attempt it is when its secrets do not open. */
function signedHeaders(keyring: Keyring, delivery: ClaimedDelivery): { signed: Record<string, string> } | { refused: SendOutcome } {
  try {
    const secrets = delivery.sealedSecrets.map((sealed) => openSigningSecret(keyring, sealed));
    return { signed: signatureHeaders(secrets, delivery.webhookId, delivery.body) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { refused: { ok: false, statusCode: null, error: `not sent: the signing secret does not open (${reason})` } };
  }
}

/** Fans out up to FAN_OUT_ROUNDS batches; true when events are still waiting. */
async function fanOutNew(db: Db): Promise<boolean> {
  for (let round = 0; round < FAN_OUT_ROUNDS; round++) {
    if ((await fanOut(db)) < FAN_OUT_BATCH) return false;
  }
  return true;
}

/**
 * Signs and sends one claimed delivery, then records the outcome. A secret this process cannot open (its
 * master key lacks the one it was sealed under) fails the attempt without sending: it is retried on the
 * schedule like any failure, and the log says why.
 */
async function deliver(db: Db, keyring: Keyring, delivery: ClaimedDelivery, options: DispatcherOptions, log: Log): Promise<DeliveryState> {
  const headers = signedHeaders(keyring, delivery);
  const outcome = 'refused' in headers ? headers.refused : await postWebhook(delivery.url, headers.signed, delivery.body, options);
  const state = await recordOutcome(db, delivery, outcome, options.retryDelaysMs);
  options.onOutcome?.(state);
  const fields = {
    delivery: delivery.id,
    event: delivery.eventId,
    endpoint: delivery.endpointId,
    attempt: delivery.attempts + 1,
    status_code: outcome.statusCode,
    error: outcome.error,
  };
  if (state === 'delivered') log.debug(fields, 'webhook delivered');
  else if (state === 'retrying') log.warn(fields, 'webhook attempt failed; retrying later');
  else if (state === 'failed') log.error(fields, 'webhook delivery failed for good after the last retry');
  else log.warn(fields, 'webhook attempt outlived its lease; its outcome was not recorded');
  return state;
}
