import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, problemText, ReloadFailed, Unread, When, type Untyped } from './answers.ts';
import { draftLine, Field, LineItems, SendButton, useFocusFirstInvalid, useProductOptions, useSubmit, type LineDraft } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';
import { useLookup, usePagedList } from './paged-list.ts';
import { cancellationText, type ShipmentCancellation } from './cancellation.ts';

type WarehouseRef = { id: number; code: string; name: string };

type Transfer = {
  id: number;
  number: string;
  state: string;
  from_warehouse: WarehouseRef;
  to_warehouse: WarehouseRef;
  created_at: string;
  shipped_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  lines: { id: number; product_code: string; quantity: number; lot: string | null; shipped_quantity: number; received_quantity: number }[];
  customer_shipments: { id: number; number: string; state: string; cancellation: ShipmentCancellation | null }[];
  supplier_shipments: { id: number; number: string; state: string; carrier_code: string | null; tracking_number: string | null }[];
};

const STATES = ['', 'open', 'in_transit', 'received', 'cancelled'] as const;

/** A state as people read it (`in transit`). */
const stateText = (state: string) => state.replace('_', ' ');

/**
 * Stock moving between the merchant's warehouses (docs/admin-api.md "Transfers"): each transfer with its
 * route and state (`open` until the source ships, `in transit` until the destination receives), 50 a page.
 */
export function Transfers({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const list = usePagedList<Transfer>(client, '/api/v1/transfers', { state });
  return (
    <section aria-labelledby="transfers-title">
      <h1 id="transfers-title">Transfers</h1>
      {canWrite ? (
        <p>
          <a className="button-link" href="#new-transfer">
            New transfer
          </a>
        </p>
      ) : (
        <ViewerNote doing="creating or cancelling transfers" />
      )}
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="tr-state">State</label>
        <select id="tr-state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s === '' ? 'Any' : stateText(s)}
            </option>
          ))}
        </select>
      </form>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {list.loading ? 'Loading transfers…' : `${list.rows.length} transfers shown${list.hasMore ? ', more to load' : ''}.`}
      </p>
      <table aria-busy={list.loading}>
        <caption className="visually-hidden">Transfers</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Units</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((t) => (
            <tr key={t.id}>
              <td>
                <a href={`#/transfers/${encodeURIComponent(t.number)}`}>{t.number}</a>
              </td>
              <td>{t.from_warehouse.code}</td>
              <td>{t.to_warehouse.code}</td>
              <td>{t.lines.reduce((sum, l) => sum + l.quantity, 0)}</td>
              <td>
                <span className={`state state-${t.state}`}>{stateText(t.state)}</span>
              </td>
              <td>
                <When value={t.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.rows.length === 0 && !list.loading && !list.error && <p>{state ? 'No transfers match this filter.' : 'No transfers.'}</p>}
      {list.hasMore && (
        <button type="button" disabled={list.loading} onClick={list.more}>
          More
        </button>
      )}
    </section>
  );
}

/**
 * One transfer: its lines with what the source shipped and the destination received, the source's
 * shipment (and any backorder) and the destination's supplier shipments with the carrier's tracking.
 * An open transfer is cancelled here, confirmed first; so is the backorder of one in transit (what the
 * source has not shipped yet), the rest staying on its way. When the source's warehouse acknowledged the
 * shipment (it may be picking it), the button asks it to cancel instead, and the page says what it answered.
 */
