import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DocksideClient, paths } from '@dockside/client';
import { failureText, problemText, Unread, type Untyped } from './answers.ts';
import { FieldError, fieldProps, NO_ERRORS, REFUSED, SendButton, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { useSettled } from './hooks.ts';
import { Notice, ViewerNote } from './notice.tsx';
import { useLookup } from './paged-list.ts';

type Returnable = paths['/api/v1/orders/{id}/returnable']['get']['responses'][200]['content']['application/json'];
type Preview = paths['/api/v1/returns/preview']['post']['responses'][200]['content']['application/json'];
type ReturnBody = paths['/api/v1/returns']['post']['requestBody']['content']['application/json'];
type Figures = { ordered: number; shipped: number; returned: number; returnable: number };

/** One thing that may come back: an order line's own product, or one component of a bundle line. */
type Row = Figures & { key: string; orderLineId: number; productCode: string; bundle: string | null };

const SOURCES = ['manual', 'storefront', 'marketplace', 'channel'] as const;

/** The order's returnable rows: each line's product, then (for a bundle line) each component on its own. */
function rowsOf(returnable: Returnable): Row[] {
  return returnable.lines
    .flatMap((line) => [
      { key: `${line.order_line_id}`, orderLineId: line.order_line_id, productCode: line.product_code, bundle: null, ...figures(line) },
      ...line.components.map((c) => ({
        key: `${line.order_line_id}/${c.product_code}`,
        orderLineId: line.order_line_id,
        productCode: c.product_code,
        bundle: line.product_code,
        ...figures(c),
      })),
    ])
    .filter((row) => row.returnable > 0);
}

const figures = ({ ordered, shipped, returned, returnable }: Figures): Figures => ({ ordered, shipped, returned, returnable });

/** The rows a quantity was typed for, as POST /returns lines (a component names its product), in the rows' order. */
function chosenLines(rows: Row[], quantities: Record<string, string>, reasons: Record<string, string>): ReturnBody['lines'] {
  return rows.flatMap((row) => {
    const quantity = (quantities[row.key] ?? '').trim();
    const reason = reasons[row.key]?.trim();
    return quantity === ''
      ? []
      : [
          {
            order_line_id: row.orderLineId,
            ...(row.bundle ? { product_code: row.productCode } : {}),
            quantity: Number(quantity),
            ...(reason ? { reason } : {}),
          },
        ];
  });
}

/** How a row is named to people: its product, and the bundle it is one part of. */
const rowName = (row: Row) => `${row.productCode}${row.bundle ? ` in ${row.bundle}` : ''}`;

/** A problem's fields with `/lines/{i}` named by the row that line of `body` came from, so people see which product is meant. */
function labelled(text: string, body: ReturnBody, rows: Row[]): string {
  return text.replace(/lines\/(\d+)(\/\w+)?/g, (whole, index: string, field?: string) => {
    const line = body.lines[Number(index)];
    const row =
      line &&
      rows.find((r) => r.orderLineId === line.order_line_id && (line.product_code === undefined ? r.bundle === null : r.productCode === line.product_code));
    return row ? `${rowName(row)}${field ? ` ${field.slice(1)}` : ''}` : whole;
  });
}

/**
 * A new return of one order (docs/console.md "Returns"): the order's returnable lines (and bundle
 * components) with what was ordered, shipped and already returned, a quantity and reason for each, the
 * source and the optional inbound parcel; as the form settles, POST /returns/preview shows where routing
 * sends each line and why (the same checks and routing as the real thing, nothing written). Create
 * opens the new return's page. Viewers see the figures only.
 */
export function NewReturn({ client, canWrite, number }: { client: DocksideClient; canWrite: boolean; number: string }) {
  const [returnable, setReturnable] = useState<Returnable | null>(null);
  const carriers = useLookup<{ code: string }>(client, '/api/v1/carriers');
  const [error, setError] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [form, setForm] = useState({ source: 'manual', carrier_code: '', tracking_number: '', planned_date: '' });
  const { errors, notice, sending, submit } = useSubmit();
  // A refusal stays shown while the form still says what was refused.
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useFocusFirstInvalid(errors);

  useEffect(() => {
    const get = client.GET as unknown as Untyped;
    setReturnable(null);
    get('/api/v1/orders/{id}/returnable', { params: { path: { id: number } } }).then(
      ({ data, error: problem, response }) => {
        if (data === undefined) setError(problemText(problem, response));
        else setReturnable(data as Returnable);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client, number]);

  const rows = useMemo(() => (returnable ? rowsOf(returnable) : []), [returnable]);
  const lines = chosenLines(rows, quantities, reasons);
  const body: ReturnBody | null =
    lines.length === 0
      ? null
      : {
          order: number,
          source: form.source as ReturnBody['source'],
          lines,
          ...(form.carrier_code.trim() ? { carrier_code: form.carrier_code.trim() } : {}),
          ...(form.tracking_number.trim() ? { tracking_number: form.tracking_number.trim() } : {}),
          ...(form.planned_date ? { planned_date: form.planned_date } : {}),
        };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!body || sending) return;
    setSent(JSON.stringify(body));
    const created = await submit(
      () => (client.POST as unknown as Untyped)('/api/v1/returns', { body }),
      (problem, response) => `${REFUSED}${labelled(problemText(problem, response), body, rows)}`,
    );
    if (created) window.location.hash = `#/returns/${encodeURIComponent((created.data as { number: string }).number)}`;
  };
  // The API's messages on a line's quantity and reason, while the form is the one refused: a row's line is
  // its place among the rows with a quantity (`/lines/1/quantity` is the second of them).
  const current = sent !== null && body !== null && sent === JSON.stringify(body);
  const shownErrors = current ? errors : NO_ERRORS;
  const lineOf = new Map(rows.filter((row) => (quantities[row.key] ?? '').trim() !== '').map((row, i) => [row.key, i]));
  const cell = (row: Row, name: 'quantity' | 'reason') => {
    const pointer = `/lines/${lineOf.get(row.key) ?? -1}/${name}`;
    const id = `nr-${row.key.replace('/', '-')}-${name}`;
    return { props: fieldProps(shownErrors, pointer, id), error: <FieldError errors={shownErrors} pointer={pointer} id={id} /> };
  };

  if (error)
    return (
      <p role="alert" className="error">
        Order {number}: {error}
      </p>
    );
  if (!returnable) return <p aria-busy="true">Loading {number}…</p>;
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  return (
    <article aria-labelledby="new-return-title">
      <p>
        <a href={`#/orders/${encodeURIComponent(number)}`}>← Order {number}</a>
      </p>
      <h1 id="new-return-title">New return of {number}</h1>
      {!canWrite && <ViewerNote doing="creating a return" />}
      {rows.length === 0 ? (
        <p>Nothing of {number} can be returned: nothing has shipped yet, or all of it came back already.</p>
      ) : (
        <form
          ref={formRef}
          onSubmit={(e) => {
            void create(e);
          }}
          aria-labelledby="new-return-title"
        >
          <table>
            <caption>What can be returned</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Ordered</th>
                <th scope="col">Shipped</th>
                <th scope="col">Already returned</th>
                <th scope="col">Returnable</th>
                {canWrite && (
                  <>
                    <th scope="col">Quantity</th>
                    <th scope="col">Reason</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {row.productCode}
                    {row.bundle && <span className="hint"> (one part of {row.bundle})</span>}
                  </th>
                  <td>{row.ordered}</td>
                  <td>{row.shipped}</td>
                  <td>{row.returned}</td>
                  <td>{row.returnable}</td>
                  {canWrite && (
                    <>
                      <td>
                        <input
                          {...cell(row, 'quantity').props}
                          aria-label={`Quantity of ${rowName(row)}`}
                          inputMode="decimal"
                          size={6}
                          value={quantities[row.key] ?? ''}
                          onChange={(e) => setQuantities({ ...quantities, [row.key]: e.target.value })}
                        />
                        {cell(row, 'quantity').error}
                      </td>
                      <td>
                        <input
                          {...cell(row, 'reason').props}
                          aria-label={`Reason for ${rowName(row)}`}
                          maxLength={500}
                          value={reasons[row.key] ?? ''}
                          onChange={(e) => setReasons({ ...reasons, [row.key]: e.target.value })}
                        />
                        {cell(row, 'reason').error}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {canWrite && (
            <>
              <fieldset className="card return-details">
                <legend>The return</legend>
                <label htmlFor="nr-source">Source</label>
                <select id="nr-source" {...field('source')}>
                  {SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                <label htmlFor="nr-carrier">Carrier (optional)</label>
                <input id="nr-carrier" list="nr-carriers" {...field('carrier_code')} placeholder="ups" />
                <datalist id="nr-carriers">
                  {carriers.rows.map((c) => (
                    <option key={c.code} value={c.code} />
                  ))}
                </datalist>
                <Unread what="The carrier codes to suggest" error={carriers.error} />
                <label htmlFor="nr-tracking">Tracking number (optional)</label>
                <input id="nr-tracking" {...field('tracking_number')} />
                <label htmlFor="nr-planned">Expected on (optional)</label>
                <input id="nr-planned" type="date" {...field('planned_date')} />
              </fieldset>
              <RoutingPreview client={client} body={body} rows={rows} />
              <SendButton sending={sending} disabled={!body}>
                Create return
              </SendButton>
              {current && <Notice message={notice} focus={errors.size === 0} />}
            </>
          )}
        </form>
      )}
    </article>
  );
}

/**
 * Where routing sends each chosen line, asked of POST /returns/preview once the form has settled; an
 * answer to an older form is dropped. The preview's refusal is what creating would answer.
 */
function RoutingPreview({ client, body, rows }: { client: DocksideClient; body: ReturnBody | null; rows: Row[] }) {
  const [settled] = useSettled(body ? JSON.stringify(body) : '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    const question = ++asked.current;
    if (!settled) {
      setPreview(null);
      setProblem(null);
      return;
    }
    const asking = JSON.parse(settled) as ReturnBody;
    void (client.POST as unknown as Untyped)('/api/v1/returns/preview', { body: asking }).then(({ data, error, response }) => {
      if (question !== asked.current) return;
      setPreview(data === undefined ? null : (data as Preview));
      setProblem(data === undefined ? labelled(problemText(error, response), asking, rows) : null);
    });
  }, [client, settled, rows]);

  // One line says what the preview found, and only it is live: a screen reader hears that line as each
  // answer lands, not the whole table again; the table is there to read at will.
  const summary = !settled
    ? 'Type a quantity to see where each line goes.'
    : problem
      ? `Not returnable as it stands: ${problem}`
      : preview
        ? `${preview.customer_return_shipments.length === 1 ? 'One customer return shipment' : `${preview.customer_return_shipments.length} customer return shipments`}: ` +
          `${preview.customer_return_shipments.map((c) => `${c.warehouse} (${c.lines.map((l) => `${l.quantity} × ${l.product_code}`).join(', ')})`).join('; ')}.`
        : 'Asking where routing sends it…';
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Where routing sends it</h2>
      {preview && (
        <table>
          <caption className="visually-hidden">Routing of each line</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Warehouse</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.product_code}</td>
                <td>{line.quantity}</td>
                <td>
                  <strong>{line.warehouse}</strong>
                </td>
                <td>{line.routing.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={problem ? 'preview-summary error' : 'preview-summary'} aria-live="polite">
        {summary}
      </p>
    </section>
  );
}
