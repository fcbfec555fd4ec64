// The batch writes of the 3PL interface for any number of elements: sent in requests of at most 250
// (docs/3pl-api.md section 4, "Limits"), answered per element (200/207, or 422 with `atomic=true`),
// every element's result kept.
import type { Client } from 'openapi-fetch';
import { answerError, type DocksideHttpError, sentIdempotencyKey } from './errors.ts';
import type { paths } from './schema.ts';
import type { BatchElement, BatchElementResult, BatchPath } from './types.ts';

/** The most elements one write request accepts (`too_many_elements` beyond). */
export const MAX_BATCH_ELEMENTS = 250;

export type BatchOptions = {
  /**
   * All elements or none (`?atomic=true`): a failing element leaves the others unapplied (`applied: false`).
   * Atomicity holds within one request, so an atomic batch may hold at most 250 elements.
   */
  atomic?: boolean;
  /**
   * Your Idempotency-Key for the batch: each request of it is sent with this key (one request) or with
   * `<key>.<n>` (request n of several, from 1). Keep it to resend the same batch safely after a crash.
   * Without it every request gets a new random key, the same on each of its retries.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** One request of a batch and how it was answered. */
export type BatchRequest = {
  status: 200 | 207 | 422;
  /** Where its elements start in the batch. */
  offset: number;
  size: number;
  requestId: string | null;
  idempotencyKey: string | null;
  /** The answer is the one stored for an earlier request with the same Idempotency-Key. */
  replayed: boolean;
};

/** The answer to a whole batch. */
export type BatchResult<Result> = {
  /** One result per element, in the order given. Error pointers index the whole batch (`/shipments/260/...`). */
  results: Result[];
  /** The results whose `errors` is not null. */
  failed: Result[];
  /** Every element succeeded and was applied (false when one failed, or an atomic batch was rolled back). */
  ok: boolean;
  requests: BatchRequest[];
};

type Put = (
  path: string,
  init: {
    params: { query?: { atomic: true }; header?: { 'Idempotency-Key': string } };
    body: { shipments: unknown[] };
    signal?: AbortSignal | undefined;
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

type ElementResult = { id: number; errors: { pointer: string | null }[] | null; applied?: boolean };

/**
 * A request of a batch failed as a whole (a problem such as 400 `validation_failed`, 401, 429 after the
 * retries): no further request was sent. `cause` is the DocksideProblemError (or DocksideHttpError; its
 * pointers, like the elements', index the whole batch), `answered` holds the results of the requests
 * answered before it, and the elements from `offset` on were not applied by this call.
 */
export class DocksideBatchError<Result = unknown> extends Error {
  override name = 'DocksideBatchError';
  declare readonly cause: DocksideHttpError;
  readonly answered: BatchResult<Result>;
  readonly offset: number;

  constructor(cause: DocksideHttpError, answered: BatchResult<Result>, offset: number) {
    super(`batch stopped at element ${offset}: ${cause.message}`, { cause });
    this.answered = answered;
    this.offset = offset;
  }
}

/** Sends a batch write of any size in requests of at most 250 elements and answers every element's result. */
export async function sendBatch<P extends BatchPath>(
  client: Client<paths>,
  path: P,
  elements: readonly BatchElement<P>[],
  options: BatchOptions = {},
): Promise<BatchResult<BatchElementResult<P>>> {
  if (options.atomic && elements.length > MAX_BATCH_ELEMENTS) {
    throw new RangeError(`an atomic batch holds at most ${MAX_BATCH_ELEMENTS} elements (one request); got ${elements.length}`);
  }
  // The path is one of four routes, which openapi-fetch's per-path typing cannot follow generically.
  const put = client.PUT as unknown as Put;
  const chunks = chunksOf(elements, MAX_BATCH_ELEMENTS);
  const answered: BatchResult<BatchElementResult<P>> = { results: [], failed: [], ok: true, requests: [] };
  for (const [index, chunk] of chunks.entries()) {
    const offset = index * MAX_BATCH_ELEMENTS;
    const key = chunkKey(options.idempotencyKey, index, chunks.length);
    const { data, error, response } = await put(path, {
      params: { ...(options.atomic ? { query: { atomic: true } } : {}), ...(key === null ? {} : { header: { 'Idempotency-Key': key } }) },
      body: { shipments: [...chunk] },
      signal: options.signal,
    });
    const body = response.ok ? data : error;
    if (!isBatchAnswer(response, body)) throw new DocksideBatchError(answerError(response, atBatchIndex(body, offset)), answered, offset);
    addAnswer(
      answered,
      response,
      body.shipments.map((result) => atBatchIndex(result, offset)),
      offset,
    );
  }
  return answered;
}

/** 200, 207, or 422 with the per-element body (an atomic batch); a 422 problem is not one. */
function isBatchAnswer(response: Response, body: unknown): body is { shipments: ElementResult[] } {
  if (![200, 207, 422].includes(response.status)) return false;
  return body !== null && typeof body === 'object' && Array.isArray((body as { shipments?: unknown }).shipments);
}

function addAnswer<Result>(answered: BatchResult<Result>, response: Response, elements: ElementResult[], offset: number): void {
  for (const element of elements) {
    const result = element as Result;
    answered.results.push(result);
    if (element.errors !== null) answered.failed.push(result);
    if (element.errors !== null || element.applied === false) answered.ok = false;
  }
  answered.requests.push({
    status: response.status as BatchRequest['status'],
    offset,
    size: elements.length,
    requestId: response.headers.get('x-request-id'),
    idempotencyKey: sentIdempotencyKey(response),
    replayed: response.headers.get('idempotent-replayed') === 'true',
  });
}

/**
 * An element result, or a problem, whose error pointers name places in the whole batch rather than in
 * its request: `/shipments/3/lines/0` of the request starting at 250 becomes `/shipments/253/lines/0`.
 */
function atBatchIndex<T>(answer: T, offset: number): T {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  if (offset === 0 || !Array.isArray(errors)) return answer;
  const shifted = errors.map((error: { pointer?: unknown }) =>
    typeof error.pointer === 'string'
      ? { ...error, pointer: error.pointer.replace(/^\/shipments\/(\d+)/, (_whole, index: string) => `/shipments/${Number(index) + offset}`) }
      : error,
  );
  return { ...answer, errors: shifted };
}

function chunksOf<T>(items: readonly T[], size: number): (readonly T[])[] {
  const chunks: (readonly T[])[] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The Idempotency-Key of request `index` of `count`: the caller's key, suffixed when there are several. */
function chunkKey(key: string | undefined, index: number, count: number): string | null {
  if (key === undefined) return null;
  return count === 1 ? key : `${key}.${index + 1}`;
}
