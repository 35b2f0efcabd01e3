import { type ReactNode, useEffect, useId, useRef } from "react";

type StepFrameProps = {
  /** The step's block type, mirrored as `data-step`. */
  step: string;
  heading: string;
  intro?: string | undefined;
  /** The shopper moved here from another step: the heading takes focus as it appears. */
  focusOnShow?: boolean | undefined;
  children: ReactNode;
};

/**
 * One checkout step as it shows while it is the shopper's: its heading (focused when reached from
 * another step, so keyboard and screen reader users land on it), its introduction and its form.
 */
export function StepFrame({ step, heading, intro, focusOnShow, children }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: as the step appears, once
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, []);
  return (
    <section
      data-slot="checkout-step"
      data-step={step}
      data-state="current"
      aria-labelledby={headingId}
      className="mx-auto grid w-full max-w-3xl gap-4 px-4 pb-6"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-xl outline-none"
      >
        {heading}
      </h3>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
