/** The spec's error catalogue for phone verification, word for word. */
export const signInMessages = {
  tooManyAttempts: "Too many verification attempts. Please try again later.",
  sendFailed: "An unknown error occurred.",
  invalidCode: "The verification code is invalid. Please try again.",
  verificationError: "An unknown error occurred during verification.",
  required: "This is a required field.",
  codeLength: "Code must be 6 digits.",
} as const;

/** The code button's labels, in the order a shopper sees them. */
export const codeButtonLabels = {
  notSent: "Send Code",
  sending: "Sending...",
  sent: "Resend Code",
} as const;

export const codeLength = 6;
/** A browser gives up on a code request or check after this long. */
export const otpRequestTimeoutMs = 15_000;
/** A new code may be asked for this long after the last. */
export const resendAfterSeconds = 30;
export const codeValidMinutes = 10;
/** Checks one code allows before a new one must be sent. */
export const maxChecksPerCode = 5;

/** The spec's sign-in `type` values, one per thing a shopper signs in for. */
export const signInTypes = [
  "watchlist",
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
] as const;
export type SignInType = (typeof signInTypes)[number];

/** Features a site may put behind sign-in (the site's `auth.gated`). */
export type SiteGatedFeature =
  | "checkout"
  | "finance"
  | "spin-to-win"
  | "equifax-finance"
  | "trade-in";

const garagePaths = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"];
const financePaths = [
  "/finance",
  "/finance-enquiry",
  "/apply-for-finance",
  "/finance-pre-approval",
];
const tradeInPaths = ["/cars/trade-in", "/trade-in", "/sell-my-car", "/sell-your-car"];

type Gate = { feature: SiteGatedFeature | "always"; type: SignInType };

function gateOf(path: string): Gate | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (clean === "/online-payment") return { feature: "always", type: "online-payment" };
  if (garagePaths.includes(clean)) return { feature: "always", type: "my-garage" };
  if (clean === "/spin-to-win") return { feature: "spin-to-win", type: "spin-to-win" };
  if (financePaths.includes(clean)) return { feature: "finance", type: "finance" };
  if (clean === "/personalised/finance") return { feature: "finance", type: "car-finance" };
  if (tradeInPaths.includes(clean)) return { feature: "trade-in", type: "trade-in" };
  if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(clean))
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

/**
 * A redirect target from a query string, kept only when it is a path of this site: absolute
 * URLs, protocol-relative `//host` and backslash tricks fall back to `fallback`.
 */
export function sameSitePath(target: string | null | undefined, fallback = "/"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  try {
    const base = "https://site.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/sign-in?type=...&redirect=...&back=...` for a visitor leaving `from` to sign in. */
export function signInPath(type: SignInType, redirect: string, back = redirect): string {
  const query = new URLSearchParams({ type, redirect, back });
  return `/sign-in?${query.toString()}`;
}
