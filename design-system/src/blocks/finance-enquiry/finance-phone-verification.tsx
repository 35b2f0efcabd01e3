import { codeButtonLabels, resendAfterSeconds } from "@storefront/rules/shopper/sign-in";
import { useEffect, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import type { LeadForm } from "../lead-forms/use-lead-form.ts";
import type { SendCode } from "./finance-types.ts";

type VerificationState = "not-sent" | "sending" | "verificationSent";

/**
 * The mobile number and its one-time code: the number must be valid before a code is sent;
 * once sent the number is locked and the code field opens; a new code no sooner than 30 s.
 */
export function FinancePhoneVerification({
  lead,
  sendCode,
}: {
  lead: LeadForm;
  sendCode: SendCode;
}) {
  const { form, register, error } = lead;
  const [state, setState] = useState<VerificationState>("not-sent");
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const alertId = useId();

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), resendAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [waiting]);

  // The code field opens with the sent code: focus moves there once it can take it.
  useEffect(() => {
    if (state === "verificationSent") form.setFocus("code");
  }, [state, form]);

  const send = async () => {
    setFailure(null);
    if (!(await form.trigger("phone"))) {
      form.setFocus("phone");
      return;
    }
    const previous = state;
    setState("sending");
    const [phone, firstName, lastName, email] = form.getValues([
      "phone",
      "name",
      "last_name",
      "email",
    ]) as string[];
    const result = await sendCode({
      phone_number: phone ?? "",
      first_name: firstName,
      last_name: lastName,
      email,
    });
    if (result.status === "sent") {
      setState("verificationSent");
      setWaiting(true);
      return;
    }
    setState(previous);
    setFailure(result.message);
  };

  const sent = state === "verificationSent";
  const label =
    state === "sending"
      ? codeButtonLabels.sending
      : sent
        ? codeButtonLabels.sent
        : codeButtonLabels.notSent;
  return (
    <div data-slot="finance-phone-verification" data-state={state} className="grid gap-4">
      <div className="grid items-end gap-2 sm:grid-cols-[1fr_auto]">
        <TextField label="Mobile" error={error("phone")} required>
          <Input
            type="tel"
            autoComplete="tel"
            aria-required
            readOnly={sent}
            {...register("phone")}
          />
        </TextField>
        <Button
          type="button"
          variant="outline"
          onClick={() => void send()}
          disabled={state === "sending" || waiting}
          aria-describedby={failure ? alertId : undefined}
        >
          {label}
        </Button>
      </div>
      <div id={alertId} role="alert" className="font-medium text-danger text-sm empty:hidden">
        {failure}
      </div>
      <TextField label="Code" error={error("code")} required>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required
          disabled={!sent}
          {...register("code")}
        />
      </TextField>
    </div>
  );
}
