import {
  BATCH_PATHS,
  type BatchResult,
  type CustomerReturnShipment,
  type DocksideClient,
  type ReturnShipmentReceipt,
  type SupplierShipment,
  type SupplierShipmentReceipt,
} from '../../clients/typescript/src/index.ts';
import { countSupplierShipment, receiptReference, type InboundTally } from './inbound.ts';
import { namesProduct, type ItemMaster } from './packing.ts';
import { Random } from './random.ts';
import { receiveParcel, type Dock, type ReceivingTally, type Strategy } from './receiving.ts';
import type { ArrivalCounts, Summary } from './summary.ts';

/** A record the dock receives, with the lines it expects. */
export type Arrival = {
  id: number;
  state: string;
  warehouse: { code: string };
  lines: { id: number; product: { code: string; upc: string | null } }[];
};

/** An element of a batch answer, as the warehouse reads it. */
export type ElementAnswer = { id: number; errors: { code: string; pointer?: string | null }[] | null };

/** A receipt as the receive routes take it: the record, its lines by id or product code. */
export type Receipt = { id: number; lines: { id?: number; product_code?: string }[] };

/**
 * One kind of record the dock receives (return shipments, supplier shipments) as the warehouse's
 * receiving rounds handle every kind alike: synced, acknowledged with the warehouse's reference, counted
 * into receipts, received in batches, and counted into the summary.
 */
export type Arrivals<R extends Arrival, P extends Receipt, T> = {
  /** How the warehouse names its records as seen: `crs:ID`, `ss:ID`. */
  tag: string;
  feeds: { pending: AsyncIterable<{ records: R[] }>; open: AsyncIterable<{ records: R[] }> };
  counts: ArrivalCounts;
  /** The path of the receive route, for the keyless repeats of faults.ts. */
  receivePath: string;
  acknowledge(elements: { id: number; tpl_reference: string }[]): Promise<BatchResult<ElementAnswer>>;
  reference(record: R): string;
  /** The receipt of a record as the dock counts it (`complete`: the rest of a short delivery arriving). */
  count(record: R, complete: boolean): { receipt: P; tally: T };
  receive(receipts: P[]): Promise<BatchResult<ElementAnswer>>;
  /** Counts a received receipt into the summary; answers the strategy it was short under, if any. */
  received(tally: T): Strategy | null;
};

/** What the arrivals need of the warehouse. */
export type DockContext = {
  client: DocksideClient;
  seed: number;
  items: ItemMaster;
  dock: Dock;
  summary: Summary;
  /** The receive strategy of the next short delivery: each in turn. */
  nextStrategy(): Strategy;
};

/** Customer return shipments, opened and booked as parcels (receiving.ts). */
export function returnArrivals(context: DockContext): Arrivals<CustomerReturnShipment, ReturnShipmentReceipt, ReceivingTally> {
  const { client, summary } = context;
  const path = '/services/3pl/v1/customer-return-shipments.json' as const;
  return {
    tag: 'crs',
    feeds: { pending: client.sync(path, { filters: { status: 'pending' } }), open: client.sync(path, { filters: { status: 'open' } }) },
    counts: summary.returns,
    receivePath: BATCH_PATHS.receiveReturnShipments,
    acknowledge: (elements) => client.acknowledgeReturnShipments(elements),
    reference: (crs) => `RMA-${crs.number.replace(/\D/g, '')}`,
    count: (crs, complete) =>
      receiveParcel(
        crs,
        Random.for(context.seed, `receipt ${complete ? 'rest' : 'first'}`, crs.id),
        context.items,
        context.dock,
        () => context.nextStrategy(),
        complete,
      ),
    receive: (receipts) => client.receiveReturnShipments(receipts),
    received: (tally) => {
      const r = summary.returns;
      r.received++;
      r.units_good += tally.good;
      r.units_damaged += tally.damaged;
      r.lines_by_product_code += tally.byCode;
      if (tally.partial) r.partial[tally.partial]++;
      return tally.partial;
    },
  };
}

/** Supplier shipments (purchase orders, transfers from another warehouse), counted at the dock (inbound.ts). */
export function supplierArrivals(context: DockContext): Arrivals<SupplierShipment, SupplierShipmentReceipt, InboundTally> {
  const { client, summary } = context;
  const path = '/services/3pl/v1/supplier-shipments.json' as const;
  return {
    tag: 'ss',
    feeds: { pending: client.sync(path, { filters: { status: 'pending' } }), open: client.sync(path, { filters: { status: 'open' } }) },
    counts: summary.inbound,
    receivePath: BATCH_PATHS.receiveSupplierShipments,
    acknowledge: (elements) => client.acknowledgeSupplierShipments(elements),
    reference: receiptReference,
    count: (shipment, complete) =>
      countSupplierShipment(
        shipment,
        Random.for(context.seed, `inbound ${complete ? 'rest' : 'first'}`, shipment.id),
        context.items,
        context.dock,
        () => context.nextStrategy(),
        complete,
      ),
    receive: (receipts) => client.receiveSupplierShipments(receipts),
    received: (tally) => {
      const i = summary.inbound;
      i.received++;
      i.units_received += tally.good + tally.damaged;
      i.units_damaged += tally.damaged;
      i.units_short += tally.shortUnits;
      if (tally.partial) i.short[tally.partial]++;
      i.lines_over += tally.overLines;
      i.units_over += tally.overUnits;
      i.lots_as_announced += tally.lotsAsAnnounced;
      i.lots_created += tally.lotsNamed;
      i.lines_by_product_code += tally.byCode;
      i.gtins += tally.gtins;
      return tally.partial;
    },
  };
}

/**
 * The product a receive error's pointer names (`/shipments/3/lines/1/lot`): the record's line named by
 * id, or the product named by code or GTIN; null when the pointer names no line.
 */
export function receiptProductAt(sent: readonly { record: Arrival; receipt: Receipt }[], pointer: string): string | null {
  const match = /^\/shipments\/(\d+)\/lines\/(\d+)/.exec(pointer);
  if (!match) return null;
  const element = sent[Number(match[1])];
  const line = element?.receipt.lines[Number(match[2])];
  if (!element || !line) return null;
  const products = element.record.lines.map((l) => ({ ...l.product, id: l.id }));
  const found = line.id !== undefined ? products.find((p) => p.id === line.id) : products.find((p) => namesProduct(p, line.product_code ?? ''));
  return found?.code ?? null;
}
