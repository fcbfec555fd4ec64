import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DocksideClient } from '@dockside/client';
import { UNREACHABLE } from './answers.ts';
import { focusHeading } from './notice.tsx';
import { currentSession, sessionClient, signOut, type Session } from './session.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { Attention } from './Attention.tsx';
import { EventDetail } from './EventDetail.tsx';
import { Events } from './Events.tsx';
import { Partners } from './Partners.tsx';
import { WebhookEndpoint } from './WebhookEndpoint.tsx';
import { Webhooks } from './Webhooks.tsx';
import { Carriers } from './Carriers.tsx';
import { CountDetail, Counts, InventoryDrift } from './Counts.tsx';
import { Csv } from './Csv.tsx';
import { Inbound } from './Inbound.tsx';
import { Channels } from './Channels.tsx';
import { Inventory } from './Inventory.tsx';
import { NewOrder } from './NewOrder.tsx';
import { NewReturn } from './NewReturn.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { ProductDetail, Products } from './Products.tsx';
import { NewPurchaseOrder } from './PurchaseOrderForm.tsx';
import { PurchaseOrderDetail, PurchaseOrders } from './PurchaseOrders.tsx';
import { ReturnDetail, Returns } from './Returns.tsx';
import { RoutingRules } from './RoutingRules.tsx';
import { NewTransfer, TransferDetail, Transfers } from './Transfers.tsx';
import { Shipments } from './Shipments.tsx';
import { Orders } from './Orders.tsx';
import { Settings } from './Settings.tsx';
import { SignIn } from './SignIn.tsx';
import { WarehouseDetail } from './Warehouse.tsx';
import { Warehouses } from './Warehouses.tsx';

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
  { hash: '#attention', label: 'Attention', list: (p) => <Attention client={p.client} /> },
  {
    hash: '#orders',
    label: 'Orders',
    list: (p) => <Orders client={p.client} canWrite={p.canWrite} />,
    path: 'orders',
    record: (p) => <OrderDetail client={p.client} canWrite={p.canWrite} number={p.id} />,
  },
  { hash: '#new-order', list: (p) => <NewOrder {...p} /> },
  { hash: '#products', label: 'Products', list: (p) => <Products {...p} />, path: 'products', record: (p) => <ProductDetail {...p} code={p.id} /> },
  { hash: '#shipments', label: 'Shipments', list: (p) => <Shipments client={p.client} /> },
  {
    hash: '#returns',
    label: 'Returns',
    list: (p) => <Returns client={p.client} />,
    path: 'returns',
    record: (p) => <ReturnDetail client={p.client} number={p.id} />,
  },
  { hash: '#new-return', path: 'new-return', record: (p) => <NewReturn {...p} number={p.id} /> },
  { hash: '#routing', label: 'Return routing', list: (p) => <RoutingRules {...p} /> },
  { hash: '#inventory', label: 'Inventory', list: (p) => <Inventory {...p} /> },
  { hash: '#counts', label: 'Counts', list: (p) => <Counts client={p.client} />, path: 'counts', record: (p) => <CountDetail client={p.client} id={p.id} /> },
  { hash: '#drift', label: 'Inventory drift', list: (p) => <InventoryDrift client={p.client} /> },
  { hash: '#inbound', label: 'Inbound shipments', list: (p) => <Inbound client={p.client} /> },
  {
    hash: '#purchase-orders',
    label: 'Purchase orders',
    list: (p) => <PurchaseOrders {...p} />,
    path: 'purchase-orders',
    record: (p) => <PurchaseOrderDetail {...p} number={p.id} />,
  },
  { hash: '#new-purchase-order', list: (p) => <NewPurchaseOrder {...p} /> },
  { hash: '#transfers', label: 'Transfers', list: (p) => <Transfers {...p} />, path: 'transfers', record: (p) => <TransferDetail {...p} number={p.id} /> },
  { hash: '#new-transfer', list: (p) => <NewTransfer {...p} /> },
  { hash: '#csv', label: 'Import / export', list: (p) => <Csv {...p} /> },
  { hash: '#keys', label: 'API keys', list: (p) => <ApiKeys {...p} /> },
  { hash: '#partners', label: 'Partners', list: (p) => <Partners {...p} /> },
  { hash: '#webhooks', label: 'Webhooks', list: (p) => <Webhooks {...p} />, path: 'webhooks', record: (p) => <WebhookEndpoint {...p} id={p.id} /> },
  { hash: '#events', label: 'Events', list: (p) => <Events client={p.client} />, path: 'events', record: (p) => <EventDetail {...p} id={p.id} /> },
  { hash: '#warehouses', label: 'Warehouses', list: (p) => <Warehouses {...p} />, path: 'warehouses', record: (p) => <WarehouseDetail {...p} code={p.id} /> },
  { hash: '#channels', label: 'Channels', list: (p) => <Channels {...p} /> },
  { hash: '#carriers', label: 'Carriers', list: (p) => <Carriers {...p} /> },
  { hash: '#settings', label: 'Settings', list: (p) => <Settings {...p} /> },
];

