import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, when, type Untyped } from './answers.ts';
import { DeliveryCells, DeliveryHeads, type EventRecord } from './Deliveries.tsx';
import { usePagedList } from './paged-list.ts';
import { ShownOnce } from './ShownOnce.tsx';
import { failingText, useOwners } from './Webhooks.tsx';
import { ownerLabel, ownerOf, WebhookForm, type Endpoint } from './WebhookForm.tsx';

type Message = { text: string; error: boolean };
const STATUSES = ['', 'pending', 'delivered', 'failed'] as const;

/**
 * One webhook endpoint: what it hears and whether it is failing, its recent deliveries newest first
 * (filtered by status), and for staff: edit, pause or resume, rotate the secret, delete.
 */
export function WebhookEndpoint({ client, canWrite, id }: { client: DocksideClient; canWrite: boolean; id: string }) {
  const [endpoint, setEndpoint] = useState<Endpoint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const owners = useOwners(client);

  const load = useCallback(async () => {
    const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', { params: { path: { id } } });
    if (data === undefined) setError(problemText(problem, response));
    else setEndpoint(data as Endpoint);
  }, [client, id]);
  useEffect(() => { void load(); }, [load]);

  if (deleted) return <p role="status">The endpoint was deleted with its delivery log. <a href="#webhooks">← Webhooks</a></p>;
  if (error) return <p role="alert" className="error">Webhook endpoint {id}: {error} <a href="#webhooks">← Webhooks</a></p>;
  if (!endpoint) return <p aria-busy="true">Loading endpoint {id}…</p>;

  /** Sends a change and says how it went; answers the secret it shows (rotation), or null when refused. */
  const write = async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>, success: string) => {
    const { data, error: problem, response } = await call;
    if (!response.ok) {
      setMessage({ text: `Refused: ${problemText(problem, response)}`, error: true });
      return null;
    }
    setMessage({ text: success, error: false });
    const { secret: shown, ...record } = (data ?? {}) as Endpoint & { secret?: string | null };
    if (data) setEndpoint(record);
    return { secret: shown ?? null };
  };
  const path = { params: { path: { id: endpoint.id } } };
  const setEnabled = async (enabled: boolean) => {
    if (!enabled && !window.confirm(`Pause ${endpoint.url}? Events that happen while it is paused are not queued for it (a redelivery naming it can send them later); deliveries already queued wait until it is enabled again.`)) return;
    await write((client.PATCH as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', { ...path, body: { enabled } }),
      enabled ? 'Enabled: deliveries resume, and the failure streak is forgotten.' : 'Disabled: nothing is sent to it until it is enabled again.');
  };
  const rotate = async () => {
    if (!window.confirm(`Rotate the signing secret of ${endpoint.url}? A new secret is shown once. For 24 hours every delivery is signed with the old and the new secret, then with the new one only.`)) return;
    const answer = await write((client.POST as unknown as Untyped)('/api/v1/webhook-endpoints/{id}/rotate-secret', path), 'Rotated the signing secret.');
    if (answer?.secret) setSecret(answer.secret);
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${endpoint.url} and its delivery log? The events stay. To stop deliveries but keep the endpoint, disable it instead.`)) return;
    if (await write((client.DELETE as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', path), 'Deleted.')) setDeleted(true);
  };

  const failing = failingText(endpoint);
  return (
    <article aria-labelledby="endpoint-title">
      <p><a href="#webhooks">← Webhooks</a></p>
      <h1 id="endpoint-title">Endpoint {endpoint.url}</h1>
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>{message.text}</p>}
      {secret && (
        <ShownOnce value={secret} onDismiss={() => setSecret(null)}>
          <strong>The new signing secret, shown only this once:</strong> give it to the receiver now. The old secret keeps signing beside it (a second signature) for 24 hours, then stops.
        </ShownOnce>
      )}
      <dl className="facts">
        <dt>Belongs to</dt><dd>{ownerLabel(ownerOf(endpoint), owners.partners, owners.channels)}</dd>
        <dt>Events</dt><dd>{endpoint.events.includes('*') ? 'all that it hears (*)' : endpoint.events.join(', ')}</dd>
        <dt>Enabled</dt><dd>{endpoint.enabled ? 'yes' : 'no: nothing is sent to it'}</dd>
        <dt>Failing</dt><dd className={failing ? 'error' : undefined}>{failing ?? 'no'}</dd>
        {endpoint.last_error && <><dt>Last error</dt><dd>{endpoint.last_error}</dd></>}
        <dt>Description</dt><dd>{endpoint.description ?? '—'}</dd>
        <dt>Created</dt><dd>{when(endpoint.created_at)}</dd>
      </dl>
      {canWrite && (
        <p className="form-actions">
          <button type="button" onClick={() => setEditing(!editing)} aria-expanded={editing}>Edit</button>
          <button type="button" onClick={() => { void setEnabled(!endpoint.enabled); }}>{endpoint.enabled ? 'Disable' : 'Enable'}</button>
          <button type="button" onClick={() => { void rotate(); }}>Rotate secret</button>
          <button type="button" onClick={() => { void remove(); }}>Delete</button>
        </p>
      )}
      {canWrite && editing && (
        <WebhookForm client={client} endpoint={endpoint} {...owners} onCancel={() => setEditing(false)}
          onSaved={(saved) => { setEndpoint(saved); setEditing(false); setMessage({ text: 'Saved the endpoint.', error: false }); }} />
      )}
      <RecentDeliveries client={client} endpointId={endpoint.id} />
    </article>
  );
}

/** The events sent to one endpoint, newest first, each with this endpoint's delivery. */
function RecentDeliveries({ client, endpointId }: { client: DocksideClient; endpointId: number }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('');
  const query = useMemo(() => ({ endpoint: String(endpointId), newest_first: 'true', per_page: '25', ...(status ? { delivery_status: status } : {}) }), [endpointId, status]);
  const list = usePagedList<EventRecord>(client, '/api/v1/events', query);
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title">Recent deliveries</h2>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="recent-status">Status</label>
        <select id="recent-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {STATUSES.map((s) => <option key={s} value={s}>{s === '' ? 'Any' : s}</option>)}
        </select>
        <button type="button" onClick={list.reload}>Refresh</button>
      </form>
      {list.error && <p role="alert" className="error">{list.error}</p>}
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Deliveries to this endpoint, newest event first</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">Created</th><DeliveryHeads /></tr></thead>
        <tbody>{list.rows.map((event) => {
          const delivery = event.deliveries.find((d) => d.endpoint === endpointId);
          return (
            <tr key={event.id}>
              <td><a href={`#/events/${event.id}`}>#{event.id}</a></td><td className="mono">{event.type}</td><td>{when(event.created_at)}</td>
              {delivery ? <DeliveryCells delivery={delivery} /> : <td colSpan={5}>—</td>}
            </tr>
          );
        })}</tbody>
      </table>
      {list.rows.length === 0 && !list.loading && <p>No deliveries{status ? ` ${status}` : ''} yet.</p>}
      {list.hasMore && <button type="button" disabled={list.loading} onClick={list.more}>More</button>}
    </section>
  );
}
