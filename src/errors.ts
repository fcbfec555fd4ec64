/**
 * Where an error code is answered: `request`, as the problem+json answer of a whole request;
 * `element`, inside the answer of a batch write (one element's failure never blocking the others);
 * `both`, either way. docs/3pl-api.md section 11 and docs/admin-api.md ("Error codes") describe each.
 */
type ErrorScope = 'request' | 'element' | 'both';

type ErrorEntry = { status: number; title: string; scope: ErrorScope };

/**
 * The one error table: every error code the service answers, with the HTTP status of a whole-request
 * answer, a title and where the code applies. An element code keeps the status it would have if it
 * ever failed a whole request (a 409 for a state conflict, a 422 for a business rule).
 */
export const ERROR_CODES = {
  // Whole-request errors
  invalid_json: { status: 400, title: 'Malformed JSON', scope: 'request' },
  validation_failed: { status: 400, title: 'Request does not match the schema', scope: 'request' },
  too_many_elements: { status: 400, title: 'Too many elements in one request', scope: 'request' },
  invalid_sync_token: { status: 400, title: 'The sync token or cursor is malformed or belongs to another list or filters', scope: 'request' },
  unauthorized: { status: 401, title: 'Missing or invalid API key or session', scope: 'request' },
  forbidden: { status: 403, title: 'This key may not call this route', scope: 'request' },
  csrf_token_missing: { status: 403, title: 'A change sent with the session cookie needs the X-CSRF-Token header', scope: 'request' },
  csrf_token_invalid: { status: 403, title: "The X-CSRF-Token header is not the session's CSRF token", scope: 'request' },
  origin_mismatch: { status: 403, title: "The Origin header names another origin than this server's", scope: 'request' },
  not_found: { status: 404, title: 'Not found', scope: 'both' },
  method_not_allowed: { status: 405, title: 'Method not allowed', scope: 'request' },
  already_exists: { status: 409, title: 'A record with this code already exists', scope: 'request' },
  invalid_state: { status: 409, title: 'The record is not in a state that allows this', scope: 'request' },
  purchase_order_not_draft: { status: 409, title: 'The purchase order is confirmed, received or cancelled: only a draft can be changed', scope: 'request' },
  concurrent_update: { status: 409, title: 'The record was changed by another request', scope: 'both' },
  idempotency_key_in_use: { status: 409, title: 'A request with this Idempotency-Key is still running', scope: 'request' },
  payload_too_large: { status: 413, title: 'Request body too large', scope: 'request' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type', scope: 'request' },
  unknown_reference: { status: 422, title: 'A referenced record does not exist', scope: 'request' },
  invalid_value: { status: 422, title: 'A value is not acceptable', scope: 'request' },
  bundle_cycle: { status: 422, title: 'Bundle components would form a cycle', scope: 'request' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key was used with a different request', scope: 'request' },
  snapshot_would_zero: {
    status: 422,
    title: 'A complete inventory snapshot would set more products to 0 than max_zeroed allows; nothing was applied',
    scope: 'request',
  },
  snapshot_unknown_items: {
    status: 422,
    title: 'An inventory snapshot names unknown products, locations or lots (listed in errors); nothing was applied',
    scope: 'request',
  },
  import_rejected: { status: 422, title: 'The CSV file was refused and nothing of it applied: errors names each bad row by line and column', scope: 'request' },
  rate_limited: { status: 429, title: 'Too many requests', scope: 'request' },
  internal_error: { status: 500, title: 'Internal error', scope: 'both' },
  not_ready: { status: 503, title: 'The database does not answer', scope: 'request' },
  database_busy: { status: 503, title: 'Other writes to the same records kept the database busy through every retry; retry the request', scope: 'request' },
  shutting_down: { status: 503, title: 'The service is shutting down', scope: 'request' },

  // Per-element errors of the batch writes (docs/3pl-api.md sections 6, 7 and 13)
  duplicate_element: { status: 422, title: 'The record is named again in this batch; only its first element runs', scope: 'element' },
  shipment_not_released: {
    status: 409,
    title: "The shipment is waiting, not released to the warehouse (a transfer's supplier shipment: until its source ships)",
    scope: 'element',
  },
  shipment_cancelled: { status: 409, title: 'The customer or supplier shipment was cancelled', scope: 'element' },
  shipment_on_hold: { status: 409, title: 'The merchant holds the customer shipment: do not pack it until the hold is released', scope: 'element' },
  no_cancellation_requested: {
    status: 409,
    title: 'The customer shipment has no cancellation request waiting: none was made, it was answered already, or the shipment shipped first',
    scope: 'element',
  },
  shipment_acknowledged: {
    status: 409,
    title: 'The warehouse has acknowledged the customer shipment and may be picking it: only a cancellation request reaches it now',
    scope: 'request',
  },
  shipment_done: { status: 409, title: 'The customer shipment is already shipped', scope: 'element' },
  nothing_to_ship: { status: 422, title: 'A confirmation needs lines or packages', scope: 'element' },
  lines_and_packages: { status: 422, title: 'A confirmation has either lines or packages, not both', scope: 'element' },
  unknown_product: { status: 422, title: 'Neither a product code nor a known GTIN', scope: 'element' },
  quantity_exceeds_ordered: {
    status: 422,
    title: "More than what remains of the ordered quantity: to ship of a customer shipment's product, or to announce of a purchase order line",
    scope: 'both',
  },
  product_not_on_shipment: { status: 422, title: 'The product is not on the shipment (and, for a customer shipment, is not a consumable)', scope: 'element' },
  not_a_consumable: { status: 422, title: 'A consumables entry names a product not flagged consumable', scope: 'element' },
  unknown_carrier: { status: 422, title: 'Not a known carrier code, or a custom carrier without carrier_service', scope: 'element' },
  invalid_sscc: { status: 422, title: 'Not 18 digits with a valid GS1 check digit', scope: 'element' },
  sscc_in_use: { status: 409, title: 'The SSCC is already on another package (SSCCs are unique)', scope: 'element' },
  sscc_capacity_exhausted: { status: 422, title: 'Every serial reference of the GS1 company prefix is in use; configure a shorter prefix', scope: 'element' },
  invalid_scac: { status: 422, title: 'Not 2-4 capital letters', scope: 'element' },
  invalid_medium: { status: 422, title: 'Not a package medium code (docs/3pl-api.md section 7)', scope: 'element' },
  invalid_material: { status: 422, title: 'Not a package material code (docs/3pl-api.md section 7)', scope: 'element' },
  invalid_unit: { status: 422, title: 'Not a known weight or length unit', scope: 'element' },
  invalid_cost: { status: 422, title: 'Not a non-negative decimal string', scope: 'element' },
  invalid_currency: { status: 422, title: 'Not an ISO 4217 currency code', scope: 'element' },
  invalid_quantity: { status: 422, title: 'Not positive (an adjustment: zero), or more than three decimals', scope: 'element' },
  lot_required: { status: 422, title: 'A lot-tracked product shipped or received without its lot', scope: 'element' },
  warehouse_mismatch: { status: 422, title: "The warehouse is not the shipment's, not the key's, or re-homing is not allowed", scope: 'element' },
  already_shipped: { status: 409, title: 'The shipment was confirmed with a different report', scope: 'element' },
  quantity_exceeds_expected: { status: 422, title: 'More than the return line still expects', scope: 'element' },
  product_not_on_return: { status: 422, title: 'The product is not on the customer return shipment', scope: 'element' },
  unknown_location: { status: 422, title: 'No location with that code in the warehouse', scope: 'element' },
  already_received: { status: 409, title: 'The return or supplier shipment was received with a different report', scope: 'element' },
  return_shipment_done: { status: 409, title: 'The customer return shipment is already received', scope: 'element' },
  // Supplier shipments (docs/3pl-api.md section 14)
  supplier_shipment_done: { status: 409, title: 'The supplier shipment is already received', scope: 'element' },
  // Inventory adjustments and snapshots (docs/3pl-api.md sections 15 and 16)
  unknown_warehouse: { status: 422, title: "Not one of the key's warehouses, or none named when the key runs several", scope: 'both' },
  unknown_lot: { status: 422, title: 'The product has no lot with that number', scope: 'element' },
  lot_not_tracked: { status: 422, title: 'A lot named for a product that is not lot-tracked', scope: 'element' },
  product_not_stocked: { status: 422, title: 'The product is a bundle: it has no stock of its own, its components do', scope: 'element' },
  invalid_reason: { status: 422, title: 'Not one of the adjustment reasons', scope: 'element' },
  stock_below_zero: { status: 422, title: 'The adjustment would take the stock level below zero', scope: 'element' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code that may be answered inside a batch write, for one element. */
export const ELEMENT_ERROR_CODES = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => ERROR_CODES[code].scope !== 'request');

/** True when a code may be answered inside a batch write, for one element. */
export function appliesToElements(code: ErrorCode): boolean {
  return ERROR_CODES[code].scope !== 'request';
}

/**
 * Codes that name one entry of a problem's `errors` besides the error codes above: the schema checks
 * (a 400 `validation_failed` lists one per field) and the details of a 422 `invalid_value`.
 */
export const DETAIL_CODES = {
  required: 'A required field is missing',
  unknown_field: 'A field the schema does not know',
  invalid_type: 'A value of the wrong JSON type',
  too_short: 'A text or list shorter than allowed',
  too_long: 'A text or list longer than allowed',
  too_small: 'A number below its minimum',
  too_large: 'A number above its maximum',
  too_few_items: 'A list with fewer items than allowed',
  too_many_items: 'A list with more items than allowed',
  invalid_format: 'A text that does not match its format or pattern',
  warehouse_required: 'An order line without a warehouse, on an order without one',
  product_not_on_order: 'A line names a product the order does not hold (a return of a sales order, a supplier shipment of a purchase order)',
  product_not_on_order_line: 'A line names a product its order line does not hold (a return line, a supplier shipment line)',
  quantity_exceeds_returnable: 'More than was shipped minus what was already returned',
  malformed_csv: 'A CSV file that is not well-formed: an unclosed or stray quote, or text that is not UTF-8',
  unknown_column: 'A CSV header names a column the import does not know',
  missing_column: 'A CSV header lacks a column the import needs',
  duplicate_column: 'A CSV header names a column twice',
  field_count: 'A CSV row has more fields than the header names',
  duplicate_row: 'A CSV row names the same record as an earlier row of the file',
  conflicting_value: 'A row of a CSV order gives an order field another value than an earlier row of the same order',
} as const;

export type DetailCode = keyof typeof DETAIL_CODES;

/**
 * One entry of a problem's `errors` list: what is wrong and where in the request body. A CSV import's
 * entries name their place in the file instead (`pointer` null): `line` (the header is line 1) and
 * `column` (null when the problem is the whole row's).
 */
export type ErrorDetail = { code: ErrorCode | DetailCode; message: string; pointer: string | null; line?: number; column?: string | null };

/**
 * A known failure: rendered as problem+json with the status from ERROR_CODES, never as a 500, or, when
 * a batch write's element throws it and its code applies to elements, as that element's errors.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: ErrorDetail[];

  constructor(code: ErrorCode, detail: string, errors: ErrorDetail[] = []) {
    super(detail);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.errors = errors;
  }

  /** Several problems found together; the first one's code names the whole (a detail code: invalid_value). */
  static many(errors: ErrorDetail[]): AppError {
    const [first] = errors;
    if (!first) throw new Error('AppError.many needs at least one problem');
    return new AppError(first.code in ERROR_CODES ? (first.code as ErrorCode) : 'invalid_value', first.message, errors);
  }
}

/** A failure of one rule at one place of the request body: its code, message and pointer. */
export function refusal(code: ErrorCode, message: string, pointer: string | null): AppError {
  return new AppError(code, message, [{ code, message, pointer }]);
}

/** What a set-based action answers for one element: its result, or the problems that refused it. */
export type Verdict<R> = { ok: true; result: R } | { ok: false; errors: ErrorDetail[] };

/** A 422 naming a field that refers to a record that does not exist. */
export function unknownReference(pointer: string, message: string): AppError {
  return refusal('unknown_reference', message, pointer);
}

/** A 422 naming a field whose value is not acceptable. */
export function invalidValue(pointer: string, message: string, code: ErrorCode | DetailCode = 'invalid_value'): AppError {
  return new AppError('invalid_value', message, [{ code, message, pointer }]);
}

/** A 409 for a unique code that is already taken. */
export function alreadyExists(pointer: string, message: string): AppError {
  return refusal('already_exists', message, pointer);
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}
