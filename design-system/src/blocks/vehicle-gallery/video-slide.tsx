import type { GallerySlide } from "@storefront/rules/vehicle/media/gallery";
import { Suspense } from "react";
import { lazyBlock } from "../../renderer/lazy-block.ts";

// Loaded only for a car whose video is a player page: most cars have none.
const VideoPlayer = lazyBlock(() =>
  import("../vehicle-video/video-player.tsx").then((module) => module.VideoPlayer),
);

type VideoSlideProps = {
  slide: Extract<GallerySlide, { kind: "video" }>;
  /** The car's title, for the video's name. */
  title: string;
};

/**
 * The car's video: the feed's file in a `<video>` with controls; a YouTube, Vimeo or other player
 * behind a play button, so the page does not load it until the shopper plays it.
 */
export function VideoSlide({ slide, title }: VideoSlideProps) {
  const name = `Video of ${title}`;
  if (slide.source !== "file") {
    return (
      <Suspense fallback={<div className="aspect-[3/2] w-full rounded-md bg-foreground" />}>
        <VideoPlayer video={slide} name={name} playLabel="Play video" />
      </Suspense>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the stock feed carries no captions for dealer videos.
    <video
      data-slot="gallery-video"
      src={slide.url}
      title={name}
      aria-label={name}
      controls
      preload="metadata"
      width={600}
      height={400}
      className="aspect-[3/2] h-auto w-full rounded-md bg-foreground"
    />
  );
}
