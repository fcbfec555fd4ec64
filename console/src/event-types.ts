// The webhook event types (docs/events.md "Event types"), for the webhook and event pages.
import type { paths } from '@dockside/client';

type EndpointBody = NonNullable<paths['/api/v1/webhook-endpoints']['post']['requestBody']>['content']['application/json'];
/** An event type, or "*" for all, as an endpoint's `events` takes it. */
export type EventSelector = EndpointBody['events'][number];
type EventType = Exclude<EventSelector, '*'>;

/** Every event type, in the order of docs/events.md. */
export const EVENT_TYPES = [
  'customer_shipment.released',
  'customer_shipment.acknowledged',
  'customer_shipment.shipped',
  'customer_shipment.cancelled',
  'customer_shipment.on_hold',
  'customer_shipment.hold_released',
  'customer_shipment.cancellation_requested',
  'customer_shipment.cancellation_rejected',
  'customer_shipment.updated',
  'customer_return_shipment.created',
  'customer_return_shipment.acknowledged',
  'customer_return_shipment.received',
  'return_order.closed',
  'inventory.updated',
  'inventory.discrepancy',
  // Inbound, as staff confirm and cancel purchase orders
  'purchase_order.confirmed',
  'purchase_order.cancelled',
  'supplier_shipment.created',
  'supplier_shipment.cancelled',
  // Inbound, from the warehouse's side: its acknowledgements and receipts
  'supplier_shipment.acknowledged',
  'supplier_shipment.received',
  'purchase_order.received',
  // Transfers between warehouses
  'transfer.shipped',
  'transfer.received',
  // Stock truth from the warehouse: its adjustments and counts
  'inventory.adjusted',
  'inventory.reconciled',
] as const satisfies readonly EventType[];

/** The inbound types: a partner hears them for its warehouses; they concern no sales order, so no channel does. */
const INBOUND_TYPES: readonly EventType[] = [
  'purchase_order.confirmed',
  'purchase_order.cancelled',
  'supplier_shipment.created',
  'supplier_shipment.cancelled',
];

/** Holds and address edits: the merchant's business with its warehouse; the partner hears them, no channel does. */
const HOLD_AND_EDIT_TYPES: readonly EventType[] = ['customer_shipment.on_hold', 'customer_shipment.hold_released', 'customer_shipment.updated'];

/** Cancellation requests: the partner hears one to answer; its rejection goes to the merchant only. Channels hear neither. */
const CANCELLATION_TYPES: readonly EventType[] = ['customer_shipment.cancellation_requested', 'customer_shipment.cancellation_rejected'];

/** Transfers: the destination's partner hears its stock is on the way, the source's that it arrived. */
const TRANSFER_TYPES: readonly EventType[] = ['transfer.shipped', 'transfer.received'];

/** Adjustments and counts: the merchant's business with the warehouse (channels hear inventory.updated). */
const STOCK_TRUTH_TYPES: readonly EventType[] = ['inventory.adjusted', 'inventory.reconciled'];

/** What the warehouse reported itself (acknowledgements and receipts of supplier shipments): the merchant's only. */
const INBOUND_RECEIPT_TYPES: readonly EventType[] = ['supplier_shipment.acknowledged', 'supplier_shipment.received', 'purchase_order.received'];

// The list above names every type the API knows: a type added to the API fails this line until it is listed.
const everyTypeListed: Exclude<EventType, (typeof EVENT_TYPES)[number]> extends never ? true : false = true;
void everyTypeListed;

/** Who an endpoint belongs to: the merchant (neither), a channel, or a 3PL partner. */
export type Owner = { kind: 'merchant' } | { kind: 'channel'; code: string } | { kind: 'partner'; id: number };

/**
 * The types an owner can hear (docs/events.md "Who hears what"): a partner the new work for its
 * warehouses and the stock coming in, a channel everything but discrepancies and inbound stock, the
 * merchant everything. The API refuses the others.
 */
export function typesHeardBy(owner: Owner): readonly EventType[] {
  if (owner.kind === 'partner')
    return [
      'customer_shipment.released',
      'customer_shipment.cancelled',
      ...HOLD_AND_EDIT_TYPES,
      'customer_shipment.cancellation_requested',
      'customer_return_shipment.created',
      ...INBOUND_TYPES,
      ...TRANSFER_TYPES,
    ];
  if (owner.kind === 'channel') {
    const notForChannels = [
      'inventory.discrepancy',
      ...STOCK_TRUTH_TYPES,
      ...HOLD_AND_EDIT_TYPES,
      ...CANCELLATION_TYPES,
      ...INBOUND_TYPES,
      ...INBOUND_RECEIPT_TYPES,
      ...TRANSFER_TYPES,
    ];
    return EVENT_TYPES.filter((t) => !notForChannels.includes(t));
  }
  return EVENT_TYPES;
}

/** The kinds of resource an event is about (`resource_type`). */
export const RESOURCE_TYPES = [
  'customer_shipment',
  'customer_return_shipment',
  'return_order',
  'product',
  'purchase_order',
  'supplier_shipment',
  'transfer',
  'inventory_snapshot',
] as const;

/** The owner of an endpoint record. */
export function ownerOf(endpoint: { channel: string | null; partner: number | null }): Owner {
  if (endpoint.channel !== null) return { kind: 'channel', code: endpoint.channel };
  if (endpoint.partner !== null) return { kind: 'partner', id: endpoint.partner };
  return { kind: 'merchant' };
}

/**
 * Whether an endpoint hears an event, as the API decides a redelivery to it (docs/events.md "Who hears
 * what"): its owner may hear the type and its selection takes it; a channel's endpoint hears its own
 * channel's events (and every inventory.updated), a partner's those of the warehouses it runs.
 */
export function endpointHears(
  endpoint: { events: readonly string[]; channel: string | null; partner: number | null },
  event: { type: string; channel: string | null; warehouse: string | null },
  partners: readonly { id: number; warehouses: readonly string[] }[],
): boolean {
  const owner = ownerOf(endpoint);
  if (!(typesHeardBy(owner) as readonly string[]).includes(event.type)) return false;
  if (!endpoint.events.includes('*') && !endpoint.events.includes(event.type)) return false;
  if (owner.kind === 'channel') return event.type === 'inventory.updated' || event.channel === owner.code;
  if (owner.kind === 'partner') {
    const runs = partners.find((p) => p.id === owner.id)?.warehouses ?? [];
    return event.warehouse !== null && runs.includes(event.warehouse);
  }
  return true;
}
