import { useEffect, useMemo, useState } from 'react';
import { currentSession, sessionClient, signOut, type Session } from './session.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { Inventory } from './Inventory.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { Orders } from './Orders.tsx';
import { SignIn } from './SignIn.tsx';

/** The page the address names: `#/orders/SO-1001` one order, `#inventory` the stock, `#keys` the API keys, else the orders list. */
function pageOf(hash: string): { page: 'orders' } | { page: 'inventory' } | { page: 'keys' } | { page: 'order'; number: string } {
  const order = /^#\/orders\/(.+)$/.exec(hash);
  if (order) return { page: 'order', number: decodeURIComponent(order[1]) };
  if (hash === '#inventory') return { page: 'inventory' };
  return hash === '#keys' ? { page: 'keys' } : { page: 'orders' };
}

function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

/**
 * The console: the sign-in page until a session exists, then the pages. Work in progress: the orders
 * list, an order's page, the inventory and the API keys are the first; the others of docs/console.md follow.
 */
export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const route = pageOf(useHash());
  const client = useMemo(() => (session ? sessionClient(session) : null), [session]);

  useEffect(() => {
    currentSession().then(setSession, (error: Error) => setFailure(error.message));
  }, []);

  if (failure) return <main className="center"><p role="alert">The console could not reach Dockside: {failure}</p></main>;
  if (session === undefined) return <main className="center" aria-busy="true"><p>Loading…</p></main>;
  if (session === null || client === null) return <SignIn onSignedIn={setSession} />;

  return (
    <>
      <header className="bar">
        <span className="brand">Dockside</span>
        <nav aria-label="Main">
          <a href="#orders" aria-current={route.page === 'orders' ? 'page' : undefined}>Orders</a>
          <a href="#inventory" aria-current={route.page === 'inventory' ? 'page' : undefined}>Inventory</a>
          <a href="#keys" aria-current={route.page === 'keys' ? 'page' : undefined}>API keys</a>
        </nav>
        <span className="who">{session.role === 'viewer' ? 'Viewer (read only)' : 'Staff'}</span>
        <button type="button" onClick={() => { void signOut(session).then(() => setSession(null)); }}>Sign out</button>
      </header>
      <main id="content">
        {route.page === 'order' && <OrderDetail client={client} number={route.number} />}
        {route.page === 'inventory' && <Inventory client={client} canWrite={session.role === 'staff'} />}
        {route.page === 'keys' && <ApiKeys client={client} canWrite={session.role === 'staff'} />}
        {route.page === 'orders' && <Orders client={client} />}
      </main>
    </>
  );
}
