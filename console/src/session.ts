// The staff session of the console (docs/admin-api.md "Sessions (the staff console)"): a staff or viewer key is exchanged
// once for an HttpOnly cookie; the key itself is never kept by the browser. Writes carry the session's
// CSRF token. All data goes through the typed client against the public admin API.
import { createDocksideClient, type DocksideClient } from '@dockside/client';

export type Session = { role: 'staff' | 'viewer'; expires_at: string; csrf_token: string };

const CSRF_HEADER = 'X-CSRF-Token';

/** Reads an answer's problem title or status, for a message people can act on. */
async function problemText(answer: Response): Promise<string> {
  try {
    const problem = (await answer.json()) as { detail?: string; title?: string };
    return problem.detail ?? problem.title ?? `HTTP ${answer.status}`;
  } catch {
    return `HTTP ${answer.status}`;
  }
}

export async function signIn(key: string): Promise<Session> {
  const answer = await fetch('/api/v1/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key }),
    credentials: 'same-origin',
  });
  if (!answer.ok) throw new Error(await problemText(answer));
  return answer.json() as Promise<Session>;
}

/** The session the cookie holds, or null when there is none (signed out, expired, key revoked). */
export async function currentSession(): Promise<Session | null> {
  const answer = await fetch('/api/v1/session', { credentials: 'same-origin' });
  if (answer.status === 401) return null;
  if (!answer.ok) throw new Error(await problemText(answer));
  return answer.json() as Promise<Session>;
}

/**
 * Ends the session. Throws when Dockside did not end it (no answer, or a refusal): the cookie may still be
 * good, so the page must not look signed out. A 401 means the session had ended already.
 */
export async function signOut(session: Session): Promise<void> {
  const answer = await fetch('/api/v1/session', { method: 'DELETE', credentials: 'same-origin', headers: { [CSRF_HEADER]: session.csrf_token } });
  if (!answer.ok && answer.status !== 401) throw new Error(await problemText(answer));
}

/**
 * The typed client over the session: the cookie authenticates, writes carry the CSRF token. Any 401 of the
 * admin API means the session has ended (signed out elsewhere, expired, its key revoked): `onExpired` is
 * called, for the console to show the sign-in page.
 */
export function sessionClient(session: Session, onExpired: () => void): DocksideClient {
  return createDocksideClient({
    baseUrl: window.location.origin,
    fetch: async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') request.headers.set(CSRF_HEADER, session.csrf_token);
      const answer = await fetch(request, { credentials: 'same-origin' });
      if (answer.status === 401 && new URL(request.url).pathname.startsWith('/api/v1/')) onExpired();
      return answer;
    },
    retry: { maxAttempts: 3 },
  });
}
