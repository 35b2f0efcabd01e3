import {
  type GalleryDefaultView,
  type GalleryImageInput,
  galleryImageCount,
  gallerySlides,
  galleryTabs,
  type Hotspot,
  type HotspotPosition,
} from "@storefront/rules/vehicle/media/gallery";
import { Suspense } from "react";
import { useImageLoader } from "../../lib/image-loader.ts";
import { lazyBlock } from "../../renderer/lazy-block.ts";
import type { ImageSrc } from "./gallery-carousel.tsx";
import { GalleryImages } from "./gallery-images.tsx";

// The tabs (and their Radix parts) load only for a car with a spin or an interior picture.
const GalleryTabs = lazyBlock(() =>
  import("./gallery-tabs.tsx").then((module) => module.GalleryTabs),
);

/** Loads the tabs' code, as the server does before it renders: for stories of tabbed galleries. */
export const preloadGalleryTabs = () => GalleryTabs.preload();

export type VehicleGalleryProps = {
  /** The car's title ("2021 Toyota HiLux SR5 (4x4) GUN126R"), for names and alt texts. */
  title: string;
  /** The car's stock status: thumbnails show only while it is in_stock. */
  status: string;
  images: readonly GalleryImageInput[];
  primary_image_url?: string | undefined;
  video_url?: string | null | undefined;
  external_video_url?: string | null | undefined;
  spin_images?: readonly string[] | undefined;
  spin_code?: string | null | undefined;
  spin_interior_image?: string | null | undefined;
  hotspots?:
    | {
        exterior: readonly Hotspot[];
        interior: readonly Hotspot[];
        exterior_positions: readonly HotspotPosition[];
        interior_positions: readonly HotspotPosition[];
      }
    | undefined;
  /** The tab shown first when the car has it (the site's `features.galleryDefaultView`). */
  defaultView: GalleryDefaultView;
  /** Turn the spin a frame every 100 ms until the shopper takes over (not with reduced motion). */
  autoRotate?: boolean | undefined;
  /** The URL to load an image at a width; the site's image loader by default. */
  imageSrc?: ImageSrc | undefined;
  /** The external spin viewer's page for a spin_code; the spin_code itself by default. */
  spinViewerUrl?: ((spinCode: string) => string) | undefined;
  className?: string | undefined;
};

const identity = (url: string) => url;

/**
 * The vehicle page's gallery: tabs Spin, Images and Interior (each only when the car has it),
 * opening on the site's default view. A car with only photos shows the slider alone.
 */
export function VehicleGallery({
  title,
  status,
  defaultView,
  autoRotate = false,
  imageSrc: givenImageSrc,
  spinViewerUrl = identity,
  hotspots,
  className,
  ...media
}: VehicleGalleryProps) {
  const loader = useImageLoader();
  const imageSrc = givenImageSrc ?? loader.src;
  const tabs = galleryTabs(media);
  const slides = gallerySlides(media);
  const images = (
    <GalleryImages
      title={title}
      status={status}
      slides={slides}
      imageCount={galleryImageCount(media)}
      imageSrc={imageSrc}
    />
  );

  if (tabs.length === 1) {
    return (
      <div data-slot="vehicle-gallery" className={className}>
        {images}
      </div>
    );
  }

  return (
    // Until the tabs' code is there (a page opened in the browser), the photos show alone.
    <Suspense
      fallback={
        <div data-slot="vehicle-gallery" className={className}>
          {images}
        </div>
      }
    >
      <GalleryTabs
        title={title}
        tabs={tabs}
        defaultView={defaultView}
        autoRotate={autoRotate}
        imageSrc={imageSrc}
        spinViewerUrl={spinViewerUrl}
        hotspots={hotspots}
        className={className}
        slider={images}
        {...media}
      />
    </Suspense>
  );
}
