import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every response serializer not compiled yet (tests check that every response schema compiles). */
    compileSerializers: () => void;
  }
}

type BuildSerializer = SerializerSelector.SerializerFactory;
type Serialize = SerializerSelector.Serializer;

/**
 * Fastify's own serializers (fast-json-stringify, from each route's response schemas), each compiled the
 * first time a response needs it instead of all at start-up. Compiling them all was 0.7 s of the 2.5 s
 * `dockside serve` took to listen (2 cores, 2026-11-27; a route declares a schema per status, most of which
 * a process never sends; polls send JSON they assembled themselves), and as much again for every app the
 * tests build. A serializer writes what it wrote before. `compileSerializers` compiles the rest at once, for
 * tests. Pass `buildSerializer` as Fastify's `schemaController.compilersFactory.buildSerializer`.
 */
export function lazySerializers(): { buildSerializer: BuildSerializer; compileAll: () => void } {
  const eager = SerializerSelector();
  const pending = new Set<() => Serialize>();
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      const build = () => {
        pending.delete(build);
        serialize = compile(route);
        return serialize;
      };
      pending.add(build);
      return (data) => (serialize ?? build())(data);
    };
  };
  return {
    buildSerializer,
    compileAll: () => {
      for (const build of [...pending]) build();
    },
  };
}

/** Decorates the app with `compileSerializers` (see lazySerializers). */
export function registerSerializers(app: FastifyInstance, serializers: ReturnType<typeof lazySerializers>): void {
  app.decorate('compileSerializers', serializers.compileAll);
}
