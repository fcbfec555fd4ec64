import type { App, Deps } from '../deps.ts';
import { loadReturnShipmentRecords } from '../../domain/returns/return-shipment-view.ts';
import { CustomerReturnShipmentRecord } from '../../wire/returns.ts';
import { warehousePollRoute } from './warehouse-poll.ts';

/** GET /customer-return-shipments.json (docs/3pl-api.md section 13): the warehouse's poll for returns. */
export async function tplReturnShipmentFetchRoutes(app: App, deps: Deps): Promise<void> {
  warehousePollRoute(app, deps, {
    path: '/customer-return-shipments.json',
    table: 'customer_return_shipments',
    states: ['pending', 'open', 'done'],
    tags: ['3pl: customer return shipments'],
    summary: 'Fetch customer return shipments (default status pending), oldest change first',
    record: CustomerReturnShipmentRecord,
    load: loadReturnShipmentRecords,
  });
}
