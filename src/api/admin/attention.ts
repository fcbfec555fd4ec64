import { transact } from '../../db/transactions.ts';
import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { whatNeedsAttention } from '../../domain/attention/what-needs-attention.ts';
import { ACKNOWLEDGEMENT_DUE_RANGE } from '../../domain/settings/settings.repo.ts';
import { AttentionOut } from '../../wire/attention.ts';
import { Problem } from '../../wire/common.ts';

const AttentionQuery = Type.Object({
  acknowledgement_due_minutes: Type.Optional(
    Type.Integer({
      ...ACKNOWLEDGEMENT_DUE_RANGE,
      description: "Overrides the merchant's setting for this answer: a pending shipment released this many minutes ago or earlier is late",
    }),
  ),
  discrepancy_days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 365,
      default: 30,
      description: 'Inventory discrepancies reported and receipt differences recorded in this many days count (1-365, default 30)',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, default: 5, description: 'How many of the oldest records of each kind to list (1-50, default 5)' }),
  ),
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
