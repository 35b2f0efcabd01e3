import { describe, expect, it } from "vitest";
import {
  firstGalleryTab,
  galleryImageCount,
  galleryImageHeight,
  galleryImageLoading,
  galleryImageWidth,
  gallerySlides,
  galleryTabs,
  galleryThumbWidth,
  hotspotsOnFrame,
  showsFullscreenThumbnails,
  showsThumbnails,
  spinAutoRotateMs,
  spinFrameAfterDrag,
  spinPixelsPerFrame,
  thumbnailStripScrolls,
  wrapFrame,
} from "./gallery.ts";

const photo = (name: string) => ({ url: `${name}.jpg`, thumb: { url: `${name}-thumb.jpg` } });
const images = [photo("front"), photo("side"), photo("rear")];

describe("gallery slides", () => {
  it("are the photos in order, numbered among the photos", () => {
    expect(gallerySlides({ images })).toEqual([
      { kind: "image", url: "front.jpg", thumbUrl: "front-thumb.jpg", number: 1 },
      { kind: "image", url: "side.jpg", thumbUrl: "side-thumb.jpg", number: 2 },
      { kind: "image", url: "rear.jpg", thumbUrl: "rear-thumb.jpg", number: 3 },
    ]);
  });

  it("put the video second when a video_url exists", () => {
    const slides = gallerySlides({ images, video_url: "walkaround.mp4" });
    expect(slides.map((slide) => slide.kind)).toEqual(["image", "video", "image", "image"]);
    expect(slides[1]).toEqual({ kind: "video", url: "walkaround.mp4", source: "file" });
    expect(slides[2]).toMatchObject({ number: 2 });
  });

  it("use an external video in the same place when there is no video_url", () => {
    const slides = gallerySlides({ images, video_url: null, external_video_url: "https://v/1" });
    expect(slides[1]).toEqual({ kind: "video", url: "https://v/1", source: "external" });
    expect(gallerySlides({ images, video_url: "a.mp4", external_video_url: "b" })[1]).toEqual({
      kind: "video",
      url: "a.mp4",
      source: "file",
    });
  });

  it("show a YouTube video_url in YouTube's privacy-enhanced player", () => {
    const slides = gallerySlides({
      images,
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(slides[1]).toEqual({
      kind: "video",
      url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      source: "youtube",
    });
  });

  it("skip video entries and empty URLs among the images", () => {
    const slides = gallerySlides({ images: [{ isVideo: true }, photo("front"), { url: " " }] });
    expect(slides).toEqual([
      { kind: "image", url: "front.jpg", thumbUrl: "front-thumb.jpg", number: 1 },
    ]);
  });

  it("fall back to the primary image, and a lone video is the first slide", () => {
    expect(gallerySlides({ images: [], primary_image_url: "primary.jpg" })).toEqual([
      { kind: "image", url: "primary.jpg", thumbUrl: undefined, number: 1 },
    ]);
    expect(gallerySlides({ images: [], video_url: "v.mp4" })).toEqual([
      { kind: "video", url: "v.mp4", source: "file" },
    ]);
    expect(galleryImageCount({ images: [], video_url: "v.mp4" })).toBe(0);
  });
});

describe("thumbnails", () => {
  it("show only for a car in stock with more than 3 images", () => {
    expect(showsThumbnails("in_stock", 4)).toBe(true);
    expect(showsThumbnails("in_stock", 3)).toBe(false);
    expect(showsThumbnails("sold", 12)).toBe(false);
    expect(showsThumbnails("coming_soon", 12)).toBe(false);
  });

  it("scroll above 5 images", () => {
    expect(thumbnailStripScrolls(5)).toBe(false);
    expect(thumbnailStripScrolls(6)).toBe(true);
  });

  it("show in full screen above 3 images, whatever the car's status", () => {
    expect(showsFullscreenThumbnails(3)).toBe(false);
    expect(showsFullscreenThumbnails(4)).toBe(true);
  });
});

describe("image sizes", () => {
  it("are 600 by 400, with thumbnails at the same ratio", () => {
    expect([galleryImageWidth, galleryImageHeight]).toEqual([600, 400]);
    expect(galleryThumbWidth / galleryImageWidth).toBe(0.25);
  });
});

describe("image priority", () => {
  it("loads the first 2 images eagerly with high priority, the rest lazily", () => {
    expect([0, 1, 2, 7].map(galleryImageLoading)).toEqual([
      { loading: "eager", fetchPriority: "high" },
      { loading: "eager", fetchPriority: "high" },
      { loading: "lazy", fetchPriority: "auto" },
      { loading: "lazy", fetchPriority: "auto" },
    ]);
  });
});

describe("gallery tabs", () => {
  it("have Spin with spin images or a spin_code, and Interior with an interior image", () => {
    expect(galleryTabs({})).toEqual(["images"]);
    expect(galleryTabs({ spin_images: [], spin_code: " " })).toEqual(["images"]);
    expect(galleryTabs({ spin_images: ["1.jpg"] })).toEqual(["spin", "images"]);
    expect(galleryTabs({ spin_code: "AB12" })).toEqual(["spin", "images"]);
    expect(galleryTabs({ spin_code: "AB12", spin_interior_image: "cabin.jpg" })).toEqual([
      "spin",
      "images",
      "interior",
    ]);
  });

  it("open on the default view when the car has it, else on Images", () => {
    const all = galleryTabs({ spin_code: "AB12", spin_interior_image: "cabin.jpg" });
    expect(firstGalleryTab(all, "spinner")).toBe("spin");
    expect(firstGalleryTab(all, "gallery")).toBe("images");
    expect(firstGalleryTab(all, "interior")).toBe("interior");
    expect(firstGalleryTab(["images"], "spinner")).toBe("images");
    expect(firstGalleryTab(["spin", "images"], "interior")).toBe("images");
  });
});

describe("spin frames", () => {
  it("use the spec's sensitivity and interval", () => {
    expect(spinPixelsPerFrame).toBe(20);
    expect(spinAutoRotateMs).toBe(100);
  });

  it("move one frame per 20 px dragged, forward to the right", () => {
    expect(spinFrameAfterDrag(0, 19, 36)).toBe(0);
    expect(spinFrameAfterDrag(0, 20, 36)).toBe(1);
    expect(spinFrameAfterDrag(0, 65, 36)).toBe(3);
    expect(spinFrameAfterDrag(5, -20, 36)).toBe(4);
    expect(spinFrameAfterDrag(5, -19, 36)).toBe(5);
  });

  it("wrap round both ways", () => {
    expect(spinFrameAfterDrag(35, 20, 36)).toBe(0);
    expect(spinFrameAfterDrag(0, -20, 36)).toBe(35);
    expect(spinFrameAfterDrag(0, 20 * 36 * 2 + 40, 36)).toBe(2);
    expect(wrapFrame(-1, 8)).toBe(7);
    expect(wrapFrame(3, 0)).toBe(0);
  });
});

describe("hotspots", () => {
  const hotspots = [{ title: "Bull bar" }, { title: "Tow bar", description: "3,500 kg braked" }];
  const positions = [
    { frame: 0, x: 50, y: 70 },
    { frame: 18, x: 40, y: 60 },
  ];

  it("show on their own frame, at their position", () => {
    expect(hotspotsOnFrame(hotspots, positions, 0)).toEqual([
      { id: 0, title: "Bull bar", x: 50, y: 70 },
    ]);
    expect(hotspotsOnFrame(hotspots, positions, 18)).toEqual([
      { id: 1, title: "Tow bar", description: "3,500 kg braked", x: 40, y: 60 },
    ]);
    expect(hotspotsOnFrame(hotspots, positions, 5)).toEqual([]);
  });

  it("are left out without a position", () => {
    expect(hotspotsOnFrame(hotspots, positions.slice(0, 1), 18)).toEqual([]);
  });
});
