import { useCallback, useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { cancellationText, type ShipmentCancellation } from './cancellation.ts';
import { failureText, problemText, ReloadFailed, When, type Untyped } from './answers.ts';
import { type Address, addressLine } from './address.tsx';
import type { EventRecord } from './Deliveries.tsx';
import { SendButton, useSubmit } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';
import { money } from './money.ts';
import { OrderAddressForm } from './OrderAddressForm.tsx';
import { loadEvents, OrderEvents, type Resource } from './OrderEvents.tsx';
import { readAll } from './paged-list.ts';
import { trackingPage, TrackingLink } from './tracking.tsx';

type Order = {
  number: string;
  reference: string | null;
  channel: string;
  state: string;
  currency: string;
  created_at: string;
  customer: { name: string; email: string | null } | null;
  shipping_address: Address;
  lines: { id: number; product_code: string; quantity: number; unit_price: string | null; warehouse: string }[];
  customer_shipments: { id: number; number: string; warehouse: string; state: string }[];
};
type Package = {
  id: number;
  sscc: string;
  tracking_number: string | null;
  carrier_identifier: string | null;
  medium: string | null;
  weight: number | null;
  weight_uom: string | null;
  items: { product_code: string; quantity: number; lot: string | null }[];
  consumables: { product_code: string; quantity: number }[];
};
type Shipment = {
  id: number;
  number: string;
  state: string;
  warehouse: { code: string; name: string };
  tpl_reference: string | null;
  shipped_at: string | null;
  carrier_identifier: string | null;
  carrier_service: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  backorder_of: { id: number; number: string } | null;
  hold: { reason: string; note: string | null; held_at: string } | null;
  cancellation: ShipmentCancellation | null;
  packages: Package[];
};

/** Why staff hold a shipment (docs/admin-api.md "Holds"), as the select names them. */
const HOLD_REASONS = [
  ['awaiting_payment', 'Awaiting payment'],
  ['high_risk_of_fraud', 'High risk of fraud'],
  ['incorrect_address', 'Incorrect address'],
  ['inventory_out_of_stock', 'Inventory out of stock'],
  ['other', 'Other'],
] as const;
type Carrier = { code: string; tracking_url_template: string | null };
type ReturnOrder = { id: number; number: string; state: string; source: string; customer_return_shipments: { id: number; number: string }[] };

type Loaded = { order: Order; shipments: Shipment[]; carriers: Map<string, Carrier>; returns: ReturnOrder[]; events: EventRecord[] };

/** What the admin API answered, or the problem's detail. */
async function answer<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined) throw new Error(problemText(error, response));
  return data as T;
}

/** The order, each of its shipments with packages, the carriers' tracking pages, its returns, and the events of all of them. */
async function loadOrder(client: DocksideClient, number: string): Promise<Loaded> {
  const get = client.GET as unknown as Untyped;
  const order = await answer<Order>(get('/api/v1/orders/{id}', { params: { path: { id: number } } }));
  const [shipments, carriers, returns] = await Promise.all([
    Promise.all(order.customer_shipments.map((s) => answer<Shipment>(get('/api/v1/customer-shipments/{id}', { params: { path: { id: s.id } } })))),
    readAll<Carrier>(client, '/api/v1/carriers'),
    readAll<ReturnOrder>(client, '/api/v1/returns', { order: number }),
  ]);
  const resources: Resource[] = [
    ...shipments.map((s) => ({ type: 'customer_shipment' as const, id: s.id })),
    ...returns.map((r) => ({ type: 'return_order' as const, id: r.id })),
    ...returns.flatMap((r) => r.customer_return_shipments.map((crs) => ({ type: 'customer_return_shipment' as const, id: crs.id }))),
  ];
  const events = await loadEvents(client, resources);
  return { order, shipments, carriers: new Map(carriers.map((c) => [c.code, c])), returns, events };
}

/** A write staff may make on this page (docs/admin-api.md), asked to confirm first; a hold sends its reason as the body. */
type Action = { path: string; id: number | string; confirm: string; done: string; body?: { reason: string; note?: string } };