export function TransferDetail({ client, canWrite, number }: { client: DocksideClient; canWrite: boolean; number: string }) {
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writes = useSubmit();
  const { clear } = writes;

  const refresh = useCallback(async () => {
    try {
      const { data, error: problem, response } = await (client.GET as unknown as Untyped)('/api/v1/transfers/{id}', { params: { path: { id: number } } });
      if (data === undefined) throw new Error(problemText(problem, response));
      setTransfer(data as Transfer);
      setError(null);
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [client, number]);
  useEffect(() => {
    setTransfer(null);
    clear();
    void refresh();
  }, [refresh, clear]);

  if (error && !transfer)
    return (
      <p role="alert" className="error">
        Transfer {number}: {error}
      </p>
    );
  if (!transfer) return <p aria-busy="true">Loading {number}…</p>;

  // What the source has not shipped: the shipment of an open transfer, the backorder of one in transit.
  const unshipped = transfer.customer_shipments.find((cs) => cs.state !== 'done' && cs.state !== 'cancelled');
  const backorder = transfer.state === 'in_transit' ? unshipped : undefined;
  // Acknowledged, the source's warehouse may be picking it: cancelling asks it, once.
  const picking = unshipped?.state === 'open';
  const asked = picking && unshipped?.cancellation?.state === 'requested';
  const cancellable = (transfer.state === 'open' || backorder !== undefined) && !asked;
  const cancel = async () => {
    const what = backorder ? `backorder ${backorder.number} of ${transfer.number}` : transfer.number;
    const question = picking
      ? `Ask ${transfer.from_warehouse.code} to cancel ${what}? Its warehouse acknowledged it and may be picking it: it is cancelled if the warehouse accepts, and goes on if it has shipped.`
      : backorder
        ? `Cancel ${what}? ${transfer.from_warehouse.code} no longer ships the rest and its stock is free again; what left stays on its way. This cannot be undone.`
        : `Cancel ${what}? ${transfer.from_warehouse.code} no longer ships it and its stock is free again; this cannot be undone.`;
    if (!window.confirm(question)) return;
    const done = await writes.submit(() => (client.POST as unknown as Untyped)('/api/v1/transfers/{id}/cancel', { params: { path: { id: transfer.id } } }));
    await refresh();
    if (!done) return;
    // 202: the warehouse had acknowledged it (perhaps since the page was read), so it was asked.
    const capitalized = what.charAt(0).toUpperCase() + what.slice(1);
    writes.tell(
      done.response.status === 202 ? `Cancellation of ${what} requested; ${transfer.from_warehouse.code}'s warehouse answers.` : `${capitalized} cancelled.`,
    );
  };

  return (
    <article aria-labelledby="transfer-title">
      <p>
        <a href="#transfers">← Transfers</a>
      </p>
      <h1 id="transfer-title">
        Transfer {transfer.number} <span className={`state state-${transfer.state}`}>{stateText(transfer.state)}</span>
      </h1>
      <ReloadFailed error={error} />
      {!canWrite && <ViewerNote doing="cancelling transfers" />}
      <Notice message={writes.notice} />
      {canWrite && cancellable && (
        <p>
          <SendButton
            type="button"
            sending={writes.sending}
            busyText="Cancelling…"
            onClick={() => {
              void cancel();
            }}
          >
            {picking ? 'Request cancellation' : backorder ? 'Cancel backorder' : 'Cancel transfer'}
          </SendButton>
        </p>
      )}
      <dl className="facts">
        <dt>From</dt>
        <dd>
          {transfer.from_warehouse.code} ({transfer.from_warehouse.name})
        </dd>
        <dt>To</dt>
        <dd>
          {transfer.to_warehouse.code} ({transfer.to_warehouse.name})
        </dd>
        <dt>Created</dt>
        <dd>
          <When value={transfer.created_at} />
        </dd>
        {transfer.shipped_at && (
          <>
            <dt>Shipped</dt>
            <dd>
              <When value={transfer.shipped_at} />
            </dd>
          </>
        )}
        {transfer.received_at && (
          <>
            <dt>Received</dt>
            <dd>
              <When value={transfer.received_at} />
            </dd>
          </>
        )}
      </dl>
      <h2>Lines</h2>
      <table>
        <caption className="visually-hidden">Lines of {transfer.number}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Lot</th>
            <th scope="col">Quantity</th>
            <th scope="col">Shipped</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {transfer.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <a href={`#/products/${encodeURIComponent(line.product_code)}`}>{line.product_code}</a>
              </td>
              <td>{line.lot ?? '—'}</td>
              <td>{line.quantity}</td>
              <td>{line.shipped_quantity}</td>
              <td>{line.received_quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Leaving {transfer.from_warehouse.code}</h2>
      <ul>
        {transfer.customer_shipments.map((cs) => (
          <li key={cs.id}>
            <span className="mono">{cs.number}</span> <span className={`state state-${cs.state}`}>{cs.state}</span>
            {cs.cancellation && <> · cancellation {cancellationText(cs.cancellation)}</>}
          </li>
        ))}
      </ul>
      <h2>Arriving at {transfer.to_warehouse.code}</h2>
      <table>
        <caption className="visually-hidden">Supplier shipments of {transfer.number}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">State</th>
            <th scope="col">Carrier</th>
            <th scope="col">Tracking</th>
          </tr>
        </thead>
        <tbody>
          {transfer.supplier_shipments.map((ss) => (
            <tr key={ss.id}>
              <td className="mono">{ss.number}</td>
              <td>
                <span className={`state state-${ss.state}`}>{ss.state}</span>
              </td>
              <td>{ss.carrier_code ?? '—'}</td>
              <td className="mono">{ss.tracking_number ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

type Line = LineDraft & { lot: string };
const newLine = () => draftLine<Line>({ product_code: '', quantity: '1', lot: '' });

/**
 * A new transfer: the source and destination warehouses and the lines to move (product, quantity, an
 * optional lot). Created through POST /transfers: the source's warehouse sees a shipment to pack, the
 * destination's an arrival that waits until it ships.
 */
export function NewTransfer({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const warehouses = useLookup<{ code: string; name: string }>(client, '/api/v1/warehouses');
  const { products, error: productsError } = useProductOptions(client);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const { errors, notice, sending, submit, clear } = useSubmit();
  const formRef = useFocusFirstInvalid(errors);

  if (!canWrite)
    return (
      <section aria-labelledby="new-transfer-title">
        <h1 id="new-transfer-title">New transfer</h1>
        <ViewerNote doing="creating transfers" />
      </section>
    );

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      from_warehouse: from,
      to_warehouse: to,
      lines: lines.map((l) => ({ product_code: l.product_code.trim(), quantity: Number(l.quantity), ...(l.lot.trim() ? { lot: l.lot.trim() } : {}) })),
    };
    const created = await submit(() => (client.POST as unknown as Untyped)('/api/v1/transfers', { body }));
    if (created) window.location.hash = `#/transfers/${encodeURIComponent((created.data as { number: string }).number)}`;
  };
  const options = warehouses.rows.map((w) => (
    <option key={w.code} value={w.code}>
      {w.code} ({w.name})
    </option>
  ));

  return (
    <section aria-labelledby="new-transfer-title">
      <p>
        <a href="#transfers">← Transfers</a>
      </p>
      <h1 id="new-transfer-title">New transfer</h1>
      <form
        ref={formRef}
        className="record-form"
        aria-labelledby="new-transfer-title"
        onSubmit={(e) => {
          void create(e);
        }}
      >
        <fieldset>
          <legend>Route</legend>
          <Field id="ntr-from" label="From warehouse" pointer="/from_warehouse" errors={errors}>
            {(p) => (
              <select {...p} required value={from} onChange={(e) => setFrom(e.target.value)}>
                <option value="">Choose…</option>
                {options}
              </select>
            )}
          </Field>
          <Field id="ntr-to" label="To warehouse" pointer="/to_warehouse" errors={errors}>
            {(p) => (
              <select {...p} required value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">Choose…</option>
                {options}
              </select>
            )}
          </Field>
          <Unread what="The warehouses" error={warehouses.error} />
        </fieldset>
        <LineItems
          prefix="ntr"
          caption="Transfer lines"
          lines={lines}
          setLines={setLines}
          blank={newLine}
          columns={[{ name: 'lot', header: 'Lot', attributes: { size: 10 } }]}
          errors={errors}
          products={products}
          productsError={productsError}
          onRemove={clear}
        />
        <SendButton sending={sending}>Create transfer</SendButton>
        <Notice message={notice} focus={errors.size === 0} />
      </form>
    </section>
  );
}
