import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { lazySerializers, registerSerializers } from '../../src/http/serializers.ts';
import { createContext } from '../helpers/context.ts';

/** A Fastify app with the lazy serializers and two routes: one whose response schema compiles, one whose does not. */
async function appWithRoutes() {
  const serializers = lazySerializers();
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } } });
  registerSerializers(app, serializers);
  const record = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } };
  app.get('/good', { schema: { response: { 200: record } } }, async () => ({ id: 7, name: 'Widget "7"', extra: 'left out' }));
  // An unresolvable reference: fast-json-stringify refuses to compile it.
  app.get('/broken', { schema: { response: { 200: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } } } }, async () => ({ a: 1 }));
  await app.ready();
  return app;
}

describe('response serializers compiled when first used (src/http/serializers.ts)', () => {
  it('starts without compiling them, serializes as before, and compileSerializers compiles the rest', async () => {
    const app = await appWithRoutes();
    const good = await app.inject({ method: 'GET', url: '/good' });
    assert.equal(good.statusCode, 200);
    assert.equal(good.body, '{"id":7,"name":"Widget \\"7\\""}', "the schema's fields only, as fast-json-stringify writes them");
    assert.throws(() => app.compileSerializers(), 'the broken schema, left uncompiled at start, fails when compiled');
    await app.close();
  });

  it('compiles the serializer of every response of every Dockside route', async () => {
    const ctx = await createContext();
    try {
      ctx.app.compileSerializers();
    } finally {
      await ctx.close();
    }
  });
});
