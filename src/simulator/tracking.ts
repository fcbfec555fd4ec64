import { gs1CheckDigit } from '../domain/shared/gs1.ts';
import type { Random } from './random.ts';

/** A carrier as GET /carriers.json lists it. */
export type CarrierEntry = { code: string; name: string; tracking_url_template: string | null; scac: string | null };

/** The parcel carriers the reference warehouse ships with, most used first, their share of parcels and services. */
export const PARCEL_CARRIERS: readonly { code: string; weight: number; services: readonly string[] }[] = [
  { code: 'ups', weight: 40, services: ['Ground', '2nd Day Air', 'Next Day Air Saver'] },
  { code: 'usps', weight: 30, services: ['Ground Advantage', 'Priority Mail'] },
  { code: 'fedex', weight: 20, services: ['Ground', 'Express Saver', '2Day'] },
  { code: 'dhl_express', weight: 10, services: ['Express Worldwide'] },
];

/**
 * A tracking number in the carrier's real format for the service, check digit included, so that
 * integrations which validate numbers (and people reading them) see what a live warehouse sends:
 * UPS `1Z` + shipper number + the service's two digits + package number + a mod-10 check; USPS IMpb
 * (`94` + the service type code, 22 digits, GS1 mod-10 check); FedEx 12 digits with the 1-3-7 weighted
 * mod-11 check; DHL Express 10 digits with a mod-7 check. Another carrier gets 12 capital letters and digits.
 */
export function trackingNumber(carrier: string, service: string, random: Random): string {
  switch (carrier) {
    case 'ups': {
      const body = `${random.alphanumeric(6)}${UPS_SERVICE_CODES[service] ?? '03'}${random.digits(7)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    }
    case 'usps': {
      const body = `94${USPS_SERVICE_TYPES[service] ?? '001'}11${random.digits(14)}`;
      return `${body}${gs1CheckDigit(body)}`;
    }
    case 'fedex': {
      const body = random.digits(11);
      return `${body}${fedexCheckDigit(body)}`;
    }
    case 'dhl_express': {
      const body = `${random.int(1, 9)}${random.digits(8)}`;
      return `${body}${Number(body) % 7}`;
    }
    default:
      return random.alphanumeric(12);
  }
}

/** UPS service codes as they appear in a 1Z number. */
const UPS_SERVICE_CODES: Record<string, string> = { Ground: '03', '2nd Day Air': '02', 'Next Day Air Saver': '13', 'Next Day Air': '01' };
/** USPS IMpb service type codes. */
const USPS_SERVICE_TYPES: Record<string, string> = { 'Ground Advantage': '001', 'Priority Mail': '055' };

/** The carrier's tracking URL for a number, from its template; null without one. */
export function trackingUrl(carrier: CarrierEntry | undefined, number: string): string | null {
  return carrier?.tracking_url_template?.replaceAll('{tracking_number}', encodeURIComponent(number)) ?? null;
}

/** UPS: letters count as (ASCII - 63) mod 10; odd positions once, even positions twice; mod 10. */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((char, i) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express: weights 1, 3, 7 from the rightmost digit, sum mod 11, 10 counts as 0. */
export function fedexCheckDigit(body: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  [...body].reverse().forEach((digit, i) => {
    sum += Number(digit) * weights[i % 3]!;
  });
  return (sum % 11) % 10;
}
