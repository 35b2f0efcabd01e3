import type useEmblaCarousel from "embla-carousel-react";
import { createContext, useContext } from "react";

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
export type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

export type CarouselContextValue = {
  viewportRef: (element: HTMLDivElement | null) => void;
  orientation: "horizontal" | "vertical";
  scrollPrev: () => void;
  scrollNext: () => void;
  /** Moves to a slide; `jump` skips the animation. */
  scrollTo: (index: number, jump?: boolean) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  slideCount: number;
};

export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(part: string): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error(`<${part}> must be used inside <Carousel>`);
  return context;
}
