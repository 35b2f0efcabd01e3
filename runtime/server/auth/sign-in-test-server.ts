import { siteDefinition } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { testServer, testSite } from "../http/test-server.ts";
import { storefrontPlugins } from "../plugins.ts";
import type { Store } from "../store/open-store.ts";
import { localCodeProvider } from "./local-code-provider.ts";
import { shopperOf } from "./shopper-of.ts";
import type { SignInOptions } from "./sign-in-plugin.ts";

/** Another site on the same server: its shoppers and sessions are its own. */
const otherSite = siteDefinition.parse({
  version: 1,
  slug: "other",
  name: "Other Cars",
  template: "used-car-dealer",
  domains: ["other.localhost"],
});

/**
 * The storefront server over two sites with the local code provider, its printed lines kept
 * in `printed`, and `GET /test/shopper` answering `shopperOf` as another endpoint would.
 */
export async function signInTestServer(
  store: Store,
  options: SignInOptions = {},
  server: { trustProxy?: boolean } = {},
) {
  const printed: string[] = [];
  const app: FastifyInstance = await testServer({
    sites: [testSite, otherSite],
    store,
    rateLimits: false,
    ...server,
    plugins: [
      ...storefrontPlugins({
        provider: localCodeProvider({ print: (line) => printed.push(line) }),
        ...options,
      }),
      (server) => {
        server.get("/test/shopper", async (request) => ({ shopper: await shopperOf(request) }));
      },
    ],
  });
  /** The code in the last line printed for `phone` (the local provider's output). */
  const lastCode = () => printed.at(-1)?.match(/: (\d{6}) /)?.[1] ?? "";
  return { app, printed, lastCode };
}

export const host = "group.localhost";
const origin = `http://${host}`;

/** A POST as the site's own page sends it. */
export const postFrom =
  (app: FastifyInstance) =>
  (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload, headers: { host, origin, ...headers } });

/** The `name=value` of a response's session cookie, for the next request's Cookie header. */
export const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? "")).split(";")[0] ?? "";
