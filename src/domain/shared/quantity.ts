import { Decimal } from 'decimal.js';

/**
 * Quantities travel as JSON numbers and are stored as integers in thousandths, so that sums in SQL
 * (`quantity = quantity + ?`) are exact on SQLite and PostgreSQL alike.
 */
export const QUANTITY_SCALE = 1000;

/** Stored thousandths for a wire quantity, or null when it has more than three decimals. */
export function toStored(quantity: number): number | null {
  // A whole quantity, the usual one, scales exactly in IEEE arithmetic while the product is a safe
  // integer, and past that the decimal product is past it too: the same answer without a Decimal.
  if (Number.isInteger(quantity)) {
    const stored = quantity * QUANTITY_SCALE;
    return Number.isSafeInteger(stored) ? stored : null;
  }
  const scaled = new Decimal(quantity).times(QUANTITY_SCALE);
  if (!scaled.isInteger() || !scaled.abs().lte(Number.MAX_SAFE_INTEGER)) return null;
  return scaled.toNumber();
}

/**
 * The wire number for stored thousandths. Dividing two exact integers in IEEE arithmetic yields the
 * double nearest to the exact quotient, the same number a decimal library would produce, without its
 * allocations (this runs for every quantity of every fetched record).
 */
export function fromStored(stored: number): number {
  return stored / QUANTITY_SCALE;
}

/** Normalizes a decimal string (money) or returns null when it is not a plain decimal number. */
export function normalizeDecimal(value: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  return new Decimal(value).toFixed();
}
