import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread, When } from './answers.ts';
import { deliveriesText, type EventRecord } from './Deliveries.tsx';
import { EVENT_TYPES, RESOURCE_TYPES } from './event-types.ts';
import { useHashFilters } from './hooks.ts';
import { useLookup, usePagedList } from './paged-list.ts';
import type { Endpoint } from './WebhookForm.tsx';
import { EventSubject } from './event-subject.tsx';

/** The filters as the form and the address hold them (`oldest_first` is `true` or empty). */
type Filters = {
  type: string;
  resource_type: string;
  resource_id: string;
  from: string;
  to: string;
  delivery_status: string;
  endpoint: string;
  oldest_first: string;
};
const NO_FILTERS: Filters = { type: '', resource_type: '', resource_id: '', from: '', to: '', delivery_status: '', endpoint: '', oldest_first: '' };
/** The values a filter of the address may take where the API knows only some. */
const ALLOWED = {
  type: ['', ...EVENT_TYPES],
  resource_type: ['', ...RESOURCE_TYPES],
  delivery_status: ['', 'pending', 'delivered', 'failed'],
  oldest_first: ['', 'true'],
};

/** A `datetime-local` value (the reader's time) as the API's ISO 8601 UTC; nothing for a value that is no time. */
const instant = (local: string) => {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
};

/** The query of GET /events for the filters: only those set, newest first unless asked otherwise. */
function queryOf(f: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  if (!f.oldest_first) query.newest_first = 'true';
  if (f.type) query.type = f.type;
  if (f.resource_type) query.resource_type = f.resource_type;
  if (f.resource_id.trim()) query.resource_id = f.resource_id.trim();
  const from = instant(f.from);
  const to = instant(f.to);
  if (f.from && from) query.created_at_min = from;
  if (f.to && to) query.created_at_max = to;
  if (f.delivery_status) query.delivery_status = f.delivery_status;
  if (f.endpoint) query.endpoint = f.endpoint;
  return query;
}

/**
 * The event log (the outbox): every event, newest first, filtered by type, resource, time, delivery
 * status and endpoint (the filters are kept in the address: `#events?type=…`), 50 a page with "More"
 * following the list's cursor; each opens on its own page.
 */
export function Events({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters(NO_FILTERS, ALLOWED);
  const [form, setForm] = useState<Filters>(filters);
  const endpoints = useLookup<Endpoint>(client, '/api/v1/webhook-endpoints');
  const query = queryOf(filters);
  const list = usePagedList<EventRecord>(client, '/api/v1/events', query);
  const field = (name: keyof Filters) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });
  // A choice (a select, the order) applies at once, as on every list; typed fields wait for Enter or the button.
  const choose = (name: keyof Filters, value: string) => {
    setForm({ ...form, [name]: value });
    setFilters({ ...filters, [name]: value });
  };
  const chosen = (name: keyof Filters) => ({ value: form[name], onChange: (e: { target: { value: string } }) => choose(name, e.target.value) });

  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">Events</h1>
      <form
        className="filters many"
        role="search"
        aria-label="Filter events"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters(form);
        }}
      >
        <span className="pair">
          <label htmlFor="ev-type">Type</label>
          <select id="ev-type" {...chosen('type')}>
            <option value="">Any</option>
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </span>
        <span className="pair">
          <label htmlFor="ev-resource">About</label>
          <select id="ev-resource" {...chosen('resource_type')}>
            <option value="">Anything</option>
            {RESOURCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </span>
        <span className="pair">
          <label htmlFor="ev-resource-id">Resource id</label>
          <input id="ev-resource-id" type="search" inputMode="numeric" size={6} {...field('resource_id')} />
        </span>
        <span className="pair">
          <label htmlFor="ev-from">Created from</label>
          <input id="ev-from" type="datetime-local" {...field('from')} />
        </span>
        <span className="pair">
          <label htmlFor="ev-to">to</label>
          <input id="ev-to" type="datetime-local" {...field('to')} />
        </span>
        <span className="pair">
          <label htmlFor="ev-status">Delivery</label>
          <select id="ev-status" {...chosen('delivery_status')}>
            <option value="">Any</option>
            <option value="pending">pending (waiting or retrying)</option>
            <option value="delivered">delivered</option>
            <option value="failed">failed (retries spent)</option>
          </select>
        </span>
        <span className="pair">
          <label htmlFor="ev-endpoint">Endpoint</label>
          <select id="ev-endpoint" {...chosen('endpoint')}>
            <option value="">Any</option>
            {endpoints.rows.map((e) => (
              <option key={e.id} value={String(e.id)}>
                #{e.id} {e.url}
              </option>
            ))}
            {form.endpoint && !endpoints.rows.some((e) => String(e.id) === form.endpoint) && <option value={form.endpoint}>#{form.endpoint}</option>}
          </select>{' '}
          <Unread what="The endpoints" error={endpoints.error} />
        </span>
        <label>
          <input type="checkbox" checked={form.oldest_first === 'true'} onChange={(e) => choose('oldest_first', e.target.checked ? 'true' : '')} /> Oldest first
        </label>
        <button type="submit">Apply filters</button>
        <button
          type="button"
          onClick={() => {
            setForm(NO_FILTERS);
            setFilters(NO_FILTERS);
          }}
        >
          Clear
        </button>
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Events</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Type</th>
            <th scope="col">About</th>
            <th scope="col">Channel</th>
            <th scope="col">Warehouse</th>
            <th scope="col">Created</th>
            <th scope="col">Deliveries</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((event) => (
            <tr key={event.id}>
              <td>
                <a href={`#/events/${event.id}`}>#{event.id}</a>
              </td>
              <td className="mono">{event.type}</td>
              <td>
                <EventSubject event={event} />
              </td>
              <td>{event.channel ?? '—'}</td>
              <td>{event.warehouse ?? '—'}</td>
              <td>
                <When value={event.created_at} />
              </td>
              <td>{deliveriesText(event)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.rows.length === 0 && !list.loading && !list.error && <p>No events match.</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}
