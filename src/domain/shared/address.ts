/** The fields of a postal address, as every record that shows one answers it (docs/3pl-api.md section 5). */
export const ADDRESS_FIELDS = ['name', 'street', 'street2', 'city', 'zip', 'subdivision_code', 'country_code', 'phone', 'email'] as const;

export type AddressRecord = Record<(typeof ADDRESS_FIELDS)[number], string | null>;

/** The address held by an object with address fields among others (a row, a request body); missing fields are null. */
export function addressOf(source: Partial<Record<string, unknown>>): AddressRecord {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, (source[f] as string | null | undefined) ?? null])) as AddressRecord;
}

/** An address stored as JSON text (a warehouse's), every field present; null when there is none. */
export function storedAddress(stored: string | null): AddressRecord | null {
  return stored ? addressOf(JSON.parse(stored) as Record<string, unknown>) : null;
}
