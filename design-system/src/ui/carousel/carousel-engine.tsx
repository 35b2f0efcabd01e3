import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";
import type { CarouselApi, CarouselOptions, CarouselPlugins } from "./carousel-context.ts";

type CarouselEngineProps = {
  /** The carousel's viewport, already in the page: Embla takes it over. */
  viewport: HTMLElement;
  options: CarouselOptions;
  plugins: CarouselPlugins;
  onReady: (api: CarouselApi) => void;
};

/** Embla on a carousel already rendered: loaded and started when the shopper first uses it. */
export function CarouselEngine({ viewport, options, plugins, onReady }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
