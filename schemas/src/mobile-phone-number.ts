import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * An Australian mobile number as a shopper types it (`0412 345 678`, `+61 412 345 678`,
 * `61412345678`), checked with libphonenumber's metadata and kept in the national form the
 * spec submits: a leading 61 becomes 0, digits only (`0412345678`).
 */
export function normaliseMobilePhone(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), "AU");
  if (!parsed?.isValid() || parsed.country !== "AU") return undefined;
  const type = parsed.getType();
  if (type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE") return undefined;
  return `0${parsed.nationalNumber}`;
}
