/** The intent an enquiry link carries when a sold car's visitor asks for a similar one. */
export const similarCarIntent = "similar";

/** The subcategory of a sold car's enquiry, which asks for a similar car. */
export const similarCarSubcategory = "Find Me Something Similar";

/** The enquiry link of a sold car, asking for a similar car rather than this one. */
export function similarEnquiryHref(enquireHref: string): string {
  const hashAt = enquireHref.indexOf("#");
  const path = hashAt === -1 ? enquireHref : enquireHref.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : enquireHref.slice(hashAt);
  const separator = path.includes("?") ? (/[?&]$/.test(path) ? "" : "&") : "?";
  return `${path}${separator}intent=${similarCarIntent}${hash}`;
}
