import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';

/** A port of 127.0.0.1 that nothing listens on: a delivery there fails at once (connection refused). */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** One request a receiver got. */
export type Received = { path: string; headers: IncomingHttpHeaders; body: string; json: any; webhookId: string };

/** How the receiver answers a request: a status, possibly after a delay (longer than the timeout: a hang). */
export type Answer = { status: number; delayMs?: number };

/**
 * A real HTTP webhook receiver on 127.0.0.1 and a random port. It records every request in arrival
 * order and answers with what `answer` says (200 by default). It tracks how many requests per
 * webhook-id are in progress at once, the thing two dispatchers must never make more than one.
 */
export class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => Answer = () => ({ status: 200 });
  /** Highest number of requests with one webhook-id in progress at the same time. */
  maxConcurrentPerId = 0;
  private readonly server: Server;
  private readonly inProgress = new Map<string, number>();

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => void this.handle(req.url ?? '/', req.headers, Buffer.concat(chunks).toString('utf8'), res));
    });
  }

  /** Listens on a random port of 127.0.0.1. */
  async listen(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Stops listening and drops open connections (a receiver that goes down). */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The `index`-th request received (0 the first); fails the test when fewer arrived. */
  request(index: number): Received {
    const request = this.received[index];
    assert.ok(request, `the receiver got ${this.received.length} requests, not ${index + 1}`);
    return request;
  }

  /** Requests that reached one path. */
  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  private async handle(path: string, headers: IncomingHttpHeaders, body: string, res: ServerResponse): Promise<void> {
    const webhookId = String(headers['webhook-id'] ?? '');
    const request: Received = { path, headers, body, json: safeJson(body), webhookId };
    this.received.push(request);
    const now = (this.inProgress.get(webhookId) ?? 0) + 1;
    this.inProgress.set(webhookId, now);
    this.maxConcurrentPerId = Math.max(this.maxConcurrentPerId, now);
    const answer = this.answer(request);
    try {
      if (answer.delayMs) await sleep(answer.delayMs);
      if (!res.destroyed) res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.status >= 300 ? `receiver says ${answer.status}` : 'ok');
    } finally {
      this.inProgress.set(webhookId, (this.inProgress.get(webhookId) ?? 1) - 1);
    }
  }
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Verifies a received request with the standardwebhooks library (a verifier we did not write). */
export function verify(secret: string, request: Pick<Received, 'body' | 'headers'>): unknown {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}

/**
 * Polls `check` until it returns a truthy value; fails with `what` after `timeoutMs`. The default leaves
 * room for PostgreSQL, where events are fanned out only below the sync horizon: once every older
 * transaction of the cluster has ended, those of test files running beside this one included.
 */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
