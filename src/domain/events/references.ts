import type { ReturnSource } from '../../db/schema.ts';

/*
 * How an event payload names another record: one shape per kind of record, in every event type
 * (docs/events.md "References"). The schemas published for receivers are src/api/schemas/events.ts.
 */

/** A warehouse, in every event that concerns one. */
export type WarehouseRef = { id: number; code: string; name: string };

/** A sales order; `reference` is the order's own `reference` field (the channel's order id). */
export type OrderRef = { id: number; number: string; reference: string | null };

/** A customer shipment or a customer return shipment (CRS). */
export type NumberedRef = { id: number; number: string };

/** A return order; `source` says where the return was requested. */
export type ReturnOrderRef = { id: number; number: string; source: ReturnSource };
