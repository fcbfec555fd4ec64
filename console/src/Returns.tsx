import { useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { failureText, problemText, When } from './answers.ts';
import { addressLine } from './address.tsx';
import { useHashFilters } from './hooks.ts';
import { usePagedList } from './paged-list.ts';

/** A return order as GET /api/v1/returns/{id} answers it (docs/admin-api.md "The return order record"). */
type ReturnOrder = paths['/api/v1/returns/{id}']['get']['responses'][200]['content']['application/json'];
type ReturnShipment = ReturnOrder['customer_return_shipments'][number];

const STATES = ['', 'open', 'closed'] as const;
const SOURCES = ['', 'storefront', 'marketplace', 'channel', 'manual'] as const;

/** `#returns?state=open&source=marketplace&order=SO-1007`: the filters the address keeps; unknown values are ignored. */
const NO_FILTERS = { state: '', source: '', order: '' };

/**
 * The return orders as the admin API lists them (most recently changed last), 50 a page with "More"
 * following the list's cursor, filtered by state, source and sales order (also from the address); each
 * with its order and the state of each of its customer return shipments.
 */
export function Returns({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters(NO_FILTERS, { state: STATES, source: SOURCES });
  const [typedOrder, setTypedOrder] = useState(filters.order);
  const { rows, hasMore, error, loading, more } = usePagedList<ReturnOrder>(client, '/api/v1/returns', filters);

  return (
    <section aria-labelledby="returns-title">
      <h1 id="returns-title">Returns</h1>
      <form
        className="filters"
        role="search"
        aria-label="Filter returns"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters({ order: typedOrder.trim() });
        }}
      >
        <label htmlFor="ret-order">Order</label>
        <input id="ret-order" type="search" value={typedOrder} onChange={(e) => setTypedOrder(e.target.value)} placeholder="SO-1001" size={14} />
        <button type="submit">Apply filters</button>
        <label htmlFor="ret-state">State</label>
        <select id="ret-state" value={filters.state} onChange={(e) => setFilters({ state: e.target.value })}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : s}
            </option>
          ))}
        </select>
        <label htmlFor="ret-source">Source</label>
        <select id="ret-source" value={filters.source} onChange={(e) => setFilters({ source: e.target.value })}>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : s}
            </option>
          ))}
        </select>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading returns…' : `${rows.length} returns shown${hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Return orders</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Order</th>
            <th scope="col">Source</th>
            <th scope="col">State</th>
            <th scope="col">Return shipments</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <a href={`#/returns/${encodeURIComponent(r.number)}`}>{r.number}</a>
              </td>
              <td>
                <a href={`#/orders/${encodeURIComponent(r.order.number)}`}>{r.order.number}</a>
              </td>
              <td>{r.source}</td>
              <td>
                <span className={`state state-${r.state}`}>{r.state}</span>
              </td>
              <td>
                {r.customer_return_shipments.map((c) => (
                  <span key={c.id} className="crs-state">
                    {c.number} {c.warehouse} <span className={`state state-${c.state}`}>{c.state}</span>
                  </span>
                ))}
              </td>
              <td>
                <When value={r.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && !error && <p>No returns match.</p>}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
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
    client.GET('/api/v1/returns/{id}', { params: { path: { id: number } } }).then(
      ({ data, error: problem, response }) => {
        if (data) setRecord(data);
        else setError(problemText(problem, response));
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client, number]);

  if (error)
    return (
      <p role="alert" className="error">
        Return {number}: {error}
      </p>
    );
  if (!record) return <p aria-busy="true">Loading {number}…</p>;

  return (
    <article aria-labelledby="return-title">
      <p>
        <a href="#returns">← Returns</a>
      </p>
      <h1 id="return-title">
        Return {record.number} <span className={`state state-${record.state}`}>{record.state}</span>
      </h1>
      <dl className="facts">
        <dt>Order</dt>
        <dd>
          <a href={`#/orders/${encodeURIComponent(record.order.number)}`}>{record.order.number}</a>
          {record.order.reference ? ` (${record.order.reference})` : ''}
        </dd>
        <dt>Source</dt>
        <dd>{record.source}</dd>
        <dt>Customer</dt>
        <dd>
          {record.customer.name}
          {record.customer.email ? ` <${record.customer.email}>` : ''}
        </dd>
        <dt>Comes from</dt>
        <dd>{addressLine(record.origin_address)}</dd>
        <dt>Inbound parcel</dt>
        <dd>{[record.carrier_code, record.service_code, record.tracking_number].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Expected</dt>
        <dd>{record.planned_date ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <When value={record.created_at} />
        </dd>
        {record.closed_at && (
          <>
            <dt>Closed</dt>
            <dd>
              <When value={record.closed_at} />
            </dd>
          </>
        )}
      </dl>

      <h2>Lines</h2>
      <table>
        <caption className="visually-hidden">Lines of {record.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Reason</th>
            <th scope="col">Routed to</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {record.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product_code}</td>
              <td>{line.quantity}</td>
              <td>{line.reason ?? '—'}</td>
              <td>{line.warehouse}</td>
              <td>{line.received_quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Customer return shipments</h2>
      {record.customer_return_shipments.map((crs) => (
        <ShipmentSection key={crs.id} crs={crs} siblings={record.customer_return_shipments} />
      ))}
    </article>
  );
}

/** What a received CRS line expected and did not get (quantities have at most three decimals). */
const notReceived = (line: ReturnShipment['lines'][number]) => Math.max(0, Math.round((line.quantity - line.received_quantity) * 1000) / 1000);

/** One CRS: state, acknowledgement and reference, what it expects and got, and where the receipt put it. */
function ShipmentSection({ crs, siblings }: { crs: ReturnShipment; siblings: ReturnShipment[] }) {
  const splitFrom = crs.split_from === null ? null : (siblings.find((s) => s.id === crs.split_from)?.number ?? `#${crs.split_from}`);
  return (
    <section className="shipment" aria-labelledby={`crs-${crs.id}`}>
      <h3 id={`crs-${crs.id}`}>
        {crs.number} <span className={`state state-${crs.state}`}>{crs.state}</span>
      </h3>
      <dl className="facts">
        <dt>Warehouse</dt>
        <dd>{crs.warehouse}</dd>
        {splitFrom && (
          <>
            <dt>Split from</dt>
            <dd>{splitFrom}</dd>
          </>
        )}
        <dt>Acknowledged by the warehouse</dt>
        <dd>{crs.acknowledged_at ? <When value={crs.acknowledged_at} /> : 'not yet'}</dd>
        <dt>Warehouse reference</dt>
        <dd className="mono">{crs.tpl_reference ?? '—'}</dd>
        <dt>Received</dt>
        <dd>{crs.received_at ? <When value={crs.received_at} /> : 'not yet'}</dd>
      </dl>
      <table>
        <caption>Expected in {crs.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Expected</th>
            <th scope="col">Received</th>
            <th scope="col">Of which damaged</th>
            <th scope="col">Not received</th>
          </tr>
        </thead>
        <tbody>
          {crs.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product_code}</td>
              <td>{line.quantity}</td>
              <td>{line.received_quantity}</td>
              <td>{line.damaged_quantity}</td>
              <td>{crs.state === 'done' ? notReceived(line) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {crs.received.length > 0 && (
        <table>
          <caption>Put away from {crs.number}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Lot</th>
              <th scope="col">Location</th>
              <th scope="col">Lost and found</th>
            </tr>
          </thead>
          <tbody>
            {crs.received.map((r, i) => (
              <tr key={i} className={r.lost_and_found ? 'lost-and-found' : undefined}>
                <td>{r.product_code}</td>
                <td>{r.quantity}</td>
                <td>{r.lot ?? '—'}</td>
                <td className="mono">{r.location}</td>
                <td>{r.lost_and_found ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
