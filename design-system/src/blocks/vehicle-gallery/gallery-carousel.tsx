import {
  type GallerySlide,
  galleryImageHeight,
  galleryImageLoading,
  galleryImageWidth,
  galleryThumbWidth,
} from "@storefront/rules/vehicle/media/gallery";
import { PlayIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { useImageLoader } from "../../lib/image-loader.ts";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "../../ui/carousel/carousel.tsx";
import { useCarousel } from "../../ui/carousel/carousel-context.ts";
import { VideoSlide } from "./video-slide.tsx";

export type ImageSrc = (url: string, width: number) => string;

type GalleryCarouselProps = {
  /** The car's title: names the carousel and every image. */
  title: string;
  slides: readonly GallerySlide[];
  /** How many of the slides are photos (alt texts end "2 of 8"). */
  imageCount: number;
  imageSrc: ImageSrc;
  /** The width asked of `imageSrc` for each slide. */
  imageWidth: number;
  /** How wide the slides show (`sizes`), for the widths the site's image loader offers. */
  imageSizes: string;
  /** No strip, a strip that fits, or one that scrolls sideways. */
  thumbnails: "none" | "fit" | "scroll";
  /** The slide to show: first, and again whenever it changes (the carousel jumps to it). */
  index?: number;
  /** Called with the slide index whenever the carousel settles on another slide. */
  onSelect?: (index: number) => void;
  /** Controls laid over the slide (the full-screen button). */
  children?: React.ReactNode;
  className?: string;
};

/**
 * The gallery's slider on the Embla carousel: previous and next buttons, the arrow keys while
 * focus is inside, and a strip of thumbnail buttons marking the slide showing with aria-current.
 */
export function GalleryCarousel({
  title,
  slides,
  imageCount,
  imageSrc,
  imageWidth,
  imageSizes,
  thumbnails,
  index = 0,
  onSelect,
  children,
  className,
}: GalleryCarouselProps) {
  const [startIndex] = useState(index);
  const { srcSet } = useImageLoader();
  const widthsOf = (url: string) => {
    const widths = srcSet(url, imageWidth);
    return widths ? { srcSet: widths, sizes: imageSizes } : {};
  };
  return (
    <Carousel
      aria-label={`Photos of ${title}`}
      opts={{ startIndex }}
      slideCount={slides.length}
      data-slot="gallery-carousel"
      className={cn("grid gap-3", className)}
    >
      <div className="relative">
        <CarouselContent>
          {slides.map((slide, index) => (
            <CarouselItem
              key={slide.kind === "video" ? "video" : `${slide.number}-${slide.url}`}
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide.kind === "video" ? (
                <VideoSlide slide={slide} title={title} />
              ) : (
                <img
                  src={imageSrc(slide.url, imageWidth)}
                  {...widthsOf(slide.url)}
                  alt={`${title}, ${slide.number} of ${imageCount}`}
                  width={galleryImageWidth}
                  height={galleryImageHeight}
                  decoding="async"
                  draggable={false}
                  {...galleryImageLoading(slide.number - 1)}
                  className="aspect-[3/2] h-auto w-full rounded-md bg-muted object-cover"
                />
              )}
            </CarouselItem>
          ))}
        </CarouselContent>
        {slides.length > 1 ? (
          <>
            <CarouselPrevious className="absolute top-1/2 left-2 -translate-y-1/2" />
            <CarouselNext className="absolute top-1/2 right-2 -translate-y-1/2" />
          </>
        ) : null}
        {children}
      </div>
      <SelectedSlide index={index} onSelect={onSelect} />
      {thumbnails === "none" ? null : (
        <GalleryThumbnails
          slides={slides}
          imageCount={imageCount}
          imageSrc={imageSrc}
          scrolls={thumbnails === "scroll"}
        />
      )}
    </Carousel>
  );
}

/** Keeps the carousel on the `index` asked for, and reports the slide it settles on. */
function SelectedSlide({
  index,
  onSelect,
}: {
  index: number;
  onSelect?: ((index: number) => void) | undefined;
}) {
  const { selectedIndex, slideCount, scrollTo } = useCarousel("SelectedSlide");
  const reported = useRef(index);
  useEffect(() => {
    if (slideCount === 0 || selectedIndex === reported.current) return;
    reported.current = selectedIndex;
    onSelect?.(selectedIndex);
  }, [selectedIndex, slideCount, onSelect]);
  useEffect(() => {
    if (index === reported.current) return;
    reported.current = index;
    scrollTo(index, true);
  }, [index, scrollTo]);
  return null;
}

type GalleryThumbnailsProps = {
  slides: readonly GallerySlide[];
  imageCount: number;
  imageSrc: ImageSrc;
  scrolls: boolean;
};

function GalleryThumbnails({ slides, imageCount, imageSrc, scrolls }: GalleryThumbnailsProps) {
  const { selectedIndex: selected, scrollTo } = useCarousel("GalleryThumbnails");
  const strip = useRef<HTMLUListElement>(null);
  const { srcSet } = useImageLoader();
  const widthsOf = (url: string) => {
    const widths = srcSet(url, galleryThumbWidth);
    // As wide as the strip's items: w-24 when it scrolls, at most max-w-32 when it fits.
    return widths ? { srcSet: widths, sizes: scrolls ? "6rem" : "8rem" } : {};
  };

  // A scrolling strip keeps the current thumbnail in view without scrolling the page.
  useEffect(() => {
    const list = strip.current;
    const current = list?.children[selected] as HTMLElement | undefined;
    if (!scrolls || !list || !current) return;
    const left = current.offsetLeft - (list.clientWidth - current.clientWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [scrolls, selected]);

  return (
    <ul
      ref={strip}
      data-slot="gallery-thumbnails"
      data-scrolls={scrolls}
      aria-label="Choose a photo"
      className={cn(
        "relative flex gap-2",
        // Padding keeps the focus outline inside the scrolling strip.
        scrolls && "snap-x overflow-x-auto p-1",
      )}
    >
      {slides.map((slide, index) => {
        const current = index === selected;
        const label =
          slide.kind === "video" ? "Show video" : `Show image ${slide.number} of ${imageCount}`;
        return (
          <li
            key={slide.kind === "video" ? "video" : `${slide.number}-${slide.url}`}
            className={cn(scrolls ? "w-24 shrink-0 snap-start" : "min-w-0 max-w-32 flex-1")}
          >
            <button
              type="button"
              aria-label={label}
              aria-current={current ? "true" : undefined}
              onClick={() => scrollTo(index)}
              className={cn(
                "block w-full cursor-pointer overflow-hidden rounded-md border-2 border-transparent opacity-80 hover:opacity-100",
                "aria-[current=true]:border-primary aria-[current=true]:opacity-100",
                focusRing,
              )}
            >
              {slide.kind === "video" ? (
                <span className="flex aspect-[3/2] items-center justify-center bg-foreground text-background">
                  <PlayIcon aria-hidden="true" className="size-5" />
                </span>
              ) : (
                <img
                  src={imageSrc(slide.thumbUrl ?? slide.url, galleryThumbWidth)}
                  {...widthsOf(slide.thumbUrl ?? slide.url)}
                  alt=""
                  width={galleryThumbWidth}
                  height={(galleryThumbWidth * galleryImageHeight) / galleryImageWidth}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
