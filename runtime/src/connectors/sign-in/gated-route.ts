import { signInNeededFor } from "@storefront/rules/shopper/gated-routes";
import { sameSitePath, signInPath } from "@storefront/rules/shopper/sign-in";
import type { RouterContext } from "../../app/core/router.tsx";
import { shopperSessionQuery } from "../../app/shopper/use-shopper-session.ts";

/**
 * Where a signed-out visitor going to `target` (path and query) is sent instead: the sign-in
 * page, to come back to `target` and with `back` to where they were. Undefined when the page
 * is open to them. In the browser only: the server redirects page loads itself.
 */
export async function signInRedirectFor(
  context: RouterContext,
  pathname: string,
  target: string,
): Promise<string | undefined> {
  const type = signInNeededFor(pathname, context.site.auth.gated);
  if (!type) return undefined;
  const session = await context.queryClient.fetchQuery(shopperSessionQuery);
  if (session.user) return undefined;
  return signInPath(type, target, previousPath());
}

type NavigationEntries = {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
};

/**
 * The page the visitor was on: the history entry before this one (the Navigation API, where the
 * browser has it: the router has already moved the address on), else the page that linked here
 * when it is of this site, else the home page.
 */
export function previousPath(): string {
  const navigation = (window as { navigation?: NavigationEntries }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  const url = (index > 0 ? navigation?.entries()[index - 1]?.url : null) ?? document.referrer;
  if (!url) return "/";
  const previous = new URL(url);
  return previous.origin === window.location.origin
    ? sameSitePath(previous.pathname + previous.search)
    : "/";
}
