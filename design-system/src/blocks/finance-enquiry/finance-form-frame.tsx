import type { ReactNode } from "react";
import { Button } from "../../ui/button/button.tsx";
import { HoneypotField, leadHoneypotField } from "../lead-forms/form-fields.tsx";
import { financeFieldLabels } from "./finance-fields.tsx";
import type { FinanceFormState } from "./use-finance-form.ts";

/** The specification's heading of the form-level list of problems. */
const errorListHeading = "Please fix the following errors:";

/**
 * What the finance form has around its fields: above them, a failure and the list of problems;
 * below them the robot trap and the Back / Next / send buttons.
 */
export function FinanceFormFrame({
  state,
  submitLabel,
  children,
}: {
  state: FinanceFormState;
  submitLabel: string;
  children: ReactNode;
}) {
  const { lead, redirecting, errorList, attempt } = state;
  const { submitting, failure, alertId, lastStep, stepCount, step } = lead;
  const busy = submitting || redirecting;
  const formState = redirecting
    ? "redirecting"
    : submitting
      ? "submitting"
      : failure
        ? "failed"
        : "idle";
  return (
    <form
      id="finance-form"
      ref={lead.formRef}
      data-slot="finance-form"
      data-state={formState}
      data-step={stepCount > 1 ? step + 1 : undefined}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        attempt();
        if (lastStep) return void lead.submit(event);
        event.preventDefault();
        void lead.next();
      }}
      className="grid gap-4"
    >
      <div id={alertId} role="alert" className="font-medium text-danger text-sm empty:hidden">
        {failure}
      </div>
      {errorList.length > 0 ? (
        <div
          data-slot="finance-error-list"
          className="rounded-md border border-danger p-3 text-danger text-sm"
        >
          <p className="font-medium">{errorListHeading}</p>
          <ul className="list-disc ps-5">
            {errorList.map(({ name, message }) => (
              <li key={name}>
                {financeFieldLabels[name]}: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <HoneypotField registration={lead.register(leadHoneypotField)} />
      <div className="flex flex-wrap gap-2">
        {stepCount > 1 && step > 0 ? (
          <Button type="button" variant="outline" onClick={lead.back} disabled={busy}>
            Back
          </Button>
        ) : null}
        <Button
          type="submit"
          className="grow"
          disabled={busy}
          aria-describedby={failure ? alertId : undefined}
        >
          {!lastStep
            ? "Next"
            : redirecting
              ? "Redirecting…"
              : submitting
                ? "Sending…"
                : submitLabel}
        </Button>
      </div>
    </form>
  );
}
