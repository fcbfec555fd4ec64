import type { ChannelInput } from '../domain/channels/channels.repo.ts';
import type { ProductInput } from '../domain/catalog/save-product.ts';
import type { AdjustmentInput } from '../domain/inventory/adjust.ts';
import type { OrderInput } from '../domain/orders/order-input.ts';
import type { PartnerInput } from '../domain/partners/partners.repo.ts';
import type { SettingsPatch } from '../domain/settings/settings.repo.ts';
import { gs1CheckDigit } from '../domain/shared/gs1.ts';
import type { LocationInput, WarehouseInput } from '../domain/warehouses/warehouses.repo.ts';
import type { ConfirmInput } from '../domain/inbound/plan-supplier-shipments.ts';
import type { PurchaseOrderInput } from '../domain/inbound/purchase-order-input.ts';
import type { SupplierInput } from '../domain/inbound/suppliers.repo.ts';

/**
 * The demo merchant of `dockside demo`: plain data in the shapes the domain actions take, so the demo
 * goes through the same checks as the admin API. GS1 documents its examples with company prefix 0614141.
 */
export const DEMO_GS1_PREFIX = '0614141';

/** A GTIN-13 (EAN) of the demo company: prefix, five-digit item reference, check digit. */
function demoEan(itemReference: number): string {
  const body = `${DEMO_GS1_PREFIX}${String(itemReference).padStart(5, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The same number as a UPC-A (GTIN-12): a GTIN-13 starting with 0 without that 0, same check digit. */
function demoUpc(itemReference: number): string {
  return demoEan(itemReference).slice(1);
}

export const DEMO_SETTINGS: SettingsPatch = { currency: 'USD', gs1_company_prefix: DEMO_GS1_PREFIX };

type DemoWarehouse = WarehouseInput & { bins: LocationInput[] };

const BINS: LocationInput[] = [
  { code: 'A-01', name: 'Aisle A, bay 1' },
  { code: 'A-02', name: 'Aisle A, bay 2' },
  { code: 'B-01', name: 'Aisle B, bay 1' },
];

export const DEMO_WAREHOUSES: DemoWarehouse[] = [
  {
    code: 'EAST',
    name: 'East Coast DC',
    address: {
      name: 'East Coast DC',
      street: '200 Harbor Rd',
      city: 'Edison',
      zip: '08817',
      subdivision_code: 'NJ',
      country_code: 'US',
      phone: '+1 732 555 0100',
    },
    return_address: {
      name: 'Returns, East Coast DC',
      street: '200 Harbor Rd, Door 14',
      city: 'Edison',
      zip: '08817',
      subdivision_code: 'NJ',
      country_code: 'US',
    },
    bins: BINS,
  },
  {
    code: 'WEST',
    name: 'West Coast DC',
    address: {
      name: 'West Coast DC',
      street: '4500 Logistics Way',
      city: 'Ontario',
      zip: '91761',
      subdivision_code: 'CA',
      country_code: 'US',
      phone: '+1 909 555 0100',
    },
    return_address: {
      name: 'Returns, West Coast DC',
      street: '4500 Logistics Way, Door 3',
      city: 'Ontario',
      zip: '91761',
      subdivision_code: 'CA',
      country_code: 'US',
    },
    bins: BINS,
  },
];

export const DEMO_CHANNELS: ChannelInput[] = [
  { code: 'shop', name: 'Web shop', kind: 'storefront' },
  { code: 'amazon', name: 'Amazon US', kind: 'marketplace' },
];

/** Components first: a bundle names products that must already exist. */
export const DEMO_PRODUCTS: ProductInput[] = [
  { code: 'MUG', name: 'Enamel camp mug', upc: demoUpc(10001), unit_price: '14.00', unit_customs_value: '6.50' },
  { code: 'COASTER-SET', name: 'Cork coaster set of 4', upc: demoUpc(10002), unit_price: '12.00', unit_customs_value: '4.00' },
  { code: 'SPOON', name: 'Teak tasting spoon', upc: demoUpc(10003), unit_price: '4.50', unit_customs_value: '1.20' },
  { code: 'TEE', name: 'Logo T-shirt', upc: demoUpc(10004), unit_price: '22.00', unit_customs_value: '7.00' },
  { code: 'CANDLE', name: 'Soy candle', upc: demoUpc(10005), unit_price: '18.00', unit_customs_value: '5.50' },
  { code: 'SERUM-30ML', name: 'Face serum 30 ml', upc: demoEan(10006), lot_tracked: true, unit_price: '34.00', unit_customs_value: '9.00' },
  { code: 'BOX-SMALL', name: 'Shipping box, small', upc: demoUpc(10007), consumable: true },
  {
    code: 'KIT-STARTER',
    name: 'Starter kit',
    upc: demoUpc(10008),
    unit_price: '29.00',
    unit_customs_value: '12.00',
    components: [
      { product_code: 'MUG', quantity: 1 },
      { product_code: 'COASTER-SET', quantity: 1 },
      { product_code: 'SPOON', quantity: 2 },
    ],
  },
];

/** Opening stock. No CANDLE at WEST: the order that needs one there waits for stock. */
export const DEMO_STOCK: AdjustmentInput[] = [
  ...inStorage('EAST', [
    ['MUG', 40],
    ['COASTER-SET', 30],
    ['SPOON', 80],
    ['TEE', 45],
    ['CANDLE', 24],
  ]),
  stock('EAST', 'MUG', 12, { location: 'A-01' }),
  stock('EAST', 'TEE', 20, { location: 'A-02' }),
  stock('EAST', 'SERUM-30ML', 24, { lot: { number: 'L2407A' } }),
  stock('EAST', 'SERUM-30ML', 12, { lot: { number: 'L2409B' } }),
  stock('EAST', 'BOX-SMALL', 500, { location: 'consumables' }),
  ...inStorage('WEST', [
    ['MUG', 25],
    ['COASTER-SET', 20],
    ['SPOON', 40],
    ['TEE', 35],
  ]),
  stock('WEST', 'SPOON', 30, { location: 'B-01' }),
  stock('WEST', 'SERUM-30ML', 18, { lot: { number: 'L2409B' } }),
  stock('WEST', 'BOX-SMALL', 400, { location: 'consumables' }),
];

function stock(warehouse: string, productCode: string, quantity: number, extra: Partial<AdjustmentInput> = {}): AdjustmentInput {
  return { warehouse, product_code: productCode, quantity, reason: 'demo opening stock', ...extra };
}

function inStorage(warehouse: string, entries: [productCode: string, quantity: number][]): AdjustmentInput[] {
  return entries.map(([code, quantity]) => stock(warehouse, code, quantity));
}

export const DEMO_PARTNER: PartnerInput = { code: 'harbor', name: 'Harbor Logistics', warehouses: ['EAST', 'WEST'] };

const CUSTOMERS = [
  { code: 'C-MCHEN', name: 'Maya Chen', email: 'maya.chen@example.com', street: '815 SW Alder St', city: 'Portland', zip: '97205', state: 'OR' },
  { code: 'C-LORTEGA', name: 'Luis Ortega', email: 'luis.ortega@example.com', street: '401 Congress Ave', city: 'Austin', zip: '78701', state: 'TX' },
  { code: 'C-PNATARAJAN', name: 'Priya Natarajan', email: 'priya.n@example.com', street: '1201 3rd Ave', city: 'Seattle', zip: '98101', state: 'WA' },
  { code: 'C-SONEILL', name: "Sam O'Neill", email: 'sam.oneill@example.com', street: '75 Court St', city: 'Brooklyn', zip: '11201', state: 'NY' },
  { code: 'C-AOKAFOR', name: 'Ada Okafor', email: 'ada.okafor@example.com', street: '100 Peachtree St NW', city: 'Atlanta', zip: '30303', state: 'GA' },
  { code: 'C-JLINDQVIST', name: 'Jonas Lindqvist', email: 'jonas.l@example.com', street: '233 S Wacker Dr', city: 'Chicago', zip: '60606', state: 'IL' },
];

type DemoLine = [productCode: string, quantity: number, warehouse?: string];

/** One order: `warehouse` for all lines unless a line names its own; prices from the catalog. */
function order(seq: number, channel: 'shop' | 'amazon', warehouse: string | undefined, lines: DemoLine[]): OrderInput {
  const c = CUSTOMERS[(seq - 1) % CUSTOMERS.length]!;
  const price = (code: string) => DEMO_PRODUCTS.find((p) => p.code === code)!.unit_price!;
  return {
    number: `SO-${1000 + seq}`,
    reference: channel === 'amazon' ? `113-${String(4827361 + seq * 7919).padStart(7, '0')}-${String(93217 + seq * 31).padStart(7, '0')}` : `#${1000 + seq}`,
    channel,
    currency: 'USD',
    customer: { code: c.code, name: c.name, email: c.email },
    shipping_address: { name: c.name, street: c.street, city: c.city, zip: c.zip, subdivision_code: c.state, country_code: 'US', email: c.email },
    ...(warehouse ? { warehouse } : {}),
    carrier_identifier: 'ups',
    carrier_service: 'Ground',
    lines: lines.map(([code, quantity, lineWarehouse]) => ({
      product_code: code,
      quantity,
      unit_price: price(code),
      ...(lineWarehouse ? { warehouse: lineWarehouse } : {}),
    })),
  };
}

