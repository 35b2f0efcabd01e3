import {
  firstGalleryTab,
  type GalleryTab,
  galleryImageHeight,
  galleryImageWidth,
  hotspotsOnFrame,
} from "@storefront/rules/vehicle/media/gallery";
import { LoaderCircleIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { cn } from "../../lib/cn.ts";
import { awaitsCode } from "../../renderer/deferred/first-use.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs/tabs.tsx";
import { HotspotLayer } from "./hotspots.tsx";
import type { VehicleGalleryProps } from "./vehicle-gallery.tsx";

// The spin viewer's code loads only when the Spin tab is shown.
const SpinViewer = lazy(() =>
  import("./spin-viewer.tsx").then((module) => ({ default: module.SpinViewer })),
);

const tabLabels: Record<GalleryTab, string> = {
  spin: "Spin",
  images: "Images",
  interior: "Interior",
};

type GalleryTabsProps = Omit<VehicleGalleryProps, "status"> &
  Required<Pick<VehicleGalleryProps, "imageSrc" | "spinViewerUrl" | "autoRotate">> & {
    /** The car's views, more than one. */
    tabs: readonly GalleryTab[];
    /** The photo slider, shown in the Images tab. */
    slider: ReactNode;
  };

/** The gallery of a car with more than its photos: tabs Spin, Images and Interior. */
export function GalleryTabs({
  title,
  tabs,
  defaultView,
  autoRotate,
  imageSrc,
  spinViewerUrl,
  hotspots,
  className,
  slider,
  ...media
}: GalleryTabsProps) {
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
      <TabsContent value="images">{slider}</TabsContent>
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

/**
 * While the spin viewer's code loads: the same box and words as its own loading state. In the
 * server's HTML it loads the code as it comes near, whether or not the shopper reaches for it.
 */
function SpinCodeLoading() {
  return (
    <div
      {...awaitsCode}
      role="status"
      className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 rounded-md bg-muted text-muted-foreground text-sm"
    >
      <LoaderCircleIcon aria-hidden="true" className="size-8 motion-safe:animate-spin" />
      Loading 360 spin
    </div>
  );
}
