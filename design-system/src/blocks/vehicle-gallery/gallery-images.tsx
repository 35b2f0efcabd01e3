import {
  type GallerySlide,
  galleryImageWidth,
  showsThumbnails,
  thumbnailStripScrolls,
} from "@storefront/rules/vehicle/media/gallery";
import { ExpandIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { IconButton } from "../../ui/button/button.tsx";
import { VehicleCardImage } from "../vehicle-card/vehicle-card-image.tsx";
import { GalleryCarousel, type ImageSrc } from "./gallery-carousel.tsx";

// The full-screen view's code (dialog, focus trap, scroll lock) loads when it is first opened.
const GalleryFullscreen = lazy(() =>
  import("./gallery-fullscreen.tsx").then((module) => ({ default: module.GalleryFullscreen })),
);

/** The slider fills a phone's width, and about half a wide screen beside the car's summary. */
const sliderSizes = "(min-width: 64rem) 50vw, 100vw";

type GalleryImagesProps = {
  title: string;
  status: string;
  slides: readonly GallerySlide[];
  imageCount: number;
  imageSrc: ImageSrc;
};

/** The Images tab: the slider with its thumbnails, and a button to see it full screen. */
export function GalleryImages({ title, status, slides, imageCount, imageSrc }: GalleryImagesProps) {
  const [selected, setSelected] = useState(0);
  const [fullscreen, setFullscreen] = useState<"never" | "open" | "closed">("never");
  const [startIndex, setStartIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  if (slides.length === 0) {
    return (
      <div data-slot="gallery-images" className="overflow-hidden rounded-md">
        <VehicleCardImage src={undefined} alt="" priority={false} />
      </div>
    );
  }

  const thumbnails = showsThumbnails(status, imageCount)
    ? thumbnailStripScrolls(imageCount)
      ? "scroll"
      : "fit"
    : "none";

  return (
    <div data-slot="gallery-images">
      <GalleryCarousel
        title={title}
        slides={slides}
        imageCount={imageCount}
        imageSrc={imageSrc}
        imageWidth={galleryImageWidth}
        imageSizes={sliderSizes}
        thumbnails={thumbnails}
        index={selected}
        onSelect={setSelected}
      >
        <IconButton
          ref={button}
          label="View full screen"
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={fullscreen === "open"}
          className="absolute top-2 right-2 rounded-full"
          onClick={() => {
            setStartIndex(selected);
            setFullscreen("open");
          }}
        >
          <ExpandIcon aria-hidden="true" />
        </IconButton>
      </GalleryCarousel>
      {fullscreen === "never" ? null : (
        <Suspense fallback={null}>
          <GalleryFullscreen
            open={fullscreen === "open"}
            onOpenChange={(open) => setFullscreen(open ? "open" : "closed")}
            returnFocus={button}
            title={title}
            slides={slides}
            imageCount={imageCount}
            imageSrc={imageSrc}
            startIndex={startIndex}
            onSelect={setSelected}
          />
        </Suspense>
      )}
    </div>
  );
}
