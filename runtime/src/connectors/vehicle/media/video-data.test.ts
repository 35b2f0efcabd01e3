import { describe, expect, it } from "vitest";
import { testHilux } from "../../../testing/test-hilux.ts";
import { vehicleVideoData } from "./video-data.ts";

const vehicle = testHilux({
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
