/** A query timestamp (any ISO 8601 form the schema accepted) in the stored form, for text comparison. */
export function storedInstant(value: string | undefined): string | undefined {
  return value === undefined ? undefined : new Date(value).toISOString();
}
