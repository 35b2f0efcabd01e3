import { CarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useImageLoader } from "../../lib/image-loader.ts";

type VehicleCardImageProps = {
  src: string | undefined;
  alt: string;
  priority: boolean;
  /** Shown over the photo's top-left corner (the card's tag). */
  overlay?: ReactNode;
  /**
   * No photo yet: the list showing a card filled with another car draws its new text first, and
   * the photo with its next render, so loading the photo (an SVG drawing is parsed on the main
   * thread) does not hold up the frame that shows the new results.
   */
  held?: boolean | undefined;
};

/** The same element every render: a card filled with another car does not draw it again. */
const placeholderIcon = <CarIcon aria-hidden className="size-10" />;

/** Cards take a third of a wide screen, the whole of a phone's. */
const cardSizes = "(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw";

/**
 * The card photo at 600 by 400 through the site's image loader, or a placeholder of the same size
 * when the car has none. A held photo comes with the list's next render (see `held`), never in a
 * render of its own: that cost more than it saved.
 */
export function VehicleCardImage({ src, alt, priority, overlay, held }: VehicleCardImageProps) {
  const images = useImageLoader();
  const srcSet = src ? images.srcSet(src, 600) : undefined;
  return (
    <div data-slot="vehicle-card-image" className="relative aspect-[3/2] overflow-hidden bg-muted">
      {src ? (
        held ? null : (
          // A card shown for another car gets a new photo element: an address changed in place
          // would show the previous car's photo until the new one loads.
          <img
            key={src}
            src={images.src(src, 600)}
            srcSet={srcSet}
            sizes={srcSet ? cardSizes : undefined}
            alt={alt}
            width={600}
            height={400}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover"
          />
        )
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          {placeholderIcon}
          <span className="text-sm">Photos coming soon</span>
        </div>
      )}
      {overlay ? <div className="absolute top-3 left-3">{overlay}</div> : null}
    </div>
  );
}
