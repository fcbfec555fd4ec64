import type { Fetch } from '../../clients/typescript/src/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Random } from './random.ts';

/** The faults a `--faults` run committed, counted into its summary. */
export type FaultTally = {
  /** Writes whose answer was thrown away after the service had it: the client retried with the same key. */
  lost_answers: number;
  /** Writes sent twice at once with the same key. */
  duplicate_sends: number;
  /** Confirmations and receipts sent again without any Idempotency-Key after they were answered. */
  keyless_repeats: number;
  /** Keyless repeats whose answer was not a replay of the first (should stay 0). */
  keyless_repeats_not_replayed: number;
  /** Rounds of batch writes sent in another order than the warehouse packed them. */
  reordered_batches: number;
};

export function emptyFaultTally(): FaultTally {
  return { lost_answers: 0, duplicate_sends: 0, keyless_repeats: 0, keyless_repeats_not_replayed: 0, reordered_batches: 0 };
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
      tally.lost_answers++;
      throw new TypeError('fetch failed: the answer was lost on the way back (simulated fault)');
    }
    if (random.chance(0.15)) {
      tally.duplicate_sends++;
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
  tally.keyless_repeats++;
  const answer = await sendRepeat(new URL(path, baseUrl), apiKey, JSON.stringify({ shipments: elements }));
  const body = (await answer.json()) as { shipments?: { replayed?: boolean }[] };
  const replayed = answer.status === 200 && (body.shipments ?? []).length === elements.length && (body.shipments ?? []).every((r) => r.replayed === true);
  if (!replayed) tally.keyless_repeats_not_replayed++;
}

/** PUTs the body, again after `Retry-After` (or a second) when the service asks to wait (429, 503), up to 5 times. */
async function sendRepeat(url: URL, apiKey: string, body: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body });
    if ((answer.status !== 429 && answer.status !== 503) || attempt === 5) return answer;
    await answer.arrayBuffer();
    await sleep(Math.min(30, Number(answer.headers.get('retry-after')) || 1) * 1000);
  }
}