/** What staff may do with a shipment in its state (src/domain/shipments/shipment.states.ts). */
function shipmentActions(shipment: Shipment): { label: string; action: Action }[] {
  const actions: { label: string; action: Action }[] = [];
  if (shipment.state === 'waiting') {
    actions.push({
      label: 'Release to warehouse',
      action: {
        path: '/api/v1/customer-shipments/{id}/release',
        id: shipment.id,
        done: `${shipment.number} released to ${shipment.warehouse.code}.`,
        confirm: `Release ${shipment.number} to ${shipment.warehouse.code} now? The warehouse sees it at once, and its stock is allocated in full even where short: available stock goes below zero by the shortfall until stock arrives.`,
      },
    });
  }
  if (shipment.state === 'on_hold') {
    actions.push({
      label: 'Release hold',
      action: {
        path: '/api/v1/customer-shipments/{id}/release-hold',
        id: shipment.id,
        done: `${shipment.number}: hold released.`,
        confirm: `Release the hold of ${shipment.number}? It goes back to the warehouse (or waits for stock, as before the hold).`,
      },
    });
  }
  if (['waiting', 'pending', 'on_hold'].includes(shipment.state)) {
    actions.push({
      label: 'Cancel shipment',
      action: {
        path: '/api/v1/customer-shipments/{id}/cancel',
        id: shipment.id,
        done: `${shipment.number} cancelled.`,
        confirm: `Cancel ${shipment.number}? Its stock is freed; this cannot be undone.`,
      },
    });
  }
  if (shipment.state === 'open' && shipment.cancellation?.state !== 'requested') {
    actions.push({
      label: 'Request cancellation',
      action: {
        path: '/api/v1/customer-shipments/{id}/cancel',
        id: shipment.id,
        done: `${shipment.number}: cancellation requested; the warehouse answers.`,
        confirm: `Ask ${shipment.warehouse.code} to cancel ${shipment.number}? The warehouse has acknowledged it and may be packing it: it cancels the shipment if it can, or tells you it already went.`,
      },
    });
  }
  return actions;
}

/**
 * One order as staff follow it: lines, shipments with packages (SSCC, tracking), the backorder chain,
 * returns and the events of all of them. Staff correct an open order's address, release a waiting
 * shipment, cancel a shipment or the whole order (each confirmed first); the page reloads after.
 */
