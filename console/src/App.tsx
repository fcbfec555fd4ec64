import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DocksideClient } from '@dockside/client';
import { currentSession, sessionClient, signOut, type Session } from './session.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { Inventory } from './Inventory.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { Orders } from './Orders.tsx';
import { SignIn } from './SignIn.tsx';

/** What every page is given: the typed client over the session, and whether the session may change things. */
export type PageProps = { client: DocksideClient; canWrite: boolean };

/**
 * The console's pages, in the order of the main navigation. `hash` is the address of the page
 * (`#inventory`); a page with `path` also answers `#/<path>/<id>` for one record (`#/orders/SO-1001`).
 * A page without `label` is reached from another page only.
 */
type PageEntry = {
  hash: string;
  label?: string;
  list?: (props: PageProps) => ReactNode;
  path?: string;
  record?: (props: PageProps & { id: string }) => ReactNode;
};

const PAGES: PageEntry[] = [
  { hash: '#orders', label: 'Orders', list: (p) => <Orders client={p.client} />, path: 'orders', record: (p) => <OrderDetail client={p.client} number={p.id} /> },
  { hash: '#inventory', label: 'Inventory', list: (p) => <Inventory {...p} /> },
  { hash: '#keys', label: 'API keys', list: (p) => <ApiKeys {...p} /> },
];

/** The first page, shown at `#` and for any address no page answers. */
const HOME = PAGES[0];

type Route = { entry: PageEntry; id?: string };

/** The page the address names: `#/orders/SO-1001` one order, `#inventory` the stock, else the first page. */
function routeOf(hash: string): Route {
  const record = /^#\/([^/]+)\/(.+)$/.exec(hash);
  if (record) {
    const entry = PAGES.find((p) => p.path === record[1] && p.record);
    if (entry) return { entry, id: decodeURIComponent(record[2]) };
  }
  return { entry: PAGES.find((p) => p.hash === hash && p.list) ?? HOME };
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

/** The console: the sign-in page until a session exists, then the page the address names (docs/console.md). */
export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const route = routeOf(useHash());
  const client = useMemo(() => (session ? sessionClient(session) : null), [session]);

  useEffect(() => {
    currentSession().then(setSession, (error: Error) => setFailure(error.message));
  }, []);

  if (failure) return <main className="center"><p role="alert">The console could not reach Dockside: {failure}</p></main>;
  if (session === undefined) return <main className="center" aria-busy="true"><p>Loading…</p></main>;
  if (session === null || client === null) return <SignIn onSignedIn={setSession} />;

  const props: PageProps = { client, canWrite: session.role === 'staff' };
  return (
    <>
      <header className="bar">
        <span className="brand">Dockside</span>
        <nav aria-label="Main">
          {PAGES.filter((p) => p.label).map((p) => (
            <a key={p.hash} href={p.hash} aria-current={route.entry === p ? 'page' : undefined}>{p.label}</a>
          ))}
        </nav>
        <span className="who">{session.role === 'viewer' ? 'Viewer (read only)' : 'Staff'}</span>
        <button type="button" onClick={() => { void signOut(session).then(() => setSession(null)); }}>Sign out</button>
      </header>
      <main id="content">
        {route.id !== undefined && route.entry.record ? route.entry.record({ ...props, id: route.id }) : route.entry.list?.(props)}
      </main>
    </>
  );
}
