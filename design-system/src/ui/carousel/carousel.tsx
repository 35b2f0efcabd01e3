import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { IconButton, type IconButtonProps } from "../button/button.tsx";
import { type CarouselApi, CarouselContext, useCarousel } from "./carousel-context.ts";

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

type CarouselProps = Omit<React.ComponentProps<"section">, "aria-label" | "aria-labelledby"> &
  ({ "aria-label": string } | { "aria-labelledby": string }) & {
    /** Embla options, e.g. `{ loop: true, startIndex: 1 }`. */
    opts?: CarouselOptions;
    plugins?: CarouselPlugins;
    orientation?: "horizontal" | "vertical";
    /** Receives the Embla API once it is ready (for thumbnails or custom controls). */
    setApi?: (api: CarouselApi) => void;
  };

/**
 * A named region with aria-roledescription="carousel". Previous and next are disabled at the ends
 * unless the carousel loops; the arrow keys scroll while focus is inside, and a polite live region
 * says which slide is showing.
 */
export function Carousel({
  opts,
  plugins,
  orientation = "horizontal",
  setApi,
  className,
  children,
  ...props
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(
    { ...opts, axis: orientation === "horizontal" ? "x" : "y" },
    plugins,
  );
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [slideCount, setSlideCount] = useState(0);

  const readState = useCallback((current: CarouselApi) => {
    setCanScrollPrev(current.canScrollPrev());
    setCanScrollNext(current.canScrollNext());
    setSelectedIndex(current.selectedScrollSnap());
    setSlideCount(current.scrollSnapList().length);
  }, []);

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    readState(api);
    api.on("reInit", readState);
    api.on("select", readState);
    return () => {
      api.off("reInit", readState);
      api.off("select", readState);
    };
  }, [api, setApi, readState]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

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

  const context = useMemo(
    () => ({ viewportRef, orientation, scrollPrev, scrollNext, canScrollPrev, canScrollNext }),
    [viewportRef, orientation, scrollPrev, scrollNext, canScrollPrev, canScrollNext],
  );

  return (
    <CarouselContext.Provider value={context}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a named <section> is a region, which supports it. */}
      <section
        data-slot="carousel"
        data-orientation={orientation}
        aria-roledescription="carousel"
        onKeyDownCapture={handleKeyDown}
        className={cn("relative", className)}
        {...props}
      >
        {children}
        <p data-slot="carousel-status" aria-live="polite" className="sr-only">
          {slideCount > 0 ? `Slide ${selectedIndex + 1} of ${slideCount}` : ""}
        </p>
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { viewportRef, orientation } = useCarousel("CarouselContent");
  return (
    <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden">
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
