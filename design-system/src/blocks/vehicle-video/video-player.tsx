import { autoplayUrl, type VehicleVideo } from "@storefront/rules/vehicle/media/video";
import { PlayIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

type VideoPlayerProps = {
  video: VehicleVideo;
  /** The player's accessible name ("Video of 2021 Toyota HiLux SR5"). */
  name: string;
  /** The words on the play button. */
  playLabel: string;
  /** A photo shown behind the play button, if any. */
  posterUrl?: string | undefined;
};

const frame = "aspect-[3/2] h-auto w-full rounded-md";

/**
 * A video behind a play button: until the shopper plays it, neither the player's page nor the
 * file loads. Playing loads the player (an iframe for YouTube, Vimeo and other players, the page's
 * own `<video>` for a file), which starts at once and takes focus.
 */
export function VideoPlayer({ video, name, playLabel, posterUrl }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (!playing) {
    return (
      <button
        type="button"
        data-slot="video-play"
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
    );
  }
  if (video.source === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the stock feed carries no captions for dealer videos.
      <video
        ref={player}
        data-slot="video-player"
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
    );
  }
  return (
    <iframe
      ref={player}
      data-slot="video-player"
      src={autoplayUrl(video)}
      title={name}
      width={600}
      height={400}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn(frame, "border-0 bg-muted", focusRing)}
    />
  );
}
