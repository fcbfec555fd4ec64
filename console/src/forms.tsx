// What the console's forms share: the admin API's refusals shown on the fields they name (each problem
// entry's JSON Pointer, `/lines/0/quantity`), the product codes to pick from, and how a write is sent
// (useSubmit: one at a time, its refusal or its missing answer said in one wording; SendButton), and the
// table of lines the order, purchase order and transfer forms share (LineItems).
import { useCallback, useEffect, useMemo, useRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { DocksideNetworkError, type DocksideClient } from '@dockside/client';
import { problemText, Unread } from './answers.ts';
import type { Message } from './notice.tsx';
import { usePagedList } from './paged-list.ts';

/** A refused request's messages by JSON Pointer into the body that was sent. */
export type FieldErrors = ReadonlyMap<string, string>;

export const NO_ERRORS: FieldErrors = new Map();

/** The problem's per-field messages by pointer (two for one field are joined). */
function fieldErrorsOf(error: unknown): FieldErrors {
  const problem = error as { errors?: { message: string; pointer?: string | null }[] } | undefined;
  const byPointer = new Map<string, string>();
  for (const entry of problem?.errors ?? []) {
    if (!entry.pointer) continue;
    const before = byPointer.get(entry.pointer);
    byPointer.set(entry.pointer, before ? `${before}; ${entry.message}` : entry.message);
  }
  return byPointer;
}

/** An input's attributes: its id, and when the API refused its value, invalid and described by the message. */
export function fieldProps(errors: FieldErrors, pointer: string, id: string) {
  return errors.has(pointer) ? { id, 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : { id };
}

/** The API's message about one field, under it (the input's `aria-describedby`). */
export function FieldError({ errors, pointer, id }: { errors: FieldErrors; pointer: string; id: string }) {
  const message = errors.get(pointer);
  return message ? (
    <span id={`${id}-error`} className="field-error">
      {message}
    </span>
  ) : null;
}

/**
 * A labelled input with the API's message about it: `children` draws the input from the attributes it is
 * given. A checkbox (`check`) comes before its label.
 */
export function Field({
  id,
  label,
  pointer,
  errors,
  check = false,
  children,
}: {
  id: string;
  label: ReactNode;
  pointer: string;
  errors: FieldErrors;
  check?: boolean;
  children: (props: ReturnType<typeof fieldProps>) => ReactNode;
}) {
  const input = children(fieldProps(errors, pointer, id));
  return (
    <div className={check ? 'field check' : 'field'}>
      {check ? (
        <>
          {input}
          <label htmlFor={id}>{label}</label>
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {input}
        </>
      )}
      <FieldError errors={errors} pointer={pointer} id={id} />
    </div>
  );
}

/**
 * After a refusal, the keyboard's focus goes to the first field the API named, so that the user starts
 * where the problem is.
 */
export function useFocusFirstInvalid(errors: FieldErrors): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errors.size > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}

export type ProductOption = { code: string; name: string; unit_price: string | null };

/** Products to suggest in code fields: the first 250 the API lists (any other code can still be typed), or why they could not be read. */
export function useProductOptions(client: DocksideClient): { products: ProductOption[]; error: string | null } {
  const { rows, error } = usePagedList<ProductOption>(client, '/api/v1/products', { per_page: '250' });
  const products = useMemo(() => [...rows].sort((a, b) => a.code.localeCompare(b.code)), [rows]);
  return { products, error };
}

/** The `<datalist>` a product code input names in its `list` attribute. */
export function ProductCodes({ id, products }: { id: string; products: ProductOption[] }) {
  return (
    <datalist id={id}>
      {products.map((p) => (
        <option key={p.code} value={p.code}>
          {p.name}
        </option>
      ))}
    </datalist>
  );
}

/** A line of a form's table of lines as typed: a key of its own, its product code and quantity, and the texts of its other columns. */
export type LineDraft = { key: number; product_code: string; quantity: string };

let nextLineKey = 1;

/** A new line with these texts and a key no other line of the console has (rows keep their inputs when a line above is removed). */
export function draftLine<L extends LineDraft>(texts: Omit<L, 'key'>): L {
  return { key: nextLineKey++, ...texts } as L;
}

/** What a line's control is given: its id, its label, its invalid state and message, its value and change. */
export type LineCell = ReturnType<typeof fieldProps> & { 'aria-label': string; value: string; onChange: (event: { target: { value: string } }) => void };

/** A column of the table after the product code and the quantity: its field (the last segment of its pointer), header and control. */
export type LineColumn<L extends LineDraft> = {
  name: Exclude<keyof L, 'key' | 'product_code' | 'quantity'> & string;
  header: string;
  /** The input's own attributes (`required`, `inputMode`, `size`). */
  attributes?: InputHTMLAttributes<HTMLInputElement>;
  /** Another control than an input (a select), drawn from the cell. */
  control?: (cell: LineCell) => ReactNode;
};

/**
 * A form's lines as a table (`lines` of the body: `/lines/0/quantity`): a product code suggested from the
 * catalogue, a quantity and the form's own columns per line, each with the API's message about it; lines
 * are added and removed (the last one stays). `prefix` names the ids (`npo-line-3-quantity`,
 * `npo-products`); `onProduct` says what else changes when a product code is typed (an order's price).
 */
export function LineItems<L extends LineDraft>({
  prefix,
  caption,
  lines,
  setLines,
  blank,
  columns,
  errors,
  products,
  productsError,
  onRemove,
  onProduct,
}: {
  prefix: string;
  caption: string;
  lines: L[];
  setLines: (lines: L[]) => void;
  blank: () => L;
  columns: LineColumn<L>[];
  errors: FieldErrors;
  products: ProductOption[];
  productsError: string | null;
  onRemove: () => void;
  onProduct?: (line: L, code: string) => Partial<L>;
}) {
  const setLine = (key: number, change: Partial<L>) => setLines(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <fieldset>
      <legend>Lines</legend>
      <FieldError errors={errors} pointer="/lines" id={`${prefix}-lines`} />
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product code</th>
            <th scope="col">Quantity</th>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const cell = (name: string): LineCell => ({
              ...fieldProps(errors, `/lines/${i}/${name}`, `${prefix}-line-${line.key}-${name}`),
              'aria-label': `Line ${i + 1} ${name.replace('_', ' ')}`,
              value: String(line[name as keyof L]),
              onChange: (e) => setLine(line.key, { [name]: e.target.value } as Partial<L>),
            });
            const error = (name: string) => <FieldError errors={errors} pointer={`/lines/${i}/${name}`} id={`${prefix}-line-${line.key}-${name}`} />;
            return (
              <tr key={line.key}>
                <td>
                  <input
                    {...cell('product_code')}
                    required
                    list={`${prefix}-products`}
                    onChange={(e) => setLine(line.key, onProduct ? onProduct(line, e.target.value) : ({ product_code: e.target.value } as Partial<L>))}
                  />
                  {error('product_code')}
                </td>
                <td>
                  <input {...cell('quantity')} required inputMode="decimal" size={6} />
                  {error('quantity')}
                </td>
                {columns.map((c) => (
                  <td key={c.name}>
                    {c.control ? c.control(cell(c.name)) : <input {...cell(c.name)} {...c.attributes} />}
                    {error(c.name)}
                  </td>
                ))}
                <td>
                  {lines.length > 1 && (
                    <button
                      type="button"
                      onClick={() => {
                        setLines(lines.filter((l) => l.key !== line.key));
                        onRemove();
                      }}
                      aria-label={`Remove line ${i + 1}`}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ProductCodes id={`${prefix}-products`} products={products} />
      <Unread what="The product codes to suggest" error={productsError} />
      <button type="button" onClick={() => setLines([...lines, blank()])}>
        Add line
      </button>
    </fieldset>
  );
}

/** What the typed client answers a request (openapi-fetch): the data, or the problem, and the response. */
type Answer = { data?: unknown; error?: unknown; response: Response };
/** A write the API accepted: its answer's data (none for a `204`). */
export type Accepted<A extends Answer> = { data: Exclude<A['data'], undefined>; response: Response };

/** How every refusal of the API begins: the admin API's writes are applied whole or not at all. */
export const REFUSED = 'Refused, nothing changed: ';

/** What the console knows when a write got no answer (the client retried it with the same Idempotency-Key). */
function unansweredText(failure: unknown): string {
  if (failure instanceof DocksideNetworkError) {
    // Every attempt failed: on the network, most likely before Dockside read the request; or out of time,
    // perhaps after Dockside made the change. A new attempt from the form carries a new key.
    return failure.timedOut
      ? 'Dockside did not answer in time; the change may or may not have been made. Reload the page to check before trying again.'
      : 'Dockside could not be reached; the change was most likely not made. Reload the page to check before trying again.';
  }
  return `The console failed before Dockside answered (${(failure as Error)?.message ?? String(failure)}): reload the page to see whether the change was made.`;
}

export type Submission = {
  /** The API's messages on the fields of the last refusal. */
  errors: FieldErrors;
  /** The last refusal, or what the page said after the last write (`tell`). */
  notice: Message | null;
  /** True while a write is out: another is ignored, and its buttons say so. */
  sending: boolean;
  /**
   * Sends one write unless one is out already: the accepted answer, or null when it was refused (its
   * message in `notice`, its fields in `errors`), got no answer, or was not sent. `refusal` words a
   * refusal otherwise, or returns null when the page shows it itself.
   */
  submit: <A extends Answer>(send: () => Promise<A>, refusal?: (error: unknown, response: Response) => string | null) => Promise<Accepted<A> | null>;
  /** Says something in `notice`: what was done, or (`error`) a refusal the console makes before sending. */
  tell: (text: string, error?: boolean) => void;
  /** Forgets the notice and the fields' messages. */
  clear: () => void;
};

/**
 * One form's or one page's writes: at most one out at a time (a second Enter or click while the first
 * is answered sends nothing, so nothing is written twice), the API's refusal in one wording with its
 * per-field messages, and a write that got no answer (the client throws `DocksideNetworkError`) said as
 * such rather than left spinning.
 */
export function useSubmit(): Submission {
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  // The state updates after a render; the ref stops the second of two quick submits at once.
  const out = useRef(false);

  const submit = useCallback(async <A extends Answer>(send: () => Promise<A>, refusal?: (error: unknown, response: Response) => string | null) => {
    if (out.current) return null;
    out.current = true;
    setSending(true);
    setNotice(null);
    try {
      const { data, error, response } = await send();
      if (response.ok) {
        setErrors(NO_ERRORS);
        return { data: data as Exclude<A['data'], undefined>, response };
      }
      setErrors(fieldErrorsOf(error));
      const text = refusal ? refusal(error, response) : `${REFUSED}${problemText(error, response)}`;
      if (text !== null) setNotice({ text, error: true });
      return null;
    } catch (failure) {
      setErrors(NO_ERRORS);
      setNotice({ text: unansweredText(failure), error: true });
      return null;
    } finally {
      out.current = false;
      setSending(false);
    }
  }, []);
  const tell = useCallback((text: string, error = false) => setNotice({ text, error }), []);
  const clear = useCallback(() => {
    setNotice(null);
    setErrors(NO_ERRORS);
  }, []);
  return { errors, notice, sending, submit, tell, clear };
}

/**
 * A button that sends a write: while one is out it stays focusable but is marked unavailable
 * (`aria-disabled`), ignores presses, and says `busyText` (when `busy`, the default while sending: a
 * page with a button per row names only the one pressed).
 */
export function SendButton({
  sending,
  busy = sending,
  busyText = 'Saving…',
  children,
  onClick,
  type = 'submit',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { sending: boolean; busy?: boolean; busyText?: string }) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={sending || undefined}
      onClick={(event) => {
        if (sending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? busyText : children}
    </button>
  );
}

/** A form's buttons: `label` sends it (a SendButton), and Cancel closes it when the form can be closed. */
export function FormActions({ sending, label, onCancel }: { sending: boolean; label: ReactNode; onCancel?: (() => void) | undefined }) {
  return (
    <p className="form-actions">
      <SendButton sending={sending}>{label}</SendButton>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </p>
  );
}
