import type { BlockProps } from "@storefront/schemas";
import type { AdjustmentAnswers, TradeInCar, Valuation } from "@storefront/schemas/leads/trade-in";
import { useRef, useState } from "react";
import { LeadFormSection } from "../lead-forms/lead-form-section.tsx";
import { CarStep } from "./car-step.tsx";
import { DetailsStep, OdometerStep, QuestionsStep } from "./journey-steps.tsx";
import type { ContactDetails, TradeInValuationData } from "./valuation-calls.ts";
import { ValuationResult } from "./valuation-result.tsx";

const stepNames = ["Your car", "Odometer", "About your car", "Your details"] as const;

const carName = (car: TradeInCar) =>
  [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");

type TradeInValuationProps = BlockProps<"trade-in-valuation"> & TradeInValuationData;

/**
 * The trade-in valuation journey: the car, the odometer, the FAQ's questions and the shopper's
 * details, one step at a time (focus moves to each step's heading), then the valuation.
 */
export function TradeInValuation({
  title,
  // The connector sends the lead under it.
  category: _category,
  submitLabel,
  choices,
  initialValues,
  lookupRego,
  requestValuation,
  acceptOffer,
}: TradeInValuationProps) {
  const [step, setStep] = useState(0);
  const [car, setCar] = useState<TradeInCar>();
  const [km, setKm] = useState<number>();
  const [answers, setAnswers] = useState<AdjustmentAnswers>();
  const [valuation, setValuation] = useState<Valuation>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new step is announced by moving focus to its heading once it has rendered.
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  const go = (next: number) => {
    setStep(next);
    focusHeading();
  };

  const send = async (contact: ContactDetails) => {
    if (!car || km === undefined || !answers) return;
    setBusy(true);
    setFailure(undefined);
    const answer = await requestValuation({ car, km, adjustmentAnswers: answers, contact });
    setBusy(false);
    if (answer.status === "failed") return setFailure(answer.message);
    setValuation(answer.valuation);
    focusHeading();
  };

  const heading = valuation
    ? "Your valuation"
    : `Step ${step + 1} of ${stepNames.length}: ${stepNames[step]}`;
  return (
    <LeadFormSection title={title} slot="trade-in-valuation">
      <div data-slot="trade-in-valuation-step" data-step={valuation ? "result" : step + 1}>
        <h3 ref={headingRef} tabIndex={-1} className="mb-4 font-medium outline-none">
          {heading}
        </h3>
        {car && step > 0 && !valuation ? (
          <p className="mb-4 text-muted-foreground text-sm">Your car: {carName(car)}</p>
        ) : null}
        {valuation ? (
          <ValuationResult valuation={valuation} acceptOffer={acceptOffer} />
        ) : step === 0 ? (
          choices ? (
            <CarStep
              choices={choices}
              car={car}
              lookupRego={lookupRego}
              onCar={(found) => {
                setCar(found);
                go(1);
              }}
            />
          ) : (
            <p role="status">Loading the makes and models…</p>
          )
        ) : step === 1 ? (
          <OdometerStep
            km={km}
            onBack={() => go(0)}
            onKm={(value) => {
              setKm(value);
              go(2);
            }}
          />
        ) : step === 2 ? (
          <QuestionsStep
            answers={answers}
            onBack={() => go(1)}
            onAnswers={(value) => {
              setAnswers(value);
              go(3);
            }}
          />
        ) : (
          <DetailsStep
            initialValues={initialValues}
            submitLabel={submitLabel}
            busy={busy}
            failure={failure}
            onBack={() => go(2)}
            onDetails={send}
          />
        )}
      </div>
    </LeadFormSection>
  );
}
