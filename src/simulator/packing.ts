import type { CustomerShipment, ShipmentConfirmation } from '../../clients/typescript/src/index.ts';
import { buildSscc } from '../domain/shared/gs1.ts';
import type { Random } from './random.ts';
import { PARCEL_CARRIERS, trackingNumber, trackingUrl, type CarrierEntry } from './tracking.ts';

/** What the warehouse knows of the merchant's items beyond the shipment record (its item master). */
export type ItemMaster = {
  /** Products whose units carry a lot number. */
  lotTracked: Set<string>;
  /**
   * The lots on the shelves, by `WAREHOUSE/PRODUCT` (one warehouse) or `*\/PRODUCT` (any). A lot-tracked
   * product without any is shipped from lots the warehouse names itself, which the merchant's books do not
   * hold: Dockside records them and reports `inventory.discrepancy`.
   */
  lots: Map<string, string[]>;
  /** Packaging the warehouse stocks for the merchant (boxes, mailers), reported as consumed. */
  consumables: string[];
};

/** The lots of a product at a warehouse: those the item master lists, else three the warehouse names itself. */
export function lotsOf(items: ItemMaster, warehouseCode: string, productCode: string): string[] {
  return items.lots.get(`${warehouseCode}/${productCode}`) ?? items.lots.get(`*/${productCode}`) ?? [1, 2, 3].map((n) => lotNumber(productCode, n));
}

/** What one confirmation holds, counted into the run's summary. */
export type PackingTally = {
  packages: number;
  multiPackage: boolean;
  splitLines: number;
  partial: boolean;
  bundlesByCode: number;
  bundlesByComponents: number;
  lots: number;
  gtins: number;
  ssccOverrides: number;
  consumables: number;
};

type Item = { product_code: string; quantity: number; lot?: { number: string } };
type Package = NonNullable<ShipmentConfirmation['packages']>[number];
type Line = CustomerShipment['lines'][number];
type Product = Line['product'];

/** The warehouse's own GS1 company prefix, for the SSCC labels it prints itself now and then. */
const WAREHOUSE_GS1_PREFIX = '0860001';
/** Where the reference warehouse ships from. */
const HOME_COUNTRY = 'US';

/**
 * Picks and packs one shipment as a warehouse floor would: some shipments short (a backorder), lines
 * split over several parcels, bundles scanned as the kit or as its parts, lots captured for
 * lot-tracked items, a GTIN scanned instead of the code now and then, packaging consumed, and the
 * carrier's tracking numbers, URLs, weights, dimensions and cost.
 */
export function packShipment(
  shipment: CustomerShipment,
  random: Random,
  items: ItemMaster,
  carriers: Map<string, CarrierEntry>,
): { confirmation: ShipmentConfirmation; tally: PackingTally } {
  const tally: PackingTally = {
    packages: 0,
    multiPackage: false,
    splitLines: 0,
    partial: false,
    bundlesByCode: 0,
    bundlesByComponents: 0,
    lots: 0,
    gtins: 0,
    ssccOverrides: 0,
    consumables: 0,
  };
  const picked = pickItems(shipment, random, items, tally);
  const parcels = packParcels(picked, random, tally);
  const carrier = chooseCarrier(shipment, random, carriers);
  const packages: Package[] = parcels.map((contents, index) => {
    const tracking = trackingNumber(carrier.code, carrier.service, random);
    const units = contents.reduce((sum, item) => sum + item.quantity, 0);
    // A small order goes in a poly bag; a box (or a carton for many units) consumes the packaging stocked.
    const medium = units <= 1 && random.chance(0.4) ? 'BAG' : units > 6 ? 'CTN' : 'BOX';
    const consumables =
      medium !== 'BAG' && items.consumables.length > 0 && random.chance(0.8) ? [{ product_code: random.pick(items.consumables), quantity: 1 }] : [];
    tally.consumables += consumables.length;
    // The warehouse's own label now and then: its GS1 prefix, the shipment and the parcel make the serial.
    const override = random.chance(0.05) ? buildSscc(0, WAREHOUSE_GS1_PREFIX, shipment.id * 10 + index) : null;
    if (override) tally.ssccOverrides++;
    const side = Math.ceil(Math.cbrt(units)) * 4;
    return {
      tracking_number: tracking,
      carrier_identifier: carrier.code,
      medium,
      // Roughly what the units weigh, plus the packaging: about 0.4-1.4 lb a unit.
      weight: Number((0.2 + units * Number(random.decimal(0.4, 1.4, 2))).toFixed(2)),
      weight_uom: 'lb',
      dimensions:
        medium === 'BAG' ? bagSize(random) : { length: side + random.int(4, 8), width: side + random.int(2, 4), height: side + random.int(0, 2), uom: 'in' },
      ...(override ? { override_sscc: override } : {}),
      items: contents,
      consumables,
    };
  });
  tally.packages = packages.length;
  tally.multiPackage = packages.length > 1;
  // The master number is the first parcel's; the URL is the carrier's page for it (Dockside builds the
  // same from its template when none is sent, as for each package).
  const [firstParcel] = packages;
  if (firstParcel?.tracking_number === undefined) throw new Error(`shipment ${shipment.number} packed into no parcel`);
  const master = firstParcel.tracking_number;
  const url = trackingUrl(carriers.get(carrier.code), master);
  const confirmation: ShipmentConfirmation = {
    id: shipment.id,
    carrier_identifier: carrier.code,
    carrier_service: carrier.service,
    tracking_number: master,
    ...(url ? { tracking_url: url } : {}),
    cost: random.decimal(4.5, 38, 2),
    packages,
  };
  return { confirmation, tally };
}

