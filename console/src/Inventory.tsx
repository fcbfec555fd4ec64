import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import type { Untyped } from './answers.ts';
import { useHashFilters } from './hooks.ts';
import { usePagedList } from './paged-list.ts';
import { Field, SendButton, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';

type Row = {
  warehouse: string;
  product_code: string;
  on_hand: number;
  allocated: number;
  available: number;
  /** Units in the warehouse's pending and open supplier shipments of purchase orders, not received yet. */
  incoming: number;
  /** Units shipped to it by another warehouse (a transfer), not received yet. */
  in_transit: number;
  locations: { location: string; lot: string | null; quantity: number }[];
};

/** `#inventory?warehouse=EAST&product_code=MUG`: the filters the address keeps (a warehouse's page links to them). */
const NO_FILTERS = { warehouse: '', product_code: '' };

/**
 * Stock per warehouse and product (on hand in the primary storage tree, allocated, available), each
 * with where it lies (location and lot), filtered by warehouse and product; staff correct a level with a
 * signed quantity and a reason (a ledger adjustment), viewers only read.
 */
export function Inventory({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [filters, setFilters] = useHashFilters(NO_FILTERS);
  const [warehouse, setWarehouse] = useState(filters.warehouse);
  const [product, setProduct] = useState(filters.product_code);
  const { rows, error, loading, hasMore, more, reload } = usePagedList<Row>(client, '/api/v1/inventory', filters);

  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      {!canWrite && <ViewerNote doing="adjusting stock" />}
      <form
        className="filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters({ warehouse: warehouse.trim(), product_code: product.trim() });
        }}
      >
        <label htmlFor="inv-warehouse">Warehouse</label>
        <input id="inv-warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)} placeholder="EAST" size={10} />
        <label htmlFor="inv-product">Product code</label>
        <input id="inv-product" type="search" value={product} onChange={(e) => setProduct(e.target.value)} placeholder="MUG" size={16} />
        <button type="submit">Apply filters</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading stock…' : `${rows.length} stock levels shown${hasMore ? ', more to load' : ''}.`}
      </p>
      {rows.length > 0 && (
        <table aria-busy={loading}>
          <caption className="visually-hidden">Stock per warehouse and product</caption>
          <thead>
            <tr>
              <th scope="col">Warehouse</th>
              <th scope="col">Product</th>
              <th scope="col">On hand</th>
              <th scope="col">Allocated</th>
              <th scope="col">Available</th>
              <th scope="col">Incoming</th>
              <th scope="col">In transit</th>
              <th scope="col">Where (location, lot: quantity)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.warehouse}/${row.product_code}`}>
                <td>{row.warehouse}</td>
                <td>{row.product_code}</td>
                <td>{row.on_hand}</td>
                <td>{row.allocated}</td>
                <td className={row.available < 0 ? 'error' : undefined}>{row.available}</td>
                <td>{row.incoming}</td>
                <td>{row.in_transit}</td>
                <td>{row.locations.map((l) => `${l.location}${l.lot ? ` (lot ${l.lot})` : ''}: ${l.quantity}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length === 0 && !loading && !error && <p>No stock matches.</p>}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
      {canWrite && <Adjust client={client} onAdjusted={reload} />}
    </section>
  );
}

/** A correction of one stock level: signed quantity, optional location and lot, and the reason recorded in the ledger. */
function Adjust({ client, onAdjusted }: { client: DocksideClient; onAdjusted: () => void }) {
  const [form, setForm] = useState({ warehouse: '', product_code: '', quantity: '', location: '', lot: '', reason: '' });
  const { errors, notice, sending, submit, tell } = useSubmit();
  const ref = useFocusFirstInvalid(errors);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  const adjust = async (event: FormEvent) => {
    event.preventDefault();
    const post = client.POST as unknown as Untyped;
    const body = {
      warehouse: form.warehouse.trim(),
      product_code: form.product_code.trim(),
      quantity: Number(form.quantity),
      reason: form.reason.trim() || null,
      ...(form.location.trim() ? { location: form.location.trim() } : {}),
      ...(form.lot.trim() ? { lot: { number: form.lot.trim() } } : {}),
    };
    if (!(await submit(() => post('/api/v1/inventory/adjustments', { body })))) return;
    tell(`Adjusted ${body.product_code} at ${body.warehouse} by ${body.quantity}.`);
    setForm({ ...form, quantity: '', reason: '' });
    onAdjusted();
  };

  return (
    <form
      ref={ref}
      className="card adjust"
      onSubmit={(e) => {
        void adjust(e);
      }}
      aria-labelledby="adjust-title"
    >
      <h2 id="adjust-title">Adjust stock</h2>
      <Field id="adj-warehouse" label="Warehouse" pointer="/warehouse" errors={errors}>
        {(p) => <input {...p} required {...field('warehouse')} />}
      </Field>
      <Field id="adj-product" label="Product code" pointer="/product_code" errors={errors}>
        {(p) => <input {...p} required {...field('product_code')} />}
      </Field>
      <Field id="adj-quantity" label="Quantity (signed: -2 removes two)" pointer="/quantity" errors={errors}>
        {(p) => <input {...p} required inputMode="decimal" {...field('quantity')} />}
      </Field>
      <Field id="adj-location" label="Location (default: primary storage)" pointer="/location" errors={errors}>
        {(p) => <input {...p} {...field('location')} />}
      </Field>
      <Field id="adj-lot" label="Lot" pointer="/lot" errors={errors}>
        {(p) => <input {...p} {...field('lot')} />}
      </Field>
      <Field id="adj-reason" label="Reason" pointer="/reason" errors={errors}>
        {(p) => <input {...p} required {...field('reason')} />}
      </Field>
      <SendButton sending={sending}>Adjust</SendButton>
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
