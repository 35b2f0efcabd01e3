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
  const { provider, printed, lastCode } = printingCodeProvider();
  const app: FastifyInstance = await testServer({
    sites: [testSite, otherSite],
    store,
    rateLimits: false,
    ...server,
    plugins: [
      ...storefrontPlugins({ provider, ...options }),
      (server) => {
        server.get("/test/shopper", async (request) => ({ shopper: await shopperOf(request) }));
      },
    ],
  });
  return { app, printed, lastCode };
}

/** The local code provider, keeping the lines it prints, and the code in the last of them. */
export function printingCodeProvider() {
  const printed: string[] = [];
  const provider = localCodeProvider({ print: (line) => printed.push(line) });
  const lastCode = () => printed.at(-1)?.match(/: (\d{6}) /)?.[1] ?? "";
  return { provider, printed, lastCode };
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

/**
 * Signs `phone` in on `onHost` through the API with the last code printed (sending `fields` with
 * both calls): the session's `name=value` for the next request's Cookie header.
 */
export async function signInThrough(
  app: FastifyInstance,
  lastCode: () => string,
  phone: string,
  { onHost = host, fields = {} }: { onHost?: string; fields?: Record<string, string> } = {},
) {
  const headers = { host: onHost, origin: `http://${onHost}` };
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, payload, headers });
  await post("/api/sign-in/send-code", { phone_number: phone, ...fields });
  const verified = await post("/api/sign-in/verify", {
    phone_number: phone,
    code: lastCode(),
    ...fields,
  });
  if (verified.statusCode !== 200) {
    throw new Error(`Signing ${phone} in on ${onHost} failed: ${verified.body}`);
  }
  return sessionCookieOf(verified.headers["set-cookie"]);
}
