import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '../../src/errors.ts';
import type { RouteEntry } from '../../src/http/route-table.ts';
import { createContext, type TestContext } from '../helpers/context.ts';

const ADMIN_PREFIX = '/api/v1';
const TPL_PREFIX = '/services/3pl/v1';

function readDoc(name: string): string {
  return readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
}

/** Where a route must be written, and how: relative to its API's prefix, `:id` written `{id}`. */
function expectedMention(route: RouteEntry): { doc: 'admin' | '3pl' | 'either'; text: string } {
  const path = route.url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
  if (path.startsWith(`${ADMIN_PREFIX}/`)) return { doc: 'admin', text: `${route.method} ${path.slice(ADMIN_PREFIX.length)}` };
  if (path.startsWith(`${TPL_PREFIX}/`)) return { doc: '3pl', text: `${route.method} ${path.slice(TPL_PREFIX.length)}` };
  return { doc: 'either', text: `${route.method} ${path}` };
}

/** `GET /warehouses` is mentioned only when no path character follows (not by `GET /warehouses/{id}`). */
function mentions(doc: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}(?![A-Za-z0-9_./{-])`, 'm').test(doc);
}

/** HEAD twins of GET routes and the API browser's static files are not routes anyone calls by name. */
function isCalledByName(route: RouteEntry): boolean {
  return route.method !== 'HEAD' && !route.url.startsWith('/docs/');
}

describe('API guides cover every error code and route (docs/admin-api.md, docs/3pl-api.md)', () => {
  let ctx: TestContext;
  let admin: string;
  let tpl: string;

  before(async () => {
    ctx = await createContext();
    admin = readDoc('admin-api.md');
    tpl = readDoc('3pl-api.md');
  });
  after(async () => {
    await ctx.close();
  });

  it('describes every whole-request and per-element error code', () => {
    const both = `${admin}\n${tpl}`;
    const codes = Object.keys(ERROR_CODES);
    const missing = codes.filter((code) => !both.includes(`\`${code}\``));
    assert.deepEqual(missing, [], 'error codes not described in the guides (write them as `code`)');
  });

  it('documents every route of the app in its guide, paths written with {id}', () => {
    const docs = { admin, '3pl': tpl, either: `${admin}\n${tpl}` };
    const routes = ctx.app.routeTable.filter(isCalledByName);
    assert.ok(routes.some((r) => r.url.startsWith(ADMIN_PREFIX)) && routes.some((r) => r.url.startsWith(TPL_PREFIX)), 'the route table is empty');
    const missing = routes
      .map(expectedMention)
      .filter(({ doc, text }) => !mentions(docs[doc], text))
      .map(({ doc, text }) => `${text} (in ${doc === 'admin' ? 'docs/admin-api.md' : doc === '3pl' ? 'docs/3pl-api.md' : 'either guide'})`);
    assert.deepEqual(missing, []);
  });

  it('finds a route only under its exact path', () => {
    assert.equal(mentions('#### GET /warehouses/{id}', 'GET /warehouses'), false);
    assert.equal(mentions('`GET /customer-shipments.json`', 'GET /customer-shipments'), false);
    assert.equal(mentions('#### GET /warehouses\n', 'GET /warehouses'), true);
    assert.equal(mentions('see `GET /warehouses/{id}`.', 'GET /warehouses/{id}'), true);
  });
});
