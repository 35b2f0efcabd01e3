import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type { BlockProps } from "@storefront/schemas";
import { useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { FinanceSinglePageForm, FinanceStepsForm } from "./finance-form.tsx";
import { type FeaturedCars, FinanceLanding } from "./finance-landing.tsx";
import { FinancePopup } from "./finance-popup.tsx";
import { FinanceSampleWording } from "./finance-sample-wording.tsx";
import { FinanceSidePanel } from "./finance-side-panel.tsx";
import type {
  AskQuote,
  ChosenCar,
  FinancePageSettings,
  SendCode,
  SendFinanceEnquiry,
} from "./finance-types.ts";
import { useFinanceForm } from "./use-finance-form.ts";

export type FinanceEnquiryData = {
  settings: FinancePageSettings;
  chosen: ChosenCar;
  featured: FeaturedCars;
  usedCarsHref: string;
  initialValues?: RememberedDetails | undefined;
  /** The purchase price to start from (the link's budget), else the journey's default. */
  initialAmount?: number | undefined;
  ask: AskQuote;
  send: SendFinanceEnquiry;
  /**
   * Asks for the phone's one-time code: with it the form asks for the code, which the sending
   * checks first; without it the form asks for the mobile number only.
   */
  sendCode?: SendCode | undefined;
};

/**
 * The finance page: with no car chosen the 'Get Finance Now' landing; the form (a single page,
 * or the four-step popup) beside the side panel; the sample wording.
 */
export function FinanceEnquiry({
  landingTitle,
  panelTitle,
  settings,
  chosen,
  featured,
  usedCarsHref,
  initialValues,
  initialAmount,
  ask,
  send,
  sendCode,
}: BlockProps<"finance-enquiry"> & FinanceEnquiryData) {
  const car = chosen.status === "ready" ? chosen.car : undefined;
  const state = useFinanceForm({
    steps: settings.pageForm,
    postcode: settings.postcode,
    code: sendCode !== undefined,
    car: car ? { year: car.year, vin: car.vin, nvic: car.nvic } : {},
    initialValues,
    initialAmount,
    send,
  });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const popup = settings.pageForm === "popup";
  const formProps = { state, settings, ask, sendCode };

  const startLabel = chosen.status === "none" ? "Start Finance Journey" : settings.buttonText;
  const start = popup ? (
    <Button ref={opener} type="button" onClick={() => setOpen(true)}>
      {startLabel}
    </Button>
  ) : (
    <LinkButton href="#finance-form">Start Finance Journey</LinkButton>
  );

  return (
    <section data-slot="finance-enquiry" data-variant={settings.pageForm} className="grid gap-8">
      {chosen.status === "none" ? (
        <FinanceLanding
          title={landingTitle}
          featured={featured}
          start={start}
          usedCarsHref={usedCarsHref}
        />
      ) : null}
      <div className={settings.sidePanel ? "grid gap-6 md:grid-cols-[1fr_20rem]" : "grid gap-6"}>
        <div className="grid content-start gap-4">
          {popup ? (
            <>
              {chosen.status !== "none" ? <div>{start}</div> : null}
              <FinancePopup
                open={open}
                onOpenChange={setOpen}
                returnFocus={opener}
                about={car?.title}
              >
                <FinanceStepsForm {...formProps} />
              </FinancePopup>
            </>
          ) : (
            <FinanceSinglePageForm {...formProps} />
          )}
        </div>
        {settings.sidePanel ? (
          <FinanceSidePanel chosen={chosen} title={panelTitle} steps={settings.steps} />
        ) : null}
      </div>
      <FinanceSampleWording variant={settings.sampleWording} />
    </section>
  );
}
