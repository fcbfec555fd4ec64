import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, when, type Untyped } from './answers.ts';
import { ShownOnce } from './ShownOnce.tsx';

export type Partner = { id: number; code: string | null; name: string; warehouses: string[] };
type Warehouse = { id: number; code: string; name: string };
type Key = { id: number; prefix: string; partner: number | null; name: string | null; last_used_at: string | null; revoked_at: string | null };
type Message = { text: string; error: boolean };

/** A partner as people name it: its name, and its code when it has one. */
export function partnerLabel(partner: Pick<Partner, 'name' | 'code'>): string {
  return `${partner.name}${partner.code ? ` (${partner.code})` : ''}`;
}

/**
 * 3PL partners: each with the warehouses it runs and its warehouse keys (the key itself never). Staff
 * create a partner, change its name, code and warehouses, and create a warehouse key for it, shown once.
 */
export function Partners({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [partners, setPartners] = useState<Partner[] | null>(null);
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);
  const [keys, setKeys] = useState<Key[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [keyFor, setKeyFor] = useState<Partner | null>(null);
  const [created, setCreated] = useState<{ partner: string; key: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const load = useCallback(async () => {
    const get = client.GET as unknown as Untyped;
    const query = { params: { query: { per_page: 250 } } };
    const [p, w, k] = await Promise.all([
      get('/api/v1/partners', query), get('/api/v1/warehouses', query),
      get('/api/v1/api-keys', { params: { query: { per_page: 250, role: 'warehouse' } } }),
    ]);
    const failed = [p, w, k].find((a) => a.data === undefined);
    if (failed) return setError(problemText(failed.error, failed.response));
    setError(null);
    setPartners(p.data as Partner[]);
    setWarehouses(w.data as Warehouse[]);
    setKeys(k.data as Key[]);
  }, [client]);
  useEffect(() => { void load(); }, [load]);

  const warehouseName = (code: string) => warehouses.find((w) => w.code === code)?.name;
  const done = (text: string) => {
    setMessage({ text, error: false });
    setEditing(null);
    setKeyFor(null);
    void load();
  };

  return (
    <section aria-labelledby="partners-title">
      <h1 id="partners-title">Partners</h1>
      <p>The 3PL companies that run the merchant's warehouses. A partner's warehouse keys see and change only the shipments and returns of its warehouses.</p>
      {error && <p role="alert" className="error">{error}</p>}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>{message.text}</p>}
      {created && (
        <ShownOnce value={created.key} onDismiss={() => setCreated(null)}>
          <strong>The new warehouse key of {created.partner}, shown only this once:</strong> give it to the partner's integration now; Dockside keeps only its hash.
        </ShownOnce>
      )}
      {partners && (
        <table>
          <caption className="visually-hidden">Partners</caption>
          <thead><tr><th scope="col">Partner</th><th scope="col">Warehouses</th><th scope="col">Warehouse keys</th>{canWrite && <th scope="col">Change</th>}</tr></thead>
          <tbody>{partners.map((partner) => (
            <tr key={partner.id}>
              <td>{partnerLabel(partner)}</td>
              <td>{partner.warehouses.map((code) => `${code}${warehouseName(code) ? ` (${warehouseName(code)})` : ''}`).join(', ') || 'none'}</td>
              <td><PartnerKeys keys={keys.filter((k) => k.partner === partner.id)} /></td>
              {canWrite && <td className="actions">
                <button type="button" aria-label={`Edit ${partner.name}`} onClick={() => { setKeyFor(null); setEditing(partner); }}>Edit</button>
                <button type="button" aria-label={`New key for ${partner.name}`} onClick={() => { setEditing(null); setKeyFor(partner); }}>New key</button>
              </td>}
            </tr>
          ))}</tbody>
        </table>
      )}
      {partners?.length === 0 && <p>No partners yet.</p>}
      {canWrite && keyFor && (
        <CreatePartnerKey client={client} partner={keyFor} onCancel={() => setKeyFor(null)}
          onCreated={(key) => { setCreated({ partner: keyFor.name, key }); done(`Created a warehouse key for ${keyFor.name}.`); }} />
      )}
      {canWrite && editing && (
        <PartnerForm client={client} partner={editing === 'new' ? null : editing} partners={partners ?? []} warehouses={warehouses}
          onCancel={() => setEditing(null)} onSaved={done} />
      )}
      {canWrite && editing === null && <p><button type="button" onClick={() => { setKeyFor(null); setEditing('new'); }}>New partner</button></p>}
      {!canWrite && <p>Viewers read partners; changing them needs a staff key. Keys are revoked on the <a href="#keys">API keys</a> page.</p>}
    </section>
  );
}

function PartnerKeys({ keys }: { keys: Key[] }) {
  const active = keys.filter((k) => !k.revoked_at);
  const revoked = keys.length - active.length;
  if (keys.length === 0) return <>none (<a href="#keys">API keys</a>)</>;
  return (
    <ul className="plain">
      {active.map((k) => <li key={k.id}><span className="mono">{k.prefix}…</span> {k.name ?? ''} ({k.last_used_at ? `last used ${when(k.last_used_at)}` : 'never used'})</li>)}
      {revoked > 0 && <li>{revoked} revoked (<a href="#keys">API keys</a>)</li>}
    </ul>
  );
}

/** A new partner, or a change of one: name, code and the warehouses it runs (the list replaces the old one). */
function PartnerForm({ client, partner, partners, warehouses, onCancel, onSaved }: {
  client: DocksideClient; partner: Partner | null; partners: Partner[]; warehouses: Warehouse[]; onCancel: () => void; onSaved: (text: string) => void;
}) {
  const [name, setName] = useState(partner?.name ?? '');
  const [code, setCode] = useState(partner?.code ?? '');
  const [chosen, setChosen] = useState<string[]>(partner?.warehouses ?? []);
  const [error, setError] = useState<string | null>(null);
  const title = partner ? `Edit ${partner.name}` : 'New partner';
  const runBy = (code: string) => partners.find((p) => p.id !== partner?.id && p.warehouses.includes(code));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), code: code.trim() || null, warehouses: chosen };
    const { data, error: problem, response } = partner
      ? await (client.PATCH as unknown as Untyped)('/api/v1/partners/{id}', { params: { path: { id: partner.id } }, body })
      : await (client.POST as unknown as Untyped)('/api/v1/partners', { body });
    if (data === undefined) setError(problemText(problem, response));
    else onSaved(partner ? `Saved ${body.name}.` : `Created ${body.name}.`);
  };

  return (
    <form className="card adjust" onSubmit={(e) => { void submit(e); }} aria-labelledby="partner-form-title">
      <h2 id="partner-form-title">{title}</h2>
      <label htmlFor="partner-name">Name</label>
      <input id="partner-name" autoFocus required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="partner-code">Code (optional, for references)</label>
      <input id="partner-code" maxLength={64} value={code} onChange={(e) => setCode(e.target.value)} />
      <fieldset className="checks">
        <legend>Warehouses it runs</legend>
        {warehouses.map((w) => {
          const other = runBy(w.code);
          return (
            <label key={w.id}>
              <input type="checkbox" checked={chosen.includes(w.code)} disabled={other !== undefined}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, w.code] : chosen.filter((c) => c !== w.code))} />
              {' '}{w.code} ({w.name}){other && `: run by ${other.name}; release it there first`}
            </label>
          );
        })}
        {warehouses.length === 0 && <p>No warehouses yet.</p>}
      </fieldset>
      <p className="form-actions"><button type="submit">{partner ? 'Save' : 'Create partner'}</button> <button type="button" onClick={onCancel}>Cancel</button></p>
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}

/** A warehouse key for one partner: the answer's key goes to the shown-once box of the page. */
function CreatePartnerKey({ client, partner, onCancel, onCreated }: {
  client: DocksideClient; partner: Partner; onCancel: () => void; onCreated: (key: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { role: 'warehouse', partner: partner.id, ...(name.trim() ? { name: name.trim() } : {}) };
    const { data, error: problem, response } = await (client.POST as unknown as Untyped)('/api/v1/api-keys', { body });
    if (data === undefined) setError(problemText(problem, response));
    else onCreated((data as { key: string }).key);
  };

  return (
    <form className="card adjust" onSubmit={(e) => { void submit(e); }} aria-labelledby="partner-key-title">
      <h2 id="partner-key-title">New warehouse key for {partner.name}</h2>
      <p>The key reaches the 3PL API only, for the warehouses {partner.name} runs ({partner.warehouses.join(', ') || 'none yet'}).</p>
      <label htmlFor="partner-key-name">Name</label>
      <input id="partner-key-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder="which system uses it" />
      <p className="form-actions"><button type="submit">Create key</button> <button type="button" onClick={onCancel}>Cancel</button></p>
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}
