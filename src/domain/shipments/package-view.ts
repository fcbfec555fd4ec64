import type { Db } from '../../db/connect.ts';
import type { ShipmentPackage } from '../../wire/customer-shipment.ts';
import { fromStored } from '../shared/quantity.ts';

/** A shipped package with everything the warehouse reported for it, as staff see it. */
export type PackageRecord = ShipmentPackage;

/** The packages of many shipments with their contents, by shipment id, in two queries. */
export async function loadPackages(db: Db, shipmentIds: number[]): Promise<Map<number, PackageRecord[]>> {
  const byShipment = new Map<number, PackageRecord[]>();
  if (shipmentIds.length === 0) return byShipment;
  const packages = await db.selectFrom('packages').selectAll().where('shipment_id', 'in', shipmentIds).orderBy('shipment_id').orderBy('position').execute();
  if (packages.length === 0) return byShipment;
  const contents = await db
    .selectFrom('package_contents as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('lots as l', 'l.id', 'c.lot_id')
    .select(['c.package_id', 'c.kind', 'c.quantity', 'p.code as product_code', 'l.number as lot'])
    .where(
      'c.package_id',
      'in',
      packages.map((p) => p.id),
    )
    .orderBy('c.id')
    .execute();
  const number = (text: string | null) => (text === null ? null : Number(text));
  for (const p of packages) {
    const own = contents.filter((c) => c.package_id === p.id);
    const record: PackageRecord = {
      id: p.id,
      reference: p.reference,
      sscc: p.sscc,
      tracking_number: p.tracking_number,
      carrier_identifier: p.carrier_identifier,
      medium: p.medium,
      material: p.material,
      weight: number(p.weight),
      weight_uom: p.weight_uom,
      dimensions: p.length === null ? null : { length: Number(p.length), width: Number(p.width), height: Number(p.height), uom: p.dimension_uom },
      override_scac: p.override_scac,
      load_number: p.load_number,
      bill_of_lading: p.bill_of_lading,
      seal_number: p.seal_number,
      items: own.filter((c) => c.kind === 'item').map((c) => ({ product_code: c.product_code, quantity: fromStored(c.quantity), lot: c.lot ?? null })),
      consumables: own.filter((c) => c.kind === 'consumable').map((c) => ({ product_code: c.product_code, quantity: fromStored(c.quantity) })),
    };
    const list = byShipment.get(p.shipment_id);
    if (list) list.push(record);
    else byShipment.set(p.shipment_id, [record]);
  }
  return byShipment;
}
