// Verifying a webhook delivery (docs/events.md): Standard Webhooks signatures, checked by the
// standardwebhooks library, then the payload typed as the event of its `type`.
import { Webhook } from 'standardwebhooks';
import type { DocksideEvent } from './types.ts';

/**
 * Why a delivery was refused: `webhook-*` headers missing or malformed, no signature matching the secret,
 * a timestamp too far from now, or a signed body that is not an event.
 */
export type WebhookFailure = 'invalid_headers' | 'invalid_signature' | 'timestamp_out_of_range' | 'invalid_payload';

/** A delivery that did not come from Dockside with this secret, or is too old to trust: answer it 4xx and drop it. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  readonly reason: WebhookFailure;

  constructor(reason: WebhookFailure, message: string, cause?: unknown) {
    super(message, { cause });
    this.reason = reason;
  }
}

/** Request headers as a server framework gives them: a Fetch `Headers`, or Node's `IncomingHttpHeaders`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery and answers its event, typed by `type`. `secret` is the endpoint's signing secret
 * (`whsec_...`), `rawBody` the body exactly as received (before any JSON parsing: re-serialized JSON
 * does not verify). Refuses, with a WebhookVerificationError, a missing or wrong signature and a
 * `webhook-timestamp` more than 5 minutes from now (a replayed old delivery). During a secret rotation
 * Dockside signs with both secrets, so either verifies.
 * Deduplicate by `webhook-id` (the same on every attempt of an event): delivery is at least once.
 */
export function verifyWebhook(secret: string, headers: WebhookHeaders, rawBody: string | Uint8Array): DocksideEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  // Outside the try: a malformed secret is the receiver's mistake, not the delivery's.
  const webhook = new Webhook(secret);
  let payload: unknown;
  try {
    payload = webhook.verify(body, plainHeaders(headers));
  } catch (error) {
    throw new WebhookVerificationError(failureOf(error), `webhook refused: ${(error as Error).message}`, error);
  }
  if (!isEvent(payload)) throw new WebhookVerificationError('invalid_payload', 'webhook refused: the signed body is not a Dockside event');
  return payload;
}

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(' ') : value;
  }
  return plain;
}

/** The standardwebhooks library says what failed only in its message. */
function failureOf(error: unknown): WebhookFailure {
  const message = error instanceof Error ? error.message : '';
  if (/timestamp too (old|new)/i.test(message)) return 'timestamp_out_of_range';
  if (/missing required headers|invalid signature headers/i.test(message)) return 'invalid_headers';
  if (/signature/i.test(message)) return 'invalid_signature';
  return 'invalid_payload';
}

function isEvent(payload: unknown): payload is DocksideEvent {
  if (payload === null || typeof payload !== 'object') return false;
  const event = payload as Record<string, unknown>;
  return (
    typeof event.id === 'number' &&
    typeof event.type === 'string' &&
    typeof event.created_at === 'string' &&
    event.data !== null &&
    typeof event.data === 'object'
  );
}
