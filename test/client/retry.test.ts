import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DocksideNetworkError, DocksideProblemError, unwrap, type RetryEvent } from '@dockside/client';
import { backoffDelay, retryAfterMs, retryVerdict } from '../../clients/typescript/src/retry.ts';
import { exactly } from '../helpers/lists.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';
import { clientFor, recordingFetch, serve, type ServedContext } from './support.ts';

const CARRIERS = '/services/3pl/v1/carriers.json';

/** A network that loses the first answer: the server processed the request, the client never hears it. */
function dropFirstAnswer(response: Response, attempt: number): Response {
  if (attempt === 1) throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
  return response;
}

describe('@dockside/client: safe retries against a real server', () => {
  let ctx: ServedContext;
  let key: string;
  before(async () => {
    ctx = await serve();
    ({ key } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  it('resends a confirmation whose answer was lost with the same Idempotency-Key: applied once, answered as stored', async () => {
    const shipment = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 3 }]);
    const before = await stockOf(ctx, 'EAST', 'WIDGET');
    const { sent, fetch } = recordingFetch(dropFirstAnswer);
    const retries: RetryEvent[] = [];
    const client = clientFor(ctx, key, { fetch, retry: { baseDelayMs: 10, onRetry: (r) => retries.push(r) } });

    const answer = await client.confirmShipments([{ id: shipment.id, lines: [{ product_code: 'WIDGET', quantity: 3 }] }]);
    const [attempt, retry] = exactly(sent, 2);
    assert.match(attempt.idempotencyKey ?? '', /^[0-9a-f-]{36}$/, 'a generated key');
    assert.equal(retry.idempotencyKey, attempt.idempotencyKey, 'the retry carries the same key');
    assert.equal(retry.body, attempt.body);
    assert.deepEqual(
      retries.map((r) => [r.attempt, r.reason, r.idempotencyKey]),
      [[1, 'network error', attempt.idempotencyKey]],
    );
    assert.equal(answer.requests[0]?.replayed, true, 'the second attempt got the stored answer');
    const [result] = exactly(answer.results, 1);
    assert.equal(result.state, 'done');
    assert.equal(result.replayed, undefined, 'the stored answer is the first confirmation itself');
    assert.equal((await stockOf(ctx, 'EAST', 'WIDGET')).on_hand, before.on_hand - 3, 'stock moved once');
    const packages = await ctx.db.selectFrom('packages').select('id').where('shipment_id', '=', shipment.id).execute();
    assert.equal(packages.length, 1);
  });

  it('retries a GET after a lost answer, and a PATCH not at all (it has no Idempotency-Key, so its outcome is unknown)', async () => {
    const reads = recordingFetch(dropFirstAnswer);
    const carriers = unwrap(await clientFor(ctx, key, { fetch: reads.fetch }).GET(CARRIERS));
    assert.ok(carriers.some((c) => c.code === 'ups'));
    const [read] = exactly(reads.sent, 2);
    assert.equal(read.idempotencyKey, null);

    const writes = recordingFetch(dropFirstAnswer);
    const staff = clientFor(ctx, ctx.staffKey, { fetch: writes.fetch });
    const error = await staff.PATCH('/api/v1/settings', { body: { multi_warehouse_shipping: true } }).catch((e: unknown) => e);
    assert.ok(error instanceof DocksideNetworkError, String(error));
    assert.equal(error.attempts, 1);
    assert.equal(writes.sent.length, 1);
  });

  it('gives each attempt its own time limit, and stops at once when the caller aborts', async () => {
    let attempts = 0;
    const hangFirst = async (request: Request) => {
      attempts += 1;
      if (attempts === 1) {
        return new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      }
      return fetch(request);
    };
    const patient = clientFor(ctx, key, { fetch: hangFirst, retry: { timeoutMs: 200, baseDelayMs: 10 } });
    assert.ok(unwrap(await patient.GET(CARRIERS)).length > 0);
    assert.equal(attempts, 2);

    const hangs = (request: Request) =>
      new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const impatient = clientFor(ctx, key, { fetch: hangs, retry: { timeoutMs: 50, maxAttempts: 2, baseDelayMs: 10 } });
    const timedOut = await impatient.GET(CARRIERS).catch((e: unknown) => e);
    assert.ok(timedOut instanceof DocksideNetworkError);
    assert.deepEqual([timedOut.attempts, timedOut.timedOut], [2, true]);

    const caller = new AbortController();
    const aborted = clientFor(ctx, key, { fetch: hangs, retry: { timeoutMs: 10_000 } }).GET(CARRIERS, { signal: caller.signal });
    setTimeout(() => caller.abort(new Error('the caller gave up')), 50);
    await assert.rejects(aborted, /the caller gave up/);
  });
});

