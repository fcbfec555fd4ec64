import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CARRIERS } from '../../src/db/carriers-seed.ts';
import { carrierTemplates, trackingUrl } from '../../src/domain/carriers/carriers.repo.ts';
import { createWarehouseKey } from '../helpers/keys.ts';
import { call, createContext, type TestContext } from '../helpers/context.ts';

describe('admin: carriers', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('lists the seeded carriers, paged with a Link header', async () => {
    const first = await call(ctx, 'GET', '/api/v1/carriers?per_page=100');
    assert.equal(first.status, 200);
    assert.equal(first.body.length, 100);
    assert.match(first.headers.link as string, /page=2.*rel="next"/);
    const rest = await call(ctx, 'GET', '/api/v1/carriers?per_page=100&page=2');
    assert.equal(first.body.length + rest.body.length, CARRIERS.length);
    assert.equal(rest.headers.link, undefined);
  });

  it('filters by exact code and by name fragment, case-insensitively', async () => {
    const ups = await call(ctx, 'GET', '/api/v1/carriers?code=ups');
    assert.equal(ups.body.length, 1);
    assert.equal(ups.body[0].name, 'UPS');
    assert.equal(ups.body[0].scac, 'UPSN');
    assert.equal(ups.body[0].tracking_url_template, 'https://www.ups.com/track?tracknum={tracking_number}');
    const dhl = await call(ctx, 'GET', '/api/v1/carriers?q=dHl');
    assert.ok(dhl.body.length >= 3);
    assert.ok(dhl.body.every((c: any) => /dhl/i.test(c.name)));
    const none = await call(ctx, 'GET', '/api/v1/carriers?q=%25');
    assert.deepEqual(none.body, [], 'a % in q is a literal, not a wildcard');
  });

  it('gets a carrier by code or id, and 404 for an unknown one', async () => {
    const byCode = await call(ctx, 'GET', '/api/v1/carriers/fedex');
    assert.equal(byCode.status, 200);
    const byId = await call(ctx, 'GET', `/api/v1/carriers/${byCode.body.id}`);
    assert.deepEqual(byId.body, byCode.body);
    const missing = await call(ctx, 'GET', '/api/v1/carriers/pigeon_post');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'not_found');
  });

  it('adds a carrier and answers what it accepted', async () => {
    const res = await call(ctx, 'POST', '/api/v1/carriers', {
      body: { code: 'acme_freight', name: 'Acme Freight', tracking_url_template: 'https://track.acme.example/t/{tracking_number}', scac: 'ACME' },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.code, 'acme_freight');
    assert.equal(res.body.scac, 'ACME');
    assert.ok(res.body.created_at);
    const bare = await call(ctx, 'POST', '/api/v1/carriers', { body: { code: 'local_courier', name: 'Local courier' } });
    assert.equal(bare.status, 201);
    assert.equal(bare.body.tracking_url_template, null);
    assert.equal(bare.body.scac, null);
  });

  it('answers 409 already_exists for a taken code', async () => {
    const res = await call(ctx, 'POST', '/api/v1/carriers', { body: { code: 'ups', name: 'Another UPS' } });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'already_exists');
    assert.equal(res.body.errors[0].pointer, '/code');
  });

  it('refuses malformed codes, SCACs and unknown fields with 400, all at once', async () => {
    const res = await call(ctx, 'POST', '/api/v1/carriers', { body: { code: 'Big-Carrier', name: '', scac: 'abcde', colour: 'red' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.deepEqual(res.body.errors.map((e: any) => e.pointer).sort(), ['/code', '/colour', '/name', '/scac']);
    const digitFirst = await call(ctx, 'POST', '/api/v1/carriers', { body: { code: '3pl', name: 'Custom' } });
    assert.equal(digitFirst.status, 400, '"3pl" is the custom-carrier marker, never a carrier code');
  });

  it('refuses tracking templates that are not https or lack {tracking_number} with 422', async () => {
    for (const template of ['http://track.example/{tracking_number}', 'https://track.example/parcel', 'https://[bad/{tracking_number}']) {
      const res = await call(ctx, 'POST', '/api/v1/carriers', { body: { code: 'bad_template', name: 'Bad', tracking_url_template: template } });
      assert.equal(res.status, 422, template);
      assert.equal(res.body.code, 'invalid_value');
      assert.equal(res.body.errors[0].pointer, '/tracking_url_template');
    }
    const list = await call(ctx, 'GET', '/api/v1/carriers?code=bad_template');
    assert.deepEqual(list.body, []);
  });

  it('changes name, template and SCAC; null clears them; the code stays', async () => {
    const res = await call(ctx, 'PATCH', '/api/v1/carriers/local_courier', {
      body: { name: 'Local Courier Co', tracking_url_template: 'https://lc.example/?n={tracking_number}', scac: 'LCCO' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Local Courier Co');
    assert.equal(res.body.scac, 'LCCO');
    assert.ok(res.body.updated_at >= res.body.created_at);
    const cleared = await call(ctx, 'PATCH', `/api/v1/carriers/${res.body.id}`, { body: { tracking_url_template: null, scac: null } });
    assert.equal(cleared.body.tracking_url_template, null);
    assert.equal(cleared.body.scac, null);
    assert.equal(cleared.body.name, 'Local Courier Co');
    const code = await call(ctx, 'PATCH', '/api/v1/carriers/local_courier', { body: { code: 'renamed' } });
    assert.equal(code.status, 400);
    const bad = await call(ctx, 'PATCH', '/api/v1/carriers/local_courier', { body: { tracking_url_template: 'https://lc.example/' } });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.errors[0].pointer, '/tracking_url_template');
    const missing = await call(ctx, 'PATCH', '/api/v1/carriers/nobody', { body: { name: 'x' } });
    assert.equal(missing.status, 404);
  });

  it('builds tracking URLs with the number URL-encoded, from templates; none without a template or carrier', async () => {
    const templates = await carrierTemplates(ctx.db);
    assert.equal(trackingUrl(templates.get('ups')!, '1Z 999/AA&1'), 'https://www.ups.com/track?tracknum=1Z%20999%2FAA%261');
    assert.equal(trackingUrl(templates.get('acme_freight')!, 'A1'), 'https://track.acme.example/t/A1');
    assert.equal(templates.get('local_courier'), null);
    assert.equal(templates.has('pigeon_post'), false);
  });

  it('is for staff keys only: 401 without a key, 403 with a warehouse key', async () => {
    const anonymous = await call(ctx, 'GET', '/api/v1/carriers', { key: null });
    assert.equal(anonymous.status, 401);
    const { key } = await createWarehouseKey(ctx.db, 'WH-CARRIERS');
    const warehouse = await call(ctx, 'POST', '/api/v1/carriers', { key, body: { code: 'sneaky', name: 'Sneaky' } });
    assert.equal(warehouse.status, 403);
    assert.equal(warehouse.body.code, 'forbidden');
  });

  it('warehouse keys read every carrier code at GET /services/3pl/v1/carriers.json, in code order', async () => {
    const { key } = await createWarehouseKey(ctx.db, 'WH-CARRIER-LIST');
    const res = await call(ctx, 'GET', '/services/3pl/v1/carriers.json', { key });
    assert.equal(res.status, 200);
    const codes = res.body.map((c: { code: string }) => c.code);
    assert.ok(codes.length >= 170, `only ${codes.length} carriers`);
    assert.deepEqual(codes, [...codes].sort());
    for (const code of ['dpd', 'amazon_shipping', 'ups', 'fedex']) assert.ok(codes.includes(code), code);
    const ups = res.body.find((c: { code: string }) => c.code === 'ups');
    assert.deepEqual(ups, { code: 'ups', name: 'UPS', tracking_url_template: 'https://www.ups.com/track?tracknum={tracking_number}', scac: 'UPSN' });
    const withTemplate = res.body.filter((c: { tracking_url_template: string | null }) => c.tracking_url_template !== null);
    assert.ok(withTemplate.length >= 130, `only ${withTemplate.length} templates`);
    assert.equal((await call(ctx, 'GET', '/services/3pl/v1/carriers.json', { key: null })).status, 401);
  });
});
