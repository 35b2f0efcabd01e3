import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import { VehicleCardImage } from "../vehicle-card/vehicle-card-image.tsx";
import type { ChosenCar } from "./finance-types.ts";

type FinanceSidePanelProps = {
  chosen: ChosenCar;
  /** Heads the steps when no car is chosen. */
  title: string;
  steps: string[];
};

/** Beside the form: the car the enquiry is about, or the steps of the journey. */
export function FinanceSidePanel({ chosen, title, steps }: FinanceSidePanelProps) {
  const headingId = useId();
  if (chosen.status === "loading")
    return (
      <aside data-slot="finance-side-panel" data-state="loading" aria-busy="true">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="mt-3 h-6 w-3/4" />
      </aside>
    );
  if (chosen.status === "ready") {
    const { car } = chosen;
    return (
      <aside
        data-slot="finance-side-panel"
        data-state="car"
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      >
        <p className="font-medium text-muted-foreground text-sm">Financing this car</p>
        <VehicleCardImage src={car.imageUrl} alt="" priority={false} />
        <h2 id={headingId} className="font-heading font-semibold text-lg [overflow-wrap:anywhere]">
          {car.title}
        </h2>
        <p data-slot="finance-car-price" className="font-semibold text-xl">
          {car.priceText}
        </p>
        <SiteLink href={car.href} className="text-primary text-sm underline underline-offset-4">
          View this car
        </SiteLink>
      </aside>
    );
  }
  return (
    <aside
      data-slot="finance-side-panel"
      data-state="steps"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-lg">
        {title}
      </h2>
      <ol className="grid gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