/**
 * What comes off the shelves: every line's units, fewer for a short pick (one shipment in eight, when
 * it has more than one unit), each as the code the picker scanned.
 */
function pickItems(shipment: CustomerShipment, random: Random, items: ItemMaster, tally: PackingTally): Item[] {
  const picked: Item[] = [];
  const totalUnits = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
  const shortLine = totalUnits > 1 && random.chance(0.125) ? random.int(0, shipment.lines.length - 1) : -1;
  shipment.lines.forEach((line, index) => {
    let quantity = line.quantity;
    if (index === shortLine) {
      // Short by at least one unit; the shipment keeps at least one unit in all.
      const others = totalUnits - line.quantity;
      quantity = random.int(others > 0 ? 0 : 1, Math.max(0, line.quantity - 1));
      if (Number.isInteger(line.quantity)) tally.partial = true;
      else quantity = line.quantity;
    }
    if (quantity <= 0) return;
    if (line.sublines.length > 0) picked.push(...pickBundle(shipment, line, quantity, random, items, tally));
    else picked.push(...withLots(shipment, line.product, quantity, random, items, tally));
  });
  return picked;
}

/**
 * A bundle line: scanned as the kit by its own code, or (always when a part is lot-tracked, since the
 * kit's code carries no lot) as its parts, each part in proportion to the kits shipped.
 */
function pickBundle(shipment: CustomerShipment, line: Line, bundles: number, random: Random, items: ItemMaster, tally: PackingTally): Item[] {
  // A kit refused with lot_required (its code learnt as lot-tracked) goes by its parts from then on.
  const partsTracked = items.lotTracked.has(line.product.code) || line.sublines.some((s) => items.lotTracked.has(s.product.code));
  const wholeBundles = Math.floor(bundles);
  if (!partsTracked && wholeBundles === bundles && random.chance(0.5)) {
    tally.bundlesByCode++;
    return [{ product_code: scannedCode(line.product, random, tally), quantity: wholeBundles }];
  }
  tally.bundlesByComponents++;
  return line.sublines.flatMap((subline) => {
    const perBundle = subline.quantity / line.quantity;
    return withLots(shipment, subline.product, perBundle * bundles, random, items, tally);
  });
}

/** Units of one product; for a lot-tracked product from one of its lots, or split over two of them. */
function withLots(shipment: CustomerShipment, product: Product, quantity: number, random: Random, items: ItemMaster, tally: PackingTally): Item[] {
  const code = scannedCode(product, random, tally);
  if (!items.lotTracked.has(product.code)) return [{ product_code: code, quantity }];
  const lots = lotsOf(items, shipment.warehouse.code, product.code);
  const first = random.int(0, lots.length - 1);
  if (lots.length > 1 && quantity >= 2 && Number.isInteger(quantity) && random.chance(0.3)) {
    const split = random.int(1, quantity - 1);
    tally.lots += 2;
    return [
      { product_code: code, quantity: split, lot: { number: lots[first]! } },
      { product_code: code, quantity: quantity - split, lot: { number: lots[(first + 1) % lots.length]! } },
    ];
  }
  tally.lots++;
  return [{ product_code: code, quantity, lot: { number: lots[first]! } }];
}

