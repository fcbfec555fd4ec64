import { statSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDocksideClient, type DocksideClient, type DocksideClientOptions } from '@dockside/client';
import { createContext, type ContextOptions, type TestContext } from '../helpers/context.ts';

/** A test context whose app listens on 127.0.0.1: the client talks real HTTP to it. */
export type ServedContext = TestContext & { baseUrl: string };

/** A fresh database and app (SQLite, or PostgreSQL under DATABASE_URL), listening on a random port. */
export async function serve(options: ContextOptions = {}): Promise<ServedContext> {
  assertClientCurrent();
  const ctx = await createContext(options);
  const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...ctx, baseUrl };
}

/** A client of the served app with a key; fast retries unless the test sets its own. */
export function clientFor(ctx: ServedContext, apiKey: string, options: Partial<DocksideClientOptions> = {}): DocksideClient {
  return createDocksideClient({ baseUrl: ctx.baseUrl, apiKey, retry: { baseDelayMs: 20, maxDelayMs: 200 }, ...options });
}

/** A request as the server got it from the client, seen by a fetch wrapper. */
export type Sent = { method: string; url: string; idempotencyKey: string | null; body: string };

/**
 * A fetch that records every request and hands it on; `afterAnswer` may replace the answer (or throw,
 * as a network that drops it would) once the server has processed the request.
 */
export function recordingFetch(afterAnswer?: (response: Response, attempt: number) => Response) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const body = request.body === null ? '' : await request.clone().text();
    sent.push({ method: request.method, url: request.url, idempotencyKey: request.headers.get('idempotency-key'), body });
    const response = await globalThis.fetch(request);
    return afterAnswer ? afterAnswer(response, sent.length) : response;
  };
  return { sent, fetch };
}

const CLIENT_ROOT = new URL('../../clients/typescript/', import.meta.url);

/**
 * The tests import @dockside/client by name. `npm test` runs them with --conditions=dockside-source, so
 * they import its sources; a plain `node --test` imports the build in dist/, which is tested only while
 * it is newer than every source (else it would pass or fail on old code).
 */
function assertClientCurrent(): void {
  if (import.meta.resolve('@dockside/client').endsWith('/src/index.ts')) return;
  const built = statSync(new URL('dist/index.js', CLIENT_ROOT)).mtimeMs;
  const sources = fileURLToPath(new URL('src/', CLIENT_ROOT));
  const newer = readdirSync(sources).filter((file) => statSync(`${sources}/${file}`).mtimeMs > built);
  if (newer.length > 0) {
    throw new Error(`clients/typescript/dist is older than src/${newer[0]}: run "npm run client:build", or node --conditions=dockside-source`);
  }
}
