import { useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { Field, FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { useSettled } from './hooks.ts';
import { buttonNamed, focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { usePagedList } from './paged-list.ts';
import { trackingPage } from './tracking.tsx';

type Carrier = JsonAnswer<paths['/api/v1/carriers']['get'], 200>[number];

/** A link to the carrier's page for the sample number, opened in a new tab. */
function ExampleLink({ template, sample, carrier }: { template: string | null; sample: string; carrier: string }) {
  const href = trackingPage(template, sample);
  if (!href) return <>—</>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      Track {sample}
      <span className="visually-hidden"> with {carrier}</span>
    </a>
  );
}

/**
 * Carriers as `GET /api/v1/carriers` lists them (about 180 seeded), searched by name, 50 a page: their
 * codes, names, SCACs and tracking page templates, each with an example link for a sample tracking
 * number. Staff add carriers and change names, templates and SCACs; viewers read.
 */
export function Carriers({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [typed, setTyped] = useState('');
  const [search, settleNow] = useSettled(typed.trim());
  const [sample, setSample] = useState('1234567890');
  const list = usePagedList<Carrier>(client, '/api/v1/carriers', { q: search });
  const [editing, setEditing] = useState<Carrier | 'new' | null>(null);
  const [saved, setSaved] = useState<Message | null>(null);

  const onSaved = (carrier: Carrier, created: boolean) => {
    setEditing(null);
    setSaved({ text: `${created ? 'Created' : 'Saved'} carrier ${carrier.code} (${carrier.name}).`, error: false });
    // The list is in order of last change: read again, the saved carrier would move past the rows shown.
    // It stays in view instead: an edited one in its place, a new one first ("More" does not repeat it).
    list.update((rows) => (created ? [carrier, ...rows] : rows.map((row) => (row.id === carrier.id ? carrier : row))));
  };
  const onCancel = () => {
    const was = editing;
    setEditing(null);
    focusLater(() => (was === 'new' || was === null ? document.getElementById('new-carrier') : buttonNamed(`Edit ${was.code}`)));
  };

  return (
    <section aria-labelledby="carriers-title">
      <h1 id="carriers-title">Carriers</h1>
      <p>The carrier codes warehouses name in ship confirmations, and the public tracking page each package links to.</p>
      {!canWrite && <ViewerNote doing="adding and changing carriers" />}
      {canWrite && editing === null && (
        <p>
          <button
            type="button"
            id="new-carrier"
            onClick={() => {
              setSaved(null);
              setEditing('new');
            }}
          >
            New carrier
          </button>
        </p>
      )}
      {canWrite && editing !== null && (
        <CarrierForm
          key={editing === 'new' ? 'new' : editing.code}
          client={client}
          carrier={editing === 'new' ? null : editing}
          sample={sample}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
      <Notice message={saved} />
      <form
        className="filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          settleNow();
        }}
      >
        <label htmlFor="carrier-q">Name contains</label>
        <input id="carrier-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="DHL" size={20} />
        <button type="submit">Search</button>
        <label htmlFor="carrier-sample">Sample tracking number</label>
        <input id="carrier-sample" value={sample} onChange={(e) => setSample(e.target.value.trim())} size={20} />
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      {list.rows.length > 0 && (
        <table>
          <caption className="visually-hidden">Carriers</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">SCAC</th>
              <th scope="col">Tracking page template</th>
              <th scope="col">Example</th>
              {canWrite && (
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((carrier) => (
              <tr key={carrier.id}>
                <td className="mono">{carrier.code}</td>
                <td>{carrier.name}</td>
                <td>{carrier.scac ?? '—'}</td>
                <td className="mono wrap">{carrier.tracking_url_template ?? 'no public tracking page'}</td>
                <td>
                  <ExampleLink template={carrier.tracking_url_template} sample={sample} carrier={carrier.name} />
                </td>
                {canWrite && (
                  <td>
                    <button
                      type="button"
                      aria-label={`Edit ${carrier.code}`}
                      onClick={() => {
                        setSaved(null);
                        setEditing(carrier);
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
      {list.rows.length === 0 && !list.loading && !list.error && <p>{search ? `No carrier’s name contains “${search}”.` : 'No carriers.'}</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

/**
 * Adds a carrier (`carrier` null) or changes one: name, tracking page template with a live example for the
 * sample number, SCAC. The code is chosen once.
 */
function CarrierForm({
  client,
  carrier,
  sample,
  onSaved,
  onCancel,
}: {
  client: DocksideClient;
  carrier: Carrier | null;
  sample: string;
  onSaved: (carrier: Carrier, created: boolean) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    code: carrier?.code ?? '',
    name: carrier?.name ?? '',
    template: carrier?.tracking_url_template ?? '',
    scac: carrier?.scac ?? '',
  });
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const input = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const title = carrier ? `Edit carrier ${carrier.code}` : 'New carrier';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: form.name.trim(), tracking_url_template: form.template.trim() || null, scac: form.scac.trim() || null };
    const saved = await submit(() =>
      carrier
        ? client.PATCH('/api/v1/carriers/{id}', { params: { path: { id: carrier.id } }, body: fields })
        : client.POST('/api/v1/carriers', { body: { code: form.code.trim(), ...fields } }),
    );
    if (saved) onSaved(saved.data, carrier === null);
  };

  const example = trackingPage(form.template.trim(), sample);
  return (
    <form
      ref={ref}
      className="record-form"
      aria-label={title}
      onSubmit={(e) => {
        void save(e);
      }}
    >
      <h2>{title}</h2>
      {carrier === null && (
        <Field id="carrier-code" label="Code (lowercase snake_case, fixed once created)" pointer="/code" errors={errors}>
          {(props) => <input {...props} required autoFocus placeholder="acme_freight" {...input('code')} />}
        </Field>
      )}
      <Field id="carrier-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} required autoFocus={carrier !== null} {...input('name')} />}
      </Field>
      <Field id="carrier-template" label="Tracking page template (https, with {tracking_number})" pointer="/tracking_url_template" errors={errors}>
        {(props) => <input {...props} className="mono" size={60} placeholder="https://track.example.com/t/{tracking_number}" {...input('template')} />}
      </Field>
      <p aria-live="polite">
        Example for {sample || 'the sample number'}:{' '}
        {example ? (
          <a href={example} target="_blank" rel="noreferrer noopener" className="mono">
            {example}
          </a>
        ) : form.template.trim() ? (
          'none yet: the template needs https:// and {tracking_number}'
        ) : (
          'none (no public tracking page)'
        )}
      </p>
      <Field id="carrier-scac" label="SCAC (2-4 capital letters, optional)" pointer="/scac" errors={errors}>
        {(props) => <input {...props} size={6} {...input('scac')} />}
      </Field>
      <FormActions sending={sending} label={carrier ? 'Save changes' : 'Create carrier'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
