import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient, JsonAnswer, paths } from '@dockside/client';
import { failureText, problemText, When } from './answers.ts';
import { useHashFilters } from './hooks.ts';
import { usePagedList } from './paged-list.ts';
import { money } from './money.ts';

type Snapshot = JsonAnswer<paths['/api/v1/inventory/snapshots']['get'], 200>[number];
type SnapshotRecord = JsonAnswer<paths['/api/v1/inventory/snapshots/{id}']['get'], 200>;
type Drift = JsonAnswer<paths['/api/v1/reports/inventory-drift']['get'], 200>;

/** A count's page (`#/counts/12`). */
export const countHref = (id: number) => `#/counts/${id}`;

/** The counts (snapshots) of one warehouse, or of all (`#counts?warehouse=EAST`). */
export const countsHref = (warehouse: string) => `#counts?${new URLSearchParams({ warehouse }).toString()}`;

/** The drift report for a warehouse (or all: empty) over UTC days (`#drift?warehouse=EAST&from=2026-11-01&to=2026-11-28`); empty days are the report's defaults. */
export function driftHref(filters: { warehouse?: string; from?: string; to?: string }): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  return query.toString() ? `#drift?${query.toString()}` : '#drift';
}

/** The UTC day of an instant, as the drift report's `from` and `to` take it. */
export const utcDay = (instant: string) => instant.slice(0, 10);

const STATE_TEXT = { applied: 'applied', dry_run: 'dry run' } as const;

/** A sum of quantities as the API writes them (thousandths at most), without binary fractions' noise. */
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

/** A difference with its sign: `+3`, `-3`, `0`. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The counts warehouses sent (inventory snapshots), newest first, filtered by warehouse: when the stock
 * stood as counted, whether it was applied or a dry run, how many levels it counted, matched and
 * adjusted (of those, zeroed: a complete count that omitted them), and the warehouse's reference. Each
 * opens its page with the differences. Read-only: a count comes from the warehouse.
 */
export function Counts({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters({ warehouse: '' });
  const [warehouse, setWarehouse] = useState(filters.warehouse);
  const { rows, error, loading, hasMore, more } = usePagedList<Snapshot>(client, '/api/v1/inventory/snapshots', filters);

  return (
    <section aria-labelledby="counts-title">
      <h1 id="counts-title">Counts{filters.warehouse ? ` at ${filters.warehouse}` : ''}</h1>
      <p className="hint">
        What the warehouses counted (inventory snapshots), newest first. An applied count set the books to what was counted; a dry run only reported the
        differences. <a href={driftHref({ warehouse: filters.warehouse })}>Inventory drift</a> sums what the applied counts found per product.
      </p>
      <form
        className="filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters({ warehouse: warehouse.trim() });
        }}
      >
        <label htmlFor="counts-warehouse">Warehouse</label>
        <input id="counts-warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)} placeholder="EAST" size={10} />
        <button type="submit">Apply filters</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loading ? 'Loading counts…' : `${rows.length} counts shown${hasMore ? ', more to load' : ''}.`}
      </p>
      {rows.length > 0 && (
        <table aria-busy={loading}>
          <caption className="visually-hidden">Counts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Counted at</th>
              <th scope="col">Warehouse</th>
              <th scope="col">State</th>
              <th scope="col">Counted</th>
              <th scope="col">Matched</th>
              <th scope="col">Adjusted</th>
              <th scope="col">Zeroed</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>
                  <a href={countHref(s.id)}>
                    <When value={s.counted_at} />
                  </a>
                  {s.complete && <span className="detail">complete count</span>}
                </td>
                <td>{s.warehouse.code}</td>
                <td>
                  <span className={`state state-${s.state}`}>{STATE_TEXT[s.state]}</span>
                </td>
                <td>{s.counted}</td>
                <td>{s.matched}</td>
                <td className={s.adjusted > 0 ? 'differs' : undefined}>{s.adjusted}</td>
                <td className={s.zeroed > 0 ? 'differs' : undefined}>{s.zeroed}</td>
                <td>{s.reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length === 0 && !loading && !error && <p>No counts{filters.warehouse ? ` at ${filters.warehouse}` : ''} yet.</p>}
      {hasMore && (
        <button type="button" disabled={loading} onClick={more}>
          More
        </button>
      )}
    </section>
  );
}

