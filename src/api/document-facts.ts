import { Type, type TSchema } from 'typebox';
import { CARRIERS } from '../db/carriers-seed.ts';
import { CURRENCY_CODES } from '../domain/shared/currencies.ts';
import { CUSTOM_CARRIER, LENGTH_UNIT_NAMES, WEIGHT_UNIT_NAMES } from '../domain/shipments/confirm/ship-input.ts';
import type { DocumentFacts } from '../http/openapi.ts';
import { Timestamp } from '../wire/common.ts';
import { ADJUSTMENT_REASONS, EventDataSchemas, type EventType } from '../wire/events.ts';
import { MATERIAL_CODES, MEDIUM_CODES } from '../wire/tpl-shipments.ts';

/**
 * What the OpenAPI document publishes besides the routes: the code lists values are checked against
 * (a value outside them is a per-element or 422 error, not a schema violation, so the request schemas
 * name the list with `x-code-list` instead of an enum), and the event payloads.
 */
export function documentFacts(): DocumentFacts {
  return {
    codeLists: {
      CarrierCode: {
        description: `Carrier codes known to a new installation, and "${CUSTOM_CARRIER}" for a custom carrier named by carrier_service; GET /services/3pl/v1/carriers.json lists this installation's carriers`,
        values: [...CARRIERS.map((c) => c.code), CUSTOM_CARRIER],
      },
      AdjustmentReason: {
        description: 'Reasons of an inventory adjustment a warehouse reports (docs/3pl-api.md section 15)',
        values: ADJUSTMENT_REASONS,
      },
      PackageMedium: { description: 'Package medium codes (docs/3pl-api.md section 7)', values: MEDIUM_CODES },
      PackageMaterial: { description: 'Package material codes (docs/3pl-api.md section 7)', values: MATERIAL_CODES },
      LengthUnit: { description: 'Length units, compared without case (docs/3pl-api.md section 4)', values: LENGTH_UNIT_NAMES },
      WeightUnit: { description: 'Weight units, compared without case (docs/3pl-api.md section 4)', values: WEIGHT_UNIT_NAMES },
      CurrencyCode: { description: 'Active ISO 4217 currency codes, upper case', values: CURRENCY_CODES },
    },
    webhooks: webhooks(),
  };
}

