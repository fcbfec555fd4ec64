import { transact } from '../../db/transactions.ts';
import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { whatNeedsAttention } from '../../domain/attention/what-needs-attention.ts';
import { ACKNOWLEDGEMENT_DUE_RANGE } from '../../domain/settings/settings.repo.ts';
import { DateString, Nullable, Problem, Timestamp } from '../../wire/common.ts';
import { OrderRef, ReturnOrderRef, ShipmentRef, WarehouseRef } from '../../wire/references.ts';

const AttentionQuery = Type.Object({
  acknowledgement_due_minutes: Type.Optional(
    Type.Integer({
      ...ACKNOWLEDGEMENT_DUE_RANGE,
      description: "Overrides the merchant's setting for this answer: a pending shipment released this many minutes ago or earlier is late",
    }),
  ),
  discrepancy_days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 365, default: 30, description: 'Discrepancies reported in this many days count (1-365, default 30)' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, default: 5, description: 'How many of the oldest records of each kind to list (1-50, default 5)' }),
  ),
});

const ShipmentItem = {
  ...ShipmentRef.properties,
  order: OrderRef,
  warehouse: WarehouseRef,
};

const Waiting = Type.Object({
  count: Type.Integer({ description: 'Customer shipments waiting for stock (state `waiting`)' }),
  oldest: Type.Array(Type.Object({ ...ShipmentItem, since: Type.String({ format: 'date-time', description: 'When it was created: waiting since' }) })),
});

const NotAcknowledged = Type.Object({
  count: Type.Integer({ description: 'Shipments released (`pending`) at least acknowledgement_due_minutes ago and not acknowledged' }),
  oldest: Type.Array(
    Type.Object({
      ...ShipmentItem,
      since: Type.String({ format: 'date-time', description: 'When it was released to the warehouse' }),
      due_at: Type.String({ format: 'date-time', description: 'When its acknowledgement was due: since + acknowledgement_due_minutes' }),
    }),
  ),
});

const Discrepancies = Type.Object({
  count: Type.Integer({ description: 'Stock levels reported below zero within discrepancy_days and still below zero' }),
  oldest: Type.Array(
    Type.Object({
      warehouse: WarehouseRef,
      location: Type.String({ description: 'Location code of the stock level' }),
      product: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
      lot: Nullable(Type.String({ description: 'Lot number' })),
      quantity: Type.Number({ description: 'The level now: below zero' }),
      since: Type.String({ format: 'date-time', description: 'The first report of this level within the window' }),
      reports: Type.Integer({ description: 'inventory.discrepancy events of this level within the window' }),
      last_report: Type.Object(
        {
          event_id: Type.Integer({ description: 'The inventory.discrepancy event (GET /events/{id})' }),
          created_at: Timestamp,
          shipment: ShipmentRef,
          order: Nullable(OrderRef),
          expected: Type.Number({ description: 'What the books held at this level before the shipment' }),
          shipped: Type.Number({ description: 'What the warehouse reported shipping from it' }),
        },
        { description: 'The latest report: the shipment that took more than the books held' },
      ),
    }),
  ),
});

const FailingEndpoints = Type.Object({
  count: Type.Integer({ description: 'Enabled webhook endpoints with failing_since set' }),
  oldest: Type.Array(
    Type.Object({
      id: Type.Integer(),
      url: Type.String(),
      description: Nullable(Type.String()),
      failing_since: Timestamp,
      consecutive_failures: Type.Integer(),
      last_error: Nullable(Type.String({ description: 'Why the latest failed attempt failed' })),
    }),
  ),
});

const AwaitingReceipt = Type.Object({
  count: Type.Integer({ description: 'Customer return shipments not received yet (`pending` or `open`)' }),
  oldest: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.String({ description: 'CRS-000001' }),
      state: Type.Enum(['pending', 'open']),
      return_order: ReturnOrderRef,
      warehouse: WarehouseRef,
      since: Type.String({ format: 'date-time', description: 'When it was created (the return routed to the warehouse)' }),
      planned_date: Nullable(DateString),
      tracking_number: Nullable(Type.String()),
    }),
  ),
});

const AttentionOut = Type.Object({
  generated_at: Timestamp,
  acknowledgement_due_minutes: Type.Integer({ description: 'The due time applied: the query parameter, else the setting' }),
  discrepancy_days: Type.Integer(),
  waiting_for_stock: Waiting,
  not_acknowledged: NotAcknowledged,
  inventory_discrepancies: Discrepancies,
  failing_webhook_endpoints: FailingEndpoints,
  returns_awaiting_receipt: AwaitingReceipt,
});

/** What needs attention first (docs/admin-api.md "What needs attention"): the console's home page. */
export async function attentionRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/attention',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['attention'],
        summary: 'What needs attention: each kind with its count and oldest records',
        querystring: AttentionQuery,
        response: { 200: AttentionOut, 400: Problem },
      },
    },
    async (request) => {
      const q = request.query;
      // One snapshot: every count matches its list.
      return transact(
        db,
        (trx) =>
          whatNeedsAttention(trx, {
            acknowledgementDueMinutes: q.acknowledgement_due_minutes,
            discrepancyDays: q.discrepancy_days ?? 30,
            limit: q.limit ?? 5,
          }),
        'repeatable read',
      );
    },
  );
}
