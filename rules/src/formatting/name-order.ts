/**
 * Names in dictionary order, ignoring case and accents ("audi" beside "Audi", "Škoda" among the
 * S names); names that differ only in case or accents keep a fixed order between them. Written
 * out rather than with Intl collation, which loads locale data on first use: a long pause in the
 * first render of every page that lists makes, models or other facet values.
 */
export function compareNames(a: string, b: string): number {
  const first = foldName(a);
  const second = foldName(b);
  if (first !== second) return first < second ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const plainAscii = /^[\x20-\x7e]*$/;

function foldName(name: string): string {
  const lower = name.toLowerCase();
  return plainAscii.test(name) ? lower : lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}
