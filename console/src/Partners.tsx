import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread, When, type Untyped } from './answers.ts';
import { Field, FieldError, FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { partnerLabel, usePartners, type Partner } from './lookups.ts';
import { buttonNamed, focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { useLookup, usePagedList } from './paged-list.ts';
import { ShownOnce } from './ShownOnce.tsx';

type Warehouse = { id: number; code: string; name: string };
type Key = { id: number; prefix: string; partner: number | null; name: string | null; last_used_at: string | null; revoked_at: string | null };

/**
 * 3PL partners: each with the warehouses it runs and its warehouse keys (the key itself never). Staff
 * create a partner, change its name, code and warehouses, and create a warehouse key for it, shown once.
 */
export function Partners({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const list = usePagedList<Partner>(client, '/api/v1/partners', {});
  // The form checks each warehouse against every partner, not only the partners shown.
  const allPartners = usePartners(client);
  const warehouseList = useLookup<Warehouse>(client, '/api/v1/warehouses');
  const keyList = useLookup<Key>(client, '/api/v1/api-keys', { role: 'warehouse' });
  const warehouses = warehouseList.rows;
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [keyFor, setKeyFor] = useState<Partner | null>(null);
  const [created, setCreated] = useState<{ partner: string; key: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const warehouseName = (code: string) => warehouses.find((w) => w.code === code)?.name;
  const load = () => {
    list.reload();
    allPartners.reload();
    keyList.reload();
  };
  const done = (text: string) => {
    setMessage({ text, error: false });
    setEditing(null);
    setKeyFor(null);
    load();
  };

  return (
    <section aria-labelledby="partners-title">
      <h1 id="partners-title">Partners</h1>
      <p>The 3PL companies that run the merchant's warehouses. A partner's warehouse keys see and change only the shipments and returns of its warehouses.</p>
      {!canWrite && (
        <ViewerNote doing="changing partners and creating their keys">
          Keys are revoked on the <a href="#keys">API keys</a> page.
        </ViewerNote>
      )}
      {canWrite && editing === null && (
        <p>
          <button
            type="button"
            id="new-partner"
            onClick={() => {
              setMessage(null);
              setKeyFor(null);
              setEditing('new');
            }}
          >
            New partner
          </button>
        </p>
      )}
      {canWrite && keyFor && (
        <CreatePartnerKey
          client={client}
          partner={keyFor}
          onCancel={() => {
            setKeyFor(null);
            focusLater(() => buttonNamed(`New key for ${keyFor.name}`));
          }}
          onCreated={(key) => {
            setMessage(null);
            setKeyFor(null);
            setCreated({ partner: keyFor.name, key });
            load();
          }}
        />
      )}
      {canWrite && editing && (
        <PartnerForm
          client={client}
          partner={editing === 'new' ? null : editing}
          partners={allPartners.rows}
          warehouses={warehouses}
          onCancel={() => {
            setEditing(null);
            focusLater(() => (editing === 'new' ? document.getElementById('new-partner') : buttonNamed(`Edit ${editing.name}`)));
          }}
          onSaved={done}
        />
      )}
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <Unread what="The warehouses" error={warehouseList.error} />
      <Unread what="The warehouse keys" error={keyList.error} />
      <Notice message={message} />
      {created && (
        <ShownOnce title={`New warehouse key for ${created.partner}`} value={created.key} onDismiss={() => setCreated(null)}>
          <strong>The new warehouse key of {created.partner}, shown only this once:</strong> give it to the partner's integration now; Dockside keeps only its
          hash.
        </ShownOnce>
      )}
      {list.rows.length > 0 && (
        <table aria-busy={list.loading}>
          <caption className="visually-hidden">Partners</caption>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Warehouses</th>
              <th scope="col">Warehouse keys</th>
              {canWrite && <th scope="col">Change</th>}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((partner) => (
              <tr key={partner.id}>
                <td>{partnerLabel(partner)}</td>
                <td>{partner.warehouses.map((code) => `${code}${warehouseName(code) ? ` (${warehouseName(code)})` : ''}`).join(', ') || 'none'}</td>
                <td>{keyList.error ? '—' : <PartnerKeys keys={keyList.rows.filter((k) => k.partner === partner.id)} />}</td>
                {canWrite && (
                  <td className="actions">
                    <button
                      type="button"
                      aria-label={`Edit ${partner.name}`}
                      onClick={() => {
                        setMessage(null);
                        setKeyFor(null);
                        setEditing(partner);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      aria-label={`New key for ${partner.name}`}
                      onClick={() => {
                        setMessage(null);
                        setEditing(null);
                        setKeyFor(partner);
                      }}
                    >
                      New key
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.rows.length === 0 && !list.loading && !list.error && <p>No partners yet.</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

function PartnerKeys({ keys }: { keys: Key[] }) {
  const active = keys.filter((k) => !k.revoked_at);
  const revoked = keys.length - active.length;
  if (keys.length === 0)
    return (
      <>
        none (<a href="#keys">API keys</a>)
      </>
    );
  return (
    <ul className="plain">
      {active.map((k) => (
        <li key={k.id}>
          <span className="mono">{k.prefix}…</span> {k.name ?? ''} (
          {k.last_used_at ? (
            <>
              last used <When value={k.last_used_at} />
            </>
          ) : (
            'never used'
          )}
          )
        </li>
      ))}
      {revoked > 0 && (
        <li>
          {revoked} revoked (<a href="#keys">API keys</a>)
        </li>
      )}
    </ul>
  );
}

/** A new partner, or a change of one: name, code and the warehouses it runs (the list replaces the old one). */
function PartnerForm({
  client,
  partner,
  partners,
  warehouses,
  onCancel,
  onSaved,
}: {
  client: DocksideClient;
  partner: Partner | null;
  partners: Partner[];
  warehouses: Warehouse[];
  onCancel: () => void;
  onSaved: (text: string) => void;
}) {
  const [name, setName] = useState(partner?.name ?? '');
  const [code, setCode] = useState(partner?.code ?? '');
  const [chosen, setChosen] = useState<string[]>(partner?.warehouses ?? []);
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const title = partner ? `Edit ${partner.name}` : 'New partner';
  const runBy = (code: string) => partners.find((p) => p.id !== partner?.id && p.warehouses.includes(code));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), code: code.trim() || null, warehouses: chosen };
    const saved = await submit(() =>
      partner
        ? (client.PATCH as unknown as Untyped)('/api/v1/partners/{id}', { params: { path: { id: partner.id } }, body })
        : (client.POST as unknown as Untyped)('/api/v1/partners', { body }),
    );
    if (saved) onSaved(partner ? `Saved ${body.name}.` : `Created ${body.name}.`);
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      onSubmit={(e) => {
        void save(e);
      }}
      aria-labelledby="partner-form-title"
    >
      <h2 id="partner-form-title">{title}</h2>
      <Field id="partner-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} autoFocus required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field id="partner-code" label="Code (optional, for references)" pointer="/code" errors={errors}>
        {(props) => <input {...props} maxLength={64} value={code} onChange={(e) => setCode(e.target.value)} />}
      </Field>
      <fieldset className="checks">
        <legend>Warehouses it runs</legend>
        <FieldError errors={errors} pointer="/warehouses" id="partner-warehouses" />
        {warehouses.map((w) => {
          const other = runBy(w.code);
          return (
            <label key={w.id}>
              <input
                type="checkbox"
                checked={chosen.includes(w.code)}
                disabled={other !== undefined}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, w.code] : chosen.filter((c) => c !== w.code))}
              />{' '}
              {w.code} ({w.name}){other && `: run by ${other.name}; release it there first`}
            </label>
          );
        })}
        {warehouses.length === 0 && <p>No warehouses yet.</p>}
      </fieldset>
      <FormActions sending={sending} label={partner ? 'Save changes' : 'Create partner'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}

/** A warehouse key for one partner: the answer's key goes to the shown-once box of the page. */
function CreatePartnerKey({
  client,
  partner,
  onCancel,
  onCreated,
}: {
  client: DocksideClient;
  partner: Partner;
  onCancel: () => void;
  onCreated: (key: string) => void;
}) {
  const [name, setName] = useState('');
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = { role: 'warehouse', partner: partner.id, ...(name.trim() ? { name: name.trim() } : {}) };
    const created = await submit(() => (client.POST as unknown as Untyped)('/api/v1/api-keys', { body }));
    if (created) onCreated((created.data as { key: string }).key);
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      onSubmit={(e) => {
        void create(e);
      }}
      aria-labelledby="partner-key-title"
    >
      <h2 id="partner-key-title">New warehouse key for {partner.name}</h2>
      <p>
        The key reaches the 3PL API only, for the warehouses {partner.name} runs ({partner.warehouses.join(', ') || 'none yet'}).
      </p>
      <Field id="partner-key-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder="which system uses it" />}
      </Field>
      <FormActions sending={sending} label="Create key" onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
