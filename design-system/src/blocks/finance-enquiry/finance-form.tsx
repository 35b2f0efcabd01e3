import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs/tabs.tsx";
import {
  FinanceDetailsFields,
  FinancePhoneFields,
  FinanceSubscribeField,
  financeSteps,
} from "./finance-fields.tsx";
import { FinanceFormFrame } from "./finance-form-frame.tsx";
import { FinanceLoanFields } from "./finance-loan-fields.tsx";
import { FinanceQuote } from "./finance-quote.tsx";
import type { AskQuote, FinancePageSettings, SendCode } from "./finance-types.ts";
import type { FinanceFormState } from "./use-finance-form.ts";
import { useFinanceQuote } from "./use-finance-quote.ts";

export type FinanceFormProps = {
  state: FinanceFormState;
  settings: FinancePageSettings;
  ask: AskQuote;
  /** Asks for the phone's one-time code, where the phone is verified before sending. */
  sendCode?: SendCode | undefined;
};

/** The finance enquiry as one page: the loan and its estimate, the details, the phone. */
export function FinanceSinglePageForm({ state, settings, ask, sendCode }: FinanceFormProps) {
  const quote = useFinanceQuote(state.quoteRequest, ask);
  const { lead } = state;
  return (
    <FinanceFormFrame state={state} submitLabel={settings.buttonText}>
      <FinanceLoanFields lead={lead} quickPrices={settings.quickPriceOptions} />
      <FinanceQuote state={quote} />
      <FinanceDetailsFields lead={lead} postcode={settings.postcode} />
      <FinancePhoneFields lead={lead} sendCode={sendCode} />
      <FinanceSubscribeField lead={lead} />
    </FinanceFormFrame>
  );
}

/**
 * The finance enquiry in four steps, each a tab: Quick Estimate, Your Details, Instant
 * pre-approval and Apply to lender. A later tab opens only through Next, which checks the
 * step's fields; an earlier one opens at any time.
 */
export function FinanceStepsForm({ state, settings, ask, sendCode }: FinanceFormProps) {
  const quote = useFinanceQuote(state.quoteRequest, ask);
  const { lead } = state;
  const panels = [
    <>
      <FinanceLoanFields lead={lead} quickPrices={settings.quickPriceOptions} />
      <FinanceQuote state={quote} />
    </>,
    <FinanceDetailsFields key="details" lead={lead} postcode={settings.postcode} />,
    <FinancePhoneFields key="phone" lead={lead} sendCode={sendCode} />,
    <>
      <FinanceQuote state={quote} />
      <FinanceSubscribeField lead={lead} />
    </>,
  ];
  return (
    <Tabs value={String(lead.step)} onValueChange={(value) => lead.goTo(Number(value))}>
      <TabsList className="grid h-auto w-full grid-cols-2">
        {financeSteps.map((step, index) => (
          <TabsTrigger
            key={step.name}
            value={String(index)}
            disabled={index > lead.step}
            className="h-auto min-h-8 whitespace-normal py-1 text-center"
          >
            {step.name}
          </TabsTrigger>
        ))}
      </TabsList>
      <FinanceFormFrame state={state} submitLabel={settings.buttonText}>
        {financeSteps.map((step, index) => (
          <TabsContent
            key={step.name}
            value={String(index)}
            forceMount
            className="grid gap-4 data-[state=inactive]:hidden"
          >
            {index === lead.step ? panels[index] : null}
          </TabsContent>
        ))}
      </FinanceFormFrame>
    </Tabs>
  );
}
