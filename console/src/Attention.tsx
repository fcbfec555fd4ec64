import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { failureText, problemText, When } from './answers.ts';
import { DayColumns, RowBars } from './charts.tsx';
import { countsHref, driftHref, signed, utcDay } from './Counts.tsx';
import { InboundSource } from './Inbound.tsx';

type Attention = paths['/api/v1/attention']['get']['responses'][200]['content']['application/json'];
type ShippedPerDay = paths['/api/v1/reports/shipments-per-day']['get']['responses'][200]['content']['application/json'];
type ReturnsByReason = paths['/api/v1/reports/returns-by-reason']['get']['responses'][200]['content']['application/json'];

/** The days the charts cover, in the reader's own calendar (their browser's time zone). */
const CHART_DAYS = 30;

/** A duration of some minutes as people say it: "4 hours", "90 minutes", "2 days". */
function minutesText(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}

const orderHref = (order: { number: string }) => `#/orders/${encodeURIComponent(order.number)}`;
const orderLink = (order: { number: string }) => <a href={orderHref(order)}>{order.number}</a>;
/** The inventory page filtered to one stock level: where it is corrected. */
const inventoryHref = (warehouse: string, product: string) => `#inventory?${new URLSearchParams({ warehouse, product_code: product }).toString()}`;

/**
 * What needs attention first (the console's home page): shipments waiting for stock, released shipments
 * the warehouse has not acknowledged in time, stock levels a shipment took below zero, failing webhook
 * endpoints, return shipments not received yet, supplier shipments received with other counts than
 * announced and warehouses whose counts drifted past the merchant's alert, each with its count and its
 * oldest (for drift, largest) records linked to
 * their pages; then shipments per day and returns by reason over the last 30 days, as charts with their
 * numbers. Read-only: viewers see the same page.
 */
