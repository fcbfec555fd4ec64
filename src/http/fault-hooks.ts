import type { FastifyInstance } from 'fastify';

/**
 * A fault for the crash tests (test/cli/idempotency-crash.test.ts), off unless
 * DOCKSIDE_FAULT_KILL_BEFORE_ANSWER names a route as `METHOD /path/pattern`: the first request of that
 * route whose work went through (an answer below 500) kills its own process with SIGKILL at the instant
 * between its commit and its answer (before the stored Idempotency-Key answer of the old design was
 * written, and before a byte of the answer is sent). Nothing of the process's shutdown runs, as with
 * `kill -9` or a lost machine. Registered before the hooks that store or send anything.
 */
export function registerFaultHooks(app: FastifyInstance, killBeforeAnswer: string | undefined): void {
  if (!killBeforeAnswer) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500 && `${request.method} ${request.routeOptions.url}` === killBeforeAnswer) {
      process.kill(process.pid, 'SIGKILL');
    }
    return payload;
  });
}
