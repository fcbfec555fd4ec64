import { useEffect, useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { addressBody, addressDraft, AddressFields, type AddressDraft } from './address.tsx';
import { failureText, type Untyped } from './answers.ts';
import { draftLine, Field, LineItems, SendButton, useFocusFirstInvalid, useProductOptions, useSubmit, type LineDraft } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';
import { readAll } from './paged-list.ts';

type Option = { code: string; name: string };
type Line = LineDraft & { unit_price: string; warehouse: string };

const ORDER_FIELDS = [
  'channel',
  'number',
  'reference',
  'currency',
  'warehouse',
  'carrier_identifier',
  'carrier_service',
  'planned_date',
  'shipping_instructions',
] as const;
const CUSTOMER_FIELDS = ['code', 'name', 'email', 'phone'] as const;

type Form = {
  order: Record<(typeof ORDER_FIELDS)[number], string>;
  customer: Record<(typeof CUSTOMER_FIELDS)[number], string>;
  address: AddressDraft;
};

const blank = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
const newLine = () => draftLine<Line>({ product_code: '', quantity: '1', unit_price: '', warehouse: '' });

/** The fields that were filled in, trimmed; empty ones are left out (the API's defaults apply). */
function filled<K extends string>(values: Record<K, string>): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string>(values)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  ) as Partial<Record<K, string>>;
}

/** The POST /orders body of the form (docs/admin-api.md "POST /orders"). */
function orderBody(form: Form, lines: Line[]) {
  return {
    ...filled(form.order),
    customer: filled(form.customer),
    shipping_address: addressBody(form.address) ?? {},
    lines: lines.map((line) => ({
      product_code: line.product_code.trim(),
      quantity: Number(line.quantity),
      unit_price: line.unit_price.trim(),
      ...(line.warehouse ? { warehouse: line.warehouse } : {}),
    })),
  };
}

/** The lists the form picks from: channels, warehouses, carriers, and the merchant's currency. */
function useChoices(client: DocksideClient) {
  const [choices, setChoices] = useState<{ channels: Option[]; warehouses: Option[]; carriers: Option[]; currency: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const get = client.GET as unknown as Untyped;
    const list = (path: string) => readAll<Option>(client, path);
    const settings = get('/api/v1/settings').then(({ data }) => (data as { currency?: string } | undefined)?.currency ?? '');
    Promise.all([list('/api/v1/channels'), list('/api/v1/warehouses'), list('/api/v1/carriers'), settings]).then(
      ([channels, warehouses, carriers, currency]) => setChoices({ channels, warehouses, carriers, currency }),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client]);
  return { choices, error };
}

/**
 * A new sales order, as staff take one by phone or fix one a channel could not send: channel, number,
 * customer, shipping address, an optional warehouse, and lines. Created through POST /orders; the new
 * order's page opens, or the API's refusal shows on the fields it names.
 */
