import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { nextPageQuery, type DocksideClient } from '@dockside/client';
import { problemText } from './answers.ts';
import { useSettled } from './hooks.ts';

type ShipmentRow = {
  id: number; number: string; state: string; created_at: string; acknowledged_at: string | null; shipped_at: string | null;
  tpl_reference: string | null; tracking_number: string | null; tracking_url: string | null;
  warehouse: { code: string; name: string }; order: { number: string; reference: string | null };
  customer: { name: string } | null; backorder_of: { number: string } | null;
  lines: { quantity: number; shipped_quantity: number }[];
};

/** Every state of a shipment, in the order it goes through them; `waiting` is waiting for stock. */
const STATES = ['', 'waiting', 'pending', 'open', 'done', 'cancelled'] as const;
const STATE_NAMES: Record<(typeof STATES)[number], string> = {
  '': 'Any', waiting: 'waiting for stock', pending: 'pending (released)', open: 'open (acknowledged)', done: 'done (shipped)', cancelled: 'cancelled',
};

/** `#shipments?state=waiting&warehouse=EAST`: the filters a link (from the attention page) may set. */
function filtersFromHash(): { state: (typeof STATES)[number]; warehouse: string } {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  const state = query.get('state') ?? '';
  return { state: (STATES as readonly string[]).includes(state) ? state as (typeof STATES)[number] : '', warehouse: query.get('warehouse') ?? '' };
}

/**
 * Customer shipments across orders, as `GET /api/v1/customer-shipments` lists them: by state (the
 * warehouse's work queue: waiting for stock, pending, open), by warehouse, and by the search box (shipment
 * and order numbers, customer, SKU, tracking number), 50 a page with "More" following the cursor. Each
 * shipment links to its order's page, where staff release and cancel it.
 */
export function Shipments({ client }: { client: DocksideClient }) {
  const initial = filtersFromHash();
  const [state, setState] = useState(initial.state);
  const [warehouse, setWarehouse] = useState(initial.warehouse);
  const [typed, setTyped] = useState('');
  const [search, settleNow] = useSettled(typed.trim());
  const [typedWarehouse, setTypedWarehouse] = useState(initial.warehouse);
  const [rows, setRows] = useState<ShipmentRow[]>([]);
  const [next, setNext] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  const load = useCallback(async (query: Record<string, string>, append: boolean) => {
    const question = ++asked.current;
    setLoading(true);
    setError(null);
    const { data, error: problem, response } = await client.GET('/api/v1/customer-shipments', { params: { query: query as never } });
    if (question !== asked.current) return;
    setLoading(false);
    if (!data) {
      setError(problemText(problem, response));
      return;
    }
    setRows((before) => (append ? [...before, ...(data as ShipmentRow[])] : (data as ShipmentRow[])));
    setNext(nextPageQuery(response.headers.get('link')));
  }, [client]);

  useEffect(() => {
    void load({ per_page: '50', ...(state ? { state } : {}), ...(warehouse ? { warehouse } : {}), ...(search ? { q: search } : {}) }, false);
  }, [load, state, warehouse, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    settleNow();
    setWarehouse(typedWarehouse.trim());
  };

  return (
    <section aria-labelledby="shipments-title">
      <h1 id="shipments-title">Shipments</h1>
      <form className="filters" role="search" onSubmit={submit}>
        <label htmlFor="shipments-q">Search</label>
        <input id="shipments-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)}
          placeholder="Shipment or order number, customer, SKU, tracking number" size={44} />
        <label htmlFor="shipments-state">State</label>
        <select id="shipments-state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => <option key={s} value={s}>{STATE_NAMES[s]}</option>)}
        </select>
        <label htmlFor="shipments-warehouse">Warehouse</label>
        <input id="shipments-warehouse" value={typedWarehouse} onChange={(e) => setTypedWarehouse(e.target.value)} placeholder="EAST" size={8} />
        <button type="submit">Search</button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      <p className="visually-hidden" role="status">{loading ? 'Loading shipments…' : `${rows.length} shipments shown${next ? ', more to load' : ''}.`}</p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Customer shipments</caption>
        <thead><tr>
          <th scope="col">Shipment</th><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Warehouse</th>
          <th scope="col">State</th><th scope="col">Units (shipped / ordered)</th><th scope="col">Tracking</th><th scope="col">Created</th>
        </tr></thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>
                <a href={`#/orders/${encodeURIComponent(s.order.number)}`}>{s.number}</a>
                {s.backorder_of && <> <small>backorder of {s.backorder_of.number}</small></>}
              </td>
              <td>{s.order.number}{s.order.reference ? ` (${s.order.reference})` : ''}</td>
              <td>{s.customer?.name ?? ''}</td>
              <td>{s.warehouse.code}</td>
              <td>
                <span className={`state state-${s.state}`}>{s.state}</span>
                {s.state === 'open' && s.tpl_reference && <> <small>WMS {s.tpl_reference}</small></>}
              </td>
              <td>{sum(s.lines, 'shipped_quantity')} / {sum(s.lines, 'quantity')}</td>
              <td>{s.tracking_number && (s.tracking_url
                ? <a href={s.tracking_url} target="_blank" rel="noreferrer noopener">{s.tracking_number}</a>
                : s.tracking_number)}</td>
              <td><time dateTime={s.created_at}>{new Date(s.created_at).toLocaleString()}</time></td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && <p>{search ? `No shipments match “${search}”.` : 'No shipments.'}</p>}
      {next && <button type="button" disabled={loading} onClick={() => { void load(next, true); }}>More</button>}
    </section>
  );
}

function sum(lines: { quantity: number; shipped_quantity: number }[], key: 'quantity' | 'shipped_quantity'): number {
  return lines.reduce((total, line) => total + line[key], 0);
}
