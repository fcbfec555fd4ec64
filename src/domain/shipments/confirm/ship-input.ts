import type { ShipmentConfirmation } from '../../../wire/tpl-shipments.ts';

/** A package of the multi-package form of a shipment confirmation (docs/3pl-api.md section 7). */
export type PackageInput = NonNullable<ShipmentConfirmation['packages']>[number];
/** An item of a package. */
export type PackageItemInput = PackageInput['items'][number];

/** Unit codes (docs/3pl-api.md section 4), with the spelled-out names integrators also send. */
const LENGTH_UNITS: Record<string, string> = {
  in: 'in',
  inch: 'in',
  inches: 'in',
  cm: 'cm',
  centimeters: 'cm',
  mm: 'mm',
  millimeters: 'mm',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  m: 'm',
  meters: 'm',
};
const WEIGHT_UNITS: Record<string, string> = {
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  kg: 'kg',
  kilograms: 'kg',
  g: 'g',
  grams: 'g',
};

/** Every spelling of a length or weight unit accepted (compared without case), for the OpenAPI document. */
export const LENGTH_UNIT_NAMES: readonly string[] = Object.keys(LENGTH_UNITS);
export const WEIGHT_UNIT_NAMES: readonly string[] = Object.keys(WEIGHT_UNITS);

/** The unit code for a length unit as sent, or null when unknown. */
export function lengthUnit(value: string): string | null {
  return LENGTH_UNITS[value.toLowerCase()] ?? null;
}

/** The unit code for a weight unit as sent, or null when unknown. */
export function weightUnit(value: string): string | null {
  return WEIGHT_UNITS[value.toLowerCase()] ?? null;
}

/** The carrier code that marks a custom carrier described by `carrier_service` (docs/3pl-api.md section 7, "Carriers, tracking and custom carriers"). */
export const CUSTOM_CARRIER = '3pl';
