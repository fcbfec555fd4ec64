/**
 * GS1 identifiers: GTIN-8/12/13/14 for products (a UPC is a GTIN-12, an EAN a GTIN-13) and SSCC-18
 * for packages. All use the same mod-10 check digit.
 */

/** The GS1 mod-10 check digit for the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // Weights 3,1,3,1... from the rightmost digit of the body.
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a string of digits ends with its correct GS1 check digit. */
function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{2,}$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** True for a GTIN-8, -12, -13 or -14 with a valid check digit. */
export function isGtin(code: string): boolean {
  return /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code) && hasValidCheckDigit(code);
}

/** The GTIN-14 form (left-padded with zeros) used to compare codes of different lengths. */
export function toGtin14(code: string): string {
  return code.padStart(14, '0');
}

/** True for an 18-digit SSCC with a valid check digit. */
export function isSscc(code: string): boolean {
  return /^\d{18}$/.test(code) && hasValidCheckDigit(code);
}

/**
 * Builds an SSCC-18: extension digit, GS1 company prefix (6-12 digits), serial reference filling the
 * remaining digits, and the check digit. Throws when the serial does not fit.
 */
export function buildSscc(extensionDigit: number, companyPrefix: string, serial: number): string {
  const serialDigits = 16 - companyPrefix.length;
  const serialText = String(serial);
  if (serialText.length > serialDigits) {
    throw new Error(`SSCC serial ${serial} does not fit in ${serialDigits} digits for prefix ${companyPrefix}`);
  }
  const body = `${extensionDigit}${companyPrefix}${serialText.padStart(serialDigits, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}
