import { Controller } from "react-hook-form";
import { Input } from "../../ui/input/input.tsx";
import { CheckField, TextField } from "../lead-forms/form-fields.tsx";
import type { LeadForm } from "../lead-forms/use-lead-form.ts";
import { PhoneVerification } from "../phone-verification/phone-verification.tsx";
import type { SendCode } from "./finance-types.ts";

/** Every field's label, as the form-level error list names them. */
export const financeFieldLabels: Record<string, string> = {
  amount: "Purchase Price",
  term: "Loan Term",
  selfAssessedCreditScore: "Credit History",
  whoIsHelping: "Who is helping you?",
  name: "First Name",
  last_name: "Last Name",
  email: "Email",
  phone: "Mobile",
  code: "Code",
  postcode: "Postcode",
  subscribe: "Subscribe",
};

/** The four steps of the popup, each with its fields; the single page shows them all at once. */
export const financeSteps = [
  { name: "Quick Estimate", fields: ["amount", "term", "selfAssessedCreditScore"] },
  { name: "Your Details", fields: ["name", "last_name", "email", "postcode", "whoIsHelping"] },
  { name: "Instant pre-approval", fields: ["phone", "code"] },
  { name: "Apply to lender", fields: ["subscribe"] },
] as const;

/** First name, last name, email, the postcode where the site asks, and who is helping. */
export function FinanceDetailsFields({ lead, postcode }: { lead: LeadForm; postcode: boolean }) {
  const { register, error } = lead;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" error={error("name")} required>
        <Input autoComplete="given-name" aria-required {...register("name")} />
      </TextField>
      <TextField label="Last Name" error={error("last_name")}>
        <Input autoComplete="family-name" {...register("last_name")} />
      </TextField>
      <TextField label="Email" error={error("email")} required>
        <Input type="email" autoComplete="email" aria-required {...register("email")} />
      </TextField>
      {postcode ? (
        <TextField label="Postcode" error={error("postcode")} required>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            aria-required
            {...register("postcode")}
          />
        </TextField>
      ) : null}
      <TextField label="Who is helping you?" error={error("whoIsHelping")}>
        <Input autoComplete="off" {...register("whoIsHelping")} />
      </TextField>
    </div>
  );
}

/** The mobile number; where the phone is verified, with its Send Code button and code. */
export function FinancePhoneFields({ lead, sendCode }: { lead: LeadForm; sendCode?: SendCode }) {
  const { register, error, form } = lead;
  if (sendCode) {
    // The code request carries the details typed so far (the spec's user data).
    const requestCode = (phone: string) => {
      const [name, lastName, email] = form.getValues(["name", "last_name", "email"]) as string[];
      return sendCode({ phone_number: phone, first_name: name, last_name: lastName, email });
    };
    return (
      <PhoneVerification form={form} phoneField="phone" codeLabel="Code" sendCode={requestCode} />
    );
  }
  return (
    <TextField label="Mobile" error={error("phone")} required>
      <Input type="tel" autoComplete="tel" aria-required {...register("phone")} />
    </TextField>
  );
}

export function FinanceSubscribeField({ lead }: { lead: LeadForm }) {
  return (
    <Controller
      control={lead.form.control}
      name="subscribe"
      render={({ field }) => (
        <CheckField
          label="Keep me up to date with news and offers"
          checked={field.value === true}
          onChange={field.onChange}
        />
      )}
    />
  );
}
