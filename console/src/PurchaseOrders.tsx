import { useCallback, useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, problemText, ReloadFailed, Unread, When, type Untyped } from './answers.ts';
import { SendButton, useSubmit } from './forms.tsx';
import { money } from './money.ts';
import { Notice, ViewerNote } from './notice.tsx';
import { usePagedList } from './paged-list.ts';
import { PurchaseOrderForm, useSuppliersAndWarehouses } from './PurchaseOrderForm.tsx';

type PurchaseOrder = {
  id: number;
  number: string;
  state: string;
  supplier: string;
  warehouse: string;
  reference: string | null;
  currency: string;
  expected_date: string | null;
  confirmed_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  lines: { id: number; product_code: string; quantity: number; unit_cost: string | null; received_quantity: number; remaining_quantity: number }[];
  supplier_shipments: {
    id: number;
    number: string;
    state: string;
    planned_date: string | null;
    carrier_code: string | null;
    tracking_number: string | null;
    reference: string | null;
  }[];
};

const STATES = ['', 'draft', 'confirmed', 'partially_received', 'received', 'cancelled'] as const;

/** Units received of units ordered, over the order's lines. */
function receivedText(order: PurchaseOrder): string {
  const ordered = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  const received = order.lines.reduce((sum, l) => sum + l.received_quantity, 0);
  return `${received} of ${ordered}`;
}

/**
 * The purchase orders (docs/admin-api.md "Purchase orders"): state, supplier and warehouse filters, 50 a
 * page with "More", each with what has arrived of what was ordered.
 */
