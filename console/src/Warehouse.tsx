import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, problemText, ReloadFailed } from './answers.ts';
import { addressLine } from './address.tsx';
import { Field, FormActions, SendButton, type Submission, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import type { Partner } from './lookups.ts';
import { buttonNamed, focusLater, Notice, ViewerNote } from './notice.tsx';
import { readAll } from './paged-list.ts';
import { WarehouseForm, type Warehouse } from './Warehouses.tsx';
import { countsHref, driftHref } from './Counts.tsx';

type Location = Warehouse['locations'][number];
type Loaded = { warehouse: Warehouse; stock: Map<string, number>; partners: Partner[] };

const KIND_NAMES: Record<string, string> = { storage: 'primary storage', lost_and_found: 'lost and found', consumables: 'packaging', bin: 'bin' };
const STANDARD = ['storage', 'lost_and_found', 'consumables'];

/** The warehouse, what each of its locations holds (all products and lots), and the partner running it. */
async function loadWarehouse(client: DocksideClient, code: string): Promise<Loaded> {
  const { data, error, response } = await client.GET('/api/v1/warehouses/{id}', { params: { path: { id: code } } });
  if (data === undefined) throw new Error(problemText(error, response));
  const [inventory, partners] = await Promise.all([
    readAll<{ locations: { location: string; quantity: number }[] }>(client, '/api/v1/inventory', { warehouse: data.code }),
    readAll<Partner>(client, '/api/v1/partners'),
  ]);
  const stock = new Map<string, number>();
  for (const row of inventory) for (const l of row.locations) stock.set(l.location, (stock.get(l.location) ?? 0) + l.quantity);
  return { warehouse: data, stock, partners: partners.filter((p) => p.warehouses.includes(data.code)) };
}

/** The location and every location under it, by code. */
function subtree(locations: Location[], code: string): Set<string> {
  const found = new Set([code]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const l of locations)
      if (l.parent && found.has(l.parent) && !found.has(l.code)) {
        found.add(l.code);
        grew = true;
      }
  }
  return found;
}

/**
 * One warehouse (`#/warehouses/EAST`): its addresses and partner, links to its stock and shipments, and
 * its location tree (the standard locations and the put-away bins under them, with what each holds).
 * Staff change the warehouse, add bins, and rename, move, archive or bring back bins as the API allows.
 */
export function WarehouseDetail({ client, code, canWrite }: { client: DocksideClient; code: string; canWrite: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // What the last change said: the forms' and the tree's buttons' (archive, bring back), one at a time.
  const action = useSubmit();

  // A failed reading again keeps what was shown, with a notice.
  const load = useCallback(
    () =>
      loadWarehouse(client, code).then(
        (read) => {
          setLoaded(read);
          setError(null);
        },
        (failure: unknown) => setError(failureText(failure)),
      ),
    [client, code],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const done = (text: string) => {
    action.tell(text);
    void load();
  };

  if (error && !loaded)
    return (
      <p role="alert" className="error">
        Warehouse {code}: {error}
      </p>
    );
  if (!loaded) return <p aria-busy="true">Loading {code}…</p>;
  const { warehouse, stock, partners } = loaded;
  const query = `warehouse=${encodeURIComponent(warehouse.code)}`;

  return (
    <article aria-labelledby="warehouse-title">
      <p>
        <a href="#warehouses">← Warehouses</a>
      </p>
      <h1 id="warehouse-title">
        Warehouse {warehouse.code}: {warehouse.name}
      </h1>
      <ReloadFailed error={error} />
      <dl className="facts">
        <dt>Address</dt>
        <dd>{addressLine(warehouse.address)}</dd>
        <dt>Return address</dt>
        <dd>{addressLine(warehouse.return_address)}</dd>
        <dt>Run by</dt>
        <dd>
          {partners.length === 0
            ? 'no partner yet'
            : partners.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ', '}
                  <a href="#partners">{p.name}</a>
                  {p.code && <> ({p.code})</>}
                </span>
              ))}
        </dd>
        <dt>Stock and work</dt>
        <dd>
          <a href={`#inventory?${query}`}>Inventory at {warehouse.code}</a> · <a href={`#shipments?${query}`}>Shipments from {warehouse.code}</a> ·{' '}
          <a href={`#inbound?${query}`}>Inbound to {warehouse.code}</a> · <a href={countsHref(warehouse.code)}>Counts at {warehouse.code}</a> ·{' '}
          <a href={driftHref({ warehouse: warehouse.code })}>Drift at {warehouse.code}</a>
        </dd>
      </dl>
      {!canWrite && <ViewerNote doing="changing the warehouse and its bins" />}
      {canWrite && !editing && (
        <p>
          <button
            type="button"
            id="edit-warehouse"
            onClick={() => {
              action.clear();
              setEditing(true);
            }}
          >
            Edit warehouse
          </button>
        </p>
      )}
      {canWrite && editing && (
        <WarehouseForm
          client={client}
          warehouse={warehouse}
          onCancel={() => {
            setEditing(false);
            focusLater(() => document.getElementById('edit-warehouse'));
          }}
          onSaved={(w) => {
            setEditing(false);
            done(`Saved warehouse ${w.code}.`);
          }}
        />
      )}

      <h2>Locations</h2>
      <p>Stock in primary storage and the bins under it is on hand and sellable; lost and found and packaging are counted apart.</p>
      <Notice message={action.notice} />
      <LocationTree client={client} warehouse={warehouse} stock={stock} canWrite={canWrite} onDone={done} action={action} />
      {canWrite && (
        <AddBin
          client={client}
          warehouse={warehouse}
          onAdded={() => {
            action.clear();
            void load();
          }}
        />
      )}
    </article>
  );
}

