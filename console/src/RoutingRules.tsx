import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { nextPageQuery, type DocksideClient, type paths } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';

type Rule = paths['/api/v1/return-routing-rules/{id}']['get']['responses'][200]['content']['application/json'];
type Coded = { code: string; name: string };

/** The form's fields: text as typed; empty conditions match everything. */
type Draft = { priority: string; channel: string; country_code: string; product_code: string; warehouse: string };
const EMPTY: Draft = { priority: '', channel: '', country_code: '', product_code: '', warehouse: '' };

const draftOf = (rule: Rule): Draft => ({
  priority: String(rule.priority), channel: rule.channel ?? '', country_code: rule.country_code ?? '', product_code: rule.product_code ?? '', warehouse: rule.warehouse,
});

/** The body of a POST or PATCH: an empty condition is sent as null (PATCH removes it; POST sets none). */
const bodyOf = (draft: Draft) => ({
  priority: Number(draft.priority),
  channel: draft.channel || null,
  country_code: draft.country_code.trim().toUpperCase() || null,
  product_code: draft.product_code.trim() || null,
  warehouse: draft.warehouse,
});

/** Reads every page of a list the admin API pages with `Link` (rules, channels, warehouses are few). */
async function readAll<T>(client: DocksideClient, path: string): Promise<T[]> {
  const get = client.GET as unknown as Untyped;
  const rows: T[] = [];
  for (let query: Record<string, string> | null = { per_page: '250' }; query;) {
    const { data, error, response } = await get(path, { params: { query } });
    if (data === undefined) throw new Error(problemText(error, response));
    rows.push(...(data as T[]));
    query = nextPageQuery(response.headers.get('link'));
  }
  return rows;
}

/**
 * Return routing rules in the order they are tried (priority, then the older rule): the conditions each
 * sets (channel, destination country, product) and the warehouse matching returns go to. Staff add,
 * change and delete rules (deleting asks first); viewers read them.
 */
export function RoutingRules({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [channels, setChannels] = useState<Coded[]>([]);
  const [warehouses, setWarehouses] = useState<Coded[]>([]);
  const [editing, setEditing] = useState<Rule | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const load = useCallback(async () => {
    try {
      setRules(await readAll<Rule>(client, '/api/v1/return-routing-rules'));
    } catch (failure) {
      setMessage({ text: (failure as Error).message, error: true });
    }
  }, [client]);

  useEffect(() => {
    void load();
    if (canWrite) {
      void readAll<Coded>(client, '/api/v1/channels').then(setChannels, () => setChannels([]));
      void readAll<Coded>(client, '/api/v1/warehouses').then(setWarehouses, () => setWarehouses([]));
    }
  }, [load, client, canWrite]);

  const remove = async (rule: Rule) => {
    if (!window.confirm(`Delete rule ${rule.id} (priority ${rule.priority}, to ${rule.warehouse})? Returns already routed keep their warehouse.`)) return;
    const { error, response } = await (client.DELETE as unknown as Untyped)('/api/v1/return-routing-rules/{id}', { params: { path: { id: rule.id } } });
    setMessage(response.ok ? { text: `Deleted rule ${rule.id}.`, error: false } : { text: `Refused: ${problemText(error, response)}`, error: true });
    if (editing?.id === rule.id) setEditing(null);
    await load();
  };

  const saved = async (text: string) => {
    setMessage({ text, error: false });
    setEditing(null);
    await load();
  };

  return (
    <section aria-labelledby="routing-title">
      <h1 id="routing-title">Return routing</h1>
      <p>Each returned line goes to the product&rsquo;s return warehouse if it has one; otherwise to the warehouse of the first
        rule below whose conditions all match (an empty condition matches everything); otherwise back to the warehouse it shipped from.</p>
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>{message.text}</p>}
      {rules && (
        <table>
          <caption className="visually-hidden">Routing rules in the order they are tried</caption>
          <thead><tr>
            <th scope="col">Rule</th><th scope="col">Priority</th><th scope="col">Channel</th><th scope="col">Country</th><th scope="col">Product</th><th scope="col">Warehouse</th>
            {canWrite && <th scope="col"><span className="visually-hidden">Actions</span></th>}
          </tr></thead>
          <tbody>{rules.map((rule) => (
            <tr key={rule.id}>
              <td>{rule.id}</td><td>{rule.priority}</td><td>{rule.channel ?? 'any'}</td><td>{rule.country_code ?? 'any'}</td><td>{rule.product_code ?? 'any'}</td><td>{rule.warehouse}</td>
              {canWrite && <td className="actions">
                <button type="button" onClick={() => { setMessage(null); setEditing(rule); }} aria-label={`Edit rule ${rule.id}`}>Edit</button>
                <button type="button" onClick={() => { void remove(rule); }} aria-label={`Delete rule ${rule.id}`}>Delete</button>
              </td>}
            </tr>
          ))}</tbody>
        </table>
      )}
      {rules?.length === 0 && <p>No rules: returns go to the product&rsquo;s return warehouse, or back where they shipped from.</p>}
      {canWrite && (editing
        ? <RuleForm key={editing.id} client={client} rule={editing} channels={channels} warehouses={warehouses} onSaved={saved} onCancel={() => setEditing(null)} />
        : <RuleForm key="new" client={client} rule={null} channels={channels} warehouses={warehouses} onSaved={saved} />)}
    </section>
  );
}

