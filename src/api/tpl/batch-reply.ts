import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { BatchOutcome } from '../../domain/batch/run-batch.ts';

/**
 * Answers a batch (CONTRACT 3): 200 when every element succeeded, 207 when some failed, 422 when an
 * atomic batch was rolled back. Failed elements carry their current state as the key may see it.
 */
export async function sendBatch<R extends object>(
  db: Db,
  reply: FastifyReply,
  table: 'customer_shipments' | 'customer_return_shipments',
  ids: number[],
  visible: number[] | null,
  outcome: BatchOutcome<R>,
) {
  for (const o of outcome.outcomes) {
    if (!o.ok && o.unexpected) reply.request.log.error({ err: o.unexpected }, 'batch element failed unexpectedly');
  }
  const failedIds = ids.filter((_, i) => !outcome.outcomes[i].ok);
  // After an atomic rollback every element is answered with the state it still has.
  const stateIds = outcome.applied ? failedIds : ids;
  const states = new Map<number, string>();
  if (stateIds.length > 0) {
    let query = db.selectFrom(table).select(['id', 'state', 'warehouse_id']).where('id', 'in', stateIds);
    if (visible !== null) query = query.where('warehouse_id', 'in', visible.length ? visible : [0]);
    for (const row of await query.execute()) states.set(row.id, row.state);
  }
  const body = outcome.outcomes.map((o, i) => {
    if (o.ok && outcome.applied) return o.result;
    if (o.ok) return { id: ids[i], state: states.get(ids[i]) ?? null, errors: null, applied: false };
    return { id: ids[i], state: states.get(ids[i]) ?? null, errors: o.errors };
  });
  const status = !outcome.applied ? 422 : failedIds.length > 0 ? 207 : 200;
  return reply.code(status).send({ shipments: body });
}
