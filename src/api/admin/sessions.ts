import { transact } from '../../db/transactions.ts';
import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { deleteSession, idleExpiry, sessionPolicy, signIn, type Session, type SessionPolicy } from '../../domain/partners/sessions.repo.ts';
import { signedInOf } from '../../http/auth.ts';
import { assertSameOrigin, clearedSessionCookie, csrfTokenFor, sessionCookie, sessionToken } from '../../http/sessions.ts';
import { Nullable, Problem, Timestamp } from '../../wire/common.ts';

const SignInBody = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 512, description: 'A staff or viewer API key; it is checked, never stored or answered' }),
  },
  { additionalProperties: false },
);

const SessionOut = Type.Object({
  role: Type.Enum(['staff', 'viewer'], { description: 'The role of the key signed in with: a viewer session reads only' }),
  api_key: Type.Object(
    {
      id: Type.Integer(),
      prefix: Type.String({ description: 'First characters of the key, to recognise it' }),
      name: Nullable(Type.String()),
    },
    { description: 'The key the session was signed in with (never the key itself)' },
  ),
  created_at: Timestamp,
  expires_at: Type.String({
    format: 'date-time',
    description: 'When the session ends however much it is used (DOCKSIDE_SESSION_MAX_HOURS after sign-in), ISO 8601 UTC',
  }),
  idle_expires_at: Type.String({
    format: 'date-time',
    description: 'When the session ends unless used before (DOCKSIDE_SESSION_IDLE_MINUTES after it was last used, at most expires_at), ISO 8601 UTC',
  }),
  csrf_token: Type.String({ description: 'Send it as the X-CSRF-Token header with every request of this session that changes data' }),
});

const tags = ['sessions'];

function sessionView(session: Session, policy: SessionPolicy, csrfToken: string) {
  return {
    role: session.principal.role,
    api_key: session.apiKey,
    created_at: session.createdAt,
    expires_at: session.expiresAt,
    idle_expires_at: idleExpiry(session, policy),
    csrf_token: csrfToken,
  };
}

/**
 * Staff console sessions (docs/admin-api.md "Sessions (the staff console)"): a staff or viewer key
 * exchanged for an HttpOnly cookie, read back, ended. The cookie then authenticates the admin API.
 */
export async function sessionRoutes(app: App, { db, config }: Deps): Promise<void> {
  const policy = sessionPolicy(config);

  app.post(
    '/sessions',
    {
      config: {
        auth: 'sign-in',
        setsCookie: true,
        rateLimit:
          config.signInPerMinute === 0
            ? false
            : {
                max: config.signInPerMinute,
                timeWindow: 60_000,
                keyGenerator: (request) => `sign-in:${request.ip}`,
              },
      },
      schema: {
        tags,
        summary: 'Sign in to the staff console: exchange a staff or viewer key for a session cookie',
        body: SignInBody,
        response: { 201: SessionOut, 401: Problem, 403: Problem },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const { session, token } = await transact(db, (trx) => signIn(trx, request.body.key, policy, sessionToken(request)));
      reply.header('set-cookie', sessionCookie(request, token, session.expiresAt));
      return reply.code(201).send(sessionView(session, policy, csrfTokenFor(token)));
    },
  );

  app.get(
    '/session',
    {
      config: { auth: 'session' },
      schema: { tags, summary: 'The current session, with its CSRF token', response: { 200: SessionOut } },
    },
    async (request) => {
      const { session, csrfToken } = signedInOf(request);
      return sessionView(session, policy, csrfToken);
    },
  );

  app.delete(
    '/session',
    {
      config: { auth: 'session', setsCookie: true },
      schema: { tags, summary: 'Sign out: end the current session and clear its cookie', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await deleteSession(db, signedInOf(request).session.id);
      reply.header('set-cookie', clearedSessionCookie(request));
      return reply.code(204).send(null);
    },
  );
}
