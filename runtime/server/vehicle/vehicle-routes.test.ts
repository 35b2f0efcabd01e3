import { inflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCarWith, testServer } from "../http/test-server.ts";

const car = testCarWith({
  id: 7,
  slug: "2021-toyota-hilux-sr5-u7",
  model: "HiLux",
  badge: "SR5",
  year: 2021,
  stocknum: "U7",
  km: 48200,
  price: 52990,
  dealercomments: "One owner, full service history.",
  standardEquipment: ["Tow bar", "Reversing camera"],
});
const hidden = testCarWith({
  ...car,
  id: 8,
  slug: "hidden-u8",
  show_on_dealer_website: false,
});

/** The text a PDFKit document shows: its compressed page streams inflated, hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      return "";
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\] TJ/g)])
    .map((show) =>
      [...(show[1] ?? "").matchAll(/<([0-9a-f]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ vehicles: [car, hidden] });
});
afterAll(() => app.close());

describe("a vehicle's PDF", () => {
  it("is a PDF download named after the slug, with the car's details", async () => {
    const response = await app.inject({
      url: "/api/cars/2021-toyota-hilux-sr5-u7/pdf",
      headers: { host: "group.localhost" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="2021-toyota-hilux-sr5-u7.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(response.rawPayload);
    for (const shown of [
      "2021 Toyota HiLux SR5",
      "$52,990",
      "48,200 km",
      "One owner, full service history.",
      "Reversing camera",
      "http://group.localhost/cars/2021-toyota-hilux-sr5-u7",
    ])
      expect(text).toContain(shown);
  });

  it("is a 404 for a car the site does not list", async () => {
    for (const slug of ["hidden-u8", "no-such-car"]) {
      const response = await app.inject({
        url: `/api/cars/${slug}/pdf`,
        headers: { host: "group.localhost" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No car ${slug} on this site`);
    }
  });
});
