// @dockside/client: a typed client for the Dockside API (README.md).
export { createDocksideClient, type DocksideClient, type DocksideClientOptions } from './client.ts';
export { DocksideBatchError, MAX_BATCH_ELEMENTS, type BatchOptions, type BatchRequest, type BatchResult } from './batch.ts';
export {
  DocksideHttpError,
  DocksideNetworkError,
  DocksideProblemError,
  InvalidSyncTokenError,
  isProblem,
  unwrap,
} from './errors.ts';
export type { Fetch, RetryEvent, RetryOptions } from './retry.ts';
export { nextPageQuery, SyncFeed, type SyncFilters, type SyncOptions, type SyncPage, type SyncPath, type SyncRecord } from './sync.ts';
export {
  BATCH_PATHS,
  type BatchElement,
  type BatchElementResult,
  type BatchPath,
  type CustomerReturnShipment,
  type CustomerShipment,
  type DocksideEvent,
  type DocksideEventType,
  type ElementErrorCode,
  type ErrorCode,
  type EventOf,
  type InventoryAdjustment,
  type InventoryAdjustmentResult,
  type InventorySnapshot,
  type InventorySnapshotReport,
  type JsonAnswer,
  type JsonRequestBody,
  type Problem,
  type ReturnShipmentAcknowledgement,
  type ReturnShipmentAcknowledgementResult,
  type ReturnShipmentReceipt,
  type ReturnShipmentReceiptResult,
  type ShipmentAcknowledgement,
  type ShipmentAcknowledgementResult,
  type ShipmentConfirmation,
  type ShipmentConfirmationResult,
  type SupplierShipment,
  type SupplierShipmentAcknowledgement,
  type SupplierShipmentAcknowledgementResult,
  type SupplierShipmentReceipt,
  type SupplierShipmentReceiptResult,
} from './types.ts';
export { verifyWebhook, WebhookVerificationError, type WebhookFailure, type WebhookHeaders } from './webhooks.ts';
export type { components, operations, paths, webhooks } from './schema.ts';
