import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/connect.ts';
import { findPrincipal, touchKey, type Principal } from '../domain/partners/api-keys.repo.ts';
import { AppError } from '../errors.ts';

/**
 * Every route declares who may call it in `config.auth` (docs/admin-api.md "Staff keys"):
 * - `public`: anyone (health, readiness, the OpenAPI document and its browser);
 * - `staff`: staff keys (the admin API); viewer keys too, for GET and HEAD only;
 * - `warehouse`: warehouse keys, scoped to their partner's warehouses, and staff keys (the 3PL API).
 * A route registered without a decision makes the app refuse to start.
 */
export type AuthRule = 'public' | 'staff' | 'warehouse';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Routes that plugins register for us (the API reference browser); they serve public documents. */
const PUBLIC_PLUGIN_PREFIXES = ['/docs'];

/** Reads the key from `Authorization: Bearer <key>` or HTTP Basic (key as password, or as user name). */
function presentedKey(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(/\s+/, 2);
  if (!value) return null;
  if (/^bearer$/i.test(scheme)) return value.trim();
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon < 0 ? decoded : decoded.slice(0, colon);
    const password = colon < 0 ? '' : decoded.slice(colon + 1);
    return password || user || null;
  }
  return null;
}

/** Registers the auth decision check (at route registration) and the per-request key check. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    if (auth) return;
    if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, auth: 'public' };
      return;
    }
    throw new Error(`route ${route.method} ${route.url} has no auth decision (config.auth)`);
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.auth;
    // No rule only on the not-found handler: an unknown path answers 404 whoever asks.
    if (rule === 'public' || rule === undefined) return;
    request.principal = await authenticate(db, request);
    const refusal = refusalFor(rule, request.principal.role, request.method);
    if (refusal) throw new AppError('forbidden', refusal);
  });
}

/** Why a role may not call a route with a method, or null when it may. */
function refusalFor(rule: 'staff' | 'warehouse', role: Principal['role'], method: string): string | null {
  if (role === 'staff') return null;
  if (role === 'warehouse') return rule === 'warehouse' ? null : 'This route needs a staff key';
  // A viewer reads the admin API and nothing else.
  if (rule === 'staff' && (method === 'GET' || method === 'HEAD')) return null;
  return rule === 'staff' ? 'A viewer key reads only: this route changes data and needs a staff key' : 'This route needs a warehouse or staff key';
}

async function authenticate(db: Db, request: FastifyRequest): Promise<Principal> {
  const key = presentedKey(request.headers.authorization);
  if (!key) throw new AppError('unauthorized', 'Send an API key as "Authorization: Bearer <key>"');
  const found = await findPrincipal(db, key);
  if (!found) throw new AppError('unauthorized', 'The API key is unknown or revoked');
  await touchKey(db, found.keyId, found.lastUsedAt);
  const { lastUsedAt: _ignored, ...principal } = found;
  return principal;
}

/** The principal of an authenticated route (the auth hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized', 'Send an API key');
  return request.principal;
}
