import { useState, type FormEvent } from 'react';
import type { DocksideClient } from '@dockside/client';
import { Unread, type Untyped } from './answers.ts';
import { Field, FieldError, fieldProps, FormActions, ProductCodes, useFocusFirstInvalid, useProductOptions, useSubmit } from './forms.tsx';
import { Notice } from './notice.tsx';
import { useLookup } from './paged-list.ts';

/** A product as the admin API answers it (docs/admin-api.md "Products"). */
export type Product = {
  id: number;
  code: string;
  name: string;
  upc: string | null;
  uom: string;
  consumable: boolean;
  lot_tracked: boolean;
  is_bundle: boolean;
  components: { product_code: string; quantity: number }[];
  return_warehouse: string | null;
  unit_price: string | null;
  unit_customs_value: string | null;
  created_at: string;
  updated_at: string;
};

type Row = { key: number; product_code: string; quantity: string };
type Values = {
  code: string;
  name: string;
  upc: string;
  uom: string;
  consumable: boolean;
  lot_tracked: boolean;
  return_warehouse: string;
  unit_price: string;
  unit_customs_value: string;
};

let nextKey = 1;
const row = (product_code = '', quantity = '1'): Row => ({ key: nextKey++, product_code, quantity });
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function valuesOf(product: Product | null): Values {
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    upc: product?.upc ?? '',
    uom: product?.uom ?? 'u',
    consumable: product?.consumable ?? false,
    lot_tracked: product?.lot_tracked ?? false,
    return_warehouse: product?.return_warehouse ?? '',
    unit_price: product?.unit_price ?? '',
    unit_customs_value: product?.unit_customs_value ?? '',
  };
}

/** Every field of the form as the API takes it; empty text is null. */
function fieldsOf(values: Values, rows: Row[]) {
  return {
    name: values.name.trim(),
    upc: orNull(values.upc),
    uom: values.uom.trim(),
    consumable: values.consumable,
    lot_tracked: values.lot_tracked,
    return_warehouse: orNull(values.return_warehouse),
    unit_price: orNull(values.unit_price),
    unit_customs_value: orNull(values.unit_customs_value),
    components: rows.map((r) => ({ product_code: r.product_code.trim(), quantity: Number(r.quantity) })),
  };
}

/**
 * The body to send: for a new product every field given (POST /products); for a change only the fields
 * that differ from the product as loaded (PATCH /products/{id}), so that an untouched field is never
 * rewritten (and untouched components never checked against the product's stock).
 */
function bodyOf(product: Product | null, values: Values, rows: Row[]): Record<string, unknown> {
  const fields = fieldsOf(values, rows);
  if (!product) {
    const given = Object.entries(fields).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0));
    return { code: values.code.trim(), ...Object.fromEntries(given) };
  }
  const before: Record<string, unknown> = { ...product, components: product.components.map((c) => ({ product_code: c.product_code, quantity: c.quantity })) };
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(before[name])));
}

/**
 * Creates a product (no `product`) or changes one: code (fixed once created), name, UPC, unit,
 * consumable, lot tracked, return warehouse, prices, and a bundle's components (product code and
 * quantity rows). The API's refusal shows on the fields it names.
 */
