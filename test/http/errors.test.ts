import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { AppError, ERROR_CODES } from '../../src/errors.ts';
import { MAX_BATCH_ELEMENTS, assertBatchSize } from '../../src/http/limits.ts';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { exactly } from '../helpers/lists.ts';

const PROBLEM_FIELDS = ['code', 'detail', 'errors', 'request_id', 'status', 'title', 'type'];

/** Every whole-request error is RFC 9457 problem+json with our fields, tied to the request id. */
function assertProblem(res: Reply, status: number, code: string): void {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.match(String(res.headers['content-type']), /^application\/problem\+json; charset=utf-8$/);
  assert.deepEqual(Object.keys(res.body).sort(), PROBLEM_FIELDS);
  assert.equal(res.body.code, code);
  assert.equal(res.body.status, status);
  assert.equal(res.body.title, ERROR_CODES[code as keyof typeof ERROR_CODES].title);
  assert.equal(res.body.type, `https://dockside.dev/problems/${code}`);
  assert.equal(typeof res.body.detail, 'string');
  assert.ok(Array.isArray(res.body.errors));
  assert.equal(res.body.request_id, res.headers['x-request-id']);
}

/** Sends a raw payload with a content type through the app. */
async function send(ctx: TestContext, method: 'POST' | 'PATCH', url: string, payload: string | Buffer, contentType: string | null): Promise<Reply> {
  const headers: Record<string, string> = { authorization: `Bearer ${ctx.staffKey}` };
  if (contentType) headers['content-type'] = contentType;
  const res = await ctx.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('errors: problem+json for requests that cannot be processed (docs/admin-api.md "Problem details")', () => {
  let ctx: TestContext;
  let logged: Record<string, unknown>[];

  before(async () => {
    logged = [];
    ctx = await createContext({
      build: {
        logStream: {
          write: (line) => {
            logged.push(JSON.parse(line));
          },
        },
      },
      beforeReady: (app) => {
        app.get('/test/crash', { config: { auth: 'public' } }, async () => {
          throw new Error('connection to 10.0.0.7 refused: password for "dockside" wrong');
        });
      },
    });
  });
  after(async () => {
    await ctx.close();
  });

  it('answers malformed JSON with 400 invalid_json, and nothing is created', async () => {
    const res = await send(ctx, 'POST', '/api/v1/warehouses', '{"code": "EAST", "name": ', 'application/json');
    assertProblem(res, 400, 'invalid_json');
    const list = await call(ctx, 'GET', '/api/v1/warehouses');
    assert.deepEqual(list.body, []);
  });

  it('answers an empty body on a POST that needs one with 400', async () => {
    assertProblem(await send(ctx, 'POST', '/api/v1/warehouses', '', 'application/json'), 400, 'invalid_json');
    const noBody = await call(ctx, 'POST', '/api/v1/warehouses');
    assertProblem(noBody, 400, 'validation_failed');
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    assertProblem(await send(ctx, 'POST', '/api/v1/warehouses', 'code=EAST', 'text/plain'), 415, 'unsupported_media_type');
    assertProblem(await send(ctx, 'POST', '/api/v1/warehouses', 'code=EAST', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
  });

  it('answers a body over 10 MiB with 413 payload_too_large', async () => {
    const big = JSON.stringify({ code: 'BIG', name: 'x'.repeat(10 * 1024 * 1024) });
    assertProblem(await send(ctx, 'POST', '/api/v1/warehouses', big, 'application/json'), 413, 'payload_too_large');
  });

  it('answers an unknown route with 404 not_found, with or without a key', async () => {
    assertProblem(await call(ctx, 'GET', '/api/v1/no-such-thing'), 404, 'not_found');
    assertProblem(await call(ctx, 'DELETE', '/nowhere', { key: null }), 404, 'not_found');
  });

  it('answers a known path with an unserved method with 405 method_not_allowed and Allow', async () => {
    const res = await call(ctx, 'DELETE', '/api/v1/warehouses/EAST');
    assertProblem(res, 405, 'method_not_allowed');
    assert.equal(res.headers.allow, 'GET, HEAD, PATCH');
    const list = await call(ctx, 'PUT', '/api/v1/warehouses', { body: {} });
    assertProblem(list, 405, 'method_not_allowed');
    assert.equal(list.headers.allow, 'GET, HEAD, POST');
  });

  it('lists every schema error with a pointer', async () => {
    const res = await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: '', extra: 1 } });
    assertProblem(res, 400, 'validation_failed');
    const pointers = new Set(res.body.errors.map((e: { pointer: string }) => e.pointer));
    assert.deepEqual([...pointers].sort(), ['/code', '/extra', '/name']);
  });

  it('honours a well-formed incoming X-Request-Id and replaces an unusable one', async () => {
    const given = await call(ctx, 'GET', '/api/v1/nothing', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    assert.equal(given.headers['x-request-id'], 'lb-7f3a.42');
    assert.equal(given.body.request_id, 'lb-7f3a.42');
    const unusable = await call(ctx, 'GET', '/api/v1/nothing', { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    assert.match(String(unusable.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const ok = await call(ctx, 'GET', '/health', { key: null });
    assert.match(String(ok.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('answers an unexpected error with 500 internal_error and leaks neither message nor stack', async () => {
    const res = await call(ctx, 'GET', '/test/crash', { key: null });
    assertProblem(res, 500, 'internal_error');
    assert.deepEqual(res.body.errors, []);
    const text = JSON.stringify(res.body);
    for (const secret of ['10.0.0.7', 'password', 'Error', 'stack', '.ts:']) assert.ok(!text.includes(secret), secret);
    const entry = logged.find((l) => l.request_id === res.body.request_id && l.msg === 'unexpected error');
    assert.ok(entry, 'the error is logged under the request id');
    assert.match(JSON.stringify(entry.err), /10\.0\.0\.7/);
  });

  it('logs one JSON line per request with request_id, route, status and latency_ms', async () => {
    const res = await call(ctx, 'GET', '/api/v1/warehouses/404404', { headers: { 'x-request-id': 'trace-me-1' } });
    assert.equal(res.status, 404);
    const lines = logged.filter((l) => l.request_id === 'trace-me-1' && l.msg === 'request completed');
    const [line] = exactly(lines, 1);
    assert.equal(line.route, '/api/v1/warehouses/:id');
    assert.equal(line.method, 'GET');
    assert.equal(line.status, 404);
    assert.equal(typeof line.latency_ms, 'number');
    assert.ok((line.latency_ms as number) >= 0);
    assert.equal(typeof line.key_id, 'number');
    assert.ok(!JSON.stringify(line).includes(ctx.staffKey), 'the key itself is never logged');
  });
});

describe('errors: batch size limit (docs/3pl-api.md section 4)', () => {
  it(`accepts up to ${MAX_BATCH_ELEMENTS} elements and refuses more with too_many_elements and a pointer`, () => {
    assert.equal(MAX_BATCH_ELEMENTS, 250);
    assert.doesNotThrow(() => assertBatchSize(new Array(250).fill({}), '/shipments'));
    assert.throws(
      () => assertBatchSize(new Array(251).fill({}), '/shipments'),
      (error: unknown) => {
        assert.ok(error instanceof AppError);
        assert.equal(error.code, 'too_many_elements');
        assert.equal(error.status, 400);
        assert.deepEqual(
          error.errors.map((e) => [e.code, e.pointer]),
          [['too_many_elements', '/shipments']],
        );
        return true;
      },
    );
  });
});

describe('errors: the documented table (docs/admin-api.md "Problem details")', () => {
  it('lists every error code with its status and where it applies in docs/admin-api.md (Errors and conventions)', () => {
    const doc = readFileSync(new URL('../../docs/admin-api.md', import.meta.url), 'utf8');
    const undocumented = Object.entries(ERROR_CODES)
      .filter(([code, { status, scope }]) => !doc.includes(`| \`${code}\` | ${status} | ${scope} |`))
      .map(([code]) => code);
    assert.deepEqual(undocumented, []);
  });
});
