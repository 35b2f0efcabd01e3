/** The intent an enquiry link carries when a sold car's visitor asks for a similar one. */
const similarCarIntent = "similar";

/** The enquiry link of a sold car, asking for a similar car rather than this one. */
export function similarEnquiryHref(enquireHref: string): string {
  const hashAt = enquireHref.indexOf("#");
  const path = hashAt === -1 ? enquireHref : enquireHref.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : enquireHref.slice(hashAt);
  const separator = path.includes("?") ? (/[?&]$/.test(path) ? "" : "&") : "?";
  return `${path}${separator}intent=${similarCarIntent}${hash}`;
}