/** The order the printed acknowledge command names. */
export const ACKNOWLEDGE_ORDER = 'SO-1001';
/** The bundle order the printed ship command confirms. */
export const SHIP_ORDER = 'SO-1002';

export const DEMO_ORDERS: OrderInput[] = [
  order(1, 'shop', 'EAST', [['MUG', 2]]),
  order(2, 'shop', 'EAST', [['KIT-STARTER', 1]]),
  order(3, 'shop', undefined, [
    ['TEE', 1, 'EAST'],
    ['MUG', 1, 'WEST'],
  ]),
  order(4, 'amazon', 'WEST', [
    ['COASTER-SET', 1],
    ['SPOON', 4],
  ]),
  order(5, 'amazon', 'EAST', [['SERUM-30ML', 2]]),
  order(6, 'shop', 'WEST', [['CANDLE', 1]]),
  order(7, 'amazon', 'EAST', [
    ['TEE', 2],
    ['CANDLE', 1],
  ]),
  order(8, 'shop', 'WEST', [['KIT-STARTER', 2]]),
  order(9, 'amazon', 'WEST', [
    ['SERUM-30ML', 1],
    ['MUG', 1],
  ]),
  order(10, 'shop', 'EAST', [
    ['COASTER-SET', 2],
    ['SPOON', 2],
  ]),
  order(11, 'amazon', 'EAST', [['SPOON', 6]]),
  order(12, 'shop', 'WEST', [['TEE', 3]]),
];

