import assert from 'node:assert/strict';
import { connect as connectTcp, type Socket } from 'node:net';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase } from '../helpers/cli.ts';

const KEY = 'http-edges-staff-key-0123456789abcdef';

/** Opens a raw TCP connection that does what `behave` says, and resolves with how long the server kept it. */
function openConnection(port: number, behave: (socket: Socket) => void): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connectTcp(port, '127.0.0.1');
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('connect', () => behave(socket));
  });
}

/** Writes one byte every 100 ms while the connection lasts. */
function trickle(socket: Socket, byte: string): void {
  const timer = setInterval(() => (socket.writable ? socket.write(byte) : clearInterval(timer)), 100);
  socket.on('close', () => clearInterval(timer));
}

describe('HTTP edges of a running server (docs/operations.md "Timeouts")', { timeout: 120_000 }, () => {
  let database: CliDatabase;
  beforeEach(async () => {
    database = await emptyDatabase();
  });
  afterEach(async () => {
    await database.cleanup();
  });
  after(() => {
    killAll();
  });

  it('answers a body over 10 MiB with 413 problem+json that an ordinary client reads, 100 times in 100', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY, DOCKSIDE_RATE_LIMIT_PER_SECOND: '0' });
    const body = Buffer.alloc(11 * 1024 * 1024, 'a');
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 100; i++) {
      let outcome: string;
      try {
        const res = await fetch(`${server.url}/api/v1/channels`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        });
        const answer = (await res.json()) as { code: string };
        outcome = `${res.status} ${answer.code} ${res.headers.get('content-type')}`;
      } catch (error) {
        outcome = String((error as { cause?: { code?: string } }).cause?.code ?? error);
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    assert.deepEqual(outcomes, { '413 payload_too_large application/problem+json; charset=utf-8': 100 });
    assert.equal(await stopServer(server), 0);
  });

  it('401 names the schemes a key is sent with', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY });
    for (const authorization of [undefined, 'Bearer not-a-key', 'Basic Zm9vOmJhcg==']) {
      const res = await fetch(`${server.url}/services/3pl/v1/customer-shipments.json`, { headers: authorization ? { authorization } : {} });
      await res.arrayBuffer();
      assert.equal(res.status, 401);
      assert.equal(res.headers.get('www-authenticate'), 'Bearer, Basic realm="dockside"');
    }
    assert.equal(await stopServer(server), 0);
  });

  it('cuts silent, trickling and idle connections by the header, request and keep-alive timeouts', async () => {
    const server = await startServer({
      DATABASE_URL: database.url,
      DOCKSIDE_BOOTSTRAP_STAFF_KEY: KEY,
      DOCKSIDE_HEADERS_TIMEOUT_MS: '400',
      DOCKSIDE_REQUEST_TIMEOUT_MS: '800',
      DOCKSIDE_KEEP_ALIVE_TIMEOUT_MS: '400',
    });
    const kinds: Record<string, (socket: Socket) => void> = {
      silent: () => {},
      'trickling headers': (socket) => {
        socket.write(`GET /health HTTP/1.1\r\nHost: x\r\n`);
        trickle(socket, 'X');
      },
      'trickling body': (socket) => {
        socket.write(
          `POST /api/v1/channels HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"code":"`,
        );
        trickle(socket, 'a');
      },
      'idle after a request': (socket) => {
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      },
    };
    const held = await Promise.all(
      Object.entries(kinds).flatMap(([kind, behave]) => Array.from({ length: 50 }, async () => [kind, await openConnection(server.port, behave)] as const)),
    );
    const longest: Record<string, number> = {};
    for (const [kind, ms] of held) longest[kind] = Math.max(longest[kind] ?? 0, ms);
    // Each kind within its timeout plus the 1 s the server takes to notice (and Node's 1 s keep-alive buffer).
    assert.ok((longest.silent ?? Infinity) < 2_500, JSON.stringify(longest));
    assert.ok((longest['trickling headers'] ?? Infinity) < 2_500, JSON.stringify(longest));
    assert.ok((longest['trickling body'] ?? Infinity) < 3_000, JSON.stringify(longest));
    assert.ok((longest['idle after a request'] ?? Infinity) < 3_000, JSON.stringify(longest));
    const health = await fetch(`${server.url}/health`);
    assert.equal(health.status, 200, 'the server still serves');
    assert.equal(await stopServer(server), 0);
  });
});
