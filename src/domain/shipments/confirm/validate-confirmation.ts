import type { ErrorDetail } from '../../../errors.ts';
import { MATERIAL_CODES, MEDIUM_CODES, type ShipmentConfirmation } from '../../../wire/tpl-shipments.ts';
import { isSscc } from '../../shared/gs1.ts';
import { normalizeDecimal } from '../../shared/quantity.ts';
import { isCurrencyCode } from '../../shared/currencies.ts';
import { CUSTOM_CARRIER, lengthUnit, weightUnit, type PackageInput, type PackageItemInput } from './ship-input.ts';

/** A package as confirmed, normalized: the `lines` form becomes one package holding every line. */
export type NormalizedPackage = {
  pointer: string;
  reference: string | null;
  trackingNumber: string | null;
  carrierIdentifier: string | null;
  overrideSscc: string | null;
  overrideScac: string | null;
  medium: string | null;
  material: string | null;
  weight: string | null;
  weightUom: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  dimensionUom: string | null;
  loadNumber: string | null;
  billOfLading: string | null;
  sealNumber: string | null;
  items: { input: PackageItemInput; pointer: string }[];
  consumables: { productCode: string; quantity: number; pointer: string }[];
};

export type ConfirmationHeader = {
  carrierIdentifier: string | null;
  carrierService: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cost: string | null;
  currency: string;
  overrideSscc: string | null;
  overrideScac: string | null;
  packages: NormalizedPackage[];
};

type ValidationContext = {
  pointer: string;
  knownCarriers: { has(code: string): boolean };
  defaultCurrency: string;
};

const SCAC = /^[A-Z]{2,4}$/;

/**
 * Checks every value of a confirmation that is judged against a list or a rule (docs/3pl-api.md
 * section 7) and collects all problems, so the warehouse can fix them in one round.
 */
export function validateConfirmation(input: ShipmentConfirmation, ctx: ValidationContext, errors: ErrorDetail[]): ConfirmationHeader {
  const p = ctx.pointer;
  const form = formOf(input);
  if (form === 'both') errors.push({ code: 'lines_and_packages', message: 'send either lines or packages, not both', pointer: `${p}/packages` });
  if (form === 'none') errors.push({ code: 'nothing_to_ship', message: 'a confirmation needs lines or packages', pointer: p });
  if ((form === 'lines' || form === 'packages') && input[form]!.length === 0) {
    errors.push({ code: 'nothing_to_ship', message: `${form} is empty: a confirmation ships something`, pointer: `${p}/${form}` });
  }
  const hasLines = form === 'lines' && input.lines!.length > 0;
  const hasPackages = form === 'packages' && input.packages!.length > 0;

  const custom = input.carrier === CUSTOM_CARRIER;
  if (input.carrier !== undefined && !custom) {
    errors.push({
      code: 'unknown_carrier',
      message: `carrier must be "${CUSTOM_CARRIER}" (a custom carrier with carrier_service) or absent`,
      pointer: `${p}/carrier`,
    });
  }
  if (custom && !input.carrier_service) {
    errors.push({ code: 'unknown_carrier', message: 'a custom carrier ("carrier": "3pl") needs carrier_service', pointer: `${p}/carrier_service` });
  }
  checkCarrier(input.carrier_identifier, `${p}/carrier_identifier`, ctx, errors);
  checkSscc(input.override_sscc, `${p}/override_sscc`, errors);
  checkScac(input.override_scac, `${p}/override_scac`, errors);

  let cost: string | null = null;
  if (input.cost !== undefined) {
    cost = normalizeDecimal(input.cost);
    if (cost === null || cost.startsWith('-')) {
      errors.push({ code: 'invalid_cost', message: 'cost must be a non-negative decimal string such as "10.59"', pointer: `${p}/cost` });
    }
  }
  const currency = input.cost_currency_code ?? ctx.defaultCurrency;
  if (!isCurrencyCode(currency)) {
    errors.push({ code: 'invalid_currency', message: `"${currency}" is not an ISO 4217 currency code`, pointer: `${p}/cost_currency_code` });
  }

  const packages = hasPackages
    ? input.packages!.map((pkg, i) => normalizePackage(pkg, `${p}/packages/${i}`, ctx, errors))
    : hasLines
      ? [linesAsPackage(input, p)]
      : [];

  return {
    carrierIdentifier: input.carrier_identifier ?? (custom ? CUSTOM_CARRIER : null),
    carrierService: input.carrier_service ?? null,
    trackingNumber: input.tracking_number ?? null,
    trackingUrl: input.tracking_url ?? null,
    cost,
    currency,
    overrideSscc: input.override_sscc ?? null,
    overrideScac: input.override_scac ?? null,
    packages,
  };
}

/** Which form a confirmation takes: `lines` or `packages`, each counting when present even empty. */
function formOf(input: ShipmentConfirmation): 'lines' | 'packages' | 'both' | 'none' {
  if (input.lines !== undefined && input.packages !== undefined) return 'both';
  if (input.lines !== undefined) return 'lines';
  return input.packages !== undefined ? 'packages' : 'none';
}

