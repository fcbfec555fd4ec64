import type { App, Deps } from '../deps.ts';
import { acknowledgeSupplierShipment } from '../../actions/acknowledge-supplier-shipment.ts';
import { receiveSupplierShipments } from '../../actions/receive-supplier-shipments.ts';
import type { AcknowledgeSupplierInput } from '../../domain/inbound/acknowledge-supplier-shipment.ts';
import type { SupplierReceiveInput } from '../../domain/inbound/receive/claim-receipts.ts';
import { loadSupplierShipmentRecords } from '../../domain/inbound/supplier-shipment-record.ts';
import { SupplierShipmentRecord } from '../../wire/inbound.ts';
import { SupplierAcknowledgeBody, SupplierReceiveBody, SupplierReceiveElementResult } from '../../wire/supplier-shipments.ts';
import { AcknowledgeElementResult } from '../../wire/tpl-shipments.ts';
import { elementBatchRoute, receiveRoute } from './receiving-routes.ts';
import { warehousePollRoute } from './warehouse-poll.ts';

const tags = ['3pl: supplier shipments'];

/**
 * The supplier shipment interface (docs/3pl-api.md section 14): the poll, and the batch writes
 * acknowledge.json and receive.json, as the CRS's (section 13).
 */
export async function tplSupplierShipmentRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  warehousePollRoute(app, deps, {
    path: '/supplier-shipments.json',
    table: 'supplier_shipments',
    states: ['pending', 'open', 'done', 'cancelled'],
    tags,
    summary: 'Fetch supplier shipments (advance shipping notices; default status pending), oldest change first',
    record: SupplierShipmentRecord,
    load: loadSupplierShipmentRecords,
  });
  elementBatchRoute<AcknowledgeSupplierInput, object>(
    app,
    db,
    {
      path: '/supplier-shipments/acknowledge.json',
      table: 'supplier_shipments',
      tags,
      summary: 'Acknowledge supplier shipments (pending -> open)',
      body: SupplierAcknowledgeBody,
      result: AcknowledgeElementResult,
    },
    acknowledgeSupplierShipment,
  );
  receiveRoute<SupplierReceiveInput, object>(
    app,
    db,
    {
      path: '/supplier-shipments/receive.json',
      table: 'supplier_shipments',
      tags,
      summary: 'Receive supplier shipments (pending or open -> done): what the warehouse counted, more or less than announced',
      body: SupplierReceiveBody,
      result: SupplierReceiveElementResult,
    },
    receiveSupplierShipments,
  );
}
