import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread, When, type Untyped } from './answers.ts';
import { Field, FormActions, SendButton, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { focusLater, Notice, ViewerNote } from './notice.tsx';
import { partnerLabel, usePartners, type Partner } from './lookups.ts';
import { usePagedList } from './paged-list.ts';
import { ShownOnce } from './ShownOnce.tsx';

type Key = {
  id: number;
  prefix: string;
  role: 'staff' | 'viewer' | 'warehouse';
  partner: number | null;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};
type Created = Key & { key: string | null };

/**
 * API keys: every key's record (never the key), created with its role, partner and name and shown once,
 * revoked at once (its sessions end with it). Staff only change them; viewers read the list.
 */
export function ApiKeys({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const keys = usePagedList<Key>(client, '/api/v1/api-keys', {});
  const partnerList = usePartners(client);
  const partners = partnerList.rows;
  const [created, setCreated] = useState<Created | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  const action = useSubmit();

  const partnerName = (id: number | null) => {
    const partner = partners.find((p) => p.id === id);
    return id === null ? '—' : partner ? partnerLabel(partner) : `#${id}`;
  };

  const revoke = async (key: Key) => {
    if (!window.confirm(`Revoke ${key.prefix}… (${key.name ?? key.role})? Whatever uses it stops working at once.`)) return;
    setRevoking(key.id);
    const revoked = await action.submit(() => (client.DELETE as unknown as Untyped)('/api/v1/api-keys/{id}', { params: { path: { id: key.id } } }));
    if (revoked) action.tell(`Revoked ${key.prefix}… (${key.name ?? key.role}): whatever used it is refused from now on.`);
    keys.reload();
  };

  return (
    <section aria-labelledby="keys-title">
      <h1 id="keys-title">API keys</h1>
      {!canWrite && <ViewerNote doing="creating and revoking keys" />}
      {canWrite && !creating && (
        <p>
          <button
            type="button"
            id="new-key"
            onClick={() => {
              action.clear();
              setCreated(null);
              setCreating(true);
            }}
          >
            New key
          </button>
        </p>
      )}
      {canWrite && creating && (
        <CreateKey
          client={client}
          partners={partners}
          onCancel={() => {
            setCreating(false);
            focusLater(() => document.getElementById('new-key'));
          }}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
            keys.reload();
          }}
        />
      )}
      {keys.error && (
        <p role="alert" className="error">
          {keys.error}
        </p>
      )}
      <Unread what="The partners" error={partnerList.error} />
      <Notice message={action.notice} />
      {created?.key && (
        <ShownOnce title={`New ${created.role} key`} value={created.key} onDismiss={() => setCreated(null)}>
          <strong>Shown only this once:</strong> copy it now; Dockside keeps only its hash.
        </ShownOnce>
      )}
      {keys.rows.length > 0 && (
        <table aria-busy={keys.loading}>
          <caption className="visually-hidden">API keys</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Role</th>
              <th scope="col">Partner</th>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {keys.rows.map((key) => (
              <tr key={key.id}>
                <td className="mono">{key.prefix}…</td>
                <td>{key.role}</td>
                <td>{partnerName(key.partner)}</td>
                <td>{key.name ?? '—'}</td>
                <td>
                  <When value={key.created_at} />
                </td>
                <td>
                  <When value={key.last_used_at} />
                </td>
                <td>
                  {key.revoked_at ? (
                    <>
                      revoked <When value={key.revoked_at} />
                    </>
                  ) : canWrite ? (
                    <SendButton
                      type="button"
                      sending={action.sending}
                      busy={action.sending && revoking === key.id}
                      busyText="Revoking…"
                      onClick={() => {
                        void revoke(key);
                      }}
                      aria-label={`Revoke ${key.prefix}`}
                    >
                      Revoke
                    </SendButton>
                  ) : (
                    'active'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {keys.hasMore && (
        <button type="button" disabled={keys.loading} onClick={keys.more}>
          More
        </button>
      )}
    </section>
  );
}

/** A new key: its role, the partner of a warehouse key, and a name; the answer's key goes to the shown-once box. */
function CreateKey({
  client,
  partners,
  onCreated,
  onCancel,
}: {
  client: DocksideClient;
  partners: Partner[];
  onCreated: (key: Created) => void;
  onCancel: () => void;
}) {
  const [role, setRole] = useState<'staff' | 'viewer' | 'warehouse'>('viewer');
  const [partner, setPartner] = useState('');
  const [name, setName] = useState('');
  const { errors, notice, sending, submit } = useSubmit();
  const form = useFocusFirstInvalid(errors);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = { role, ...(role === 'warehouse' ? { partner: Number(partner) } : {}), ...(name.trim() ? { name: name.trim() } : {}) };
    const created = await submit(() => (client.POST as unknown as Untyped)('/api/v1/api-keys', { body }));
    if (created) onCreated(created.data as Created);
  };

  return (
    <form
      ref={form}
      className="card adjust"
      onSubmit={(e) => {
        void create(e);
      }}
      aria-labelledby="create-key-title"
    >
      <h2 id="create-key-title">New key</h2>
      <Field id="key-role" label="Role" pointer="/role" errors={errors}>
        {(props) => (
          <select {...props} autoFocus value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
            <option value="viewer">viewer: reads the admin API</option>
            <option value="staff">staff: the whole API</option>
            <option value="warehouse">warehouse: the 3PL API of one partner</option>
          </select>
        )}
      </Field>
      {role === 'warehouse' && (
        <Field id="key-partner" label="Partner" pointer="/partner" errors={errors}>
          {(props) => (
            <select {...props} required value={partner} onChange={(e) => setPartner(e.target.value)}>
              <option value="">Choose the partner…</option>
              {partners.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {partnerLabel(p)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id="key-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} value={name} onChange={(e) => setName(e.target.value)} placeholder="who or what uses it" />}
      </Field>
      <FormActions sending={sending} label="Create key" onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
