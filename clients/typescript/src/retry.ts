// Safe retries (README "Retries"): every PUT and POST carries an Idempotency-Key, the same on each attempt
// of one call, so that a retry after a lost answer is answered from what the first attempt stored
// instead of applying twice (docs/3pl-api.md section 9).
import { DocksideNetworkError, isProblem, recordIdempotencyKey } from './errors.ts';

/** How the client retries. Every field has a default. */
export type RetryOptions = {
  /** Attempts in all, the first included (default 5). 1 sends each request once. */
  maxAttempts?: number;
  /** The backoff ceiling before the first retry, doubled for each further one (default 250 ms). */
  baseDelayMs?: number;
  /** The highest backoff ceiling (default 15 s). Each wait is a random time below the ceiling ("full jitter"). */
  maxDelayMs?: number;
  /** The longest `Retry-After` the client waits for; an answer asking for more is returned as it is (default 60 s). */
  maxRetryAfterMs?: number;
  /** Time allowed for one attempt, from sending to the whole answer read (default 30 s). */
  timeoutMs?: number;
  /** Called before each wait: to log retries. */
  onRetry?: (retry: RetryEvent) => void;
};

/** What the client is about to retry, and why. */
export type RetryEvent = {
  method: string;
  url: string;
  /** The attempt that failed, from 1. */
  attempt: number;
  /** The wait before the next attempt. */
  delayMs: number;
  /** `status 429`, `status 503`, `network error`, `timeout`, ... */
  reason: string;
  idempotencyKey: string | null;
};

type Policy = Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;

/** A fetch as openapi-fetch calls it. */
export type Fetch = (request: Request) => Promise<Response>;

const DEFAULTS: Policy = { maxAttempts: 5, baseDelayMs: 250, maxDelayMs: 15_000, maxRetryAfterMs: 60_000, timeoutMs: 30_000 };

/** Methods that write: Dockside stores their first answer per Idempotency-Key. */
const KEYED_METHODS = new Set(['PUT', 'POST']);
/** Methods that change nothing: a repeat is always harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers with no body, which a Response may not be built with. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The retry policy with defaults filled in; `false` sends every request once. */
export function retryPolicy(options: RetryOptions | false | undefined): Policy {
  if (options === false) return { ...DEFAULTS, maxAttempts: 1 };
  const policy = { ...DEFAULTS, ...options };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) throw new RangeError('retry.maxAttempts must be an integer of at least 1');
  return policy;
}

/**
 * A fetch that sends a request up to `maxAttempts` times (see `retryVerdict` for when), with an
 * Idempotency-Key on every PUT and POST (the caller's, or a new UUID kept for all attempts), a time
 * limit per attempt, and the caller's abort signal obeyed at once, between attempts too.
 */
export function retryingFetch(send: Fetch, policy: Policy): Fetch {
  return async (request) => {
    const headers = new Headers(request.headers);
    const key = idempotencyKeyFor(request.method, headers);
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const replayable = SAFE_METHODS.has(request.method) || key !== null;
    for (let attempt = 1; ; attempt++) {
      const outcome = await attemptOnce(send, request, { headers, body, key, timeoutMs: policy.timeoutMs });
      const last = attempt >= policy.maxAttempts;
      if (outcome.response) {
        const verdict = retryVerdict(outcome.response, outcome.text, replayable, policy);
        if (last || verdict === null) return outcome.response;
        await waitToRetry(request, policy, { attempt, key, reason: verdict.reason, delayMs: verdict.delayMs ?? backoffDelay(attempt, policy) });
        continue;
      }
      if (last || !replayable) {
        const what = outcome.timedOut ? `no answer within ${policy.timeoutMs} ms` : 'a network error';
        throw new DocksideNetworkError(`${request.method} ${request.url}: ${what} after ${attempt} attempt(s)`, {
          attempts: attempt,
          timedOut: outcome.timedOut,
          idempotencyKey: key,
          cause: outcome.error,
        });
      }
      await waitToRetry(request, policy, { attempt, key, reason: outcome.timedOut ? 'timeout' : 'network error', delayMs: backoffDelay(attempt, policy) });
    }
  };
}