describe('@dockside/client: 429 with Retry-After', () => {
  let ctx: ServedContext;
  before(async () => {
    // A burst of 2 at 1 request/s: a window of 2 s, so a third request is limited for up to 2 s.
    ctx = await serve({ config: { rateLimitPerSecond: 1, rateLimitBurst: 2 } });
  });
  after(async () => {
    await ctx.close();
  });

  it('waits Retry-After before retrying, then answers; a Retry-After above maxRetryAfterMs is answered as a typed problem', async () => {
    const retries: RetryEvent[] = [];
    const { sent, fetch } = recordingFetch();
    const client = clientFor(ctx, ctx.staffKey, { fetch, retry: { onRetry: (r) => retries.push(r) } });
    const impatient = clientFor(ctx, ctx.staffKey, { retry: { maxRetryAfterMs: 100 } });
    unwrap(await client.GET(CARRIERS));
    unwrap(await client.GET(CARRIERS));

    const limited = await impatient.GET(CARRIERS);
    assert.equal(limited.response.status, 429);
    assert.throws(
      () => unwrap(limited),
      (error: unknown) => {
        assert.ok(error instanceof DocksideProblemError, String(error));
        assert.deepEqual([error.status, error.code], [429, 'rate_limited']);
        assert.equal(error.requestId, error.problem.request_id);
        return true;
      },
    );

    const started = Date.now();
    const carriers = unwrap(await client.GET(CARRIERS));
    const waited = Date.now() - started;
    assert.ok(carriers.length > 0);
    const [retry] = exactly(retries, 1);
    assert.equal(retry.reason, 'status 429');
    assert.ok(retry.delayMs >= 1000, `waited ${retry.delayMs} ms for a Retry-After of at least 1 s`);
    assert.ok(waited >= retry.delayMs, `the retry came after ${waited} ms`);
    assert.equal(sent.length, 4);
  });
});

describe('@dockside/client: the retry policy', () => {
  const policy = { maxRetryAfterMs: 60_000, baseDelayMs: 100 };
  const problem = (status: number, code: string) =>
    new Response(
      JSON.stringify({
        type: `https://dockside.dev/problems/${code}`,
        title: code,
        status,
        detail: code,
        code,
        request_id: 'r-1',
        errors: [],
      }),
      { status, headers: { 'content-type': 'application/problem+json' } },
    );
  const verdict = async (response: Response, replayable = true) => retryVerdict(response, await response.clone().text(), replayable, policy);

  it('retries what a repeat cannot make worse, and nothing else', async () => {
    assert.equal((await verdict(problem(409, 'idempotency_key_in_use')))?.reason, 'idempotency_key_in_use');
    assert.equal(await verdict(problem(409, 'concurrent_update')), null);
    assert.equal(await verdict(problem(500, 'internal_error')), null, "Dockside's own 500 is thrown, not hammered");
    assert.equal((await verdict(new Response('<html>Bad gateway</html>', { status: 500 })))?.reason, 'status 500');
    assert.equal((await verdict(new Response('', { status: 502 })))?.reason, 'status 502');
    assert.equal(await verdict(new Response('', { status: 502 }), false), null, 'not when the outcome is unknown and a repeat could apply twice');
    assert.equal((await verdict(problem(503, 'shutting_down'), false))?.reason, 'status 503', 'nothing was applied');
    assert.equal(await verdict(problem(422, 'idempotency_key_reused')), null);
    assert.equal(await verdict(problem(400, 'validation_failed')), null);
  });

  it('honours Retry-After up to maxRetryAfterMs, in seconds or as a date', async () => {
    const limited = (retryAfter: string) => {
      const response = problem(429, 'rate_limited');
      response.headers.set('retry-after', retryAfter);
      return response;
    };
    const wait = (await verdict(limited('3')))?.delayMs ?? 0;
    assert.ok(wait >= 3000 && wait < 3100, String(wait));
    assert.equal(await verdict(limited('120')), null, 'longer than maxRetryAfterMs: answered, not waited for');
    assert.equal(retryAfterMs('7'), 7000);
    const date = retryAfterMs(new Date(Date.now() + 5000).toUTCString()) ?? 0;
    assert.ok(date > 3000 && date <= 5000, String(date));
    assert.equal(retryAfterMs('soon'), null);
  });

  it('backs off exponentially with full jitter, capped', () => {
    const bounds = { baseDelayMs: 100, maxDelayMs: 1000 };
    assert.deepEqual(
      [1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, bounds, () => 0.999)),
      [99, 199, 399, 799, 999, 999],
    );
    assert.equal(
      backoffDelay(3, bounds, () => 0),
      0,
    );
  });
});
