import { checkoutDetails } from "@storefront/schemas/shopper/checkout";
import { useEffect, useLayoutEffect } from "react";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import {
  ContactFields,
  contactDefaults,
  contactFieldNames,
} from "../lead-forms/contact-fields.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { LeadFormResult } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";
import type { CheckoutStepBack } from "./checkout-steps.ts";
import type { DetailsHandover } from "./details-handover.ts";

/** The details a reservation or hold request carries, checked as the server checks them. */
const checkoutFieldNames = [...contactFieldNames, "message"] as const;

/** The form's values as the reservation's details: only its own fields, blanks left out. */
const detailsOf = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    checkoutFieldNames.flatMap((name) => {
      const value = values[name];
      return typeof value === "string" && value.trim() !== "" ? [[name, value.trim()]] : [];
    }),
  );

export type CheckoutDetailsFormProps = {
  submitLabel: string;
  /** Back to the checkout's step before, where there is one. */
  back?: CheckoutStepBack | undefined;
  initialValues: Partial<Record<string, string>>;
  send: (details: Record<string, string>) => Promise<LeadFormResult>;
  /** What the shopper did in the form's first-load markup, before this code arrived. */
  handover?: DetailsHandover | undefined;
};

/** The shopper's details: the lead forms' contact fields (remembered ones filled) and comments. */
export function CheckoutDetailsForm({
  submitLabel,
  back,
  initialValues,
  send,
  handover,
}: CheckoutDetailsFormProps) {
  const lead = useLeadForm({
    schema: checkoutDetails,
    fields: checkoutFieldNames,
    toLead: detailsOf,
    send: (values) => send(detailsOf(values)),
    defaultValues: { ...contactDefaults(initialValues), message: initialValues.message ?? "" },
  });
  // Before the browser paints or takes the next key: what was typed counts as typed here, and
  // focus and the caret are where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form replaces its markup
  useLayoutEffect(() => {
    if (!handover) return;
    for (const [name, value] of Object.entries(handover.values))
      if (value !== lead.form.getValues(name))
        lead.form.setValue(name, value, { shouldDirty: true });
    const { focus } = handover;
    const control = focus && lead.formRef.current?.elements[focus.index];
    if (control instanceof HTMLElement) control.focus();
    if (
      focus?.selection &&
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    )
      control.setSelectionRange(...focus.selection);
  }, []);
  // After react-hook-form's own start (which would drop a send begun before it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form replaces its markup
  useEffect(() => {
    if (handover?.send) lead.formRef.current?.requestSubmit();
  }, []);
  return (
    <LeadFormFrame
      lead={lead}
      slot="checkout-details"
      submitLabel={submitLabel}
      back={back}
      optIn={false}
    >
      <ContactFields lead={lead} />
      <TextField label="Comments" error={lead.error("message")}>
        <Textarea rows={3} {...lead.register("message")} />
      </TextField>
    </LeadFormFrame>
  );
}
