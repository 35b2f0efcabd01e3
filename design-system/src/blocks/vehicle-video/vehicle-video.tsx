import type { VehicleVideo as Video } from "@storefront/rules/vehicle/media/video";
import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { VideoPlayer } from "./video-player.tsx";

type VehicleVideoData = {
  /** The vehicle's video (`vehicleVideo`), or none. */
  video: Video | undefined;
  /** The vehicle's title, for the player's name. */
  vehicleTitle: string;
  /** The vehicle's main photo, shown until the video is played. */
  posterUrl: string | undefined;
};

/**
 * The vehicle's video behind its photo and a play button, so the page loads no player until the
 * shopper asks; nothing when the vehicle has no video.
 */
export function VehicleVideo({
  title,
  playLabel,
  video,
  vehicleTitle,
  posterUrl,
}: BlockProps<"vehicle-video"> & VehicleVideoData) {
  const headingId = useId();
  if (!video) return null;
  return (
    <section
      data-slot="vehicle-video"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <VideoPlayer
        video={video}
        name={`Video of ${vehicleTitle}`}
        playLabel={playLabel}
        posterUrl={posterUrl}
      />
    </section>
  );
}
