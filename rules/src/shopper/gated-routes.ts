import { type GaragePath, garagePaths } from "@storefront/schemas/site/garage-paths";
import type { SignInType } from "./sign-in.ts";

/** Features a site may put behind sign-in (the site's `auth.gated`). */
export type SiteGatedFeature =
  | "checkout"
  | "finance"
  | "spin-to-win"
  | "equifax-finance"
  | "trade-in";

const financePaths = [
  "/finance",
  "/finance-enquiry",
  "/apply-for-finance",
  "/finance-pre-approval",
];
const tradeInPaths = ["/cars/trade-in", "/trade-in", "/sell-my-car", "/sell-your-car"];

/** Whether `path` is one of the garage's addresses (a site picks one, `auth.garagePath`). */
export const isGaragePath = (path: string): path is GaragePath =>
  (garagePaths as readonly string[]).includes(path);

type Gate = { feature: SiteGatedFeature | "always"; type: SignInType };

function gateOf(path: string): Gate | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (clean === "/online-payment") return { feature: "always", type: "online-payment" };
  if (isGaragePath(clean)) return { feature: "always", type: "my-garage" };
  if (clean === "/spin-to-win") return { feature: "spin-to-win", type: "spin-to-win" };
  if (financePaths.includes(clean)) return { feature: "finance", type: "finance" };
  if (clean === "/personalised/finance") return { feature: "finance", type: "car-finance" };
  if (tradeInPaths.includes(clean)) return { feature: "trade-in", type: "trade-in" };
  if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(clean) || clean === "/checkout-journey")
    return { feature: "checkout", type: "checkout" };
  return undefined;
}

/**
 * The sign-in type a signed-out visitor needs for `path` on a site gating `gated`: online
 * payment, my-garage and the garage variants always; checkout, finance, spin-to-win and
 * trade-in when the site gates them. Undefined when the path is open to everyone.
 */
export function signInNeededFor(
  path: string,
  gated: readonly SiteGatedFeature[],
): SignInType | undefined {
  const gate = gateOf(path);
  if (!gate) return undefined;
  return gate.feature === "always" || gated.includes(gate.feature) ? gate.type : undefined;
}
