import { openSupplierShipment } from '../domain/inbound/acknowledge-supplier-shipment.ts';
import { acknowledgeWith } from './acknowledge-record.ts';

/**
 * One element of PUT /supplier-shipments/acknowledge.json (docs/3pl-api.md section 14): the supplier
 * shipment opens (pending -> open) with the warehouse's reference, announced the first time.
 */
export const acknowledgeSupplierShipment = acknowledgeWith(openSupplierShipment);
