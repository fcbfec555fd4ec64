import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type Reply, type TestContext } from '../helpers/context.ts';

const UPC_A = '036000291452';
const SAME_AS_EAN_13 = '0036000291452';
const EAN_13 = '4006381333931';

function assertProblem(res: Reply, status: number, code: string, pointer: string) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  assert.equal(res.body.errors[0].pointer, pointer);
}

describe('admin: products', () => {
  let ctx: TestContext;
  const post = (body: unknown) => call(ctx, 'POST', '/api/v1/products', { body });
  const patch = (id: string | number, body: unknown) => call(ctx, 'PATCH', `/api/v1/products/${id}`, { body });
  const count = async () =>
    (
      await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  before(async () => {
    ctx = await createContext();
    await call(ctx, 'POST', '/api/v1/warehouses', { body: { code: 'EAST', name: 'East DC' } });
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a product and answers it by id and by code', async () => {
    const res = await post({
      code: 'WIDGET',
      name: 'Widget',
      upc: UPC_A,
      lot_tracked: true,
      return_warehouse: 'EAST',
      unit_price: '0012.50',
      unit_customs_value: '8',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const { id, created_at, updated_at, ...rest } = res.body;
    assert.ok(Number.isInteger(id) && created_at && updated_at);
    assert.deepEqual(rest, {
      code: 'WIDGET',
      name: 'Widget',
      upc: UPC_A,
      uom: 'u',
      consumable: false,
      lot_tracked: true,
      is_bundle: false,
      components: [],
      return_warehouse: 'EAST',
      unit_price: '12.50',
      unit_customs_value: '8',
    });
    assert.deepEqual((await call(ctx, 'GET', `/api/v1/products/${id}`)).body, res.body);
    assert.deepEqual((await call(ctx, 'GET', '/api/v1/products/WIDGET')).body, res.body);
    const stored = await ctx.db.selectFrom('products').select('gtin14').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(stored.gtin14, `00${UPC_A}`);
  });

  it('answers 409 already_exists for a duplicate code', async () => {
    assertProblem(await post({ code: 'WIDGET', name: 'Again' }), 409, 'already_exists', '/code');
  });

  it('refuses a UPC that is not a GTIN with a valid check digit', async () => {
    const before = await count();
    assertProblem(await post({ code: 'BAD-1', name: 'x', upc: '036000291453' }), 422, 'invalid_value', '/upc');
    assertProblem(await post({ code: 'BAD-2', name: 'x', upc: '12345' }), 422, 'invalid_value', '/upc');
    assertProblem(await post({ code: 'BAD-3', name: 'x', upc: 'ABCDEFGH' }), 422, 'invalid_value', '/upc');
    assert.equal(await count(), before);
  });

  it('refuses a GTIN another product has, in any of its lengths, on create and on change', async () => {
    assertProblem(await post({ code: 'WIDGET-EU', name: 'x', upc: SAME_AS_EAN_13 }), 409, 'already_exists', '/upc');
    assert.equal((await post({ code: 'GADGET', name: 'Gadget', upc: EAN_13 })).status, 201);
    assertProblem(await patch('GADGET', { upc: UPC_A }), 409, 'already_exists', '/upc');
    const same = await patch('WIDGET', { upc: SAME_AS_EAN_13 });
    assert.equal(same.status, 200, 'a product may restate its own GTIN in another length');
    assert.equal(same.body.upc, SAME_AS_EAN_13);
  });

  it('refuses units other than u, unknown return warehouses and malformed money', async () => {
    assertProblem(await post({ code: 'KG', name: 'x', uom: 'kg' }), 422, 'invalid_value', '/uom');
    assertProblem(await post({ code: 'RW', name: 'x', return_warehouse: 'NOWHERE' }), 422, 'unknown_reference', '/return_warehouse');
    assertProblem(await post({ code: 'RW', name: 'x', return_warehouse: 999 }), 422, 'unknown_reference', '/return_warehouse');
    const money = await post({ code: 'M', name: 'x', unit_price: '12,50', consumable: 'yes' });
    assert.equal(money.status, 400);
    assert.deepEqual(money.body.errors.map((e: any) => e.pointer).sort(), ['/consumable', '/unit_price']);
  });

  it('creates bundles with components and answers them in order', async () => {
    await post({ code: 'CASE', name: 'Case' });
    await post({ code: 'STRAP', name: 'Strap' });
    const res = await post({
      code: 'KIT',
      name: 'Kit',
      components: [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'STRAP', quantity: 2.5 },
      ],
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.is_bundle, true);
    assert.deepEqual(res.body.components, [
      { product_code: 'WIDGET', quantity: 1 },
      { product_code: 'STRAP', quantity: 2.5 },
    ]);
    const bundles = await call(ctx, 'GET', '/api/v1/products?bundle=true');
    assert.deepEqual(
      bundles.body.map((p: any) => p.code),
      ['KIT'],
    );
  });

  it('refuses unknown, self, duplicate and over-precise components, and consumable bundles', async () => {
    const before = await count();
    assertProblem(
      await post({
        code: 'B1',
        name: 'x',
        components: [
          { product_code: 'CASE', quantity: 1 },
          { product_code: 'NOPE', quantity: 1 },
        ],
      }),
      422,
      'unknown_reference',
      '/components/1/product_code',
    );
    assertProblem(await post({ code: 'B2', name: 'x', components: [{ product_code: 'B2', quantity: 1 }] }), 422, 'bundle_cycle', '/components/0/product_code');
    assertProblem(await patch('CASE', { components: [{ product_code: 'CASE', quantity: 1 }] }), 422, 'bundle_cycle', '/components/0/product_code');
    assertProblem(
      await post({
        code: 'B3',
        name: 'x',
        components: [
          { product_code: 'CASE', quantity: 1 },
          { product_code: 'CASE', quantity: 2 },
        ],
      }),
      422,
      'invalid_value',
      '/components/1/product_code',
    );
    assertProblem(
      await post({ code: 'B4', name: 'x', components: [{ product_code: 'CASE', quantity: 1.0005 }] }),
      422,
      'invalid_value',
      '/components/0/quantity',
    );
    assertProblem(
      await post({ code: 'B5', name: 'x', components: [{ product_code: 'CASE', quantity: 0 }] }),
      400,
      'validation_failed',
      '/components/0/quantity',
    );
    assertProblem(
      await post({ code: 'B6', name: 'x', consumable: true, components: [{ product_code: 'CASE', quantity: 1 }] }),
      422,
      'invalid_value',
      '/components',
    );
    assert.equal(await count(), before);
  });

  it('refuses a cycle through other bundles and leaves the components as they were', async () => {
    await post({ code: 'A', name: 'A' });
    await post({ code: 'B', name: 'B' });
    await post({ code: 'C', name: 'C' });
    assert.equal((await patch('A', { components: [{ product_code: 'B', quantity: 1 }] })).status, 200);
    assertProblem(await patch('B', { components: [{ product_code: 'A', quantity: 1 }] }), 422, 'bundle_cycle', '/components/0/product_code');
    assert.equal((await patch('B', { components: [{ product_code: 'C', quantity: 1 }] })).status, 200);
    assertProblem(
      await patch('C', {
        components: [
          { product_code: 'CASE', quantity: 1 },
          { product_code: 'A', quantity: 1 },
        ],
      }),
      422,
      'bundle_cycle',
      '/components/1/product_code',
    );
    const c = await call(ctx, 'GET', '/api/v1/products/C');
    assert.deepEqual([c.body.is_bundle, c.body.components], [false, []]);
    const diamond = await post({
      code: 'D',
      name: 'D',
      components: [
        { product_code: 'A', quantity: 1 },
        { product_code: 'B', quantity: 1 },
      ],
    });
    assert.equal(diamond.status, 201, 'a product reached twice without a loop is not a cycle');
  });

  it('lets only one of two crossing changes through when they race', async () => {
    await post({ code: 'X', name: 'X' });
    await post({ code: 'Y', name: 'Y' });
    const [x, y] = await Promise.all([
      patch('X', { components: [{ product_code: 'Y', quantity: 1 }] }),
      patch('Y', { components: [{ product_code: 'X', quantity: 1 }] }),
    ]);
    assert.deepEqual([x.status, y.status].sort(), [200, 422]);
    assert.equal([x, y].find((r) => r.status === 422)!.body.code, 'bundle_cycle');
  });

  it('changes any field but the code; components are replaced and may be removed', async () => {
    const res = await patch('KIT', {
      name: 'Starter kit',
      unit_price: '40.00',
      return_warehouse: 'EAST',
      components: [
        { product_code: 'CASE', quantity: 1 },
        { product_code: 'WIDGET', quantity: 3 },
      ],
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.name, res.body.unit_price, res.body.return_warehouse], ['Starter kit', '40.00', 'EAST']);
    assert.deepEqual(res.body.components, [
      { product_code: 'CASE', quantity: 1 },
      { product_code: 'WIDGET', quantity: 3 },
    ]);
    assert.ok(res.body.updated_at >= res.body.created_at);
    const cleared = await patch(res.body.id, { components: [], return_warehouse: null, upc: null });
    assert.deepEqual([cleared.body.is_bundle, cleared.body.components, cleared.body.return_warehouse], [false, [], null]);
    assertProblem(await patch('KIT', { code: 'KIT2' }), 400, 'validation_failed', '/code');
    assert.equal((await patch('NO-SUCH', { name: 'x' })).status, 404);
  });

  it('refuses a consumable bundle from either side', async () => {
    await post({ code: 'BOX', name: 'Box', consumable: true });
    assertProblem(await patch('BOX', { components: [{ product_code: 'CASE', quantity: 1 }] }), 422, 'invalid_value', '/components');
    assertProblem(await patch('A', { consumable: true }), 422, 'invalid_value', '/consumable');
    assert.equal((await call(ctx, 'GET', '/api/v1/products/A')).body.consumable, false);
  });

  it('refuses to turn a product with stock into a bundle', async () => {
    const stocked = await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'STRAP', quantity: 5 } });
    assert.equal(stocked.status, 201);
    assertProblem(await patch('STRAP', { components: [{ product_code: 'CASE', quantity: 1 }] }), 422, 'invalid_value', '/components');
    await call(ctx, 'POST', '/api/v1/inventory/adjustments', { body: { warehouse: 'EAST', product_code: 'STRAP', quantity: -5 } });
    assert.equal((await patch('STRAP', { components: [{ product_code: 'CASE', quantity: 1 }] })).status, 200);
  });

  it('filters lists by code, codes, upc, consumable and updated_at, and pages them', async () => {
    const codes = async (query: string) => (await call(ctx, 'GET', `/api/v1/products${query}`)).body.map((p: any) => p.code);
    assert.deepEqual(await codes('?code=CASE'), ['CASE']);
    assert.deepEqual((await codes('?codes=CASE,WIDGET,NOPE')).sort(), ['CASE', 'WIDGET']);
    assert.deepEqual(await codes(`?upc=${UPC_A}`), ['WIDGET']);
    assert.deepEqual(await codes('?upc=123'), []);
    assert.deepEqual(await codes('?consumable=true'), ['BOX']);
    await sleep(5);
    const touched = await patch('CASE', { name: 'Hard case' });
    assert.deepEqual(await codes(`?updated_at_min=${encodeURIComponent(touched.body.updated_at)}`), ['CASE']);
    assert.ok(!(await codes(`?updated_at_max=${encodeURIComponent(touched.body.created_at)}`)).includes('CASE'));

    const all = await codes('');
    const first = await call(ctx, 'GET', '/api/v1/products?per_page=3');
    assert.equal(first.body.length, 3);
    assert.match(first.headers.link as string, /page=2.*rel="next"/);
    const pages = [...first.body];
    for (let page = 2; ; page++) {
      const res = await call(ctx, 'GET', `/api/v1/products?per_page=3&page=${page}`);
      pages.push(...res.body);
      if (!res.headers.link) break;
    }
    assert.deepEqual(
      pages.map((p: any) => p.code),
      all,
      'pages add up to the whole list, in order',
    );
    assert.equal(all.at(-1), 'CASE', 'sorted by updated_at');
  });
});