function LocationTree({
  client,
  warehouse,
  stock,
  canWrite,
  onDone,
  action,
}: {
  client: DocksideClient;
  warehouse: Warehouse;
  stock: Map<string, number>;
  canWrite: boolean;
  onDone: (text: string) => void;
  action: Submission;
}) {
  const [changing, setChanging] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<number | null>(null);
  const locations = warehouse.locations;

  const setArchived = async (location: Location, archived: boolean) => {
    if (archived && !window.confirm(`Archive ${location.code}? It takes no stock and no new bins until brought back.`)) return;
    setArchiving(location.id);
    const sent = await action.submit(() =>
      client.PATCH('/api/v1/warehouses/{id}/locations/{location}', {
        params: { path: { id: warehouse.id, location: location.id } },
        body: { archived },
      }),
    );
    if (sent) onDone(`${archived ? 'Archived' : 'Brought back'} ${sent.data.code}.`);
  };
  const archiveButton = (l: Location, archived: boolean) => (
    <SendButton
      type="button"
      sending={action.sending}
      busy={action.sending && archiving === l.id}
      busyText={archived ? 'Archiving…' : 'Bringing back…'}
      aria-label={`${archived ? 'Archive' : 'Bring back'} ${l.code}`}
      onClick={() => {
        void setArchived(l, archived);
      }}
    >
      {archived ? 'Archive' : 'Bring back'}
    </SendButton>
  );

  const branch = (parent: string | null) => {
    const children = locations.filter((l) => l.parent === parent);
    if (parent === null) children.sort((a, b) => STANDARD.indexOf(a.code) - STANDARD.indexOf(b.code));
    if (children.length === 0) return null;
    return (
      <ul className={parent === null ? 'locations' : undefined}>
        {children.map((l) => (
          <li key={l.id} className={l.archived_at ? 'archived' : undefined}>
            <span className="location">
              <strong className="mono">{l.code}</strong>
              {l.name !== l.code && <> {l.name}</>}
              <span className="tag">{KIND_NAMES[l.kind] ?? l.kind}</span>
              {l.kind === 'bin' && <span className="tag">{l.primary_storage ? 'sellable' : 'not on hand'}</span>}
              {l.archived_at && <span className="tag">archived</span>}
              <span className="held">{stock.get(l.code) ? `holds ${stock.get(l.code)}` : 'empty'}</span>
              {canWrite && changing !== l.id && (
                <>
                  <button
                    type="button"
                    aria-label={`${l.kind === 'bin' ? 'Rename or move' : 'Rename'} ${l.code}`}
                    onClick={() => {
                      action.clear();
                      setChanging(l.id);
                    }}
                  >
                    {l.kind === 'bin' ? 'Rename or move' : 'Rename'}
                  </button>
                  {l.kind === 'bin' && archiveButton(l, !l.archived_at)}
                </>
              )}
            </span>
            {changing === l.id && (
              <ChangeLocation
                client={client}
                warehouse={warehouse}
                location={l}
                onCancel={() => {
                  setChanging(null);
                  focusLater(() => buttonNamed(`${l.kind === 'bin' ? 'Rename or move' : 'Rename'} ${l.code}`));
                }}
                onChanged={(text) => {
                  setChanging(null);
                  onDone(text);
                }}
              />
            )}
            {branch(l.code)}
          </li>
        ))}
      </ul>
    );
  };
  return branch(null);
}

