import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, problemText, ReloadFailed, When, type Untyped } from './answers.ts';
import { money, useCurrency } from './money.ts';
import { focusLater, Notice, ViewerNote, type Message } from './notice.tsx';
import { useLookup, usePagedList } from './paged-list.ts';
import { ProductForm, type Product } from './ProductForm.tsx';

type Stock = {
  warehouse: string;
  on_hand: number;
  allocated: number;
  available: number;
  locations: { location: string; lot: string | null; quantity: number }[];
};

const productHref = (code: string) => `#/products/${encodeURIComponent(code)}`;
const yes = (flag: boolean) => (flag ? 'yes' : '—');
const CHOICES = { '': 'Any', true: 'Only these', false: 'None of these' } as const;
type Choice = keyof typeof CHOICES;

/**
 * The product catalogue as GET /api/v1/products lists it (by last change), filtered by code, UPC, bundles
 * and consumables, 50 a page with "More" following the list's Link; staff create products here.
 */
export function Products({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [typed, setTyped] = useState({ code: '', upc: '' });
  const [filters, setFilters] = useState({ code: '', upc: '', bundle: '' as Choice, consumable: '' as Choice });
  const [creating, setCreating] = useState(false);
  const { rows, loading, error, hasMore, more } = usePagedList<Product>(client, '/api/v1/products', filters);
  const currency = useCurrency(client);

  const choice = (name: 'bundle' | 'consumable') => ({
    value: filters[name],
    onChange: (e: { target: { value: string } }) => setFilters({ ...filters, [name]: e.target.value as Choice }),
  });

  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">Products</h1>
      {!canWrite && <ViewerNote doing="creating and changing products" />}
      {canWrite && !creating && (
        <p>
          <button type="button" id="new-product" onClick={() => setCreating(true)}>
            New product
          </button>
        </p>
      )}
      {creating && (
        <ProductForm
          client={client}
          product={null}
          currency={currency}
          onCancel={() => {
            setCreating(false);
            focusLater(() => document.getElementById('new-product'));
          }}
          onSaved={(saved) => {
            window.location.hash = productHref(saved.code);
          }}
        />
      )}
      <form
        className="filters"
        role="search"
        aria-label="Filter products"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters({ ...filters, code: typed.code.trim(), upc: typed.upc.trim() });
        }}
      >
        <label htmlFor="pf-code">Code</label>
        <input
          id="pf-code"
          type="search"
          value={typed.code}
          onChange={(e) => setTyped({ ...typed, code: e.target.value })}
          placeholder="exact code"
          size={14}
        />
        <label htmlFor="pf-upc">UPC</label>
        <input id="pf-upc" value={typed.upc} onChange={(e) => setTyped({ ...typed, upc: e.target.value })} inputMode="numeric" size={14} />
        <button type="submit">Apply filters</button>
        <label htmlFor="pf-bundle">Bundles</label>
        <select id="pf-bundle" {...choice('bundle')}>
          {Object.entries(CHOICES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="pf-consumable">Consumables</label>
        <select id="pf-consumable" {...choice('consumable')}>
          {Object.entries(CHOICES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading products…' : `${rows.length} products shown${hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={loading}>
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">UPC</th>
            <th scope="col">Unit</th>
            <th scope="col">Bundle</th>
            <th scope="col">Consumable</th>
            <th scope="col">Lot tracked</th>
            <th scope="col">Unit price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <td>
                <a href={productHref(p.code)}>{p.code}</a>
              </td>
              <td>{p.name}</td>
              <td className="mono">{p.upc ?? '—'}</td>
              <td>{p.uom}</td>
              <td>{p.is_bundle ? `yes (${p.components.length} components)` : '—'}</td>
              <td>{yes(p.consumable)}</td>
              <td>{yes(p.lot_tracked)}</td>
              <td>{money(p.unit_price, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading && <p>No products match.</p>}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
    </section>
  );
}

/** One product by code (the list's exact `code` filter: a code made of digits is not taken for an id). */
async function loadProduct(client: DocksideClient, code: string): Promise<Product> {
  const { data, error, response } = await (client.GET as unknown as Untyped)('/api/v1/products', { params: { query: { code } } });
  if (data === undefined) throw new Error(problemText(error, response));
  const [product] = data as Product[];
  if (!product) throw new Error('no such product');
  return product;
}

/** One product: what it is, its components, where it is stocked; staff edit it. */
export function ProductDetail({ client, canWrite, code }: { client: DocksideClient; canWrite: boolean; code: string }) {
  const [product, setProduct] = useState<Product | null>(null);
  const stock = useLookup<Stock>(client, '/api/v1/inventory', { product_code: code });
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<Message | null>(null);
  const currency = useCurrency(client);

  // A failed reading again (after a change) keeps what was shown, with a notice.
  const refresh = useCallback(
    () =>
      loadProduct(client, code).then(
        (read) => {
          setProduct(read);
          setError(null);
        },
        (failure: unknown) => setError(failureText(failure)),
      ),
    [client, code],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (error && !product)
    return (
      <p role="alert" className="error">
        Product {code}: {error}
      </p>
    );
  if (!product) return <p aria-busy="true">Loading {code}…</p>;
  const kind = product.is_bundle ? 'bundle' : product.consumable ? 'consumable' : 'product';

  return (
    <article aria-labelledby="product-title">
      <p>
        <a href="#products">← Products</a>
      </p>
      <h1 id="product-title">
        {product.code}: {product.name}
      </h1>
      <ReloadFailed error={error} />
      {!canWrite && <ViewerNote doing="changing the product" />}
      <Notice message={saved} />
      {canWrite && !editing && (
        <p>
          <button
            type="button"
            id="edit-product"
            onClick={() => {
              setEditing(true);
              setSaved(null);
            }}
          >
            Edit product
          </button>
        </p>
      )}
      {editing && (
        <ProductForm
          client={client}
          product={product}
          currency={currency}
          onCancel={() => {
            setEditing(false);
            focusLater(() => document.getElementById('edit-product'));
          }}
          onSaved={(changed) => {
            setEditing(false);
            setSaved({ text: `Saved ${changed.code}.`, error: false });
            void refresh();
          }}
        />
      )}
      <dl className="facts">
        <dt>Kind</dt>
        <dd>{kind}</dd>
        <dt>UPC</dt>
        <dd className="mono">{product.upc ?? '—'}</dd>
        <dt>Unit</dt>
        <dd>{product.uom}</dd>
        <dt>Lot tracked</dt>
        <dd>{product.lot_tracked ? 'yes: stock is kept per lot' : 'no'}</dd>
        <dt>Return warehouse</dt>
        <dd>{product.return_warehouse ?? 'none: the routing rules decide'}</dd>
        <dt>Unit price</dt>
        <dd>{money(product.unit_price, currency)}</dd>
        <dt>Customs value</dt>
        <dd>{money(product.unit_customs_value, currency)}</dd>
        <dt>Changed</dt>
        <dd>
          <When value={product.updated_at} />
        </dd>
      </dl>

      {product.is_bundle && (
        <>
          <h2>Components</h2>
          <table>
            <caption className="visually-hidden">Components of {product.code}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Quantity per bundle</th>
              </tr>
            </thead>
            <tbody>
              {product.components.map((c) => (
                <tr key={c.product_code}>
                  <td>
                    <a href={productHref(c.product_code)}>{c.product_code}</a>
                  </td>
                  <td>{c.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h2>Stock</h2>
      {product.is_bundle ? (
        <p>A bundle has no stock of its own: its components do, and an order line of it ships as them.</p>
      ) : stock.error ? (
        <p role="alert" className="error">
          The stock of {product.code} could not be read: {stock.error}
        </p>
      ) : stock.loading && stock.rows.length === 0 ? (
        <p aria-busy="true">Reading the stock of {product.code}…</p>
      ) : stock.rows.length === 0 ? (
        <p>Not stocked in any warehouse yet.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Stock of {product.code} per warehouse</caption>
          <thead>
            <tr>
              <th scope="col">Warehouse</th>
              <th scope="col">On hand</th>
              <th scope="col">Allocated</th>
              <th scope="col">Available</th>
              <th scope="col">Where (location, lot: quantity)</th>
            </tr>
          </thead>
          <tbody>
            {stock.rows.map((s) => (
              <tr key={s.warehouse}>
                <td>{s.warehouse}</td>
                <td>{s.on_hand}</td>
                <td>{s.allocated}</td>
                <td className={s.available < 0 ? 'error' : undefined}>{s.available}</td>
                <td>{s.locations.map((l) => `${l.location}${l.lot ? ` (lot ${l.lot})` : ''}: ${l.quantity}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!product.is_bundle && (
        <p>
          <a href={`#inventory?product_code=${encodeURIComponent(product.code)}`}>{product.code} in the inventory</a> (adjust its stock there)
        </p>
      )}
    </article>
  );
}
