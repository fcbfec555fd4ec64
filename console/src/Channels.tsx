import { useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { When } from './answers.ts';
import { Field, FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { buttonNamed, focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { usePagedList } from './paged-list.ts';

type Channel = JsonAnswer<paths['/api/v1/channels']['get'], 200>[number];
type Kind = 'storefront' | 'marketplace' | 'other';

const KINDS: Record<Kind, string> = { storefront: 'storefront (own shop)', marketplace: 'marketplace', other: 'other (phone, B2B portal, …)' };

/**
 * The sales channels orders come from (`GET /api/v1/channels`): code, name and kind. Staff create channels
 * and change a channel's name or kind (its code is fixed: orders and webhook endpoints name it).
 */
export function Channels({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const list = usePagedList<Channel>(client, '/api/v1/channels', {});
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [saved, setSaved] = useState<Message | null>(null);
  const onCancel = () => {
    const was = editing;
    setEditing(null);
    focusLater(() => (was === 'new' || was === null ? document.getElementById('new-channel') : buttonNamed(`Edit ${was.code}`)));
  };

  return (
    <section aria-labelledby="channels-title">
      <h1 id="channels-title">Channels</h1>
      <p>Where orders come from. Webhook endpoints registered for a channel hear about its orders only.</p>
      {!canWrite && <ViewerNote doing="creating and changing channels" />}
      {canWrite && editing === null && (
        <p>
          <button
            type="button"
            id="new-channel"
            onClick={() => {
              setSaved(null);
              setEditing('new');
            }}
          >
            New channel
          </button>
        </p>
      )}
      {canWrite && editing !== null && (
        <ChannelForm
          key={editing === 'new' ? 'new' : editing.id}
          client={client}
          channel={editing === 'new' ? null : editing}
          onCancel={onCancel}
          onSaved={(channel, created) => {
            setEditing(null);
            setSaved({ text: `${created ? 'Created' : 'Saved'} channel ${channel.code} (${channel.name}, ${channel.kind}).`, error: false });
            list.reload();
          }}
        />
      )}
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <Notice message={saved} />
      {list.rows.length > 0 && (
        <table>
          <caption className="visually-hidden">Sales channels</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Created</th>
              {canWrite && (
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((channel) => (
              <tr key={channel.id}>
                <td className="mono">{channel.code}</td>
                <td>{channel.name}</td>
                <td>{channel.kind}</td>
                <td>
                  <When value={channel.created_at} />
                </td>
                {canWrite && (
                  <td>
                    <button
                      type="button"
                      aria-label={`Edit ${channel.code}`}
                      onClick={() => {
                        setSaved(null);
                        setEditing(channel);
                      }}
                    >
                      Edit
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.rows.length === 0 && !list.loading && !list.error && <p>No channels yet: orders need one.</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

/** Creates a channel (`channel` null) or changes one's name and kind. */
function ChannelForm({
  client,
  channel,
  onSaved,
  onCancel,
}: {
  client: DocksideClient;
  channel: Channel | null;
  onSaved: (channel: Channel, created: boolean) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({ code: '', name: channel?.name ?? '', kind: (channel?.kind ?? 'storefront') as Kind });
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const title = channel ? `Edit channel ${channel.code}` : 'New channel';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: form.name.trim(), kind: form.kind };
    const saved = await submit(() =>
      channel
        ? client.PATCH('/api/v1/channels/{id}', { params: { path: { id: channel.id } }, body: fields })
        : client.POST('/api/v1/channels', { body: { code: form.code.trim(), ...fields } }),
    );
    if (saved) onSaved(saved.data, channel === null);
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      aria-label={title}
      onSubmit={(e) => {
        void save(e);
      }}
    >
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
            {(Object.keys(KINDS) as Kind[]).map((kind) => (
              <option key={kind} value={kind}>
                {KINDS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormActions sending={sending} label={channel ? 'Save changes' : 'Create channel'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
