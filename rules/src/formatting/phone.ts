/**
 * Phone display: a leading +61 (or 61) becomes 0, brackets and other punctuation go, and a
 * ten-digit number is grouped 2-4-4 (`02 9630 8800`). Numbers of other lengths (13 11 22,
 * 1300 numbers) keep their digits unchanged but clean.
 */
export function formatPhone(raw: string): string {
  const digits = toLocalDigits(raw);
  if (digits.length === 10 && digits.startsWith("0")) {
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  }
  return digits;
}

/** Digits only, with the Australian country code replaced by the trunk 0. */
function toLocalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+61") || (digits.startsWith("61") && digits.length === 11)) {
    return `0${digits.slice(2)}`;
  }
  return digits;
}

/** `tel:` link for a displayed number. */
export function telHref(raw: string): string {
  return `tel:${toLocalDigits(raw)}`;
}