export function OrderDetail({ client, number, canWrite }: { client: DocksideClient; number: string; canWrite: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The release and cancel buttons: one at a time, each saying how it went.
  const writes = useSubmit();
  const [acting, setActing] = useState<Action | null>(null);
  const { clear } = writes;

  // A failed reading again (after an action) keeps what was shown, with a notice.
  const refresh = useCallback(
    () =>
      loadOrder(client, number).then(
        (read) => {
          setLoaded(read);
          setError(null);
        },
        (failure: unknown) => setError(failureText(failure)),
      ),
    [client, number],
  );
  useEffect(() => {
    setLoaded(null);
    clear();
    void refresh();
  }, [refresh, clear]);

  const act = async (action: Action) => {
    if (!window.confirm(action.confirm)) return;
    setActing(action);
    const done = await writes.submit(() =>
      (client.POST as unknown as Untyped)(action.path, { params: { path: { id: action.id } }, ...(action.body ? { body: action.body } : {}) }),
    );
    // The page shows the state as it is now, also after a refusal (the state changed meanwhile).
    await refresh();
    if (done) writes.tell(action.done);
  };
  const busy = (action: Action | null) => writes.sending && acting?.path === action?.path && acting?.id === action?.id;

  if (error && !loaded)
    return (
      <p role="alert" className="error">
        Order {number}: {error}
      </p>
    );
  if (!loaded) return <p aria-busy="true">Loading {number}…</p>;
  const { order, shipments, carriers, returns, events } = loaded;
  const cancelOrder: Action | null =
    order.state === 'open' && !shipments.some((s) => s.state === 'done')
      ? {
          path: '/api/v1/orders/{id}/cancel',
          id: order.number,
          done: `Order ${order.number} cancelled.`,
          confirm: `Cancel order ${order.number}? Every shipment not yet shipped is cancelled and its stock freed; this cannot be undone.`,
        }
      : null;

  return (
    <article aria-labelledby="order-title">
      <p>
        <a href="#orders">← Orders</a>
      </p>
      <h1 id="order-title">
        Order {order.number} <span className={`state state-${order.state}`}>{order.state}</span>
      </h1>
      <ReloadFailed error={error} />
      {!canWrite && <ViewerNote doing="editing the address, releasing or cancelling shipments, cancelling the order or creating a return" />}
      <Notice message={writes.notice} />
      {canWrite && cancelOrder && (
        <p>
          <SendButton
            type="button"
            sending={writes.sending}
            busy={busy(cancelOrder)}
            busyText="Cancelling…"
            onClick={() => {
              void act(cancelOrder);
            }}
          >
            Cancel order
          </SendButton>
        </p>
      )}
      <dl className="facts">
        <dt>Reference</dt>
        <dd>{order.reference ?? '—'}</dd>
        <dt>Channel</dt>
        <dd>{order.channel}</dd>
        <dt>Customer</dt>
        <dd>{order.customer ? `${order.customer.name}${order.customer.email ? ` <${order.customer.email}>` : ''}` : '—'}</dd>
        <dt>Ship to</dt>
        <dd>{addressLine(order.shipping_address)}</dd>
        <dt>Created</dt>
        <dd>
          <When value={order.created_at} />
        </dd>
      </dl>
      {canWrite && order.state === 'open' && (
        <OrderAddressForm
          key={addressLine(order.shipping_address)}
          client={client}
          order={order}
          acknowledged={shipments.filter((s) => s.state === 'open').map((s) => s.number)}
          onSaved={async (message) => {
            await refresh();
            writes.tell(message);
          }}
        />
      )}

      <h2>Lines</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Warehouse</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product_code}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unit_price, order.currency)}</td>
              <td>{line.warehouse}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Shipments</h2>
      {shipments.map((shipment) => (
        <section key={shipment.id} className="shipment" aria-labelledby={`shipment-${shipment.id}`}>
          <h3 id={`shipment-${shipment.id}`}>
            {shipment.number} <span className={`state state-${shipment.state}`}>{shipment.state}</span>
          </h3>
          <dl className="facts">
            <dt>Warehouse</dt>
            <dd>
              {shipment.warehouse.code} ({shipment.warehouse.name})
            </dd>
            {shipment.backorder_of && (
              <>
                <dt>Backorder of</dt>
                <dd>{shipment.backorder_of.number}</dd>
              </>
            )}
            {shipment.hold && (
              <>
                <dt>On hold</dt>
                <dd>
                  {HOLD_REASONS.find(([code]) => code === shipment.hold?.reason)?.[1] ?? shipment.hold.reason}
                  {shipment.hold.note ? `: ${shipment.hold.note}` : ''} (since <When value={shipment.hold.held_at} />)
                </dd>
              </>
            )}
            {shipment.cancellation && (
              <>
                <dt>Cancellation</dt>
                <dd>{cancellationText(shipment.cancellation)}</dd>
              </>
            )}
            {shipment.tpl_reference && (
              <>
                <dt>Warehouse reference</dt>
                <dd>{shipment.tpl_reference}</dd>
              </>
            )}
            {shipment.shipped_at && (
              <>
                <dt>Shipped</dt>
                <dd>
                  <When value={shipment.shipped_at} /> by {shipment.carrier_identifier} {shipment.carrier_service ?? ''}
                </dd>
              </>
            )}
            {shipment.tracking_number && (
              <>
                <dt>Tracking</dt>
                <dd>
                  <TrackingLink href={shipment.tracking_url} number={shipment.tracking_number} />
                </dd>
              </>
            )}
          </dl>
          {canWrite &&
            shipmentActions(shipment).map(({ label, action }) => (
              <SendButton
                key={label}
                type="button"
                className="inline-action"
                sending={writes.sending}
                busy={busy(action)}
                busyText={label === 'Request cancellation' ? 'Requesting…' : action.path.endsWith('/cancel') ? 'Cancelling…' : 'Releasing…'}
                aria-label={`${label} ${shipment.number}`}
                onClick={() => {
                  void act(action);
                }}
              >
                {label}
              </SendButton>
            ))}
          {canWrite && (shipment.state === 'waiting' || shipment.state === 'pending') && (
            <HoldForm shipment={shipment} sending={writes.sending} busy={(action) => busy(action)} onHold={(action) => void act(action)} />
          )}
          {shipment.packages.length > 0 && (
            <table>
              <caption>Packages of {shipment.number}</caption>
              <thead>
                <tr>
                  <th scope="col">SSCC</th>
                  <th scope="col">Tracking</th>
                  <th scope="col">Contents</th>
                  <th scope="col">Packaging</th>
                  <th scope="col">Weight</th>
                </tr>
              </thead>
              <tbody>
                {shipment.packages.map((p) => (
                  <tr key={p.id}>
                    <td className="mono">{p.sscc}</td>
                    <td>
                      <TrackingLink
                        href={trackingPage(p.carrier_identifier ? carriers.get(p.carrier_identifier)?.tracking_url_template : null, p.tracking_number)}
                        number={p.tracking_number}
                      />
                    </td>
                    <td>{p.items.map((i) => `${i.quantity} × ${i.product_code}${i.lot ? ` (lot ${i.lot})` : ''}`).join(', ')}</td>
                    <td>{p.consumables.map((c) => `${c.quantity} × ${c.product_code}`).join(', ') || '—'}</td>
                    <td>{p.weight === null ? '—' : `${p.weight} ${p.weight_uom ?? ''}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}

      <h2>Returns</h2>
      {returns.length === 0 ? (
        <p>No returns.</p>
      ) : (
        <ul>
          {returns.map((r) => (
            <li key={r.id}>
              <a href={`#/returns/${encodeURIComponent(r.number)}`}>{r.number}</a> <span className={`state state-${r.state}`}>{r.state}</span> ({r.source})
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <p>
          <a className="button-link" href={`#/new-return/${encodeURIComponent(order.number)}`}>
            New return
          </a>
        </p>
      )}

      <h2>Events</h2>
      <OrderEvents events={events} />
    </article>
  );
}

/**
 * Holding a shipment the warehouse has not acknowledged: a reason, an optional note, and the button
 * (docs/admin-api.md "Holds"). An acknowledged shipment offers no hold: the warehouse may be picking it.
 */
function HoldForm({
  shipment,
  sending,
  busy,
  onHold,
}: {
  shipment: Shipment;
  sending: boolean;
  busy: (action: Action) => boolean;
  onHold: (action: Action) => void;
}) {
  const [reason, setReason] = useState<string>('awaiting_payment');
  const [note, setNote] = useState('');
  const action: Action = {
    path: '/api/v1/customer-shipments/{id}/hold',
    id: shipment.id,
    body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
    done: `${shipment.number} is on hold.`,
    confirm: `Hold ${shipment.number}? The warehouse will not pack it until you release the hold; its stock stays reserved for it.`,
  };
  return (
    <form
      className="inline-form"
      aria-label={`Hold ${shipment.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        onHold(action);
      }}
    >
      <label htmlFor={`hold-reason-${shipment.id}`}>Hold reason</label>
      <select id={`hold-reason-${shipment.id}`} value={reason} onChange={(event) => setReason(event.target.value)}>
        {HOLD_REASONS.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      <label htmlFor={`hold-note-${shipment.id}`}>Note</label>
      <input id={`hold-note-${shipment.id}`} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      <SendButton type="submit" sending={sending} busy={busy(action)} busyText="Holding…">
        Hold shipment
      </SendButton>
    </form>
  );
}
