import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { IconButton, type IconButtonProps } from "../button/button.tsx";
import {
  type CarouselApi,
  CarouselContext,
  type CarouselOptions,
  type CarouselPlugins,
  useCarousel,
} from "./carousel-context.ts";

// Embla, the slider itself, loads when the shopper first reaches for the carousel (pointer over
// it, a touch, focus inside). Until then the slides are plain markup the server already painted.
const CarouselEngine = lazy(() =>
  import("./carousel-engine.tsx").then((module) => ({ default: module.CarouselEngine })),
);

/** How far a pointer travels sideways, before Embla is there, to count as a swipe. */
const swipeDistance = 40;

type CarouselProps = Omit<React.ComponentProps<"section">, "aria-label" | "aria-labelledby"> &
  ({ "aria-label": string } | { "aria-labelledby": string }) & {
    /** Embla options, e.g. `{ loop: true, startIndex: 1 }`. */
    opts?: CarouselOptions;
    plugins?: CarouselPlugins;
    orientation?: "horizontal" | "vertical";
    /** Receives the Embla API once it is ready (for thumbnails or custom controls). */
    setApi?: (api: CarouselApi) => void;
    /** How many slides it holds, when known: the server then renders its controls enabled. */
    slideCount?: number;
  };

type SlideState = {
  selectedIndex: number;
  slideCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

/** Where a carousel stands before Embla is there: from the slides in the page. */
function staticState(selectedIndex: number, slideCount: number, loop: boolean): SlideState {
  return {
    selectedIndex,
    slideCount,
    canScrollPrev: loop ? slideCount > 1 : selectedIndex > 0,
    canScrollNext: loop ? slideCount > 1 : selectedIndex < slideCount - 1,
  };
}

function emblaState(api: CarouselApi): SlideState {
  return {
    selectedIndex: api.selectedScrollSnap(),
    slideCount: api.scrollSnapList().length,
    canScrollPrev: api.canScrollPrev(),
    canScrollNext: api.canScrollNext(),
  };
}

/**
 * A named region with aria-roledescription="carousel". Previous and next are disabled at the ends
 * unless the carousel loops; the arrow keys scroll while focus is inside, and a polite live region
 * says which slide is showing. A move asked for while Embla loads (a button, a key, a swipe)
 * happens once it is there.
 */
export function Carousel({
  opts,
  plugins,
  orientation = "horizontal",
  setApi,
  slideCount: knownSlideCount = 0,
  className,
  children,
  ...props
}: CarouselProps) {
  const loop = opts?.loop ?? false;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [awake, setAwake] = useState(false);
  const [api, setEmblaApi] = useState<CarouselApi>();
  const [state, setState] = useState<SlideState>(() =>
    staticState(opts?.startIndex ?? 0, knownSlideCount, loop),
  );
  // The slide asked for before Embla is there.
  const pending = useRef(opts?.startIndex ?? 0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (api || !viewport) return;
    const count = viewport.firstElementChild?.childElementCount ?? 0;
    setState(staticState(pending.current, count, loop));
    // The markup shows the first slide: a carousel opening on another one needs Embla at once.
    if (pending.current !== 0) setAwake(true);
  }, [api, viewport, loop]);

  const readState = useCallback((current: CarouselApi) => setState(emblaState(current)), []);

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    if (api.selectedScrollSnap() !== pending.current) api.scrollTo(pending.current);
    readState(api);
    api.on("reInit", readState);
    api.on("select", readState);
    return () => {
      api.off("reInit", readState);
      api.off("select", readState);
    };
  }, [api, setApi, readState]);

  const wake = useCallback(() => setAwake(true), []);
  const { slideCount } = state;
  const moveWhenReady = useCallback(
    (index: number) => {
      if (slideCount > 0)
        pending.current = loop
          ? (index + slideCount) % slideCount
          : Math.min(Math.max(index, 0), slideCount - 1);
      setAwake(true);
    },
    [slideCount, loop],
  );
  const scrollPrev = useCallback(
    () => (api ? api.scrollPrev() : moveWhenReady(pending.current - 1)),
    [api, moveWhenReady],
  );
  const scrollNext = useCallback(
    () => (api ? api.scrollNext() : moveWhenReady(pending.current + 1)),
    [api, moveWhenReady],
  );
  const scrollTo = useCallback(
    (index: number, jump?: boolean) => (api ? api.scrollTo(index, jump) : moveWhenReady(index)),
    [api, moveWhenReady],
  );

  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    const previousKey = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
    const nextKey = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
    if (event.key === previousKey) {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === nextKey) {
      event.preventDefault();
      scrollNext();
    }
  }

  // A swipe begun before Embla is there is not Embla's to follow: it becomes one move.
  function handlePointerDown(event: React.PointerEvent<HTMLElement>) {
    wake();
    const onSlides = viewport?.contains(event.target as Node) ?? false;
    swipeStart.current = !api && onSlides ? { x: event.clientX, y: event.clientY } : null;
  }
  function handlePointerUp(event: React.PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const along = orientation === "horizontal" ? "x" : "y";
    const across = along === "x" ? "y" : "x";
    const moved = { x: event.clientX - start.x, y: event.clientY - start.y };
    if (Math.abs(moved[along]) < swipeDistance || Math.abs(moved[along]) < Math.abs(moved[across]))
      return;
    if (moved[along] < 0) scrollNext();
    else scrollPrev();
  }

  const options = useMemo(
    () => ({ ...opts, axis: orientation === "horizontal" ? ("x" as const) : ("y" as const) }),
    [opts, orientation],
  );
  const context = useMemo(
    () => ({ viewportRef: setViewport, orientation, scrollPrev, scrollNext, scrollTo, ...state }),
    [orientation, scrollPrev, scrollNext, scrollTo, state],
  );

  return (
    <CarouselContext.Provider value={context}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a named <section> is a region, which supports it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the region's buttons are the controls; pointer and focus here only wake the slider and read a swipe. */}
      <section
        data-slot="carousel"
        data-orientation={orientation}
        data-state={api ? "ready" : "static"}
        aria-roledescription="carousel"
        className={cn("relative", className)}
        {...props}
        onKeyDownCapture={handleKeyDown}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") wake();
        }}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onFocus={wake}
      >
        {children}
        <p data-slot="carousel-status" aria-live="polite" className="sr-only">
          {state.slideCount > 0 ? `Slide ${state.selectedIndex + 1} of ${state.slideCount}` : ""}
        </p>
        {awake && viewport ? (
          <Suspense fallback={null}>
            <CarouselEngine
              viewport={viewport}
              options={options}
              plugins={plugins}
              onReady={setEmblaApi}
            />
          </Suspense>
        ) : null}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { viewportRef, orientation } = useCarousel("CarouselContent");
  return (
    <div
      ref={viewportRef}
      data-slot="carousel-viewport"
      className={cn(
        "overflow-hidden",
        orientation === "horizontal" && "touch-pan-y touch-pinch-zoom",
      )}
    >
      <div
        data-slot="carousel-content"
        className={cn("flex", orientation === "horizontal" ? "-ml-4" : "-mt-4 flex-col", className)}
        {...props}
      />
    </div>
  );
}

export function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  const { orientation } = useCarousel("CarouselItem");
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group of content (APG carousel), not a form fieldset.
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      className={cn(
        "min-w-0 shrink-0 grow-0 basis-full",
        orientation === "horizontal" ? "pl-4" : "pt-4",
        className,
      )}
      {...props}
    />
  );
}

type CarouselButtonProps = Omit<IconButtonProps, "label"> & { label?: string };

export function CarouselPrevious({
  label = "Previous slide",
  variant = "outline",
  className,
  ...props
}: CarouselButtonProps) {
  const { scrollPrev, canScrollPrev } = useCarousel("CarouselPrevious");
  return (
    <IconButton
      data-slot="carousel-previous"
      label={label}
      variant={variant}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn("rounded-full", className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
    </IconButton>
  );
}

export function CarouselNext({
  label = "Next slide",
  variant = "outline",
  className,
  ...props
}: CarouselButtonProps) {
  const { scrollNext, canScrollNext } = useCarousel("CarouselNext");
  return (
    <IconButton
      data-slot="carousel-next"
      label={label}
      variant={variant}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn("rounded-full", className)}
      {...props}
    >
      <ChevronRightIcon aria-hidden="true" />
    </IconButton>
  );
}
