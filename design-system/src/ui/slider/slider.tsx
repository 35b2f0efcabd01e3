import * as SliderPrimitive from "@radix-ui/react-slider";
import type * as React from "react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

type SliderProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "preserveThumbOrder"
> & {
  value?: number[];
  defaultValue?: number[];
  onValueChange?: (value: number[]) => void;
  /** The accessible name of each thumb, in order, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels?: string[];
  /** What assistive technology reads for a value, e.g. "$25,000" instead of "25000". */
  getValueText?: (value: number) => string;
};

/**
 * Radix slider with one thumb per value. Keyboard: arrows move one step, Page Up/Down ten steps,
 * Home/End to the ends of the focused thumb's own range. Thumbs keep their order and stay at least
 * `minStepsBetweenThumbs` steps apart (default 1), so a minimum never passes its maximum.
 */
export function Slider({
  className,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  thumbLabels,
  getValueText,
  disabled,
  ...props
}: SliderProps) {
  const [uncontrolledValues, setUncontrolledValues] = useState(defaultValue ?? [min]);
  const values = value ?? uncontrolledValues;

  function changeValues(next: number[]) {
    if (value === undefined) setUncontrolledValues(next);
    onValueChange?.(next);
  }

  // Radix sends Home to the first thumb and End to the last whichever thumb has focus; a range
  // slider should move the focused thumb as far as its neighbour allows instead.
  function handleThumbKeyDown(index: number, event: React.KeyboardEvent) {
    if (disabled || (event.key !== "Home" && event.key !== "End")) return;
    event.preventDefault();
    const gap = minStepsBetweenThumbs * step;
    const lowest = index === 0 ? min : values[index - 1]! + gap;
    const highest = index === values.length - 1 ? max : values[index + 1]! - gap;
    const next = values.with(index, event.key === "Home" ? lowest : highest);
    if (next[index] === values[index]) return;
    changeValues(next);
    onValueCommit?.(next);
  }

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      preserveThumbOrder
      value={values}
      onValueChange={changeValues}
      onValueCommit={onValueCommit}
      disabled={disabled}
      className={cn(
        "relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional: the first is always the lowest value.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          data-slot="slider-thumb"
          aria-label={thumbLabels?.[index]}
          aria-valuetext={getValueText?.(thumbValue)}
          onKeyDown={(event) => handleThumbKeyDown(index, event)}
          className={cn(
            "block size-5 cursor-grab rounded-full border-2 border-ring bg-background shadow-sm data-[disabled]:cursor-not-allowed",
            focusRing,
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
