import type { SiteDefinition } from "@storefront/schemas";

const algoliaHosts = (appId: string) => [
  `https://${appId.toLowerCase()}-dsn.algolia.net`,
  `https://${appId.toLowerCase()}.algolia.net`,
  "https://*.algolianet.com",
];
const mapboxHosts = [
  "https://api.mapbox.com",
  "https://events.mapbox.com",
  "https://*.tiles.mapbox.com",
];

/**
 * Stripe.js and what it calls, for a site taking deposits through Stripe (Stripe's published
 * policy). STOREFRONT_STRIPE_JS_URL, where the server points browsers at another Stripe.js (an
 * offline stand-in in tests), adds that script's origin, which it calls too.
 */
function stripeHosts(scriptUrl = process.env.STOREFRONT_STRIPE_JS_URL) {
  const own = scriptUrl ? [new URL(scriptUrl).origin] : [];
  return {
    script: ["https://js.stripe.com", "https://*.js.stripe.com", ...own],
    connect: ["https://api.stripe.com", ...own],
  };
}

/**
 * The site's Content-Security-Policy: no inline or foreign script (but Stripe.js where the site
 * takes deposits), framing by the site itself
 * only (the studio previews on the same origin), and outbound calls to the site's own
 * search and map services.
 */
export function contentSecurityPolicy(site: SiteDefinition, styleNonce?: string): string {
  if (styleNonce) return policyOf(site, styleNonce);
  let policy = withoutNonce.get(site);
  if (policy === undefined) {
    policy = policyOf(site);
    withoutNonce.set(site, policy);
  }
  return policy;
}

/** The policy of responses with no page styles (answers of the search, media and lead routes). */
const withoutNonce = new WeakMap<SiteDefinition, string>();

function policyOf(site: SiteDefinition, styleNonce?: string): string {
  const search = site.integrations.search;
  const connect = ["'self'", ...(search.backend === "algolia" ? algoliaHosts(search.appId) : [])];
  if (site.integrations.maps.mapboxToken) connect.push(...mapboxHosts);
  const stripe = site.integrations.payments.provider === "stripe" ? stripeHosts() : undefined;
  connect.push(...(stripe?.connect ?? []));
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(stripe?.script ?? [])],
    "style-src": ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    // React writes dynamic styles (theme colours, slider positions) as style attributes.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": connect,
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "https:"],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
