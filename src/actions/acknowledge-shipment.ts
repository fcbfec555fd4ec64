import { openShipment } from '../domain/shipments/acknowledge-shipment.ts';
import { acknowledgeWith } from './acknowledge-record.ts';

/**
 * One element of PUT /customer-shipments/acknowledge.json (docs/3pl-api.md section 6): the shipment
 * opens (pending -> open) with the warehouse's reference, and the channel hears of it the first time.
 */
export const acknowledgeShipment = acknowledgeWith(openShipment);
