import { defaultCreditScore, financeJourney } from "@storefront/rules/finance/finance-enquiry";
import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import {
  type FinanceEnquiryValues,
  type FinanceQuoteRequest,
  financeEnquiryFormSchema,
} from "@storefront/schemas/leads/finance-enquiry";
import { useMemo, useState } from "react";
import type { LeadFormResult } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";
import { financeSteps } from "./finance-fields.tsx";
import type { FinanceQuoteCar, SendFinanceEnquiry } from "./finance-types.ts";

type FinanceFormOptions = {
  steps: "popup" | "single-page";
  postcode: boolean;
  /** The phone is verified with a code before sending. */
  code: boolean;
  car: FinanceQuoteCar;
  initialValues?: RememberedDetails | undefined;
  initialAmount?: number | undefined;
  send: SendFinanceEnquiry;
};

const allFields = financeSteps.flatMap((step) => [...step.fields]);

/**
 * The finance enquiry's form state: the lead form's (checks by the shared schema, steps that
 * check their own fields, the first problem focused) with the loan's defaults, the quote
 * request the loan makes, and the send that ends in the lender's page.
 */
export function useFinanceForm({
  steps,
  postcode,
  code,
  car,
  initialValues,
  initialAmount,
  send,
}: FinanceFormOptions) {
  const schema = useMemo(() => financeEnquiryFormSchema({ postcode, code }), [postcode, code]);
  const [redirecting, setRedirecting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const lead = useLeadForm({
    schema,
    fields: allFields,
    steps: steps === "popup" ? financeSteps.map((step) => step.fields) : undefined,
    defaultValues: {
      amount: initialAmount ?? financeJourney.amount.default,
      term: financeJourney.term.default,
      selfAssessedCreditScore: defaultCreditScore,
      whoIsHelping: "",
      name: initialValues?.name ?? "",
      last_name: initialValues?.last_name ?? "",
      email: initialValues?.email ?? "",
      phone: initialValues?.phone ?? "",
      code: "",
      postcode: initialValues?.postcode ?? "",
      subscribe: false,
      extra_notes: "",
    },
    send: async (values): Promise<LeadFormResult> => {
      const result = await send(values as FinanceEnquiryValues);
      if (result.status === "redirecting") {
        setRedirecting(true);
        return { status: "sent" };
      }
      return { status: "refused", message: result.message, problems: [] };
    },
  });
  const [amount, term, selfAssessedCreditScore, whoIsHelping] = lead.form.watch([
    "amount",
    "term",
    "selfAssessedCreditScore",
    "whoIsHelping",
  ]) as [number, number, FinanceEnquiryValues["selfAssessedCreditScore"], string];
  const quoteRequest: FinanceQuoteRequest = {
    selfAssessedCreditScore,
    purchasePrice: amount,
    loanTerm: term,
    ...car,
    ...(whoIsHelping?.trim() ? { whoIsHelping: whoIsHelping.trim() } : {}),
  };
  /** The problems to list above the form, by field label, once the shopper has tried to go on. */
  const errorList = attempted
    ? allFields.flatMap((name) => {
        const message = lead.error(name);
        return message ? [{ name, message }] : [];
      })
    : [];
  return { lead, quoteRequest, redirecting, errorList, attempt: () => setAttempted(true) };
}

export type FinanceFormState = ReturnType<typeof useFinanceForm>;
