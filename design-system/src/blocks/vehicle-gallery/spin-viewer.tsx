import {
  galleryImageHeight,
  galleryImageWidth,
  type HotspotPosition,
  hotspotsOnFrame,
  type Hotspot as SpinHotspot,
  spinAutoRotateMs,
  spinFrameAfterDrag,
  wrapFrame,
} from "@storefront/rules/vehicle/media/gallery";
import { LoaderCircleIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { awaitsCode } from "../../renderer/deferred/first-use.ts";
import type { ImageSrc } from "./gallery-carousel.tsx";
import { HotspotLayer } from "./hotspots.tsx";

type SpinViewerProps = {
  title: string;
  frames: readonly string[];
  spinCode: string | null | undefined;
  /** The external viewer's page for a spin_code. */
  spinViewerUrl: (spinCode: string) => string;
  /** Shown instead when a frame fails to load. */
  primaryImageUrl: string | undefined;
  hotspots: readonly SpinHotspot[];
  hotspotPositions: readonly HotspotPosition[];
  autoRotate: boolean;
  imageSrc: ImageSrc;
};

/**
 * The Spin tab: the car's own frames when it has them, else the external viewer for its
 * spin_code in an iframe.
 */
export function SpinViewer({ frames, spinCode, spinViewerUrl, title, ...props }: SpinViewerProps) {
  if (frames.length > 0) return <SpinFrames frames={frames} title={title} {...props} />;
  if (!spinCode) return null;
  return (
    <iframe
      data-slot="spin-viewer-external"
      src={spinViewerUrl(spinCode)}
      title={`360 spin of ${title}`}
      width={galleryImageWidth}
      height={galleryImageHeight}
      allow="fullscreen"
      className="aspect-[3/2] h-auto w-full rounded-md border-0 bg-muted"
    />
  );
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

type SpinFramesProps = Omit<SpinViewerProps, "spinCode" | "spinViewerUrl">;

/**
 * Every frame loads before the spin shows (until then a loading state), then 'Swipe to spin'
 * until the first turn. Dragging turns one frame per 20 px and the arrow keys one frame a press;
 * auto-rotate (if on, and unless reduced motion is asked for) turns a frame every 100 ms until
 * the shopper takes over. A frame that fails is logged and the primary image shown instead (or
 * the loading state stays, without one).
 */
function SpinFrames({
  title,
  frames,
  primaryImageUrl,
  hotspots,
  hotspotPositions,
  autoRotate,
  imageSrc,
}: SpinFramesProps) {
  const count = frames.length;
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const [frame, setFrame] = useState(0);
  const [turned, setTurned] = useState(false);
  const [takenOver, setTakenOver] = useState(false);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const frameImages = useRef<(HTMLImageElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();

  const state = failed ? "failed" : loaded.size === count ? "ready" : "loading";

  function frameLoaded(index: number) {
    setLoaded((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }

  function frameFailed(index: number) {
    console.warn(
      `Spin frame ${index + 1} of ${count} failed to load for ${title}: ${frames[index]}`,
    );
    setFailed(true);
  }

  // Frames already complete before their load listeners were attached (a server-rendered page).
  useEffect(() => {
    frameImages.current.forEach((image, index) => {
      if (image?.complete && image.naturalWidth > 0) frameLoaded(index);
    });
  });

  useEffect(() => {
    if (!autoRotate || reducedMotion || takenOver || state !== "ready") return;
    const timer = setInterval(
      () => setFrame((current) => wrapFrame(current + 1, count)),
      spinAutoRotateMs,
    );
    return () => clearInterval(timer);
  }, [autoRotate, reducedMotion, takenOver, state, count]);

  function turnTo(next: number) {
    setTakenOver(true);
    if (next === frame) return;
    setFrame(next);
    setTurned(true);
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (state !== "ready" || event.button !== 0) return;
    setTakenOver(true);
    drag.current = { x: event.clientX, start: frame };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer has nothing to capture; the drag still follows its moves.
    }
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    turnTo(spinFrameAfterDrag(drag.current.start, event.clientX - drag.current.x, count));
  }

  function endDrag() {
    drag.current = null;
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const next =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? frame + 1
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? frame - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    turnTo(wrapFrame(next, count));
  }

  const showPrimary = state === "failed" && Boolean(primaryImageUrl);
  const ready = state === "ready";

  return (
    <div
      data-slot="spin-viewer"
      data-state={state}
      className="relative aspect-[3/2] w-full overflow-hidden rounded-md bg-muted"
    >
      <div
        data-slot="spin-viewer-frames"
        role="slider"
        tabIndex={ready ? 0 : -1}
        aria-label={`360 spin of ${title}`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`Frame ${frame + 1} of ${count}`}
        aria-disabled={ready ? undefined : true}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
        className={cn(
          "absolute inset-0 touch-pan-y select-none",
          ready ? "cursor-grab active:cursor-grabbing" : "invisible",
          focusRing,
        )}
      >
        {frames.map((src, index) => (
          <img
            // Frames are a fixed sequence: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            ref={(image) => {
              frameImages.current[index] = image;
            }}
            src={imageSrc(src, galleryImageWidth)}
            alt=""
            width={galleryImageWidth}
            height={galleryImageHeight}
            draggable={false}
            onLoad={() => frameLoaded(index)}
            onError={() => frameFailed(index)}
            className={cn(
              "absolute inset-0 size-full object-cover",
              index === frame ? "visible" : "invisible",
            )}
          />
        ))}
      </div>
      {showPrimary ? (
        <img
          data-slot="spin-viewer-fallback"
          src={imageSrc(primaryImageUrl ?? "", galleryImageWidth)}
          alt={title}
          width={galleryImageWidth}
          height={galleryImageHeight}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      {state === "loading" || (state === "failed" && !showPrimary) ? (
        // The server renders this state: in a page's HTML, it loads the viewer's code as it
        // comes near, whether or not the shopper reaches for it.
        <div
          {...awaitsCode}
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground text-sm"
        >
          <LoaderCircleIcon aria-hidden="true" className="size-8 motion-safe:animate-spin" />
          Loading 360 spin
        </div>
      ) : null}
      {ready && !turned ? (
        <p
          data-slot="spin-viewer-hint"
          className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-foreground/80 px-3 py-1 font-medium text-background text-sm"
        >
          Swipe to spin
        </p>
      ) : null}
      {ready ? (
        <HotspotLayer hotspots={hotspotsOnFrame(hotspots, hotspotPositions, frame)} />
      ) : null}
    </div>
  );
}
