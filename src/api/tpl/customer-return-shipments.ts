import type { App, Deps } from '../deps.ts';
import { acknowledgeReturnShipment } from '../../actions/acknowledge-return-shipment.ts';
import { receiveReturnShipments } from '../../actions/receive-return-shipments.ts';
import type { AcknowledgeReturnInput } from '../../domain/returns/acknowledge-return-shipment.ts';
import type { ReceiveInput } from '../../domain/returns/receive/claim-receipts.ts';
import { ReceiveBody, ReceiveElementResult, ReturnAcknowledgeBody } from '../../wire/returns.ts';
import { AcknowledgeElementResult } from '../../wire/tpl-shipments.ts';
import { tplReturnShipmentFetchRoutes } from './customer-return-shipment-fetch.ts';
import { elementBatchRoute, receiveRoute } from './receiving-routes.ts';

const tags = ['3pl: customer return shipments'];

/**
 * The customer return shipment interface (docs/3pl-api.md section 13): the poll, and the batch writes
 * acknowledge.json and receive.json with per-element answers.
 */
export async function tplReturnShipmentRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  await tplReturnShipmentFetchRoutes(app, deps);
  elementBatchRoute<AcknowledgeReturnInput, object>(
    app,
    db,
    {
      path: '/customer-return-shipments/acknowledge.json',
      table: 'customer_return_shipments',
      tags,
      summary: 'Acknowledge customer return shipments (pending -> open)',
      body: ReturnAcknowledgeBody,
      result: AcknowledgeElementResult,
    },
    acknowledgeReturnShipment,
  );
  receiveRoute<ReceiveInput, object>(
    app,
    db,
    {
      path: '/customer-return-shipments/receive.json',
      table: 'customer_return_shipments',
      tags,
      summary: 'Receive customer return shipments (pending or open -> done)',
      body: ReceiveBody,
      result: ReceiveElementResult,
    },
    receiveReturnShipments,
  );
}
