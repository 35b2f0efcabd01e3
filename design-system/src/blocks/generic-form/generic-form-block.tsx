import type { GenericField } from "@storefront/schemas/leads/lead-forms";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { LeadFormSection } from "../lead-forms/lead-form-section.tsx";
import { GenericForm } from "./generic-form.tsx";

type GenericFormBlockProps = {
  title: string;
  submitLabel: string;
  categories: string[];
  fields: GenericField[];
  initialValues: Partial<Record<string, string>>;
  send: SendLeadForm;
};

/** A marketer's form on its page. */
export function GenericFormBlock({ title, ...form }: GenericFormBlockProps) {
  return (
    <LeadFormSection title={title} slot="generic">
      <GenericForm {...form} />
    </LeadFormSection>
  );
}