function checkCarrier(code: string | undefined, pointer: string, ctx: ValidationContext, errors: ErrorDetail[]): void {
  if (code !== undefined && !ctx.knownCarriers.has(code)) {
    errors.push({ code: 'unknown_carrier', message: `"${code}" is not a known carrier code (GET /services/3pl/v1/carriers.json lists them)`, pointer });
  }
}

function checkSscc(value: string | undefined, pointer: string, errors: ErrorDetail[]): void {
  if (value !== undefined && !isSscc(value)) {
    errors.push({ code: 'invalid_sscc', message: 'an SSCC is 18 digits ending with a valid GS1 check digit', pointer });
  }
}

function checkScac(value: string | undefined, pointer: string, errors: ErrorDetail[]): void {
  if (value !== undefined && !SCAC.test(value)) {
    errors.push({ code: 'invalid_scac', message: 'a SCAC is 2 to 4 capital letters', pointer });
  }
}

function normalizePackage(pkg: PackageInput, pointer: string, ctx: ValidationContext, errors: ErrorDetail[]): NormalizedPackage {
  checkCarrier(pkg.carrier_identifier, `${pointer}/carrier_identifier`, ctx, errors);
  checkSscc(pkg.override_sscc, `${pointer}/override_sscc`, errors);
  checkScac(pkg.override_scac, `${pointer}/override_scac`, errors);
  if (pkg.medium !== undefined && !(MEDIUM_CODES as readonly string[]).includes(pkg.medium)) {
    errors.push({ code: 'invalid_medium', message: `medium must be one of ${MEDIUM_CODES.join(', ')}`, pointer: `${pointer}/medium` });
  }
  if (pkg.material !== undefined && !(MATERIAL_CODES as readonly string[]).includes(pkg.material)) {
    errors.push({ code: 'invalid_material', message: `material must be one of ${MATERIAL_CODES.join(', ')}`, pointer: `${pointer}/material` });
  }
  // override_weight takes the place of weight (docs/3pl-api.md section 7, "The multi-package form").
  const useOverride = pkg.override_weight !== undefined;
  const weight = useOverride ? pkg.override_weight : pkg.weight;
  const weightUomRaw = useOverride ? (pkg.override_weight_uom ?? pkg.weight_uom) : pkg.weight_uom;
  const weightField = useOverride ? 'override_weight_uom' : 'weight_uom';
  let weightUom: string | null = null;
  if (weightUomRaw !== undefined) {
    weightUom = weightUnit(weightUomRaw);
    if (!weightUom) errors.push({ code: 'invalid_unit', message: 'weight unit must be one of lb, oz, kg, g', pointer: `${pointer}/${weightField}` });
  }
  let dimensionUom: string | null = null;
  if (pkg.dimensions) {
    dimensionUom = lengthUnit(pkg.dimensions.uom);
    if (!dimensionUom) errors.push({ code: 'invalid_unit', message: 'dimension unit must be one of in, cm, mm, ft, m', pointer: `${pointer}/dimensions/uom` });
  }
  return {
    pointer,
    reference: pkg.reference ?? null,
    trackingNumber: pkg.tracking_number ?? null,
    carrierIdentifier: pkg.carrier_identifier ?? null,
    overrideSscc: pkg.override_sscc ?? null,
    overrideScac: pkg.override_scac ?? null,
    medium: pkg.medium ?? null,
    material: pkg.material ?? null,
    weight: weight === undefined ? null : String(weight),
    weightUom,
    length: pkg.dimensions ? String(pkg.dimensions.length) : null,
    width: pkg.dimensions ? String(pkg.dimensions.width) : null,
    height: pkg.dimensions ? String(pkg.dimensions.height) : null,
    dimensionUom,
    loadNumber: pkg.load_number ?? null,
    billOfLading: pkg.bill_of_lading ?? null,
    sealNumber: pkg.seal_number ?? null,
    items: pkg.items.map((item, i) => ({ input: item, pointer: `${pointer}/items/${i}` })),
    consumables: (pkg.consumables ?? []).map((c, i) => ({ productCode: c.product_code, quantity: c.quantity, pointer: `${pointer}/consumables/${i}` })),
  };
}

/** The `lines` form: one package holding every line, carrying the shipment-level SSCC and SCAC. */
function linesAsPackage(input: ShipmentConfirmation, pointer: string): NormalizedPackage {
  return {
    pointer,
    reference: null,
    trackingNumber: null,
    carrierIdentifier: null,
    overrideSscc: input.override_sscc ?? null,
    overrideScac: input.override_scac ?? null,
    medium: null,
    material: null,
    weight: null,
    weightUom: null,
    length: null,
    width: null,
    height: null,
    dimensionUom: null,
    loadNumber: null,
    billOfLading: null,
    sealNumber: null,
    items: input.lines!.map((line, i) => ({ input: line, pointer: `${pointer}/lines/${i}` })),
    consumables: [],
  };
}