/** What each event type says happened, and who hears it (docs/events.md "Event types"). */
const EVENT_SUMMARIES: Record<EventType, { summary: string; description: string }> = {
  'customer_shipment.released': {
    summary: 'A customer shipment was released to its warehouse',
    description:
      "The shipment is pending: stock was allocated for all its lines, staff force-released it, or it is the backorder of a partial shipment. Heard by the order's channel and the warehouse's partner.",
  },
  'customer_shipment.acknowledged': {
    summary: 'The warehouse acknowledged a customer shipment',
    description: "The shipment is open and may carry the warehouse's own reference. Heard by the order's channel.",
  },
  'customer_shipment.shipped': {
    summary: 'The warehouse confirmed a customer shipment: the tracking export',
    description:
      "The shipment is done: every package with its tracking number, carrier and tracking URL, and the backorder holding what was not shipped. Heard by the order's channel.",
  },
  'customer_shipment.cancelled': {
    summary: 'A released customer shipment was cancelled',
    description: "Its stock is free again. Heard by the order's channel and the warehouse's partner.",
  },
  'customer_shipment.on_hold': {
    summary: 'The merchant held a customer shipment',
    description:
      "The shipment is on_hold, with the hold's reason and note: it is not fetched as pending, and ship.json and acknowledge.json refuse it (shipment_on_hold) until the hold is released. Heard by the warehouse's partner.",
  },
  'customer_shipment.hold_released': {
    summary: "The merchant released a customer shipment's hold",
    description: "The shipment is back where it was: pending (fetched to pack again) or waiting for stock. Heard by the warehouse's partner.",
  },
  'customer_shipment.cancellation_requested': {
    summary: 'The merchant asks the warehouse to cancel a shipment it acknowledged',
    description:
      "The shipment stays open with cancellation.state requested: answer with PUT /services/3pl/v1/customer-shipments/cancellation.json (accept: it is cancelled; reject, with a reason: it goes on). A confirmation that comes first wins and rejects the request with reason shipped. Heard by the warehouse's partner.",
  },
  'customer_shipment.cancellation_rejected': {
    summary: 'The warehouse rejected a cancellation request',
    description:
      "The shipment goes on (or already shipped: reason shipped); cancellation.reason says why. Heard by the merchant's endpoints only: the warehouse gave the answer itself.",
  },
  'customer_shipment.updated': {
    summary: 'A customer shipment the warehouse has not acknowledged changed: its delivery address',
    description:
      "Staff edited the order's address: the pending or held shipment goes to `delivery_address` now, and is fetched again with a new sync version. Heard by the warehouse's partner.",
  },
  'customer_return_shipment.created': {
    summary: 'A customer return shipment (CRS) was created',
    description:
      "A return was routed to a warehouse, or a partial receipt left a remainder. The whole CRS record a warehouse fetches, plus the order. Heard by the warehouse's partner and the order's channel.",
  },
  'customer_return_shipment.acknowledged': {
    summary: 'The warehouse acknowledged a CRS',
    description: "The CRS is open. Heard by the order's channel.",
  },
  'customer_return_shipment.received': {
    summary: 'The warehouse received a CRS',
    description:
      "What arrived, in which condition and where it went; what was expected but not received, and the remainder CRS when the strategy created one. Heard by the order's channel.",
  },
  'return_order.closed': {
    summary: 'Every CRS of a return order is done: close the return on the sales channel',
    description: "The return order as GET /api/v1/returns/{id} answers it, with warehouses and CRS named as references. Heard by the order's channel.",
  },
  'inventory.updated': {
    summary: "A product's sellable stock at a warehouse changed",
    description:
      "On hand in the warehouse's primary storage tree, allocated and available after the change, and its cause (a shipment, a CRS or an adjustment). Heard by every channel.",
  },
  'inventory.discrepancy': {
    summary: 'A warehouse shipped stock the ledger did not have',
    description:
      'A stock level went below zero; one event per level (location, product, lot), with the level after the change. Or a supplier shipment brought more than it announced: the surplus, received all the same, with the level it landed in. Heard by merchant endpoints only.',
  },
  'inventory.adjusted': {
    summary: 'A warehouse or staff adjusted the stock of a product at a location',
    description:
      'A signed change with its reason and reference, and the level of the product and lot at the location before and after it; `source` says who reported it (the warehouse or staff). Sellable stock that changed also raises inventory.updated. Heard by merchant endpoints only.',
  },
  'inventory.reconciled': {
    summary: "A warehouse's count (inventory snapshot) was applied",
    description:
      'The summary of the snapshot: levels counted, matched, adjusted (reason cycle_count) and zeroed; each product whose sellable stock changed also raises inventory.updated. Heard by merchant endpoints only.',
  },
  // Inbound, from the warehouse's side
  'supplier_shipment.acknowledged': {
    summary: 'The warehouse acknowledged a supplier shipment',
    description: "The supplier shipment is open and may carry the warehouse's own reference. Heard by merchant endpoints (the warehouse reported it itself).",
  },
  'supplier_shipment.received': {
    summary: 'The warehouse received a supplier shipment',
    description:
      'What arrived, in which condition and where it went; what was expected and did not arrive, what came above what was announced, and the remainder supplier shipment when the strategy created one. Heard by merchant endpoints.',
  },
  'purchase_order.received': {
    summary: 'Every line of a purchase order is received',
    description: "The order with its supplier, warehouse and each line's ordered and received quantities. Heard by merchant endpoints.",
  },
  // Inbound: purchase orders and their supplier shipments, as staff confirm and cancel them
  'purchase_order.confirmed': {
    summary: 'A purchase order was confirmed',
    description: "Its lines and the supplier shipments it announced to the warehouse. Heard by merchant endpoints and the warehouse's partner.",
  },
  'purchase_order.cancelled': {
    summary: 'A purchase order was cancelled',
    description:
      "What was received stays; the supplier shipments not received were cancelled with it and are named. Heard by merchant endpoints and the warehouse's partner.",
  },
  'supplier_shipment.created': {
    summary: 'A supplier shipment (advance shipping notice) was announced to a warehouse',
    description: "The whole supplier shipment record a warehouse fetches. Heard by merchant endpoints and the warehouse's partner.",
  },
  'supplier_shipment.cancelled': {
    summary: 'A supplier shipment was cancelled before it was received',
    description: "Its warehouse should expect nothing more of it. Heard by merchant endpoints and the warehouse's partner.",
  },
  // ---- Transfers ----
  'transfer.shipped': {
    summary: "The source warehouse shipped a transfer's customer shipment",
    description:
      "The transfer is in transit; the destination's supplier shipment named is pending with the source's carrier and tracking and what shipped. One event per shipment of the transfer (a backorder ships later). Heard by the destination warehouse's partner.",
  },
  'transfer.received': {
    summary: 'The destination warehouse received all of a transfer',
    description: "No supplier shipment of the transfer is waiting, pending or open any more. Heard by the source warehouse's partner.",
  },
  // ---- end of transfers ----
};

/** The Standard Webhooks headers every delivery carries (docs/events.md "What a receiver gets"). */
const DELIVERY_HEADERS = [
  {
    name: 'webhook-id',
    description: '`msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it',
    schema: { type: 'string', pattern: '^msg_[0-9]+$' },
  },
  { name: 'webhook-timestamp', description: 'Seconds since the Unix epoch when this attempt was signed', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: 'webhook-signature',
    description: 'One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation)',
    schema: { type: 'string' },
  },
].map((header) => ({ in: 'header', required: true, ...header }));

/**
 * The 3.1 `webhooks` section: for each event type, the POST Dockside sends to a webhook endpoint, with
 * the envelope every delivery shares and the type's own `data` schema.
 */
function webhooks(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(EventDataSchemas).map(([type, data]) => [
      type,
      {
        post: {
          operationId: `event_${type.replace('.', '_')}`,
          tags: ['Events'],
          ...EVENT_SUMMARIES[type as EventType],
          parameters: DELIVERY_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: envelope(type, data) } } },
          responses: {
            '2XX': { description: 'Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md' },
          },
        },
      },
    ]),
  );
}

function envelope(type: string, data: TSchema): TSchema {
  return Type.Object(
    {
      id: Type.Integer({ description: 'The event id; webhook-id is `msg_<id>`' }),
      type: Type.Literal(type),
      created_at: Timestamp,
      data,
    },
    { description: `The body of a ${type} delivery` },
  );
}
