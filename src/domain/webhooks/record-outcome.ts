import { transact } from '../../db/transactions.ts';
import type { Db } from '../../db/connect.ts';
import type { ClaimedDelivery } from './claim-deliveries.ts';
import { retryDelay } from './retry-schedule.ts';
import type { SendOutcome } from './send-webhook.ts';

/** What became of a delivery after an attempt; `lost` when its lease had passed to someone else. */
export type DeliveryState = 'delivered' | 'retrying' | 'failed' | 'lost';

const ERROR_LENGTH = 500;

/**
 * Records an attempt: delivered, or scheduled again after the retry delay, or failed for good once the
 * schedule is spent. The endpoint's failure streak (failing_since, consecutive_failures, last_error) follows. The
 * write is guarded by the lease, so a dispatcher that overran its lease records nothing.
 */
export async function recordOutcome(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  schedule: readonly number[],
  now: Date = new Date(),
): Promise<DeliveryState> {
  const at = now.toISOString();
  const delay = outcome.ok ? null : retryDelay(schedule, delivery.attempts + 1);
  const state: DeliveryState = outcome.ok ? 'delivered' : delay === null ? 'failed' : 'retrying';
  return transact(db, async (trx) => {
    const result = await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: state === 'retrying' ? 'pending' : state,
        attempts: eb('attempts', '+', 1),
        next_attempt_at: delay === null ? null : new Date(now.getTime() + delay).toISOString(),
        last_status_code: outcome.statusCode,
        last_error: errorText(outcome),
        ...(outcome.ok ? { delivered_at: at } : {}),
        lease_token: null,
        leased_until: null,
        updated_at: at,
      }))
      .where('id', '=', delivery.id)
      .where('lease_token', '=', delivery.leaseToken)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return 'lost';
    await (outcome.ok ? endSuccessStreak(trx, delivery.endpointId) : countFailure(trx, delivery.endpointId, at, errorText(outcome)));
    return state;
  });
}

function errorText(outcome: SendOutcome): string | null {
  return outcome.error === null ? null : outcome.error.slice(0, ERROR_LENGTH);
}

// Only an endpoint that was failing is written: a healthy endpoint's row is not rewritten on every delivery.
async function endSuccessStreak(trx: Db, endpointId: number): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ failing_since: null, consecutive_failures: 0, last_error: null })
    .where('id', '=', endpointId)
    .where((eb) => eb.or([eb('failing_since', 'is not', null), eb('consecutive_failures', '>', 0)]))
    .execute();
}

async function countFailure(trx: Db, endpointId: number, at: string, error: string | null): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      failing_since: eb.fn.coalesce('failing_since', eb.val(at)),
      consecutive_failures: eb('consecutive_failures', '+', 1),
      last_error: error,
    }))
    .where('id', '=', endpointId)
    .execute();
}
