import { AppError } from '../errors.ts';

/** Largest request body accepted (docs/admin-api.md "Request and response bodies"); a larger one answers 413 `payload_too_large`. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** Most elements one write request may carry (docs/3pl-api.md section 4), e.g. shipments in a ship.json batch. */
export const MAX_BATCH_ELEMENTS = 250;

/**
 * Refuses a batch with more than MAX_BATCH_ELEMENTS elements as a whole (400 `too_many_elements`),
 * before any element is processed. `pointer` names the array in the body, e.g. `/shipments`.
 */
export function assertBatchSize(items: readonly unknown[], pointer: string): void {
  if (items.length <= MAX_BATCH_ELEMENTS) return;
  const message = `${items.length} elements; at most ${MAX_BATCH_ELEMENTS} are accepted per request`;
  throw new AppError('too_many_elements', `${pointer} has ${message}`, [{ code: 'too_many_elements', message, pointer }]);
}
