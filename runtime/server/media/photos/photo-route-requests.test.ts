import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folder, photoRouteFixture } from "./test-photo-server.ts";

const { host, limits, photoServer, close } = await photoRouteFixture();
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await photoServer(limits));
});
afterAll(close);

describe("GET /media/photo checks who asks for what", { timeout: 60_000 }, () => {
  it("answers 429 to a client past its photos a minute, counting each client apart", async () => {
    const { app: limited } = await photoServer(limits, folder(), {
      searchPerMinute: 0,
      apiPerMinute: 0,
      leadsPerMinute: 0,
      photosPerMinute: 2,
    });
    const ask = (remoteAddress: string) =>
      limited.inject({
        url: `/media/photo?url=${encodeURIComponent(host.url("/small.jpg"))}&w=160`,
        headers: { host: "group.localhost" },
        remoteAddress,
      });
    expect((await ask("198.51.100.7")).statusCode).toBe(200);
    expect((await ask("198.51.100.7")).statusCode).toBe(200);
    const refused = await ask("198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address: at most 2 a minute/,
    );
    expect((await ask("198.51.100.8")).statusCode).toBe(200);
  });

  it("refuses addresses that are no photo of a vehicle the site lists", async () => {
    for (const url of [
      host.url("/other.jpg"),
      host.url("/car.jpg?other"),
      "/photos/other.jpg",
      "/media/placeholder/suv/red/1.svg",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      const response = await app.inject({
        method: "GET",
        url: `/media/photo?url=${encodeURIComponent(url)}&w=640`,
        headers: { host: "group.localhost" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`${url} is not a photo of a vehicle this site lists`);
    }
    expect(host.fetches("/other.jpg")).toBe(0);
  });

  it("answers 400 naming the parameter when the address or width is missing or wrong", async () => {
    const ask = (query: string) =>
      app.inject({
        method: "GET",
        url: `/media/photo${query}`,
        headers: { host: "group.localhost" },
      });
    const carUrl = encodeURIComponent(host.url("/car.jpg"));
    for (const [query, message] of [
      ["?w=640", "url: give the photo's address"],
      [`?url=${carUrl}`, "w: give the width in pixels"],
      [`?url=${carUrl}&w=wide`, "w: give the width in pixels"],
      [`?url=${carUrl}&w=0`, "w: give a width from 1 pixel"],
      [`?url=${carUrl}&w=12.5`, "w: give the width as a whole number of pixels"],
    ]) {
      const response = await ask(query as string);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
