import type { CalculatorValues } from "@storefront/rules/finance/calculator";
import type { RepaymentFrequency } from "@storefront/rules/finance/repayment";
import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { lazy } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { DialogButton } from "../lead-forms/dialog-button.tsx";
import type { LeadFormResult } from "../lead-forms/lead-form-result.ts";

// The enquiry's code (react-hook-form, the lead schema, the focus trap) loads when first opened.
const FinanceEnquiryDialog = lazy(() =>
  import("./finance-enquiry-dialog.tsx").then((module) => ({
    default: module.FinanceEnquiryDialog,
  })),
);

/** What the calculator shows when the shopper sends the enquiry. */
export type CalculatorState = {
  values: CalculatorValues;
  frequency: RepaymentFrequency;
  paymentText: string;
};

/** The site's call to action: the finance enquiry in a dialog, or a link to enquire. */
export type FinanceCallToAction =
  | {
      kind: "get-finance-now";
      /** The vehicle's title, which the dialog names. */
      about: string;
      initialValues: RememberedDetails;
      /** Sends the shopper's checked values with the calculator's figures. */
      send: (
        values: Record<string, unknown>,
        calculator: CalculatorState,
      ) => Promise<LeadFormResult>;
    }
  | { kind: "enquire-now"; href: string };

type Labels = {
  getFinanceLabel: string;
  enquireLabel: string;
  formTitle: string;
  submitLabel: string;
};

export function FinanceCallToActionButton({
  action,
  calculator,
  labels,
}: {
  action: FinanceCallToAction;
  calculator: CalculatorState;
  labels: Labels;
}) {
  if (action.kind === "enquire-now") {
    return (
      <LinkButton asChild size="lg" className="self-start">
        <SiteLink href={action.href}>{labels.enquireLabel}</SiteLink>
      </LinkButton>
    );
  }
  const { about, initialValues, send } = action;
  return (
    <DialogButton
      slot="finance-enquiry"
      dialog={(dialog) => (
        <FinanceEnquiryDialog
          {...dialog}
          title={labels.formTitle}
          about={about}
          submitLabel={labels.submitLabel}
          initialValues={initialValues}
          send={(values) => send(values, calculator)}
        />
      )}
    >
      {labels.getFinanceLabel}
    </DialogButton>
  );
}
