import { vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { vehicleVideoData } from "./video-data.ts";

const vehicle = vehicleRecord.parse({
  id: 1,
  slug: "2021-toyota-hilux-sr5-u1",
  make: "Toyota",
  model: "HiLux",
  year: 2021,
  car_type: "used",
  status: "in_stock",
  created_at: "2026-01-01T00:00:00Z",
  stocknum: "U1",
  km: 48200,
  price: 52990,
  simple_body: "Ute",
  location: { id: "l1", name: "Parramatta Toyota", slug: "parramatta" },
  location_name: "Parramatta",
});

describe("vehicle video data", () => {
  it("gives the video in its privacy-enhanced player, the title and the main photo as poster", () => {
    const car = {
      ...vehicle,
      images: [{ url: "/media/hilux-front.jpg" }],
      primary_image_url: "/media/hilux-front.jpg",
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    };
    expect(vehicleVideoData(car)).toEqual({
      video: { source: "youtube", url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
      vehicleTitle: "2021 Toyota HiLux",
      posterUrl: "/media/hilux-front.jpg",
    });
    expect(vehicleVideoData(vehicle).video).toBeUndefined();
  });
});
