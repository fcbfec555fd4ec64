import type { FastifyReply } from 'fastify';
import { paired } from '../../domain/shared/invariants.ts';
import { UNMATCHED_ROUTE, type BatchElementOutcome } from '../metrics.ts';
import type { BatchOutcome, ElementOutcome } from './run-batch.ts';

/**
 * The answer of a batch (docs/3pl-api.md section 4): 200 when every element succeeded, 207 when some
 * failed, 422 when an atomic batch was rolled back. An element that changed nothing (it failed, or its
 * atomic batch was rolled back) answers its record's state as it was before the batch, `before`, read
 * with the calling key's scope: never a state another element produced.
 */
export function batchAnswer<R extends object>(ids: number[], outcome: BatchOutcome<R>, before: Map<number, string>) {
  const body = paired(outcome.outcomes, ids, 'the ids of the elements').map(([o, id]) => {
    if (o.ok && outcome.applied) return o.result;
    if (o.ok) return { id, state: before.get(id) ?? null, errors: null, applied: false };
    return { id, state: before.get(id) ?? null, errors: o.errors };
  });
  const failed = outcome.outcomes.some((o) => !o.ok);
  const status = !outcome.applied ? 422 : failed ? 207 : 200;
  return { status, body: { shipments: body } };
}

/** Sends a batch's answer (batchAnswer), logging the elements that failed unexpectedly and counting them all by outcome. */
export function sendBatch<R extends object>(reply: FastifyReply, ids: number[], outcome: BatchOutcome<R>, before: Map<number, string>) {
  for (const o of outcome.outcomes) {
    if (!o.ok && 'unexpected' in o) reply.request.log.error({ err: o.unexpected }, 'batch element failed unexpectedly');
  }
  countElements(reply, outcome);
  const { status, body } = batchAnswer(ids, outcome, before);
  return reply.code(status).send(body);
}

/** Counts the batch's elements by outcome under the route's pattern (`dockside_batch_elements_total`). */
function countElements<R>(reply: FastifyReply, outcome: BatchOutcome<R>): void {
  const tally: Record<BatchElementOutcome, number> = { ok: 0, failed: 0, duplicate: 0, rolled_back: 0, error: 0 };
  for (const o of outcome.outcomes) tally[elementOutcome(o, outcome.applied)]++;
  reply.server.metrics.countBatch(reply.request.routeOptions.url ?? UNMATCHED_ROUTE, tally);
}

/** How one element ended; a duplicate is told by its code, which run-batch.ts gives it before anything runs. */
function elementOutcome<R>(o: ElementOutcome<R>, applied: boolean): BatchElementOutcome {
  if (o.ok) return applied ? 'ok' : 'rolled_back';
  if ('unexpected' in o) return 'error';
  return o.errors.some((e) => e.code === 'duplicate_element') ? 'duplicate' : 'failed';
}
