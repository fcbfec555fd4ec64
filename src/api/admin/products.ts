import { Type, type Static } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { loadProducts, listProductIds, type ProductDetails } from '../../domain/catalog/products.repo.ts';
import { createProduct, updateProduct } from '../../domain/catalog/save-product.ts';
import { fromStored } from '../../domain/shared/quantity.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import { CommaList, PageQuery, pageOf, sendPage, splitList } from '../../http/paging.ts';
import { Code, DecimalString, IdParam, Nullable, Problem, Quantity, Ref, Timestamp, UpdatedRange } from '../../wire/common.ts';
import { storedInstant } from '../../http/time-range.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const Component = Type.Object(
  {
    product_code: Code,
    quantity: Quantity,
  },
  { additionalProperties: false },
);

/** The fields POST and PATCH share; `code` is fixed once created. */
const productFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  upc: Nullable(Type.String({ minLength: 1, maxLength: 64, description: 'UPC, EAN or GTIN-8/12/13/14 with a valid check digit' })),
  uom: Type.String({ minLength: 1, maxLength: 16, description: 'Unit; products are counted in `u`' }),
  consumable: Type.Boolean({ description: 'Packaging used up while shipping' }),
  lot_tracked: Type.Boolean(),
  components: Type.Array(Component, { maxItems: 250, description: 'Non-empty makes the product a bundle' }),
  return_warehouse: Nullable(Ref),
  unit_price: Nullable(DecimalString),
  unit_customs_value: Nullable(DecimalString),
};

export const ProductBody = Type.Object(
  {
    code: Code,
    name: productFields.name,
    upc: Type.Optional(productFields.upc),
    uom: Type.Optional(productFields.uom),
    consumable: Type.Optional(productFields.consumable),
    lot_tracked: Type.Optional(productFields.lot_tracked),
    components: Type.Optional(productFields.components),
    return_warehouse: Type.Optional(productFields.return_warehouse),
    unit_price: Type.Optional(productFields.unit_price),
    unit_customs_value: Type.Optional(productFields.unit_customs_value),
  },
  { additionalProperties: false },
);

export const ProductPatch = Type.Partial(Type.Object(productFields), { additionalProperties: false });

const ProductOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  upc: Nullable(Type.String()),
  uom: Type.String(),
  consumable: Type.Boolean(),
  lot_tracked: Type.Boolean(),
  is_bundle: Type.Boolean({ description: 'True when the product has components' }),
  components: Type.Array(Type.Object({ product_code: Type.String(), quantity: Type.Number() })),
  return_warehouse: Nullable(Type.String({ description: 'Warehouse code' })),
  unit_price: Nullable(Type.String()),
  unit_customs_value: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ProductQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    code: Type.Optional(Type.String()),
    codes: Type.Optional(CommaList),
    upc: Type.Optional(Type.String({ description: 'Any GTIN form of the product UPC/EAN' })),
    consumable: Type.Optional(Type.Boolean()),
    bundle: Type.Optional(Type.Boolean()),
    ...UpdatedRange,
  }),
]);

/** The products a query's filters select: the list and its CSV export read the same (exports.ts). */
export function productFilterOf(
  q: Pick<Static<typeof ProductQuery>, 'code' | 'codes' | 'upc' | 'consumable' | 'bundle' | 'updated_at_min' | 'updated_at_max'>,
) {
  return {
    code: q.code,
    codes: splitList(q.codes),
    upc: q.upc,
    consumable: q.consumable,
    bundle: q.bundle,
    updatedAtMin: storedInstant(q.updated_at_min),
    updatedAtMax: storedInstant(q.updated_at_max),
  };
}

function productView({ product, returnWarehouse, components }: ProductDetails) {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    upc: product.upc,
    uom: product.uom,
    consumable: product.consumable === 1,
    lot_tracked: product.lot_tracked === 1,
    is_bundle: product.is_bundle === 1,
    components: components.map((c) => ({ product_code: c.productCode, quantity: fromStored(c.quantity) })),
    return_warehouse: returnWarehouse,
    unit_price: product.unit_price,
    unit_customs_value: product.unit_customs_value,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

async function loadOne(db: Db, id: number) {
  const [details] = await loadProducts(db, [id]);
  if (!details) throw notFound('product');
  return productView(details);
}

const tags = ['products'];
const errors = { 400: Problem, 404: Problem, 409: Problem, 422: Problem };

/** The product catalog: plain products, consumables and bundles (docs/admin-api.md "Products"). */
export async function productRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/products',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create a product (a bundle when it has components)', body: ProductBody, response: { 201: ProductOut, ...errors } },
    },
    async (request, reply) => writeTransaction(db, reply, async (trx) => loadOne(trx, await createProduct(trx, request.body)), 201),
  );

  app.get(
    '/products',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List products', querystring: ProductQuery, response: { 200: Type.Array(ProductOut), 400: Problem } },
    },
    async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const ids = await listProductIds(db, productFilterOf(q), page.limit, page.offset);
      const pageIds = sendPage(request, reply, page, ids);
      return (await loadProducts(db, pageIds)).map(productView);
    },
  );

  app.get(
    '/products/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a product by id or code', params: IdParam, response: { 200: ProductOut, 404: Problem } },
    },
    async (request) => loadOne(db, await resolvePathRef(db, 'products', request.params.id)),
  );

  app.patch(
    '/products/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Change a product (any field but its code)', params: IdParam, body: ProductPatch, response: { 200: ProductOut, ...errors } },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await resolvePathRef(trx, 'products', request.params.id);
        await updateProduct(trx, id, request.body);
        return loadOne(trx, id);
      }),
  );
}
