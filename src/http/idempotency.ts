import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { withRetry } from '../db/transactions.ts';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from '../domain/idempotency/idempotency.repo.ts';
import type { RequestOwner } from '../domain/idempotency/owner.ts';
import { AppError } from '../errors.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRecordId: number | null;
  }
  interface FastifyContextConfig {
    /**
     * The answer's field holding a value shown once (a new API key, a signing secret): the stored answer
     * a replay sends holds null there instead (docs/admin-api.md "Retrying safely").
     */
    shownOnce?: string;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The fingerprint a repeat must match: method, path with query, and the parsed body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on PUT/POST (docs/3pl-api.md section 9): the first response for (API key, idempotency key) is
 * stored for 24 h and replayed with `Idempotent-Replayed: true`; another body under the same key is
 * 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`.
 * Registered once for the whole app: admin and 3PL writes alike.
 *
 * A write that changes something stores its answer in its own transaction (storeAnswer, called by
 * src/http/write-transaction.ts and the batch runner's routes); what is left to store when the answer
 * is sent is an answer that changed nothing (a refusal), which a crash before it is stored cannot make
 * apply twice. A 5xx forgets the claim, unless an answer was stored with a committed effect.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, owner: RequestOwner): void {
  app.decorateRequest('idempotencyRecordId', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || (request.method !== 'POST' && request.method !== 'PUT')) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('validation_failed', 'Idempotency-Key must be 1-255 visible ASCII characters', [
        { code: 'invalid_format', message: 'Idempotency-Key header must be 1-255 visible ASCII characters', pointer: null },
      ]);
    }
    const principal = request.principal;
    if (!principal) return;
    const claim = await withRetry(() => claimIdempotencyKey(db, owner, principal.keyId, key, requestHash(request)));
    if (claim.kind === 'reused') {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used with a different request');
    }
    if (claim.kind === 'in_use') {
      throw new AppError('idempotency_key_in_use', 'The first request with this Idempotency-Key is still running; retry later');
    }
    if (claim.kind === 'replay') {
      return replay(reply, claim.status, claim.body);
    }
    request.idempotencyRecordId = claim.recordId;
  });

  // What is left here is an answer that changed nothing (a refusal, a 5xx), or a no-op for an answer a
  // batch or import already stored with its change. Either way the answer is decided: a failure to record
  // it is logged, never turned into another answer (a 503 would tell the client nothing was applied).
  app.addHook('onSend', async (request, reply, payload) => {
    const recordId = request.idempotencyRecordId;
    if (recordId === null) return payload;
    request.idempotencyRecordId = null;
    try {
      if (reply.statusCode >= 500) {
        await withRetry(() => releaseIdempotencyKey(db, recordId));
      } else {
        const body = typeof payload === 'string' ? payload : String(payload ?? '');
        await withRetry(() => completeIdempotencyKey(db, recordId, reply.statusCode, withheld(body, request.routeOptions.config.shownOnce)));
      }
    } catch (error) {
      request.log.error({ err: error, idempotency_record: recordId }, 'the answer of an Idempotency-Key could not be recorded');
    }
    return payload;
  });
}

/**
 * Stores the answer `body` (with `status`, serialized as the route sends it) of a keyed request in
 * `trx`, the transaction that makes the request's effect, so that the effect and its answer commit
 * together; nothing for a request without Idempotency-Key.
 */
export async function storeAnswer(trx: Db, reply: FastifyReply, status: number, body: unknown): Promise<void> {
  const { request } = reply;
  const recordId = request.idempotencyRecordId;
  if (recordId === null) return;
  reply.code(status);
  const text = body === undefined ? '' : String(reply.serialize(body));
  await storeIdempotentAnswer(trx, recordId, status, withheld(text, request.routeOptions.config.shownOnce));
}

/** After the transaction that stored a request's answer (storeAnswer) has committed: nothing is left to record when it is sent. */
export function answerStored(reply: FastifyReply): void {
  reply.request.idempotencyRecordId = null;
}

/** Whether the request carries an Idempotency-Key whose answer is to be stored (it is not a replay). */
export function isKeyed(reply: FastifyReply): boolean {
  return reply.request.idempotencyRecordId !== null;
}

/** The answer to store: with the shown-once field, when the route has one and the answer holds it, set to null. */
function withheld(body: string, field: string | undefined): string {
  if (field === undefined) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (parsed === null || typeof parsed !== 'object' || !(field in parsed)) return body;
  return JSON.stringify({ ...parsed, [field]: null });
}

/**
 * Whether a stored answer is a problem: an error status with a problem body (every problem is written
 * `type` first), not the per-element answer of an atomic batch rolled back (422 with `shipments`).
 */
function isProblem(status: number, body: string): boolean {
  return status >= 400 && body.startsWith('{"type":');
}

function replay(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('idempotent-replayed', 'true')
    .type(isProblem(status, body) ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8')
    .send(body);
}
