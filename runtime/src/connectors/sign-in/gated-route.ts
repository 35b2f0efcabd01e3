import { signInNeededFor } from "@storefront/rules/shopper/gated-routes";
import { sameSitePath, signInPath } from "@storefront/rules/shopper/sign-in";
import type { RouterContext } from "../../app/router.tsx";
import { shopperSessionQuery } from "../../app/use-shopper-session.ts";

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
  const here = `${window.location.pathname}${window.location.search}`;
  return signInPath(type, target, here === target ? referrerPath() : here);
}

/** The page of this site that linked here, else the home page. */
function referrerPath(): string {
  if (!document.referrer) return "/";
  const url = new URL(document.referrer);
  return url.origin === window.location.origin ? sameSitePath(url.pathname + url.search) : "/";
}
