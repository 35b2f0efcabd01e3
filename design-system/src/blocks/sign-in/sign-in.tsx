import { zodResolver } from "@hookform/resolvers/zod";
import type { BlockProps } from "@storefront/schemas";
import { phoneVerificationForm } from "@storefront/schemas/shopper/sign-in";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Button } from "../../ui/button/button.tsx";
import {
  PhoneVerification,
  type PhoneVerificationValues,
  type SendCode,
  type VerificationState,
} from "../phone-verification/phone-verification.tsx";

/** What a code check came to: signed in, or the message to show above the form. */
export type VerifyResult = { signedIn: true } | { signedIn: false; message: string };

type SignInProps = BlockProps<"sign-in"> & {
  sendCode: SendCode;
  verify: (values: PhoneVerificationValues) => Promise<VerifyResult>;
  /** Where 'Back' goes: the page the shopper came from. */
  backHref: string;
};

/** Sign-in by phone one-time code: send a code, type it, and be signed in. */
export function SignIn({ intro, submitLabel, backLabel, sendCode, verify, backHref }: SignInProps) {
  const form = useForm<PhoneVerificationValues>({
    resolver: zodResolver(phoneVerificationForm),
    defaultValues: { phone_number: "", code: "" },
    mode: "onSubmit",
  });
  const [state, setState] = useState<VerificationState>("notSent");
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const onStateChange = useCallback((next: VerificationState) => setState(next), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    const result = await verify(values);
    if (result.signedIn) setSubmitted(true);
    else setError(result.message);
  });

  return (
    <section data-slot="sign-in" className="mx-auto grid w-full max-w-md gap-6 px-4 py-8">
      {intro ? <p>{intro}</p> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-danger p-3 font-medium text-danger">
          {error}
        </p>
      ) : null}
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (state !== "notSent") void onSubmit(event);
        }}
      >
        <PhoneVerification
          form={form}
          sendCode={sendCode}
          submitted={submitted}
          onStateChange={onStateChange}
        />
        <Button
          type="submit"
          disabled={state === "notSent" || form.formState.isSubmitting || submitted}
        >
          {submitLabel}
        </Button>
      </form>
      <SiteLink href={backHref} className="justify-self-start underline underline-offset-4">
        {backLabel}
      </SiteLink>
    </section>
  );
}
