/**
 * A query string as shoppers read it: `make=Toyota,Mazda&price=10000:30000`. Colons and commas
 * stay as they are (both may stand in a query, and a comma inside a value is escaped before it
 * gets here, see url-params.ts); the rest is encoded as URLSearchParams encodes it.
 */
export function queryString(entries: Iterable<readonly [string, unknown]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  return params.toString().replaceAll("%3A", ":").replaceAll("%2C", ",");
}
