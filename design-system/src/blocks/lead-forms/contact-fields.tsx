import type { ComponentProps } from "react";
import { Input } from "../../ui/input/input.tsx";
import { TextField } from "./text-field.tsx";

/**
 * What binds the fields to their form: a lead form (`useLeadForm`), or plain controls with
 * their starting values while the form's code is still on its way.
 */
type ContactBindings = {
  register: (name: string) => ComponentProps<"input">;
  error: (name: string) => string | undefined;
};

/** The contact fields' names, the first step of a form of several. */
export const contactFieldNames = ["name", "last_name", "email", "phone", "postcode"] as const;

/** First name, last name, email, mobile and (unless left out) postcode. */
export function ContactFields({
  lead,
  postcode = true,
}: {
  lead: ContactBindings;
  postcode?: boolean;
}) {
  const { register, error } = lead;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" error={error("name")} required>
        <Input autoComplete="given-name" aria-required {...register("name")} />
      </TextField>
      <TextField label="Last Name" error={error("last_name")}>
        <Input autoComplete="family-name" {...register("last_name")} />
      </TextField>
      <TextField label="Email" error={error("email")}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </TextField>
      <TextField label="Mobile" error={error("phone")}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </TextField>
      {postcode ? (
        <TextField label="Postcode" error={error("postcode")}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register("postcode")} />
        </TextField>
      ) : null}
    </div>
  );
}

/** The details remembered from an earlier form, as the contact fields' starting values. */
export const contactDefaults = (remembered: Partial<Record<string, string>> = {}) => ({
  name: remembered.name ?? "",
  last_name: remembered.last_name ?? "",
  email: remembered.email ?? "",
  phone: remembered.phone ?? "",
  postcode: remembered.postcode ?? "",
  opt_in: true,
  extra_notes: "",
});