/**
 * The main navigation's groups, by the pages' addresses: the day's work first, then the catalogue, the
 * integrations and the merchant's set-up. A page with a label in no group is listed under "More".
 */
const NAV_GROUPS: { name: string; hashes: string[] }[] = [
  { name: 'Operations', hashes: ['#attention', '#orders', '#shipments', '#returns', '#inventory', '#counts', '#drift'] },
  { name: 'Inbound', hashes: ['#inbound', '#purchase-orders', '#transfers'] },
  { name: 'Catalogue', hashes: ['#products', '#csv'] },
  { name: 'Integrations', hashes: ['#partners', '#keys', '#webhooks', '#events'] },
  { name: 'Set-up', hashes: ['#warehouses', '#channels', '#carriers', '#routing', '#settings'] },
];

function navGroups(): { name: string; pages: PageEntry[] }[] {
  const labelled = PAGES.filter((p) => p.label);
  const grouped = NAV_GROUPS.map((g) => ({ name: g.name, pages: g.hashes.map((h) => labelled.find((p) => p.hash === h)).filter((p) => p !== undefined) }));
  const rest = labelled.filter((p) => !NAV_GROUPS.some((g) => g.hashes.includes(p.hash)));
  return [...grouped, { name: 'More', pages: rest }].filter((g) => g.pages.length > 0);
}

/** The first page, shown at `#` and for any address no page answers. */
const HOME = PAGES[0]!;

type Route = { entry: PageEntry; id?: string };

/**
 * The page the address names: `#/orders/SO-1001` one order, `#inventory` the stock, else the first page.
 * A list's address may carry its filters after `?` (`#shipments?state=waiting`); the page reads them.
 */
function routeOf(hash: string): Route {
  const [, path, id] = /^#\/([^/]+)\/(.+)$/.exec(hash) ?? [];
  if (path !== undefined && id !== undefined) {
    const entry = PAGES.find((p) => p.path === path && p.record);
    if (entry) return { entry, id: decodeURIComponent(id) };
  }
  const bare = hash.split('?')[0];
  return { entry: PAGES.find((p) => p.hash === bare && p.list) ?? HOME };
}

const CONSOLE = 'Dockside console';

/** The browser tab's title until the page draws its heading: the page's label, else the console's name. */
function titleOf(route: Route): string {
  return route.entry.label ? `${route.entry.label} · ${CONSOLE}` : CONSOLE;
}

/** How long after a navigation a heading drawn late still takes the focus (not once the user is busy elsewhere). */
const FOCUS_WAIT_MS = 5000;

/**
 * Names the tab after the page's heading (`Order SO-1001 open · Dockside console`), as the page draws it
 * and whenever it changes, and moves the keyboard's focus to that heading when the address changes (not
 * at the first page shown), so that a keyboard or screen-reader user starts reading the page they asked
 * for. A page that draws its heading after loading is focused when the heading appears. `shown` is false
 * while the sign-in page stands in for the page; signing in again focuses the page's heading.
 */
