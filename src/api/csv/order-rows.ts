import { createOrder } from '../../actions/create-order.ts';
import type { OrderInput } from '../../domain/orders/order-input.ts';
import type { OrderView } from '../../domain/orders/orders.repo.ts';
import { ADDRESS_FIELDS } from '../../domain/shared/address.ts';
import { first } from '../../domain/shared/invariants.ts';
import type { ErrorDetail } from '../../errors.ts';
import { csvProblem, numberCell, type CsvColumn, type CsvLayout, type CsvRow } from '../../http/csv.ts';
import type { ImportSteps } from '../../http/csv-import.ts';
import { assertBody, bodyCheck } from '../../http/validation.ts';
import { OrderBody } from '../admin/orders.ts';

/*
 * The orders CSV (docs/admin-api.md "CSV import and export"): one row per order line; the rows with the
 * same `number` make one order. The order's fields (nested ones joined with `_`: `customer_name`,
 * `shipping_address_city`) may be repeated on each of its rows or given once; the line's fields are
 * `product_code`, `quantity`, `unit_price`, `unit_customs_value` and `warehouse`.
 */

const ORDER_FIELDS = [
  'number',
  'reference',
  'channel',
  'currency',
  'customer_code',
  'customer_name',
  'customer_email',
  'customer_phone',
  ...ADDRESS_FIELDS.map((f) => `shipping_address_${f}`),
  'shipping_instructions',
  'carrier_identifier',
  'carrier_service',
  'planned_date',
];
const LINE_FIELDS = ['warehouse', 'product_code', 'quantity', 'unit_price', 'unit_customs_value'];

/** The columns of an export the import skips: what the service sets, not the merchant. */
const READ_ONLY = ['state', 'customer_shipments', 'created_at', 'updated_at'];

const REQUIRED = ['number', 'channel', 'customer_code', 'customer_name', 'warehouse', 'product_code', 'quantity', 'unit_price'];

export const ORDER_LAYOUT: CsvLayout = {
  required: REQUIRED,
  optional: [...ORDER_FIELDS, ...LINE_FIELDS].filter((c) => !REQUIRED.includes(c)),
  ignored: READ_ONLY,
};

/** One order of the file: its rows' lines, where each order field's value came from, the body built. */
type OrderUnit = { lines: number[]; sources: Map<string, number>; body: Record<string, unknown>; problems: ErrorDetail[] };

/** What an orders import did: one order created, with its lines and its shipments released or waiting for stock. */
export type OrderOutcome = { lines: number; released: number; waiting: number };

/**
 * The rows grouped into orders by `number`, in the order each number first appears. An order field
 * takes the value of the first row that gives one; another row giving another value is refused.
 */
export function orderUnits(rows: CsvRow[]): OrderUnit[] {
  const byNumber = new Map<string, CsvRow[]>();
  for (const row of rows) {
    // A row without a number is an order of its own, refused for that.
    const number = row.cells.get('number') || `\u0000${row.line}`;
    const group = byNumber.get(number);
    if (group) group.push(row);
    else byNumber.set(number, [row]);
  }
  return [...byNumber.values()].map(orderUnit);
}

function orderUnit(rows: CsvRow[]): OrderUnit {
  const problems: ErrorDetail[] = [];
  const values = new Map<string, string>();
  const sources = new Map<string, number>();
  for (const row of rows) {
    for (const field of ORDER_FIELDS) {
      const text = row.cells.get(field) ?? '';
      if (text === '') continue;
      const given = values.get(field);
      if (given === undefined) {
        values.set(field, text);
        sources.set(field, row.line);
      } else if (given !== text) {
        problems.push(csvProblem('conflicting_value', `"${text}" differs from "${given}" on line ${sources.get(field)} of the same order`, row.line, field));
      }
    }
  }
  const lines = rows.map((row) => lineBody(row, problems));
  return { lines: rows.map((r) => r.line), sources, body: orderBody(values, lines), problems };
}

/** The body of POST /orders: empty fields left out, the address only with the fields given. */
function orderBody(values: Map<string, string>, lines: Record<string, unknown>[]): Record<string, unknown> {
  const field = (name: string) => values.get(name);
  const address = Object.fromEntries(
    ADDRESS_FIELDS.flatMap((f) => (field(`shipping_address_${f}`) === undefined ? [] : [[f, field(`shipping_address_${f}`)]])),
  );
  const customer = { code: field('customer_code'), name: field('customer_name'), email: field('customer_email'), phone: field('customer_phone') };
  return withoutUndefined({
    number: field('number'),
    reference: field('reference'),
    channel: field('channel'),
    currency: field('currency'),
    customer: withoutUndefined(customer),
    shipping_address: address,
    shipping_instructions: field('shipping_instructions'),
    carrier_identifier: field('carrier_identifier'),
    carrier_service: field('carrier_service'),
    planned_date: field('planned_date'),
    lines,
  });
}

