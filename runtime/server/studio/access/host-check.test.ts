import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioTestServer } from "../studio-test-server.ts";
import { isLoopbackHostName } from "./host-check.ts";

const draft = { version: 1, slug: "acme", name: "Acme Motors", template: "dealer-group" };

describe("the studio on this machine", () => {
  let app: FastifyInstance;
  let draftFiles: () => string[];
  beforeAll(async () => {
    ({ app, draftFiles } = await studioTestServer());
  });
  afterAll(() => app.close());

  it("answers at this machine's own names", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "studio.localhost"]) {
      const response = await app.inject({ url: "/studio/api/drafts", headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it("refuses a page whose own name was pointed at this machine (DNS rebinding)", async () => {
    const read = await app.inject({
      url: "/studio/api/drafts",
      headers: { host: "attacker.example:3000", origin: "http://attacker.example:3000" },
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(
      'The studio answers only at localhost, 127.0.0.1, not at "attacker.example"',
    );
    const write = await app.inject({
      method: "POST",
      url: "/studio/api/exports/acme",
      headers: { host: "attacker.example:3000", origin: "http://attacker.example:3000" },
      payload: draft,
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await app.inject({ url: "/studio/", headers: { host: "attacker.example" } })).statusCode,
    ).toBe(403);
  });

  it("takes changes only from its own origin", async () => {
    const save = (origin: string) =>
      app.inject({
        method: "PUT",
        url: "/studio/api/drafts/acme",
        headers: { host: "localhost:3000", origin },
        payload: draft,
      });
    const foreign = await save("http://attacker.example");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      "The studio takes changes only from its own pages, not from http://attacker.example",
    );
    expect((await save("http://localhost:4000")).statusCode).toBe(403);
    expect(draftFiles()).toEqual([]);
    expect((await save("http://localhost:3000")).statusCode).toBe(200);
    expect(draftFiles()).toEqual(["acme.json"]);
  });
});

describe("the studio with an access token", () => {
  const token = "s3cret-studio-token";
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await studioTestServer({ token, hosts: ["studio.example.com.au"] }));
  });
  afterAll(() => app.close());

  it("also answers at its configured public host name, and nowhere else", async () => {
    const at = (host: string) =>
      app.inject({
        url: "/studio/api/sources",
        remoteAddress: "203.0.113.9",
        headers: { host, authorization: `Bearer ${token}` },
      });
    expect((await at("studio.example.com.au")).statusCode).toBe(200);
    expect((await at("Studio.Example.com.au:443")).statusCode).toBe(200);
    expect((await at("attacker.example")).statusCode).toBe(403);
  });
});

describe("loopback host names", () => {
  it("are localhost, its subdomains and loopback addresses", () => {
    for (const name of ["localhost", "a.localhost", "127.0.0.1", "127.1.2.3", "::1"])
      expect(isLoopbackHostName(name), name).toBe(true);
    for (const name of ["localhost.example", "10.0.0.1", "example.com", "", "localhostx"])
      expect(isLoopbackHostName(name), name).toBe(false);
  });
});
