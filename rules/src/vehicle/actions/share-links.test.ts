import { describe, expect, it } from "vitest";
import { shareLinks, shareWindowFeatures } from "./share-links.ts";

const url = "https://shop.example/cars/2021-toyota-corolla?from=search";
const title = "2021 Toyota Corolla & Co";

describe("share links", () => {
  const links = Object.fromEntries(shareLinks(url, title).map((link) => [link.target, link]));

  it("carry the page address, encoded, to every target", () => {
    for (const link of Object.values(links)) expect(link.href).toContain(encodeURIComponent(url));
  });
  it("email with the car as subject, WhatsApp and SMS with the car and address as text", () => {
    expect(links.email?.href).toBe(
      `mailto:?subject=2021%20Toyota%20Corolla%20%26%20Co&body=${encodeURIComponent(url)}`,
    );
    expect(links.whatsapp?.href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
    expect(links.sms?.href.startsWith("sms:?&body=")).toBe(true);
  });
  it("open social sites in a window and hand the rest to an app", () => {
    expect(
      shareLinks(url, title)
        .filter((link) => link.opensWindow)
        .map((link) => link.target),
    ).toEqual(["facebook", "x", "linkedin"]);
  });
});

describe("share window", () => {
  it("is 550 by 400, centred on the shopper's window", () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1250, height: 800 })).toBe(
      "width=550,height=400,left=450,top=250,noopener",
    );
  });
});
