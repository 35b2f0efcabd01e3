import { parseArgs } from "node:util";
import { defaultSignInLimits } from "../auth/sign-in-limits.ts";
import { defaultRateLimits, type RateLimits } from "../http/rate-limits.ts";
import type { PhotoOptions } from "../media/photos/photo-route.ts";
import { defaultFeedFetch, type FeedFetchOptions } from "../stock/feed-url.ts";

/**
 * Every option of `serve`: its flag, the environment variable that may set it instead (the
 * flag wins), its default, and its line of the usage text. The README's table follows this one.
 */
const options = {
  site: { env: "STOREFRONT_SITE", help: "<definition.json or folder>  the sites to serve" },
  inventory: {
    env: "STOREFRONT_INVENTORY",
    help: "<inventory.json or https://...>  the stock: a file followed, or a feed polled",
  },
  data: { env: "STOREFRONT_DATA", default: "data", help: "<folder>  what the server keeps" },
  port: { env: "PORT", default: "3000", help: "<n>" },
  host: { env: "HOST", default: "0.0.0.0", help: "<address>" },
  "default-site": { env: "STOREFRONT_DEFAULT_SITE", help: "<slug>  for hosts no site names" },
  "no-watch": { env: "STOREFRONT_NO_WATCH", boolean: true, help: "  load the inventory once" },
  exports: { env: "STOREFRONT_EXPORTS", help: "<folder>  where the studio exports sites" },
  "studio-token": { env: "STUDIO_TOKEN", help: "<token>  opens /studio to other hosts" },
  "studio-host": {
    env: "STOREFRONT_STUDIO_HOSTS",
    multiple: true,
    help: "<name>...  with a token: public host names of the studio (comma-separated in the variable)",
  },
  "trust-proxy": {
    env: "STOREFRONT_TRUST_PROXY",
    help: "<addresses>  proxies whose X-Forwarded-* headers count: loopback, 10.0.0.0/8...",
  },
  "search-rate-limit": {
    env: "STOREFRONT_SEARCH_RATE_LIMIT",
    default: String(defaultRateLimits.searchPerMinute),
    help: "<n>  search requests a minute per client; 0 for none",
  },
  "api-rate-limit": {
    env: "STOREFRONT_API_RATE_LIMIT",
    default: String(defaultRateLimits.apiPerMinute),
    help: "<n>  API requests a minute per client; 0 for none",
  },
  "lead-rate-limit": {
    env: "STOREFRONT_LEAD_RATE_LIMIT",
    default: String(defaultRateLimits.leadsPerMinute),
    help: "<n>  leads a minute per client (POST /api/leads); 0 for none",
  },
  "photo-rate-limit": {
    env: "STOREFRONT_PHOTO_RATE_LIMIT",
    default: String(defaultRateLimits.photosPerMinute),
    help: "<n>  resized photos a minute per client (GET /media/photo); 0 for none",
  },
  "sign-in-codes-per-address": {
    env: "STOREFRONT_SIGN_IN_CODES_PER_ADDRESS",
    default: String(defaultSignInLimits.codesPerAddressPerHour),
    help: "<n>  sign-in codes an hour one address may ask for; 0 for no limit",
  },
  "reveal-sign-in-codes": {
    env: "STOREFRONT_REVEAL_SIGN_IN_CODES",
    boolean: true,
    help: "  GET /api/sign-in/last-code answers the local provider's codes (browser tests; refused in production)",
  },
  "database-url": {
    env: "DATABASE_URL",
    help: "<postgres://...>  keep the store in PostgreSQL instead of SQLite in --data",
  },
  "public-operations": {
    env: "STOREFRONT_PUBLIC_OPERATIONS",
    boolean: true,
    help: "  /readyz and /metrics for any client, not only this machine",
  },
  "allow-http-webhooks-to-loopback": {
    env: "STOREFRONT_ALLOW_HTTP_WEBHOOKS_TO_LOOPBACK",
    boolean: true,
    help: "  deliver lead webhooks over plain http to localhost, 127.0.0.1 or [::1] (tests, a local bridge)",
  },
  "allow-photos-from-loopback": {
    env: "STOREFRONT_ALLOW_PHOTOS_FROM_LOOPBACK",
    boolean: true,
    help: "  fetch feed photos from localhost, 127.0.0.1 or [::1] (tests, a local photo host)",
  },
  "photo-timeout-seconds": {
    env: "STOREFRONT_PHOTO_TIMEOUT_SECONDS",
    default: "10",
    help: "<n>  longest wait for a feed photo to download before its placeholder is served",
  },
  "photo-max-megabytes": {
    env: "STOREFRONT_PHOTO_MAX_MEGABYTES",
    default: "25",
    help: "<n>  largest feed photo downloaded; a larger one gets its placeholder",
  },
  "photo-cache-megabytes": {
    env: "STOREFRONT_PHOTO_CACHE_MEGABYTES",
    default: "1024",
    help: "<n>  disk the resized photos may take in <data>/photo-cache; least recently used go first",
  },
  "lead-retry-seconds": {
    env: "STOREFRONT_LEAD_RETRY_SECONDS",
    default: "60",
    help: "<n>  first wait before a failed lead delivery is tried again, doubling each time (tests shorten it)",
  },
  "feed-max-drop-percent": {
    env: "STOREFRONT_FEED_MAX_DROP_PERCENT",
    default: "30",
    help: "<n>  a new inventory leaving out more than this share of the served vehicles (or empty) is held back",
  },
  "feed-poll-seconds": {
    env: "STOREFRONT_FEED_POLL_SECONDS",
    default: String(defaultFeedFetch.pollSeconds),
    help: "<n>  how often a feed at an address is checked for a new version",
  },
  "feed-timeout-seconds": {
    env: "STOREFRONT_FEED_TIMEOUT_SECONDS",
    default: String(defaultFeedFetch.timeoutSeconds),
    help: "<n>  longest wait for a feed download to complete",
  },
  "feed-max-megabytes": {
    env: "STOREFRONT_FEED_MAX_MEGABYTES",
    default: String(defaultFeedFetch.maxBytes / 1024 / 1024),
    help: "<n>  largest feed downloaded",
  },
  "saved-search-alert-seconds": {
    env: "STOREFRONT_SAVED_SEARCH_ALERT_SECONDS",
    default: "86400",
    help: "<n>  least time between two alerts of one saved search, a day (tests shorten it)",
  },
  "drain-seconds": {
    env: "STOREFRONT_DRAIN_SECONDS",
    default: "5",
    help: "<n>  on SIGTERM, seconds to serve on with /readyz at 503 before stopping",
  },
} satisfies Record<string, OptionSpec>;

