export {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "./carousel.tsx";
export type { CarouselApi } from "./carousel-context.ts";