export function Attention({ client }: { client: DocksideClient }) {
  const [attention, setAttention] = useState<Attention | null>(null);
  const [shipped, setShipped] = useState<ShippedPerDay | null>(null);
  const [reasons, setReasons] = useState<ReturnsByReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const period = { days: CHART_DAYS, tz };
    try {
      const [a, s, r] = await Promise.all([
        client.GET('/api/v1/attention', { params: { query: { limit: 5 } } }),
        client.GET('/api/v1/reports/shipments-per-day', { params: { query: period } }),
        client.GET('/api/v1/reports/returns-by-reason', { params: { query: { ...period, limit: 8 } } }),
      ]);
      const refused = [a, s, r].find((answer) => answer.data === undefined);
      setError(refused ? problemText(refused.error, refused.response) : null);
      if (a.data) setAttention(a.data);
      if (s.data) setShipped(s.data);
      if (r.data) setReasons(r.data);
    } catch (failure) {
      // What was shown stays; Refresh asks again.
      setError(failureText(failure));
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const clear =
    attention !== null &&
    [
      attention.waiting_for_stock,
      attention.not_acknowledged,
      attention.inventory_discrepancies,
      attention.failing_webhook_endpoints,
      attention.returns_awaiting_receipt,
      attention.receipt_differences,
      attention.drifting_warehouses,
    ].every((kind) => kind.count === 0);

  return (
    <section aria-labelledby="attention-title" aria-busy={loading} className="attention">
      <h1 id="attention-title">What needs attention</h1>
      <p className="as-of">
        {attention && (
          <span>
            As of <When value={attention.generated_at} />.
          </span>
        )}
        <button
          type="button"
          onClick={() => {
            void load();
          }}
          disabled={loading}
        >
          Refresh
        </button>
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {clear && (
        <p role="status" className="all-clear">
          All clear: nothing is waiting for stock or for the warehouse, no stock is below zero, every webhook endpoint delivers, no return is on its way back,
          every recent receipt matched what was announced, and no warehouse's counts drifted past the alert.
        </p>
      )}
      {attention && <Panels attention={attention} />}
      <h2 id="charts-title">The last {CHART_DAYS} days</h2>
      <div className="charts">
        {shipped && (
          <DayColumns
            id="shipped-chart"
            title={`Shipments per day${shipped.tz === 'UTC' ? ' (UTC)' : ''}`}
            valueName="Shipments"
            days={shipped.per_day.map((d) => ({ date: d.date, value: d.shipped }))}
          />
        )}
        {reasons &&
          (reasons.total.lines === 0 ? (
            <figure className="chart">
              <figcaption>Returns by reason</figcaption>
              <p>No returns were created in the last {CHART_DAYS} days.</p>
            </figure>
          ) : (
            <ReasonChart reasons={reasons} />
          ))}
      </div>
    </section>
  );
}

function ReasonChart({ reasons }: { reasons: ReturnsByReason }) {
  const rows = reasons.reasons.map((r) => ({ label: r.reason ?? 'No reason given', value: r.units, lines: r.lines }));
  if (reasons.other.reasons > 0) {
    rows.push({ label: `${reasons.other.reasons} other reasons`, value: reasons.other.units, lines: reasons.other.lines });
  }
  return (
    <RowBars
      id="reasons-chart"
      title="Returns by reason (units)"
      valueName="Units returned"
      rowName="Reason"
      rows={rows.map(({ label, value }) => ({ label, value }))}
      extra={{ name: 'Return lines', values: rows.map((r) => r.lines) }}
    />
  );
}

/** One kind of thing needing attention: its name and count, what it means, its oldest records, a link to all of them. */
function Panel({
  id,
  title,
  count,
  shown,
  about,
  all,
  empty,
  wide = false,
  first = 'oldest',
  children,
}: {
  id: string;
  title: string;
  count: number;
  shown: number;
  about: ReactNode;
  all?: { href: string; text: string };
  empty: string;
  /** Across the whole row of panels: a table of many columns. */
  wide?: boolean;
  /** Which records the list shows first: the oldest, or (drift) the largest. */
  first?: 'oldest' | 'largest';
  children: ReactNode;
}) {
  return (
    <section className={`panel${count > 0 ? ' needs' : ''}${wide ? ' wide' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} <span className="count">{count}</span>
      </h2>
      <p className="about">{about}</p>
      {count === 0 ? (
        <p className="none">{empty}</p>
      ) : (
        <>
          {children}
          {count > shown && (
            <p className="more">
              The {first} {shown} of {count}.
            </p>
          )}
        </>
      )}
      {all && count > 0 && (
        <p>
          <a href={all.href}>{all.text}</a>
        </p>
      )}
    </section>
  );
}

/** Shipments as both shipment panels list them: number, order (linked), warehouse, and since when. */
function ShipmentTable({ caption, since, shipments }: { caption: string; since: string; shipments: Attention['waiting_for_stock']['oldest'] }) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Shipment</th>
          <th scope="col">Order</th>
          <th scope="col">Warehouse</th>
          <th scope="col">{since}</th>
        </tr>
      </thead>
      <tbody>
        {shipments.map((s) => (
          <tr key={s.id}>
            <td className="nowrap">
              <a href={orderHref(s.order)}>{s.number}</a>
            </td>
            <td>{orderLink(s.order)}</td>
            <td>{s.warehouse.code}</td>
            <td>
              <When value={s.since} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Panels({ attention }: { attention: Attention }) {
  const { waiting_for_stock: waiting, not_acknowledged: late, inventory_discrepancies: discrepancies } = attention;
  const { failing_webhook_endpoints: endpoints, returns_awaiting_receipt: returns, receipt_differences: receipts } = attention;
  return (
    <div className="panels">
      <Panel
        id="waiting"
        title="Waiting for stock"
        count={waiting.count}
        shown={waiting.oldest.length}
        empty="No shipment is waiting for stock."
        about="Shipments not sent to the warehouse because stock is short. They go as soon as stock arrives, or when staff release them from their order's page."
        all={{ href: '#shipments?state=waiting', text: 'All shipments waiting for stock' }}
      >
        <ShipmentTable caption="Oldest shipments waiting for stock" since="Waiting since" shipments={waiting.oldest} />
      </Panel>
      <Panel
        id="late"
        title="Not acknowledged by the warehouse"
        count={late.count}
        shown={late.oldest.length}
        empty="The warehouses have acknowledged every shipment in time."
        about={
          <>
            Shipments released to the warehouse that it has not acknowledged{' '}
            {attention.acknowledgement_due_minutes === 0 ? 'yet' : `within ${minutesText(attention.acknowledgement_due_minutes)}`}: it may not have seen them.
            The time is a <a href="#settings">setting</a> (acknowledgement due after {attention.acknowledgement_due_minutes} minutes).
          </>
        }
        all={{ href: '#shipments?state=pending', text: 'All released shipments' }}
      >
        <ShipmentTable caption="Oldest shipments not acknowledged" since="Released" shipments={late.oldest} />
      </Panel>
      <Panel
        id="discrepancies"
        title="Inventory discrepancies"
        count={discrepancies.count}
        shown={discrepancies.oldest.length}
        empty="No stock level is below zero."
        about={`Stock levels a warehouse's shipment took below zero (it shipped more than the books held there), reported in the last ${attention.discrepancy_days} days. Count the stock and adjust it on the inventory page.`}
        all={{ href: '#inventory', text: 'Inventory' }}
      >
        <table>
          <caption className="visually-hidden">Oldest inventory discrepancies</caption>
          <thead>
            <tr>
              <th scope="col">Product and place</th>
              <th scope="col">Books held</th>
              <th scope="col">Shipped</th>
              <th scope="col">Level now</th>
              <th scope="col">By shipment</th>
            </tr>
          </thead>
          <tbody>
            {discrepancies.oldest.map((d) => (
              <tr key={`${d.warehouse.id}/${d.location}/${d.product.id}/${d.lot ?? ''}`}>
                <td>
                  <a href={inventoryHref(d.warehouse.code, d.product.code)}>{d.product.code}</a>
                  {d.lot && (
                    <>
                      {' '}
                      <span className="nowrap">lot {d.lot}</span>
                    </>
                  )}
                  <span className="detail place">
                    {d.warehouse.code} / {d.location}, since <When value={d.since} />
                  </span>
                </td>
                <td>{d.last_report.expected}</td>
                <td>{d.last_report.shipped}</td>
                <td className="error">{d.quantity}</td>
                <td>
                  <span className="nowrap">
                    {d.last_report.order ? <a href={orderHref(d.last_report.order)}>{d.last_report.shipment.number}</a> : d.last_report.shipment.number}
                  </span>
                  {d.last_report.order && <> ({orderLink(d.last_report.order)})</>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel
        id="endpoints"
        title="Failing webhook endpoints"
        count={endpoints.count}
        shown={endpoints.oldest.length}
        empty="Every webhook endpoint delivers."
        about="Endpoints whose last deliveries failed; Dockside keeps retrying. Fix the receiver, or pause the endpoint on the webhooks page."
        all={{ href: '#webhooks', text: 'Webhooks' }}
      >
        <table>
          <caption className="visually-hidden">Failing webhook endpoints, longest failing first</caption>
          <thead>
            <tr>
              <th scope="col">Endpoint and last error</th>
              <th scope="col">Failing since</th>
              <th scope="col">Failed attempts</th>
            </tr>
          </thead>
          <tbody>
            {endpoints.oldest.map((e) => (
              <tr key={e.id}>
                <td className="wrap">
                  <a href={`#/webhooks/${e.id}`}>{e.url}</a>
                  {e.description && <> ({e.description})</>}
                  <span className="detail last-error">{e.last_error ?? 'No error recorded'}</span>
                </td>
                <td>
                  <When value={e.failing_since} />
                </td>
                <td>{e.consecutive_failures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel
        id="returns"
        title="Returns awaiting receipt"
        count={returns.count}
        shown={returns.oldest.length}
        empty="No return shipment is on its way back."
        about="Customer return shipments the warehouse has not received yet, oldest first."
        all={{ href: '#returns?state=open', text: 'All open returns' }}
      >
        <table>
          <caption className="visually-hidden">Oldest return shipments awaiting receipt</caption>
          <thead>
            <tr>
              <th scope="col">Return shipment</th>
              <th scope="col">Return</th>
              <th scope="col">Warehouse</th>
              <th scope="col">State</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {returns.oldest.map((c) => (
              <tr key={c.id}>
                <td className="nowrap">{c.number}</td>
                <td>
                  <a href={`#/returns/${encodeURIComponent(c.return_order.number)}`}>{c.return_order.number}</a>
                </td>
                <td>{c.warehouse.code}</td>
                <td>
                  <span className={`state state-${c.state}`}>{c.state === 'open' ? 'acknowledged' : 'pending'}</span>
                </td>
                <td>
                  <When value={c.since} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel
        id="receipts"
        title="Receipt differences"
        count={receipts.count}
        shown={receipts.oldest.length}
        empty="Every recent receipt matched what was announced."
        about={`Supplier shipments received in the last ${attention.discrepancy_days} days with other counts than announced: units short, over or damaged. Take it up with the supplier, or with the warehouse that sent the transfer.`}
        all={{ href: '#inbound?state=done', text: 'All received supplier shipments' }}
        wide
      >
        <ReceiptDifferences receipts={receipts.oldest} />
      </Panel>
      <DriftPanel attention={attention} />
    </div>
  );
}

/** The window's first UTC day, as the drift report takes it: the day `discrepancy_days` before `generated_at`. */
function windowStart(attention: Attention): string {
  return utcDay(new Date(Date.parse(attention.generated_at) - attention.discrepancy_days * 86_400_000).toISOString());
}

/** Warehouses whose counts in the window drifted by at least the merchant's alert (units over and under alike), largest first, each linked to its drift report. */
function DriftPanel({ attention }: { attention: Attention }) {
  const { drifting_warehouses: drifting, drift_alert_units: threshold } = attention;
  const period = { from: windowStart(attention), to: utcDay(attention.generated_at) };
  return (
    <Panel
      id="drift"
      title="Warehouses drifting"
      count={drifting.count}
      shown={drifting.largest.length}
      first="largest"
      empty={threshold === null ? 'No drift alert is set (Settings, Drift alert after).' : 'No warehouse drifted past the alert.'}
      about={
        threshold === null ? (
          <>
            Warehouses whose counts found many units different from the books. Set <a href="#settings">Drift alert after</a> to be told.
          </>
        ) : (
          `Warehouses whose applied counts of the last ${attention.discrepancy_days} days found at least ${threshold} units different from the books, over and under alike. Largest first.`
        )
      }
      all={{ href: driftHref(period), text: 'Inventory drift of every warehouse' }}
      wide
    >
      <table>
        <caption className="visually-hidden">Warehouses whose counts drifted most</caption>
        <thead>
          <tr>
            <th scope="col">Warehouse</th>
            <th scope="col">Units different</th>
            <th scope="col">Net units</th>
            <th scope="col">Levels</th>
            <th scope="col">Counts</th>
            <th scope="col">Last counted</th>
          </tr>
        </thead>
        <tbody>
          {drifting.largest.map((w) => (
            <tr key={w.warehouse.id}>
              <td>
                <a href={driftHref({ warehouse: w.warehouse.code, ...period })}>{w.warehouse.code}</a>
                <span className="detail place">{w.warehouse.name}</span>
              </td>
              <td className="differs">{w.units}</td>
              <td>{signed(w.net_units)}</td>
              <td>{w.differences}</td>
              <td>
                <a href={countsHref(w.warehouse.code)}>{w.snapshots}</a>
              </td>
              <td>
                <When value={w.last_counted_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** Receipts that differ from what was announced: one row per differing line, the receipt's cells spanning its lines. */
function ReceiptDifferences({ receipts }: { receipts: Attention['receipt_differences']['oldest'] }) {
  return (
    <table className="receipt-differences">
      <caption className="visually-hidden">Oldest receipt differences</caption>
      <thead>
        <tr>
          <th scope="col">Supplier shipment</th>
          <th scope="col">Order or transfer</th>
          <th scope="col">Product</th>
          <th scope="col">Expected</th>
          <th scope="col">Received</th>
          <th scope="col">Damaged</th>
          <th scope="col">Surplus</th>
          <th scope="col">Short</th>
        </tr>
      </thead>
      {receipts.map((r) => (
        <tbody key={r.id}>
          {r.lines.map((l, i) => (
            <tr key={l.id}>
              {i === 0 && (
                <>
                  <td rowSpan={r.lines.length}>
                    <a className="nowrap" href={`#inbound?${new URLSearchParams({ warehouse: r.warehouse.code, state: 'done' }).toString()}`}>
                      {r.number}
                    </a>
                    <span className="detail place">
                      {r.warehouse.code}, received <When value={r.received_at} />
                    </span>
                    {r.remainder && <span className="detail place">rest expected on {r.remainder.number}</span>}
                  </td>
                  <td rowSpan={r.lines.length}>
                    <InboundSource shipment={r} />
                    <span className="detail place">{r.supplier.name}</span>
                  </td>
                </>
              )}
              <td>
                <a href={`#/products/${encodeURIComponent(l.product.code)}`}>{l.product.code}</a>
              </td>
              <td>{l.expected}</td>
              <td>{l.received}</td>
              <td className={l.damaged > 0 ? 'differs' : undefined}>{l.damaged}</td>
              <td className={l.surplus > 0 ? 'differs' : undefined}>{l.surplus}</td>
              <td className={l.not_received > 0 ? 'differs' : undefined}>{l.not_received}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