export function NewOrder({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const { choices, error: loadError } = useChoices(client);
  const { products, error: productsError } = useProductOptions(client);
  const [form, setForm] = useState<Form>({ order: blank(ORDER_FIELDS), customer: blank(CUSTOMER_FIELDS), address: addressDraft(null) });
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const { errors, notice, sending, submit, clear } = useSubmit();
  const formRef = useFocusFirstInvalid(errors);

  useEffect(() => {
    if (choices)
      setForm((f) => ({
        ...f,
        order: { ...f.order, currency: f.order.currency || choices.currency, channel: f.order.channel || (choices.channels[0]?.code ?? '') },
      }));
  }, [choices]);

  if (!canWrite)
    return (
      <section aria-labelledby="new-order-title">
        <h1 id="new-order-title">New order</h1>
        <ViewerNote doing="creating orders" />
      </section>
    );
  if (loadError)
    return (
      <p role="alert" className="error">
        The order form could not load: {loadError}
      </p>
    );
  if (!choices) return <p aria-busy="true">Loading the order form…</p>;

  const set = <G extends 'order' | 'customer'>(group: G, name: keyof Form[G] & string) => ({
    value: (form[group] as Record<string, string>)[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [group]: { ...form[group], [name]: e.target.value } }),
  });
  const pickProduct = (line: Line, code: string): Partial<Line> => {
    const price = products.find((p) => p.code === code.trim())?.unit_price;
    return { product_code: code, ...(price && !line.unit_price ? { unit_price: price } : {}) };
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const created = await submit(() => (client.POST as unknown as Untyped)('/api/v1/orders', { body: orderBody(form, lines) }));
    if (created) window.location.hash = `#/orders/${encodeURIComponent((created.data as { number: string }).number)}`;
  };

  const warehouseOptions = choices.warehouses.map((w) => (
    <option key={w.code} value={w.code}>
      {w.code} ({w.name})
    </option>
  ));

  return (
    <section aria-labelledby="new-order-title">
      <p>
        <a href="#orders">← Orders</a>
      </p>
      <h1 id="new-order-title">New order</h1>
      <form
        ref={formRef}
        className="record-form"
        aria-labelledby="new-order-title"
        onSubmit={(e) => {
          void create(e);
        }}
      >
        <fieldset>
          <legend>Order</legend>
          <Field id="no-channel" label="Channel" pointer="/channel" errors={errors}>
            {(p) => (
              <select {...p} required {...set('order', 'channel')}>
                {choices.channels.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="no-number" label="Order number" pointer="/number" errors={errors}>
            {(p) => <input {...p} required maxLength={64} {...set('order', 'number')} placeholder="SO-2001" />}
          </Field>
          <Field id="no-reference" label="Reference (the channel's own, optional)" pointer="/reference" errors={errors}>
            {(p) => <input {...p} maxLength={200} {...set('order', 'reference')} />}
          </Field>
          <Field id="no-currency" label="Currency" pointer="/currency" errors={errors}>
            {(p) => <input {...p} required maxLength={3} size={4} {...set('order', 'currency')} />}
          </Field>
          <Field id="no-warehouse" label="Ships from (lines may name their own)" pointer="/warehouse" errors={errors}>
            {(p) => (
              <select {...p} {...set('order', 'warehouse')}>
                <option value="">Each line names its warehouse</option>
                {warehouseOptions}
              </select>
            )}
          </Field>
          <Field id="no-carrier" label="Carrier (optional)" pointer="/carrier_identifier" errors={errors}>
            {(p) => <input {...p} list="no-carriers" {...set('order', 'carrier_identifier')} placeholder="ups" />}
          </Field>
          <datalist id="no-carriers">
            {choices.carriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </datalist>
          <Field id="no-service" label="Carrier service (optional)" pointer="/carrier_service" errors={errors}>
            {(p) => <input {...p} maxLength={200} {...set('order', 'carrier_service')} placeholder="Ground" />}
          </Field>
          <Field id="no-planned" label="Planned ship date (optional)" pointer="/planned_date" errors={errors}>
            {(p) => <input {...p} type="date" {...set('order', 'planned_date')} />}
          </Field>
          <Field id="no-instructions" label="Shipping instructions (optional)" pointer="/shipping_instructions" errors={errors}>
            {(p) => <textarea {...p} maxLength={2000} rows={2} {...set('order', 'shipping_instructions')} />}
          </Field>
        </fieldset>

        <fieldset>
          <legend>Customer</legend>
          <Field id="no-customer-code" label="Customer code (an existing code updates that customer)" pointer="/customer/code" errors={errors}>
            {(p) => <input {...p} required maxLength={100} {...set('customer', 'code')} />}
          </Field>
          <Field id="no-customer-name" label="Name" pointer="/customer/name" errors={errors}>
            {(p) => <input {...p} required maxLength={200} {...set('customer', 'name')} />}
          </Field>
          <Field id="no-customer-email" label="Email" pointer="/customer/email" errors={errors}>
            {(p) => <input {...p} type="email" maxLength={200} {...set('customer', 'email')} />}
          </Field>
          <Field id="no-customer-phone" label="Phone" pointer="/customer/phone" errors={errors}>
            {(p) => <input {...p} type="tel" maxLength={50} {...set('customer', 'phone')} />}
          </Field>
        </fieldset>

        <AddressFields
          legend="Shipping address"
          id="no-address"
          pointer="/shipping_address"
          draft={form.address}
          errors={errors}
          onChange={(address) => setForm({ ...form, address })}
        />

        <LineItems
          prefix="no"
          caption="Order lines"
          lines={lines}
          setLines={setLines}
          blank={newLine}
          columns={[
            { name: 'unit_price', header: 'Unit price', attributes: { required: true, inputMode: 'decimal', size: 8 } },
            {
              name: 'warehouse',
              header: 'Warehouse',
              control: (cell) => (
                <select {...cell}>
                  <option value="">The order's</option>
                  {warehouseOptions}
                </select>
              ),
            },
          ]}
          errors={errors}
          products={products}
          productsError={productsError}
          onRemove={clear}
          onProduct={pickProduct}
        />

        <SendButton sending={sending}>Create order</SendButton>
        <Notice message={notice} focus={errors.size === 0} />
      </form>
    </section>
  );
}
