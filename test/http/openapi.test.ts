import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { EVENT_TYPES } from '../../src/wire/events.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { AnswerChecker } from '../helpers/openapi-answers.ts';

const addFormats = formatsModule.default;

/** Routes that serve the document itself or its browser, and HEAD twins of GET routes, are not operations. */
/** API operations; not the document itself, its browser, nor the staff console's pages and files (docs/console.md). */
function isDocumented(method: string, url: string): boolean {
  return method !== 'HEAD' && url !== '/openapi.json' && url !== '/docs' && !url.startsWith('/docs/') && url !== '/console' && !url.startsWith('/console/');
}

/** `/warehouses/:id` as OpenAPI writes it: `/warehouses/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

/** Every schema object of the document, with where it sits, for a compile check. */
function* schemasOf(doc: any): Generator<[string, object]> {
  for (const [path, item] of [...Object.entries<any>(doc.paths), ...Object.entries<any>(doc.webhooks ?? {})]) {
    for (const [method, op] of Object.entries<any>(item)) {
      for (const param of op.parameters ?? []) yield [`${method} ${path} parameter ${param.name}`, param.schema];
      for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) yield [`${method} ${path} body ${type}`, media.schema];
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        for (const [type, media] of Object.entries<any>(response.content ?? {})) yield [`${method} ${path} ${status} ${type}`, media.schema];
      }
    }
  }
}

