import type { SaveSearchState } from "@storefront/design-system/blocks/search-heading/index.ts";
import { pendingSearchSaveKey } from "@storefront/rules/shopper/pending-search-save";
import { savedSearchMessages } from "@storefront/rules/shopper/saved-search-alerts";
import { signInPath } from "@storefront/rules/shopper/sign-in";

type SaveAnswer = { error?: unknown; problems?: { path: string; message: string }[] };

/**
 * Saves the search shown, at its address `href` (`POST /api/saved-searches`). Signed out, the
 * save waits in session storage while the browser goes to sign-in, and the page makes it on
 * return; a shopper the site has no email for is asked for one.
 */
export async function saveSearch(
  siteSlug: string,
  { title, href: here }: { title: string; href: string },
  email?: string,
): Promise<SaveSearchState> {
  const [path = here, query = ""] = here.split(/\?(.*)/);
  const response = await fetch("/api/saved-searches", {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({
      path,
      query,
      title,
      ...(email ? { email } : {}),
    }),
  });
  if (response.status === 401) {
    sessionStorage.setItem(pendingSearchSaveKey(siteSlug), here);
    location.assign(signInPath("watchlist", here, here));
    return { status: "saving" };
  }
  if (response.ok) return { status: "saved", message: savedSearchMessages.saved };
  const answer = (await response.json().catch(() => ({}))) as SaveAnswer;
  const emailProblem = answer.problems?.find((problem) => problem.path === "email");
  if (response.status === 400 && emailProblem)
    return { status: "email", error: email ? emailProblem.message : undefined };
  return {
    status: "failed",
    message:
      typeof answer.error === "string"
        ? answer.error
        : `The search was not saved (${response.status})`,
  };
}
