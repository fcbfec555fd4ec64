import assert from 'node:assert/strict';
import { connect as connectTcp, type Socket } from 'node:net';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { emptyDatabase, killAll, startServer, stopServer, type CliDatabase } from '../helpers/cli.ts';

const PRINTED_KEY = /shown only this once:\s+(dk_staff_\S+)/;

async function status(url: string, key?: string): Promise<number> {
  const res = await fetch(url, key ? { headers: { authorization: `Bearer ${key}` } } : {});
  await res.arrayBuffer();
  return res.status;
}

describe('dockside serve: the first staff key (docs/operations.md)', { timeout: 120_000 }, () => {
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

  it('creates and prints a staff key on the first start only', async () => {
    const env = { DATABASE_URL: database.url };
    const first = await startServer(env);
    const key = PRINTED_KEY.exec(first.output())?.[1];
    assert.ok(key, first.output());
    assert.equal(await status(`${first.url}/api/v1/warehouses`, key), 200);
    assert.equal(await stopServer(first), 0);

    const second = await startServer(env);
    assert.equal(await status(`${second.url}/api/v1/warehouses`, key), 200);
    assert.equal(await stopServer(second), 0);
    assert.doesNotMatch(second.output(), /shown only this once|dk_staff_/);
  });

  it('registers DOCKSIDE_BOOTSTRAP_STAFF_KEY instead, and prints nothing', async () => {
    const bootstrap = 'deploy-pipeline-staff-key-0123456789';
    const server = await startServer({ DATABASE_URL: database.url, DOCKSIDE_BOOTSTRAP_STAFF_KEY: bootstrap });
    assert.equal(await status(`${server.url}/api/v1/warehouses`, bootstrap), 200);
    assert.equal(await status(`${server.url}/api/v1/warehouses`, 'deploy-pipeline-staff-key-wrong'), 401);
    assert.equal(await stopServer(server), 0);
    assert.doesNotMatch(server.output(), /shown only this once|dk_staff_|deploy-pipeline/);
  });
});

/** Opens a raw connection, so the test controls when the request body arrives. */
function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends on a connection until it closes it. */
function answerOf(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk;
  });
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return openSocket(port).then(
    (socket) => {
      socket.destroy();
      return true;
    },
    () => false,
  );
}

describe('dockside serve: graceful shutdown', { timeout: 60_000 }, () => {
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

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const key = 'graceful-shutdown-staff-key-0123456789';
    const server = await startServer({
      DATABASE_URL: database.url,
      DOCKSIDE_BOOTSTRAP_STAFF_KEY: key,
      DOCKSIDE_SHUTDOWN_GRACE_MS: '10000',
    });
    const body = JSON.stringify({ code: 'LATE', name: 'Arrives during shutdown' });
    const inFlight = await openSocket(server.port);
    const late = await openSocket(server.port);
    // Headers and half the body: the server has the request and waits for the rest.
    inFlight.write(
      `POST /api/v1/warehouses HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A request whose headers are not complete yet: it reaches the app only after SIGTERM.
    late.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(300);

    server.child.kill('SIGTERM');
    for (let i = 0; i < 50 && (await accepts(server.port)); i++) await sleep(100);
    assert.equal(await accepts(server.port), false, 'new connections are refused while closing');

    late.write('\r\n');
    const lateAnswer = await answerOf(late);
    assert.match(lateAnswer, /^HTTP\/1\.1 503 /, lateAnswer);
    assert.match(lateAnswer, /content-type: application\/problem\+json/i);
    assert.match(lateAnswer, /"code":"shutting_down"/);

    inFlight.write(body.slice(10));
    const answer = await answerOf(inFlight);
    assert.match(answer, /^HTTP\/1\.1 201 /, answer);
    assert.match(answer, /"code":"LATE"/);
    assert.match(answer, /\r\nconnection: close\r\n/i, 'the client is told not to reuse the connection');
    assert.equal(await server.exited, 0);
    assert.match(server.output(), /"signal":"SIGTERM".*shutting down/);
  });
});
