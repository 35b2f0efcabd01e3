import type useEmblaCarousel from "embla-carousel-react";
import { createContext, useContext } from "react";

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

export type CarouselContextValue = {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  orientation: "horizontal" | "vertical";
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(part: string): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error(`<${part}> must be used inside <Carousel>`);
  return context;
}
