import type { UrlSearch } from "./url-params.ts";

/** `/search/toyota?body=SUV&price=10000:30000`. */
export const locationHref = ({ pathname, search }: { pathname: string; search: UrlSearch }) => {
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${pathname}?${query}` : pathname;
};
