import type { App, Deps } from '../deps.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { attentionRoutes } from './attention.ts';
import { carrierRoutes } from './carriers.ts';
import { channelRoutes } from './channels.ts';
import { customerShipmentRoutes } from './customer-shipments.ts';
import { eventRoutes } from './events.ts';
import { exportRoutes } from './exports.ts';
import { importRoutes } from './imports.ts';
import { inventoryRoutes } from './inventory.ts';
import { orderRoutes } from './orders.ts';
import { partnerRoutes } from './partners.ts';
import { productRoutes } from './products.ts';
import { reportRoutes } from './reports.ts';
import { routingRuleRoutes } from './return-routing-rules.ts';
import { returnRoutes } from './returns.ts';
import { sessionRoutes } from './sessions.ts';
import { settingsRoutes } from './settings.ts';
import { transferRoutes } from './transfers.ts';
import { warehouseRoutes } from './warehouses.ts';
import { webhookEndpointRoutes } from './webhook-endpoints.ts';

/** The merchant admin API, `/api/v1` (docs/admin-api.md): staff keys (or their console sessions) only. */
export async function adminRoutes(app: App, deps: Deps): Promise<void> {
  await warehouseRoutes(app, deps);
  await productRoutes(app, deps);
  await inventoryRoutes(app, deps);
  await channelRoutes(app, deps);
  await orderRoutes(app, deps);
  await customerShipmentRoutes(app, deps);
  await partnerRoutes(app, deps);
  await apiKeyRoutes(app, deps);
  await webhookEndpointRoutes(app, deps);
  await eventRoutes(app, deps);
  await settingsRoutes(app, deps);
  await carrierRoutes(app, deps);
  await routingRuleRoutes(app, deps);
  await returnRoutes(app, deps);
  await transferRoutes(app, deps);
  await sessionRoutes(app, deps);
  await importRoutes(app, deps);
  await exportRoutes(app, deps);
  await attentionRoutes(app, deps);
  await reportRoutes(app, deps);
}
