import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/** The gallery: the vehicle's media, its title for names and alt texts, and the site's settings. */
export function vehicleGalleryData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): BlockData<"vehicle-gallery"> {
  return {
    title: vehicleTitle(vehicle),
    status: vehicle.status,
    images: vehicle.images,
    primary_image_url: vehicle.primary_image_url,
    video_url: vehicle.video_url,
    external_video_url: vehicle.external_video_url,
    spin_images: vehicle.spin_images,
    spin_code: vehicle.spin_code,
    spin_interior_image: vehicle.spin_interior_image,
    hotspots: vehicle.hotspots,
    defaultView: site.vehiclePage.galleryDefaultView,
    autoRotate: site.vehiclePage.spinAutoRotate,
  };
}
