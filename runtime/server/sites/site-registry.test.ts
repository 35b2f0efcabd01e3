import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { createSiteRegistry, hostNameOf, siteForHost } from "./site-registry.ts";

const site = (slug: string, domains: string[]) =>
  siteDefinition.parse({ version: 1, slug, name: slug, template: "dealer-group", domains });

describe("picking the site by host name", () => {
  const group = site("group", ["www.group.com.au", "group.localhost"]);
  const used = site("used", ["www.used.com.au"]);
  const registry = createSiteRegistry([group, used]);

  it("matches the request's host against each definition's domains", () => {
    expect(siteForHost(registry, "www.used.com.au").slug).toBe("used");
    expect(siteForHost(registry, "group.localhost").slug).toBe("group");
  });

  it("ignores the port, letter case and a trailing dot", () => {
    expect(siteForHost(registry, "WWW.Used.com.au:3000").slug).toBe("used");
    expect(siteForHost(registry, "www.used.com.au.").slug).toBe("used");
    expect(hostNameOf("[::1]:3000")).toBe("::1");
  });

  it("answers unknown or missing hosts with the default site", () => {
    expect(siteForHost(registry, "localhost:3000").slug).toBe("group");
    expect(siteForHost(registry, undefined).slug).toBe("group");
    expect(siteForHost(createSiteRegistry([group, used], "used"), "127.0.0.1").slug).toBe("used");
  });

  it("refuses two sites claiming one domain or one slug, and an unknown default", () => {
    expect(() => createSiteRegistry([group, site("other", ["group.localhost"])])).toThrow(
      /claimed by both "group" and "other"/,
    );
    expect(() => createSiteRegistry([group, site("group", [])])).toThrow(/slug "group"/);
    expect(() => createSiteRegistry([group], "missing")).toThrow(/"missing"/);
  });
});
