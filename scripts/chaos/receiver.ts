import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What one endpoint path of the receiver got. */
export type Inbox = {
  /** Requests received, repeats included. */
  requests: number;
  /** The distinct `webhook-id`s (one per event) whose signature verified. */
  ids: Set<string>;
  /** Requests whose signature did not verify under the endpoint's secret. */
  badSignatures: number;
};

/**
 * The webhook receiver of the run, on 127.0.0.1 and a random port: each endpoint registered with Dockside
 * is a path of it (`/partner`, `/channel`). Every request is verified with the endpoint's signing secret
 * (the standardwebhooks library, a verifier Dockside did not write) and answered 200, so that every
 * delivery succeeds at its first attempt and what is missing at the end was never sent.
 */
export class Receiver {
  readonly #server: Server;
  readonly #inboxes = new Map<string, Inbox>();
  readonly #verifiers = new Map<string, Webhook>();

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.#record(request.url ?? '/', request.headers, Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
  }

  /** Listens on a random port of 127.0.0.1. */
  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(0, '127.0.0.1', () => resolve());
    });
  }

  /** The URL of one endpoint path. */
  url(path: string): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}${path}`;
  }

  /** Verifies what arrives at `path` with `secret` from now on. */
  expect(path: string, secret: string): void {
    this.#verifiers.set(path, new Webhook(secret));
  }

  /** What arrived at `path` so far. */
  inbox(path: string): Inbox {
    let inbox = this.#inboxes.get(path);
    if (!inbox) {
      inbox = { requests: 0, ids: new Set(), badSignatures: 0 };
      this.#inboxes.set(path, inbox);
    }
    return inbox;
  }

  /** Stops listening and drops open connections. */
  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #record(path: string, headers: IncomingHttpHeaders, body: string): void {
    const inbox = this.inbox(path);
    inbox.requests++;
    try {
      this.#verifiers.get(path)!.verify(body, headers as Record<string, string>);
      inbox.ids.add(String(headers['webhook-id']));
    } catch {
      inbox.badSignatures++;
    }
  }
}