function useFocusOnNavigation(route: Route, visit: number, shown: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    document.title = titleOf(route);
    const main = document.getElementById('content');
    if (!shown || !main) return;
    let focused = first.current;
    first.current = false;
    const until = Date.now() + FOCUS_WAIT_MS;
    const follow = () => {
      const heading = main.querySelector('h1');
      if (!heading) return;
      const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && document.title !== `${text} · ${CONSOLE}`) document.title = `${text} · ${CONSOLE}`;
      if (focused || Date.now() > until) return;
      focused = true;
      focusHeading();
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [visit, shown]); // the route is read again only when the address changes
}

/**
 * `/` focuses the page's search box (its first `input[type=search]`), as in most consoles, unless the
 * user is typing in a field already.
 */
function useSearchShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const box = document.querySelector<HTMLInputElement>('main input[type=search]');
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The address after `#`, and `visit`: how many times it changed (each `hashchange` is a navigation, and
 * opens the page anew). A list writing its filters into the address uses `history.replaceState`, which
 * fires no `hashchange`: the page is not opened again, and following a link to the same list without the
 * filters (which does fire one) opens it anew even when `hash` is what it was.
 */
function useHash(): { hash: string; visit: number } {
  const [state, setState] = useState({ hash: window.location.hash, visit: 0 });
  useEffect(() => {
    const onChange = () => setState((before) => ({ hash: window.location.hash, visit: before.visit + 1 }));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return state;
}

/** The console: the sign-in page until a session exists, then the page the address names (docs/console.md). */
export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  // Why the sign-in page stands in for the page (the session ended), and why signing out did not happen.
  const [ended, setEnded] = useState<string | undefined>(undefined);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const { hash, visit } = useHash();
  const route = routeOf(hash);
  useFocusOnNavigation(route, visit, Boolean(session));
  useSearchShortcut();
  // A 401 from this session's client: the session ended elsewhere. Only this session is dropped (a late
  // answer to an older session must not sign the next one out); the address stays for signing in again.
  const client = useMemo(
    () =>
      session
        ? sessionClient(session, () => {
            setEnded('Your session has ended (signed out elsewhere, expired, or its key was revoked). Sign in again to go on where you were.');
            setSession((current) => (current === session ? null : current));
          })
        : null,
    [session],
  );
  const signedIn = (next: Session) => {
    setEnded(undefined);
    setSignOutError(null);
    setSession(next);
  };
  const leave = (current: Session) => {
    setSignOutError(null);
    signOut(current).then(
      () => setSession(null),
      (error: unknown) => {
        setSignOutError(`Not signed out: ${error instanceof TypeError ? UNREACHABLE : (error as Error).message}. Try again.`);
      },
    );
  };

  useEffect(() => {
    currentSession().then(setSession, (error: Error) => setFailure(error.message));
  }, []);

  if (failure)
    return (
      <main className="center">
        <p role="alert">The console could not reach Dockside: {failure}</p>
      </main>
    );
  if (session === undefined)
    return (
      <main className="center" aria-busy="true">
        <p>Loading…</p>
      </main>
    );
  if (session === null || client === null) return <SignIn onSignedIn={signedIn} notice={ended} />;

  const props: PageProps = { client, canWrite: session.role === 'staff' };
  return (
    <>
      <a
        className="skip"
        href="#content"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="bar">
        <span className="brand">Dockside</span>
        <span className="who">{session.role === 'viewer' ? 'Viewer (read only)' : 'Staff'}</span>
        <button type="button" onClick={() => leave(session)}>
          Sign out
        </button>
        {signOutError && (
          <span role="alert" className="error">
            {signOutError}
          </span>
        )}
      </header>
      <div className="layout">
        <nav aria-label="Main" className="side">
          {navGroups().map((group) => (
            <Fragment key={group.name}>
              <h2 id={`nav-${group.name}`}>{group.name}</h2>
              <ul aria-labelledby={`nav-${group.name}`}>
                {group.pages.map((p) => (
                  <li key={p.hash}>
                    <a href={p.hash} aria-current={route.entry === p ? 'page' : undefined}>
                      {p.label}
                    </a>
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
        </nav>
        <main id="content" tabIndex={-1}>
          <Fragment key={visit}>
            {route.id !== undefined && route.entry.record ? route.entry.record({ ...props, id: route.id }) : route.entry.list?.(props)}
          </Fragment>
        </main>
      </div>
    </>
  );
}
