import { invalidValue } from '../../errors.ts';
import { EVENT_TYPES, type EventType } from '../../wire/events.ts';

/** Every event type; an endpoint listing it receives all it may hear, present and future. */
export const ALL_EVENTS = '*';

/**
 * Inbound stock a warehouse's partner hears of as staff confirm and cancel purchase orders: the supplier
 * shipments announced to or withdrawn from its warehouses, and the orders they belong to. They concern
 * no sales order, so no channel hears them.
 */
const INBOUND_PARTNER_EVENT_TYPES: readonly EventType[] = [
  'purchase_order.confirmed',
  'purchase_order.cancelled',
  'supplier_shipment.created',
  'supplier_shipment.cancelled',
];

/**
 * What a partner's endpoint may hear: the work its warehouses would otherwise poll for (new and
 * cancelled shipments, new returns, inbound stock announced or withdrawn). What the warehouse reported
 * itself is not echoed back.
 */
const PARTNER_EVENT_TYPES: readonly EventType[] = [
  'customer_shipment.released',
  'customer_shipment.cancelled',
  // Holds: a shipment the warehouse may have fetched must not be packed, and may be again.
  'customer_shipment.on_hold',
  'customer_shipment.hold_released',
  // A cancellation request the warehouse must answer (its answer is not echoed back).
  'customer_shipment.cancellation_requested',
  // An address edit: the warehouse fetched the shipment and must read where it goes again.
  'customer_shipment.updated',
  'customer_return_shipment.created',
  ...INBOUND_PARTNER_EVENT_TYPES,
  // Transfers: the destination's partner hears its stock is on the way, the source's that it arrived.
  'transfer.shipped',
  'transfer.received',
];

/**
 * Inbound events of the warehouse's side: its acknowledgements and receipts of supplier shipments, and the
 * purchase orders they complete. They concern a warehouse, not an order of a channel; the partner that
 * runs the warehouse reported them itself, so they go to the merchant's endpoints.
 */
const INBOUND_RECEIPT_TYPES: readonly EventType[] = ['supplier_shipment.acknowledged', 'supplier_shipment.received', 'purchase_order.received'];

/**
 * The warehouse's adjustments and counts, and staff corrections: like discrepancies, the merchant's
 * business with the warehouse. Channels hear the resulting stock as inventory.updated; the partner
 * reported them itself (staff corrections it learns from its next count), so only the merchant's
 * endpoints hear them.
 */
const STOCK_TRUTH_TYPES: readonly EventType[] = ['inventory.adjusted', 'inventory.reconciled'];

/** Event types no channel can hear: they concern no sales order (inbound stock) or are the merchant's own business. */
const NOT_FOR_CHANNELS: readonly EventType[] = [
  'inventory.discrepancy',
  // A hold is the merchant's business with its warehouse; the channel hears the outcome (shipped or cancelled).
  'customer_shipment.on_hold',
  'customer_shipment.hold_released',
  // A cancellation request and its rejection: the channel hears the outcome (cancelled or shipped).
  'customer_shipment.cancellation_requested',
  'customer_shipment.cancellation_rejected',
  ...STOCK_TRUTH_TYPES,
  // An address edit is the merchant's own change: the channel knows it already.
  'customer_shipment.updated',
  ...INBOUND_PARTNER_EVENT_TYPES,
  ...INBOUND_RECEIPT_TYPES,
  'transfer.shipped',
  'transfer.received',
];

/**
 * What a channel's endpoint may hear: the shipments and returns of its orders, and stock levels.
 * Discrepancies are the merchant's business with the warehouse, not the channel's.
 */
const CHANNEL_EVENT_TYPES: readonly EventType[] = EVENT_TYPES.filter((t) => !NOT_FOR_CHANNELS.includes(t));

/** Who owns an endpoint: a channel, a partner, or neither (the merchant, who may hear everything). */
export type Owner = { channelId: number | null; partnerId: number | null };

/** An endpoint as fan-out matches it. */
export type RoutableEndpoint = Owner & { id: number; events: string[]; createdAt: string };

/** An event as fan-out matches it. */
type RoutableEvent = { type: string; channelId: number | null; warehouseId: number | null; createdAt: string };

/** The event types an owner may select. */
function typesFor(owner: Owner): readonly string[] {
  if (owner.partnerId !== null) return PARTNER_EVENT_TYPES;
  if (owner.channelId !== null) return CHANNEL_EVENT_TYPES;
  return EVENT_TYPES;
}

/**
 * Checks an endpoint's event selection against its owner: "*" alone, and only types the owner can
 * ever hear (a partner endpoint asking for inventory.updated would wait forever). 422 at /events/i.
 */
export function checkEventSelection(events: string[], owner: Owner): void {
  if (events.includes(ALL_EVENTS) && events.length > 1) {
    throw invalidValue(`/events/${events.indexOf(ALL_EVENTS)}`, '"*" selects every event type; send it alone');
  }
  const allowed = typesFor(owner);
  const index = events.findIndex((type) => type !== ALL_EVENTS && !allowed.includes(type));
  if (index >= 0) {
    const who = owner.partnerId !== null ? 'a partner' : 'a channel';
    throw invalidValue(`/events/${index}`, `${who} endpoint never hears ${events[index]}; it may select ${allowed.join(', ')}`);
  }
}

/** Whether an endpoint's selection takes an event type its owner may hear. */
function selects(endpoint: Pick<RoutableEndpoint, 'events' | 'channelId' | 'partnerId'>, type: string): boolean {
  if (!typesFor(endpoint).includes(type)) return false;
  return endpoint.events.includes(ALL_EVENTS) || endpoint.events.includes(type);
}

/**
 * Whether an event goes to an endpoint (docs/events.md, "Who hears what"): its selection takes the type, and
 * - a channel's endpoint: the event concerns one of the channel's orders (the event's channel), or it
 *   is inventory.updated: every channel hears the stock of every product, because Dockside keeps no
 *   per-channel listing and a product never ordered on a channel yet must still become sellable there;
 * - a partner's endpoint: the event concerns one of the partner's warehouses;
 * - the merchant's own endpoint: everything selected.
 */
export function concerns(event: RoutableEvent, endpoint: RoutableEndpoint, partnerWarehouses: Map<number, Set<number>>): boolean {
  if (!selects(endpoint, event.type)) return false;
  if (endpoint.channelId !== null) return event.type === 'inventory.updated' || event.channelId === endpoint.channelId;
  if (endpoint.partnerId !== null) {
    return event.warehouseId !== null && (partnerWarehouses.get(endpoint.partnerId)?.has(event.warehouseId) ?? false);
  }
  return true;
}

/** Whether fan-out gives an event to an endpoint: it concerns the endpoint and happened after it was registered. */
export function fansOutTo(event: RoutableEvent, endpoint: RoutableEndpoint, partnerWarehouses: Map<number, Set<number>>): boolean {
  return event.createdAt >= endpoint.createdAt && concerns(event, endpoint, partnerWarehouses);
}
