import type { ReactNode } from 'react';
import { When } from './answers.ts';
import type { Endpoint } from './WebhookForm.tsx';

/** One endpoint's delivery of an event (docs/events.md "The event record"). */
export type Delivery = {
  id: number;
  endpoint: number;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
};

/** An event with its deliveries, as GET /events answers it. */
export type EventRecord = {
  id: number;
  webhook_id: string;
  type: string;
  resource_type: string;
  resource_id: number;
  /** The number or code people know the record by (`CS-000001`, `MUG`), null when it has none. */
  resource_name: string | null;
  channel: string | null;
  warehouse: string | null;
  data: unknown;
  created_at: string;
  fanned_out_at: string | null;
  deliveries: Delivery[];
};

/** What a delivery's status means to people: a pending delivery with an error is being retried. */
function deliveryState(d: Delivery): string {
  return d.status === 'pending' && d.last_error ? 'retrying' : d.status;
}

/**
 * An event's webhook deliveries in a few words: *not sent out yet* (the dispatcher has not picked it up),
 * *to no endpoint* (none hears it), or how many deliveries in which state (*2 deliveries: 1 delivered, 1 retrying*).
 */
export function deliveriesText(event: EventRecord): string {
  if (event.deliveries.length === 0) return event.fanned_out_at ? 'to no endpoint' : 'not sent out yet';
  const counts = new Map<string, number>();
  for (const d of event.deliveries) counts.set(deliveryState(d), (counts.get(deliveryState(d)) ?? 0) + 1);
  const count = event.deliveries.length === 1 ? '1 delivery' : `${event.deliveries.length} deliveries`;
  return `${count}: ${[...counts].map(([state, n]) => `${n} ${state}`).join(', ')}`;
}

/** An endpoint's failure streak (since when, how many attempts), or null when it delivers. */
export function failingSince(e: Endpoint): ReactNode {
  if (!e.failing_since) return null;
  return (
    <>
      since <When value={e.failing_since} />, {e.consecutive_failures} failed attempt{e.consecutive_failures === 1 ? '' : 's'}
    </>
  );
}

/** The header cells of the delivery columns. */
export function DeliveryHeads() {
  return (
    <>
      <th scope="col">Status</th>
      <th scope="col">Attempts</th>
      <th scope="col">Last answer</th>
      <th scope="col">Last error</th>
      <th scope="col">Next attempt or delivered</th>
    </>
  );
}

/** A delivery's cells, under DeliveryHeads. */
export function DeliveryCells({ delivery: d }: { delivery: Delivery }) {
  return (
    <>
      <td>
        <span className={`state state-${deliveryState(d)}`}>{deliveryState(d)}</span>
      </td>
      <td>{d.attempts}</td>
      <td>{d.last_status_code === null ? '—' : `HTTP ${d.last_status_code}`}</td>
      <td className={d.last_error ? 'error' : undefined}>{d.last_error ?? '—'}</td>
      <td>
        {d.next_attempt_at ? (
          <>
            next <When value={d.next_attempt_at} />
          </>
        ) : d.status === 'delivered' ? (
          <>
            delivered <When value={d.delivered_at} />
          </>
        ) : (
          '—'
        )}
      </td>
    </>
  );
}