export function PurchaseOrders({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const [supplier, setSupplier] = useState('');
  const [warehouse, setWarehouse] = useState('');
  const { choices, error: choicesError } = useSuppliersAndWarehouses(client);
  const list = usePagedList<PurchaseOrder>(client, '/api/v1/purchase-orders', { state, supplier, warehouse });

  return (
    <section aria-labelledby="po-title">
      <h1 id="po-title">Purchase orders</h1>
      {canWrite ? (
        <p>
          <a className="button-link" href="#new-purchase-order">
            New purchase order
          </a>
        </p>
      ) : (
        <ViewerNote doing="creating, confirming or cancelling purchase orders" />
      )}
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="po-state">State</label>
        <select id="po-state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : s.replace('_', ' ')}
            </option>
          ))}
        </select>
        <label htmlFor="po-supplier">Supplier</label>
        <select id="po-supplier" value={supplier} onChange={(e) => setSupplier(e.target.value)}>
          <option value="">Any</option>
          {choices?.suppliers.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
            </option>
          ))}
        </select>
        <label htmlFor="po-warehouse">Warehouse</label>
        <select id="po-warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
          <option value="">Any</option>
          {choices?.warehouses.map((w) => (
            <option key={w.code} value={w.code}>
              {w.code} ({w.name})
            </option>
          ))}
        </select>
        <Unread what="The suppliers and warehouses" error={choicesError} />
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {list.loading ? 'Loading purchase orders…' : `${list.rows.length} purchase orders shown${list.hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Purchase orders</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Supplier</th>
            <th scope="col">Warehouse</th>
            <th scope="col">Reference</th>
            <th scope="col">Expected</th>
            <th scope="col">Received</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((po) => (
            <tr key={po.id}>
              <td>
                <a href={`#/purchase-orders/${encodeURIComponent(po.number)}`}>{po.number}</a>
              </td>
              <td>{po.supplier}</td>
              <td>{po.warehouse}</td>
              <td>{po.reference ?? ''}</td>
              <td>{po.expected_date ?? '—'}</td>
              <td>{receivedText(po)}</td>
              <td>
                <span className={`state state-${po.state}`}>{po.state.replace('_', ' ')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.rows.length === 0 && !list.loading && !list.error && (
        <p>{state || supplier || warehouse ? 'No purchase orders match these filters.' : 'No purchase orders.'}</p>
      )}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

/** A write staff may make on the order, asked to confirm first. */
type Action = { path: '/api/v1/purchase-orders/{id}/confirm' | '/api/v1/purchase-orders/{id}/cancel'; label: string; confirm: string; done: string };

/** What staff may do with an order in its state. */
function orderActions(order: PurchaseOrder): Action[] {
  const actions: Action[] = [];
  if (order.state === 'draft') {
    actions.push({
      path: '/api/v1/purchase-orders/{id}/confirm',
      label: 'Confirm order',
      confirm: `Confirm ${order.number}? One supplier shipment holding the whole order is announced to ${order.warehouse}.`,
      done: `${order.number} confirmed: ${order.warehouse} sees what is coming.`,
    });
  }
  if (['draft', 'confirmed', 'partially_received'].includes(order.state)) {
    actions.push({
      path: '/api/v1/purchase-orders/{id}/cancel',
      label: 'Cancel order',
      confirm: `Cancel ${order.number}? What is not received yet is no longer expected: its supplier shipments are cancelled. This cannot be undone.`,
      done: `${order.number} cancelled.`,
    });
  }
  return actions;
}

/**
 * One purchase order as a buyer follows it: its lines with what arrived and what is still to come, and
 * its supplier shipments (the arrivals announced to the warehouse) with their state and tracking.
 * A draft is changed here (Edit draft: the form, saved whole), confirmed (one arrival for the whole order)
 * and an order cancelled, each confirmed first.
 */
export function PurchaseOrderDetail({ client, canWrite, number }: { client: DocksideClient; canWrite: boolean; number: string }) {
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const writes = useSubmit();
  const { clear } = writes;

  const refresh = useCallback(async () => {
    try {
      const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/purchase-orders/{id}', { params: { path: { id: number } } });
      if (data === undefined) throw new Error(problemText(problem, response));
      setOrder(data as PurchaseOrder);
      setError(null);
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [client, number]);
  useEffect(() => {
    setOrder(null);
    setEditing(false);
    clear();
    void refresh();
  }, [refresh, clear]);

  if (error && !order)
    return (
      <p role="alert" className="error">
        Purchase order {number}: {error}
      </p>
    );
  if (!order) return <p aria-busy="true">Loading {number}…</p>;

  const act = async (action: Action) => {
    if (!window.confirm(action.confirm)) return;
    const done = await writes.submit(() => (client.POST as unknown as Untyped)(action.path, { params: { path: { id: order.id } } }));
    await refresh();
    if (done) writes.tell(action.done);
  };

  return (
    <article aria-labelledby="po-detail-title">
      <p>
        <a href="#purchase-orders">← Purchase orders</a>
      </p>
      <h1 id="po-detail-title">
        Purchase order {order.number} <span className={`state state-${order.state}`}>{order.state.replace('_', ' ')}</span>
      </h1>
      <ReloadFailed error={error} />
      {!canWrite && <ViewerNote doing="confirming or cancelling purchase orders" />}
      <Notice message={writes.notice} />
      {canWrite && (
        <p>
          {order.state === 'draft' && (
            <button type="button" className="inline-action" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              {editing ? 'Stop editing' : 'Edit draft'}
            </button>
          )}
          {orderActions(order).map((action) => (
            <SendButton
              key={action.label}
              type="button"
              className="inline-action"
              sending={writes.sending}
              busyText={action.label.startsWith('Confirm') ? 'Confirming…' : 'Cancelling…'}
              onClick={() => {
                void act(action);
              }}
            >
              {action.label}
            </SendButton>
          ))}
        </p>
      )}
      {editing && order.state === 'draft' && (
        <PurchaseOrderForm
          client={client}
          canWrite={canWrite}
          draft={order}
          onSaved={() => {
            setEditing(false);
            void refresh().then(() => writes.tell(`${order.number} saved.`));
          }}
        />
      )}
      <dl className="facts">
        <dt>Supplier</dt>
        <dd>{order.supplier}</dd>
        <dt>Warehouse</dt>
        <dd>{order.warehouse}</dd>
        <dt>Reference</dt>
        <dd>{order.reference ?? '—'}</dd>
        <dt>Expected</dt>
        <dd>{order.expected_date ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <When value={order.created_at} />
        </dd>
        {order.confirmed_at && (
          <>
            <dt>Confirmed</dt>
            <dd>
              <When value={order.confirmed_at} />
            </dd>
          </>
        )}
        {order.received_at && (
          <>
            <dt>Received</dt>
            <dd>
              <When value={order.received_at} />
            </dd>
          </>
        )}
      </dl>

      <h2>Lines</h2>
      <table>
        <caption className="visually-hidden">Lines of {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Ordered</th>
            <th scope="col">Unit cost</th>
            <th scope="col">Received</th>
            <th scope="col">Remaining</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <a href={`#/products/${encodeURIComponent(line.product_code)}`}>{line.product_code}</a>
              </td>
              <td>{line.quantity}</td>
              <td>{line.unit_cost === null ? '—' : money(line.unit_cost, order.currency)}</td>
              <td>{line.received_quantity}</td>
              <td>{line.remaining_quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Supplier shipments</h2>
      {order.supplier_shipments.length === 0 ? (
        <p>{order.state === 'draft' ? 'None yet: confirming the order announces it to the warehouse.' : 'None.'}</p>
      ) : (
        <table>
          <caption className="visually-hidden">Supplier shipments of {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">State</th>
              <th scope="col">Planned</th>
              <th scope="col">Carrier</th>
              <th scope="col">Tracking</th>
              <th scope="col">Reference</th>
            </tr>
          </thead>
          <tbody>
            {order.supplier_shipments.map((ss) => (
              <tr key={ss.id}>
                <td className="mono">{ss.number}</td>
                <td>
                  <span className={`state state-${ss.state}`}>{ss.state}</span>
                </td>
                <td>{ss.planned_date ?? '—'}</td>
                <td>{ss.carrier_code ?? '—'}</td>
                <td className="mono">{ss.tracking_number ?? '—'}</td>
                <td>{ss.reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