/** The Idempotency-Key of a PUT or POST: the caller's header, else a new one, set in the headers sent. */
function idempotencyKeyFor(method: string, headers: Headers): string | null {
  if (!KEYED_METHODS.has(method)) return null;
  const given = headers.get('idempotency-key');
  if (given) return given;
  const key = globalThis.crypto.randomUUID();
  headers.set('idempotency-key', key);
  return key;
}

type Outcome =
  | { response: Response; text: string; error?: undefined; timedOut?: undefined }
  | { response?: undefined; text?: undefined; error: unknown; timedOut: boolean };

/**
 * One attempt: a fresh Request (a body can be read once), the whole answer read within the time limit,
 * and handed on as a new Response over the bytes read. An abort by the caller is thrown as it is.
 */
async function attemptOnce(
  send: Fetch,
  request: Request,
  options: { headers: Headers; body: ArrayBuffer | undefined; key: string | null; timeoutMs: number },
): Promise<Outcome> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new Error(`timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
  try {
    const attempt = new Request(request.url, {
      method: request.method,
      headers: options.headers,
      body: options.body ?? null,
      redirect: request.redirect,
      signal: AbortSignal.any([request.signal, timer.signal]),
    });
    const answer = await send(attempt);
    const bytes = await answer.arrayBuffer();
    const response = new Response(NULL_BODY_STATUSES.has(answer.status) ? null : bytes, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
    if (options.key !== null) recordIdempotencyKey(response, options.key);
    return { response, text: new TextDecoder().decode(bytes) };
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    return { error, timedOut: timer.signal.aborted };
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Whether an answer is worth another attempt, and after how long (`delayMs` when the answer says:
 * `Retry-After`; else the backoff). Retried:
 * - 429 (any method: a refused request applied nothing), after `Retry-After` (plus up to `baseDelayMs`) when it
 *   is at most `maxRetryAfterMs`;
 * - 503 (any method: the instance is shutting down or not ready, nothing applied), after `Retry-After` if given;
 * - 409 `idempotency_key_in_use`: the first attempt is still running;
 * - 408, 502, 504, and a 500 that is not a Dockside problem (an intermediary's): the request may or may not
 *   have run, so only when a repeat is harmless (GET, or PUT/POST under their Idempotency-Key).
 * Not retried: Dockside's own 500 `internal_error` (something unexpected failed; the same request usually
 * fails the same way, so it is thrown with its request_id, and its Idempotency-Key to retry later) and
 * every other answer.
 */
export function retryVerdict(
  response: Response,
  text: string,
  replayable: boolean,
  policy: Pick<Policy, 'maxRetryAfterMs' | 'baseDelayMs'>,
): { reason: string; delayMs?: number } | null {
  const reason = `status ${response.status}`;
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  if (response.status === 429 || response.status === 503) {
    if (retryAfter === null) return { reason };
    // A little spread above Retry-After, so that clients limited together do not all come back at once.
    return retryAfter <= policy.maxRetryAfterMs ? { reason, delayMs: retryAfter + Math.floor(Math.random() * policy.baseDelayMs) } : null;
  }
  if (response.status === 409) return problemCode(text) === 'idempotency_key_in_use' ? { reason: 'idempotency_key_in_use' } : null;
  if (!replayable) return null;
  if ([408, 502, 504].includes(response.status)) return { reason };
  if (response.status === 500 && problemCode(text) === null) return { reason };
  return null;
}

function problemCode(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    return isProblem(body) ? body.code : null;
  } catch {
    return null;
  }
}

/** `Retry-After` in milliseconds: delay seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Capped exponential backoff with full jitter: a random wait below min(maxDelayMs, baseDelayMs * 2^(attempt-1)). */
export function backoffDelay(attempt: number, policy: Pick<Policy, 'baseDelayMs' | 'maxDelayMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

async function waitToRetry(request: Request, policy: Policy, retry: { attempt: number; key: string | null; reason: string; delayMs: number }): Promise<void> {
  policy.onRetry?.({
    method: request.method,
    url: request.url,
    attempt: retry.attempt,
    delayMs: retry.delayMs,
    reason: retry.reason,
    idempotencyKey: retry.key,
  });
  await sleep(retry.delayMs, request.signal);
}

/** Waits, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
