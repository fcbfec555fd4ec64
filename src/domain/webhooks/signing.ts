import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/**
 * The Standard Webhooks message id of an event: the same for every endpoint, attempt and redelivery,
 * so a receiver can drop what it has already processed.
 */
export function webhookId(eventId: number): string {
  return `msg_${eventId}`;
}

/** The body POSTed for an event (docs/events.md, "What a receiver gets"). */
export function webhookBody(event: { id: number; type: string; created_at: string; data: string }): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, data: JSON.parse(event.data) as unknown });
}

/** One `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signature with a `whsec_` secret. */
function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The three Standard Webhooks headers for one attempt. Every secret given signs (space-separated), which
 * is how a rotation keeps receivers that still hold the old secret verifying.
 */
export function signatureHeaders(secrets: string[], id: string, body: string, at: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}
