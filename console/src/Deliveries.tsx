import { when } from './answers.ts';

/** One endpoint's delivery of an event (docs/events.md "The event record"). */
export type Delivery = {
  id: number; endpoint: number; url: string; status: 'pending' | 'delivered' | 'failed'; attempts: number;
  last_status_code: number | null; last_error: string | null; next_attempt_at: string | null; delivered_at: string | null;
};

/** An event with its deliveries, as GET /events answers it. */
export type EventRecord = {
  id: number; webhook_id: string; type: string; resource_type: string; resource_id: number; channel: string | null;
  warehouse: string | null; data: unknown; created_at: string; fanned_out_at: string | null; deliveries: Delivery[];
};

/** What a delivery's status means to people: a pending delivery with an error is being retried. */
export function deliveryState(d: Delivery): string {
  return d.status === 'pending' && d.last_error ? 'retrying' : d.status;
}

/** The header cells of the delivery columns. */
export function DeliveryHeads() {
  return <>
    <th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th>
    <th scope="col">Last error</th><th scope="col">Next attempt or delivered</th>
  </>;
}

/** A delivery's cells, under DeliveryHeads. */
export function DeliveryCells({ delivery: d }: { delivery: Delivery }) {
  return <>
    <td><span className={`state state-${deliveryState(d)}`}>{deliveryState(d)}</span></td>
    <td>{d.attempts}</td>
    <td>{d.last_status_code === null ? '—' : `HTTP ${d.last_status_code}`}</td>
    <td className={d.last_error ? 'error' : undefined}>{d.last_error ?? '—'}</td>
    <td>{d.next_attempt_at ? `next ${when(d.next_attempt_at)}` : d.status === 'delivered' ? `delivered ${when(d.delivered_at)}` : '—'}</td>
  </>;
}
