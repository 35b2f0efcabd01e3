import type { GallerySlide } from "@storefront/rules/vehicle/gallery";

type VideoSlideProps = {
  slide: Extract<GallerySlide, { kind: "video" }>;
  /** The car's title, for the video's name. */
  title: string;
};

/** The car's video: the feed's file in a `<video>` with controls, or its player in an iframe. */
export function VideoSlide({ slide, title }: VideoSlideProps) {
  const name = `Video of ${title}`;
  if (slide.source !== "file") {
    return (
      <iframe
        data-slot="gallery-video"
        src={slide.url}
        title={name}
        width={600}
        height={400}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        className="aspect-[3/2] h-auto w-full rounded-md border-0 bg-muted"
      />
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
