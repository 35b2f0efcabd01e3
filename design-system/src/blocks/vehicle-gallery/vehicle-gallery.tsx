import {
  firstGalleryTab,
  type GalleryDefaultView,
  type GalleryImageInput,
  type GalleryTab,
  galleryImageCount,
  galleryImageHeight,
  galleryImageWidth,
  gallerySlides,
  galleryTabs,
  type Hotspot,
  type HotspotPosition,
  hotspotsOnFrame,
} from "@storefront/rules/vehicle/gallery";
import { LoaderCircleIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { cn } from "../../lib/cn.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs/tabs.tsx";
import type { ImageSrc } from "./gallery-carousel.tsx";
import { GalleryImages } from "./gallery-images.tsx";
import { HotspotLayer } from "./hotspots.tsx";

// The spin viewer's code loads only when the Spin tab is shown.
const SpinViewer = lazy(() =>
  import("./spin-viewer.tsx").then((module) => ({ default: module.SpinViewer })),
);

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
  /** The URL to load an image at a width (the runtime's image loader); the URL itself by default. */
  imageSrc?: ImageSrc | undefined;
  /** The external spin viewer's page for a spin_code; the spin_code itself by default. */
  spinViewerUrl?: ((spinCode: string) => string) | undefined;
  className?: string | undefined;
};

const tabLabels: Record<GalleryTab, string> = {
  spin: "Spin",
  images: "Images",
  interior: "Interior",
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
  imageSrc = identity,
  spinViewerUrl = identity,
  hotspots,
  className,
  ...media
}: VehicleGalleryProps) {
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
    <Tabs
      data-slot="vehicle-gallery"
      defaultValue={firstGalleryTab(tabs, defaultView)}
      className={cn("gap-3", className)}
    >
      <TabsList aria-label={`Gallery of ${title}`}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {tabLabels[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.includes("spin") ? (
        <TabsContent value="spin">
          <Suspense fallback={<SpinCodeLoading />}>
            <SpinViewer
              title={title}
              frames={media.spin_images ?? []}
              spinCode={media.spin_code}
              spinViewerUrl={spinViewerUrl}
              primaryImageUrl={media.primary_image_url}
              hotspots={hotspots?.exterior ?? []}
              hotspotPositions={hotspots?.exterior_positions ?? []}
              autoRotate={autoRotate}
              imageSrc={imageSrc}
            />
          </Suspense>
        </TabsContent>
      ) : null}
      <TabsContent value="images">{images}</TabsContent>
      {media.spin_interior_image ? (
        <TabsContent value="interior">
          <div
            data-slot="gallery-interior"
            className="relative aspect-[3/2] overflow-hidden rounded-md bg-muted"
          >
            <img
              src={imageSrc(media.spin_interior_image, galleryImageWidth)}
              alt={`${title}, interior`}
              width={galleryImageWidth}
              height={galleryImageHeight}
              decoding="async"
              className="size-full object-cover"
            />
            {/* The interior is one picture: its hotspots are those placed on frame 0. */}
            <HotspotLayer
              hotspots={hotspotsOnFrame(
                hotspots?.interior ?? [],
                hotspots?.interior_positions ?? [],
                0,
              )}
            />
          </div>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

/** While the spin viewer's code loads: the same box and words as its own loading state. */
function SpinCodeLoading() {
  return (
    <div
      role="status"
      className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 rounded-md bg-muted text-muted-foreground text-sm"
    >
      <LoaderCircleIcon aria-hidden="true" className="size-8 motion-safe:animate-spin" />
      Loading 360 spin
    </div>
  );
}
