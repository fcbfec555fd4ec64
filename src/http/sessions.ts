import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../domain/partners/sessions.repo.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sets or clears the session cookie: the OpenAPI document declares `Set-Cookie` on its 2xx answers. */
    setsCookie?: boolean;
  }
}

/** The cookie holding a staff console session's token (docs/admin-api.md "Sessions (the staff console)"). */
export const SESSION_COOKIE = 'dockside_session';

/** Methods that change nothing: a request sent with the cookie needs the CSRF token for any other. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A session a request was authenticated by, with the CSRF token its changes must carry. */
export type SignedIn = { session: Session; csrfToken: string };

/** The session token of the request's `Cookie` header, or null when it has none. */
export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    if (value !== '') return value;
  }
  return null;
}

/**
 * A session's CSRF token: derived from its token (HMAC-SHA256), so nothing more is stored, the console
 * can ask for it again (GET /api/v1/session), and nobody can compute it without the cookie's value.
 */
export function csrfTokenFor(token: string): string {
  return createHmac('sha256', token).update('dockside csrf token').digest('base64url');
}

/** Refuses a request sent with the session cookie that changes data without the session's CSRF token. */
export function assertCsrfToken(request: FastifyRequest, expected: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const sent = request.headers['x-csrf-token'];
  if (typeof sent !== 'string' || sent === '') {
    throw new AppError(
      'csrf_token_missing',
      "A request that changes data with the session cookie must send the session's csrf_token in the X-CSRF-Token header",
    );
  }
  const given = Buffer.from(sent);
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new AppError('csrf_token_invalid', "X-CSRF-Token is not this session's csrf_token (GET /api/v1/session answers it)");
  }
}

/**
 * The origin a browser would name for this server: the request's scheme (`https` over TLS, or as a
 * trusted proxy's X-Forwarded-Proto says) and host (its Host header, or a trusted proxy's
 * X-Forwarded-Host), default port left out. Null when the host is missing or malformed.
 */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** Refuses a request whose `Origin` header, when it has one, is not this server's own origin. */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = ownOrigin(request);
  if (own !== null && origin === own) return;
  throw new AppError(
    'origin_mismatch',
    `Origin ${origin.slice(0, 200)} is not this server's origin (${own ?? 'unknown'}); ` +
      'behind a reverse proxy that terminates TLS, name it in DOCKSIDE_TRUST_PROXY',
  );
}

/** The `Set-Cookie` value that stores a session's token: HttpOnly, SameSite=Strict, Secure over https. */
export function sessionCookie(request: FastifyRequest, token: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.round((Date.parse(expiresAt) - Date.now()) / 1000));
  return cookie(request, token, maxAge);
}

/** The `Set-Cookie` value that removes the session cookie from the browser. */
export function clearedSessionCookie(request: FastifyRequest): string {
  return cookie(request, '', 0);
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const attributes = [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
  if (request.protocol === 'https') attributes.push('Secure');
  return attributes.join('; ');
}
