// createDocksideClient: openapi-fetch typed by the served document, over a fetch that authenticates and
// retries safely, plus the helpers integrators otherwise write by hand.
import createClient, { type Client } from 'openapi-fetch';
import { sendBatch, type BatchOptions, type BatchResult } from './batch.ts';
import { retryingFetch, retryPolicy, type Fetch, type RetryOptions } from './retry.ts';
import type { paths } from './schema.ts';
import { SyncFeed, type SyncOptions, type SyncPath } from './sync.ts';
import {
  BATCH_PATHS,
  type ReturnShipmentAcknowledgement,
  type ReturnShipmentAcknowledgementResult,
  type ReturnShipmentReceipt,
  type ReturnShipmentReceiptResult,
  type ShipmentAcknowledgement,
  type ShipmentAcknowledgementResult,
  type ShipmentConfirmation,
  type ShipmentConfirmationResult,
  type SupplierShipmentAcknowledgement,
  type SupplierShipmentAcknowledgementResult,
  type SupplierShipmentReceipt,
  type SupplierShipmentReceiptResult,
} from './types.ts';

export type DocksideClientOptions = {
  /** Where Dockside runs, without a path: `https://dockside.example.com`. */
  baseUrl: string;
  /**
   * The API key (a warehouse key for the 3PL routes), sent as `Authorization: Bearer <key>`. Leave it out
   * in a browser signed in to a staff session (POST /api/v1/sessions): the session cookie authenticates,
   * and `fetch` adds the session's CSRF token to writes.
   */
  apiKey?: string;
  /** The fetch to send requests with (default: the global fetch): a proxy agent, logging, tests. */
  fetch?: Fetch;
  /** How to retry (README "Retries"); `false` sends each request once. */
  retry?: RetryOptions | false;
};

/**
 * openapi-fetch's typed methods (`GET`, `PUT`, `POST`, ... with paths, parameters, bodies and answers
 * typed from the OpenAPI document; they answer `{ data, error, response }`), and helpers.
 */
export interface DocksideClient extends Client<paths> {
  /** A synced list: iterate it for every page of the changes since `syncToken` (see SyncFeed). */
  sync<P extends SyncPath>(path: P, options?: SyncOptions<P>): SyncFeed<P>;
  /** PUT /services/3pl/v1/customer-shipments/acknowledge.json for any number of shipments. */
  acknowledgeShipments(elements: readonly ShipmentAcknowledgement[], options?: BatchOptions): Promise<BatchResult<ShipmentAcknowledgementResult>>;
  /** PUT /services/3pl/v1/customer-shipments/ship.json for any number of confirmations. */
  confirmShipments(elements: readonly ShipmentConfirmation[], options?: BatchOptions): Promise<BatchResult<ShipmentConfirmationResult>>;
  /** PUT /services/3pl/v1/customer-return-shipments/acknowledge.json for any number of return shipments. */
  acknowledgeReturnShipments(
    elements: readonly ReturnShipmentAcknowledgement[],
    options?: BatchOptions,
  ): Promise<BatchResult<ReturnShipmentAcknowledgementResult>>;
  /** PUT /services/3pl/v1/customer-return-shipments/receive.json for any number of receipts. */
  receiveReturnShipments(elements: readonly ReturnShipmentReceipt[], options?: BatchOptions): Promise<BatchResult<ReturnShipmentReceiptResult>>;
  /** PUT /services/3pl/v1/supplier-shipments/acknowledge.json for any number of supplier shipments. */
  acknowledgeSupplierShipments(
    elements: readonly SupplierShipmentAcknowledgement[],
    options?: BatchOptions,
  ): Promise<BatchResult<SupplierShipmentAcknowledgementResult>>;
  /** PUT /services/3pl/v1/supplier-shipments/receive.json for any number of receipts. */
  receiveSupplierShipments(elements: readonly SupplierShipmentReceipt[], options?: BatchOptions): Promise<BatchResult<SupplierShipmentReceiptResult>>;
}

/**
 * A client for one Dockside and one API key. Every request carries the key as a Bearer token; every
 * PUT and POST an Idempotency-Key; network failures, timeouts and answers worth retrying are retried
 * with capped exponential backoff and jitter, honouring `Retry-After` (README "Retries").
 */
export function createDocksideClient(options: DocksideClientOptions): DocksideClient {
  const send: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.apiKey === undefined ? {} : { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(send, retryPolicy(options.retry)),
  });
  return {
    ...api,
    sync: (path, syncOptions) => new SyncFeed(api, path, syncOptions),
    acknowledgeShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.acknowledgeShipments, elements, batch),
    confirmShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.confirmShipments, elements, batch),
    acknowledgeReturnShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.acknowledgeReturnShipments, elements, batch),
    receiveReturnShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.receiveReturnShipments, elements, batch),
    acknowledgeSupplierShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.acknowledgeSupplierShipments, elements, batch),
    receiveSupplierShipments: (elements, batch) => sendBatch(api, BATCH_PATHS.receiveSupplierShipments, elements, batch),
  };
}
