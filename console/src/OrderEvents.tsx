import type { DocksideClient } from '@dockside/client';
import { type Address, addressLine } from './address.tsx';
import { When } from './answers.ts';
import { deliveriesText, type EventRecord } from './Deliveries.tsx';
import { readAll } from './paged-list.ts';

type Ref = { id?: number; number?: string; code?: string } | string | null | undefined;
/** What an event is about, as GET /events filters it. */
export type Resource = { type: 'customer_shipment' | 'customer_return_shipment' | 'return_order'; id: number };

/** Every event about these resources, oldest first; each resource's list is followed page by page to its end. */
export async function loadEvents(client: DocksideClient, resources: Resource[]): Promise<EventRecord[]> {
  const ofResource = (resource: Resource) => readAll<EventRecord>(client, '/api/v1/events', { resource_type: resource.type, resource_id: String(resource.id) });
  const all = (await Promise.all(resources.map(ofResource))).flat();
  return all.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

const codeOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.code ?? '?'));
const numberOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.number ?? '?'));
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One line saying what happened, from the event's type and payload. */
function eventSummary(event: EventRecord): string {
  const d = event.data as Record<string, Ref> & {
    packages?: { tracking_number: string | null }[];
    lines?: { product_code: string; quantity: number; condition?: string }[];
  };
  const number = numberOf(d.number);
  const also = (label: string, ref: Ref) => (ref ? `, ${label} ${numberOf(ref)}` : '');
  switch (event.type) {
    case 'customer_shipment.released':
      return `${number} released to warehouse ${codeOf(d.warehouse)}${also('backorder of', d.backorder_of)}`;
    case 'customer_shipment.acknowledged':
      return `${number} acknowledged by the warehouse${d.tpl_reference ? ` (its reference ${numberOf(d.tpl_reference)})` : ''}`;
    case 'customer_shipment.shipped': {
      const tracking = (d.packages ?? []).map((p) => p.tracking_number).filter(Boolean);
      const carrier = [d.carrier_identifier, d.carrier_service].filter(Boolean).map(numberOf).join(' ');
      return (
        `${number} shipped${carrier ? ` by ${carrier}` : ''}: ${plural(d.packages?.length ?? 0, 'package')}` +
        `${tracking.length ? ` (tracking ${tracking.join(', ')})` : ''}${d.backorder ? `; the rest is backordered as ${numberOf(d.backorder)}` : ''}`
      );
    }
    case 'customer_shipment.cancelled':
      return `${number} cancelled, its stock freed`;
    case 'customer_shipment.updated': {
      const to = d.delivery_address as unknown as Partial<Address> | null;
      return `${number}: the warehouse is told of its new address, ${addressLine(to)}`;
    }
    case 'customer_return_shipment.created':
      return `${number} created: return ${numberOf(d.return_order)} goes to warehouse ${codeOf(d.warehouse)}`;
    case 'customer_return_shipment.acknowledged':
      return `${number} acknowledged by warehouse ${codeOf(d.warehouse)}`;
    case 'customer_return_shipment.received':
      return `${number} received at ${codeOf(d.warehouse)}: ${(d.lines ?? []).map((l) => `${l.quantity} × ${l.product_code}${l.condition ? ` (${l.condition})` : ''}`).join(', ') || 'nothing'}`;
    case 'return_order.closed':
      return `Return ${number} closed: all its return shipments are received`;
    default:
      return event.type;
  }
}

/** The events of an order's shipments and returns, oldest first, newest last. */
export function OrderEvents({ events }: { events: EventRecord[] }) {
  if (events.length === 0) return <p>No events yet: a shipment that waits for stock is announced when it is released.</p>;
  return (
    <table>
      <caption className="visually-hidden">Events of the order's shipments and returns, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Event</th>
          <th scope="col">What happened</th>
          <th scope="col">Webhook deliveries</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const failed = event.deliveries.some((d) => d.status === 'failed');
          return (
            <tr key={event.id}>
              <td>
                <When value={event.created_at} />
              </td>
              <td>
                <a className="mono" href={`#/events/${event.id}`}>
                  {event.type}
                </a>
              </td>
              <td>{eventSummary(event)}</td>
              <td className={failed ? 'error' : undefined}>{deliveriesText(event)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