export function ProductForm({
  client,
  product,
  currency,
  onSaved,
  onCancel,
}: {
  client: DocksideClient;
  product: Product | null;
  currency: string | null;
  onSaved: (saved: Product) => void;
  onCancel: () => void;
}) {
  const { products, error: productsError } = useProductOptions(client);
  const warehouseList = useLookup<{ code: string; name: string }>(client, '/api/v1/warehouses');
  const warehouses = warehouseList.rows;
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [rows, setRows] = useState<Row[]>(() => (product?.components ?? []).map((c) => row(c.product_code, String(c.quantity))));
  const { errors, notice, sending, submit, clear } = useSubmit();
  const formRef = useFocusFirstInvalid(errors);
  const id = product ? 'edit-product' : 'new-product';

  const text = (name: keyof Values) => ({
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const flag = (name: 'consumable' | 'lot_tracked') => ({
    type: 'checkbox',
    checked: values[name],
    onChange: (e: { target: { checked: boolean } }) => setValues({ ...values, [name]: e.target.checked }),
  });
  const setRow = (key: number, change: Partial<Row>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const body = bodyOf(product, values, rows);
    if (product && Object.keys(body).length === 0) {
      onCancel();
      return;
    }
    const saved = await submit(() =>
      product
        ? (client.PATCH as unknown as Untyped)('/api/v1/products/{id}', { params: { path: { id: product.id } }, body })
        : (client.POST as unknown as Untyped)('/api/v1/products', { body }),
    );
    if (saved) onSaved(saved.data as Product);
  };

  const title = product ? `Edit ${product.code}` : 'New product';
  return (
    <form
      ref={formRef}
      className="record-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        void save(e);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {!product && (
        <Field id={`${id}-code`} label="Code (SKU; fixed once created)" pointer="/code" errors={errors}>
          {(p) => <input {...p} required autoFocus maxLength={64} {...text('code')} />}
        </Field>
      )}
      <Field id={`${id}-name`} label="Name" pointer="/name" errors={errors}>
        {(p) => <input {...p} required autoFocus={product !== null} maxLength={200} {...text('name')} />}
      </Field>
      <Field id={`${id}-upc`} label="UPC, EAN or GTIN (optional)" pointer="/upc" errors={errors}>
        {(p) => <input {...p} inputMode="numeric" maxLength={64} {...text('upc')} />}
      </Field>
      <Field id={`${id}-uom`} label="Unit (u: products are counted in units)" pointer="/uom" errors={errors}>
        {(p) => <input {...p} required maxLength={16} size={4} {...text('uom')} />}
      </Field>
      <Field id={`${id}-consumable`} label="Consumable (packaging the warehouse uses up)" pointer="/consumable" errors={errors} check>
        {(p) => <input {...p} {...flag('consumable')} />}
      </Field>
      <Field id={`${id}-lot`} label="Lot tracked (stock kept per lot)" pointer="/lot_tracked" errors={errors} check>
        {(p) => <input {...p} {...flag('lot_tracked')} />}
      </Field>
      <Field id={`${id}-return`} label="Return warehouse (before any routing rule)" pointer="/return_warehouse" errors={errors}>
        {(p) => (
          <select {...p} {...text('return_warehouse')}>
            <option value="">None: the routing rules decide</option>
            {warehouses.map((w) => (
              <option key={w.code} value={w.code}>
                {w.code} ({w.name})
              </option>
            ))}
            {values.return_warehouse && !warehouses.some((w) => w.code === values.return_warehouse) && (
              <option value={values.return_warehouse}>{values.return_warehouse}</option>
            )}
          </select>
        )}
      </Field>
      <Unread what="The warehouses" error={warehouseList.error} />
      <Field id={`${id}-price`} label={`Unit price${currency ? ` in ${currency}` : ''} (optional)`} pointer="/unit_price" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" size={10} {...text('unit_price')} />}
      </Field>
      <Field id={`${id}-customs`} label={`Customs value per unit${currency ? ` in ${currency}` : ''} (optional)`} pointer="/unit_customs_value" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" size={10} {...text('unit_customs_value')} />}
      </Field>

      <fieldset>
        <legend>Components (a product with components is a bundle)</legend>
        <FieldError errors={errors} pointer="/components" id={`${id}-components`} />
        {rows.length === 0 ? (
          <p>None: a plain product.</p>
        ) : (
          <table>
            <caption className="visually-hidden">Components</caption>
            <thead>
              <tr>
                <th scope="col">Product code</th>
                <th scope="col">Quantity per bundle</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const cell = (name: 'product_code' | 'quantity', label: string) => ({
                  ...fieldProps(errors, `/components/${i}/${name}`, `${id}-c${r.key}-${name}`),
                  'aria-label': `Component ${i + 1} ${label}`,
                });
                const error = (name: string) => <FieldError errors={errors} pointer={`/components/${i}/${name}`} id={`${id}-c${r.key}-${name}`} />;
                return (
                  <tr key={r.key}>
                    <td>
                      <input
                        {...cell('product_code', 'product code')}
                        required
                        list={`${id}-products`}
                        value={r.product_code}
                        onChange={(e) => setRow(r.key, { product_code: e.target.value })}
                      />
                      {error('product_code')}
                    </td>
                    <td>
                      <input
                        {...cell('quantity', 'quantity')}
                        required
                        inputMode="decimal"
                        size={6}
                        value={r.quantity}
                        onChange={(e) => setRow(r.key, { quantity: e.target.value })}
                      />
                      {error('quantity')}
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={`Remove component ${i + 1}`}
                        onClick={() => {
                          setRows(rows.filter((x) => x.key !== r.key));
                          clear();
                        }}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <ProductCodes id={`${id}-products`} products={products.filter((p) => p.code !== product?.code)} />
        <Unread what="The product codes to suggest" error={productsError} />
        <button type="button" onClick={() => setRows([...rows, row()])}>
          Add component
        </button>
      </fieldset>

      <FormActions sending={sending} label={product ? 'Save changes' : 'Create product'} onCancel={onCancel} />
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
