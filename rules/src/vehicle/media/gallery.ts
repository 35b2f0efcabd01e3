import { type VehicleVideo, type VehicleVideoInput, vehicleVideo } from "./video.ts";

/**
 * The vehicle page's gallery: its slides, thumbnails, image priority, tabs and the 360 spin's
 * frames (spec: "Media", "Gallery view", "Timers and sizes").
 */

/** Spec: "Image sizes 600 by 400." */
export const galleryImageWidth = 600;
export const galleryImageHeight = 400;
/** Thumbnails keep the 3:2 ratio at a quarter of the width. */
export const galleryThumbWidth = 150;

/** Spec: "Spin: sensitivity 20 px per frame; auto-rotate interval 100 ms." */
export const spinPixelsPerFrame = 20;
export const spinAutoRotateMs = 100;

export type GalleryImageInput =
  | { url: string; thumb?: { url: string } | undefined; isVideo?: false | undefined }
  | { isVideo: true; url?: string | undefined };

export type GalleryMediaInput = VehicleVideoInput & {
  images?: readonly GalleryImageInput[] | undefined;
  primary_image_url?: string | undefined;
};

export type GallerySlide =
  | {
      kind: "image";
      url: string;
      /** The feed's thumbnail, when it has one. */
      thumbUrl: string | undefined;
      /** 1-based among the images (a video slide is not counted). */
      number: number;
    }
  | ({ kind: "video" } & VehicleVideo);

/** The car's photos: images that are not videos and have a URL, else its primary image. */
function galleryPhotos(media: GalleryMediaInput) {
  const photos = (media.images ?? []).flatMap((image) =>
    image.isVideo || !image.url.trim() ? [] : [{ url: image.url, thumbUrl: image.thumb?.url }],
  );
  if (photos.length === 0 && media.primary_image_url?.trim()) {
    return [{ url: media.primary_image_url, thumbUrl: undefined }];
  }
  return photos;
}

/** How many photos the gallery shows (the count the thumbnail rules compare). */
export function galleryImageCount(media: GalleryMediaInput): number {
  return galleryPhotos(media).length;
}

/**
 * The slider's slides: the photos in order, with the video as the second slide when the car has
 * a video_url (spec: "A video becomes the second slide when a video_url exists"). Without one, an
 * external_video_url takes the same place; which player shows it is `vehicleVideo`'s rule.
 */
export function gallerySlides(media: GalleryMediaInput): GallerySlide[] {
  const slides: GallerySlide[] = galleryPhotos(media).map((photo, index) => ({
    kind: "image",
    url: photo.url,
    thumbUrl: photo.thumbUrl,
    number: index + 1,
  }));
  const video = vehicleVideo(media);
  if (video) slides.splice(Math.min(1, slides.length), 0, { kind: "video", ...video });
  return slides;
}

/** Spec: "Thumbnails show only if the car is in stock and has more than 3 images." */
export function showsThumbnails(status: string, imageCount: number): boolean {
  return status === "in_stock" && imageCount > 3;
}

/** Spec: "the strip scrolls above 5". */
export function thumbnailStripScrolls(imageCount: number): boolean {
  return imageCount > 5;
}

/** Spec: "Fullscreen thumbnails appear above 3 images." */
export function showsFullscreenThumbnails(imageCount: number): boolean {
  return imageCount > 3;
}

export type ImageLoading = { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" };

/** Spec: "the first 2 images load with priority"; `imageIndex` is 0-based among the images. */
export function galleryImageLoading(imageIndex: number): ImageLoading {
  return imageIndex < 2
    ? { loading: "eager", fetchPriority: "high" }
    : { loading: "lazy", fetchPriority: "auto" };
}

export type GalleryTab = "spin" | "images" | "interior";
export type GalleryDefaultView = "spinner" | "gallery" | "interior";

export type GalleryTabsInput = {
  spin_images?: readonly string[] | undefined;
  spin_code?: string | null | undefined;
  spin_interior_image?: string | null | undefined;
};

/** Tabs in the order Spin, Images, Interior: Spin with spin images or a spin_code, Interior with an interior image. */
export function galleryTabs(media: GalleryTabsInput): GalleryTab[] {
  const tabs: GalleryTab[] = [];
  if ((media.spin_images?.length ?? 0) > 0 || media.spin_code?.trim()) tabs.push("spin");
  tabs.push("images");
  if (media.spin_interior_image?.trim()) tabs.push("interior");
  return tabs;
}

const viewTab: Record<GalleryDefaultView, GalleryTab> = {
  spinner: "spin",
  gallery: "images",
  interior: "interior",
};

/** The tab shown first: the site's default view when the car has that tab, else Images. */
export function firstGalleryTab(tabs: readonly GalleryTab[], view: GalleryDefaultView): GalleryTab {
  const wanted = viewTab[view];
  return tabs.includes(wanted) ? wanted : "images";
}

/** A frame index wrapped into 0..frameCount-1 (the spin goes round). */
export function wrapFrame(frame: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return ((frame % frameCount) + frameCount) % frameCount;
}

/**
 * The frame shown while dragging: one frame per 20 px from where the drag started, forward when
 * dragging right, wrapping round.
 */
export function spinFrameAfterDrag(startFrame: number, dragX: number, frameCount: number): number {
  return wrapFrame(startFrame + Math.trunc(dragX / spinPixelsPerFrame), frameCount);
}

export type Hotspot = { title: string; description?: string | undefined };
export type HotspotPosition = { frame: number; x: number; y: number };
export type PlacedHotspot = Hotspot & { id: number; x: number; y: number };

/**
 * The hotspots on one frame: each hotspot is paired with the position at the same index, and
 * shown when that position is on `frame`. x and y are percentages of the frame's width and height.
 */
export function hotspotsOnFrame(
  hotspots: readonly Hotspot[],
  positions: readonly HotspotPosition[],
  frame: number,
): PlacedHotspot[] {
  return hotspots.flatMap((hotspot, id) => {
    const position = positions[id];
    return position && position.frame === frame
      ? [{ ...hotspot, id, x: position.x, y: position.y }]
      : [];
  });
}
