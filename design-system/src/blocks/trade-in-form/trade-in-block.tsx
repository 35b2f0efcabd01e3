import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { LeadFormSection } from "../lead-forms/lead-form-section.tsx";
import { TradeInForm } from "./trade-in-form.tsx";

type TradeInBlockProps = {
  title: string;
  submitLabel: string;
  steps: "single" | "multi";
  /** The category the connector sends. */
  category: string;
  initialValues: RememberedDetails;
  send: SendLeadForm;
};

/** The trade-in page's lead form. */
export function TradeInBlock({ title, category: _category, ...form }: TradeInBlockProps) {
  return (
    <LeadFormSection title={title} slot="trade-in">
      <TradeInForm {...form} />
    </LeadFormSection>
  );
}
