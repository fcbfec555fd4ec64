// What the console's forms share: the admin API's refusals shown on the fields they name (each problem
// entry's JSON Pointer, `/lines/0/quantity`), and the product codes to pick from.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { DocksideClient } from '@dockside/client';
import type { Untyped } from './answers.ts';

/** A refused request's messages by JSON Pointer into the body that was sent. */
export type FieldErrors = ReadonlyMap<string, string>;

export const NO_ERRORS: FieldErrors = new Map();

/** The problem's per-field messages by pointer (two for one field are joined). */
export function fieldErrorsOf(error: unknown): FieldErrors {
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
  return message ? <span id={`${id}-error`} className="field-error">{message}</span> : null;
}

/**
 * A labelled input with the API's message about it: `children` draws the input from the attributes it is
 * given. A checkbox (`check`) comes before its label.
 */
export function Field({ id, label, pointer, errors, check = false, children }: {
  id: string; label: ReactNode; pointer: string; errors: FieldErrors; check?: boolean;
  children: (props: ReturnType<typeof fieldProps>) => ReactNode;
}) {
  const input = children(fieldProps(errors, pointer, id));
  return (
    <div className={check ? 'field check' : 'field'}>
      {check ? <>{input}<label htmlFor={id}>{label}</label></> : <><label htmlFor={id}>{label}</label>{input}</>}
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

/** Products to suggest in code fields: the first 250 the API lists (any other code can still be typed). */
export function useProductOptions(client: DocksideClient): ProductOption[] {
  const [products, setProducts] = useState<ProductOption[]>([]);
  useEffect(() => {
    void (client.GET as unknown as Untyped)('/api/v1/products', { params: { query: { per_page: 250 } } }).then(({ data }) => {
      if (Array.isArray(data)) setProducts((data as ProductOption[]).sort((a, b) => a.code.localeCompare(b.code)));
    });
  }, [client]);
  return products;
}

/** The `<datalist>` a product code input names in its `list` attribute. */
export function ProductCodes({ id, products }: { id: string; products: ProductOption[] }) {
  return <datalist id={id}>{products.map((p) => <option key={p.code} value={p.code}>{p.name}</option>)}</datalist>;
}
