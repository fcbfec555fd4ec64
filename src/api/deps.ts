import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Keyring } from '../domain/secrets/keyring.ts';

/** The Fastify instance with TypeBox types, as every route module receives it. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What route modules need besides the app: the database, the configuration, the master keys that seal secrets. */
export type Deps = { db: Db; config: Config; keyring: Keyring };
