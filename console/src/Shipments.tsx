import { useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { When } from './answers.ts';
import { useHashFilters, useSettled } from './hooks.ts';
import { usePagedList } from './paged-list.ts';
import { TrackingLink } from './tracking.tsx';

type ShipmentRow = {
  id: number;
  number: string;
  state: string;
  created_at: string;
  acknowledged_at: string | null;
  shipped_at: string | null;
  tpl_reference: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  warehouse: { code: string; name: string };
  order: { number: string; reference: string | null };
  customer: { name: string } | null;
  backorder_of: { number: string } | null;
  cancellation: { state: string; reason: string | null } | null;
  lines: { quantity: number; shipped_quantity: number }[];
};

/** Every state of a shipment, in the order it goes through them; `waiting` is waiting for stock. */
const STATES = ['', 'waiting', 'pending', 'on_hold', 'open', 'done', 'cancelled'] as const;
const STATE_NAMES: Record<(typeof STATES)[number], string> = {
  '': 'Any',
  waiting: 'waiting for stock',
  pending: 'pending (released)',
  on_hold: 'on hold',
  open: 'open (acknowledged)',
  done: 'done (shipped)',
  cancelled: 'cancelled',
};

/** Cancellation requests of acknowledged shipments, by what became of them (docs/admin-api.md "Cancellation requests"). */
const CANCELLATIONS = ['', 'requested', 'rejected', 'accepted'] as const;
const CANCELLATION_NAMES: Record<(typeof CANCELLATIONS)[number], string> = {
  '': 'Any',
  requested: 'requested, waiting for the warehouse',
  rejected: 'rejected by the warehouse',
  accepted: 'accepted (cancelled)',
};

/** `#shipments?state=waiting&warehouse=EAST&q=…`: the filters the address keeps (a link from the attention page sets them). */
const NO_FILTERS = { state: '', warehouse: '', q: '', cancellation: '' };

/**
 * Customer shipments across orders, as `GET /api/v1/customer-shipments` lists them: by state (the
 * warehouse's work queue: waiting for stock, pending, open), by warehouse, and by the search box (shipment
 * and order numbers, customer, SKU, tracking number), 50 a page with "More" following the cursor. Each
 * shipment links to its order's page, where staff release and cancel it.
 */
export function Shipments({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters(NO_FILTERS, { state: STATES, cancellation: CANCELLATIONS });
  const [typed, setTyped] = useState(filters.q);
  const [search, settleNow] = useSettled(typed.trim());
  const [typedWarehouse, setTypedWarehouse] = useState(filters.warehouse);
  useEffect(() => {
    setFilters({ q: search });
  }, [search, setFilters]);
  const { rows, hasMore, error, loading, more } = usePagedList<ShipmentRow>(client, '/api/v1/customer-shipments', filters);
  const filtered = filters.state !== '' || filters.warehouse !== '' || filters.cancellation !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    settleNow();
    setFilters({ warehouse: typedWarehouse.trim() });
  };

  return (
    <section aria-labelledby="shipments-title">
      <h1 id="shipments-title">Shipments</h1>
      <form className="filters" role="search" onSubmit={submit}>
        <label htmlFor="shipments-q">Search</label>
        <input
          id="shipments-q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Shipment or order number, customer, SKU, tracking number"
          size={44}
        />
        <label htmlFor="shipments-state">State</label>
        <select id="shipments-state" value={filters.state} onChange={(e) => setFilters({ state: e.target.value })}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_NAMES[s]}
            </option>
          ))}
        </select>
        <label htmlFor="shipments-cancellation">Cancellation request</label>
        <select id="shipments-cancellation" value={filters.cancellation} onChange={(e) => setFilters({ cancellation: e.target.value })}>
          {CANCELLATIONS.map((c) => (
            <option key={c} value={c}>
              {CANCELLATION_NAMES[c]}
            </option>
          ))}
        </select>
        <label htmlFor="shipments-warehouse">Warehouse</label>
        <input id="shipments-warehouse" value={typedWarehouse} onChange={(e) => setTypedWarehouse(e.target.value)} placeholder="EAST" size={8} />
        <button type="submit">Search</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading shipments…' : `${rows.length} shipments shown${hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Customer shipments</caption>
        <thead>
          <tr>
            <th scope="col">Shipment</th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Warehouse</th>
            <th scope="col">State</th>
            <th scope="col">Units (shipped / ordered)</th>
            <th scope="col">Tracking</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>
                <a href={`#/orders/${encodeURIComponent(s.order.number)}`}>{s.number}</a>
                {s.backorder_of && (
                  <>
                    {' '}
                    <small>backorder of {s.backorder_of.number}</small>
                  </>
                )}
              </td>
              <td>
                <a href={`#/orders/${encodeURIComponent(s.order.number)}`}>{s.order.number}</a>
                {s.order.reference ? ` (${s.order.reference})` : ''}
              </td>
              <td>{s.customer?.name ?? ''}</td>
              <td>{s.warehouse.code}</td>
              <td>
                <span className={`state state-${s.state}`}>{s.state}</span>
                {s.cancellation && (
                  <>
                    {' '}
                    <small>cancellation {s.cancellation.state}</small>
                  </>
                )}
                {s.tpl_reference && (
                  <>
                    {' '}
                    <small>WMS {s.tpl_reference}</small>
                  </>
                )}
              </td>
              <td>
                {sum(s.lines, 'shipped_quantity')} / {sum(s.lines, 'quantity')}
              </td>
              <td>{s.tracking_number && <TrackingLink href={s.tracking_url} number={s.tracking_number} />}</td>
              <td>
                <When value={s.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && !error && (
        <p>{search ? `No shipments match “${search}”.` : filtered ? 'No shipments match these filters.' : 'No shipments.'}</p>
      )}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
    </section>
  );
}

function sum(lines: { quantity: number; shipped_quantity: number }[], key: 'quantity' | 'shipped_quantity'): number {
  return lines.reduce((total, line) => total + line[key], 0);
}
