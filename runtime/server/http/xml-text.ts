// Characters XML 1.0 cannot hold at all, even escaped (control characters but tab and newlines).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text made safe for an XML element or attribute. */
export function xmlText(value: string): string {
  return value
    .replace(notXml, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
