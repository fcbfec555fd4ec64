import { useCallback, useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, problemText, ReloadFailed, Unread, When, type Untyped } from './answers.ts';
import { DeliveryCells, DeliveryHeads, type EventRecord } from './Deliveries.tsx';
import { SendButton, useSubmit } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';
import { endpointHears } from './event-types.ts';
import { usePartners } from './lookups.ts';
import { useLookup } from './paged-list.ts';
import type { Endpoint } from './WebhookForm.tsx';
import { EventSubject } from './event-subject.tsx';

/** How often the page looks again while a delivery is due within the next minute. */
const REFRESH_MS = 2000;

/**
 * One event: what it is about, its payload as sent, and its deliveries (endpoint, status, attempts, last
 * answer and error, next attempt). Staff redeliver it to every endpoint it was sent to, to one of them,
 * or to another endpoint that hears it (how a new endpoint catches up).
 */
export function EventDetail({ client, canWrite, id }: { client: DocksideClient; canWrite: boolean; id: string }) {
  const [event, setEvent] = useState<EventRecord | null>(null);
  const endpoints = useLookup<Endpoint>(client, '/api/v1/webhook-endpoints', { enabled: 'true' });
  const partners = usePartners(client);
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const action = useSubmit();
  // Which redelivery is out: an endpoint's id, 'all', or 'other' (the form's).
  const [acting, setActing] = useState<number | 'all' | 'other' | null>(null);

  // A failed reading again (the page follows due deliveries) keeps what was shown, with a notice.
  const load = useCallback(async () => {
    try {
      const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/events/{id}', { params: { path: { id } } });
      if (data === undefined) return setError(problemText(problem, response));
      setError(null);
      setEvent(data as EventRecord);
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [client, id]);
  useEffect(() => {
    void load();
  }, [load]);
  // While a delivery is due soon the page follows it, so that a redelivery is seen to land.
  useEffect(() => {
    const soon = Date.now() + 60_000;
    const due = event?.deliveries.some((d) => d.status === 'pending' && d.next_attempt_at && Date.parse(d.next_attempt_at) < soon);
    if (!due) return undefined;
    const timer = setTimeout(() => {
      void load();
    }, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [event, load]);

  if (error && !event)
    return (
      <p role="alert" className="error">
        Event {id}: {error} <a href="#events">← Events</a>
      </p>
    );
  if (!event) return <p aria-busy="true">Loading event {id}…</p>;

  const redeliver = async (endpoint: number | undefined, which: NonNullable<typeof acting>) => {
    setActing(which);
    const sent = await action.submit(() =>
      (client.POST as unknown as Untyped)('/api/v1/events/{id}/redeliver', {
        params: { path: { id: event.id } },
        body: endpoint === undefined ? {} : { endpoint },
      }),
    );
    if (!sent) return;
    action.tell(
      `Queued again${endpoint === undefined ? ' for every endpoint it was sent to' : ` for endpoint #${endpoint}`}: it goes out at once, with the same webhook-id.`,
    );
    setOther('');
    setEvent(sent.data as EventRecord);
  };
  const busy = (which: NonNullable<typeof acting>) => action.sending && acting === which;
  // Only endpoints that hear this event (its type, its channel or warehouse): the API refuses the others.
  const others = endpoints.rows.filter((e) => !event.deliveries.some((d) => d.endpoint === e.id) && endpointHears(e, event, partners.rows));

  return (
    <article aria-labelledby="event-title">
      <p>
        <a href="#events">← Events</a>
      </p>
      <h1 id="event-title">
        Event #{event.id} <span className="mono">{event.type}</span>
      </h1>
      <ReloadFailed error={error} />
      {!canWrite && <ViewerNote doing="redelivering an event" />}
      <dl className="facts">
        <dt>webhook-id</dt>
        <dd className="mono">{event.webhook_id}</dd>
        <dt>About</dt>
        <dd>
          <EventSubject event={event} />
        </dd>
        <dt>Channel</dt>
        <dd>{event.channel ?? '—'}</dd>
        <dt>Warehouse</dt>
        <dd>{event.warehouse ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <When value={event.created_at} />
        </dd>
        <dt>Sent out</dt>
        <dd>{event.fanned_out_at ? <When value={event.fanned_out_at} /> : 'not yet: the dispatcher has not picked it up'}</dd>
      </dl>

      <h2>Deliveries</h2>
      <Notice message={action.notice} />
      {event.deliveries.length === 0 ? (
        <p>No endpoint was sent this event.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Deliveries of event {event.id}</caption>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <DeliveryHeads />
              {canWrite && <th scope="col">Redeliver</th>}
            </tr>
          </thead>
          <tbody>
            {event.deliveries.map((d) => (
              <tr key={d.id}>
                <td>
                  <a href={`#/webhooks/${d.endpoint}`}>#{d.endpoint}</a> {d.url}
                </td>
                <DeliveryCells delivery={d} />
                {canWrite && (
                  <td>
                    <SendButton
                      type="button"
                      sending={action.sending}
                      busy={busy(d.endpoint)}
                      busyText="Sending…"
                      aria-label={`Redeliver to endpoint ${d.endpoint}`}
                      onClick={() => {
                        void redeliver(d.endpoint, d.endpoint);
                      }}
                    >
                      Redeliver
                    </SendButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && (
        <div className="form-actions redeliver">
          {event.deliveries.length > 0 && (
            <SendButton
              type="button"
              sending={action.sending}
              busy={busy('all')}
              busyText="Sending…"
              onClick={() => {
                void redeliver(undefined, 'all');
              }}
            >
              Redeliver to every endpoint
            </SendButton>
          )}
          {others.length > 0 && (
            <form
              className="filters"
              onSubmit={(e) => {
                e.preventDefault();
                if (other) void redeliver(Number(other), 'other');
              }}
            >
              <label htmlFor="redeliver-other">Send to another endpoint</label>
              <select id="redeliver-other" required value={other} onChange={(e) => setOther(e.target.value)}>
                <option value="">Choose…</option>
                {others.map((e) => (
                  <option key={e.id} value={String(e.id)}>
                    #{e.id} {e.url}
                  </option>
                ))}
              </select>
              <SendButton sending={action.sending} busy={busy('other')} busyText="Sending…">
                Send
              </SendButton>
            </form>
          )}
          <Unread what="The endpoints it could be sent to" error={endpoints.error ?? partners.error} />
        </div>
      )}

      <h2>Payload</h2>
      <p>
        The body of every delivery: <code className="mono">{'{"id", "type", "created_at", "data"}'}</code> with this data.
      </p>
      <pre className="payload" tabIndex={0} aria-label={`Data of event ${event.id}`}>
        {JSON.stringify(event.data, null, 2)}
      </pre>
    </article>
  );
}
