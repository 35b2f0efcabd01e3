import { formatPhone } from "@storefront/rules/formatting/phone";
import {
  type RememberedDetails,
  type RememberedDetailsInput,
  rememberedDetails,
} from "@storefront/schemas/shopper/garage";
import { useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import {
  focusFirstInvalid,
  type StepErrors,
  stepErrors,
} from "../trade-in-valuation/step-errors.ts";
import type { GarageData } from "./garage-data.ts";

const fields = [
  { name: "name", label: "First Name", autoComplete: "given-name", type: "text" },
  { name: "last_name", label: "Last Name", autoComplete: "family-name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", type: "text" },
] as const;

/** The remembered details, edited in place; the phone is how the shopper signs in. */
export function DetailsSection({
  details,
  saveDetails,
}: {
  details: RememberedDetails;
  saveDetails: GarageData["saveDetails"];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<StepErrors>({});
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [failure, setFailure] = useState("");

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as RememberedDetailsInput;
    const parsed = rememberedDetails.safeParse(values);
    if (!parsed.success) {
      setErrors(stepErrors(parsed.error));
      setState("idle");
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    setState("saving");
    const answer = await saveDetails(values);
    if (answer.saved) return setState("saved");
    setErrors(Object.fromEntries((answer.problems ?? []).map((p) => [p.path, p.message])));
    setFailure(answer.message);
    setState("failed");
    focusFirstInvalid(formRef.current);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid max-w-xl gap-4"
      data-state={state}
    >
      <p>
        Mobile: <span className="font-semibold">{formatPhone(details.phone)}</span>{" "}
        <span className="text-muted-foreground text-sm">(you sign in with it)</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField key={field.name} label={field.label} error={errors[field.name]}>
            <Input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.name === "postcode" ? "numeric" : undefined}
              defaultValue={details[field.name] ?? ""}
            />
          </TextField>
        ))}
      </div>
      <Button type="submit" className="justify-self-start" disabled={state === "saving"}>
        {state === "saving" ? "Saving..." : "Save Details"}
      </Button>
      <p role="status" className="font-medium text-sm">
        {state === "saved" ? "Your details are saved." : ""}
      </p>
      {state === "failed" ? (
        <p role="alert" className="text-danger text-sm">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
