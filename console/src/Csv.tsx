import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { problemText, type Untyped } from './answers.ts';
import { Field, NO_ERRORS, REFUSED, SendButton, useSubmit } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';

type ImportKind = 'products' | 'stock-adjustments' | 'orders';

type ImportResult = {
  kind: ImportKind;
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  order_lines?: number;
  customer_shipments?: { released: number; waiting: number };
};

type RowProblem = { code: string; message: string; line?: number; column?: string | null };

/** What each import reads (docs/admin-api.md "CSV import and export"): its columns, those it needs first. */
const IMPORTS: Record<ImportKind, { label: string; required: string; optional: string; note: string }> = {
  products: {
    label: 'Products',
    required: 'code',
    optional: 'name, upc, uom, consumable, lot_tracked, components, return_warehouse, unit_price, unit_customs_value',
    note: 'Creates the products whose code is new and updates the others; a column left out keeps its value. Components are written MUG:2;TEE:1. An exported products file imports back.',
  },
  'stock-adjustments': {
    label: 'Stock adjustments',
    required: 'warehouse, product_code, quantity',
    optional: 'location, lot, reason',
    note: 'One signed change per row (5 adds, -2 removes), applied in file order; an empty location is primary storage.',
  },
  orders: {
    label: 'Orders',
    required: 'number, channel, customer_code, customer_name, warehouse, product_code, quantity, unit_price',
    optional:
      'reference, currency, customer_email, customer_phone, shipping_address_name, shipping_address_street, shipping_address_street2, ' +
      'shipping_address_city, shipping_address_zip, shipping_address_subdivision_code, shipping_address_country_code, shipping_address_phone, ' +
      'shipping_address_email, shipping_instructions, carrier_identifier, carrier_service, planned_date, unit_customs_value',
    note: 'One row per order line; the rows with the same number make one order, whose fields may be given on its first row only.',
  },
};

/** The largest file the API takes (docs/admin-api.md "Limits"). */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * CSV import and export. Staff pick what a file holds and the file; the console reads it in the
 * browser and asks the API for a dry run, which answers what the import would do or every bad row by
 * line and column; nothing is applied until they import. Everyone, viewers too, downloads the exports,
 * filtered as the lists are: plain links to the export routes, which the session cookie authenticates.
 */
