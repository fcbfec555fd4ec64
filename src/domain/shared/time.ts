/** The current instant as stored: ISO-8601 UTC with milliseconds, which sorts correctly as text. */
export function nowIso(): string {
  return new Date().toISOString();
}
