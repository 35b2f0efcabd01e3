import { formatMoney } from "@storefront/rules/formatting/format";
import { tradeIn } from "@storefront/schemas/leads/lead";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { TextField } from "../lead-forms/text-field.tsx";
import type {
  CheckoutSent,
  CheckoutStepBack,
  CheckoutTradeInChoice,
  CheckoutValuation,
} from "./checkout-steps.ts";

const carFields = [
  { name: "make", label: "Make", required: true },
  { name: "model", label: "Model", required: true },
  { name: "year", label: "Year", required: true, numeric: true },
  { name: "km", label: "Odometer (km)", numeric: true },
  { name: "rego", label: "Rego" },
] as const;
type CarField = (typeof carFields)[number]["name"];
type CarValues = Record<CarField, string>;

/** A typed number: digits with thousands separators allowed; blank is none. */
const numberOf = (value: string) =>
  value.trim() === "" ? undefined : Number(value.replaceAll(",", "").trim());

/** The described car as the checkout's schema reads it. */
const carOf = (values: CarValues) => ({
  make: values.make.trim(),
  model: values.model.trim(),
  year: numberOf(values.year),
  km: numberOf(values.km),
  rego: values.rego.trim() || undefined,
});

/** The valuation's car, km and estimate in a line. */
const valuationLabel = ({ car, km, low, high }: CheckoutValuation) =>
  `${car.year} ${car.make} ${car.model}, ${km.toLocaleString("en-AU")} km: ${
    low !== null && high !== null
      ? `estimated ${formatMoney(low)} – ${formatMoney(high)}`
      : "no online estimate"
  }`;

export type CheckoutTradeInStepProps = {
  valuations: CheckoutValuation[];
  initial?: CheckoutTradeInChoice | undefined;
  submitLabel: string;
  send: (choice: CheckoutTradeInChoice) => Promise<CheckoutSent>;
  /** Back to the step before, where there is one. */
  back?: CheckoutStepBack | undefined;
};

const emptyCar: CarValues = { make: "", model: "", year: "", km: "", rego: "" };

const carValuesOf = (initial: CheckoutTradeInChoice | undefined): CarValues => {
  const car = initial?.trade_in;
  if (!car) return emptyCar;
  return {
    make: car.make,
    model: car.model,
    year: String(car.year),
    km: car.km === undefined ? "" : String(car.km),
    rego: car.rego ?? "",
  };
};

/**
 * The checkout's trade-in: none, one of the shopper's own valuations, or their car described for
 * the dealer to value (checked as the server checks it). Sending it starts the deposit.
 */
export function CheckoutTradeInStep({
  valuations,
  initial,
  submitLabel,
  send,
  back,
}: CheckoutTradeInStepProps) {
  const [choice, setChoice] = useState(() =>
    initial?.valuation_id && valuations.some((valuation) => valuation.id === initial.valuation_id)
      ? `valuation:${initial.valuation_id}`
      : initial?.trade_in
        ? "describe"
        : "none",
  );
  const [car, setCar] = useState(() => carValuesOf(initial));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    let sending: CheckoutTradeInChoice = {};
    if (choice.startsWith("valuation:")) sending = { valuation_id: choice.slice(10) };
    if (choice === "describe") {
      const parsed = tradeIn.safeParse(carOf(car));
      if (!parsed.success) {
        setErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
        );
        setAlert("Check your car's details.");
        return;
      }
      sending = { trade_in: parsed.data };
    }
    setErrors({});
    setAlert("");
    setBusy(true);
    const sent = await send(sending);
    setBusy(false);
    if (sent.status === "sent") return;
    setErrors(
      Object.fromEntries(
        sent.problems.map((problem) => [problem.path.replace(/^trade_in\./, ""), problem.message]),
      ),
    );
    setAlert(
      sent.problems.find((problem) => problem.path === "valuation_id")?.message ?? sent.message,
    );
  };

  const option = (value: string, label: string) => (
    <div key={value} className="flex items-start gap-2">
      <RadioGroupItem value={value} id={`${id}-${value}`} className="mt-0.5" />
      <Label htmlFor={`${id}-${value}`} className="font-normal text-base leading-normal">
        {label}
      </Label>
    </div>
  );

  return (
    <form
      data-slot="checkout-trade-in"
      noValidate
      aria-busy={busy}
      onSubmit={submit}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <p id={`${id}-question`} className="mb-2 font-medium">
          Do you have a car to trade in?
        </p>
        <RadioGroup
          aria-labelledby={`${id}-question`}
          value={choice}
          onValueChange={setChoice}
          className="gap-2"
        >
          {option("none", "No trade-in")}
          {valuations.map((valuation) =>
            option(`valuation:${valuation.id}`, `Use my valuation: ${valuationLabel(valuation)}`),
          )}
          {option("describe", "Describe my car for the dealer to value")}
        </RadioGroup>
      </div>
      {choice === "describe" ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium">Your car</legend>
          {carFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              error={errors[field.name]}
              required={"required" in field}
            >
              <Input
                name={field.name}
                value={car[field.name]}
                aria-required={"required" in field || undefined}
                inputMode={"numeric" in field ? "numeric" : undefined}
                autoComplete="off"
                onChange={(event) => setCar({ ...car, [field.name]: event.target.value })}
              />
            </TextField>
          ))}
        </fieldset>
      ) : null}
      <div role="alert" className="font-medium text-danger text-sm empty:hidden">
        {alert}
      </div>
      <div className="flex flex-wrap gap-2">
        {back ? (
          <Button type="button" variant="outline" onClick={back.go}>
            {back.label}
          </Button>
        ) : null}
        <Button type="submit" className="grow" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
