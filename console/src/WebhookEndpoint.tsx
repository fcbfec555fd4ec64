import { useCallback, useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, Unread, When, type Untyped } from './answers.ts';
import { DeliveryCells, DeliveryHeads, failingSince, type EventRecord } from './Deliveries.tsx';
import { SendButton, useSubmit } from './forms.tsx';
import { buttonNamed, focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { useOwners } from './lookups.ts';
import { usePagedList } from './paged-list.ts';
import { ShownOnce } from './ShownOnce.tsx';
import { ownerOf } from './event-types.ts';
import { ownerLabel, WebhookForm, type Endpoint } from './WebhookForm.tsx';

const STATUSES = ['', 'pending', 'delivered', 'failed'] as const;

/**
 * One webhook endpoint: what it hears and whether it is failing, its recent deliveries newest first
 * (filtered by status), and for staff: edit, pause or resume, rotate the secret, delete.
 */
export function WebhookEndpoint({ client, canWrite, id }: { client: DocksideClient; canWrite: boolean; id: string }) {
  const [endpoint, setEndpoint] = useState<Endpoint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Message | null>(null);
  const owners = useOwners(client);
  const action = useSubmit();
  const [acting, setActing] = useState<'enable' | 'rotate' | 'delete' | null>(null);

  const load = useCallback(async () => {
    const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', { params: { path: { id } } });
    if (data === undefined) setError(problemText(problem, response));
    else setEndpoint(data as Endpoint);
  }, [client, id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (deleted) {
    return (
      <article aria-labelledby="endpoint-title">
        <p>
          <a href="#webhooks">← Webhooks</a>
        </p>
        <h1 id="endpoint-title">Endpoint {id} deleted</h1>
        <Notice message={deleted} />
      </article>
    );
  }
  if (error)
    return (
      <p role="alert" className="error">
        Webhook endpoint {id}: {error} <a href="#webhooks">← Webhooks</a>
      </p>
    );
  if (!endpoint) return <p aria-busy="true">Loading endpoint {id}…</p>;

  /**
   * Sends a change (one at a time) and says how it went, unless a secret is shown instead (its box says
   * it); answers the secret the change shows (rotation), or null when it was refused or not answered.
   */
  const write = async (what: typeof acting, send: () => Promise<{ data?: unknown; error?: unknown; response: Response }>, success: string) => {
    setActing(what);
    const sent = await action.submit(send);
    if (!sent) return null;
    const { secret: shown, ...record } = (sent.data ?? {}) as Endpoint & { secret?: string | null };
    if (sent.data) setEndpoint(record);
    if (!shown) action.tell(success);
    return { secret: shown ?? null };
  };
  const path = { params: { path: { id: endpoint.id } } };
  const setEnabled = async (enabled: boolean) => {
    if (
      !enabled &&
      !window.confirm(
        `Pause ${endpoint.url}? Events that happen while it is paused are not queued for it (a redelivery naming it can send them later); deliveries already queued wait until it is enabled again.`,
      )
    )
      return;
    await write(
      'enable',
      () => (client.PATCH as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', { ...path, body: { enabled } }),
      enabled ? 'Enabled: deliveries resume, and the failure streak is forgotten.' : 'Disabled: nothing is sent to it until it is enabled again.',
    );
  };
  const rotate = async () => {
    if (
      !window.confirm(
        `Rotate the signing secret of ${endpoint.url}? A new secret is shown once. For 24 hours every delivery is signed with the old and the new secret, then with the new one only.`,
      )
    )
      return;
    const answer = await write(
      'rotate',
      () => (client.POST as unknown as Untyped)('/api/v1/webhook-endpoints/{id}/rotate-secret', path),
      'Rotated the signing secret.',
    );
    if (answer?.secret) setSecret(answer.secret);
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${endpoint.url} and its delivery log? The events stay. To stop deliveries but keep the endpoint, disable it instead.`)) return;
    const text = `Deleted ${endpoint.url} with its delivery log; its events stay in the event log.`;
    if (await write('delete', () => (client.DELETE as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', path), text)) setDeleted({ text, error: false });
  };
  const busy = (what: typeof acting) => action.sending && acting === what;

  const failing = failingSince(endpoint);
  return (
    <article aria-labelledby="endpoint-title">
      <p>
        <a href="#webhooks">← Webhooks</a>
      </p>
      <h1 id="endpoint-title">Endpoint {endpoint.url}</h1>
      {!canWrite && <ViewerNote doing="changing, pausing, rotating or deleting an endpoint" />}
      <Notice message={action.notice} />
      {secret && (
        <ShownOnce title="New signing secret" value={secret} onDismiss={() => setSecret(null)}>
          <strong>The new signing secret, shown only this once:</strong> give it to the receiver now. The old secret keeps signing beside it (a second
          signature) for 24 hours, then stops.
        </ShownOnce>
      )}
      <dl className="facts">
        <dt>Belongs to</dt>
        <dd>
          {ownerLabel(ownerOf(endpoint), owners.partners, owners.channels)} <Unread what="Its owner's name" error={owners.error} />
        </dd>
        <dt>Events</dt>
        <dd>{endpoint.events.includes('*') ? 'all that it hears (*)' : endpoint.events.join(', ')}</dd>
        <dt>Enabled</dt>
        <dd>{endpoint.enabled ? 'yes' : 'no: nothing is sent to it'}</dd>
        <dt>Failing</dt>
        <dd className={failing ? 'error' : undefined}>{failing ?? 'no'}</dd>
        {endpoint.last_error && (
          <>
            <dt>Last error</dt>
            <dd>{endpoint.last_error}</dd>
          </>
        )}
        <dt>Description</dt>
        <dd>{endpoint.description ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <When value={endpoint.created_at} />
        </dd>
      </dl>
      {canWrite && (
        <p className="form-actions">
          <button
            type="button"
            onClick={() => {
              action.clear();
              setEditing(!editing);
            }}
            aria-expanded={editing}
          >
            Edit
          </button>
          <SendButton
            type="button"
            sending={action.sending}
            busy={busy('enable')}
            busyText={endpoint.enabled ? 'Disabling…' : 'Enabling…'}
            onClick={() => {
              void setEnabled(!endpoint.enabled);
            }}
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </SendButton>
          <SendButton
            type="button"
            sending={action.sending}
            busy={busy('rotate')}
            busyText="Rotating…"
            onClick={() => {
              void rotate();
            }}
          >
            Rotate secret
          </SendButton>
          <SendButton
            type="button"
            sending={action.sending}
            busy={busy('delete')}
            busyText="Deleting…"
            onClick={() => {
              void remove();
            }}
          >
            Delete
          </SendButton>
        </p>
      )}
      {canWrite && editing && (
        <WebhookForm
          client={client}
          endpoint={endpoint}
          partners={owners.partners}
          channels={owners.channels}
          onCancel={() => {
            setEditing(false);
            focusLater(() => buttonNamed('Edit'));
          }}
          onSaved={(saved) => {
            setEndpoint(saved);
            setEditing(false);
            action.tell('Saved the endpoint.');
          }}
        />
      )}
      <RecentDeliveries client={client} endpointId={endpoint.id} />
    </article>
  );
}

/** The events sent to one endpoint, newest first, each with this endpoint's delivery. */
function RecentDeliveries({ client, endpointId }: { client: DocksideClient; endpointId: number }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('');
  const query = { endpoint: String(endpointId), newest_first: 'true', delivery_status: status };
  const list = usePagedList<EventRecord>(client, '/api/v1/events', query);
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title">Recent deliveries</h2>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="recent-status">Status</label>
        <select id="recent-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : s}
            </option>
          ))}
        </select>
        <button type="button" onClick={list.reload}>
          Refresh
        </button>
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Deliveries to this endpoint, newest event first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Type</th>
            <th scope="col">Created</th>
            <DeliveryHeads />
          </tr>
        </thead>
        <tbody>
          {list.rows.map((event) => {
            const delivery = event.deliveries.find((d) => d.endpoint === endpointId);
            return (
              <tr key={event.id}>
                <td>
                  <a href={`#/events/${event.id}`}>#{event.id}</a>
                </td>
                <td className="mono">{event.type}</td>
                <td>
                  <When value={event.created_at} />
                </td>
                {delivery ? <DeliveryCells delivery={delivery} /> : <td colSpan={5}>—</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {list.rows.length === 0 && !list.loading && <p>No deliveries{status ? ` ${status}` : ''} yet.</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}
