import { describe, expect, it } from "vitest";
import { autoplayUrl, vehicleVideo } from "./video.ts";

describe("a vehicle's video", () => {
  it("plays a feed's file itself", () => {
    expect(vehicleVideo({ video_url: "/media/walkaround.mp4" })).toEqual({
      source: "file",
      url: "/media/walkaround.mp4",
    });
  });

  it("shows a YouTube link in YouTube's privacy-enhanced player, whatever form the link takes", () => {
    const player = { source: "youtube", url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" };
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(vehicleVideo({ video_url: link }), link).toEqual(player);
    }
  });

  it("shows a Vimeo link in Vimeo's player with do-not-track", () => {
    const player = { source: "vimeo", url: "https://player.vimeo.com/video/76979871?dnt=1" };
    expect(vehicleVideo({ external_video_url: "https://vimeo.com/76979871" })).toEqual(player);
    expect(vehicleVideo({ external_video_url: "https://player.vimeo.com/video/76979871" })).toEqual(
      player,
    );
    expect(
      vehicleVideo({ external_video_url: "https://vimeo.com/channels/staffpicks/76979871" }),
    ).toEqual(player);
  });

  it("prefers the video_url to the external_video_url, as the gallery does", () => {
    expect(
      vehicleVideo({ video_url: "a.mp4", external_video_url: "https://youtu.be/dQw4w9WgXcQ" }),
    ).toEqual({ source: "file", url: "a.mp4" });
    expect(vehicleVideo({ video_url: " ", external_video_url: "https://v.example/1" })).toEqual({
      source: "external",
      url: "https://v.example/1",
    });
  });

  it("has no video without a link, or with a link no browser should load", () => {
    expect(vehicleVideo({})).toBeUndefined();
    expect(vehicleVideo({ video_url: null, external_video_url: "" })).toBeUndefined();
    expect(vehicleVideo({ video_url: "javascript:alert(1)" })).toBeUndefined();
    expect(vehicleVideo({ external_video_url: "not a link" })).toBeUndefined();
  });

  it("asks a YouTube or Vimeo player to start at once when the shopper plays it", () => {
    expect(
      autoplayUrl({ source: "youtube", url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }),
    ).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(autoplayUrl({ source: "vimeo", url: "https://player.vimeo.com/video/1?dnt=1" })).toBe(
      "https://player.vimeo.com/video/1?dnt=1&autoplay=1",
    );
    expect(autoplayUrl({ source: "file", url: "a.mp4" })).toBe("a.mp4");
  });
});
