import { siteDefinition } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testServer } from "../http/test-server.ts";
import { storefrontPlugins } from "../plugins.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { printingCodeProvider, signInThrough } from "./sign-in-test-server.ts";

const gatingSite = siteDefinition.parse({
  version: 1,
  slug: "gated",
  name: "Gated Motors",
  template: "dealer-group",
  domains: ["gated.localhost"],
  auth: { enabled: true, gated: ["finance", "checkout", "spin-to-win"] },
});

describeEachBackend("gated pages", (backend) => {
  const opened = useTestStore(backend);
  let app: FastifyInstance;
  const { provider, lastCode } = printingCodeProvider();
  beforeAll(async () => {
    app = await testServer({
      sites: [gatingSite],
      store: opened.current(),
      rateLimits: false,
      plugins: storefrontPlugins({ provider }),
    });
  });
  afterAll(() => app.close());
  const host = "gated.localhost";
  const load = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { host, ...headers } });

  it("sends a signed-out visitor to sign-in with redirect and back, and lets them in once signed in", async () => {
    const signedOut = await load("/finance?car_id=7", { referer: `http://${host}/cars/x` });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(
      "/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D7&back=%2Fcars%2Fx",
    );
    expect((await load("/my-garage")).headers.location).toBe(
      "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F",
    );
    expect((await load("/sell-my-car")).statusCode).not.toBe(302);
    expect(
      (await load("/online-payment", { referer: "https://evil.example/x" })).headers.location,
    ).toBe("/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F");

    const cookie = await signInThrough(app, lastCode, "0412345678", { onHost: host });
    expect((await load("/finance?car_id=7", { cookie })).statusCode).toBe(200);
    // The spin-to-win promotion is a page of every site, behind sign-in where the site gates it.
    expect((await load("/spin-to-win")).headers.location).toBe(
      "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F",
    );
    expect((await load("/spin-to-win", { cookie })).statusCode).toBe(200);
  });
});
