import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';
import type { EventRecord } from './Deliveries.tsx';
import { loadEvents, OrderEvents, type Resource } from './OrderEvents.tsx';

type Order = {
  number: string; reference: string | null; channel: string; state: string; currency: string; created_at: string;
  customer: { name: string; email: string | null } | null;
  shipping_address: { name: string; street: string; street2: string | null; city: string; zip: string; subdivision_code: string | null; country_code: string };
  lines: { id: number; product_code: string; quantity: number; unit_price: string | null; warehouse: string }[];
  customer_shipments: { id: number; number: string; warehouse: string; state: string }[];
};
type Package = {
  id: number; sscc: string; tracking_number: string | null; carrier_identifier: string | null; medium: string | null;
  weight: number | null; weight_uom: string | null; items: { product_code: string; quantity: number; lot: string | null }[];
  consumables: { product_code: string; quantity: number }[];
};
type Shipment = {
  id: number; number: string; state: string; warehouse: { code: string; name: string }; tpl_reference: string | null;
  shipped_at: string | null; carrier_identifier: string | null; carrier_service: string | null; tracking_number: string | null;
  tracking_url: string | null; backorder_of: { id: number; number: string } | null; packages: Package[];
};
type Carrier = { code: string; tracking_url_template: string | null };
type ReturnOrder = { id: number; number: string; state: string; source: string; customer_return_shipments: { id: number; number: string }[] };

type Loaded = { order: Order; shipments: Shipment[]; carriers: Map<string, Carrier>; returns: ReturnOrder[]; events: EventRecord[] };

/** What the admin API answered, or the problem's detail. */
async function answer<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined) throw new Error((error as { detail?: string } | undefined)?.detail ?? `HTTP ${response.status}`);
  return data as T;
}

/** The order, each of its shipments with packages, the carriers' tracking pages, its returns, and the events of all of them. */
async function loadOrder(client: DocksideClient, number: string): Promise<Loaded> {
  const get = client.GET as unknown as Untyped;
  const order = await answer<Order>(get('/api/v1/orders/{id}', { params: { path: { id: number } } }));
  const [shipments, carriers, returns] = await Promise.all([
    Promise.all(order.customer_shipments.map((s) => answer<Shipment>(get('/api/v1/customer-shipments/{id}', { params: { path: { id: s.id } } })))),
    answer<Carrier[]>(get('/api/v1/carriers')),
    answer<ReturnOrder[]>(get('/api/v1/returns', { params: { query: { order: number } } })),
  ]);
  const resources: Resource[] = [
    ...shipments.map((s) => ({ type: 'customer_shipment' as const, id: s.id })),
    ...returns.map((r) => ({ type: 'return_order' as const, id: r.id })),
    ...returns.flatMap((r) => r.customer_return_shipments.map((crs) => ({ type: 'customer_return_shipment' as const, id: crs.id }))),
  ];
  const events = await loadEvents(client, resources);
  return { order, shipments, carriers: new Map(carriers.map((c) => [c.code, c])), returns, events };
}

/** A write staff may make on this page (docs/admin-api.md), asked to confirm first. */
type Action = { path: string; id: number | string; confirm: string; done: string };

/** What staff may do with a shipment in its state (src/domain/shipments/shipment.states.ts). */
function shipmentActions(shipment: Shipment): { label: string; action: Action }[] {
  const actions: { label: string; action: Action }[] = [];
  if (shipment.state === 'waiting') {
    actions.push({ label: 'Release to warehouse', action: {
      path: '/api/v1/customer-shipments/{id}/release', id: shipment.id, done: `${shipment.number} released to ${shipment.warehouse.code}.`,
      confirm: `Release ${shipment.number} to ${shipment.warehouse.code} now? The warehouse sees it at once, and its stock is allocated in full even where short: available stock goes below zero by the shortfall until stock arrives.`,
    } });
  }
  if (['waiting', 'pending', 'open'].includes(shipment.state)) {
    actions.push({ label: 'Cancel shipment', action: {
      path: '/api/v1/customer-shipments/{id}/cancel', id: shipment.id, done: `${shipment.number} cancelled.`,
      confirm: `Cancel ${shipment.number}? Its stock is freed; this cannot be undone.${shipment.state === 'open' ? ' The warehouse has acknowledged it already: make sure it does not ship.' : ''}`,
    } });
  }
  return actions;
}

/** A package's tracking page: the carrier's template with its number (the shipment's URL is for its master number). */
function trackingUrl(carriers: Map<string, Carrier>, carrier: string | null, number: string | null): string | null {
  const template = carrier ? carriers.get(carrier)?.tracking_url_template : null;
  return template && number ? template.replaceAll('{tracking_number}', encodeURIComponent(number)) : null;
}

function TrackingLink({ href, number }: { href: string | null; number: string | null }) {
  if (!number) return <>—</>;
  return href ? <a href={href} target="_blank" rel="noreferrer noopener">{number}</a> : <>{number}</>;
}

/**
 * One order as staff follow it: lines, shipments with packages (SSCC, tracking), the backorder chain,
 * returns and the events of all of them. Staff release a waiting shipment, cancel a shipment or the
 * whole order, each confirmed first; the page reloads after.
 */
