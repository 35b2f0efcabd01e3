import {
  clampToRange,
  type NumberRange,
  numberText,
  typedWithin,
} from "@storefront/rules/finance/calculator";
import { useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { Input } from "../../ui/input/input.tsx";

type CalculatorFieldProps = {
  label: string;
  value: number;
  /** The slider's limits and step. */
  slider: NumberRange;
  /**
   * Reads typed text as the value (stripped, then clamped or floored by the field's rule); by
   * default, kept within the slider's limits.
   */
  read?: (text: string) => number;
  onValue: (value: number) => void;
  /** What assistive technology reads for the slider's value, e.g. "$30,000". */
  valueText: (value: number) => string;
  /** Help text under the field, when it applies. */
  help?: string | undefined;
};

/** A loan term for assistive technology: "1 year", "5 years". */
export const yearsText = (value: number) => `${value} ${value === 1 ? "year" : "years"}`;

/**
 * A number the shopper types or slides: a text box (kept as typed while focused) beside a native
 * range input, both named by the label; arrows, Page Up/Down and Home/End move the slider.
 */
export function CalculatorField({
  label,
  value,
  slider,
  read = (text) => typedWithin(text, slider),
  onValue,
  valueText,
  help,
}: CalculatorFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div data-slot="finance-calculator-field" className="grid gap-2">
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="font-medium text-sm">
        {label}
      </label>
      <div className="grid grid-cols-[minmax(0,7rem)_1fr] items-center gap-3">
        <Input
          id={`${id}-text`}
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? String(value)}
          aria-describedby={help ? `${id}-help` : undefined}
          onFocus={() => setDraft(String(value))}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const text = numberText(event.target.value);
            setDraft(text);
            onValue(read(text));
          }}
        />
        <input
          type="range"
          aria-labelledby={`${id}-label`}
          aria-valuetext={valueText(value)}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={clampToRange(value, slider)}
          onChange={(event) => onValue(Number(event.target.value))}
          className={cn("h-6 w-full cursor-pointer accent-primary", focusRing)}
        />
      </div>
      {help ? (
        <p
          id={`${id}-help`}
          data-slot="finance-calculator-help"
          className="text-muted-foreground text-sm"
        >
          {help}
        </p>
      ) : null}
    </div>
  );
}
