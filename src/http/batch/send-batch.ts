import type { FastifyReply } from 'fastify';
import { paired } from '../../domain/shared/invariants.ts';
import type { BatchOutcome } from './run-batch.ts';

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

/** Sends a batch's answer (batchAnswer), logging the elements that failed unexpectedly. */
export function sendBatch<R extends object>(reply: FastifyReply, ids: number[], outcome: BatchOutcome<R>, before: Map<number, string>) {
  for (const o of outcome.outcomes) {
    if (!o.ok && 'unexpected' in o) reply.request.log.error({ err: o.unexpected }, 'batch element failed unexpectedly');
  }
  const { status, body } = batchAnswer(ids, outcome, before);
  return reply.code(status).send(body);
}
