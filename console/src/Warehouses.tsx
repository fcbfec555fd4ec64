import { useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { problemText } from './answers.ts';
import { AddressFields, addressBody, addressDraft, addressLine } from './address.tsx';
import { Field, fieldErrorsOf, NO_ERRORS, useFocusFirstInvalid, type FieldErrors } from './forms.tsx';
import { usePagedList } from './paged-list.ts';

export type Warehouse = JsonAnswer<paths['/api/v1/warehouses/{id}']['get'], 200>;

/** A warehouse's own page. */
export const warehouseHref = (code: string) => `#/warehouses/${encodeURIComponent(code)}`;

/**
 * The warehouses (`GET /api/v1/warehouses`): code, name, address and return address, each opening its
 * page (locations, stock, partner). Staff create warehouses here; each comes with its standard locations.
 */
export function Warehouses({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const list = usePagedList<Warehouse>(client, '/api/v1/warehouses', { per_page: '250' });
  const rows = [...list.rows].sort((a, b) => a.code.localeCompare(b.code));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Warehouse | null>(null);

  return (
    <section aria-labelledby="warehouses-title">
      <h1 id="warehouses-title">Warehouses</h1>
      {list.error && <p role="alert" className="error">{list.error}</p>}
      {created && <p role="status">Created warehouse <a href={warehouseHref(created.code)}>{created.code}</a> with its locations storage, lost_and_found and consumables.</p>}
      {rows.length > 0 && (
        <table>
          <caption className="visually-hidden">Warehouses</caption>
          <thead><tr><th scope="col">Code</th><th scope="col">Name</th><th scope="col">Address</th><th scope="col">Return address</th><th scope="col">Bins</th></tr></thead>
          <tbody>{rows.map((w) => (
            <tr key={w.id}>
              <td><a href={warehouseHref(w.code)}>{w.code}</a></td><td>{w.name}</td>
              <td>{addressLine(w.address)}</td><td>{addressLine(w.return_address)}</td>
              <td>{w.locations.filter((l) => l.kind === 'bin' && !l.archived_at).length}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      {rows.length === 0 && !list.loading && !list.error && <p>No warehouses yet.</p>}
      {list.hasMore && <button type="button" disabled={list.loading} onClick={list.more}>More</button>}
      {canWrite && !creating && <p><button type="button" onClick={() => { setCreated(null); setCreating(true); }}>Create a warehouse</button></p>}
      {canWrite && creating && (
        <WarehouseForm client={client} warehouse={null} onCancel={() => setCreating(false)}
          onSaved={(w) => { setCreating(false); setCreated(w); list.reload(); }} />
      )}
    </section>
  );
}

/**
 * Creates a warehouse (`warehouse` null: code, name, addresses) or changes one (name and addresses; the
 * code is fixed). An address left empty is none; a changed address replaces the stored one whole.
 */
export function WarehouseForm({ client, warehouse, onSaved, onCancel }: {
  client: DocksideClient; warehouse: Warehouse | null; onSaved: (warehouse: Warehouse) => void; onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState(warehouse?.name ?? '');
  const [address, setAddress] = useState(addressDraft(warehouse?.address ?? null));
  const [returnAddress, setReturnAddress] = useState(addressDraft(warehouse?.return_address ?? null));
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ref = useFocusFirstInvalid(errors);
  const title = warehouse ? `Edit warehouse ${warehouse.code}` : 'Create a warehouse';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), address: addressBody(address), return_address: addressBody(returnAddress) };
    const { data, error, response } = warehouse
      ? await client.PATCH('/api/v1/warehouses/{id}', { params: { path: { id: warehouse.id } }, body: fields })
      : await client.POST('/api/v1/warehouses', { body: { code: code.trim(), ...fields } });
    if (data === undefined) {
      setErrors(fieldErrorsOf(error));
      setRefusal(`Refused, nothing changed: ${problemText(error, response)}`);
    } else onSaved(data);
  };

  return (
    <form ref={ref} className="record-form" aria-label={title} onSubmit={(e) => { void submit(e); }}>
      <h2>{title}</h2>
      {!warehouse && (
        <Field id="warehouse-code" label="Code (letters, digits, . _ -; fixed once created)" pointer="/code" errors={errors}>
          {(props) => <input {...props} required autoFocus placeholder="NORTH" value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
      )}
      <Field id="warehouse-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} required autoFocus={warehouse !== null} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <AddressFields legend="Address" id="warehouse-address" pointer="/address" draft={address} errors={errors} onChange={setAddress} />
      <AddressFields legend="Return address (where customers send returns)" id="warehouse-return" pointer="/return_address" draft={returnAddress} errors={errors} onChange={setReturnAddress} />
      <div className="form-actions">
        <button type="submit">{warehouse ? 'Save warehouse' : 'Create warehouse'}</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
      {refusal && <p role="alert" className="error">{refusal}</p>}
    </form>
  );
}
