import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { when, type Untyped } from './answers.ts';
import { deliveryState, type EventRecord } from './Deliveries.tsx';
import { EVENT_TYPES, RESOURCE_TYPES } from './event-types.ts';
import { usePagedList } from './paged-list.ts';
import type { Endpoint } from './WebhookForm.tsx';

type Filters = {
  type: string; resource_type: string; resource_id: string; from: string; to: string;
  delivery_status: string; endpoint: string; oldest_first: boolean;
};
const NO_FILTERS: Filters = { type: '', resource_type: '', resource_id: '', from: '', to: '', delivery_status: '', endpoint: '', oldest_first: false };

/** A `datetime-local` value (the reader's time) as the API's ISO 8601 UTC. */
const instant = (local: string) => new Date(local).toISOString();

/** The query of GET /events for the filters: only those set, newest first unless asked otherwise. */
function queryOf(f: Filters): Record<string, string> {
  const query: Record<string, string> = { per_page: '50' };
  if (!f.oldest_first) query.newest_first = 'true';
  if (f.type) query.type = f.type;
  if (f.resource_type) query.resource_type = f.resource_type;
  if (f.resource_id.trim()) query.resource_id = f.resource_id.trim();
  if (f.from) query.created_at_min = instant(f.from);
  if (f.to) query.created_at_max = instant(f.to);
  if (f.delivery_status) query.delivery_status = f.delivery_status;
  if (f.endpoint) query.endpoint = f.endpoint;
  return query;
}

/** An event's deliveries in a few words: how many are in each state. */
function deliverySummary(event: EventRecord): string {
  if (event.deliveries.length === 0) return event.fanned_out_at ? 'to no endpoint' : 'not sent out yet';
  const counts = new Map<string, number>();
  for (const d of event.deliveries) counts.set(deliveryState(d), (counts.get(deliveryState(d)) ?? 0) + 1);
  return [...counts].map(([state, n]) => `${n} ${state}`).join(', ');
}

/**
 * The event log (the outbox): every event, newest first, filtered by type, resource, time, delivery
 * status and endpoint, 50 a page with "More" following the list's cursor; each opens on its own page.
 */
export function Events({ client }: { client: DocksideClient }) {
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [endpoints, setEndpoints] = useState<Endpoint[]>([]);
  const query = useMemo(() => queryOf(filters), [filters]);
  const list = usePagedList<EventRecord>(client, '/api/v1/events', query);
  const field = (name: keyof Filters) => ({ value: form[name] as string, onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  useEffect(() => {
    void (client.GET as unknown as Untyped)('/api/v1/webhook-endpoints', { params: { query: { per_page: 250 } } })
      .then(({ data }) => setEndpoints((data ?? []) as Endpoint[]));
  }, [client]);

  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">Events</h1>
      <form className="filters many" role="search" aria-label="Filter events" onSubmit={(e: FormEvent) => { e.preventDefault(); setFilters(form); }}>
        <span className="pair"><label htmlFor="ev-type">Type</label>
        <select id="ev-type" {...field('type')}>
          <option value="">Any</option>
          {EVENT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select></span>
        <span className="pair"><label htmlFor="ev-resource">About</label>
        <select id="ev-resource" {...field('resource_type')}>
          <option value="">Anything</option>
          {RESOURCE_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select></span>
        <span className="pair"><label htmlFor="ev-resource-id">Resource id</label>
        <input id="ev-resource-id" inputMode="numeric" size={6} {...field('resource_id')} /></span>
        <span className="pair"><label htmlFor="ev-from">Created from</label>
        <input id="ev-from" type="datetime-local" {...field('from')} /></span>
        <span className="pair"><label htmlFor="ev-to">to</label>
        <input id="ev-to" type="datetime-local" {...field('to')} /></span>
        <span className="pair"><label htmlFor="ev-status">Delivery</label>
        <select id="ev-status" {...field('delivery_status')}>
          <option value="">Any</option>
          <option value="pending">pending (waiting or retrying)</option>
          <option value="delivered">delivered</option>
          <option value="failed">failed (retries spent)</option>
        </select></span>
        <span className="pair"><label htmlFor="ev-endpoint">Endpoint</label>
        <select id="ev-endpoint" {...field('endpoint')}>
          <option value="">Any</option>
          {endpoints.map((e) => <option key={e.id} value={String(e.id)}>#{e.id} {e.url}</option>)}
        </select></span>
        <label><input type="checkbox" checked={form.oldest_first} onChange={(e) => setForm({ ...form, oldest_first: e.target.checked })} /> Oldest first</label>
        <button type="submit">Filter</button>
        <button type="button" onClick={() => { setForm(NO_FILTERS); setFilters(NO_FILTERS); }}>Clear</button>
      </form>
      {list.error && <p role="alert" className="error">{list.error}</p>}
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Events</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">About</th><th scope="col">Channel</th><th scope="col">Warehouse</th><th scope="col">Created</th><th scope="col">Deliveries</th></tr></thead>
        <tbody>{list.rows.map((event) => (
          <tr key={event.id}>
            <td><a href={`#/events/${event.id}`}>#{event.id}</a></td>
            <td className="mono">{event.type}</td>
            <td>{event.resource_type} #{event.resource_id}</td>
            <td>{event.channel ?? '—'}</td>
            <td>{event.warehouse ?? '—'}</td>
            <td><time dateTime={event.created_at}>{when(event.created_at)}</time></td>
            <td>{deliverySummary(event)}</td>
          </tr>
        ))}</tbody>
      </table>
      {list.rows.length === 0 && !list.loading && !list.error && <p>No events match.</p>}
      {list.hasMore && <button type="button" disabled={list.loading} onClick={list.more}>More</button>}
    </section>
  );
}
