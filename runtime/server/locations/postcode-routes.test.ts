import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerPostcodeRoutes } from "./postcode-routes.ts";

// The real offline postcode data, read once for the file.
const app = Fastify();
registerPostcodeRoutes(app);
afterAll(() => app.close());

const get = (postcode: string) => app.inject({ method: "GET", url: `/api/postcodes/${postcode}` });

describe("GET /api/postcodes/{postcode}", () => {
  it("places an Australian postcode at its localities' middle", async () => {
    const sydney = await get("2000");
    expect(sydney.statusCode).toBe(200);
    const place = sydney.json();
    expect(place.postcode).toBe("2000");
    expect(place.lat).toBeCloseTo(-33.87, 1);
    expect(place.long).toBeCloseTo(151.21, 1);
    expect((await get("6000")).json().lat).toBeCloseTo(-31.95, 1);
  });

  it("answers 'Invalid postcode': 400 for one that is not 4 digits, 404 for one that does not exist", async () => {
    for (const postcode of ["12", "abcd", "20000"]) {
      const response = await get(postcode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: "postcode",
        message: "postcode: Invalid postcode",
      });
    }
    const missing = await get("0001");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Invalid postcode");
  });
});
