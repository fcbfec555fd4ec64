import assert from 'node:assert/strict';
import type { Db } from '../../src/db/connect.ts';
import { dispatchOnce, startDispatcher, type Dispatcher, type DispatcherOptions } from '../../src/worker/dispatcher.ts';
import { jsonLogger } from '../../src/worker/log.ts';
import { call, type TestContext } from '../helpers/context.ts';

/** A logger that writes nothing. */
export const silent = jsonLogger('silent');

/** Dispatcher settings for tests: fast polling, short timeout and retries, receivers on 127.0.0.1 allowed. */
export function testOptions(overrides: Partial<DispatcherOptions> = {}): DispatcherOptions {
  return { pollMs: 20, concurrency: 8, timeoutMs: 1000, allowPrivate: true, retryDelaysMs: [50, 50, 50], ...overrides };
}

/** Starts a dispatcher over a database with the test settings. */
export function runDispatcher(ctx: TestContext, overrides: Partial<DispatcherOptions> = {}, db: Db = ctx.db): Dispatcher {
  return startDispatcher(db, ctx.keyring, { ...ctx.config, webhookAllowPrivate: true }, silent, testOptions(overrides));
}

/** One dispatcher pass with the test settings. */
export function dispatchNow(ctx: TestContext, overrides: Partial<DispatcherOptions> = {}) {
  return dispatchOnce(ctx.db, ctx.keyring, testOptions(overrides), silent);
}

/** Registers a webhook endpoint through the admin API; answers the record with its secret. */
export async function registerEndpoint(ctx: TestContext, body: Record<string, unknown>): Promise<{ id: number; secret: string; [k: string]: any }> {
  const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** The admin view of an event's deliveries. */
export async function deliveriesOf(ctx: TestContext, eventId: number): Promise<any[]> {
  const res = await call(ctx, 'GET', `/api/v1/events/${eventId}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.deliveries;
}

/** Allows receivers on 127.0.0.1 for the endpoint admin routes (they read it at request time). */
export function allowPrivateReceivers(): () => void {
  const before = process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
  process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = '1';
  return () => {
    if (before === undefined) delete process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
    else process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = before;
  };
}
