import { useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { failureText, type Untyped } from './answers.ts';
import { draftLine, Field, LineItems, SendButton, useFocusFirstInvalid, useProductOptions, useSubmit, type LineDraft } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';
import { readAll } from './paged-list.ts';

type Option = { code: string; name: string };

/** What the form reads of a draft it edits (GET /purchase-orders/{id}). */
export type DraftPurchaseOrder = {
  id: number;
  number: string;
  supplier: string;
  warehouse: string;
  reference: string | null;
  currency: string;
  expected_date: string | null;
  lines: { product_code: string; quantity: number; unit_cost: string | null }[];
};

/** The suppliers and warehouses a purchase order names, read to their end. */
export function useSuppliersAndWarehouses(client: DocksideClient) {
  const [choices, setChoices] = useState<{ suppliers: Option[]; warehouses: Option[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([readAll<Option>(client, '/api/v1/suppliers'), readAll<Option>(client, '/api/v1/warehouses')]).then(
      ([suppliers, warehouses]) => setChoices({ suppliers, warehouses }),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client]);
  return { choices, error };
}

type Line = LineDraft & { unit_cost: string };
const newLine = (line: Partial<Omit<Line, 'key'>> = {}): Line => draftLine<Line>({ product_code: '', quantity: '1', unit_cost: '', ...line });

type Head = { supplier: string; warehouse: string; reference: string; currency: string; expected_date: string };

/** The form's fields as a draft holds them. */
function headOf(draft: DraftPurchaseOrder): Head {
  return {
    supplier: draft.supplier,
    warehouse: draft.warehouse,
    reference: draft.reference ?? '',
    currency: draft.currency,
    expected_date: draft.expected_date ?? '',
  };
}

/**
 * The body of the form: for a new order (POST /purchase-orders) empty optional fields left out, so the
 * API's defaults apply; for a draft changed (PATCH /purchase-orders/{id}) an emptied reference or date
 * cleared, and the lines sent whole, as they replace the draft's.
 */
function purchaseOrderBody(head: Head, lines: Line[], editing: boolean) {
  const optional = Object.fromEntries(
    (['reference', 'currency', 'expected_date'] as const)
      .map((k) => [k, head[k].trim() === '' && editing && k !== 'currency' ? null : head[k].trim()])
      .filter(([, v]) => v !== ''),
  );
  return {
    supplier: head.supplier,
    warehouse: head.warehouse,
    ...optional,
    lines: lines.map((line) => ({
      product_code: line.product_code.trim(),
      quantity: Number(line.quantity),
      ...(line.unit_cost.trim() ? { unit_cost: line.unit_cost.trim() } : {}),
    })),
  };
}

/**
 * A purchase order's form: supplier, receiving warehouse, reference, expected date and lines with their
 * unit costs. New, it creates a draft (POST /purchase-orders) and its page opens; given a draft, it saves
 * the changes (PATCH /purchase-orders/{id}) and `onSaved` follows. The API's refusal shows on the fields it
 * names.
 */
export function PurchaseOrderForm({
  client,
  canWrite,
  draft,
  onSaved,
}: {
  client: DocksideClient;
  canWrite: boolean;
  draft?: DraftPurchaseOrder;
  onSaved?: () => void;
}) {
  const { choices, error: loadError } = useSuppliersAndWarehouses(client);
  const { products, error: productsError } = useProductOptions(client);
  const [head, setHead] = useState<Head>(() => (draft ? headOf(draft) : { supplier: '', warehouse: '', reference: '', currency: '', expected_date: '' }));
  const [lines, setLines] = useState<Line[]>(() =>
    draft ? draft.lines.map((l) => newLine({ product_code: l.product_code, quantity: String(l.quantity), unit_cost: l.unit_cost ?? '' })) : [newLine()],
  );
  const { errors, notice, sending, submit, clear } = useSubmit();
  const formRef = useFocusFirstInvalid(errors);
  const title = draft ? `Edit ${draft.number}` : 'New purchase order';
  const ids = draft ? 'epo' : 'npo';

  useEffect(() => {
    if (choices)
      setHead((h) => ({ ...h, supplier: h.supplier || (choices.suppliers[0]?.code ?? ''), warehouse: h.warehouse || (choices.warehouses[0]?.code ?? '') }));
  }, [choices]);

  if (!canWrite)
    return (
      <section aria-labelledby={`${ids}-title`}>
        <h1 id={`${ids}-title`}>{title}</h1>
        <ViewerNote doing="creating purchase orders" />
      </section>
    );
  if (loadError)
    return (
      <p role="alert" className="error">
        The purchase order form could not load: {loadError}
      </p>
    );
  if (!choices) return <p aria-busy="true">Loading the purchase order form…</p>;

  const set = (name: keyof Head) => ({ value: head[name], onChange: (e: { target: { value: string } }) => setHead({ ...head, [name]: e.target.value }) });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = purchaseOrderBody(head, lines, draft !== undefined);
    if (draft) {
      const saved = await submit(() => (client.PATCH as unknown as Untyped)('/api/v1/purchase-orders/{id}', { params: { path: { id: draft.id } }, body }));
      if (saved) onSaved?.();
      return;
    }
    const created = await submit(() => (client.POST as unknown as Untyped)('/api/v1/purchase-orders', { body }));
    if (created) window.location.hash = `#/purchase-orders/${encodeURIComponent((created.data as { number: string }).number)}`;
  };

  return (
    <section aria-labelledby={`${ids}-title`}>
      {!draft && (
        <p>
          <a href="#purchase-orders">← Purchase orders</a>
        </p>
      )}
      {draft ? <h2 id={`${ids}-title`}>{title}</h2> : <h1 id={`${ids}-title`}>{title}</h1>}
      {choices.suppliers.length === 0 && <p>No suppliers yet: add one through the API (POST /api/v1/suppliers) first.</p>}
      <form
        ref={formRef}
        className="record-form"
        aria-labelledby={`${ids}-title`}
        onSubmit={(e) => {
          void save(e);
        }}
      >
        <fieldset>
          <legend>Order</legend>
          <Field id={`${ids}-supplier`} label="Supplier" pointer="/supplier" errors={errors}>
            {(p) => (
              <select {...p} required {...set('supplier')}>
                {choices.suppliers.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name} ({s.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${ids}-warehouse`} label="Receiving warehouse" pointer="/warehouse" errors={errors}>
            {(p) => (
              <select {...p} required {...set('warehouse')}>
                {choices.warehouses.map((w) => (
                  <option key={w.code} value={w.code}>
                    {w.code} ({w.name})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${ids}-reference`} label="Reference (the supplier's, optional)" pointer="/reference" errors={errors}>
            {(p) => <input {...p} maxLength={200} {...set('reference')} />}
          </Field>
          <Field id={`${ids}-currency`} label="Currency (optional: the merchant's)" pointer="/currency" errors={errors}>
            {(p) => <input {...p} maxLength={3} size={4} {...set('currency')} />}
          </Field>
          <Field id={`${ids}-expected`} label="Expected date (optional)" pointer="/expected_date" errors={errors}>
            {(p) => <input {...p} type="date" {...set('expected_date')} />}
          </Field>
        </fieldset>
        <LineItems
          prefix={ids}
          caption="Purchase order lines"
          lines={lines}
          setLines={setLines}
          blank={() => newLine()}
          columns={[{ name: 'unit_cost', header: 'Unit cost', attributes: { inputMode: 'decimal', size: 8 } }]}
          errors={errors}
          products={products}
          productsError={productsError}
          onRemove={clear}
        />
        <SendButton sending={sending}>{draft ? 'Save draft' : 'Create purchase order'}</SendButton>
        <Notice message={notice} focus={errors.size === 0} />
      </form>
    </section>
  );
}

/** A new purchase order, a draft (the form, new). */
export function NewPurchaseOrder({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  return <PurchaseOrderForm client={client} canWrite={canWrite} />;
}
