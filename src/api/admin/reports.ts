import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { reportPeriod } from '../../domain/reports/period.ts';
import { returnsByReason, shippedPerDay } from '../../domain/reports/reports.repo.ts';
import { driftDays, inventoryDrift } from '../../domain/reports/inventory-drift.ts';
import { DateString, Nullable, Problem } from '../../wire/common.ts';

const Period = {
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'The last this many days, today included (1-366, default 30)' })),
  tz: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_+:/-]+$',
      default: 'UTC',
      description: 'IANA time zone whose calendar days are counted (`Europe/Paris`; default `UTC`)',
    }),
  ),
  warehouse: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only this warehouse (code or id)' })),
};

const PeriodOut = {
  days: Type.Integer(),
  tz: Type.String({ description: 'The time zone the days are counted in' }),
  from: DateString,
  to: DateString,
  warehouse: Nullable(Type.String({ description: 'The warehouse code, when filtered' })),
};

const ShippedPerDayOut = Type.Object({
  ...PeriodOut,
  total: Type.Integer(),
  per_day: Type.Array(Type.Object({ date: DateString, shipped: Type.Integer() }), { description: 'Every day of the period, oldest first, zero days included' }),
});

const ReasonOut = Type.Object({
  reason: Nullable(Type.String({ description: 'As the return line gave it; null when none was given' })),
  lines: Type.Integer(),
  units: Type.Number(),
});

const ReturnsByReasonOut = Type.Object({
  ...PeriodOut,
  total: Type.Object({ lines: Type.Integer(), units: Type.Number() }),
  reasons: Type.Array(ReasonOut, { description: 'Most units first, at most `limit`' }),
  other: Type.Object({ reasons: Type.Integer(), lines: Type.Integer(), units: Type.Number() }, { description: 'The reasons beyond `limit`, together' }),
});

export const DriftQuery = Type.Object({
  warehouse: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only this warehouse (code or id)' })),
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
});

const DriftOut = Type.Object({
  warehouse: Nullable(Type.String({ description: 'The warehouse code, when filtered' })),
  from: DateString,
  to: DateString,
  products: Type.Array(
    Type.Object({
      product_code: Type.String(),
      differences: Type.Integer({ description: 'Stock levels the counts found different' }),
      units_over: Type.Number({ description: 'Units counted above the books' }),
      units_under: Type.Number({ description: 'Units counted below the books (negative)' }),
      units: Type.Number({ description: 'The net drift: units_over + units_under' }),
      unit_cost: Nullable(Type.String({ description: "The unit cost of the product's latest purchase order line that has one" })),
      currency_code: Nullable(Type.String({ description: "That purchase order's currency" })),
      value: Nullable(Type.String({ description: 'units × unit_cost, decimal string; null without a unit cost' })),
    }),
    { description: 'Largest net drift (in absolute units) first' },
  ),
});

const tags = ['reports'];

/** The figures of the console's charts (docs/admin-api.md "Reports"). */
export async function reportRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/reports/shipments-per-day',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Shipments shipped per day over the last days, zero days included',
        querystring: Type.Object(Period),
        response: { 200: ShippedPerDayOut, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const period = await reportPeriod(db, request.query);
      const perDay = await shippedPerDay(db, period);
      return { ...period.head, total: perDay.reduce((sum, d) => sum + d.shipped, 0), per_day: perDay };
    },
  );

  app.get(
    '/reports/returns-by-reason',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Return lines and units per reason, over the return orders created in the last days',
        querystring: Type.Object({
          ...Period,
          warehouse: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only lines routed to this warehouse (code or id)' })),
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 100,
              default: 10,
              description: 'Reasons listed one by one (1-100, default 10); the rest are summed in `other`',
            }),
          ),
        }),
        response: { 200: ReturnsByReasonOut, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const period = await reportPeriod(db, request.query);
      return { ...period.head, ...(await returnsByReason(db, period, request.query.limit ?? 10)) };
    },
  );

  app.get(
    '/reports/inventory-drift',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "What warehouses' counts found different from the books, per product, in units and at unit cost",
        querystring: DriftQuery,
        response: { 200: DriftOut, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to, bounds } = driftDays(q);
      const { warehouse, products } = await inventoryDrift(db, { warehouse: q.warehouse, ...bounds });
      return { warehouse, from, to, products };
    },
  );
}