type RuleFormProps = {
  client: DocksideClient; rule: Rule | null; channels: Coded[]; warehouses: Coded[];
  onSaved: (text: string) => Promise<void>; onCancel?: () => void;
};

/** Adds a rule, or changes one (`rule`): every field is sent, so an emptied condition is removed. */
function RuleForm({ client, rule, channels, warehouses, onSaved, onCancel }: RuleFormProps) {
  const [draft, setDraft] = useState<Draft>(rule ? draftOf(rule) : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const title = rule ? `Change rule ${rule.id}` : 'Add a rule';
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const id = (name: string) => `rule-${rule?.id ?? 'new'}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const { data, error: problem, response } = rule
      ? await (client.PATCH as unknown as Untyped)('/api/v1/return-routing-rules/{id}', { params: { path: { id: rule.id } }, body })
      : await (client.POST as unknown as Untyped)('/api/v1/return-routing-rules', { body });
    if (data === undefined) {
      setError(`Refused: ${problemText(problem, response)}`);
      return;
    }
    const saved = data as Rule;
    setError(null);
    if (!rule) setDraft(EMPTY);
    await onSaved(`${rule ? 'Changed' : 'Added'} rule ${saved.id}: priority ${saved.priority}, to ${saved.warehouse}.`);
  };

  return (
    <form className="card adjust" onSubmit={(e) => { void submit(e); }} aria-labelledby={id('title')}>
      <h2 id={id('title')}>{title}</h2>
      <label htmlFor={id('priority')}>Priority (lower is tried first)</label>
      {/* Editing starts in the form, below the table, so the keyboard's focus goes there. */}
      <input id={id('priority')} required inputMode="numeric" autoFocus={rule !== null} {...field('priority')} />
      <label htmlFor={id('channel')}>Channel</label>
      <select id={id('channel')} {...field('channel')}>
        <option value="">any channel</option>
        {channels.map((c) => <option key={c.code} value={c.code}>{c.code} ({c.name})</option>)}
        {draft.channel && !channels.some((c) => c.code === draft.channel) && <option value={draft.channel}>{draft.channel}</option>}
      </select>
      <label htmlFor={id('country')}>Destination country (two letters, empty for any)</label>
      <input id={id('country')} maxLength={2} size={3} {...field('country_code')} />
      <label htmlFor={id('product')}>Product code (empty for any)</label>
      <input id={id('product')} {...field('product_code')} />
      <label htmlFor={id('warehouse')}>Warehouse</label>
      <select id={id('warehouse')} required {...field('warehouse')}>
        <option value="">choose…</option>
        {warehouses.map((w) => <option key={w.code} value={w.code}>{w.code} ({w.name})</option>)}
        {draft.warehouse && !warehouses.some((w) => w.code === draft.warehouse) && <option value={draft.warehouse}>{draft.warehouse}</option>}
      </select>
      <button type="submit">{rule ? 'Save changes' : 'Add rule'}</button>
      {onCancel && <button type="button" onClick={onCancel}>Cancel</button>}
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}