export function OrderDetail({ client, number, canWrite }: { client: DocksideClient; number: string; canWrite: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const refresh = useCallback(() => loadOrder(client, number).then(setLoaded, (failure: Error) => setError(failure.message)), [client, number]);
  useEffect(() => {
    setLoaded(null);
    setMessage(null);
    void refresh();
  }, [refresh]);
  useEffect(() => { messageRef.current?.focus(); }, [message]);

  const act = async (action: Action) => {
    if (!window.confirm(action.confirm)) return;
    setBusy(true);
    try {
      const { error: problem, response } = await (client.POST as unknown as Untyped)(action.path, { params: { path: { id: action.id } } });
      await refresh();
      setMessage(response.ok ? { text: action.done, error: false } : { text: `Refused: ${problemText(problem, response)}`, error: true });
    } catch (failure) {
      setMessage({ text: `Dockside could not be reached: ${(failure as Error).message}`, error: true });
    } finally {
      setBusy(false);
    }
  };

  if (error) return <p role="alert" className="error">Order {number}: {error}</p>;
  if (!loaded) return <p aria-busy="true">Loading {number}…</p>;
  const { order, shipments, carriers, returns, events } = loaded;
  const address = order.shipping_address;
  const cancelOrder: Action | null = order.state === 'open' && !shipments.some((s) => s.state === 'done') ? {
    path: '/api/v1/orders/{id}/cancel', id: order.number, done: `Order ${order.number} cancelled.`,
    confirm: `Cancel order ${order.number}? Every shipment not yet shipped is cancelled and its stock freed; this cannot be undone.`,
  } : null;

  return (
    <article aria-labelledby="order-title">
      <p><a href="#orders">← Orders</a></p>
      <h1 id="order-title">Order {order.number} <span className={`state state-${order.state}`}>{order.state}</span></h1>
      {message && <p ref={messageRef} tabIndex={-1} role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>{message.text}</p>}
      {canWrite && cancelOrder && <p><button type="button" disabled={busy} onClick={() => { void act(cancelOrder); }}>Cancel order</button></p>}
      <dl className="facts">
        <dt>Reference</dt><dd>{order.reference ?? '—'}</dd>
        <dt>Channel</dt><dd>{order.channel}</dd>
        <dt>Customer</dt><dd>{order.customer ? `${order.customer.name}${order.customer.email ? ` <${order.customer.email}>` : ''}` : '—'}</dd>
        <dt>Ship to</dt><dd>{[address.name, address.street, address.street2, `${address.zip} ${address.city}`, address.subdivision_code, address.country_code].filter(Boolean).join(', ')}</dd>
        <dt>Created</dt><dd><time dateTime={order.created_at}>{new Date(order.created_at).toLocaleString()}</time></dd>
      </dl>

      <h2>Lines</h2>
      <table>
        <thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Warehouse</th></tr></thead>
        <tbody>{order.lines.map((line) => (
          <tr key={line.id}><td>{line.product_code}</td><td>{line.quantity}</td><td>{line.unit_price ? `${line.unit_price} ${order.currency}` : '—'}</td><td>{line.warehouse}</td></tr>
        ))}</tbody>
      </table>

      <h2>Shipments</h2>
      {shipments.map((shipment) => (
        <section key={shipment.id} className="shipment" aria-labelledby={`shipment-${shipment.id}`}>
          <h3 id={`shipment-${shipment.id}`}>{shipment.number} <span className={`state state-${shipment.state}`}>{shipment.state}</span></h3>
          <dl className="facts">
            <dt>Warehouse</dt><dd>{shipment.warehouse.code} ({shipment.warehouse.name})</dd>
            {shipment.backorder_of && <><dt>Backorder of</dt><dd>{shipment.backorder_of.number}</dd></>}
            {shipment.tpl_reference && <><dt>Warehouse reference</dt><dd>{shipment.tpl_reference}</dd></>}
            {shipment.shipped_at && <><dt>Shipped</dt><dd><time dateTime={shipment.shipped_at}>{new Date(shipment.shipped_at).toLocaleString()}</time> by {shipment.carrier_identifier} {shipment.carrier_service ?? ''}</dd></>}
            {shipment.tracking_number && <><dt>Tracking</dt><dd><TrackingLink href={shipment.tracking_url} number={shipment.tracking_number} /></dd></>}
          </dl>
          {canWrite && shipmentActions(shipment).map(({ label, action }) => (
            <button key={label} type="button" className="inline-action" disabled={busy} aria-label={`${label} ${shipment.number}`} onClick={() => { void act(action); }}>{label}</button>
          ))}
          {shipment.packages.length > 0 && (
            <table>
              <caption>Packages of {shipment.number}</caption>
              <thead><tr><th scope="col">SSCC</th><th scope="col">Tracking</th><th scope="col">Contents</th><th scope="col">Packaging</th><th scope="col">Weight</th></tr></thead>
              <tbody>{shipment.packages.map((p) => (
                <tr key={p.id}>
                  <td className="mono">{p.sscc}</td>
                  <td><TrackingLink href={trackingUrl(carriers, p.carrier_identifier, p.tracking_number)} number={p.tracking_number} /></td>
                  <td>{p.items.map((i) => `${i.quantity} × ${i.product_code}${i.lot ? ` (lot ${i.lot})` : ''}`).join(', ')}</td>
                  <td>{p.consumables.map((c) => `${c.quantity} × ${c.product_code}`).join(', ') || '—'}</td>
                  <td>{p.weight === null ? '—' : `${p.weight} ${p.weight_uom ?? ''}`}</td>
                </tr>
              ))}</tbody>
            </table>
          )}
        </section>
      ))}

      <h2>Returns</h2>
      {returns.length === 0 ? <p>No returns.</p> : (
        <ul>{returns.map((r) => <li key={r.id}>{r.number} <span className={`state state-${r.state}`}>{r.state}</span> ({r.source})</li>)}</ul>
      )}
      {canWrite && <p><a href={`#/new-return/${encodeURIComponent(order.number)}`}>Create a return</a></p>}

      <h2>Events</h2>
      <OrderEvents events={events} />
    </article>
  );
}
