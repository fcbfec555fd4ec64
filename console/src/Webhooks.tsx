import { useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread } from './answers.ts';
import { failingSince } from './Deliveries.tsx';
import { useOwners } from './lookups.ts';
import { focusLater, ViewerNote } from './notice.tsx';
import { usePagedList } from './paged-list.ts';
import { ShownOnce } from './ShownOnce.tsx';
import { ownerOf } from './event-types.ts';
import { ownerLabel, WebhookForm, type Endpoint } from './WebhookForm.tsx';

/**
 * Webhook endpoints: where Dockside pushes events, whom each belongs to, what it hears, whether it is
 * enabled and whether (and why) its deliveries keep failing; the failing ones alone on demand. Staff
 * register an endpoint and see its signing secret once; each endpoint's page has the rest.
 */
export function Webhooks({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [failingOnly, setFailingOnly] = useState(false);
  const list = usePagedList<Endpoint>(client, '/api/v1/webhook-endpoints', { failing: failingOnly ? 'true' : '' });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const owners = useOwners(client);

  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>
        Endpoints that Dockside POSTs events to, signed with each endpoint's secret (<a href="#events">the event log</a> shows every delivery).
      </p>
      {!canWrite && <ViewerNote doing="registering and changing endpoints" />}
      {canWrite && !creating && (
        <p>
          <button
            type="button"
            id="new-endpoint"
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            New endpoint
          </button>
        </p>
      )}
      {canWrite && creating && (
        <WebhookForm
          client={client}
          endpoint={null}
          partners={owners.partners}
          channels={owners.channels}
          onCancel={() => {
            setCreating(false);
            focusLater(() => document.getElementById('new-endpoint'));
          }}
          onSaved={(answer) => {
            setCreating(false);
            if (answer.secret) setCreated({ url: answer.url, secret: answer.secret });
            else focusLater(() => document.getElementById('new-endpoint'));
            list.reload();
          }}
        />
      )}
      {created && (
        <ShownOnce title={`Signing secret of ${created.url}`} value={created.secret} onDismiss={() => setCreated(null)}>
          <strong>Registered the endpoint; its secret is shown only this once:</strong> give it to the receiver to verify signatures. Dockside keeps it sealed
          and never shows it again; a lost secret is replaced by rotating it.
        </ShownOnce>
      )}
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          <input type="checkbox" checked={failingOnly} onChange={(e) => setFailingOnly(e.target.checked)} /> Failing endpoints only
        </label>
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <Unread what="The partners and channels endpoints belong to" error={owners.error} />
      {list.rows.length > 0 && (
        <table aria-busy={list.loading}>
          <caption className="visually-hidden">Webhook endpoints</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">Belongs to</th>
              <th scope="col">Enabled</th>
              <th scope="col">Failing</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((e) => (
              <tr key={e.id}>
                <td>
                  <a href={`#/webhooks/${e.id}`}>{e.url}</a>
                </td>
                <td>{e.events.includes('*') ? 'all (*)' : e.events.join(', ')}</td>
                <td>{ownerLabel(ownerOf(e), owners.partners, owners.channels)}</td>
                <td>{e.enabled ? 'yes' : 'no (paused)'}</td>
                <td>
                  {e.failing_since ? (
                    <>
                      <span className="error">{failingSince(e)}</span>
                      {e.last_error && (
                        <>
                          <br />
                          {e.last_error}
                        </>
                      )}
                    </>
                  ) : (
                    'no'
                  )}
                </td>
                <td>{e.description ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.rows.length === 0 && !list.loading && !list.error && <p>{failingOnly ? 'No endpoint is failing.' : 'No endpoints yet.'}</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}