/** A poly mailer, length at least its width. */
function bagSize(random: Random): { length: number; width: number; height: number; uom: string } {
  const width = random.int(8, 12);
  return { length: width + random.int(2, 4), width, height: 1, uom: 'in' };
}

/**
 * The product a scanned code names on a shipment: its own code, or a GTIN form (UPC-A, EAN-13, GTIN-14)
 * of a line's or component's barcode; null when none.
 */
export function productCodeOn(shipment: CustomerShipment, scanned: string): string | null {
  const products = shipment.lines.flatMap((line) => [line.product, ...line.sublines.map((s) => s.product)]);
  return products.find((p) => namesProduct(p, scanned))?.code ?? null;
}

/** Whether a scanned code names the product: its own code, or a GTIN form of its barcode. */
export function namesProduct(product: { code: string; upc: string | null }, scanned: string): boolean {
  return product.code === scanned || (product.upc !== null && /^\d+$/.test(scanned) && product.upc.padStart(14, '0') === scanned.padStart(14, '0'));
}

/** A lot of a product as the warehouse received it: `L` + the product's initials + a running letter. */
export function lotNumber(productCode: string, n: number): string {
  return lotPrefix(productCode) + String.fromCharCode(64 + n);
}

/** How the warehouse's lot numbers of a product begin: `L` + the product's initials + `-`. */
export function lotPrefix(productCode: string): string {
  return `L${productCode
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 4)
    .toUpperCase()}-`;
}

/**
 * The product code, or (one time in ten, or as often as `chance` says) the barcode the clerk scanned
 * (UPC-A, EAN-13 or GTIN-14) when the product has one.
 */
export function scannedCode(product: Pick<Product, 'code' | 'upc'>, random: Random, tally: { gtins: number }, chance = 0.1): string {
  const upc = product.upc;
  if (!upc || !/^\d{8,14}$/.test(upc) || !random.chance(chance)) return product.code;
  tally.gtins++;
  return random.pick([upc, upc.padStart(13, '0'), upc.padStart(14, '0')]);
}

/**
 * Parcels: usually one; one shipment in four goes in two or three, its items dealt round, and a line of
 * several units split between two parcels now and then.
 */
function packParcels(picked: Item[], random: Random, tally: PackingTally): Item[][] {
  const units = picked.reduce((sum, item) => sum + item.quantity, 0);
  const count = units >= 2 && random.chance(0.25) ? random.int(2, Math.min(3, picked.length + 1)) : 1;
  const parcels: Item[][] = Array.from({ length: count }, () => []);
  picked.forEach((item, index) => {
    const here = parcels[index % count]!;
    if (count > 1 && item.quantity >= 2 && Number.isInteger(item.quantity) && random.chance(0.5)) {
      const first = random.int(1, item.quantity - 1);
      here.push({ ...item, quantity: first });
      parcels[(index + 1) % count]!.push({ ...item, quantity: item.quantity - first });
      tally.splitLines++;
    } else {
      here.push(item);
    }
  });
  return parcels.filter((parcel) => parcel.length > 0);
}

/**
 * The carrier the merchant asked for when it is a known parcel carrier, else the warehouse's choice by
 * share among those that serve the destination (DHL Express only abroad, the others at home).
 */
function chooseCarrier(shipment: CustomerShipment, random: Random, carriers: Map<string, CarrierEntry>): { code: string; service: string } {
  const abroad = shipment.delivery_address.country_code !== HOME_COUNTRY;
  const known = PARCEL_CARRIERS.filter((c) => carriers.has(c.code) && (c.code === 'dhl_express') === abroad);
  const asked = known.find((c) => c.code === shipment.carrier_identifier);
  if (asked) return { code: asked.code, service: shipment.carrier_service ?? random.pick(asked.services) };
  const total = known.reduce((sum, c) => sum + c.weight, 0);
  let roll = random.int(1, Math.max(1, total));
  for (const carrier of known) {
    roll -= carrier.weight;
    if (roll <= 0) return { code: carrier.code, service: random.pick(carrier.services) };
  }
  throw new Error(`GET /carriers.json lists none of the carriers for ${abroad ? 'abroad (dhl_express)' : 'home (ups, usps, fedex)'}`);
}
