import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createContext, type TestContext } from '../helpers/context.ts';

// IPv4 carried inside IPv6 must be judged by the IPv4 it carries (docs/admin-api.md "The URL rule").
describe('admin: webhook endpoint URLs that carry an IPv4 address inside IPv6', () => {
  let ctx: TestContext;
  let allowPrivateBefore: string | undefined;
  before(async () => {
    // The route reads the variable on every request; the config flag is set too, for the dispatcher.
    allowPrivateBefore = process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
    delete process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE;
    ctx = await createContext({ config: { webhookAllowPrivate: false } });
  });
  after(async () => {
    await ctx.close();
    if (allowPrivateBefore !== undefined) process.env.DOCKSIDE_WEBHOOK_ALLOW_PRIVATE = allowPrivateBefore;
  });

  it('refuses NAT64, 6to4, Teredo, IPv4-compatible and mapped forms of inside addresses with 422 at /url', async () => {
    const refused = [
      'https://[64:ff9b::7f00:1]/hook',
      'https://[64:ff9b::a00:1]/hook',
      'https://[64:ff9b:1::5db8:d822]/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[2002:a9fe:a9fe::1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://0x7f.1/',
    ];
    for (const url of refused) {
      const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url, events: ['*'] } });
      assert.equal(res.status, 422, url);
      assert.equal(res.body.code, 'invalid_value', url);
      assert.equal(res.body.errors[0].pointer, '/url', url);
    }
    const count = await ctx.db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0, 'none of them was stored');
  });

  it('accepts a public IPv4 address behind NAT64 or 6to4', async () => {
    for (const url of ['https://[64:ff9b::5db8:d822]/hook', 'https://[2002:5db8:d822::1]/hook']) {
      const res = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url, events: ['inventory.updated'] } });
      assert.equal(res.status, 201, url);
    }
  });

  it('refuses a PATCH that moves an endpoint to an inside address', async () => {
    const created = await call(ctx, 'POST', '/api/v1/webhook-endpoints', { body: { url: 'https://93.184.216.34/hook', events: ['*'] } });
    assert.equal(created.status, 201);
    const res = await call(ctx, 'PATCH', `/api/v1/webhook-endpoints/${created.body.id}`, { body: { url: 'https://[64:ff9b::a9fe:a9fe]/latest/meta-data' } });
    assert.equal(res.status, 422);
    assert.equal(res.body.errors[0].pointer, '/url');
  });
});