function lineBody(row: CsvRow, problems: ErrorDetail[]): Record<string, unknown> {
  const text = (name: string) => {
    const value = row.cells.get(name) ?? '';
    return value === '' ? undefined : value;
  };
  const quantityText = row.cells.get('quantity') ?? '';
  const quantity = quantityText === '' ? undefined : numberCell(quantityText);
  if (quantity === null) problems.push(csvProblem('invalid_type', `"${quantityText}" is not a number`, row.line, 'quantity'));
  return withoutUndefined({
    product_code: text('product_code'),
    quantity: quantity ?? undefined,
    unit_price: text('unit_price'),
    unit_customs_value: text('unit_customs_value'),
    warehouse: text('warehouse'),
  });
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

const check = bodyCheck(OrderBody);

/** Each order is POST /orders: the same checks, the same customer, shipments, allocation and events. */
export const orderSteps: ImportSteps<OrderUnit, OrderOutcome> = {
  problemsOf: (unit) => unit.problems,
  apply: async (trx, { body }) => {
    assertBody(check, body);
    const { shipmentStates } = await createOrder(trx, body as OrderInput);
    const waiting = shipmentStates.filter((state) => state === 'waiting').length;
    return { lines: (body.lines as unknown[]).length, released: shipmentStates.length - waiting, waiting };
  },
  place: orderPlace,
};

/**
 * Where a pointer into the order's body stands in the file: `/lines/2/quantity` on the order's third
 * row, `/customer/name` (column `customer_name`) on the row that gave it, else on the order's first row.
 */
function orderPlace(unit: OrderUnit, pointer: string | null): { line: number; column: string | null } {
  const parts = pointer ? pointer.split('/').slice(1) : [];
  const firstLine = first(unit.lines, 'the first row of an order');
  if (parts[0] === 'lines') {
    const index = Number(parts[1]);
    const line = Number.isInteger(index) ? (unit.lines[index] ?? firstLine) : firstLine;
    return { line, column: parts[2] ?? null };
  }
  if (parts.length === 0) return { line: firstLine, column: null };
  const column = parts.join('_');
  return { line: unit.sources.get(column) ?? firstLine, column };
}

/** One order line of an export, with its order. */
export type OrderLineRecord = { order: OrderView; line: OrderView['lines'][number] };

/**
 * The export's columns: the import's (so that an export imports into another Dockside), then what the
 * service sets: the order's state, the line's shipments (the order's shipments at the line's
 * warehouse, backorders included) and the order's times.
 */
export const ORDER_EXPORT: CsvColumn<OrderLineRecord>[] = [
  { name: 'number', value: ({ order }) => order.number },
  { name: 'reference', value: ({ order }) => order.reference },
  { name: 'channel', value: ({ order }) => order.channel },
  { name: 'currency', value: ({ order }) => order.currency },
  { name: 'customer_code', value: ({ order }) => order.customer.code },
  { name: 'customer_name', value: ({ order }) => order.customer.name },
  { name: 'customer_email', value: ({ order }) => order.customer.email },
  { name: 'customer_phone', value: ({ order }) => order.customer.phone },
  ...ADDRESS_FIELDS.map((f): CsvColumn<OrderLineRecord> => ({ name: `shipping_address_${f}`, value: ({ order }) => order.shipping_address[f] })),
  { name: 'shipping_instructions', value: ({ order }) => order.shipping_instructions },
  { name: 'carrier_identifier', value: ({ order }) => order.carrier_identifier },
  { name: 'carrier_service', value: ({ order }) => order.carrier_service },
  { name: 'planned_date', value: ({ order }) => order.planned_date },
  { name: 'warehouse', value: ({ line }) => line.warehouse },
  { name: 'product_code', value: ({ line }) => line.product_code },
  { name: 'quantity', value: ({ line }) => line.quantity },
  { name: 'unit_price', value: ({ line }) => line.unit_price },
  { name: 'unit_customs_value', value: ({ line }) => line.unit_customs_value },
  { name: 'state', value: ({ order }) => order.state },
  {
    name: 'customer_shipments',
    value: ({ order, line }) =>
      order.customer_shipments
        .filter((s) => s.warehouse === line.warehouse)
        .map((s) => `${s.number}:${s.state}`)
        .join(';'),
  },
  { name: 'created_at', value: ({ order }) => order.created_at },
  { name: 'updated_at', value: ({ order }) => order.updated_at },
];
