import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/connect.ts';
import { findPrincipal, touchKey, type Principal } from '../domain/partners/api-keys.repo.ts';
import { findSession, touchSession, type SessionPolicy } from '../domain/partners/sessions.repo.ts';
import { AppError } from '../errors.ts';
import { assertCsrfToken, assertSameOrigin, csrfTokenFor, sessionToken, type SignedIn } from './sessions.ts';

/**
 * Every route declares who may call it in `config.auth` (docs/admin-api.md "Staff keys" and "Sessions
 * (the staff console)"):
 * - `public`: anyone (health, readiness, the OpenAPI document and its browser, the metrics when open);
 * - `staff`: staff keys (the admin API); viewer keys too, for GET and HEAD only; or, without an
 *   Authorization header, the session cookie of a staff or viewer key, under the same rule;
 * - `staff-only`: as `staff`, but never a viewer key, whatever the method (the metrics, which describe
 *   the whole service rather than the merchant's records);
 * - `warehouse`: warehouse keys, scoped to their partner's warehouses, and staff keys (the 3PL API);
 *   never the session cookie;
 * - `sign-in`: anyone, with a staff or viewer key in the body (POST /api/v1/sessions);
 * - `session`: the session cookie only, whatever the role (reading and ending one's own session).
 * A route registered without a decision makes the app refuse to start.
 */
export type AuthRule = 'public' | 'staff' | 'staff-only' | 'warehouse' | 'sign-in' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The session the request was authenticated by, when by the cookie. */
    staffSession: SignedIn | null;
  }
}

/** Routes that plugins register for us (the API reference browser); they serve public documents. */
const PUBLIC_PLUGIN_PREFIXES = ['/docs'];

/** Reads the key from `Authorization: Bearer <key>` or HTTP Basic (key as password, or as user name). */
function presentedKey(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme = '', value] = header.split(/\s+/, 2);
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

/** Registers the auth decision check (at route registration) and the per-request key or session check. */
export function registerAuth(app: FastifyInstance, db: Db, sessions: SessionPolicy): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('staffSession', null);

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
    // No rule only on the not-found handler: an unknown path answers 404 whoever asks. Sign-in reads its key from the body.
    if (rule === 'public' || rule === 'sign-in' || rule === undefined) return;
    request.principal = await authenticate(db, sessions, request, rule);
    const refusal = rule === 'session' ? null : refusalFor(rule, request.principal.role, request.method);
    if (refusal) throw new AppError('forbidden', refusal);
  });
}

/** Why a role may not call a route with a method, or null when it may. */
function refusalFor(rule: 'staff' | 'staff-only' | 'warehouse', role: Principal['role'], method: string): string | null {
  if (role === 'staff') return null;
  if (role === 'warehouse') return rule === 'warehouse' ? null : 'This route needs a staff key';
  if (rule === 'staff-only') return 'This route needs a staff key; a viewer key reads the admin API only';
  // A viewer reads the admin API and nothing else.
  if (rule === 'staff' && (method === 'GET' || method === 'HEAD')) return null;
  return rule === 'staff' ? 'A viewer key reads only: this route changes data and needs a staff key' : 'This route needs a warehouse or staff key';
}

/**
 * The caller of a keyed route. An Authorization header always wins and is checked as before; the
 * session cookie counts only on the admin API and the session routes, never on the 3PL API.
 */
async function authenticate(
  db: Db,
  sessions: SessionPolicy,
  request: FastifyRequest,
  rule: 'staff' | 'staff-only' | 'warehouse' | 'session',
): Promise<Principal> {
  const header = request.headers.authorization;
  if (rule === 'warehouse' || (rule !== 'session' && header !== undefined)) return authenticateKey(db, header);
  const token = sessionToken(request);
  if (token === null) {
    throw new AppError(
      'unauthorized',
      rule === 'session'
        ? 'No session: sign in with POST /api/v1/sessions'
        : 'Send an API key as "Authorization: Bearer <key>", or the session cookie of POST /api/v1/sessions',
    );
  }
  request.staffSession = await authenticateSession(db, sessions, request, token);
  return request.staffSession.session.principal;
}

async function authenticateKey(db: Db, header: string | undefined): Promise<Principal> {
  const key = presentedKey(header);
  if (!key) throw new AppError('unauthorized', 'Send an API key as "Authorization: Bearer <key>"');
  const found = await findPrincipal(db, key);
  if (!found) throw new AppError('unauthorized', 'The API key is unknown or revoked');
  await touchKey(db, found.keyId, found.lastUsedAt);
  const { lastUsedAt: _ignored, ...principal } = found;
  return principal;
}

/** A session cookie's request: from this server's own origin, a live session, and the CSRF token on changes. */
async function authenticateSession(db: Db, sessions: SessionPolicy, request: FastifyRequest, token: string): Promise<SignedIn> {
  assertSameOrigin(request);
  const session = await findSession(db, token, sessions);
  if (!session) throw new AppError('unauthorized', 'The session has expired, was signed out, or its key was revoked; sign in again with POST /api/v1/sessions');
  const csrfToken = csrfTokenFor(token);
  assertCsrfToken(request, csrfToken);
  return { session: await touchSession(db, session), csrfToken };
}

/** The principal of an authenticated route (the auth hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized', 'Send an API key');
  return request.principal;
}

/** The session of a `session` route (the auth hook guarantees one). */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.staffSession) throw new AppError('unauthorized', 'No session: sign in with POST /api/v1/sessions');
  return request.staffSession;
}