type OptionSpec = {
  env: string;
  default?: string;
  boolean?: true;
  multiple?: true;
  help: string;
};
type Name = keyof typeof options;

export const serveUsage = `Usage: npm run serve -- --site <...> --inventory <...> [options]
${Object.entries(options)
  .map(([name, spec]: [string, OptionSpec]) => {
    const fallback = spec.default === undefined ? "" : ` (default ${spec.default})`;
    return `  --${name} ${spec.help}${fallback}   [${spec.env}]`;
  })
  .join("\n")}`;

export type ServeOptions = {
  site: string;
  inventory: string;
  data: string;
  port: number;
  host: string;
  defaultSite: string | undefined;
  watch: boolean;
  exports: string | undefined;
  studioToken: string | undefined;
  studioHosts: string[];
  trustProxy: boolean | string[] | undefined;
  rateLimits: RateLimits;
  databaseUrl: string | undefined;
  publicOperations: boolean;
  allowHttpWebhooksToLoopback: boolean;
  signInCodesPerAddress: number;
  revealSignInCodes: boolean;
  leadRetrySeconds: number;
  savedSearchAlertSeconds: number;
  drainSeconds: number;
  /** The share of served vehicles, 0 to 1, a new inventory may drop before it is held back. */
  maxDropShare: number;
  feedFetch: FeedFetchOptions;
  photos: PhotoOptions;
};

const shortestStudioToken = 16;

