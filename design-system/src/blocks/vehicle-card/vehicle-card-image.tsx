import { CarIcon } from "lucide-react";
import type { ReactNode } from "react";

type VehicleCardImageProps = {
  src: string | undefined;
  alt: string;
  priority: boolean;
  /** Shown over the photo's top-left corner (the card's tag). */
  overlay?: ReactNode;
};

/** The card photo at 600 by 400, or a placeholder of the same size when the car has none. */
export function VehicleCardImage({ src, alt, priority, overlay }: VehicleCardImageProps) {
  return (
    <div data-slot="vehicle-card-image" className="relative aspect-[3/2] overflow-hidden bg-muted">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={600}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <CarIcon aria-hidden className="size-10" />
          <span className="text-sm">Photos coming soon</span>
        </div>
      )}
      {overlay ? <div className="absolute top-3 left-3">{overlay}</div> : null}
    </div>
  );
}
