import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createContext, type Reply, type TestContext } from '../helpers/context.ts';
import { setupMerchant } from '../helpers/tpl-fixture.ts';

const BATCH_PUTS = [
  '/services/3pl/v1/customer-shipments/acknowledge.json',
  '/services/3pl/v1/customer-shipments/ship.json',
  '/services/3pl/v1/customer-return-shipments/acknowledge.json',
  '/services/3pl/v1/customer-return-shipments/receive.json',
];

/** Out of range for an id: above 2^31 - 1 (what PostgreSQL's integer holds), and beyond any number (1e999 is Infinity in JSON.parse). */
const OUT_OF_RANGE = ['2147483648', '99999999999999999999', '1e999'];

describe('bounds: out-of-range ids, quantities and references answer 4xx, the same on both databases', () => {
  let ctx: TestContext;
  let tpl: string;
  before(async () => {
    ctx = await createContext();
    tpl = (await setupMerchant(ctx)).key;
  });
  after(async () => {
    await ctx.close();
  });

  /** Sends a raw JSON text (so that 1e999 reaches the server as written). */
  async function send(method: string, url: string, json?: string, key = ctx.staffKey): Promise<Reply> {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { payload: json }),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
  }

  function assertRefused(res: Reply, status: number, pointer: string | null, what: string): void {
    assert.equal(res.status, status, `${what}: ${res.status} ${JSON.stringify(res.body)}`);
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/, what);
    if (pointer !== null)
      assert.ok(
        res.body.errors.some((e: { pointer: string }) => e.pointer === pointer),
        `${what}: ${JSON.stringify(res.body.errors)}`,
      );
  }

  it('an element id out of range is a schema error of that element on all four batch PUTs', async () => {
    for (const url of BATCH_PUTS) {
      for (const id of OUT_OF_RANGE) {
        const line = url.endsWith('receive.json')
          ? ',"lines":[{"id":1,"quantity":1}]'
          : url.endsWith('ship.json')
            ? ',"lines":[{"product_code":"WIDGET","quantity":1}]'
            : '';
        assertRefused(await send('PUT', url, `{"shipments":[{"id":${id}${line}}]}`, tpl), 400, '/shipments/0/id', `${url} id ${id}`);
      }
    }
  });

  it('ids= and warehouse= filters out of range are 400, the largest id is an empty answer', async () => {
    for (const list of ['/services/3pl/v1/customer-shipments.json', '/services/3pl/v1/customer-return-shipments.json']) {
      for (const id of OUT_OF_RANGE) {
        assertRefused(await send('GET', `${list}?ids=${id}`, undefined, tpl), 400, null, `${list}?ids=${id}`);
        assertRefused(await send('GET', `${list}?ids=1,${id}`, undefined, tpl), 400, null, `${list}?ids=1,${id}`);
        assertRefused(await send('GET', `${list}?warehouse=${id}`, undefined, tpl), 400, null, `${list}?warehouse=${id}`);
      }
      const largest = await send('GET', `${list}?ids=2147483647`, undefined, tpl);
      assert.equal(largest.status, 200);
      assert.deepEqual(largest.body, []);
    }
  });

  it('every /api/v1 route with an {id} answers an out-of-range id with 400 (ids) or 404 (id or code), never 5xx', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && r.url.includes(':id') && r.method !== 'HEAD');
    assert.ok(routes.length >= 20, `only ${routes.length} routes with an id`);
    for (const route of routes) {
      for (const id of OUT_OF_RANGE) {
        const url = route.url.replace(/:id/, encodeURIComponent(id)).replace(/:[a-z_]+/g, 'x');
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
        const res = await send(route.method, url, body);
        assert.ok(res.status === 400 || res.status === 404, `${route.method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      }
    }
  });

  it('references in admin bodies out of range are schema errors at their field', async () => {
    const cases: [string, string, string][] = [
      ['/api/v1/inventory/adjustments', '{"warehouse":2147483648,"product_code":"WIDGET","quantity":1}', '/warehouse'],
      ['/api/v1/products', '{"code":"N1","name":"n","return_warehouse":2147483648}', '/return_warehouse'],
      ['/api/v1/partners', '{"name":"p","warehouses":[2147483648]}', '/warehouses/0'],
      ['/api/v1/return-routing-rules', '{"priority":1,"warehouse":2147483648}', '/warehouse'],
      ['/api/v1/returns', '{"order":2147483648,"source":"manual","lines":[{"product_code":"WIDGET","quantity":1}]}', '/order'],
      ['/api/v1/webhook-endpoints', '{"url":"https://example.com/h","events":["*"],"channel":1e999}', '/channel'],
    ];
    for (const [url, json, pointer] of cases) assertRefused(await send('POST', url, json), 400, pointer, `${url} ${json}`);
  });

  it('quantities and page numbers out of range are 400, not a stored Infinity', async () => {
    assertRefused(
      await send('POST', '/api/v1/inventory/adjustments', '{"warehouse":"EAST","product_code":"WIDGET","quantity":1e999}'),
      400,
      '/quantity',
      'adjust 1e999',
    );
    assertRefused(
      await send('POST', '/api/v1/inventory/adjustments', '{"warehouse":"EAST","product_code":"WIDGET","quantity":-1e12}'),
      400,
      '/quantity',
      'adjust -1e12',
    );
    const ship = '{"shipments":[{"id":1,"packages":[{"weight":1e999,"items":[{"product_code":"WIDGET","quantity":1e999}]}]}]}';
    const shipped = await send('PUT', '/services/3pl/v1/customer-shipments/ship.json', ship, tpl);
    assertRefused(shipped, 400, '/shipments/0/packages/0/items/0/quantity', 'ship 1e999');
    assert.ok(shipped.body.errors.some((e: { pointer: string }) => e.pointer === '/shipments/0/packages/0/weight'));
    assertRefused(await send('GET', '/api/v1/orders?page=1e999'), 400, null, 'page 1e999');
    assertRefused(await send('GET', '/api/v1/orders?page=99999999999'), 400, null, 'page 1e11');
  });

  it('a timestamp that is no instant (a leap second, 30 February) is a 400 at its parameter, not a 500', async () => {
    for (const url of [
      '/api/v1/orders?updated_at_min=2016-12-31T23:59:60Z',
      '/api/v1/products?updated_at_max=2016-12-31T23:59:60Z',
      '/api/v1/events?created_at_min=2016-12-31T23:59:60Z',
      '/api/v1/exports/orders.csv?updated_at_min=2016-12-31T23:59:60Z',
      '/api/v1/customer-shipments?updated_at_min=2026-02-30T10:00:00Z',
    ]) {
      const answer = await send('GET', url);
      assert.equal(answer.status, 400, url);
      assert.equal(answer.body.code, 'validation_failed', url);
    }
    assert.equal((await send('GET', '/api/v1/orders?updated_at_min=2016-12-31T23:59:59%2B02:00')).status, 200, 'an offset is an instant');
  });

  it('text holding a NUL character is refused in bodies, query strings and paths', async () => {
    assertRefused(await send('POST', '/api/v1/channels', JSON.stringify({ code: 'nul', name: 'a\u0000b', kind: 'storefront' })), 400, '/name', 'body');
    const nested = {
      number: 'SO-NUL',
      lines: [
        { product_code: 'A', quantity: 1 },
        { product_code: 'B', quantity: 1, 'tax~/rate': 'x\u0000' },
      ],
    };
    assertRefused(await send('POST', '/api/v1/orders', JSON.stringify(nested)), 400, '/lines/1/tax~0~1rate', 'body');
    assertRefused(await send('POST', '/api/v1/channels', '{"code":"nul","name":"n","kind":"storefront","a\\u0000":1}'), 400, '/a\u0000', 'a key');
    assertRefused(
      await send('PUT', '/api/v1/customer-shipments/ship.json', JSON.stringify({ shipments: [{ id: 1, tracking_number: '1Z\u0000' }] }), tpl),
      400,
      '/shipments/0/tracking_number',
      '3PL batch',
    );
    // A backslash followed by "u0000" is text like any other (the JSON escape of a backslash, then letters).
    const lookalike = await send('POST', '/api/v1/channels', JSON.stringify({ code: 'not-nul', name: 'a\\u0000b', kind: 'storefront' }));
    assert.equal(lookalike.status, 201, JSON.stringify(lookalike.body));
    assert.equal(lookalike.body.name, 'a\\u0000b');
    const charset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/channels',
      headers: { authorization: `Bearer ${ctx.staffKey}`, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ code: 'nul-2', name: 'a\u0000', kind: 'storefront' }),
    });
    assert.equal(charset.statusCode, 400, charset.body);
    assertRefused(await send('GET', '/api/v1/orders?number=a%00b'), 400, null, 'query');
    assertRefused(await send('GET', '/api/v1/products/a%00b'), 400, null, 'path');
  });
});
