import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Button } from "../../ui/button/button.tsx";
import { CheckField, HoneypotField, leadHoneypotField, termsNote } from "./form-fields.tsx";
import type { LeadForm } from "./use-lead-form.ts";

type LeadFormFrameProps = {
  lead: LeadForm;
  /** The form's `data-slot`. */
  slot: string;
  submitLabel: string;
  /** The names of the steps, when the form has several. */
  stepNames?: readonly string[];
  /** Back out of the form's first step, to what came before it (a checkout's step before). */
  back?: { label: string; go: () => void } | undefined;
  /** Asks for opt-in (checked by default) on the last step. */
  optIn?: boolean;
  children: ReactNode;
};

/**
 * What every lead form has around its fields: the step it is on, opt-in, the hidden robot
 * trap, the terms note, the failure alert and the Next / Back / send buttons.
 */
export function LeadFormFrame({
  lead,
  slot,
  submitLabel,
  stepNames = [],
  back,
  optIn = true,
  children,
}: LeadFormFrameProps) {
  const { form, register, submitting, failure, alertId, step, stepCount, lastStep } = lead;
  const multi = stepCount > 1;
  const state = submitting ? "submitting" : failure ? "failed" : "idle";
  return (
    <form
      ref={lead.formRef}
      data-slot={slot}
      data-state={state}
      data-step={multi ? step + 1 : undefined}
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        if (lastStep) return void lead.submit(event);
        event.preventDefault();
        void lead.next();
      }}
      className="grid gap-4"
    >
      {multi ? (
        <p data-slot="lead-form-step" className="font-medium text-muted-foreground text-sm">
          Step {step + 1} of {stepCount}
          {stepNames[step] ? `: ${stepNames[step]}` : ""}
        </p>
      ) : null}
      {children}
      {optIn && lastStep ? (
        <Controller
          control={form.control}
          name="opt_in"
          render={({ field }) => (
            <CheckField
              label="Keep me up to date with news and offers"
              checked={field.value === true}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
      <HoneypotField registration={register(leadHoneypotField)} />
      {lastStep ? (
        <p data-slot="lead-form-terms" className="text-muted-foreground text-sm">
          {termsNote}
        </p>
      ) : null}
      <div id={alertId} role="alert" className="font-medium text-danger text-sm empty:hidden">
        {failure}
      </div>
      <div className="flex flex-wrap gap-2">
        {multi && step > 0 ? (
          <Button type="button" variant="outline" onClick={lead.back} disabled={submitting}>
            Back
          </Button>
        ) : back ? (
          <Button type="button" variant="outline" onClick={back.go} disabled={submitting}>
            {back.label}
          </Button>
        ) : null}
        <Button
          type="submit"
          className="grow"
          disabled={submitting}
          aria-describedby={failure ? alertId : undefined}
        >
          {!lastStep ? "Next" : submitting ? "Sending…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
