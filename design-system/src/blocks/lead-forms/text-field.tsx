import { leadHoneypotField } from "@storefront/schemas/leads/lead-honeypot";
import type { ComponentProps, ReactElement } from "react";
import { Field, FieldControl, FieldError, FieldLabel } from "../../ui/field/field.tsx";

// The form parts whose markup needs neither zod nor react-hook-form: a form the server or the
// first load draws before its code arrives (the checkout's details) uses them too.

/** The specification's terms note, word for word. */
export const termsNote = "* You must agree to the terms of use before submitting the form.";

/** A labelled control with its error under it; a required one is marked with a star. */
export function TextField({
  label,
  error,
  required = false,
  children,
}: {
  label: string;
  error: string | undefined;
  required?: boolean;
  children: ReactElement;
}) {
  return (
    <Field>
      <FieldLabel>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </FieldLabel>
      <FieldControl>{children}</FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** People never see this field; robots fill it in, and their leads are refused. */
export function HoneypotField({ registration }: { registration: ComponentProps<"input"> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

export { leadHoneypotField };
