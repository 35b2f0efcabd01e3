import {
  type CreditScore,
  creditScoreLabels,
  creditScores,
  financeJourney,
  priceDigits,
  purchasePrice,
  type QuickPriceVariant,
  quickPriceOptions,
} from "@storefront/rules/finance/finance-enquiry";
import { formatMoney } from "@storefront/rules/formatting/format";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { Slider } from "../../ui/slider/slider.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import type { LeadForm } from "../lead-forms/use-lead-form.ts";

/** The purchase price: raw digits while focused, clamped and applied on blur, money otherwise. */
function PurchasePriceInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "onChange"> & {
  value: number;
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={typed ?? formatMoney(value)}
      onFocus={() => setTyped(String(value))}
      onChange={(event) => setTyped(priceDigits(event.target.value))}
      onBlur={() => {
        if (typed !== null) onChange(purchasePrice(typed));
        setTyped(null);
      }}
    />
  );
}

const years = (term: number) => `${term} year${term === 1 ? "" : "s"}`;

/** Purchase price (with one-press quick prices), loan term and credit history. */
export function FinanceLoanFields({
  lead,
  quickPrices,
}: {
  lead: LeadForm;
  quickPrices: QuickPriceVariant;
}) {
  const { form, error } = lead;
  const termId = useId();
  const creditId = useId();
  const amount = form.watch("amount") as number;
  return (
    <div className="grid gap-4">
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <TextField label="Purchase Price" error={error("amount")} required>
            <PurchasePriceInput
              name={field.name}
              ref={field.ref}
              aria-required
              value={field.value as number}
              onChange={field.onChange}
            />
          </TextField>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Quick price options</legend>
        <div className="flex flex-wrap gap-2">
          {quickPriceOptions(quickPrices).map((price) => (
            <Button
              key={price}
              type="button"
              size="sm"
              variant={amount === price ? "primary" : "outline"}
              aria-pressed={amount === price}
              onClick={() => form.setValue("amount", price, { shouldDirty: true })}
            >
              {formatMoney(price)}
            </Button>
          ))}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="term"
        render={({ field }) => (
          <div className="grid gap-2">
            <div className="flex justify-between">
              <Label id={termId}>Loan Term</Label>
              <span data-slot="finance-term-value" className="font-medium text-sm">
                {years(field.value as number)}
              </span>
            </div>
            <Slider
              aria-labelledby={termId}
              thumbLabels={["Loan Term"]}
              min={financeJourney.term.min}
              max={financeJourney.term.max}
              step={financeJourney.term.step}
              value={[field.value as number]}
              getValueText={years}
              onValueChange={([term]) => field.onChange(term)}
            />
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="selfAssessedCreditScore"
        render={({ field }) => (
          <div className="grid gap-2">
            <p id={creditId} className="font-medium text-sm">
              Credit History
            </p>
            <RadioGroup
              aria-labelledby={creditId}
              value={field.value as CreditScore}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-4"
            >
              {creditScores.map((score) => (
                <div key={score} className="flex items-center gap-2">
                  <RadioGroupItem value={score} id={`${creditId}-${score}`} />
                  <Label htmlFor={`${creditId}-${score}`} className="font-normal">
                    {creditScoreLabels[score]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        )}
      />
    </div>
  );
}
