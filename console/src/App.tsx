import { useEffect, useState } from 'react';
import { currentSession, sessionClient, signOut, type Session } from './session.ts';
import { Orders } from './Orders.tsx';
import { SignIn } from './SignIn.tsx';

/**
 * The console: the sign-in page until a session exists, then the pages. Work in progress: the orders
 * page is the first; the others of docs/console.md follow.
 */
export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    currentSession().then(setSession, (error: Error) => setFailure(error.message));
  }, []);

  if (failure) return <main className="center"><p role="alert">The console could not reach Dockside: {failure}</p></main>;
  if (session === undefined) return <main className="center" aria-busy="true"><p>Loading…</p></main>;
  if (session === null) return <SignIn onSignedIn={setSession} />;

  return (
    <>
      <header className="bar">
        <span className="brand">Dockside</span>
        <nav aria-label="Main"><a href="#orders" aria-current="page">Orders</a></nav>
        <span className="who">{session.role === 'viewer' ? 'Viewer (read only)' : 'Staff'}</span>
        <button type="button" onClick={() => { void signOut(session).then(() => setSession(null)); }}>Sign out</button>
      </header>
      <main id="orders">
        <Orders client={sessionClient(session)} />
      </main>
    </>
  );
}
