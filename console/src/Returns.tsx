import { useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { problemText } from './answers.ts';
import { hashQuery, useCursorList } from './hooks.ts';

/** A return order as GET /api/v1/returns/{id} answers it (docs/admin-api.md "The return order record"). */
type ReturnOrder = paths['/api/v1/returns/{id}']['get']['responses'][200]['content']['application/json'];
type ReturnShipment = ReturnOrder['customer_return_shipments'][number];

const STATES = ['', 'open', 'closed'] as const;
const SOURCES = ['', 'storefront', 'marketplace', 'channel', 'manual'] as const;

/** `#returns?state=open&source=marketplace&order=SO-1007`: the filters a link may set; unknown values are ignored. */
function filtersFromHash() {
  const query = hashQuery();
  const pick = <T extends string>(allowed: readonly T[], value: string | null): T => (allowed.includes(value as T) ? value as T : allowed[0]);
  return { state: pick(STATES, query.get('state')), source: pick(SOURCES, query.get('source')), order: query.get('order') ?? '' };
}

const when = (time: string | null) => (time ? <time dateTime={time}>{new Date(time).toLocaleString()}</time> : '—');

/**
 * The return orders as the admin API lists them (most recently changed last), 50 a page with "More"
 * following the list's cursor, filtered by state, source and sales order (also from the address); each
 * with its order and the state of each of its customer return shipments.
 */
export function Returns({ client }: { client: DocksideClient }) {
  const [initial] = useState(filtersFromHash);
  const [state, setState] = useState(initial.state);
  const [source, setSource] = useState(initial.source);
  const [typedOrder, setTypedOrder] = useState(initial.order);
  const [order, setOrder] = useState(initial.order);
  const { rows, next, error, loading, more } = useCursorList<ReturnOrder>(client, '/api/v1/returns', { state, source, order });

  return (
    <section aria-labelledby="returns-title">
      <h1 id="returns-title">Returns</h1>
      <form className="filters" role="search" aria-label="Filter returns" onSubmit={(e: FormEvent) => { e.preventDefault(); setOrder(typedOrder.trim()); }}>
        <label htmlFor="ret-order">Order</label>
        <input id="ret-order" value={typedOrder} onChange={(e) => setTypedOrder(e.target.value)} placeholder="SO-1001" size={14} />
        <button type="submit">Filter</button>
        <label htmlFor="ret-state">State</label>
        <select id="ret-state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => <option key={s} value={s}>{s === '' ? 'Any' : s}</option>)}
        </select>
        <label htmlFor="ret-source">Source</label>
        <select id="ret-source" value={source} onChange={(e) => setSource(e.target.value as typeof source)}>
          {SOURCES.map((s) => <option key={s} value={s}>{s === '' ? 'Any' : s}</option>)}
        </select>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      <p className="visually-hidden" role="status">{loading ? 'Loading returns…' : `${rows.length} returns shown${next ? ', more to load' : ''}.`}</p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Return orders</caption>
        <thead><tr><th scope="col">Number</th><th scope="col">Order</th><th scope="col">Source</th><th scope="col">State</th><th scope="col">Return shipments</th><th scope="col">Created</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td><a href={`#/returns/${encodeURIComponent(r.number)}`}>{r.number}</a></td>
              <td><a href={`#/orders/${encodeURIComponent(r.order.number)}`}>{r.order.number}</a></td>
              <td>{r.source}</td>
              <td><span className={`state state-${r.state}`}>{r.state}</span></td>
              <td>{r.customer_return_shipments.map((c) => (
                <span key={c.id} className="crs-state">{c.number} {c.warehouse} <span className={`state state-${c.state}`}>{c.state}</span></span>
              ))}</td>
              <td>{when(r.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && <p>No returns match.</p>}
      {next && <button type="button" disabled={loading} onClick={more}>More</button>}
    </section>
  );
}

/**
 * One return as staff follow it: its order, lines (what, how many, why, routed where, received) and each
 * customer return shipment with its state, the warehouse's acknowledgement and reference, its lines, and
 * what the receipt put away where, lost and found marked.
 */
export function ReturnDetail({ client, number }: { client: DocksideClient; number: string }) {
  const [record, setRecord] = useState<ReturnOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setRecord(null);
    setError(null);
    client.GET('/api/v1/returns/{id}', { params: { path: { id: number } } }).then(({ data, error: problem, response }) => {
      if (data) setRecord(data);
      else setError(problemText(problem, response));
    }, (failure: Error) => setError(failure.message));
  }, [client, number]);

  if (error) return <p role="alert" className="error">Return {number}: {error}</p>;
  if (!record) return <p aria-busy="true">Loading {number}…</p>;
  const origin = record.origin_address;

  return (
    <article aria-labelledby="return-title">
      <p><a href="#returns">← Returns</a></p>
      <h1 id="return-title">Return {record.number} <span className={`state state-${record.state}`}>{record.state}</span></h1>
      <dl className="facts">
        <dt>Order</dt><dd><a href={`#/orders/${encodeURIComponent(record.order.number)}`}>{record.order.number}</a>{record.order.reference ? ` (${record.order.reference})` : ''}</dd>
        <dt>Source</dt><dd>{record.source}</dd>
        <dt>Customer</dt><dd>{record.customer.name}{record.customer.email ? ` <${record.customer.email}>` : ''}</dd>
        <dt>Comes from</dt><dd>{[origin.name, origin.street, origin.street2, [origin.zip, origin.city].filter(Boolean).join(' '), origin.subdivision_code, origin.country_code].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Inbound parcel</dt><dd>{[record.carrier_code, record.service_code, record.tracking_number].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Expected</dt><dd>{record.planned_date ?? '—'}</dd>
        <dt>Created</dt><dd>{when(record.created_at)}</dd>
        {record.closed_at && <><dt>Closed</dt><dd>{when(record.closed_at)}</dd></>}
      </dl>

      <h2>Lines</h2>
      <table>
        <caption className="visually-hidden">Lines of {record.number}</caption>
        <thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Reason</th><th scope="col">Routed to</th><th scope="col">Received</th></tr></thead>
        <tbody>{record.lines.map((line) => (
          <tr key={line.id}><td>{line.product_code}</td><td>{line.quantity}</td><td>{line.reason ?? '—'}</td><td>{line.warehouse}</td><td>{line.received_quantity}</td></tr>
        ))}</tbody>
      </table>

      <h2>Customer return shipments</h2>
      {record.customer_return_shipments.map((crs) => <ShipmentSection key={crs.id} crs={crs} siblings={record.customer_return_shipments} />)}
    </article>
  );
}

/** What a received CRS line expected and did not get (quantities have at most three decimals). */
const notReceived = (line: ReturnShipment['lines'][number]) => Math.max(0, Math.round((line.quantity - line.received_quantity) * 1000) / 1000);

/** One CRS: state, acknowledgement and reference, what it expects and got, and where the receipt put it. */
function ShipmentSection({ crs, siblings }: { crs: ReturnShipment; siblings: ReturnShipment[] }) {
  const splitFrom = crs.split_from === null ? null : siblings.find((s) => s.id === crs.split_from)?.number ?? `#${crs.split_from}`;
  return (
    <section className="shipment" aria-labelledby={`crs-${crs.id}`}>
      <h3 id={`crs-${crs.id}`}>{crs.number} <span className={`state state-${crs.state}`}>{crs.state}</span></h3>
      <dl className="facts">
        <dt>Warehouse</dt><dd>{crs.warehouse}</dd>
        {splitFrom && <><dt>Split from</dt><dd>{splitFrom}</dd></>}
        <dt>Acknowledged by the warehouse</dt><dd>{crs.acknowledged_at ? when(crs.acknowledged_at) : 'not yet'}</dd>
        <dt>Warehouse reference</dt><dd className="mono">{crs.tpl_reference ?? '—'}</dd>
        <dt>Received</dt><dd>{crs.received_at ? when(crs.received_at) : 'not yet'}</dd>
      </dl>
      <table>
        <caption>Expected in {crs.number}</caption>
        <thead><tr><th scope="col">Product</th><th scope="col">Expected</th><th scope="col">Received</th><th scope="col">Of which damaged</th><th scope="col">Not received</th></tr></thead>
        <tbody>{crs.lines.map((line) => (
          <tr key={line.id}>
            <td>{line.product_code}</td><td>{line.quantity}</td><td>{line.received_quantity}</td><td>{line.damaged_quantity}</td>
            <td>{crs.state === 'done' ? notReceived(line) : '—'}</td>
          </tr>
        ))}</tbody>
      </table>
      {crs.received.length > 0 && (
        <table>
          <caption>Put away from {crs.number}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Lot</th><th scope="col">Location</th><th scope="col">Lost and found</th></tr></thead>
          <tbody>{crs.received.map((r, i) => (
            <tr key={i} className={r.lost_and_found ? 'lost-and-found' : undefined}>
              <td>{r.product_code}</td><td>{r.quantity}</td><td>{r.lot ?? '—'}</td><td className="mono">{r.location}</td><td>{r.lost_and_found ? 'yes' : 'no'}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
