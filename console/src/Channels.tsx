import { useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { problemText } from './answers.ts';
import { Field, fieldErrorsOf, NO_ERRORS, useFocusFirstInvalid, type FieldErrors } from './forms.tsx';
import { usePagedList } from './paged-list.ts';

type Channel = JsonAnswer<paths['/api/v1/channels']['get'], 200>[number];
type Kind = 'storefront' | 'marketplace' | 'other';

const KINDS: Record<Kind, string> = { storefront: 'storefront (own shop)', marketplace: 'marketplace', other: 'other (phone, B2B portal, …)' };

/**
 * The sales channels orders come from (`GET /api/v1/channels`): code, name and kind. Staff create channels
 * and change a channel's name or kind (its code is fixed: orders and webhook endpoints name it).
 */
export function Channels({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const list = usePagedList<Channel>(client, '/api/v1/channels', { per_page: '100' });
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section aria-labelledby="channels-title">
      <h1 id="channels-title">Channels</h1>
      <p>Where orders come from. Webhook endpoints registered for a channel hear about its orders only.</p>
      {list.error && <p role="alert" className="error">{list.error}</p>}
      {saved && <p role="status">{saved}</p>}
      {list.rows.length > 0 && (
        <table>
          <caption className="visually-hidden">Sales channels</caption>
          <thead><tr>
            <th scope="col">Code</th><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Created</th>
            {canWrite && <th scope="col"><span className="visually-hidden">Change</span></th>}
          </tr></thead>
          <tbody>{list.rows.map((channel) => (
            <tr key={channel.id}>
              <td className="mono">{channel.code}</td><td>{channel.name}</td><td>{channel.kind}</td>
              <td><time dateTime={channel.created_at}>{new Date(channel.created_at).toLocaleDateString()}</time></td>
              {canWrite && <td><button type="button" aria-label={`Edit ${channel.code}`} onClick={() => { setSaved(null); setEditing(channel); }}>Edit</button></td>}
            </tr>
          ))}</tbody>
        </table>
      )}
      {list.rows.length === 0 && !list.loading && !list.error && <p>No channels yet: orders need one.</p>}
      {list.hasMore && <button type="button" disabled={list.loading} onClick={list.more}>More</button>}
      {canWrite && editing === null && <p><button type="button" onClick={() => { setSaved(null); setEditing('new'); }}>Create a channel</button></p>}
      {canWrite && editing !== null && (
        <ChannelForm key={editing === 'new' ? 'new' : editing.id} client={client} channel={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
          onSaved={(channel, created) => { setEditing(null); setSaved(`${created ? 'Created' : 'Saved'} channel ${channel.code} (${channel.name}, ${channel.kind}).`); list.reload(); }} />
      )}
    </section>
  );
}

/** Creates a channel (`channel` null) or changes one's name and kind. */
function ChannelForm({ client, channel, onSaved, onCancel }: {
  client: DocksideClient; channel: Channel | null; onSaved: (channel: Channel, created: boolean) => void; onCancel: () => void;
}) {
  const [form, setForm] = useState({ code: '', name: channel?.name ?? '', kind: (channel?.kind ?? 'storefront') as Kind });
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ref = useFocusFirstInvalid(errors);
  const title = channel ? `Edit channel ${channel.code}` : 'Create a channel';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: form.name.trim(), kind: form.kind };
    const { data, error, response } = channel
      ? await client.PATCH('/api/v1/channels/{id}', { params: { path: { id: channel.id } }, body: fields })
      : await client.POST('/api/v1/channels', { body: { code: form.code.trim(), ...fields } });
    if (data === undefined) {
      setErrors(fieldErrorsOf(error));
      setRefusal(`Refused: ${problemText(error, response)}`);
    } else onSaved(data, channel === null);
  };

  return (
    <form ref={ref} className="card adjust" aria-label={title} onSubmit={(e) => { void submit(e); }}>
      <h2>{title}</h2>
      {!channel && (
        <Field id="channel-code" label="Code (letters, digits, . _ -; fixed: orders use it)" pointer="/code" errors={errors}>
          {(props) => <input {...props} required autoFocus placeholder="ebay" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />}
        </Field>
      )}
      <Field id="channel-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} required autoFocus={channel !== null} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />}
      </Field>
      <Field id="channel-kind" label="Kind" pointer="/kind" errors={errors}>
        {(props) => (
          <select {...props} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as Kind })}>
            {(Object.keys(KINDS) as Kind[]).map((kind) => <option key={kind} value={kind}>{KINDS[kind]}</option>)}
          </select>
        )}
      </Field>
      <div className="form-actions">
        <button type="submit">{channel ? 'Save channel' : 'Create channel'}</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
      {refusal && <p role="alert" className="error">{refusal}</p>}
    </form>
  );
}
