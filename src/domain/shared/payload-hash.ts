import { createHash } from 'node:crypto';

/**
 * SHA-256 of a payload's canonical JSON (object keys sorted), to recognise a repeat of the same report
 * however its client ordered the keys: a confirmation or a receipt sent again after a lost answer.
 */
export function payloadHash(input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(input))).digest('hex');
}
