// Postal addresses as the admin API takes and answers them (docs/admin-api.md, "Warehouse fields"):
// every field optional, answered with each field present and null when unknown.
import { Field, type FieldErrors } from './forms.tsx';

const FIELDS = [
  ['name', 'Addressee'],
  ['street', 'Street'],
  ['street2', 'Street, second line'],
  ['city', 'City'],
  ['zip', 'ZIP or postcode'],
  ['subdivision_code', 'State or province code'],
  ['country_code', 'Country (2 capitals: US)'],
  ['phone', 'Phone'],
  ['email', 'Email'],
] as const;

type AddressField = (typeof FIELDS)[number][0];
/** An address as answered by the API. */
export type Address = Record<AddressField, string | null>;
/** An address as typed: every field a string, empty when left out. */
export type AddressDraft = Record<AddressField, string>;

export function addressDraft(address: Address | null): AddressDraft {
  return Object.fromEntries(FIELDS.map(([field]) => [field, address?.[field] ?? ''])) as AddressDraft;
}

/** The body value of a typed address: the fields filled in, or null when none is (no address). */
export function addressBody(draft: AddressDraft): Partial<AddressDraft> | null {
  const filled = FIELDS.map(([field]) => [field, draft[field].trim()] as const).filter(([, value]) => value !== '');
  return filled.length === 0 ? null : Object.fromEntries(filled);
}

/** An address on one line, as people read it (any address of the API: an order's, a return's, a warehouse's); a dash for none. */
export function addressLine(address: Partial<Address> | null | undefined): string {
  if (!address) return '—';
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [address.name, address.street, address.street2, place, address.subdivision_code, address.country_code].filter(Boolean).join(', ') || '—';
}

/**
 * The inputs of one address, in a fieldset named by `legend`; `pointer` is where the address sits in the
 * body (`/return_address`), so that the API's refusal of a field shows on it.
 */
export function AddressFields({
  legend,
  id,
  pointer,
  draft,
  errors,
  onChange,
}: {
  legend: string;
  id: string;
  pointer: string;
  draft: AddressDraft;
  errors: FieldErrors;
  onChange: (draft: AddressDraft) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {FIELDS.map(([field, label]) => (
        <Field key={field} id={`${id}-${field}`} label={label} pointer={`${pointer}/${field}`} errors={errors}>
          {(props) => (
            <input
              {...props}
              value={draft[field]}
              onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              size={field === 'country_code' || field === 'subdivision_code' ? 4 : undefined}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