/** The merchant's supplier, with a purchase order on its way to EAST. */
export const DEMO_SUPPLIER: SupplierInput = { code: 'HANSE', name: 'Hanse Trading GmbH', email: 'orders@hanse-trading.example', phone: '+49 40 555 0100' };

/** Days from the demo's day, as a date (YYYY-MM-DD). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A purchase order of mugs and candles, confirmed into two arrivals: a few by air next week, the rest by sea. */
export function demoPurchaseOrder(): { order: PurchaseOrderInput; confirm: ConfirmInput } {
  return {
    order: {
      supplier: 'HANSE',
      warehouse: 'EAST',
      reference: 'HT-2026-0412',
      currency: 'USD',
      expected_date: daysAhead(40),
      lines: [
        { product_code: 'MUG', quantity: 120, unit_cost: '5.10' },
        { product_code: 'CANDLE', quantity: 60, unit_cost: '6.40' },
      ],
    },
    confirm: {
      supplier_shipments: [
        {
          planned_date: daysAhead(6),
          carrier_code: 'dhl_express',
          tracking_number: '1234567890',
          reference: 'air',
          lines: [{ product_code: 'MUG', quantity: 24 }],
        },
        {
          planned_date: daysAhead(40),
          reference: 'ocean',
          lines: [
            { product_code: 'MUG', quantity: 96 },
            { product_code: 'CANDLE', quantity: 60 },
          ],
        },
      ],
    },
  };
}
