import { describe, expect, it } from "vitest";
import { imageSettings } from "../site/feature-settings.ts";
import { imageLoader } from "./vehicle-photo.ts";

const origin = "https://harbour-city.example.com";
const photo = "/media/placeholder/suv/white/1.svg";

describe("the image loader", () => {
  it("serves the site's own media as they are when the site names no image CDN", () => {
    const loader = imageLoader(imageSettings.parse({}), origin);
    expect(loader.src(photo, 600)).toBe(photo);
    expect(loader.srcSet(photo, 600)).toBeUndefined();
  });

  it("has the server resize feed photos at the ladder widths when the site names no image CDN", () => {
    const loader = imageLoader(imageSettings.parse({}), origin);
    const feedPhoto = "https://photos.example.net/stock/a 1.jpg?v=2";
    const asked = new URL(loader.src(feedPhoto, 600), origin);
    expect(asked.pathname).toBe("/media/photo");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ url: feedPhoto, w: "640" });
    expect(loader.src("http://photos.example.net/b.jpg", 150)).toContain("&w=160");
    const widths = loader
      .srcSet(feedPhoto, 600)
      ?.split(", ")
      .map((entry) => entry.split(" "));
    expect(widths?.map(([, width]) => width)).toEqual(["320w", "640w", "960w", "1280w"]);
    expect(widths?.map(([url]) => new URL(url ?? "", origin).searchParams.get("w"))).toEqual([
      "320",
      "640",
      "960",
      "1280",
    ]);
    // 1000, 2000, 3000 and 4000 round up to 1280, 2560, 2560 and 2560: each width once.
    expect(loader.srcSet("https://photos.example.net/b.jpg", 2000)?.split(", ")).toHaveLength(2);
  });

  it("has the server resize feed photos on the site's own origin too, by their path", () => {
    const loader = imageLoader(imageSettings.parse({}), origin);
    expect(loader.src("/photos/abc 1.jpg", 600)).toBe(
      "/media/photo?url=%2Fphotos%2Fabc%201.jpg&w=640",
    );
    expect(loader.srcSet("/photos/abc.jpg", 600)?.split(", ")).toHaveLength(4);
    expect(loader.src("//photos.example.net/a.jpg", 600)).toBe("//photos.example.net/a.jpg");
  });

  it("asks the image CDN for the photo's absolute address at a width, quality 80 and an automatic format", () => {
    const loader = imageLoader(
      imageSettings.parse({ cdnBase: "https://images.example.net/fetch" }),
      origin,
    );
    const asked = new URL(loader.src(photo, 600));
    expect(`${asked.origin}${asked.pathname}`).toBe("https://images.example.net/fetch");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      url: `${origin}${photo}`,
      w: "600",
      q: "80",
      auto: "format",
    });
  });

  it("keeps the CDN address's own parameters and uses the site's quality", () => {
    const loader = imageLoader(
      { cdnBase: "https://images.example.net/?account=dealer", quality: 75 },
      origin,
    );
    const asked = new URL(loader.src("https://photos.example.net/a.jpg", 150));
    expect(asked.searchParams.get("account")).toBe("dealer");
    expect(asked.searchParams.get("url")).toBe("https://photos.example.net/a.jpg");
    expect(asked.searchParams.get("q")).toBe("75");
    expect(asked.searchParams.get("w")).toBe("150");
  });

  it("offers half, once and twice the width through the CDN", () => {
    const loader = imageLoader({ cdnBase: "https://images.example.net/", quality: 80 }, origin);
    const widths = loader
      .srcSet(photo, 600)
      ?.split(", ")
      .map((entry) => entry.split(" "));
    expect(widths?.map(([, width]) => width)).toEqual(["300w", "600w", "1200w"]);
    expect(widths?.map(([url]) => new URL(url ?? "").searchParams.get("w"))).toEqual([
      "300",
      "600",
      "1200",
    ]);
  });

  it("takes only an https address as the CDN (the pages' image policy allows no other)", () => {
    for (const cdnBase of ["http://images.example.net/", "ftp://images.example.net/"]) {
      const parsed = imageSettings.safeParse({ cdnBase });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["cdnBase"]);
    }
    expect(imageSettings.safeParse({ cdnBase: "https://images.example.net/" }).success).toBe(true);
  });
});
