import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { requestOwner } from './domain/idempotency/owner.ts';
import { sessionPolicy } from './domain/partners/sessions.repo.ts';
import { AppError } from './errors.ts';
import { registerApiBrowser } from './http/api-browser.ts';
import { registerCompression } from './http/compression.ts';
import { registerConsole } from './http/console.ts';
import { registerAuth } from './http/auth.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerFaultHooks } from './http/fault-hooks.ts';
import { registerDeprecation } from './http/deprecation.ts';
import { BODY_LIMIT } from './http/limits.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { errorHandler, sendProblem } from './http/problem.ts';
import { allowedMethods, registerRouteTable } from './http/route-table.ts';
import { lazySerializers, registerSerializers } from './http/serializers.ts';
import { registerOptionalBodies, registerTextRules, validatorCompiler } from './http/validation.ts';
import type { App, Deps } from './api/deps.ts';
import { documentFacts } from './api/document-facts.ts';
import type { Keyring } from './domain/secrets/keyring.ts';
import { systemRoutes } from './api/system.ts';
import { adminRoutes } from './api/admin/index.ts';
import { tplRoutes } from './api/tpl/index.ts';

export type { App } from './api/deps.ts';

export type BuildOptions = {
  /** pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** Where the JSON log lines go instead of stdout (at config.logLevel); tests read them from here. */
  logStream?: { write: (line: string) => void };
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the Dockside HTTP app over an open, migrated database and the keyring that seals its secrets. It does not listen. */
export async function buildApp(config: Config, db: Db, keyring: Keyring, options: BuildOptions = {}): Promise<App> {
  const serializers = lazySerializers();
  const app = Fastify({
    logger: options.logStream ? { level: config.logLevel, stream: options.logStream } : (options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    // Idle and slow clients are cut (docs/operations.md "Timeouts"): headers, whole request, idle keep-alive.
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { allErrors: true } },
    // X-Forwarded-For, -Proto and -Host count only from the proxies named (docs/operations.md "Behind a reverse proxy").
    trustProxy: config.trustProxy === '' ? false : config.trustProxy,
    // Requests arriving while the app closes are answered by registerGracefulClose, as problem+json.
    return503OnClosing: false,
    // What the router refuses before any route runs, answered as problem+json like everything else.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, frameworkProblem(error)),
    // Response serializers compile when first used (src/http/serializers.ts).
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerSerializers(app, serializers);

  // JSON only (docs/3pl-api.md section 4): without this, Fastify would hand a text/plain body to the schema as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = allowedMethods(app.routeTable, path);
    if (allowed.length === 0) return sendProblem(reply, new AppError('not_found', `No route ${request.method} ${path}`));
    reply.header('allow', allowed.join(', '));
    return sendProblem(reply, new AppError('method_not_allowed', `${path} answers ${allowed.join(', ')}, not ${request.method}`));
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url,
        status: reply.statusCode,
        latency_ms: Math.round(reply.elapsedTime * 100) / 100,
        key_id: request.principal?.keyId ?? null,
      },
      'request completed',
    );
  });
  registerGracefulClose(app);
  const owner = requestOwner(db);
  app.addHook('onClose', async () => {
    await owner.release();
    await db.destroy();
  });

  registerAuth(app, db, sessionPolicy(config));
  registerFaultHooks(app, config.faultKillBeforeAnswer);
  registerIdempotency(app, db, owner);
  registerRouteTable(app);
  registerMetrics(app, db);
  registerDeprecation(app);
  registerTextRules(app);
  registerOptionalBodies(app);
  await registerRateLimit(app, config);
  await registerCompression(app);
  await registerOpenApi(app, documentFacts());
  await registerApiBrowser(app);
  await registerConsole(app, config.consoleDir);

  const deps: Deps = { db, config, keyring };
  await app.register(async (scope) => systemRoutes(scope as App, deps));
  await app.register(async (scope) => adminRoutes(scope as App, deps), { prefix: '/api/v1' });
  await app.register(async (scope) => tplRoutes(scope as App, deps), { prefix: '/services/3pl/v1' });
  return app;
}

/**
 * The router's own refusals: a path segment longer than any id or code (100 characters) names no
 * record (404); a malformed URL (bad percent-encoding) is a 400.
 */
function frameworkProblem(error: { code?: string; message: string }): AppError {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError('not_found', 'No record has an id or code that long');
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'The URL path is not valid: a percent-encoded character is malformed';
    return new AppError('validation_failed', message, [{ code: 'invalid_format', message, pointer: null }]);
  }
  return new AppError('internal_error', 'An unexpected error happened; quote the request_id when reporting it');
}

/**
 * While the app closes: a request still in flight finishes and is answered with `Connection: close`
 * (otherwise its keep-alive connection would hold the server open until the grace period runs out);
 * a new request on an already open connection gets 503 `shutting_down` as problem+json, so that the
 * client retries it on another instance.
 */
function registerGracefulClose(app: App): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('shutting_down', 'This instance is shutting down; retry the request');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Per-key limits (docs/admin-api.md "Rate limits"): `burst` requests per window of burst/rate seconds, per
 * app instance. The plugin is registered even when the per-key limit is off, for the routes that set a
 * limit of their own (sign-in, per client address: docs/admin-api.md "Sessions (the staff console)").
 */
async function registerRateLimit(app: App, config: Config): Promise<void> {
  const perKey = config.rateLimitPerSecond > 0;
  await app.register(rateLimit, {
    global: perKey,
    hook: 'preParsing',
    max: config.rateLimitBurst,
    timeWindow: perKey ? Math.max(1, Math.round((config.rateLimitBurst / config.rateLimitPerSecond) * 1000)) : 1000,
    keyGenerator: (request) => (request.principal ? `key:${request.principal.keyId}` : `ip:${request.ip}`),
    allowList: (request) => request.routeOptions.config?.auth === 'public' || request.routeOptions.config?.auth === undefined,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Rate limit of ${context.max} requests per ${context.after} exceeded; retry after ${Math.ceil(context.ttl / 1000)} s`),
  });
}
