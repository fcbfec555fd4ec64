import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { call, createContext, type TestContext } from '../helpers/context.ts';

const addFormats = formatsModule.default;

/** Routes that serve the document itself or its browser, and HEAD twins of GET routes, are not operations. */
function isDocumented(method: string, url: string): boolean {
  return method !== 'HEAD' && url !== '/openapi.json' && url !== '/docs' && !url.startsWith('/docs/');
}

/** `/warehouses/:id` as OpenAPI writes it: `/warehouses/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

/** Every schema object of the document, with where it sits, for a compile check. */
function* schemasOf(doc: any): Generator<[string, object]> {
  for (const [path, item] of Object.entries<any>(doc.paths)) {
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
  after(async () => { await ctx.close(); });

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

  it('names the two ways to present a key, and lets public routes go without', () => {
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['basic', 'bearer']);
    assert.deepEqual(doc.paths['/health'].get.security, []);
    assert.equal(doc.paths['/api/v1/warehouses'].get.security, undefined, 'admin routes inherit the global requirement');
    assert.deepEqual(doc.security, [{ bearer: [] }, { basic: [] }]);
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
});
