import { describe, expect, it } from "vitest";
import { primaryImageUrl, vehicleRecord } from "../src/index.ts";

const base = {
  id: 1,
  slug: "2022-toyota-corolla-u1",
  make: "Toyota",
  model: "Corolla",
  year: 2022,
  car_type: "used",
  status: "in_stock",
  created_at: "2026-05-01T00:00:00Z",
  stocknum: "U1",
  km: 1000,
  price: 20_000,
};

describe("a vehicle's photo", () => {
  it("is the primary image, else the first image that is not a video, else the first thumbnail", () => {
    expect(
      primaryImageUrl({ primary_image_url: "/media/a.jpg", images: [{ url: "/b.jpg" }] }),
    ).toBe("/media/a.jpg");
    expect(
      primaryImageUrl({ images: [{ isVideo: true, url: "/v.mp4" }, { url: "/media/b.jpg" }] }),
    ).toBe("/media/b.jpg");
    expect(primaryImageUrl({ primary_image_url: " ", images: [], thumbnails: ["/t.jpg"] })).toBe(
      "/t.jpg",
    );
    expect(primaryImageUrl({ images: [{ isVideo: true, url: "/v.mp4" }] })).toBeUndefined();
  });

  it("is filled in on a validated record whose feed left primary_image_url out", () => {
    const parsed = vehicleRecord.parse({
      ...base,
      images: [{ isVideo: true, url: "/walkaround.mp4" }, { url: "/media/front.jpg" }],
    });
    expect(parsed.primary_image_url).toBe("/media/front.jpg");
    expect(parsed.images).toHaveLength(2);
  });

  it("keeps the feed's own primary image, and stays absent for a car without photos", () => {
    const own = vehicleRecord.parse({
      ...base,
      primary_image_url: "/media/chosen.jpg",
      images: [{ url: "/media/front.jpg" }],
    });
    expect(own.primary_image_url).toBe("/media/chosen.jpg");
    expect(vehicleRecord.parse(base).primary_image_url).toBeUndefined();
  });
});
