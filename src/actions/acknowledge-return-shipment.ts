import { openReturnShipment } from '../domain/returns/acknowledge-return-shipment.ts';
import { acknowledgeWith } from './acknowledge-record.ts';

/**
 * One element of PUT /customer-return-shipments/acknowledge.json (docs/3pl-api.md section 13): the
 * CRS opens (pending -> open) with the warehouse's reference, and the channel hears of it the first time.
 */
export const acknowledgeReturnShipment = acknowledgeWith(openReturnShipment);
