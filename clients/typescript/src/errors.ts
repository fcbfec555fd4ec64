// The errors the client throws, each a class an integrator can catch by `instanceof`.
import type { ErrorCode, Problem } from './types.ts';

/** An answer that is not a success and not a Dockside problem (an intermediary's 502 page, an empty 500). */
export class DocksideHttpError extends Error {
  override name = 'DocksideHttpError';
  /** The HTTP status. */
  readonly status: number;
  /** The answer's `X-Request-Id`, when it carries one: quote it when reporting a problem. */
  readonly requestId: string | null;
  /** The Idempotency-Key the request was sent with (PUT, POST): resend the same body with it to retry safely. */
  readonly idempotencyKey: string | null;
  /** The parsed body (JSON when it was JSON, else the text). */
  readonly body: unknown;

  constructor(message: string, response: Response, body: unknown, idempotencyKey: string | null) {
    super(message);
    this.status = response.status;
    this.requestId = response.headers.get('x-request-id');
    this.idempotencyKey = idempotencyKey;
    this.body = body;
  }
}

/** A whole-request error answered by Dockside as `application/problem+json` (RFC 9457). */
export class DocksideProblemError extends DocksideHttpError {
  override name = 'DocksideProblemError';
  /** The stable code to program against (`validation_failed`, `rate_limited`, ...). */
  readonly code: ErrorCode;
  readonly title: string;
  readonly detail: string;
  /** What is wrong, each with a JSON Pointer into the request body (null for a query parameter or header). */
  readonly errors: Problem['errors'];
  /** The problem as answered. */
  readonly problem: Problem;

  constructor(response: Response, problem: Problem, idempotencyKey: string | null) {
    super(`${problem.status} ${problem.code}: ${problem.detail} (request ${problem.request_id})`, response, problem, idempotencyKey);
    this.code = problem.code;
    this.title = problem.title;
    this.detail = problem.detail;
    this.errors = problem.errors;
    this.problem = problem;
  }
}

/**
 * 400 `invalid_sync_token`: the stored token (or a cursor) is malformed, or was given for another list
 * or other filters. Send it with the filters it came with, or start a new sync from a plain listing.
 */
export class InvalidSyncTokenError extends DocksideProblemError {
  override name = 'InvalidSyncTokenError';
}

/** No answer: every attempt failed on the network or ran out of time (`timedOut`). */
export class DocksideNetworkError extends Error {
  override name = 'DocksideNetworkError';
  /** Attempts made, the first included. */
  readonly attempts: number;
  /** True when the last attempt ran out of its time (`timeoutMs`) rather than failing on the network. */
  readonly timedOut: boolean;
  /** The Idempotency-Key the request was sent with (PUT, POST): resend the same body with it to retry safely. */
  readonly idempotencyKey: string | null;

  constructor(message: string, options: { attempts: number; timedOut: boolean; idempotencyKey: string | null; cause: unknown }) {
    super(message, { cause: options.cause });
    this.attempts = options.attempts;
    this.timedOut = options.timedOut;
    this.idempotencyKey = options.idempotencyKey;
  }
}

/** A body has the shape of a Dockside problem. */
export function isProblem(body: unknown): body is Problem {
  if (body === null || typeof body !== 'object') return false;
  const problem = body as Record<string, unknown>;
  return typeof problem.code === 'string' && typeof problem.status === 'number' && typeof problem.request_id === 'string' && Array.isArray(problem.errors);
}

/** The error for an answer that is not a success: a typed problem when Dockside answered one. */
export function answerError(response: Response, body: unknown): DocksideHttpError {
  const idempotencyKey = sentIdempotencyKey(response);
  if (!isProblem(body)) {
    return new DocksideHttpError(`${response.status} ${response.statusText || 'error'}: the answer is not a Dockside problem`, response, body, idempotencyKey);
  }
  if (body.code === 'invalid_sync_token') return new InvalidSyncTokenError(response, body, idempotencyKey);
  return new DocksideProblemError(response, body, idempotencyKey);
}

/**
 * The data of an openapi-fetch result, or the error it holds thrown as a DocksideHttpError /
 * DocksideProblemError: `const carriers = unwrap(await client.GET('/services/3pl/v1/carriers.json'))`.
 */
export function unwrap<Result extends { data?: unknown; error?: unknown; response: Response }>(result: Result): Exclude<Result['data'], undefined> {
  if (!result.response.ok) throw answerError(result.response, result.error);
  return result.data as Exclude<Result['data'], undefined>;
}

// The retrying fetch (retry.ts) records the key it sent on the answer, so that errors can name it.
const SENT_KEYS = new WeakMap<Response, string>();

/** Remembers the Idempotency-Key a response answered. */
export function recordIdempotencyKey(response: Response, key: string): void {
  SENT_KEYS.set(response, key);
}

/** The Idempotency-Key a response answered, when the request carried one. */
export function sentIdempotencyKey(response: Response): string | null {
  return SENT_KEYS.get(response) ?? null;
}
