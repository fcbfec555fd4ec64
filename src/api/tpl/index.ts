import type { App, Deps } from '../deps.ts';
import { tplCarrierRoutes } from './carriers.ts';
import { tplShipmentFetchRoutes } from './customer-shipment-fetch.ts';
import { tplShipmentWriteRoutes } from './customer-shipments.ts';
import { tplReturnShipmentRoutes } from './customer-return-shipments.ts';
import { tplSupplierShipmentRoutes } from './supplier-shipments.ts';
import { tplInventoryRoutes } from './inventory.ts';

/** The 3PL interface, `/services/3pl/v1` (docs/3pl-api.md): warehouse keys, scoped to their warehouses. */
export async function tplRoutes(app: App, deps: Deps): Promise<void> {
  await tplShipmentFetchRoutes(app, deps);
  await tplShipmentWriteRoutes(app, deps);
  await tplReturnShipmentRoutes(app, deps);
  await tplSupplierShipmentRoutes(app, deps);
  await tplCarrierRoutes(app, deps);
  await tplInventoryRoutes(app, deps);
}
