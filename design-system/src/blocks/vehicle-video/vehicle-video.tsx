import { autoplayUrl, type VehicleVideo as Video } from "@storefront/rules/vehicle/video";
import type { BlockProps } from "@storefront/schemas";
import { PlayIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

type VehicleVideoData = {
  /** The vehicle's video (`vehicleVideo`), or none. */
  video: Video | undefined;
  /** The vehicle's title, for the player's name. */
  vehicleTitle: string;
  /** The vehicle's main photo, shown until the video is played. */
  posterUrl: string | undefined;
};

const frame = "aspect-[3/2] h-auto w-full rounded-md";

/**
 * The vehicle's video. Until the shopper plays it, a poster and a play button stand in its place,
 * so neither the player's page nor the file loads with the vehicle page; playing loads the
 * player (YouTube's privacy-enhanced one for YouTube links), which starts at once and takes focus.
 */
export function VehicleVideo({
  title,
  playLabel,
  video,
  vehicleTitle,
  posterUrl,
}: BlockProps<"vehicle-video"> & VehicleVideoData) {
  const [playing, setPlaying] = useState(false);
  const headingId = useId();
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (!video) return null;
  const name = `Video of ${vehicleTitle}`;
  return (
    <section
      data-slot="vehicle-video"
      data-state={playing ? "playing" : "poster"}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {!playing ? (
        <button
          type="button"
          data-slot="vehicle-video-play"
          onClick={() => setPlaying(true)}
          className={cn(
            frame,
            "group relative grid cursor-pointer place-items-center overflow-hidden bg-foreground",
            focusRing,
          )}
        >
          {posterUrl ? (
            <img
              src={posterUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={600}
              height={400}
              className="absolute inset-0 size-full object-cover opacity-80"
            />
          ) : null}
          <span className="relative flex items-center gap-2 rounded-full bg-background px-5 py-3 font-semibold text-foreground shadow-md group-hover:bg-accent group-hover:text-accent-foreground">
            <PlayIcon aria-hidden="true" className="size-5 fill-current" />
            {playLabel}
          </span>
        </button>
      ) : video.source === "file" ? (
        // biome-ignore lint/a11y/useMediaCaption: the stock feed carries no captions for dealer videos.
        <video
          ref={player}
          data-slot="vehicle-video-player"
          src={video.url}
          title={name}
          aria-label={name}
          controls
          autoPlay
          poster={posterUrl}
          width={600}
          height={400}
          className={cn(frame, "bg-foreground", focusRing)}
        />
      ) : (
        <iframe
          ref={player}
          data-slot="vehicle-video-player"
          src={autoplayUrl(video)}
          title={name}
          width={600}
          height={400}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={cn(frame, "border-0 bg-muted", focusRing)}
        />
      )}
    </section>
  );
}
