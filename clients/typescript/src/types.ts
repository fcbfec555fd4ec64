// Names for the generated types an integrator writes code against: records, batch elements and their
// results, problems, events. All derived from schema.ts, so they follow the served document.
import type { components, paths, webhooks } from './schema.ts';

/** The body a route accepts as JSON. */
export type JsonRequestBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON body of one answer status of a route. */
export type JsonAnswer<Operation, Status extends number> = Operation extends { responses: { [S in Status]: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;

/** The batch writes of the 3PL interface (docs/3pl-api.md sections 6, 7, 13 and 14). */
export const BATCH_PATHS = {
  acknowledgeShipments: '/services/3pl/v1/customer-shipments/acknowledge.json',
  confirmShipments: '/services/3pl/v1/customer-shipments/ship.json',
  acknowledgeReturnShipments: '/services/3pl/v1/customer-return-shipments/acknowledge.json',
  receiveReturnShipments: '/services/3pl/v1/customer-return-shipments/receive.json',
  acknowledgeSupplierShipments: '/services/3pl/v1/supplier-shipments/acknowledge.json',
  receiveSupplierShipments: '/services/3pl/v1/supplier-shipments/receive.json',
} as const;

export type BatchPath = (typeof BATCH_PATHS)[keyof typeof BATCH_PATHS];

/** One element of a batch write's `shipments` array. */
export type BatchElement<P extends BatchPath> = JsonRequestBody<paths[P]['put']>['shipments'][number];

/** One element of a batch write's answer (200, 207, or 422 with `atomic=true`), in request order. */
export type BatchElementResult<P extends BatchPath> = JsonAnswer<paths[P]['put'], 200>['shipments'][number];

export type ShipmentAcknowledgement = BatchElement<typeof BATCH_PATHS.acknowledgeShipments>;
export type ShipmentAcknowledgementResult = BatchElementResult<typeof BATCH_PATHS.acknowledgeShipments>;
export type ShipmentConfirmation = BatchElement<typeof BATCH_PATHS.confirmShipments>;
export type ShipmentConfirmationResult = BatchElementResult<typeof BATCH_PATHS.confirmShipments>;
export type ReturnShipmentAcknowledgement = BatchElement<typeof BATCH_PATHS.acknowledgeReturnShipments>;
export type ReturnShipmentAcknowledgementResult = BatchElementResult<typeof BATCH_PATHS.acknowledgeReturnShipments>;
export type ReturnShipmentReceipt = BatchElement<typeof BATCH_PATHS.receiveReturnShipments>;
export type ReturnShipmentReceiptResult = BatchElementResult<typeof BATCH_PATHS.receiveReturnShipments>;
export type SupplierShipmentAcknowledgement = BatchElement<typeof BATCH_PATHS.acknowledgeSupplierShipments>;
export type SupplierShipmentAcknowledgementResult = BatchElementResult<typeof BATCH_PATHS.acknowledgeSupplierShipments>;
export type SupplierShipmentReceipt = BatchElement<typeof BATCH_PATHS.receiveSupplierShipments>;
export type SupplierShipmentReceiptResult = BatchElementResult<typeof BATCH_PATHS.receiveSupplierShipments>;

/** One adjustment of POST /services/3pl/v1/inventory/adjustments.json (docs/3pl-api.md section 15), and its answer. */
export type InventoryAdjustment = JsonRequestBody<paths['/services/3pl/v1/inventory/adjustments.json']['post']>['adjustments'][number];
export type InventoryAdjustmentResult = JsonAnswer<paths['/services/3pl/v1/inventory/adjustments.json']['post'], 200>['adjustments'][number];

/** A count for PUT /services/3pl/v1/inventory/snapshot.json (docs/3pl-api.md section 16), and its report. */
export type InventorySnapshot = JsonRequestBody<paths['/services/3pl/v1/inventory/snapshot.json']['put']>;
export type InventorySnapshotReport = JsonAnswer<paths['/services/3pl/v1/inventory/snapshot.json']['put'], 200>;

/** A customer shipment as GET /services/3pl/v1/customer-shipments.json lists it. */
export type CustomerShipment = JsonAnswer<paths['/services/3pl/v1/customer-shipments.json']['get'], 200>[number];

/** A customer return shipment as GET /services/3pl/v1/customer-return-shipments.json lists it. */
export type CustomerReturnShipment = JsonAnswer<paths['/services/3pl/v1/customer-return-shipments.json']['get'], 200>[number];

/** A supplier shipment (an advance shipping notice) as GET /services/3pl/v1/supplier-shipments.json lists it. */
export type SupplierShipment = JsonAnswer<paths['/services/3pl/v1/supplier-shipments.json']['get'], 200>[number];

/** An RFC 9457 problem: the body of every whole-request error (docs/3pl-api.md section 4). */
export type Problem = components['schemas']['Problem'];
/** The `code` of a whole-request error. */
export type ErrorCode = components['schemas']['ErrorCode'];
/** The `code` of one element's error inside a batch answer. */
export type ElementErrorCode = components['schemas']['ElementErrorCode'];

/** Every event Dockside delivers to a webhook endpoint, one member per `type` (the document's `webhooks`). */
export type DocksideEvent = { [Type in keyof webhooks]: JsonRequestBody<webhooks[Type]['post']> }[keyof webhooks];
/** The event types. */
export type DocksideEventType = DocksideEvent['type'];
/** The event of one type: `EventOf<'customer_shipment.shipped'>['data']['packages']`. */
export type EventOf<Type extends DocksideEventType> = Extract<DocksideEvent, { type: Type }>;