/** The locations a bin may go under: any in use, but not the bin itself or one of its own bins. */
function ParentSelect({
  locations,
  exclude,
  value,
  onChange,
  props,
}: {
  locations: Location[];
  exclude: Set<string>;
  value: string;
  onChange: (code: string) => void;
  props: object;
}) {
  return (
    <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
      {locations
        .filter((l) => !l.archived_at && !exclude.has(l.code))
        .map((l) => (
          <option key={l.id} value={l.code}>
            {l.code}
            {l.name !== l.code ? ` (${l.name})` : ''}
          </option>
        ))}
    </select>
  );
}

/** Renames a location (a standard one only changes its name) or moves a bin under another location. */
function ChangeLocation({
  client,
  warehouse,
  location,
  onChanged,
  onCancel,
}: {
  client: DocksideClient;
  warehouse: Warehouse;
  location: Location;
  onChanged: (text: string) => void;
  onCancel: () => void;
}) {
  const bin = location.kind === 'bin';
  const [form, setForm] = useState({ code: location.code, name: location.name, parent: location.parent ?? '' });
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const prefix = `change-${location.id}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(form.name.trim() !== location.name ? { name: form.name.trim() } : {}),
      ...(bin && form.code.trim() !== location.code ? { code: form.code.trim() } : {}),
      ...(bin && form.parent !== location.parent ? { parent: form.parent } : {}),
    };
    if (Object.keys(body).length === 0) return onCancel();
    const saved = await submit(() =>
      client.PATCH('/api/v1/warehouses/{id}/locations/{location}', {
        params: { path: { id: warehouse.id, location: location.id } },
        body,
      }),
    );
    if (saved) onChanged(`Saved ${saved.data.code}${saved.data.parent ? ` under ${saved.data.parent}` : ''}.`);
  };

  return (
    <form
      ref={ref}
      className="record-form"
      aria-label={`Change location ${location.code}`}
      onSubmit={(e) => {
        void save(e);
      }}
    >
      {bin && (
        <Field id={`${prefix}-code`} label="Code" pointer="/code" errors={errors}>
          {(props) => <input {...props} required autoFocus value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />}
        </Field>
      )}
      <Field id={`${prefix}-name`} label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} required autoFocus={!bin} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />}
      </Field>
      {bin && (
        <Field id={`${prefix}-parent`} label="Under" pointer="/parent" errors={errors}>
          {(props) => (
            <ParentSelect
              props={props}
              locations={warehouse.locations}
              exclude={subtree(warehouse.locations, location.code)}
              value={form.parent}
              onChange={(parent) => setForm({ ...form, parent })}
            />
          )}
        </Field>
      )}
      <FormActions sending={sending} label="Save changes" onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}

/** Adds a put-away bin under a location of the warehouse (primary storage unless another is chosen). */
function AddBin({ client, warehouse, onAdded }: { client: DocksideClient; warehouse: Warehouse; onAdded: () => void }) {
  const [form, setForm] = useState({ code: '', name: '', parent: 'storage' });
  const { errors, notice, sending, submit, tell } = useSubmit();
  const ref = useFocusFirstInvalid(errors);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = { code: form.code.trim(), parent: form.parent, ...(form.name.trim() ? { name: form.name.trim() } : {}) };
    const added = await submit(() => client.POST('/api/v1/warehouses/{id}/locations', { params: { path: { id: warehouse.id } }, body }));
    if (!added) return;
    setForm({ ...form, code: '', name: '' });
    // Said here, by the form that stays open for the next bin.
    tell(`Added bin ${added.data.code} under ${added.data.parent}.`);
    onAdded();
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      aria-labelledby="add-bin-title"
      onSubmit={(e) => {
        void add(e);
      }}
    >
      <h2 id="add-bin-title">Add a bin</h2>
      <Field id="bin-code" label="Code (unique in this warehouse)" pointer="/code" errors={errors}>
        {(props) => <input {...props} required placeholder="A-03" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />}
      </Field>
      <Field id="bin-name" label="Name (default: the code)" pointer="/name" errors={errors}>
        {(props) => <input {...props} placeholder="Aisle A, bay 3" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />}
      </Field>
      <Field id="bin-parent" label="Under" pointer="/parent" errors={errors}>
        {(props) => (
          <ParentSelect
            props={props}
            locations={warehouse.locations}
            exclude={new Set()}
            value={form.parent}
            onChange={(parent) => setForm({ ...form, parent })}
          />
        )}
      </Field>
      <SendButton sending={sending}>Add bin</SendButton>
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