/** Reads `serve`'s options from its arguments and the environment; a problem is a message. */
export function readServeOptions(
  args: string[],
  env: Record<string, string | undefined>,
): { ok: true; options: ServeOptions } | { ok: false; message: string } {
  let flags: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    flags = parseArgs({
      args,
      strict: true,
      options: Object.fromEntries(
        Object.entries(options).map(([name, spec]: [string, OptionSpec]) => [
          name,
          { type: spec.boolean ? "boolean" : "string", multiple: spec.multiple ?? false },
        ]),
      ),
    }).values;
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const text = (name: Name): string | undefined => {
    const spec: OptionSpec = options[name];
    const value = flags[name] ?? env[spec.env];
    return value === undefined || value === "" ? spec.default : String(value);
  };
  const on = (name: Name) =>
    flags[name] === true || ["1", "true", "yes"].includes(env[options[name].env] ?? "");
  const whole = (name: Name, what: string, max = Number.MAX_SAFE_INTEGER, min = 0) => {
    const value = text(name);
    const number = Number(value);
    if (value === undefined || !/^\d+$/.test(value.trim()) || number > max || number < min)
      throw new OptionProblem(
        `--${name} (or ${options[name].env}) must be ${what}, not "${value ?? ""}"`,
      );
    return number;
  };

  try {
    const site = text("site");
    const inventory = text("inventory");
    if (!site || !inventory)
      throw new OptionProblem(
        "Both --site and --inventory are needed (or STOREFRONT_SITE and STOREFRONT_INVENTORY).",
      );
    const studioToken = text("studio-token");
    if (studioToken !== undefined && studioToken.length < shortestStudioToken)
      throw new OptionProblem(
        `The studio token must be at least ${shortestStudioToken} characters (try: openssl rand -hex 24)`,
      );
    const hostsFlag = flags["studio-host"] as string[] | undefined;
    return {
      ok: true,
      options: {
        site,
        inventory,
        data: text("data") as string,
        port: whole("port", "a whole number from 0 to 65535", 65535),
        host: text("host") as string,
        defaultSite: text("default-site"),
        watch: !on("no-watch"),
        exports: text("exports"),
        studioToken,
        studioHosts: hostsFlag ?? list(env[options["studio-host"].env]),
        trustProxy: trustedProxies(text("trust-proxy")),
        rateLimits: {
          searchPerMinute: whole("search-rate-limit", "a whole number of requests a minute"),
          apiPerMinute: whole("api-rate-limit", "a whole number of requests a minute"),
          leadsPerMinute: whole("lead-rate-limit", "a whole number of leads a minute"),
          photosPerMinute: whole("photo-rate-limit", "a whole number of photos a minute"),
        },
        databaseUrl: databaseUrl(text("database-url")),
        publicOperations: on("public-operations"),
        allowHttpWebhooksToLoopback: on("allow-http-webhooks-to-loopback"),
        signInCodesPerAddress: whole(
          "sign-in-codes-per-address",
          "a whole number of codes an hour",
        ),
        revealSignInCodes: on("reveal-sign-in-codes"),
        leadRetrySeconds: whole(
          "lead-retry-seconds",
          "a whole number of seconds from 1 to 3600",
          3600,
          1,
        ),
        savedSearchAlertSeconds: whole(
          "saved-search-alert-seconds",
          "a whole number of seconds from 1",
          undefined,
          1,
        ),
        drainSeconds: whole("drain-seconds", "a whole number of seconds", 3600),
        maxDropShare: whole("feed-max-drop-percent", "a whole number from 0 to 100", 100) / 100,
        feedFetch: {
          pollSeconds: whole("feed-poll-seconds", "a whole number of seconds from 1", undefined, 1),
          timeoutSeconds: whole(
            "feed-timeout-seconds",
            "a whole number of seconds from 1",
            undefined,
            1,
          ),
          maxBytes: megabytes(
            whole("feed-max-megabytes", "a whole number of megabytes from 1", undefined, 1),
          ),
          authorization: env.STOREFRONT_INVENTORY_AUTHORIZATION || undefined,
        },
        photos: {
          allowLoopback: on("allow-photos-from-loopback"),
          timeoutMs:
            whole("photo-timeout-seconds", "a whole number of seconds from 1 to 600", 600, 1) *
            1000,
          maxBytes: megabytes(
            whole("photo-max-megabytes", "a whole number of megabytes from 1", undefined, 1),
          ),
          cacheBytes: megabytes(
            whole("photo-cache-megabytes", "a whole number of megabytes from 1", undefined, 1),
          ),
        },
      },
    };
  } catch (error) {
    if (error instanceof OptionProblem) return { ok: false, message: error.message };
    throw error;
  }
}

class OptionProblem extends Error {}

const megabytes = (count: number) => count * 1024 * 1024;

function databaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new OptionProblem(
      `--database-url (or DATABASE_URL) must be a PostgreSQL URL such as postgres://user@host:5432/db, not "${value.replace(/\/\/[^@/]*@/, "//…@")}"`,
    );
  return value;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** `--trust-proxy true` trusts any proxy; otherwise a comma-separated list of addresses. */
function trustedProxies(value: string | undefined): boolean | string[] | undefined {
  if (value === undefined) return undefined;
  if (value === "true") return true;
  return list(value);
}
