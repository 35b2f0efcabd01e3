import {
  type GallerySlide,
  showsFullscreenThumbnails,
} from "@storefront/rules/vehicle/media/gallery";
import type { RefObject } from "react";
import { Dialog, DialogContent, DialogTitle } from "../../ui/dialog/dialog.tsx";
import { GalleryCarousel, type ImageSrc } from "./gallery-carousel.tsx";

/** Full screen asks the image loader for twice the slider's 600 px, for large screens. */
const fullscreenImageWidth = 1200;

type GalleryFullscreenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets focus back when it closes. */
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  slides: readonly GallerySlide[];
  imageCount: number;
  imageSrc: ImageSrc;
  startIndex: number;
  onSelect: (index: number) => void;
};

/**
 * The gallery full screen, in a dialog: the same slides from the one showing, with thumbnails
 * above 3 images. Escape and the close button close it, and focus returns to its button.
 */
export function GalleryFullscreen({
  open,
  onOpenChange,
  returnFocus,
  title,
  slides,
  imageCount,
  imageSrc,
  startIndex,
  onSelect,
}: GalleryFullscreenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="gallery-fullscreen"
        aria-describedby={undefined}
        className="h-dvh max-h-dvh w-screen max-w-none content-start rounded-none border-0 p-4 sm:p-6"
        returnFocus={returnFocus}
      >
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <GalleryCarousel
          title={title}
          slides={slides}
          imageCount={imageCount}
          imageSrc={imageSrc}
          imageWidth={fullscreenImageWidth}
          imageSizes="100vw"
          thumbnails={showsFullscreenThumbnails(imageCount) ? "scroll" : "none"}
          index={startIndex}
          onSelect={onSelect}
          className="mx-auto w-full max-w-[min(100%,calc((100dvh-12rem)*1.5))]"
        />
      </DialogContent>
    </Dialog>
  );
}
