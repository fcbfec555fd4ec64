import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread, When } from './answers.ts';
import { useSettled } from './hooks.ts';
import { useChannels } from './lookups.ts';
import { ViewerNote } from './notice.tsx';
import { usePagedList } from './paged-list.ts';

type OrderRow = {
  id: number;
  number: string;
  reference: string | null;
  channel: string;
  state: string;
  created_at: string;
  customer: { name: string; email: string | null } | null;
};

const STATES = ['', 'open', 'done', 'cancelled'] as const;

/**
 * The orders list as the admin API sorts it: one search box (order and shipment numbers, customer name and
 * email, SKU, tracking number: the list's `q`, searched by the server as the typing settles, or at once on
 * Enter), state and channel filters, 50 a page with "More" following the list's cursor. An answer that arrives after
 * a newer question was asked is dropped, so the list always shows what the box says.
 */
export function Orders({ client, canWrite = false }: { client: DocksideClient; canWrite?: boolean }) {
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const [channel, setChannel] = useState('');
  const channels = useChannels(client);
  const [typed, setTyped] = useState('');
  const [search, settleNow] = useSettled(typed.trim());
  const { rows, hasMore, error, loading, more } = usePagedList<OrderRow>(client, '/api/v1/orders', { state, channel, q: search });

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      {canWrite ? (
        <p>
          <a className="button-link" href="#new-order">
            New order
          </a>
        </p>
      ) : (
        <ViewerNote doing="creating orders" />
      )}
      <form
        className="filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          settleNow();
        }}
      >
        <label htmlFor="q">Search</label>
        <input
          id="q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Order or shipment number, customer, email, SKU, tracking number"
          size={48}
        />
        <button type="submit">Search</button>
        <label htmlFor="state">State</label>
        <select id="state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : s}
            </option>
          ))}
        </select>
        <label htmlFor="orders-channel">Channel</label>
        <select id="orders-channel" value={channel} onChange={(e) => setChannel(e.target.value)}>
          <option value="">Any</option>
          {channels.rows.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <Unread what="The channels" error={channels.error} />
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading orders…' : `${rows.length} orders shown${hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Reference</th>
            <th scope="col">Channel</th>
            <th scope="col">Customer</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <a href={`#/orders/${encodeURIComponent(o.number)}`}>{o.number}</a>
              </td>
              <td>{o.reference ?? ''}</td>
              <td>{o.channel}</td>
              <td>{o.customer ? `${o.customer.name}${o.customer.email ? ` <${o.customer.email}>` : ''}` : ''}</td>
              <td>
                <span className={`state state-${o.state}`}>{o.state}</span>
              </td>
              <td>
                <When value={o.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && !error && (
        <p>{search ? `No orders match “${search}”.` : state || channel ? 'No orders match these filters.' : 'No orders.'}</p>
      )}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
    </section>
  );
}
