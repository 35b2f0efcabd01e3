import { formatNumber } from "@storefront/rules/formatting/format";
import {
  countUpFigure,
  salesCounterTiming,
  salesThisMonth,
} from "@storefront/rules/sales-counter/sales-counter";
import type { BlockProps } from "@storefront/schemas";
import { useEffect, useId, useRef, useState } from "react";

/** The figure on the clock, moved on every 150 s with a 2 s count-up (none for reduced motion). */
function useSalesFigure(clock: () => Date) {
  const [figure, setFigure] = useState(() => salesThisMonth(clock()));
  const shown = useRef(figure);
  useEffect(() => {
    let frame = 0;
    const show = (value: number) => {
      shown.current = value;
      setFigure(value);
    };
    const moveOn = () => {
      const from = shown.current;
      const to = salesThisMonth(clock());
      cancelAnimationFrame(frame);
      if (from === to || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        show(to);
        return;
      }
      const start = performance.now();
      const step = (time: number) => {
        show(countUpFigure(from, to, time - start));
        if (time - start < salesCounterTiming.countUpMs) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    // The server's figure may be a span behind the browser's clock by the time the page runs.
    show(salesThisMonth(clock()));
    const timer = setInterval(moveOn, salesCounterTiming.everyMs);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [clock]);
  return figure;
}

const systemClock = () => new Date();

/** The 'Sales this Month' counter; `clock` is the time it reads (the machine's by default). */
export function SalesCounter({
  title,
  clock = systemClock,
}: BlockProps<"sales-counter"> & { clock?: () => Date }) {
  const titleId = useId();
  const figure = useSalesFigure(clock);
  return (
    <section
      data-slot="sales-counter"
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-7xl flex-col items-center gap-1 px-4 py-8 text-center"
    >
      <p
        data-slot="sales-counter-figure"
        className="font-bold font-heading text-5xl text-primary tabular-nums"
        suppressHydrationWarning
      >
        {formatNumber(figure)}
      </p>
      <h2 id={titleId} className="font-heading font-semibold text-lg">
        {title}
      </h2>
    </section>
  );
}
