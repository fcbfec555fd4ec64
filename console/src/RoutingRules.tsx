import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { failureText, Unread, type Untyped } from './answers.ts';
import { useChannels } from './lookups.ts';
import { readAll, useLookup } from './paged-list.ts';
import { Field, FormActions, SendButton, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { buttonNamed, focusLater, Notice, ViewerNote, type Message } from './notice.tsx';

type Rule = paths['/api/v1/return-routing-rules/{id}']['get']['responses'][200]['content']['application/json'];
type Coded = { code: string; name: string };

/** The form's fields: text as typed; empty conditions match everything. */
type Draft = { priority: string; channel: string; country_code: string; product_code: string; warehouse: string };
const EMPTY: Draft = { priority: '', channel: '', country_code: '', product_code: '', warehouse: '' };

const draftOf = (rule: Rule): Draft => ({
  priority: String(rule.priority),
  channel: rule.channel ?? '',
  country_code: rule.country_code ?? '',
  product_code: rule.product_code ?? '',
  warehouse: rule.warehouse,
});

/** The body of a POST or PATCH: an empty condition is sent as null (PATCH removes it; POST sets none). */
const bodyOf = (draft: Draft) => ({
  priority: Number(draft.priority),
  channel: draft.channel || null,
  country_code: draft.country_code.trim().toUpperCase() || null,
  product_code: draft.product_code.trim() || null,
  warehouse: draft.warehouse,
});

/**
 * Return routing rules in the order they are tried (priority, then the older rule): the conditions each
 * sets (channel, destination country, product) and the warehouse matching returns go to. Staff add,
 * change and delete rules (deleting asks first); viewers read them.
 */
export function RoutingRules({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [rules, setRules] = useState<Rule[] | null>(null);
  const channels = useChannels(client);
  const warehouses = useLookup<Coded>(client, '/api/v1/warehouses');
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const deletion = useSubmit();
  const [deleting, setDeleting] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setRules(await readAll<Rule>(client, '/api/v1/return-routing-rules'));
    } catch (failure) {
      setMessage({ text: failureText(failure), error: true });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (rule: Rule) => {
    if (!window.confirm(`Delete rule ${rule.id} (priority ${rule.priority}, to ${rule.warehouse})? Returns already routed keep their warehouse.`)) return;
    setMessage(null);
    setDeleting(rule.id);
    const deleted = await deletion.submit(() =>
      (client.DELETE as unknown as Untyped)('/api/v1/return-routing-rules/{id}', { params: { path: { id: rule.id } } }),
    );
    if (deleted) {
      deletion.tell(`Deleted rule ${rule.id}.`);
      if (editing !== null && editing !== 'new' && editing.id === rule.id) setEditing(null);
    }
    await load();
  };

  const saved = async (text: string) => {
    deletion.clear();
    setMessage({ text, error: false });
    setEditing(null);
    await load();
  };
  const closeForm = () => {
    const was = editing;
    setEditing(null);
    focusLater(() => (was === 'new' || was === null ? document.getElementById('new-rule') : buttonNamed(`Edit rule ${was.id}`)));
  };

  return (
    <section aria-labelledby="routing-title">
      <h1 id="routing-title">Return routing</h1>
      <p>
        Each returned line goes to the product&rsquo;s return warehouse if it has one; otherwise to the warehouse of the first rule below whose conditions all
        match (an empty condition matches everything); otherwise back to the warehouse it shipped from.
      </p>
      {!canWrite && <ViewerNote doing="adding, changing and deleting rules" />}
      {canWrite && editing === null && (
        <p>
          <button
            type="button"
            id="new-rule"
            onClick={() => {
              setMessage(null);
              deletion.clear();
              setEditing('new');
            }}
          >
            New rule
          </button>
        </p>
      )}
      {canWrite && editing !== null && (
        <RuleForm
          key={editing === 'new' ? 'new' : editing.id}
          client={client}
          rule={editing === 'new' ? null : editing}
          channels={channels.rows}
          warehouses={warehouses.rows}
          onSaved={saved}
          onCancel={closeForm}
        />
      )}
      {canWrite && editing !== null && <Unread what="The channels and warehouses to choose from" error={channels.error ?? warehouses.error} />}
      <Notice message={deletion.notice ?? message} />
      {rules && (
        <table>
          <caption className="visually-hidden">Routing rules in the order they are tried</caption>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Priority</th>
              <th scope="col">Channel</th>
              <th scope="col">Country</th>
              <th scope="col">Product</th>
              <th scope="col">Warehouse</th>
              {canWrite && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.id}</td>
                <td>{rule.priority}</td>
                <td>{rule.channel ?? 'any'}</td>
                <td>{rule.country_code ?? 'any'}</td>
                <td>{rule.product_code ?? 'any'}</td>
                <td>{rule.warehouse}</td>
                {canWrite && (
                  <td className="actions">
                    <button
                      type="button"
                      onClick={() => {
                        setMessage(null);
                        deletion.clear();
                        setEditing(rule);
                      }}
                      aria-label={`Edit rule ${rule.id}`}
                    >
                      Edit
                    </button>
                    <SendButton
                      type="button"
                      sending={deletion.sending}
                      busy={deletion.sending && deleting === rule.id}
                      busyText="Deleting…"
                      onClick={() => {
                        void remove(rule);
                      }}
                      aria-label={`Delete rule ${rule.id}`}
                    >
                      Delete
                    </SendButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rules?.length === 0 && <p>No rules: returns go to the product&rsquo;s return warehouse, or back where they shipped from.</p>}
    </section>
  );
}

type RuleFormProps = {
  client: DocksideClient;
  rule: Rule | null;
  channels: Coded[];
  warehouses: Coded[];
  onSaved: (text: string) => Promise<void>;
  onCancel?: () => void;
};

/** Adds a rule, or changes one (`rule`): every field is sent, so an emptied condition is removed. */
function RuleForm({ client, rule, channels, warehouses, onSaved, onCancel }: RuleFormProps) {
  const [draft, setDraft] = useState<Draft>(rule ? draftOf(rule) : EMPTY);
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const title = rule ? `Edit rule ${rule.id}` : 'New rule';
  const field = (name: keyof Draft) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const id = (name: string) => `rule-${rule?.id ?? 'new'}-${name}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const sent = await submit(() =>
      rule
        ? (client.PATCH as unknown as Untyped)('/api/v1/return-routing-rules/{id}', { params: { path: { id: rule.id } }, body })
        : (client.POST as unknown as Untyped)('/api/v1/return-routing-rules', { body }),
    );
    if (!sent) return;
    const saved = sent.data as Rule;
    await onSaved(`${rule ? 'Changed' : 'Added'} rule ${saved.id}: priority ${saved.priority}, to ${saved.warehouse}.`);
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      onSubmit={(e) => {
        void save(e);
      }}
      aria-labelledby={id('title')}
    >
      <h2 id={id('title')}>{title}</h2>
      <Field id={id('priority')} label="Priority (lower is tried first)" pointer="/priority" errors={errors}>
        {(props) => <input {...props} required inputMode="numeric" autoFocus {...field('priority')} />}
      </Field>
      <Field id={id('channel')} label="Channel" pointer="/channel" errors={errors}>
        {(props) => (
          <select {...props} {...field('channel')}>
            <option value="">any channel</option>
            {channels.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} ({c.name})
              </option>
            ))}
            {draft.channel && !channels.some((c) => c.code === draft.channel) && <option value={draft.channel}>{draft.channel}</option>}
          </select>
        )}
      </Field>
      <Field id={id('country')} label="Destination country (two letters, empty for any)" pointer="/country_code" errors={errors}>
        {(props) => <input {...props} maxLength={2} size={3} {...field('country_code')} />}
      </Field>
      <Field id={id('product')} label="Product code (empty for any)" pointer="/product_code" errors={errors}>
        {(props) => <input {...props} {...field('product_code')} />}
      </Field>
      <Field id={id('warehouse')} label="Warehouse" pointer="/warehouse" errors={errors}>
        {(props) => (
          <select {...props} required {...field('warehouse')}>
            <option value="">choose…</option>
            {warehouses.map((w) => (
              <option key={w.code} value={w.code}>
                {w.code} ({w.name})
              </option>
            ))}
            {draft.warehouse && !warehouses.some((w) => w.code === draft.warehouse) && <option value={draft.warehouse}>{draft.warehouse}</option>}
          </select>
        )}
      </Field>
      <FormActions sending={sending} label={rule ? 'Save changes' : 'Create rule'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
