import type { Fetch } from '@dockside/client';
import type { Random } from './random.ts';

/** The faults a `--faults` run committed, counted into its summary. */
export type FaultTally = {
  /** Writes whose answer was thrown away after the service had it: the client retried with the same key. */
  lostAnswers: number;
  /** Writes sent twice at once with the same key. */
  duplicateSends: number;
  /** Confirmations and receipts sent again without any Idempotency-Key after they were answered. */
  keylessRepeats: number;
  /** Keyless repeats whose answer was not a replay of the first (should stay 0). */
  keylessRepeatsNotReplayed: number;
  /** Batches sent in another order than the warehouse packed them. */
  reordered: number;
};

export function emptyFaultTally(): FaultTally {
  return { lostAnswers: 0, duplicateSends: 0, keylessRepeats: 0, keylessRepeatsNotReplayed: 0, reordered: 0 };
}

/**
 * A fetch that misbehaves as warehouse networks and WMS integrations do, under the client's retrying
 * fetch: a write reaches the service but its answer is lost (a timeout after the fact: the client retries
 * with the same Idempotency-Key and must get the stored answer), or the same write is sent twice at once
 * (one of the two is told `idempotency_key_in_use` and retried). Reads pass untouched.
 */
export function faultyFetch(send: Fetch, random: Random, tally: FaultTally): Fetch {
  return async (request) => {
    if (request.method !== 'PUT' && request.method !== 'POST') return send(request);
    if (random.chance(0.2)) {
      const answer = await send(request.clone());
      await answer.arrayBuffer();
      tally.lostAnswers++;
      throw new TypeError('fetch failed: the answer was lost on the way back (simulated fault)');
    }
    if (random.chance(0.15)) {
      tally.duplicateSends++;
      const [first, second] = await Promise.all([send(request.clone()), send(request.clone())]);
      // The one that lost the race (409 idempotency_key_in_use, retried by the client), else the first.
      if (second.status === 409) {
        await first.arrayBuffer();
        return second;
      }
      await second.arrayBuffer();
      return first;
    }
    return send(request);
  };
}

/**
 * Sends completed elements of a batch write again with no Idempotency-Key, as an integration that lost
 * track of what it sent does: each must come back as a replay of its first answer (`replayed: true`),
 * nothing applied twice (docs/3pl-api.md section 9, "Retries and idempotency").
 */
export async function repeatWithoutKey(baseUrl: string, apiKey: string, path: string, elements: readonly { id: number }[], tally: FaultTally): Promise<void> {
  if (elements.length === 0) return;
  const answer = await fetch(new URL(path, baseUrl), {
    method: 'PUT',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ shipments: elements }),
  });
  const body = await answer.json() as { shipments?: { replayed?: boolean }[] };
  tally.keylessRepeats++;
  const replayed = answer.status === 200 && (body.shipments ?? []).length === elements.length && (body.shipments ?? []).every((r) => r.replayed === true);
  if (!replayed) tally.keylessRepeatsNotReplayed++;
}
