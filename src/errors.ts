/**
 * The one error table (CONTRACT 3). Every error code the service can answer is listed here with its
 * HTTP status and title; docs/admin-api.md and docs/3pl-api.md describe each code.
 * Batch writes answer per element with the codes of ELEMENT_ERROR_CODES below instead.
 */
export const ERROR_CODES = {
  // Whole-request errors
  invalid_json: { status: 400, title: 'Malformed JSON' },
  validation_failed: { status: 400, title: 'Request does not match the schema' },
  too_many_elements: { status: 400, title: 'Too many elements in one request' },
  unauthorized: { status: 401, title: 'Missing or invalid API key' },
  forbidden: { status: 403, title: 'This key may not call this route' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  already_exists: { status: 409, title: 'A record with this code already exists' },
  invalid_state: { status: 409, title: 'The record is not in a state that allows this' },
  concurrent_update: { status: 409, title: 'The record was changed by another request' },
  idempotency_key_in_use: { status: 409, title: 'A request with this Idempotency-Key is still running' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type' },
  unknown_reference: { status: 422, title: 'A referenced record does not exist' },
  invalid_value: { status: 422, title: 'A value is not acceptable' },
  bundle_cycle: { status: 422, title: 'Bundle components would form a cycle' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key was used with a different request' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal error' },
  not_ready: { status: 503, title: 'The database does not answer' },
  shutting_down: { status: 503, title: 'The service is shutting down' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Per-element codes of the batch writes (CONTRACT 3, 5 and 6): answered inside a 200/207/422 batch
 * body, one element's failure never blocking the others.
 */
export const ELEMENT_ERROR_CODES = {
  not_found: 'No such record visible to this key',
  internal_error: 'An unexpected error; the element was rolled back (quote the request_id)',
  concurrent_update: 'The record changed while the element ran; retry it',
  shipment_not_released: 'The customer shipment is waiting, not released to the warehouse',
  shipment_cancelled: 'The customer shipment was cancelled',
  shipment_done: 'The customer shipment is already shipped',
  nothing_to_ship: 'A confirmation needs lines or packages',
  lines_and_packages: 'A confirmation has either lines or packages, not both',
  unknown_product: 'Neither a product code nor a known GTIN',
  quantity_exceeds_ordered: 'More than what remains to ship of the product',
  product_not_on_shipment: 'The product is not on the shipment and is not a consumable',
  not_a_consumable: 'A consumables entry names a product not flagged consumable',
  unknown_carrier: 'Not a known carrier code, or a custom carrier without carrier_service',
  invalid_sscc: 'Not 18 digits with a valid GS1 check digit',
  sscc_in_use: 'The SSCC is already on another package (SSCCs are unique)',
  sscc_capacity_exhausted: 'Every serial reference of the GS1 company prefix is in use; configure a shorter prefix',
  invalid_scac: 'Not 2-4 capital letters',
  invalid_medium: 'Not a package medium code of seed 2.5',
  invalid_material: 'Not a package material code of seed 2.6',
  invalid_unit: 'Not a known weight or length unit',
  invalid_cost: 'Not a non-negative decimal string',
  invalid_currency: 'Not an ISO 4217 currency code',
  invalid_quantity: 'Not positive, or more than three decimals',
  warehouse_mismatch: 'The warehouse is not the shipment\'s, not the key\'s, or re-homing is not allowed',
  already_shipped: 'The shipment was confirmed with a different report',
  quantity_exceeds_expected: 'More than the return line still expects',
  product_not_on_return: 'The product is not on the customer return shipment',
  unknown_location: 'No location with that code in the warehouse',
  already_received: 'The return shipment was received with a different report',
  return_shipment_done: 'The customer return shipment is already received',
} as const;

export type ElementErrorCode = keyof typeof ELEMENT_ERROR_CODES;

/** One entry of a problem's `errors` list: what is wrong and where in the request body. */
export type ErrorDetail = { code: string; message: string; pointer: string | null };

/** A known failure; rendered as problem+json with the status from ERROR_CODES, never as a 500. */
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
}

/** A 422 naming a field that refers to a record that does not exist. */
export function unknownReference(pointer: string, message: string): AppError {
  return new AppError('unknown_reference', message, [{ code: 'unknown_reference', message, pointer }]);
}

/** A 422 naming a field whose value is not acceptable. */
export function invalidValue(pointer: string, message: string, code = 'invalid_value'): AppError {
  return new AppError('invalid_value', message, [{ code, message, pointer }]);
}

/** A 409 for a unique code that is already taken. */
export function alreadyExists(pointer: string, message: string): AppError {
  return new AppError('already_exists', message, [{ code: 'already_exists', message, pointer }]);
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}
