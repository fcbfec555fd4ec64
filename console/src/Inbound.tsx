import { useMemo } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { Unread, When } from './answers.ts';
import { useHashFilters } from './hooks.ts';
import { useLookup, usePagedList } from './paged-list.ts';
import { trackingPage, TrackingLink } from './tracking.tsx';

type SupplierShipment = paths['/api/v1/supplier-shipments']['get']['responses'][200]['content']['application/json'][number];
type Carrier = { code: string; name: string; tracking_url_template: string | null };

/** Every state of a supplier shipment, in the order it goes through them. */
const STATES = ['', 'waiting', 'pending', 'open', 'done', 'cancelled'] as const;
const STATE_NAMES: Record<(typeof STATES)[number], string> = {
  '': 'Any',
  waiting: 'waiting (transfer not shipped)',
  pending: 'pending (announced)',
  open: 'open (acknowledged)',
  done: 'done (received)',
  cancelled: 'cancelled',
};

/** `#inbound?warehouse=EAST&state=pending`: the filters the address keeps (the warehouse page links here with its code). */
const NO_FILTERS = { warehouse: '', state: '' };

const purchaseOrderHref = (number: string) => `#/purchase-orders/${encodeURIComponent(number)}`;
const transferHref = (number: string) => `#/transfers/${encodeURIComponent(number)}`;

/** The purchase order or transfer a supplier shipment brings in, linked to its page. */
export function InboundSource({ shipment }: { shipment: Pick<SupplierShipment, 'purchase_order' | 'transfer'> }) {
  if (shipment.purchase_order) return <a href={purchaseOrderHref(shipment.purchase_order.number)}>{shipment.purchase_order.number}</a>;
  if (shipment.transfer) return <a href={transferHref(shipment.transfer.number)}>{shipment.transfer.number}</a>;
  return <>—</>;
}

/**
 * What is coming in (docs/console.md "Inbound"): the supplier shipments of `GET /api/v1/supplier-shipments`,
 * by warehouse and state, 50 a page with "More": when each is planned, from which supplier (or, for a
 * transfer, which warehouse), for which purchase order or transfer (linked), with its carrier and tracking
 * and, per line, what was announced and what the warehouse has received. Read-only: supplier shipments
 * are created by confirming purchase orders and creating transfers, and received by the warehouse.
 */
export function Inbound({ client }: { client: DocksideClient }) {
  const [filters, setFilters] = useHashFilters(NO_FILTERS, { state: STATES });
  const list = usePagedList<SupplierShipment>(client, '/api/v1/supplier-shipments', filters);
  const warehouses = useLookup<{ code: string; name: string }>(client, '/api/v1/warehouses');
  const carriers = useLookup<Carrier>(client, '/api/v1/carriers');
  const templates = useMemo(() => new Map(carriers.rows.map((c) => [c.code, c.tracking_url_template])), [carriers.rows]);
  const filtered = filters.state !== '' || filters.warehouse !== '';

  return (
    <section aria-labelledby="inbound-title">
      <h1 id="inbound-title">Inbound{filters.warehouse ? ` to ${filters.warehouse}` : ''}</h1>
      <p>
        Supplier shipments announced to the warehouses: from <a href="#purchase-orders">purchase orders</a> once confirmed, and from{' '}
        <a href="#transfers">transfers</a> (waiting until the source warehouse ships). The warehouse acknowledges and receives them.
      </p>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="inbound-warehouse">Warehouse</label>
        <select id="inbound-warehouse" value={filters.warehouse} onChange={(e) => setFilters({ warehouse: e.target.value })}>
          <option value="">Any</option>
          {filters.warehouse && !warehouses.rows.some((w) => w.code === filters.warehouse) && <option value={filters.warehouse}>{filters.warehouse}</option>}
          {warehouses.rows.map((w) => (
            <option key={w.code} value={w.code}>
              {w.code} ({w.name})
            </option>
          ))}
        </select>
        <label htmlFor="inbound-state">State</label>
        <select id="inbound-state" value={filters.state} onChange={(e) => setFilters({ state: e.target.value })}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_NAMES[s]}
            </option>
          ))}
        </select>
        <Unread what="The warehouses" error={warehouses.error} />
      </form>
      <Unread what="The carriers' tracking pages" error={carriers.error} />
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {list.loading ? 'Loading supplier shipments…' : `${list.rows.length} supplier shipments shown${list.hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={list.loading} className="inbound">
        <caption className="visually-hidden">Supplier shipments</caption>
        <thead>
          <tr>
            <th scope="col">Supplier shipment</th>
            <th scope="col">State</th>
            <th scope="col">Warehouse</th>
            <th scope="col">Planned</th>
            <th scope="col">From</th>
            <th scope="col">Purchase order or transfer</th>
            <th scope="col">Carrier and tracking</th>
            <th scope="col">Lines (received of expected)</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((s) => (
            <tr key={s.id}>
              <td className="nowrap">
                <span className="mono">{s.number}</span>
                {s.tpl_reference && <span className="detail">WMS {s.tpl_reference}</span>}
              </td>
              <td>
                <span className={`state state-${s.state}`}>{s.state}</span>
                {s.received_at && (
                  <span className="detail">
                    <When value={s.received_at} />
                  </span>
                )}
              </td>
              <td>
                <a href={`#/warehouses/${encodeURIComponent(s.warehouse.code)}`}>{s.warehouse.code}</a>
              </td>
              <td>{s.planned_date ?? '—'}</td>
              <td>
                {s.supplier.name}
                <span className="detail">{s.source === 'transfer' ? `warehouse ${s.supplier.code}` : s.supplier.code}</span>
              </td>
              <td>
                <InboundSource shipment={s} />
              </td>
              <td>
                {s.carrier_code ?? '—'}
                {s.tracking_number && (
                  <span className="detail">
                    <TrackingLink href={trackingPage(s.carrier_code ? templates.get(s.carrier_code) : null, s.tracking_number)} number={s.tracking_number} />
                  </span>
                )}
              </td>
              <td>
                <ul className="line-counts">
                  {s.lines.map((l) => (
                    <li key={l.id} className={s.state === 'done' && l.received_quantity !== l.quantity ? 'differs' : undefined}>
                      <a href={`#/products/${encodeURIComponent(l.product.code)}`}>{l.product.code}</a> {l.received_quantity} of {l.quantity}
                      {l.uom === 'u' ? '' : ` ${l.uom}`}
                      {l.lot && <> · lot {l.lot.number}</>}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.rows.length === 0 && !list.loading && !list.error && (
        <p>{filtered ? 'No supplier shipments match these filters.' : 'No supplier shipments yet: confirm a purchase order or create a transfer.'}</p>
      )}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}
