import { useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { AddressFields, addressBody, addressDraft, addressLine } from './address.tsx';
import { Field, FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { usePagedList } from './paged-list.ts';

export type Warehouse = JsonAnswer<paths['/api/v1/warehouses/{id}']['get'], 200>;

/** A warehouse's own page. */
const warehouseHref = (code: string) => `#/warehouses/${encodeURIComponent(code)}`;

/**
 * The warehouses (`GET /api/v1/warehouses`): code, name, address and return address, each opening its
 * page (locations, stock, partner). Staff create warehouses here; each comes with its standard locations.
 */
export function Warehouses({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const list = usePagedList<Warehouse>(client, '/api/v1/warehouses', {});
  const rows = [...list.rows].sort((a, b) => a.code.localeCompare(b.code));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Message | null>(null);

  return (
    <section aria-labelledby="warehouses-title">
      <h1 id="warehouses-title">Warehouses</h1>
      {!canWrite && <ViewerNote doing="creating and changing warehouses" />}
      {canWrite && !creating && (
        <p>
          <button
            type="button"
            id="new-warehouse"
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            New warehouse
          </button>
        </p>
      )}
      {canWrite && creating && (
        <WarehouseForm
          client={client}
          warehouse={null}
          onCancel={() => {
            setCreating(false);
            focusLater(() => document.getElementById('new-warehouse'));
          }}
          onSaved={(w) => {
            setCreating(false);
            setCreated({
              text: (
                <>
                  Created warehouse <a href={warehouseHref(w.code)}>{w.code}</a> with its locations storage, lost_and_found and consumables.
                </>
              ),
              error: false,
            });
            list.reload();
          }}
        />
      )}
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <Notice message={created} />
      {rows.length > 0 && (
        <table>
          <caption className="visually-hidden">Warehouses</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Return address</th>
              <th scope="col">Bins</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.id}>
                <td>
                  <a href={warehouseHref(w.code)}>{w.code}</a>
                </td>
                <td>{w.name}</td>
                <td>{addressLine(w.address)}</td>
                <td>{addressLine(w.return_address)}</td>
                <td>{w.locations.filter((l) => l.kind === 'bin' && !l.archived_at).length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length === 0 && !list.loading && !list.error && <p>No warehouses yet.</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

/**
 * Creates a warehouse (`warehouse` null: code, name, addresses) or changes one (name and addresses; the
 * code is fixed). An address left empty is none; a changed address replaces the stored one whole.
 */
export function WarehouseForm({
  client,
  warehouse,
  onSaved,
  onCancel,
}: {
  client: DocksideClient;
  warehouse: Warehouse | null;
  onSaved: (warehouse: Warehouse) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState(warehouse?.name ?? '');
  const [address, setAddress] = useState(addressDraft(warehouse?.address ?? null));
  const [returnAddress, setReturnAddress] = useState(addressDraft(warehouse?.return_address ?? null));
  const { errors, notice, sending, submit } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const title = warehouse ? `Edit warehouse ${warehouse.code}` : 'New warehouse';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), address: addressBody(address), return_address: addressBody(returnAddress) };
    const saved = await submit(() =>
      warehouse
        ? client.PATCH('/api/v1/warehouses/{id}', { params: { path: { id: warehouse.id } }, body: fields })
        : client.POST('/api/v1/warehouses', { body: { code: code.trim(), ...fields } }),
    );
    if (saved) onSaved(saved.data);
  };

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
      {!warehouse && (
        <Field id="warehouse-code" label="Code (letters, digits, . _ -; fixed once created)" pointer="/code" errors={errors}>
          {(props) => <input {...props} required autoFocus placeholder="NORTH" value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
      )}
      <Field id="warehouse-name" label="Name" pointer="/name" errors={errors}>
        {(props) => <input {...props} required autoFocus={warehouse !== null} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <AddressFields legend="Address" id="warehouse-address" pointer="/address" draft={address} errors={errors} onChange={setAddress} />
      <AddressFields
        legend="Return address (where customers send returns)"
        id="warehouse-return"
        pointer="/return_address"
        draft={returnAddress}
        errors={errors}
        onChange={setReturnAddress}
      />
      <FormActions sending={sending} label={warehouse ? 'Save changes' : 'Create warehouse'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
