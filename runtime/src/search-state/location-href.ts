import { queryString } from "./query-string.ts";
import type { UrlSearch } from "./url-params.ts";

/** `/search/toyota?body=SUV&price=10000:30000`. */
export const locationHref = ({ pathname, search }: { pathname: string; search: UrlSearch }) => {
  const query = queryString(Object.entries(search));
  return query ? `${pathname}?${query}` : pathname;
};
