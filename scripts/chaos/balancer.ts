import { setTimeout as sleep } from 'node:timers/promises';
import { present } from '../../src/domain/shared/invariants.ts';

/** What the run's clients sent and what came back, over every request of the run. */
export type RequestTally = {
  /** HTTP requests sent, retries included. */
  sent: number;
  /** Requests that got a definitive answer (2xx, or a 4xx that is no invitation to retry). */
  answered: number;
  /** Sends that were repeated: after a connection error, a 5xx, a 503/429 or `409 idempotency_key_in_use`. */
  retried: number;
  /** Sends that got no answer at all: the process was killed before or while it answered, or was starting. */
  connectionErrors: number;
  /** 5xx answers by route (`POST /api/v1/orders`): a killed process gives a connection error, never one of these. */
  serverErrors: Record<string, number>;
  /** Requests that still had no definitive answer when the run stopped retrying. */
  unresolved: number;
};

/** A definitive answer, its body parsed when it is JSON. */
export type Answer = { status: number; body: any; headers: Headers; replayed: boolean };

export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** The route as counted in `serverErrors`, without ids (`PUT /services/3pl/v1/customer-shipments/ship.json`). */
  route: string;
  apiKey: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The server to send to whenever it is up (a poller's own); the others while it is down. */
  prefer?: number;
};

/** Codes of a 409 that says "the same request, a moment later", not "refused". */
const RETRY_CONFLICTS = new Set(['idempotency_key_in_use', 'concurrent_update']);
/** One send waits at most this long for its answer; a killed server answers at once with a closed connection. */
const SEND_TIMEOUT_MS = 30_000;
/** A server that refused a connection is passed over for this long: it is down or starting. */
const DOWN_MS = 500;

/** Nothing sent yet. */
function emptyRequestTally(): RequestTally {
  return { sent: 0, answered: 0, retried: 0, connectionErrors: 0, serverErrors: {}, unresolved: 0 };
}

/**
 * A client-side load balancer over the run's `dockside serve` processes: each send goes to the next
 * server in turn, and a request is sent again (same body, same Idempotency-Key) to another server on
 * a connection error, a 5xx, 503, 429 or `409 idempotency_key_in_use`, until it gets a definitive
 * answer or `until` passes. A request is never sent to two servers at once: a retry goes out only
 * once the send before it has failed.
 */
export class Balancer {
  readonly tally: RequestTally = emptyRequestTally();
  readonly #urls: string[];
  /** Per server: until when it is passed over after a connection error (epoch ms). */
  readonly #downUntil: number[];
  #next = 0;

  constructor(urls: string[]) {
    this.#urls = urls;
    this.#downUntil = urls.map(() => 0);
  }

  /** The servers' base URLs (`http://127.0.0.1:PORT`). */
  get urls(): readonly string[] {
    return this.#urls;
  }

  /** Sends `request` until it gets a definitive answer; null when `until` (epoch ms) passed first. */
  async send(request: ApiRequest, until: number): Promise<Answer | null> {
    for (let attempt = 0; Date.now() < until; attempt++) {
      if (attempt > 0) this.tally.retried++;
      const server = this.#pick(request.prefer);
      const answer = await this.#sendOnce(present(this.#urls[server], `the URL of server ${server}`), request);
      if (answer === null) this.#downUntil[server] = Date.now() + DOWN_MS;
      if (answer !== null && !this.#retryable(request, answer)) {
        this.tally.answered++;
        return answer;
      }
      await sleep(answer === null ? 50 : retryPause(answer, attempt));
    }
    this.tally.unresolved++;
    return null;
  }

  /**
   * The preferred server, else the next in turn, passing over servers that refused a connection in the
   * last DOWN_MS as a load balancer's health check would (all of them down: the next in turn all the same).
   */
  #pick(prefer: number | undefined): number {
    const now = Date.now();
    if (prefer !== undefined && present(this.#downUntil[prefer], `the down time of server ${prefer}`) <= now) return prefer;
    for (let tries = 0; tries < this.#urls.length; tries++) {
      const server = this.#next++ % this.#urls.length;
      if (present(this.#downUntil[server], `the down time of server ${server}`) <= now) return server;
    }
    return this.#next++ % this.#urls.length;
  }

  async #sendOnce(base: string, request: ApiRequest): Promise<Answer | null> {
    const headers: Record<string, string> = { authorization: `Bearer ${request.apiKey}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    this.tally.sent++;
    try {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: parseJson(text), headers: response.headers, replayed: response.headers.get('idempotent-replayed') === 'true' };
    } catch {
      // Refused (the server is down or starting), reset or cut mid-answer (killed while answering).
      this.tally.connectionErrors++;
      return null;
    }
  }

  #retryable(request: ApiRequest, answer: Answer): boolean {
    if (answer.status >= 500) {
      if (answer.status !== 503) this.tally.serverErrors[request.route] = (this.tally.serverErrors[request.route] ?? 0) + 1;
      return true;
    }
    return answer.status === 429 || (answer.status === 409 && RETRY_CONFLICTS.has(answer.body?.code));
  }
}

/** Retry-After when the answer names it, else a short pause growing with the attempts (at most 1 s). */
function retryPause(answer: Answer, attempt: number): number {
  const after = Number(answer.headers.get('retry-after'));
  if (after > 0) return Math.min(after, 5) * 1000;
  return Math.min(1000, 50 * (attempt + 1));
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}
