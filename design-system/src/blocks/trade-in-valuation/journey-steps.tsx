import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { contactFormSchema } from "@storefront/schemas/leads/lead-forms";
import {
  type AdjustmentAnswers,
  adjustmentAnswers,
  adjustmentQuestions,
  odometer,
} from "@storefront/schemas/leads/trade-in";
import { type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import { blankAsMissing, focusFirstInvalid, type StepErrors, stepErrors } from "./step-errors.ts";
import type { ContactDetails } from "./valuation-calls.ts";

/** A step's form: its fields, then Back and the button that moves on. */
function StepForm({
  onSubmit,
  onBack,
  submitLabel = "Next",
  busy = false,
  formRef,
  children,
}: {
  onSubmit: () => void;
  onBack: () => void;
  submitLabel?: string;
  busy?: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" className="grow" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function OdometerStep({
  km,
  onKm,
  onBack,
}: {
  km: number | undefined;
  onKm: (km: number) => void;
  onBack: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(km === undefined ? "" : String(km));
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = odometer.safeParse(value.trim() === "" ? undefined : value.trim());
    if (parsed.success) return onKm(parsed.data);
    setError(parsed.error.issues[0]?.message ?? "Enter the odometer in whole kilometres");
    focusFirstInvalid(formRef.current);
  };
  return (
    <StepForm formRef={formRef} onSubmit={submit} onBack={onBack}>
      <TextField label="Odometer (km)" error={error} required>
        <Input
          aria-required
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </TextField>
    </StepForm>
  );
}

type Answers = Partial<Record<keyof AdjustmentAnswers, boolean>>;

/** The FAQ's adjustment questions, each answered yes or no. */
export function QuestionsStep({
  answers,
  onAnswers,
  onBack,
}: {
  answers: AdjustmentAnswers | undefined;
  onAnswers: (answers: AdjustmentAnswers) => void;
  onBack: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [values, setValues] = useState<Answers>(answers ?? {});
  const [errors, setErrors] = useState<StepErrors>({});
  const submit = () => {
    const parsed = adjustmentAnswers.safeParse(values);
    if (parsed.success) return onAnswers(parsed.data);
    setErrors(stepErrors(parsed.error));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[data-invalid="true"] [role="radio"]')?.focus(),
    );
  };
  return (
    <StepForm formRef={formRef} onSubmit={submit} onBack={onBack}>
      {adjustmentQuestions.map(({ id, question }) => {
        const errorId = `${formId}-${id}-error`;
        const questionId = `${formId}-${id}-question`;
        const answer = values[id];
        return (
          <div key={id} data-invalid={errors[id] ? "true" : undefined} className="grid gap-2">
            <p id={questionId} className="mb-1 font-medium">
              {question}
            </p>
            <RadioGroup
              aria-labelledby={questionId}
              aria-describedby={errors[id] ? errorId : undefined}
              aria-invalid={errors[id] ? true : undefined}
              value={answer === undefined ? null : answer ? "yes" : "no"}
              onValueChange={(value) => setValues({ ...values, [id]: value === "yes" })}
              className="flex gap-6"
            >
              {(["Yes", "No"] as const).map((label) => (
                <div key={label} className="flex items-center gap-2">
                  <RadioGroupItem value={label.toLowerCase()} id={`${formId}-${id}-${label}`} />
                  <Label htmlFor={`${formId}-${id}-${label}`} className="font-normal text-base">
                    {label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errors[id] ? (
              <p id={errorId} className="text-danger text-sm">
                {errors[id]}
              </p>
            ) : null}
          </div>
        );
      })}
    </StepForm>
  );
}

const contactLabels = [
  ["name", "First Name", "given-name", "text"],
  ["last_name", "Last Name", "family-name", "text"],
  ["email", "Email", "email", "email"],
  ["phone", "Mobile", "tel", "tel"],
] as const;

/** The shopper's details for the dealer: a name and an email or mobile. */
export function DetailsStep({
  initialValues = {},
  submitLabel,
  busy,
  failure,
  onDetails,
  onBack,
}: {
  initialValues?: RememberedDetails | undefined;
  submitLabel: string;
  busy: boolean;
  failure: string | undefined;
  onDetails: (contact: ContactDetails) => void;
  onBack: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() =>
    Object.fromEntries(contactLabels.map(([name]) => [name, initialValues[name] ?? ""])),
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const submit = () => {
    const parsed = contactFormSchema.safeParse(blankAsMissing(values));
    if (!parsed.success) {
      setErrors(stepErrors(parsed.error));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    const { name, last_name, email, phone } = parsed.data;
    onDetails({
      name,
      ...(last_name ? { last_name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
    });
  };
  return (
    <StepForm
      formRef={formRef}
      onSubmit={submit}
      onBack={onBack}
      busy={busy}
      submitLabel={busy ? "Sending…" : submitLabel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {contactLabels.map(([name, label, autoComplete, type]) => (
          <TextField key={name} label={label} error={errors[name]} required={name === "name"}>
            <Input
              type={type}
              aria-required={name === "name"}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </TextField>
        ))}
      </div>
      <div role="alert" className="font-medium text-danger text-sm empty:hidden">
        {failure}
      </div>
    </StepForm>
  );
}
