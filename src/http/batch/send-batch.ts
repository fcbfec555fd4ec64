import type { FastifyReply } from 'fastify';
import type { BatchOutcome } from './run-batch.ts';

/** The current states of some records by id, as the calling key may see them (others left out). */
type StatesOf = (ids: number[]) => Promise<Map<number, string>>;

/**
 * Answers a batch (docs/3pl-api.md section 4): 200 when every element succeeded, 207 when some failed,
 * 422 when an atomic batch was rolled back. Failed elements carry their record's current state.
 */
export async function sendBatch<R extends object>(reply: FastifyReply, ids: number[], outcome: BatchOutcome<R>, statesOf: StatesOf) {
  for (const o of outcome.outcomes) {
    if (!o.ok && 'unexpected' in o) reply.request.log.error({ err: o.unexpected }, 'batch element failed unexpectedly');
  }
  const failedIds = ids.filter((_, i) => !outcome.outcomes[i].ok);
  // After an atomic rollback every element is answered with the state it still has.
  const stateIds = outcome.applied ? failedIds : ids;
  const states = stateIds.length > 0 ? await statesOf(stateIds) : new Map<number, string>();
  const body = outcome.outcomes.map((o, i) => {
    if (o.ok && outcome.applied) return o.result;
    if (o.ok) return { id: ids[i], state: states.get(ids[i]) ?? null, errors: null, applied: false };
    return { id: ids[i], state: states.get(ids[i]) ?? null, errors: o.errors };
  });
  const status = !outcome.applied ? 422 : failedIds.length > 0 ? 207 : 200;
  return reply.code(status).send({ shipments: body });
}