export function Csv({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  return (
    <section aria-labelledby="csv-title">
      <h1 id="csv-title">Import / export</h1>
      {canWrite ? <Import client={client} /> : <ViewerNote doing="importing">The exports below download for viewers too.</ViewerNote>}
      <Exports />
    </section>
  );
}

type Checked = { file: File; text: string; result: ImportResult };

function Import({ client }: { client: DocksideClient }) {
  const [kind, setKind] = useState<ImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problems, setProblems] = useState<{ detail: string; rows: RowProblem[] } | null>(null);
  // One request at a time, the check or the import; the import's refusal of rows shows as `problems`.
  const { notice, sending, submit, tell, clear } = useSubmit();

  const reset = () => {
    setChecked(null);
    setProblems(null);
    clear();
  };

  /** Sends the file to the import route: a dry run (`preview`) or the import itself. */
  const send = async (text: string, preview: boolean) => {
    const post = client.POST as unknown as Untyped;
    return post(`/api/v1/imports/${kind}`, {
      params: { query: { dry_run: preview } },
      body: text,
      bodySerializer: (body: string) => body,
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  };

  /** The refusal in words, or null when it is the file's rows (shown line by line instead). */
  const refused = (error: unknown, response: Response) => {
    const problem = error as { code?: string; detail?: string; errors?: RowProblem[] } | undefined;
    if (problem?.code !== 'import_rejected') return `${REFUSED}${problemText(error, response)}`;
    setProblems({ detail: problem.detail ?? 'The file was refused', rows: problem.errors ?? [] });
    return null;
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    reset();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      tell(`${file.name} is larger than 10 MiB: split it into smaller files.`, true);
      return;
    }
    let text = '';
    const answer = await submit(async () => {
      text = await file.text();
      return send(text, true);
    }, refused);
    if (answer) setChecked({ file, text, result: answer.data as ImportResult });
  };

  const apply = async () => {
    if (!checked) return;
    const answer = await submit(() => send(checked.text, false), refused);
    setChecked(null);
    if (answer) tell(`Imported ${checked.file.name}: ${summary(answer.data as ImportResult, false)}`);
  };

  const about = IMPORTS[kind];
  return (
    <form
      className="record-form csv-import"
      onSubmit={(e) => {
        void preview(e);
      }}
      aria-labelledby="csv-import-title"
    >
      <h2 id="csv-import-title">Import</h2>
      <Field id="csv-kind" label="The file holds" pointer="" errors={NO_ERRORS}>
        {(props) => (
          <select
            {...props}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              reset();
            }}
          >
            {(Object.keys(IMPORTS) as ImportKind[]).map((k) => (
              <option key={k} value={k}>
                {IMPORTS[k].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="hint" id="csv-columns">
        Columns (first row): <strong>{about.required}</strong>
        {about.optional ? `; optional: ${about.optional}` : ''}. {about.note}
      </p>
      <Field id="csv-file" label="CSV file (UTF-8, comma-separated)" pointer="" errors={NO_ERRORS}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".csv,text/csv"
            aria-describedby="csv-columns"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <SendButton sending={sending} busy={sending && !checked} busyText="Checking…" disabled={!file}>
          Check file
        </SendButton>
        {checked && (
          <SendButton
            type="button"
            sending={sending}
            busyText="Importing…"
            onClick={() => {
              void apply();
            }}
          >
            Import {checked.result.rows} row{checked.result.rows === 1 ? '' : 's'}
          </SendButton>
        )}
      </div>
      {sending && <p role="status">Working on {file?.name}…</p>}
      {checked && (
        <p role="status" className="preview">
          Checked {checked.file.name}, nothing applied yet: {summary(checked.result, true)}
        </p>
      )}
      <Notice message={notice} />
      {problems && <Problems detail={problems.detail} rows={problems.rows} />}
    </form>
  );
}

/** What an import did, or would do (`preview`), in words. */
function summary(result: ImportResult, preview: boolean): string {
  const would = (verb: string) => (preview ? `would ${verb}` : verb === 'leave' ? 'left' : `${verb}d`);
  const what = { products: 'product', 'stock-adjustments': 'stock adjustment', orders: 'order' }[result.kind];
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const parts = [`${would('create')} ${plural(result.created, what)}`];
  if (result.kind === 'products') parts.push(`${would('update')} ${result.updated}`, `${would('leave')} ${result.unchanged} unchanged`);
  if (result.customer_shipments) {
    parts.push(
      `${plural(result.order_lines ?? 0, 'line')}; ${result.customer_shipments.released} shipments released, ${result.customer_shipments.waiting} waiting for stock`,
    );
  }
  return `${plural(result.rows, 'row')} read; ${parts.join(', ')}.`;
}

function Problems({ detail, rows }: { detail: string; rows: RowProblem[] }) {
  return (
    <div className="csv-problems">
      <p role="alert" className="error">
        {detail}. Correct these rows and check the file again.
      </p>
      <table>
        <caption>Rows refused</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>{row.line ?? ''}</td>
              <td>{row.column ?? '(row)'}</td>
              <td>{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ExportKind = 'orders' | 'customer-shipments' | 'inventory' | 'products';

/** An export's link: its route with the filters that are set (and `bom` for spreadsheets). */
function exportHref(kind: ExportKind, filters: Record<string, string>, bom: boolean): string {
  const query = new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([name, value]) => [name, value.trim()]),
  );
  if (bom) query.set('bom', 'true');
  const search = query.toString();
  return `/api/v1/exports/${kind}.csv${search ? `?${search}` : ''}`;
}

/** A day in the date input as the start (or end) of that day in the reader's time zone, as the API's timestamps. */
function dayBound(day: string, end: boolean): string {
  return day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : '';
}

function Exports() {
  const [bom, setBom] = useState(true);
  const [orders, setOrders] = useState({ state: '', channel: '', q: '', from: '', to: '' });
  const [shipments, setShipments] = useState({ state: '', warehouse: '', q: '', from: '', to: '' });
  const [stock, setStock] = useState({ warehouse: '', product_code: '' });
  const range = (f: { from: string; to: string }) => ({ updated_at_min: dayBound(f.from, false), updated_at_max: dayBound(f.to, true) });

  return (
    <section className="record-form csv-exports" aria-labelledby="csv-export-title">
      <h2 id="csv-export-title">Export</h2>
      <p className="hint">Each link downloads a CSV file of what the filters select, as the lists show it. Dates are of the last change.</p>
      <div className="field check">
        <input id="csv-bom" type="checkbox" checked={bom} onChange={(e) => setBom(e.target.checked)} />
        <label htmlFor="csv-bom">For Excel (start the file with a byte order mark, so that accents read right)</label>
      </div>

      <fieldset>
        <legend>Orders, one row per order line</legend>
        <Text id="exp-orders-q" label="Search" value={orders.q} onChange={(q) => setOrders({ ...orders, q })} />
        <Select
          id="exp-orders-state"
          label="State"
          value={orders.state}
          options={['open', 'done', 'cancelled']}
          onChange={(state) => setOrders({ ...orders, state })}
        />
        <Text id="exp-orders-channel" label="Channel" value={orders.channel} onChange={(channel) => setOrders({ ...orders, channel })} />
        <Dates idPrefix="exp-orders" value={orders} onChange={(d) => setOrders({ ...orders, ...d })} />
        <a className="button-link" download href={exportHref('orders', { state: orders.state, channel: orders.channel, q: orders.q, ...range(orders) }, bom)}>
          Download orders CSV
        </a>
      </fieldset>

      <fieldset>
        <legend>Customer shipments, with tracking numbers</legend>
        <Text id="exp-shipments-q" label="Search" value={shipments.q} onChange={(q) => setShipments({ ...shipments, q })} />
        <Select
          id="exp-shipments-state"
          label="State"
          value={shipments.state}
          options={['waiting', 'pending', 'open', 'done', 'cancelled']}
          onChange={(state) => setShipments({ ...shipments, state })}
        />
        <Text id="exp-shipments-warehouse" label="Warehouse" value={shipments.warehouse} onChange={(warehouse) => setShipments({ ...shipments, warehouse })} />
        <Dates idPrefix="exp-shipments" value={shipments} onChange={(d) => setShipments({ ...shipments, ...d })} />
        <a
          className="button-link"
          download
          href={exportHref('customer-shipments', { state: shipments.state, warehouse: shipments.warehouse, q: shipments.q, ...range(shipments) }, bom)}
        >
          Download shipments CSV
        </a>
      </fieldset>

      <fieldset>
        <legend>Inventory, one row per warehouse, product, location and lot</legend>
        <Text id="exp-stock-warehouse" label="Warehouse" value={stock.warehouse} onChange={(warehouse) => setStock({ ...stock, warehouse })} />
        <Text id="exp-stock-product" label="Product code" value={stock.product_code} onChange={(product_code) => setStock({ ...stock, product_code })} />
        <a className="button-link" download href={exportHref('inventory', stock, bom)}>
          Download inventory CSV
        </a>
      </fieldset>

      <fieldset>
        <legend>Products, in the columns of the products import</legend>
        <a className="button-link" download href={exportHref('products', {}, bom)}>
          Download products CSV
        </a>
      </fieldset>
    </section>
  );
}

function Text({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label} pointer="" errors={NO_ERRORS}>
      {(props) => <input {...props} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: string[]; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label} pointer="" errors={NO_ERRORS}>
      {(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Any</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The range of the last change, by day. */
function Dates({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: { from: string; to: string };
  onChange: (dates: { from: string; to: string }) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-from`} label="Changed from" pointer="" errors={NO_ERRORS}>
        {(props) => <input {...props} type="date" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />}
      </Field>
      <Field id={`${idPrefix}-to`} label="Changed until" pointer="" errors={NO_ERRORS}>
        {(props) => <input {...props} type="date" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />}
      </Field>
    </>
  );
}
