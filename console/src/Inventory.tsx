import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';

type Row = {
  warehouse: string; product_code: string; on_hand: number; allocated: number; available: number;
  locations: { location: string; lot: string | null; quantity: number }[];
};

/** `#inventory?warehouse=EAST&product_code=MUG`: the filters a link (from a warehouse's page) may set. */
function filtersFromHash(): { warehouse: string; product: string } {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  return { warehouse: query.get('warehouse') ?? '', product: query.get('product_code') ?? '' };
}

/**
 * Stock per warehouse and product (on hand in the primary storage tree, allocated, available), each
 * with where it lies (location and lot), filtered by warehouse and product; staff correct a level with a
 * signed quantity and a reason (a ledger adjustment), viewers only read.
 */
export function Inventory({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [initial] = useState(filtersFromHash);
  const [warehouse, setWarehouse] = useState(initial.warehouse);
  const [product, setProduct] = useState(initial.product);
  const [filters, setFilters] = useState(initial);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const get = client.GET as unknown as Untyped;
    const query = { per_page: 250, ...(filters.warehouse ? { warehouse: filters.warehouse } : {}), ...(filters.product ? { product_code: filters.product } : {}) };
    const { data, error: problem, response } = await get('/api/v1/inventory', { params: { query } });
    if (data === undefined) setError(problemText(problem, response));
    else {
      setError(null);
      setRows(data as Row[]);
    }
  }, [client, filters]);

  useEffect(() => { void load(); }, [load]);

  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      <form className="filters" role="search" onSubmit={(e: FormEvent) => { e.preventDefault(); setFilters({ warehouse: warehouse.trim(), product: product.trim() }); }}>
        <label htmlFor="inv-warehouse">Warehouse</label>
        <input id="inv-warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)} placeholder="EAST" size={10} />
        <label htmlFor="inv-product">Product code</label>
        <input id="inv-product" value={product} onChange={(e) => setProduct(e.target.value)} placeholder="MUG" size={16} />
        <button type="submit">Filter</button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      {rows && (
        <table>
          <caption className="visually-hidden">Stock per warehouse and product</caption>
          <thead><tr><th scope="col">Warehouse</th><th scope="col">Product</th><th scope="col">On hand</th><th scope="col">Allocated</th><th scope="col">Available</th><th scope="col">Where (location, lot: quantity)</th></tr></thead>
          <tbody>{rows.map((row) => (
            <tr key={`${row.warehouse}/${row.product_code}`}>
              <td>{row.warehouse}</td><td>{row.product_code}</td><td>{row.on_hand}</td><td>{row.allocated}</td>
              <td className={row.available < 0 ? 'error' : undefined}>{row.available}</td>
              <td>{row.locations.map((l) => `${l.location}${l.lot ? ` (lot ${l.lot})` : ''}: ${l.quantity}`).join(', ')}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      {rows?.length === 0 && <p>No stock matches.</p>}
      {canWrite ? <Adjust client={client} onAdjusted={() => { void load(); }} /> : <p>Viewers read stock; adjusting it needs a staff key.</p>}
    </section>
  );
}

/** A correction of one stock level: signed quantity, optional location and lot, and the reason recorded in the ledger. */
function Adjust({ client, onAdjusted }: { client: DocksideClient; onAdjusted: () => void }) {
  const [form, setForm] = useState({ warehouse: '', product_code: '', quantity: '', location: '', lot: '', reason: '' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const post = client.POST as unknown as Untyped;
    const body = {
      warehouse: form.warehouse.trim(), product_code: form.product_code.trim(), quantity: Number(form.quantity), reason: form.reason.trim() || null,
      ...(form.location.trim() ? { location: form.location.trim() } : {}), ...(form.lot.trim() ? { lot: { number: form.lot.trim() } } : {}),
    };
    const { data, error, response } = await post('/api/v1/inventory/adjustments', { body });
    if (data === undefined) setMessage({ text: `Refused: ${problemText(error, response)}`, error: true });
    else {
      setMessage({ text: `Adjusted ${body.product_code} at ${body.warehouse} by ${body.quantity}.`, error: false });
      setForm({ ...form, quantity: '', reason: '' });
      onAdjusted();
    }
  };

  return (
    <form className="card adjust" onSubmit={(e) => { void submit(e); }} aria-labelledby="adjust-title">
      <h2 id="adjust-title">Adjust stock</h2>
      <label htmlFor="adj-warehouse">Warehouse</label><input id="adj-warehouse" required {...field('warehouse')} />
      <label htmlFor="adj-product">Product code</label><input id="adj-product" required {...field('product_code')} />
      <label htmlFor="adj-quantity">Quantity (signed: -2 removes two)</label><input id="adj-quantity" required inputMode="decimal" {...field('quantity')} />
      <label htmlFor="adj-location">Location (default: primary storage)</label><input id="adj-location" {...field('location')} />
      <label htmlFor="adj-lot">Lot</label><input id="adj-lot" {...field('lot')} />
      <label htmlFor="adj-reason">Reason</label><input id="adj-reason" required {...field('reason')} />
      <button type="submit">Adjust</button>
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : undefined}>{message.text}</p>}
    </form>
  );
}
