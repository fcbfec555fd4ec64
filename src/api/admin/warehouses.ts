import type { Db } from '../../db/connect.ts';
import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import type { Location, Warehouse } from '../../db/schema.ts';
import { storedAddress } from '../../domain/shared/address.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { updateLocation } from '../../actions/update-location.ts';
import { addLocation, createWarehouse, getWarehouse, listLocations, listWarehouses, updateWarehouse } from '../../domain/warehouses/warehouses.repo.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Address, AddressOut, Code, CODE_RULES, IdOrCode, IdParam, Nullable, Problem, Timestamp, UpdatedRange } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const LocationOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  parent: Nullable(Type.String()),
  primary_storage: Type.Boolean({ description: 'In the primary storage tree: stock here is sellable' }),
  archived_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const WarehouseOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  address: Nullable(AddressOut),
  return_address: Nullable(AddressOut),
  locations: Type.Array(LocationOut),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const WarehouseBody = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.Optional(Nullable(Address)),
    return_address: Type.Optional(Nullable(Address)),
  },
  { additionalProperties: false },
);

const WarehousePatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    address: Type.Optional(Nullable(Address)),
    return_address: Type.Optional(Nullable(Address)),
  },
  { additionalProperties: false },
);

const LocationBody = Type.Object(
  {
    code: Code,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    parent: Type.Optional(Code),
  },
  { additionalProperties: false },
);

const LocationPatch = Type.Object(
  {
    code: Type.Optional(Code),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    parent: Type.Optional(Type.String({ ...CODE_RULES, description: 'The code of the location to move it under' })),
    archived: Type.Optional(Type.Boolean({ description: 'true archives an empty location; false brings it back' })),
  },
  { additionalProperties: false },
);

const LocationParams = Type.Object({ id: IdOrCode, location: Type.String({ ...IdOrCode, description: 'The location id, or its code' }) });

const WarehouseQuery = Type.Intersect([PageQuery, Type.Object({ code: Type.Optional(Type.String()), ...UpdatedRange })]);

function locationView(location: Location, all: Location[]) {
  const parent = all.find((l) => l.id === location.parent_id);
  return {
    id: location.id,
    code: location.code,
    name: location.name,
    kind: location.kind,
    parent: parent?.code ?? null,
    primary_storage: location.in_storage_tree === 1,
    archived_at: location.archived_at,
    created_at: location.created_at,
    updated_at: location.updated_at,
  };
}

function warehouseView(warehouse: Warehouse, locations: Location[]) {
  const own = locations.filter((l) => l.warehouse_id === warehouse.id);
  return {
    id: warehouse.id,
    code: warehouse.code,
    name: warehouse.name,
    address: storedAddress(warehouse.address),
    return_address: storedAddress(warehouse.return_address),
    locations: own.map((l) => locationView(l, own)),
    created_at: warehouse.created_at,
    updated_at: warehouse.updated_at,
  };
}

const tags = ['warehouses'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** Warehouses and their locations (docs/admin-api.md "Warehouses and locations"). */
export async function warehouseRoutes(app: App, { db }: Deps): Promise<void> {
  const load = async (trx: Db, id: number) => warehouseView(await getWarehouse(trx, id), await listLocations(trx, [id]));
  const locationOf = async (trx: Db, warehouseId: number, locationId: number) => {
    const locations = await listLocations(trx, [warehouseId]);
    return locationView(locations.find((l) => l.id === locationId)!, locations);
  };

  app.post(
    '/warehouses',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create a warehouse with its standard locations', body: WarehouseBody, response: { 201: WarehouseOut, ...errors } },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => load(trx, await createWarehouse(trx, request.body)), 201),
  );

  app.get(
    '/warehouses',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List warehouses', querystring: WarehouseQuery, response: { 200: Type.Array(WarehouseOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const rows = sendPage(
        request,
        reply,
        page,
        await listWarehouses(db, { code: q.code, updatedAtMin: q.updated_at_min, updatedAtMax: q.updated_at_max }, page),
      );
      const locations = await listLocations(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((w) => warehouseView(w, locations));
    },
  );

  app.get(
    '/warehouses/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a warehouse by id or code', params: IdParam, response: { 200: WarehouseOut, 404: Problem } },
    },
    async (request) => load(db, await resolvePathRef(db, 'warehouses', request.params.id)),
  );

  app.patch(
    '/warehouses/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Change a warehouse', params: IdParam, body: WarehousePatch, response: { 200: WarehouseOut, ...errors } },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await resolvePathRef(trx, 'warehouses', request.params.id);
        await updateWarehouse(trx, id, request.body);
        return load(trx, id);
      }),
  );

  app.post(
    '/warehouses/:id/locations',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Add a put-away bin under a location (default: primary storage)',
        params: IdParam,
        body: LocationBody,
        response: { 201: LocationOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const warehouseId = await resolvePathRef(trx, 'warehouses', request.params.id);
          return locationOf(trx, warehouseId, await addLocation(trx, warehouseId, request.body));
        },
        201,
      ),
  );

  app.patch(
    '/warehouses/:id/locations/:location',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Rename, move, archive (when empty) or bring back a location',
        params: LocationParams,
        body: LocationPatch,
        response: { 200: LocationOut, ...errors },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const warehouseId = await resolvePathRef(trx, 'warehouses', request.params.id);
        return locationOf(trx, warehouseId, await updateLocation(trx, warehouseId, request.params.location, request.body));
      }),
  );

  app.get(
    '/warehouses/:id/locations',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: "List a warehouse's locations", params: IdParam, response: { 200: Type.Array(LocationOut), 404: Problem } },
    },
    async (request) => {
      const warehouseId = await resolvePathRef(db, 'warehouses', request.params.id);
      const locations = await listLocations(db, [warehouseId]);
      return locations.map((l) => locationView(l, locations));
    },
  );
}
