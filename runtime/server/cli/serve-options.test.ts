import { describe, expect, it } from "vitest";
import { readServeOptions, serveUsage } from "./serve-options.ts";

const required = ["--site", "sites/", "--inventory", "stock.json"];
const read = (args: string[], env: Record<string, string> = {}) => {
  const result = readServeOptions(args, env);
  if (!result.ok) throw new Error(result.message);
  return result.options;
};
const problem = (args: string[], env: Record<string, string> = {}) => {
  const result = readServeOptions(args, env);
  return result.ok ? undefined : result.message;
};

describe("serve's options", () => {
  it("have their defaults when neither flag nor variable sets them", () => {
    const options = read(required);
    expect(options).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      data: "data",
      watch: true,
      publicOperations: false,
      allowHttpWebhooksToLoopback: false,
      drainSeconds: 5,
      maxDropShare: 0.3,
      leadRetrySeconds: 60,
      savedSearchAlertSeconds: 86_400,
      studioHosts: [],
      rateLimits: {
        searchPerMinute: 1200,
        apiPerMinute: 300,
        leadsPerMinute: 30,
        photosPerMinute: 600,
      },
      databaseUrl: undefined,
    });
  });

  it("set the photo fetch limits and cache cap in seconds and megabytes", () => {
    expect(read(required).photos).toEqual({
      allowLoopback: false,
      timeoutMs: 10_000,
      maxBytes: 25 * 1024 * 1024,
      cacheBytes: 1024 * 1024 * 1024,
    });
    expect(
      read([...required, "--allow-photos-from-loopback", "--photo-timeout-seconds", "2"], {
        STOREFRONT_PHOTO_MAX_MEGABYTES: "5",
        STOREFRONT_PHOTO_CACHE_MEGABYTES: "64",
      }).photos,
    ).toEqual({
      allowLoopback: true,
      timeoutMs: 2000,
      maxBytes: 5 * 1024 * 1024,
      cacheBytes: 64 * 1024 * 1024,
    });
    expect(problem([...required, "--photo-cache-megabytes", "0"])).toBe(
      '--photo-cache-megabytes (or STOREFRONT_PHOTO_CACHE_MEGABYTES) must be a whole number of megabytes from 1, not "0"',
    );
  });

  it("come from the environment, PORT and HOST as hosts set them", () => {
    const options = read([], {
      STOREFRONT_SITE: "/srv/sites",
      STOREFRONT_INVENTORY: "/srv/stock.json",
      PORT: "4000",
      HOST: "127.0.0.1",
      STOREFRONT_NO_WATCH: "true",
      STOREFRONT_STUDIO_HOSTS: "studio.example.com, studio2.example.com",
      STOREFRONT_TRUST_PROXY: "loopback,10.0.0.0/8",
      STOREFRONT_SEARCH_RATE_LIMIT: "0",
      STOREFRONT_PUBLIC_OPERATIONS: "1",
      STOREFRONT_DRAIN_SECONDS: "20",
      STOREFRONT_FEED_MAX_DROP_PERCENT: "50",
      STOREFRONT_ALLOW_HTTP_WEBHOOKS_TO_LOOPBACK: "true",
      STOREFRONT_LEAD_RATE_LIMIT: "5",
      STOREFRONT_PHOTO_RATE_LIMIT: "0",
      STOREFRONT_LEAD_RETRY_SECONDS: "1",
      DATABASE_URL: "postgres://store@db.internal:5432/leads",
    });
    expect(options).toMatchObject({
      site: "/srv/sites",
      inventory: "/srv/stock.json",
      port: 4000,
      host: "127.0.0.1",
      watch: false,
      studioHosts: ["studio.example.com", "studio2.example.com"],
      trustProxy: ["loopback", "10.0.0.0/8"],
      rateLimits: { searchPerMinute: 0, apiPerMinute: 300, leadsPerMinute: 5, photosPerMinute: 0 },
      databaseUrl: "postgres://store@db.internal:5432/leads",
      publicOperations: true,
      allowHttpWebhooksToLoopback: true,
      drainSeconds: 20,
      maxDropShare: 0.5,
      leadRetrySeconds: 1,
    });
  });

  it("take the flag over the variable", () => {
    expect(read([...required, "--port", "5000"], { PORT: "4000" }).port).toBe(5000);
    expect(
      read([...required, "--studio-host", "a.example"], { STOREFRONT_STUDIO_HOSTS: "b" }),
    ).toMatchObject({ studioHosts: ["a.example"] });
  });

  it("name the flag and its variable when a value is wrong", () => {
    expect(problem(required, { PORT: "eighty" })).toBe(
      '--port (or PORT) must be a whole number from 0 to 65535, not "eighty"',
    );
    expect(problem([...required, "--port", "70000"])).toMatch(/^--port \(or PORT\) must be/);
    expect(problem([...required, "--drain-seconds", "1.5"])).toMatch(
      /^--drain-seconds \(or STOREFRONT_DRAIN_SECONDS\) must be a whole number of seconds/,
    );
    expect(problem([...required, "--lead-retry-seconds", "0"])).toMatch(
      /^--lead-retry-seconds \(or STOREFRONT_LEAD_RETRY_SECONDS\) must be a whole number of seconds from 1/,
    );
    expect(problem(["--inventory", "stock.json"])).toMatch(/Both --site and --inventory/);
    expect(problem([...required, "--studio-token", "short"])).toMatch(/at least 16 characters/);
    expect(problem([...required, "--colour", "red"])).toMatch(/--colour/);
    expect(problem(required, { DATABASE_URL: "mysql://root:hunter2@db/leads" })).toBe(
      '--database-url (or DATABASE_URL) must be a PostgreSQL URL such as postgres://user@host:5432/db, not "mysql://…@db/leads"',
    );
  });

  it("are each listed in the usage with their variable", () => {
    for (const variable of ["PORT", "STOREFRONT_SITE", "STUDIO_TOKEN", "STOREFRONT_DRAIN_SECONDS"])
      expect(serveUsage).toContain(`[${variable}]`);
  });
});
