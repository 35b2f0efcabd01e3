import { type ComponentType, useId, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import { ContactFields, contactDefaults } from "../lead-forms/contact-fields.tsx";
import {
  HoneypotField,
  leadHoneypotField,
  TextField,
  termsNote,
} from "../lead-forms/text-field.tsx";
import type { CheckoutDetailsFormProps } from "./checkout-details.tsx";
import { type DetailsHandover, handoverFrom } from "./details-handover.ts";

type DetailsForm = ComponentType<CheckoutDetailsFormProps>;

/** The form's code: react-hook-form, zod and the checkout's schema, kept out of the first load. */
export const loadDetailsForm = (): Promise<DetailsForm> =>
  import("./checkout-details.tsx").then((module) => module.CheckoutDetailsForm);

type CheckoutDetailsProps = Omit<CheckoutDetailsFormProps, "handover"> & {
  /** Brings the form's code (stories hold it back to show what happens meanwhile). */
  load?: (() => Promise<DetailsForm>) | undefined;
};

/**
 * The details form, drawn as plain controls (the remembered details in them) until the shopper
 * first reaches for it: a mouse over it, a touch, focus inside, a send. Its code loads then and
 * takes over the same markup, keeping what was typed, the caret and focus, and sending if the
 * shopper sent meanwhile (the form checks the details first, exactly as it does later).
 */
export function CheckoutDetails({ load = loadDetailsForm, ...props }: CheckoutDetailsProps) {
  const [Form, setForm] = useState<DetailsForm | null>(null);
  const markup = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const loading = useRef(false);
  const handover = useRef<DetailsHandover | undefined>(undefined);
  const alertId = useId();
  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    void load().then((loaded) => setForm(() => loaded));
  };
  if (Form) {
    // Read as the form's code renders in place of the markup: no key can come in between.
    if (markup.current) handover.current ??= handoverFrom(markup.current, sent.current);
    return <Form {...props} handover={handover.current} />;
  }
  const values: Record<string, unknown> = {
    ...contactDefaults(props.initialValues),
    message: props.initialValues.message,
  };
  const plain = {
    register: (name: string) => {
      const value = values[name];
      return { name, defaultValue: typeof value === "string" ? value : undefined };
    },
    error: () => undefined,
  };
  // The frame's markup (see LeadFormFrame) with nothing yet to say.
  return (
    <form
      ref={markup}
      data-slot="checkout-details"
      data-state="idle"
      noValidate
      aria-busy={false}
      className="grid gap-4"
      onPointerOver={(event) => {
        // A touch passing over is no reach for the form; a mouse over it is.
        if (event.pointerType === "mouse") wake();
      }}
      onPointerDown={wake}
      onFocus={wake}
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = true;
        wake();
      }}
    >
      <ContactFields lead={plain} />
      <TextField label="Comments" error={undefined}>
        <Textarea rows={3} {...plain.register("message")} />
      </TextField>
      <HoneypotField registration={plain.register(leadHoneypotField)} />
      <p data-slot="lead-form-terms" className="text-muted-foreground text-sm">
        {termsNote}
      </p>
      <div id={alertId} role="alert" className="font-medium text-danger text-sm empty:hidden" />
      <div className="flex flex-wrap gap-2">
        {props.back ? (
          <Button type="button" variant="outline" onClick={props.back.go}>
            {props.back.label}
          </Button>
        ) : null}
        <Button type="submit" className="grow">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
