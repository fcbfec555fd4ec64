import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';
import { buildSscc } from '../../src/domain/shared/gs1.ts';
import { placeOrder, setupMerchant, stockOf } from '../helpers/tpl-fixture.ts';

const SHIP = '/services/3pl/v1/customer-shipments/ship.json';

describe('3PL ship.json: errors, batches and idempotency', () => {
  let ctx: TestContext;
  let key: string;
  let otherKey: string;
  before(async () => {
    ctx = await createContext();
    ({ key, otherKey } = await setupMerchant(ctx));
  });
  after(async () => {
    await ctx.close();
  });

  const ship = (shipments: unknown[], options: { query?: string; key?: string; headers?: Record<string, string> } = {}) =>
    call(ctx, 'PUT', `${SHIP}${options.query ?? ''}`, { key: options.key ?? key, body: { shipments }, headers: options.headers });
  const one = async (element: Record<string, unknown>) => {
    const res = await ship([element]);
    assert.equal(res.status, 207, JSON.stringify(res.body));
    return res.body.shipments[0].errors as { code: string; pointer: string }[];
  };
  const widgetShipment = () => placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 2 }]);

  it('answers every per-element error code with a pointer into the request', async () => {
    const cs = await widgetShipment();
    const line = [{ product_code: 'WIDGET', quantity: 1 }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: 999999, lines: line }, 'not_found', '/shipments/0/id'],
      [{ id: cs.id }, 'nothing_to_ship', '/shipments/0'],
      [{ id: cs.id, lines: line, packages: [{ items: line }] }, 'lines_and_packages', '/shipments/0/packages'],
      [{ id: cs.id, lines: [{ product_code: 'NOPE', quantity: 1 }] }, 'unknown_product', '/shipments/0/lines/0/product_code'],
      [{ id: cs.id, lines: [{ product_code: '036000291453', quantity: 1 }] }, 'unknown_product', '/shipments/0/lines/0/product_code'],
      [{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 3 }] }, 'quantity_exceeds_ordered', '/shipments/0/lines/0/quantity'],
      [{ id: cs.id, lines: [{ product_code: 'GADGET', quantity: 1 }] }, 'product_not_on_shipment', '/shipments/0/lines/0/product_code'],
      [
        { id: cs.id, packages: [{ items: line, consumables: [{ product_code: 'GADGET', quantity: 1 }] }] },
        'not_a_consumable',
        '/shipments/0/packages/0/consumables/0/product_code',
      ],
      [{ id: cs.id, carrier_identifier: 'pony_express', lines: line }, 'unknown_carrier', '/shipments/0/carrier_identifier'],
      [{ id: cs.id, carrier: 'ups', lines: line }, 'unknown_carrier', '/shipments/0/carrier'],
      [{ id: cs.id, carrier: '3pl', lines: line }, 'unknown_carrier', '/shipments/0/carrier_service'],
      [{ id: cs.id, packages: [{ carrier_identifier: 'nope', items: line }] }, 'unknown_carrier', '/shipments/0/packages/0/carrier_identifier'],
      [{ id: cs.id, override_sscc: '006141410000123453', lines: line }, 'invalid_sscc', '/shipments/0/override_sscc'],
      [{ id: cs.id, packages: [{ override_sscc: '12345', items: line }] }, 'invalid_sscc', '/shipments/0/packages/0/override_sscc'],
      [{ id: cs.id, override_scac: 'ups1', lines: line }, 'invalid_scac', '/shipments/0/override_scac'],
      [{ id: cs.id, packages: [{ medium: 'CRATE', items: line }] }, 'invalid_medium', '/shipments/0/packages/0/medium'],
      [{ id: cs.id, packages: [{ material: '99', items: line }] }, 'invalid_material', '/shipments/0/packages/0/material'],
      [{ id: cs.id, packages: [{ weight: 1, weight_uom: 'stone', items: line }] }, 'invalid_unit', '/shipments/0/packages/0/weight_uom'],
      [
        { id: cs.id, packages: [{ dimensions: { length: 1, width: 1, height: 1, uom: 'yards' }, items: line }] },
        'invalid_unit',
        '/shipments/0/packages/0/dimensions/uom',
      ],
      [{ id: cs.id, cost: '-1', lines: line }, 'invalid_cost', '/shipments/0/cost'],
      [{ id: cs.id, cost: '10', cost_currency_code: 'XYZ', lines: line }, 'invalid_currency', '/shipments/0/cost_currency_code'],
      [{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 0.0001 }] }, 'invalid_quantity', '/shipments/0/lines/0/quantity'],
      [{ id: cs.id, warehouse: 999999, lines: line }, 'warehouse_mismatch', '/shipments/0/warehouse'],
    ];
    for (const [element, code, pointer] of cases) {
      const errors = await one(element);
      assert.ok(
        errors.some((e) => e.code === code && e.pointer === pointer),
        `${code} at ${pointer}: got ${JSON.stringify(errors)}`,
      );
    }
    const untouched = await ctx.db.selectFrom('customer_shipments').select('state').where('id', '=', cs.id).executeTakeFirstOrThrow();
    assert.equal(untouched.state, 'pending', 'no failed element changed the shipment');
  });

  it('refuses an override_sscc another package carries, or repeated in one report, without blocking the batch', async () => {
    const first = await widgetShipment();
    const sscc = '006141410999999908';
    const shipped = await ship([{ id: first.id, override_sscc: sscc, lines: [{ product_code: 'WIDGET', quantity: 2 }] }]);
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const [again, twice, fine] = [await widgetShipment(), await widgetShipment(), await widgetShipment()];
    const res = await ship([
      { id: again.id, packages: [{ override_sscc: sscc, items: [{ product_code: 'WIDGET', quantity: 2 }] }] },
      {
        id: twice.id,
        packages: [
          { override_sscc: '006141410999999915', items: [{ product_code: 'WIDGET', quantity: 1 }] },
          { override_sscc: '006141410999999915', items: [{ product_code: 'WIDGET', quantity: 1 }] },
        ],
      },
      { id: fine.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
    ]);
    assert.equal(res.status, 207);
    assert.deepEqual(
      res.body.shipments[0].errors.map((e: any) => [e.code, e.pointer]),
      [['sscc_in_use', '/shipments/0/packages/0/override_sscc']],
    );
    assert.deepEqual(
      res.body.shipments[1].errors.map((e: any) => e.code),
      ['sscc_in_use', 'sscc_in_use'],
    );
    assert.equal(res.body.shipments[2].state, 'done');
  });

  it('answers sscc_capacity_exhausted when every serial of the company prefix is on a package, and moves nothing', async () => {
    const prefix = '061414100001'; // 12 digits: 4 digits of serial reference, 10,000 SSCCs
    const before = await call(ctx, 'GET', '/api/v1/settings');
    assert.equal((await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: prefix } })).status, 200);
    const holder = await widgetShipment();
    const now = new Date().toISOString();
    const rows = Array.from({ length: 10_000 }, (_, serial) => ({
      shipment_id: holder.id,
      position: serial,
      sscc: buildSscc(0, prefix, serial),
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await ctx.db
        .insertInto('packages')
        .values(rows.slice(i, i + 500))
        .execute();
    try {
      const cs = await widgetShipment();
      const stock = await stockOf(ctx, 'EAST', 'WIDGET');
      const res = await ship([{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }]);
      assert.equal(res.status, 207, JSON.stringify(res.body));
      assert.deepEqual(
        res.body.shipments[0].errors.map((e: any) => e.code),
        ['sscc_capacity_exhausted'],
      );
      assert.equal(res.body.shipments[0].state, 'pending');
      assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), stock);
      const overridden = await ship([{ id: cs.id, override_sscc: '006141410999999922', lines: [{ product_code: 'WIDGET', quantity: 2 }] }]);
      assert.equal(overridden.status, 200, 'an SSCC of its own still ships');
    } finally {
      // The holder's 10,000 packages stay (packages are never deleted); cancelled, it leaves the pending polls.
      assert.equal((await call(ctx, 'POST', `/api/v1/customer-shipments/${holder.id}/cancel`)).status, 200);
      await call(ctx, 'PATCH', '/api/v1/settings', { body: { gs1_company_prefix: before.body.gs1_company_prefix } });
    }
  });

  it('reports all problems of one element at once', async () => {
    const cs = await widgetShipment();
    const errors = await one({
      id: cs.id,
      carrier_identifier: 'nope',
      override_scac: 'x',
      packages: [{ medium: 'X', items: [{ product_code: 'NOPE', quantity: 1 }] }],
    });
    assert.deepEqual(errors.map((e) => e.code).sort(), ['invalid_medium', 'invalid_scac', 'unknown_carrier', 'unknown_product']);
  });

  it('refuses cancelled, unreleased and already shipped shipments, and replays an equal report', async () => {
    const cancelled = await widgetShipment();
    await call(ctx, 'POST', `/api/v1/customer-shipments/${cancelled.id}/cancel`);
    assert.equal((await one({ id: cancelled.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }))[0]?.code, 'shipment_cancelled');

    const waiting = await placeOrder(ctx, [{ product_code: 'WIDGET', quantity: 100000 }]);
    assert.equal(waiting.state, 'waiting');
    assert.equal((await one({ id: waiting.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }))[0]?.code, 'shipment_not_released');

    const cs = await widgetShipment();
    const element = { id: cs.id, tracking_number: 'R-1', lines: [{ product_code: 'WIDGET', quantity: 2 }] };
    const first = await ship([element]);
    assert.equal(first.status, 200);
    const stock = await stockOf(ctx, 'EAST', 'WIDGET');
    const again = await ship([element]);
    assert.equal(again.status, 200);
    assert.equal(again.body.shipments[0].replayed, true);
    assert.deepEqual({ ...again.body.shipments[0], replayed: undefined }, { ...first.body.shipments[0], replayed: undefined });
    assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), stock, 'a replay moves nothing');
    assert.equal((await one({ ...element, tracking_number: 'R-2' }))[0]?.code, 'already_shipped');
  });

  it("hides another partner's shipments: not_found, nothing moved", async () => {
    const cs = await widgetShipment();
    const res = await ship([{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }], { key: otherKey });
    assert.equal(res.status, 207);
    assert.deepEqual(res.body.shipments[0], {
      id: cs.id,
      state: null,
      errors: [{ code: 'not_found', message: `customer shipment ${cs.id} does not exist`, pointer: '/shipments/0/id' }],
    });
  });

  it('answers 207 for a mixed batch (good elements applied) and 422 with nothing applied when atomic', async () => {
    const a = await widgetShipment();
    const b = await widgetShipment();
    const mixed = await ship([
      { id: a.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
      { id: b.id, lines: [{ product_code: 'NOPE', quantity: 1 }] },
    ]);
    assert.equal(mixed.status, 207);
    assert.equal(mixed.body.shipments[0].state, 'done');
    assert.equal(mixed.body.shipments[0].errors, null);
    assert.equal(mixed.body.shipments[1].state, 'pending');
    assert.equal(mixed.body.shipments[1].errors[0].pointer, '/shipments/1/lines/0/product_code');

    const c = await widgetShipment();
    const stock = await stockOf(ctx, 'EAST', 'WIDGET');
    const atomic = await ship(
      [
        { id: c.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
        { id: b.id, lines: [{ product_code: 'NOPE', quantity: 1 }] },
      ],
      { query: '?atomic=true' },
    );
    assert.equal(atomic.status, 422);
    assert.deepEqual(atomic.body.shipments[0], { id: c.id, state: 'pending', errors: null, applied: false }, 'a rolled-back element answers its real state');
    assert.equal(atomic.body.shipments[1].errors[0].code, 'unknown_product');
    const state = await ctx.db.selectFrom('customer_shipments').select('state').where('id', '=', c.id).executeTakeFirstOrThrow();
    assert.equal(state.state, 'pending');
    assert.deepEqual(await stockOf(ctx, 'EAST', 'WIDGET'), stock);
  });

  it('rejects schema violations for the whole request with every error listed and nothing applied', async () => {
    const a = await widgetShipment();
    const res = await ship([
      { id: a.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] },
      { id: 'x', colour: 'red', packages: [{ items: [] }] },
    ]);
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    const pointers = res.body.errors.map((e: any) => e.pointer).sort();
    assert.deepEqual(pointers, ['/shipments/1/colour', '/shipments/1/id', '/shipments/1/packages/0/items']);
    const state = await ctx.db.selectFrom('customer_shipments').select('state').where('id', '=', a.id).executeTakeFirstOrThrow();
    assert.equal(state.state, 'pending');
  });

  it('refuses more than 250 elements with too_many_elements', async () => {
    const res = await ship(Array.from({ length: 251 }, (_, i) => ({ id: i + 1, lines: [{ product_code: 'WIDGET', quantity: 1 }] })));
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'too_many_elements');
  });

  it('stores and replays responses by Idempotency-Key, and refuses a key reused for another body', async () => {
    const cs = await widgetShipment();
    const headers = { 'idempotency-key': `ship-${cs.id}` };
    const body = [{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }];
    const first = await ship(body, { headers });
    assert.equal(first.status, 200);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const again = await ship(body, { headers });
    assert.equal(again.status, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body);
    const reused = await ship([{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 1 }] }], { headers });
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'idempotency_key_reused');
    const otherKeySameIdem = await ship(body, { headers, key: otherKey });
    assert.equal(otherKeySameIdem.headers['idempotent-replayed'], undefined, 'keys are scoped per API key');
  });

  it('replays a rolled-back atomic batch as it answered it: 422 with the elements, as JSON, not as a problem', async () => {
    const cs = await widgetShipment();
    const headers = { 'idempotency-key': `atomic-${cs.id}` };
    const body = [{ id: cs.id, lines: [{ product_code: 'NOPE', quantity: 1 }] }];
    const first = await ship(body, { headers, query: '?atomic=true' });
    const again = await ship(body, { headers, query: '?atomic=true' });
    assert.equal(first.status, 422);
    assert.equal(again.status, 422);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.headers['content-type'], first.headers['content-type']);
    assert.match(String(again.headers['content-type']), /^application\/json/);
    assert.deepEqual(again.body, first.body);
  });

  it('answers idempotency_key_in_use while the first request with the key still runs', async () => {
    const cs = await widgetShipment();
    const headers = { 'idempotency-key': `slow-${cs.id}` };
    const body = [{ id: cs.id, lines: [{ product_code: 'WIDGET', quantity: 2 }] }];
    const results = await Promise.all([ship(body, { headers }), ship(body, { headers })]);
    const statuses = results.map((r) => r.status).sort();
    assert.ok(
      (statuses[0] === 200 && statuses[1] === 409) || (statuses[0] === 200 && statuses[1] === 200),
      `one runs, the other is refused in use or replayed: ${statuses}`,
    );
    const refused = results.find((r) => r.status === 409);
    if (refused) assert.equal(refused.body.code, 'idempotency_key_in_use');
    // Force the in-use state deterministically: a running record that is not yet abandoned.
    const principalKey = await ctx.db.selectFrom('api_keys').select('id').where('role', '=', 'warehouse').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256')
      .update(`PUT ${SHIP}\n${JSON.stringify({ shipments: body })}`)
      .digest('hex');
    await ctx.db
      .insertInto('idempotency_records')
      .values({
        api_key_id: principalKey.id,
        key: 'held',
        request_hash: hash,
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    const held = await ship(body, { headers: { 'idempotency-key': 'held' } });
    assert.equal(held.status, 409);
    assert.equal(held.body.code, 'idempotency_key_in_use');
  });
});
