import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { adjustInventory } from '../../actions/adjust-inventory.ts';
import { inventoryOf, listInventory, type InventoryRow } from '../../domain/inventory/inventory.repo.ts';
import { findMove, listMoves, type MoveRow } from '../../domain/inventory/moves.repo.ts';
import { inboundFigures, inboundKey, pairsOnTheirWay, type InboundFigures } from '../../domain/inbound/incoming.ts';
import { fromStored } from '../../domain/shared/quantity.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Code, Id, MAX_QUANTITY, Nullable, Problem, Ref, Timestamp } from '../../wire/common.ts';
import { storedInstant } from '../../http/time-range.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

export const AdjustmentBody = Type.Object(
  {
    warehouse: Ref,
    location: Type.Optional(Ref),
    product_code: Code,
    quantity: Type.Number({
      minimum: -MAX_QUANTITY,
      maximum: MAX_QUANTITY,
      description: 'Signed change: positive adds stock, negative removes it; non-zero, at most three decimals',
    }),
    lot: Type.Optional(Type.Object({ number: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false })),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

const InventoryOut = Type.Object({
  warehouse: Type.String(),
  product_code: Type.String(),
  on_hand: Type.Number({ description: 'In the primary storage tree' }),
  allocated: Type.Number(),
  available: Type.Number({ description: 'on_hand - allocated' }),
  incoming: Type.Number({ description: 'Announced on pending and open supplier shipments of purchase orders, not yet received' }),
  in_transit: Type.Number({ description: 'Shipped by transfers from other warehouses (their pending and open supplier shipments), not yet received' }),
  locations: Type.Array(Type.Object({ location: Type.String(), lot: Nullable(Type.String()), quantity: Type.Number() })),
});

const adjustmentFields = {
  id: Type.Integer({ description: 'The stock move id' }),
  warehouse: Type.String(),
  location: Type.String(),
  product_code: Type.String(),
  quantity: Type.Number(),
  lot: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  created_at: Timestamp,
};
const AdjustmentOut = Type.Object(adjustmentFields);
const AdjustmentCreated = Type.Object({ ...adjustmentFields, inventory: InventoryOut });

const Place = Type.Object({ warehouse: Nullable(Type.String()), location: Type.String() });
const MoveOut = Type.Object({
  id: Type.Integer(),
  product_code: Type.String(),
  lot: Nullable(Type.String()),
  quantity: Type.Number(),
  from: Place,
  to: Place,
  cause: Type.String(),
  shipment_id: Nullable(Type.Integer()),
  package_id: Nullable(Type.Integer()),
  crs_id: Nullable(Type.Integer()),
  reference: Nullable(Type.String()),
  created_at: Timestamp,
});

export const InventoryQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    warehouse: Type.Optional(Type.String({ description: 'Warehouse code or id' })),
    product_code: Type.Optional(Type.String()),
  }),
]);

const MovesQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    warehouse: Type.Optional(Type.String({ description: 'Warehouse code or id: moves into or out of its locations' })),
    product_code: Type.Optional(Type.String()),
    cause: Type.Optional(Type.Enum(['adjustment', 'shipment', 'consumption', 'return'])),
    created_at_min: Type.Optional(Timestamp),
    created_at_max: Type.Optional(Timestamp),
  }),
]);

/** Inventory rows with the stock on its way to each, in the order given. */
async function inventoryViews(db: Db, rows: InventoryRow[]) {
  const inbound = await inboundFigures(db, rows);
  return rows.map((row) => inventoryView(row, inbound.get(inboundKey(row.warehouseId, row.productId))));
}

function inventoryView(row: InventoryRow, inbound: InboundFigures | undefined) {
  return {
    warehouse: row.warehouse,
    product_code: row.productCode,
    on_hand: fromStored(row.onHand),
    allocated: fromStored(row.allocated),
    available: fromStored(row.onHand - row.allocated),
    incoming: fromStored(inbound?.incoming ?? 0),
    in_transit: fromStored(inbound?.inTransit ?? 0),
    locations: row.locations.map((l) => ({ location: l.location, lot: l.lot, quantity: fromStored(l.quantity) })),
  };
}

/** An adjustment is the move between the virtual adjustment location and a warehouse location. */
function adjustmentView(move: MoveRow) {
  const incoming = move.from_warehouse === null;
  return {
    id: move.id,
    warehouse: (incoming ? move.to_warehouse : move.from_warehouse)!,
    location: incoming ? move.to_location : move.from_location,
    product_code: move.product_code,
    quantity: fromStored(incoming ? move.quantity : -move.quantity),
    lot: move.lot,
    reason: move.reference,
    created_at: move.created_at,
  };
}

function moveView(move: MoveRow) {
  return {
    id: move.id,
    product_code: move.product_code,
    lot: move.lot,
    quantity: fromStored(move.quantity),
    from: { warehouse: move.from_warehouse, location: move.from_location },
    to: { warehouse: move.to_warehouse, location: move.to_location },
    cause: move.cause,
    shipment_id: move.shipment_id,
    package_id: move.package_id,
    crs_id: move.crs_id,
    reference: move.reference,
    created_at: move.created_at,
  };
}

const tags = ['inventory'];

/** Stock adjustments, the inventory view and the stock ledger (docs/admin-api.md "Inventory"). */
export async function inventoryRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/inventory/adjustments',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Correct the stock of a product at a location by a signed quantity',
        body: AdjustmentBody,
        response: { 201: AdjustmentCreated, 400: Problem, 422: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const result = await adjustInventory(trx, request.body);
          const move = (await findMove(trx, result.moveId))!;
          const [inventory] = await inventoryViews(trx, [await inventoryOf(trx, result.warehouseId, result.productId)]);
          return { ...adjustmentView(move), inventory: inventory! };
        },
        201,
      ),
  );

  app.get(
    '/inventory/adjustments/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Get an adjustment by id',
        params: Type.Object({ id: Id }),
        response: { 200: AdjustmentOut, 400: Problem, 404: Problem },
      },
    },
    async (request) => {
      const move = await findMove(db, request.params.id);
      if (move?.cause !== 'adjustment') throw notFound('adjustment');
      return adjustmentView(move);
    },
  );

  app.get(
    '/inventory',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Stock per warehouse and product', querystring: InventoryQuery, response: { 200: Type.Array(InventoryOut), 400: Problem } },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const filter = { warehouse: request.query.warehouse, productCode: request.query.product_code };
      const rows = await listInventory(db, filter, page.limit, page.offset, pairsOnTheirWay(db));
      return inventoryViews(db, sendPage(request, reply, page, rows));
    },
  );

  app.get(
    '/inventory/moves',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'The stock ledger, oldest first', querystring: MovesQuery, response: { 200: Type.Array(MoveOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const rows = await listMoves(
        db,
        {
          productCode: q.product_code,
          warehouse: q.warehouse,
          cause: q.cause,
          createdAtMin: storedInstant(q.created_at_min),
          createdAtMax: storedInstant(q.created_at_max),
        },
        page.limit,
        page.offset,
      );
      return sendPage(request, reply, page, rows).map(moveView);
    },
  );
}
