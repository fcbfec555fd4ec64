import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import type { Untyped } from './answers.ts';
import { ownerOf, typesHeardBy, type EventSelector, type Owner } from './event-types.ts';
import { Field, FieldError, FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { Notice } from './notice.tsx';
import { partnerLabel, type Channel, type Partner } from './lookups.ts';

/** A webhook endpoint record, never with its secret (docs/admin-api.md "Webhook endpoints"). */
export type Endpoint = {
  id: number;
  url: string;
  events: string[];
  channel: string | null;
  partner: number | null;
  description: string | null;
  enabled: boolean;
  failing_since: string | null;
  consecutive_failures: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

/** Who an endpoint belongs to, in words. */
export function ownerLabel(owner: Owner, partners: Partner[], channels: Channel[]): string {
  if (owner.kind === 'channel') {
    const channel = channels.find((c) => c.code === owner.code);
    return `channel ${channel ? `${channel.name} (${channel.code})` : owner.code}`;
  }
  if (owner.kind === 'partner') {
    const partner = partners.find((p) => p.id === owner.id);
    return `partner ${partner ? partnerLabel(partner) : `#${owner.id}`}`;
  }
  return 'the merchant';
}

const ownerValue = (owner: Owner) => (owner.kind === 'channel' ? `channel:${owner.code}` : owner.kind === 'partner' ? `partner:${owner.id}` : 'merchant');
function ownerFrom(value: string): Owner {
  const [kind, ref = ''] = value.split(/:(.*)/);
  return kind === 'channel' ? { kind, code: ref } : kind === 'partner' ? { kind, id: Number(ref) } : { kind: 'merchant' };
}

/**
 * A new endpoint (URL, owner, events, description, enabled) or a change of one (URL, events,
 * description: the owner is fixed). `onSaved` gets the API's answer, which carries the secret when new.
 */
export function WebhookForm({
  client,
  endpoint,
  partners,
  channels,
  onCancel,
  onSaved,
}: {
  client: DocksideClient;
  endpoint: Endpoint | null;
  partners: Partner[];
  channels: Channel[];
  onCancel?: () => void;
  onSaved: (answer: Endpoint & { secret?: string | null }) => void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [owner, setOwner] = useState<Owner>(endpoint ? ownerOf(endpoint) : { kind: 'merchant' });
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [enabled, setEnabled] = useState(true);
  const { errors, notice, sending, submit, tell } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const heard = typesHeardBy(owner);
  const all = events.includes('*');
  const id = endpoint ? `endpoint-${endpoint.id}` : 'endpoint-new';

  const toggle = (type: string, on: boolean) => setEvents(on ? [...events.filter((e) => e !== type), type] : events.filter((e) => e !== type));
  const changeOwner = (next: Owner) => {
    setOwner(next);
    setEvents(events.filter((e) => e === '*' || typesHeardBy(next).includes(e as never)));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return tell('Choose at least one event type, or all of them.', true);
    const fields = { url: url.trim(), events: events as EventSelector[], description: description.trim() || null };
    const saved = await submit(() =>
      endpoint
        ? (client.PATCH as unknown as Untyped)('/api/v1/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } }, body: fields })
        : (client.POST as unknown as Untyped)('/api/v1/webhook-endpoints', { body: { ...fields, enabled, ...ownerBody(owner) } }),
    );
    if (saved) onSaved(saved.data as Endpoint & { secret?: string | null });
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      onSubmit={(e) => {
        void save(e);
      }}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{endpoint ? 'Edit the endpoint' : 'New endpoint'}</h2>
      <Field id={`${id}-url`} label="URL (https, a public host)" pointer="/url" errors={errors}>
        {(props) => (
          <input
            {...props}
            type="url"
            required
            maxLength={2000}
            autoFocus
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://shop.example.com/hooks/dockside"
          />
        )}
      </Field>
      {endpoint ? (
        <p>Belongs to {ownerLabel(owner, partners, channels)} (fixed: register a new endpoint for another owner).</p>
      ) : (
        <Field id={`${id}-owner`} label="Belongs to" pointer={owner.kind === 'merchant' ? '/owner' : `/${owner.kind}`} errors={errors}>
          {(props) => (
            <select {...props} value={ownerValue(owner)} onChange={(e) => changeOwner(ownerFrom(e.target.value))}>
              <option value="merchant">the merchant: hears every event it selects</option>
              {channels.map((c) => (
                <option key={c.id} value={`channel:${c.code}`}>
                  channel {c.name} ({c.code}): its orders, and stock
                </option>
              ))}
              {partners.map((p) => (
                <option key={p.id} value={`partner:${p.id}`}>
                  partner {partnerLabel(p)}: new work for its warehouses
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className="checks">
        <legend>Events</legend>
        <FieldError errors={errors} pointer="/events" id={`${id}-events`} />
        <label>
          <input type="checkbox" checked={all} onChange={(e) => setEvents(e.target.checked ? ['*'] : [])} /> All that it hears, including types added later (*)
        </label>
        {heard.map((type) => (
          <label key={type}>
            <input type="checkbox" disabled={all} checked={!all && events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />{' '}
            <span className="mono">{type}</span>
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-description`} label="Description" pointer="/description" errors={errors}>
        {(props) => (
          <input {...props} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="who runs the receiver" />
        )}
      </Field>
      {!endpoint && (
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled: deliver events from now on
        </label>
      )}
      <FormActions sending={sending} label={endpoint ? 'Save changes' : 'Create endpoint'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}

function ownerBody(owner: Owner): { channel?: string; partner?: number } {
  if (owner.kind === 'channel') return { channel: owner.code };
  if (owner.kind === 'partner') return { partner: owner.id };
  return {};
}