/** One count (`#/counts/12`): its summary, and every stock level it found different from the books as of when it was counted. */
export function CountDetail({ client, id }: { client: DocksideClient; id: string }) {
  const [snapshot, setSnapshot] = useState<SnapshotRecord | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setSnapshot(null);
    setError(null);
    client.GET('/api/v1/inventory/snapshots/{id}', { params: { path: { id: Number(id) } } }).then(
      ({ data, error: problem, response }) => (data ? setSnapshot(data) : setError(problemText(problem, response))),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client, id]);

  if (error)
    return (
      <p role="alert" className="error">
        Count {id}: {error}
      </p>
    );
  if (!snapshot) return <p aria-busy="true">Loading count {id}…</p>;

  const { differences } = snapshot;
  return (
    <article aria-labelledby="count-title">
      <p>
        <a href={countsHref(snapshot.warehouse.code)}>← Counts at {snapshot.warehouse.code}</a>
      </p>
      <h1 id="count-title">
        Count at {snapshot.warehouse.code} <span className={`state state-${snapshot.state}`}>{STATE_TEXT[snapshot.state]}</span>
      </h1>
      <dl className="facts">
        <dt>Counted at</dt>
        <dd>
          <When value={snapshot.counted_at} />
        </dd>
        <dt>Warehouse</dt>
        <dd>
          <a href={`#/warehouses/${encodeURIComponent(snapshot.warehouse.code)}`}>
            {snapshot.warehouse.code} · {snapshot.warehouse.name}
          </a>
        </dd>
        <dt>Kind</dt>
        <dd>{snapshot.complete ? 'Complete: what it omitted was counted 0' : 'Partial: only what it lists was counted'}</dd>
        <dt>Reference</dt>
        <dd>{snapshot.reference ?? '—'}</dd>
        <dt>Levels</dt>
        <dd>
          {snapshot.counted} counted, {snapshot.matched} matched, {snapshot.adjusted} {snapshot.state === 'applied' ? 'adjusted' : 'would be adjusted'}
          {snapshot.zeroed > 0 ? `, ${snapshot.zeroed} of them zeroed` : ''}
        </dd>
        <dt>Received</dt>
        <dd>
          <When value={snapshot.created_at} />
        </dd>
      </dl>
      <h2>Differences</h2>
      {snapshot.state === 'dry_run' && <p className="hint">A dry run: nothing was changed. The warehouse sends the same count without dry_run to apply it.</p>}
      {differences.length === 0 ? (
        <p>The count matched the books everywhere.</p>
      ) : (
        <>
          <table>
            <caption className="visually-hidden">Stock levels the count found different from the books</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Location</th>
                <th scope="col">Lot</th>
                <th scope="col">Books</th>
                <th scope="col">Counted</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((d) => (
                <tr key={`${d.product_code}/${d.location}/${d.lot ?? ''}`}>
                  <td>
                    <a href={`#/products/${encodeURIComponent(d.product_code)}`}>{d.product_code}</a>
                  </td>
                  <td>{d.location}</td>
                  <td>{d.lot ?? '—'}</td>
                  <td>{d.books}</td>
                  <td>{d.counted}</td>
                  <td className="differs">{signed(d.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Net difference: {signed(sum(differences.map((d) => d.difference)))} units over {differences.length} stock level
            {differences.length === 1 ? '' : 's'}.
          </p>
        </>
      )}
      {snapshot.state === 'applied' && (
        <p>
          <a href={driftHref({ warehouse: snapshot.warehouse.code, from: utcDay(snapshot.counted_at), to: utcDay(snapshot.counted_at) })}>
            Drift of {utcDay(snapshot.counted_at)} at {snapshot.warehouse.code}, at unit cost
          </a>
        </p>
      )}
    </article>
  );
}

/** The drift report's link to its CSV export, for the same filters (empty ones left out). */
function driftCsvHref(filters: { warehouse: string; from: string; to: string }): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return `/api/v1/exports/inventory-drift.csv${query.toString() ? `?${query.toString()}` : ''}`;
}

/**
 * What the applied counts of a period found different from the books, per product (`#drift?warehouse=EAST&from=…&to=…`):
 * units over, under and net, and the net at the product's unit cost; largest drift first, with a link to
 * the same report as a CSV file. The period is of UTC days, by default the last 30.
 */
export function InventoryDrift({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters({ warehouse: '', from: '', to: '' });
  const [form, setForm] = useState(filters);
  const [report, setReport] = useState<Drift | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    try {
      const { data, error: problem, response } = await client.GET('/api/v1/reports/inventory-drift', { params: { query } });
      setError(data ? null : problemText(problem, response));
      setReport(data ?? null);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setLoading(false);
    }
  }, [client, filters]);
  useEffect(() => {
    void load();
  }, [load]);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const products = report?.products ?? [];

  return (
    <section aria-labelledby="drift-title" aria-busy={loading}>
      <h1 id="drift-title">Inventory drift</h1>
      <p className="hint">
        What the warehouses' applied counts found different from the books, per product: units counted over and under the books, the net drift, and the net at
        the product's unit cost (its latest purchase order line's). Days are UTC.
      </p>
      <form
        className="filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters({ warehouse: form.warehouse.trim(), from: form.from, to: form.to });
        }}
      >
        <label htmlFor="drift-warehouse">Warehouse</label>
        <input id="drift-warehouse" {...field('warehouse')} placeholder="all" size={10} />
        <label htmlFor="drift-from">From</label>
        <input id="drift-from" type="date" {...field('from')} />
        <label htmlFor="drift-to">To</label>
        <input id="drift-to" type="date" {...field('to')} />
        <button type="submit">Show</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {report && (
        <p role="status">
          {report.warehouse ? `At ${report.warehouse}` : 'All warehouses'}, counted {report.from} to {report.to}:{' '}
          {products.length === 0 ? 'no difference.' : `${products.length} product${products.length === 1 ? '' : 's'} drifted.`}{' '}
          <a className="button-link" download href={driftCsvHref(filters)}>
            Download CSV
          </a>{' '}
          <a href={countsHref(report.warehouse ?? '')}>The counts{report.warehouse ? ` at ${report.warehouse}` : ''}</a>
        </p>
      )}
      {products.length > 0 && (
        <table>
          <caption className="visually-hidden">Drift per product, largest first</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Levels different</th>
              <th scope="col">Units over</th>
              <th scope="col">Units under</th>
              <th scope="col">Net units</th>
              <th scope="col">Unit cost</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.product_code}>
                <td>
                  <a href={`#/products/${encodeURIComponent(p.product_code)}`}>{p.product_code}</a>
                </td>
                <td>{p.differences}</td>
                <td>{signed(p.units_over)}</td>
                <td>{p.units_under}</td>
                <td className={p.units !== 0 ? 'differs' : undefined}>{signed(p.units)}</td>
                <td>{money(p.unit_cost, p.currency_code)}</td>
                <td>{money(p.value, p.currency_code)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All products</th>
              <td>{sum(products.map((p) => p.differences))}</td>
              <td>{signed(sum(products.map((p) => p.units_over)))}</td>
              <td>{sum(products.map((p) => p.units_under))}</td>
              <td>{signed(sum(products.map((p) => p.units)))}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
