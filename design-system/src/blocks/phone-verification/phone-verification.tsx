import { formatPhone } from "@storefront/rules/formatting/phone";
import { codeButtonLabels, codeLength } from "@storefront/rules/shopper/sign-in";
import { normaliseMobilePhone } from "@storefront/schemas/mobile-phone";
import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";

/** What a code request came to: sent (and when a new one may be asked for), or the message to show. */
export type SendCodeResult =
  | { sent: true; resendAfterSeconds: number }
  | { sent: false; message: string };

/** Asks for a code for the phone (national form); the caller does the request. */
export type SendCode = (phone: string) => Promise<SendCodeResult>;

/** The fields PhoneVerification adds to a form. */
export type PhoneVerificationValues = { phone_number: string; code: string };

/** The spec's states: not sent, then 'verificationSent', then 'verificationSubmitted'. */
export type VerificationState = "notSent" | "verificationSent" | "verificationSubmitted";

type PhoneVerificationProps<V extends FieldValues> = {
  form: UseFormReturn<V>;
  sendCode: SendCode;
  /** The form's names for the two fields (`phone_number` and `code` by default). */
  phoneField?: Path<V>;
  codeField?: Path<V>;
  /** Set by the form once the code is verified. */
  submitted?: boolean;
  /** Tells the form when a code has been sent (its submit then verifies). */
  onStateChange?: (state: VerificationState) => void;
  phoneLabel?: string;
  codeLabel?: string;
};

/**
 * The phone and code fields of a form that verifies a phone: 'Send Code' asks for a code
 * ('Sending...' meanwhile), then the phone is locked and the code field opens; 'Resend Code'
 * waits as long as the server says. A refused request shows its message.
 */
export function PhoneVerification<V extends FieldValues>({
  form,
  sendCode,
  phoneField = "phone_number" as Path<V>,
  codeField = "code" as Path<V>,
  submitted = false,
  onStateChange,
  phoneLabel = "Mobile",
  codeLabel = "Verification Code",
}: PhoneVerificationProps<V>) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [resendAfter, setResendAfter] = useState(0);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const state: VerificationState = submitted
    ? "verificationSubmitted"
    : sentTo
      ? "verificationSent"
      : "notSent";

  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  useEffect(() => {
    if (resendAfter <= 0) return;
    const timer = setTimeout(() => setResendAfter(0), resendAfter * 1000);
    return () => clearTimeout(timer);
  }, [resendAfter]);
  useEffect(() => {
    if (sentTo && !sending) codeInput.current?.focus();
  }, [sentTo, sending]);

  const send = async () => {
    if (!(await form.trigger(phoneField, { shouldFocus: true }))) return;
    setSending(true);
    setMessage(undefined);
    const typed = String(form.getValues(phoneField));
    const phone = normaliseMobilePhone(typed) ?? typed;
    const result = await sendCode(phone);
    setSending(false);
    if (!result.sent) {
      setMessage(result.message);
      return;
    }
    setSentTo(phone);
    setResendAfter(result.resendAfterSeconds);
  };

  const label = sending
    ? codeButtonLabels.sending
    : sentTo
      ? codeButtonLabels.sent
      : codeButtonLabels.notSent;
  const codeRegistration = form.register(codeField);
  const phoneError = form.formState.errors[phoneField]?.message;
  const codeError = form.formState.errors[codeField]?.message;
  return (
    <div data-slot="phone-verification" data-state={state} className="grid gap-4">
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          label={phoneLabel}
          error={typeof phoneError === "string" ? phoneError : undefined}
          required
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required
            readOnly={Boolean(sentTo) || sending}
            {...form.register(phoneField)}
            onKeyDown={(event) => {
              // Enter in the phone field asks for the code: there is nothing to submit yet.
              if (event.key !== "Enter" || sentTo || sending) return;
              event.preventDefault();
              void send();
            }}
          />
        </TextField>
        <Button
          type="button"
          variant="outline"
          disabled={sending || submitted || (Boolean(sentTo) && resendAfter > 0)}
          onClick={() => void send()}
          className={phoneError ? "sm:mb-7" : undefined}
        >
          {label}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {sentTo && !sending ? `Code sent to ${formatPhone(sentTo)}.` : ""}
      </p>
      {message ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {message}
        </p>
      ) : null}
      <TextField
        label={codeLabel}
        error={typeof codeError === "string" ? codeError : undefined}
        required
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength}
          aria-required
          disabled={!sentTo || submitted}
          {...codeRegistration}
          ref={(element) => {
            codeRegistration.ref(element);
            codeInput.current = element;
          }}
        />
      </TextField>
    </div>
  );
}