describe('OpenAPI document and API browser', () => {
  let ctx: TestContext;
  let doc: any;
  before(async () => {
    ctx = await createContext();
    const res = await call(ctx, 'GET', '/openapi.json', { key: null });
    assert.equal(res.status, 200);
    doc = res.body;
  });
  after(async () => {
    await ctx.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    assert.equal(doc.openapi, '3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    assert.deepEqual(result.errors ?? [], [], JSON.stringify(result.errors, null, 2)?.slice(0, 4000));
    assert.equal(result.valid, true);
  });

  it('holds only schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
    const broken: string[] = [];
    for (const [where, schema] of schemasOf(doc)) {
      try {
        ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      } catch (error) {
        broken.push(`${where}: ${(error as Error).message}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('declares every path parameter of every operation', () => {
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries<any>(item)) {
        const declared = new Set((op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name));
        for (const name of names) if (!declared.has(name)) undeclared.push(`${method} ${path} {${name}}`);
      }
    }
    assert.deepEqual(undeclared, []);
  });

  it('lists every route the app serves, with its method', () => {
    const missing = ctx.app.routeTable
      .filter((r) => isDocumented(r.method, r.url))
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(missing, []);
    assert.ok(doc.paths['/api/v1/warehouses'].post);
    assert.equal(doc.paths['/openapi.json'], undefined);
  });

  it('names the two ways to present a key and the console session, and lets public routes and sign-in go without', () => {
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['basic', 'bearer', 'session']);
    assert.deepEqual(doc.components.securitySchemes.session, {
      ...doc.components.securitySchemes.session,
      type: 'apiKey',
      in: 'cookie',
      name: 'dockside_session',
    });
    assert.deepEqual(doc.paths['/health'].get.security, []);
    assert.deepEqual(doc.paths['/api/v1/sessions'].post.security, []);
    assert.deepEqual(doc.paths['/api/v1/session'].get.security, [{ session: [] }]);
    assert.deepEqual(
      doc.paths['/api/v1/warehouses'].get.security,
      [{ bearer: [] }, { basic: [] }, { session: [] }],
      'the admin API takes a key or the session',
    );
    assert.equal(doc.paths['/services/3pl/v1/customer-shipments.json'].get.security, undefined, '3PL routes inherit the global requirement: keys only');
    assert.deepEqual(doc.security, [{ bearer: [] }, { basic: [] }]);
  });

  it('documents the session cookie, the CSRF header and their refusals', () => {
    const signIn = doc.paths['/api/v1/sessions'].post;
    assert.ok(signIn.responses['201'].headers['Set-Cookie'].required);
    assert.ok(doc.paths['/api/v1/session'].delete.responses['204'].headers['Set-Cookie'].required);
    assert.equal(doc.paths['/api/v1/session'].get.responses['200'].headers['Set-Cookie'], undefined);
    for (const status of ['400', '401', '403', '413', '415', '429', '500']) assert.ok(signIn.responses[status], `sign-in ${status}`);
    assert.equal(signIn.responses['409'], undefined, 'sign-in keeps no Idempotency-Key');
    assert.equal(
      signIn.parameters?.find((p: any) => p.name === 'Idempotency-Key'),
      undefined,
    );
    const csrf = (op: any) => op.parameters?.find((p: any) => p.in === 'header' && p.name === 'X-CSRF-Token');
    assert.ok(csrf(doc.paths['/api/v1/warehouses'].post));
    assert.ok(csrf(doc.paths['/api/v1/session'].delete));
    assert.equal(csrf(doc.paths['/api/v1/warehouses'].get), undefined);
    assert.equal(csrf(doc.paths['/services/3pl/v1/customer-shipments/ship.json'].put), undefined);
    assert.match(doc.paths['/api/v1/warehouses'].post.responses['403'].description, /X-CSRF-Token/);
  });

  it('serves the API browser at /docs', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/docs' });
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
      res = await ctx.app.inject({ method: 'GET', url: String(res.headers.location) });
    }
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /swagger-ui/i);
    const spec = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(spec.statusCode, 200);
    assert.equal(spec.json().openapi, '3.1.0');
  });

  it('says Dockside in the browser: title, mark and icon, and fetches nothing from another origin', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    assert.match(page.body, /<title>Dockside API<\/title>/);
    assert.match(page.body, /favicon\.svg/);
    assert.doesNotMatch(page.body, /https?:\/\/(?!localhost)[^"' ]*\.(js|css|png|svg)/i, 'no asset from another origin');
    const init = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    const logo = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(init.body)?.[1];
    assert.ok(logo, 'a logo in the top bar');
    const svg = Buffer.from(logo, 'base64').toString('utf8');
    assert.match(svg, /Dockside API/);
    assert.doesNotMatch(svg, /fastify/i);
    assert.match(init.body, /validatorUrl:\s*(null|false)|"validatorUrl":\s*(null|false)/, 'no online validator');
  });

  it('answers errors as application/problem+json, with the error codes as a schema', () => {
    const ship = doc.paths['/services/3pl/v1/customer-shipments/ship.json'].put;
    assert.deepEqual(Object.keys(ship.responses['422'].content).sort(), ['application/json', 'application/problem+json'], 'atomic batch answer, or a problem');
    for (const [status, response] of Object.entries<any>(ship.responses)) {
      if (Number(status) < 400 || status === '422') continue;
      assert.deepEqual(Object.keys(response.content), ['application/problem+json'], status);
    }
    const codes = doc.components.schemas.ErrorCode.oneOf.map((c: any) => c.const);
    assert.ok(codes.includes('idempotency_key_reused') && codes.includes('rate_limited'));
    assert.ok(doc.components.schemas.ElementErrorCode.oneOf.some((c: any) => c.const === 'lot_required'));
    assert.ok(doc.components.schemas.DetailCode.oneOf.some((c: any) => c.const === 'quantity_exceeds_returnable'));
    assert.equal(doc.components.schemas.Problem.properties.code.$ref, '#/components/schemas/ErrorCode');
  });

  it('documents the statuses and headers every route shares, by what the route is', () => {
    const ship = doc.paths['/services/3pl/v1/customer-shipments/ship.json'].put;
    for (const status of ['200', '207', '400', '401', '403', '409', '413', '415', '422', '429', '500', '503']) assert.ok(ship.responses[status], status);
    assert.ok(ship.responses['429'].headers['Retry-After'].required);
    assert.ok(ship.responses['200'].headers['RateLimit-Remaining']);
    assert.ok(ship.responses['401'].headers['WWW-Authenticate'].required);
    assert.ok(ship.responses['200'].headers['Idempotent-Replayed']);
    assert.ok(ship.parameters.some((p: any) => p.in === 'header' && p.name === 'Idempotency-Key'));
    const list = doc.paths['/api/v1/orders'].get;
    assert.ok(list.responses['200'].headers.Link);
    assert.equal(list.responses['404'], undefined, 'a list has no record to miss');
    assert.equal(
      list.parameters.find((p: any) => p.name === 'Idempotency-Key'),
      undefined,
    );
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(op.responses)) {
          assert.ok(response.headers?.['X-Request-Id']?.required, `${method} ${path} ${status} X-Request-Id`);
        }
        if ((method === 'post' || method === 'put') && path !== '/api/v1/sessions')
          assert.ok(
            op.parameters?.some((p: any) => p.name === 'Idempotency-Key'),
            `${method} ${path}`,
          );
      }
    }
    assert.equal(doc.paths['/health'].get.responses['401'], undefined, 'a public route answers no 401');
  });

  it('types ids that are also codes as integer or string, and names the code lists fields take', () => {
    const id = doc.paths['/api/v1/warehouses/{id}'].get.parameters.find((p: any) => p.name === 'id');
    assert.deepEqual(
      id.schema.anyOf.map((s: any) => s.type),
      ['integer', 'string'],
    );
    const integerOnly = doc.paths['/api/v1/webhook-endpoints/{id}'].get.parameters.find((p: any) => p.name === 'id');
    assert.equal(integerOnly.schema.type, 'integer');
    const confirmation =
      doc.paths['/services/3pl/v1/customer-shipments/ship.json'].put.requestBody.content['application/json'].schema.properties.shipments.items.properties;
    assert.equal(confirmation.carrier_identifier['x-code-list'], '#/components/schemas/CarrierCode');
    assert.equal(confirmation.cost_currency_code['x-code-list'], '#/components/schemas/CurrencyCode');
    assert.equal(confirmation.packages.items.properties.medium['x-code-list'], '#/components/schemas/PackageMedium');
    const carriers = doc.components.schemas.CarrierCode.enum;
    assert.ok(carriers.length >= 170 && carriers.includes('dpd') && carriers.includes('3pl'));
    assert.ok(doc.components.schemas.CurrencyCode.enum.includes('EUR'));
    assert.ok(doc.components.schemas.WeightUnit.enum.includes('kg'));
  });

  it('publishes every event type as a webhook, and the samples of docs/events.md hold against it', () => {
    assert.deepEqual(Object.keys(doc.webhooks).sort(), [...EVENT_TYPES].sort());
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const samples = eventSamples();
    for (const type of EVENT_TYPES) {
      const post = doc.webhooks[type].post;
      assert.deepEqual(
        post.parameters.map((p: any) => p.name),
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
        type,
      );
      const schema = post.requestBody.content['application/json'].schema;
      assert.equal(schema.properties.type.const, type);
      const validate = ajv.compile(schema);
      assert.ok(samples.has(type), `docs/events.md has a sample of ${type}`);
      assert.ok(validate(samples.get(type)), `${type} sample: ${JSON.stringify(validate.errors)}`);
      assert.ok(!validate({ ...samples.get(type), type: 'other.type' }), `${type}: the envelope names its type`);
    }
  });

  it('holds answers against the document: the check catches what it is for', async () => {
    const checker = AnswerChecker.for(doc);
    const answer = (over: Record<string, unknown>) => ({
      method: 'GET',
      route: '/api/v1/warehouses/:id',
      url: '/api/v1/warehouses/1',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r1' },
      body: JSON.stringify({ id: 1 }),
      ...over,
    });
    assert.match((await checker.check(answer({})))[0] ?? '', /body does not match/);
    assert.match((await checker.check(answer({ status: 418 })))[0] ?? '', /status is not documented/);
    assert.match((await checker.check(answer({ status: 404 })))[0] ?? '', /answers application\/json, documented: application\/problem\+json/);
    const problem = { type: 't', title: 't', status: 404, detail: 'd', code: 'no_such_code', request_id: 'r', errors: [] };
    const wrongCode = await checker.check(
      answer({ status: 404, headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r' }, body: JSON.stringify(problem) }),
    );
    assert.match(wrongCode[0] ?? '', /\/code/);
    const fine = await checker.check(
      answer({
        status: 404,
        headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r' },
        body: JSON.stringify({ ...problem, code: 'not_found' }),
      }),
    );
    assert.deepEqual(fine, []);
    const header = await checker.check(
      answer({
        status: 404,
        headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r', 'retry-after': '3' },
        body: JSON.stringify({ ...problem, code: 'not_found' }),
      }),
    );
    assert.match(header[0] ?? '', /header retry-after is not documented/);
    assert.match((await checker.check(answer({ route: '/api/v1/nowhere' })))[0] ?? '', /not in the document/);
  });
});

/** The first JSON sample under each `### <event type>` heading of docs/events.md. */
function eventSamples(): Map<string, Record<string, unknown>> {
  const text = readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8');
  const samples = new Map<string, Record<string, unknown>>();
  for (const section of text.split(/^### /m).slice(1)) {
    const heading = section.slice(0, section.indexOf('\n')).trim();
    const [, json] = /```json\n([\s\S]*?)\n```/.exec(section) ?? [];
    if (json !== undefined && (EVENT_TYPES as readonly string[]).includes(heading)) samples.set(heading, JSON.parse(json));
  }
  return samples;
}
