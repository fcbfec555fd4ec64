import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { createContext, type TestContext } from '../helpers/context.ts';
import { placeOrder, setupMerchant } from '../helpers/tpl-fixture.ts';

const FETCH = '/services/3pl/v1/customer-shipments.json';

describe('compressed answers and request bodies', () => {
  let ctx: TestContext;
  let key: string;
  before(async () => {
    ctx = await createContext();
    ({ key } = await setupMerchant(ctx));
    for (let i = 0; i < 3; i++)
      await placeOrder(ctx, [
        { product_code: 'WIDGET', quantity: 1 },
        { product_code: 'GADGET', quantity: 2 },
      ]);
  });
  after(async () => {
    await ctx.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, bearer = key) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, ...headers } });

  it('answers a poll compressed as the client asks, the same JSON once decompressed', async () => {
    const plain = await get(FETCH);
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding, no compression');
    assert.ok(plain.rawPayload.length > 1024, 'a page of three shipments is over the 1 KiB threshold');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', 'deflate'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get(FETCH, { 'accept-encoding': accept });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.ok(res.rawPayload.length < plain.rawPayload.length / 3, `${encoding}: ${res.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      assert.deepEqual(JSON.parse(decoders[encoding](res.rawPayload).toString()), JSON.parse(plain.payload), accept);
    }
    const identity = await get(FETCH, { 'accept-encoding': 'identity' });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.payload, plain.payload);
  });

  it('answers a page polled again and again compressed in each encoding asked, kept once compressed', async () => {
    // Records are cached once they changed more than a few seconds ago (src/http/record-cache.ts SETTLE_MS).
    await ctx.db
      .updateTable('customer_shipments')
      .set({ updated_at: new Date(Date.now() - 3_600_000).toISOString() })
      .execute();
    const plain = JSON.parse((await get(FETCH)).payload);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    // The record cache answers a page whole from its third poll on; from the next, its compressed forms are kept.
    const accepts = ['br', 'br', 'br', 'br', 'gzip', 'br', 'identity', 'deflate', 'gzip', 'br', 'gzip', '*', 'x-gzip', 'deflate;q=0.1, br;q=0.2'];
    const bodies = new Map<string, Buffer>();
    for (const accept of accepts) {
      const res = await get(FETCH, { 'accept-encoding': accept });
      const encoding = res.headers['content-encoding'] as keyof typeof decoders | undefined;
      const named: Record<string, string | undefined> = { identity: undefined, '*': 'gzip', 'x-gzip': 'gzip', 'deflate;q=0.1, br;q=0.2': 'br' };
      const expected = accept in named ? named[accept] : accept;
      assert.equal(encoding, expected, accept);
      if (encoding === undefined) {
        assert.deepEqual(JSON.parse(res.payload), plain);
        continue;
      }
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(Number(res.headers['content-length'] ?? res.rawPayload.length), res.rawPayload.length);
      assert.deepEqual(JSON.parse(decoders[encoding](res.rawPayload).toString()), plain, accept);
      bodies.set(encoding, res.rawPayload);
    }
    assert.deepEqual([...bodies.keys()].sort(), ['br', 'deflate', 'gzip']);
  });

  it('leaves small answers and problems under 1 KiB as they are', async () => {
    const health = await get('/health', { 'accept-encoding': 'gzip' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['content-encoding'], undefined);
    const refused = await get(FETCH, { 'accept-encoding': 'gzip' }, 'not-a-key');
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.json().code, 'unauthorized');
  });

  it('compresses a CSV export streamed page by page', async () => {
    const plain = await get('/api/v1/exports/customer-shipments.csv', {}, ctx.staffKey);
    assert.equal(plain.statusCode, 200, plain.payload);
    const zipped = await get('/api/v1/exports/customer-shipments.csv', { 'accept-encoding': 'gzip' }, ctx.staffKey);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(zipped.rawPayload).toString(), plain.payload);
  });

  it('stores the answer of an Idempotency-Key as JSON and replays it compressed again', async () => {
    const order = {
      number: 'SO-ZIP-1',
      channel: 'shop',
      currency: 'USD',
      warehouse: 'EAST',
      customer: { code: 'C-ZIP', name: 'Ada Lovelace', email: 'ada@example.com' },
      shipping_address: { name: 'Ada Lovelace', street: '12 Main St', city: 'Springfield', zip: '12345', country_code: 'US' },
      lines: ['WIDGET', 'GADGET', 'CASE', 'STRAP'].map((product_code) => ({ product_code, quantity: 1, unit_price: '10.00' })),
    };
    const send = (accept: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        payload: order,
        headers: { authorization: `Bearer ${ctx.staffKey}`, 'idempotency-key': 'zip-order-1', 'accept-encoding': accept },
      });
    const first = await send('gzip');
    assert.equal(first.statusCode, 201, first.payload);
    assert.equal(first.headers['content-encoding'], 'gzip');
    const created = JSON.parse(gunzipSync(first.rawPayload).toString());
    const replayed = await send('br');
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.equal(replayed.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(replayed.rawPayload).toString()), created);
    const plain = await send('identity');
    assert.equal(plain.headers['idempotent-replayed'], 'true');
    assert.deepEqual(plain.json(), created, 'the stored answer is the JSON itself');
  });

  const postProduct = (payload: Buffer, encoding: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      payload,
      headers: { authorization: `Bearer ${ctx.staffKey}`, 'content-type': 'application/json', 'content-encoding': encoding },
    });

  it('reads a request body sent compressed', async () => {
    const res = await postProduct(gzipSync(JSON.stringify({ code: 'ZIPPED', name: 'Sent gzipped' })), 'gzip');
    assert.equal(res.statusCode, 201, res.payload);
    assert.equal(res.json().code, 'ZIPPED');
  });

  it('refuses an unknown encoding (415), a body that does not decompress (400) and one that inflates past the limit (413), as problem+json', async () => {
    const unknown = await postProduct(Buffer.from(JSON.stringify({ code: 'LZW', name: 'x' })), 'compress');
    assert.equal(unknown.statusCode, 415);
    assert.match(String(unknown.headers['content-type']), /^application\/problem\+json/);
    assert.equal(unknown.json().code, 'unsupported_media_type');
    assert.match(unknown.json().detail, /compress/);
    const corrupt = await postProduct(Buffer.from('not gzip at all'), 'gzip');
    assert.equal(corrupt.statusCode, 400);
    assert.equal(corrupt.json().code, 'invalid_json');
    // 11 MiB of spaces inside a JSON string: a few KiB sent, more than the 10 MiB limit once inflated.
    const bomb = gzipSync(`{"code":"BOMB","name":"${' '.repeat(11 * 1024 * 1024)}"}`);
    assert.ok(bomb.length < 64 * 1024);
    const inflated = await postProduct(bomb, 'gzip');
    assert.equal(inflated.statusCode, 413);
    assert.equal(inflated.json().code, 'payload_too_large');
    const products = await get('/api/v1/products?codes=LZW,BOMB', {}, ctx.staffKey);
    assert.deepEqual(products.json(), [], 'nothing was created');
  });

  it('reads Content-Encoding names in any case and x-gzip as gzip, and ignores it on a request without a body', async () => {
    for (const [code, encoding] of [
      ['UPPER', 'GZIP'],
      ['ALIAS', 'x-gzip'],
    ] as const) {
      const res = await postProduct(gzipSync(JSON.stringify({ code, name: code })), encoding);
      assert.equal(res.statusCode, 201, `${encoding}: ${res.payload}`);
    }
    const listed = await get('/api/v1/products?codes=UPPER,ALIAS', { 'content-encoding': 'compress' }, ctx.staffKey);
    assert.equal(listed.statusCode, 200, listed.payload);
    assert.deepEqual(
      listed
        .json()
        .map((p: any) => p.code)
        .sort(),
      ['ALIAS', 'UPPER'],
    );
  });

  it('over a socket, refuses a compressed body past the limit or of another content type without reading it through its decompressor', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (body: Buffer, contentType: string) => {
      const started = Date.now();
      const res = await fetch(`${base}/api/v1/products`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${ctx.staffKey}`, 'content-type': contentType, 'content-encoding': 'gzip' },
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code, ms: Date.now() - started };
    };
    // 60 gzip members of 64 MiB of spaces each: 4 MB sent, 3.75 GiB once inflated. Inflating it all took
    // 20 s; the refused body is now read and thrown away.
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    const bomb = await send(Buffer.concat(Array.from({ length: 60 }, () => member)), 'application/json');
    assert.deepEqual([bomb.status, bomb.code], [413, 'payload_too_large']);
    assert.ok(bomb.ms < 10_000, `answered after ${bomb.ms} ms`);
    // Half a megabyte that does not compress, as a form: the decompressor nobody reads held the body back for 30 s.
    const form = await send(gzipSync(randomBytes(512 * 1024)), 'application/x-www-form-urlencoded');
    assert.deepEqual([form.status, form.code], [415, 'unsupported_media_type']);
    assert.ok(form.ms < 10_000, `answered after ${form.ms} ms`);
  });
});
