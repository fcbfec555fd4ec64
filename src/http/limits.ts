import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors.ts';

/** Largest request body accepted (docs/admin-api.md "Request and response bodies"); a larger one answers 413 `payload_too_large`. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** How much of a refused body is read and thrown away so that its client can read the answer; beyond, the connection closes. */
const DRAIN_LIMIT = 128 * 1024 * 1024;
const DRAIN_MS = 30_000;

/**
 * Reads and discards what is left of a request body the service will not use (too large, or of a
 * content type it does not parse), up to DRAIN_LIMIT bytes and DRAIN_MS: the answer then closes the
 * connection, and a client still sending its body would see the connection reset (EPIPE) instead of
 * reading the answer if the connection closed before the client had sent everything.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', done);
      raw.removeListener('close', done);
      raw.removeListener('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    // A compressed body is piped into its decompressor (src/http/compression.ts): cut it loose, so that
    // what is left is thrown away as it arrives, not inflated, and a paused decompressor holds nothing back.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

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
