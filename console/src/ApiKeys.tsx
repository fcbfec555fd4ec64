import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, when, type Untyped } from './answers.ts';
import { partnerLabel, type Partner } from './Partners.tsx';
import { ShownOnce } from './ShownOnce.tsx';

type Key = { id: number; prefix: string; role: 'staff' | 'viewer' | 'warehouse'; partner: number | null; name: string | null; created_at: string; last_used_at: string | null; revoked_at: string | null };
type Created = Key & { key: string | null };

/**
 * API keys: every key's record (never the key), created with its role, partner and name and shown once,
 * revoked at once (its sessions end with it). Staff only change them; viewers read the list.
 */
export function ApiKeys({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [keys, setKeys] = useState<Key[] | null>(null);
  const [partners, setPartners] = useState<Partner[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const load = useCallback(async () => {
    const get = client.GET as unknown as Untyped;
    const [answer, partnerAnswer] = await Promise.all([
      get('/api/v1/api-keys', { params: { query: { per_page: 250 } } }),
      get('/api/v1/partners', { params: { query: { per_page: 250 } } }),
    ]);
    if (answer.data === undefined) setError(problemText(answer.error, answer.response));
    else setKeys(answer.data as Key[]);
    if (partnerAnswer.data !== undefined) setPartners(partnerAnswer.data as Partner[]);
  }, [client]);
  const partnerName = (id: number | null) => {
    const partner = partners.find((p) => p.id === id);
    return id === null ? '—' : partner ? partnerLabel(partner) : `#${id}`;
  };
  useEffect(() => { void load(); }, [load]);

  const revoke = async (key: Key) => {
    if (!window.confirm(`Revoke ${key.prefix}… (${key.name ?? key.role})? Whatever uses it stops working at once.`)) return;
    const { error: problem, response } = await (client.DELETE as unknown as Untyped)('/api/v1/api-keys/{id}', { params: { path: { id: key.id } } });
    if (!response.ok) setError(problemText(problem, response));
    await load();
  };

  return (
    <section aria-labelledby="keys-title">
      <h1 id="keys-title">API keys</h1>
      {error && <p role="alert" className="error">{error}</p>}
      {created?.key && (
        <ShownOnce value={created.key} onDismiss={() => setCreated(null)}>
          <strong>The new {created.role} key, shown only this once:</strong> copy it now; Dockside keeps only its hash.
        </ShownOnce>
      )}
      {keys && (
        <table>
          <caption className="visually-hidden">API keys</caption>
          <thead><tr><th scope="col">Key</th><th scope="col">Role</th><th scope="col">Partner</th><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Status</th></tr></thead>
          <tbody>{keys.map((key) => (
            <tr key={key.id}>
              <td className="mono">{key.prefix}…</td><td>{key.role}</td><td>{partnerName(key.partner)}</td><td>{key.name ?? '—'}</td>
              <td>{when(key.created_at)}</td><td>{when(key.last_used_at)}</td>
              <td>{key.revoked_at ? `revoked ${when(key.revoked_at)}` : canWrite
                ? <button type="button" onClick={() => { void revoke(key); }} aria-label={`Revoke ${key.prefix}`}>Revoke</button>
                : 'active'}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      {canWrite && <CreateKey client={client} partners={partners} onCreated={(key) => { setCreated(key); void load(); }} />}
    </section>
  );
}

function CreateKey({ client, partners, onCreated }: { client: DocksideClient; partners: Partner[]; onCreated: (key: Created) => void }) {
  const [role, setRole] = useState<'staff' | 'viewer' | 'warehouse'>('viewer');
  const [partner, setPartner] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { role, ...(role === 'warehouse' ? { partner: Number(partner) } : {}), ...(name.trim() ? { name: name.trim() } : {}) };
    const { data, error: problem, response } = await (client.POST as unknown as Untyped)('/api/v1/api-keys', { body });
    if (data === undefined) setError(problemText(problem, response));
    else {
      setError(null);
      setName('');
      onCreated(data as Created);
    }
  };

  return (
    <form className="card adjust" onSubmit={(e) => { void submit(e); }} aria-labelledby="create-key-title">
      <h2 id="create-key-title">Create a key</h2>
      <label htmlFor="key-role">Role</label>
      <select id="key-role" value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
        <option value="viewer">viewer: reads the admin API</option>
        <option value="staff">staff: the whole API</option>
        <option value="warehouse">warehouse: the 3PL API of one partner</option>
      </select>
      {role === 'warehouse' && <>
        <label htmlFor="key-partner">Partner</label>
        <select id="key-partner" required value={partner} onChange={(e) => setPartner(e.target.value)}>
          <option value="">Choose the partner…</option>
          {partners.map((p) => <option key={p.id} value={String(p.id)}>{partnerLabel(p)}</option>)}
        </select>
      </>}
      <label htmlFor="key-name">Name</label>
      <input id="key-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="who or what uses it" />
      <button type="submit">Create key</button>
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}
