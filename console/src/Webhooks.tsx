import { useCallback, useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, when, type Untyped } from './answers.ts';
import type { Partner } from './Partners.tsx';
import { ShownOnce } from './ShownOnce.tsx';
import { ownerLabel, ownerOf, WebhookForm, type Channel, type Endpoint } from './WebhookForm.tsx';

export type Owners = { partners: Partner[]; channels: Channel[] };

/** The partners and channels endpoints belong to, for naming them. */
export function useOwners(client: DocksideClient): Owners {
  const [owners, setOwners] = useState<Owners>({ partners: [], channels: [] });
  useEffect(() => {
    const get = client.GET as unknown as Untyped;
    const query = { params: { query: { per_page: 250 } } };
    void Promise.all([get('/api/v1/partners', query), get('/api/v1/channels', query)]).then(([p, c]) => {
      setOwners({ partners: (p.data ?? []) as Partner[], channels: (c.data ?? []) as Channel[] });
    });
  }, [client]);
  return owners;
}

/** An endpoint's failure streak in words, or null when it is healthy. */
export function failingText(e: Endpoint): string | null {
  if (!e.failing_since) return null;
  return `since ${when(e.failing_since)}, ${e.consecutive_failures} failed attempt${e.consecutive_failures === 1 ? '' : 's'}`;
}

/**
 * Webhook endpoints: where Dockside pushes events, whom each belongs to, what it hears, whether it is
 * enabled and whether (and why) its deliveries keep failing; the failing ones alone on demand. Staff
 * register an endpoint and see its signing secret once; each endpoint's page has the rest.
 */
export function Webhooks({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [failingOnly, setFailingOnly] = useState(false);
  const [endpoints, setEndpoints] = useState<Endpoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [registered, setRegistered] = useState(0);
  const owners = useOwners(client);

  const load = useCallback(async () => {
    const query = { per_page: 250, ...(failingOnly ? { failing: true } : {}) };
    const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/webhook-endpoints', { params: { query } });
    if (data === undefined) setError(problemText(problem, response));
    else {
      setError(null);
      setEndpoints(data as Endpoint[]);
    }
  }, [client, failingOnly]);
  useEffect(() => { void load(); }, [load]);

  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>Endpoints that Dockside POSTs events to, signed with each endpoint's secret (<a href="#events">the event log</a> shows every delivery).</p>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label><input type="checkbox" checked={failingOnly} onChange={(e) => setFailingOnly(e.target.checked)} /> Failing endpoints only</label>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      {created && (
        <ShownOnce value={created.secret} onDismiss={() => setCreated(null)}>
          <strong>The signing secret of {created.url}, shown only this once:</strong> give it to the receiver to verify signatures. Dockside keeps it sealed and never shows it again; a lost secret is replaced by rotating it.
        </ShownOnce>
      )}
      {endpoints && (
        <table>
          <caption className="visually-hidden">Webhook endpoints</caption>
          <thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Belongs to</th><th scope="col">Enabled</th><th scope="col">Failing</th><th scope="col">Description</th></tr></thead>
          <tbody>{endpoints.map((e) => (
            <tr key={e.id}>
              <td><a href={`#/webhooks/${e.id}`}>{e.url}</a></td>
              <td>{e.events.includes('*') ? 'all (*)' : e.events.join(', ')}</td>
              <td>{ownerLabel(ownerOf(e), owners.partners, owners.channels)}</td>
              <td>{e.enabled ? 'yes' : 'no (paused)'}</td>
              <td>{failingText(e) ? <><span className="error">{failingText(e)}</span>{e.last_error && <><br />{e.last_error}</>}</> : 'no'}</td>
              <td>{e.description ?? '—'}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      {endpoints?.length === 0 && <p>{failingOnly ? 'No endpoint is failing.' : 'No endpoints yet.'}</p>}
      {canWrite
        ? <WebhookForm key={registered} client={client} endpoint={null} {...owners} onSaved={(answer) => {
            if (answer.secret) setCreated({ url: answer.url, secret: answer.secret });
            setRegistered(registered + 1);
            void load();
          }} />
        : <p>Viewers read the endpoints; registering and changing them needs a staff key.</p>}
    </section>
  );
}
