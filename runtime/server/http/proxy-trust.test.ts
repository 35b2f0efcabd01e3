import { describe, expect, it } from "vitest";
import { testServer } from "./test-server.ts";

/** A renderer that prints the origin the page's links and structured data would use. */
const echoOrigin = async (_site: unknown, _url: string, origin: string) => ({
  html: `<p id="origin">${origin}</p>`,
  status: 200,
  head: { title: "x" },
  state: null,
});

const forwarded = {
  host: "group.localhost",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

describe("proxy headers", () => {
  it("are ignored unless the operator trusts a proxy", async () => {
    const app = await testServer({ renderPage: echoOrigin });
    const response = await app.inject({ url: "/", headers: forwarded });
    expect(response.body).toContain('<p id="origin">http://group.localhost</p>');
    await app.close();
  });

  it("set the page's origin when they come from a trusted proxy", async () => {
    const app = await testServer({ renderPage: echoOrigin, trustProxy: ["127.0.0.1"] });
    const trusted = await app.inject({ url: "/", headers: forwarded, remoteAddress: "127.0.0.1" });
    expect(trusted.body).toContain('<p id="origin">https://evil.example</p>');
    const other = await app.inject({ url: "/", headers: forwarded, remoteAddress: "198.51.100.9" });
    expect(other.body).toContain('<p id="origin">http://group.localhost</p>');
    await app.close();
  });
});
