import { regoStates } from "@storefront/schemas/leads/lead";
import {
  type RegoLookupAnswer,
  type RegoLookupRequest,
  regoLookupRequest,
  type TradeInCar,
  type TradeInCarChoices,
  tradeInCar,
} from "@storefront/schemas/leads/trade-in";
import { useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Select } from "../../ui/select/select.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import { blankAsMissing, focusFirstInvalid, type StepErrors, stepErrors } from "./step-errors.ts";

const carStepMessages = {
  notFound: "We could not find a car with that rego. Choose your car below instead.",
  lookupFailed: "The rego lookup is not working just now: choose your car below instead.",
} as const;

/** The years a car can be picked from: next year back 30 years. */
const pickableYears = (today = new Date()) =>
  Array.from({ length: 31 }, (_, index) => today.getFullYear() + 1 - index);

type CarStepProps = {
  choices: TradeInCarChoices;
  car: TradeInCar | undefined;
  lookupRego: (request: RegoLookupRequest) => Promise<RegoLookupAnswer>;
  onCar: (car: TradeInCar) => void;
};

/** The car: by rego and state where the site has a rego lookup, else (or on request) picked. */
export function CarStep({ choices, car, lookupRego, onCar }: CarStepProps) {
  const [mode, setMode] = useState<"rego" | "pick">(choices.regoLookup ? "rego" : "pick");
  const [notice, setNotice] = useState<string>();
  const [rego, setRego] = useState<Partial<RegoLookupRequest>>({});
  const pick = (message?: string) => {
    setNotice(message);
    setMode("pick");
  };
  return (
    <div className="grid gap-4">
      {notice ? (
        <p role="alert" className="font-medium text-sm">
          {notice}
        </p>
      ) : null}
      {mode === "rego" ? (
        <RegoForm
          onFound={(found, asked) => {
            setRego(asked);
            if (found.found) onCar(found.car);
            else pick(carStepMessages.notFound);
          }}
          onFailed={() => pick(carStepMessages.lookupFailed)}
          lookupRego={lookupRego}
        />
      ) : (
        <PickForm choices={choices} car={car} rego={rego} onCar={onCar} />
      )}
      {mode === "rego" ? (
        <Button type="button" variant="link" className="justify-self-start" onClick={() => pick()}>
          Choose my car instead
        </Button>
      ) : null}
    </div>
  );
}

function RegoForm({
  lookupRego,
  onFound,
  onFailed,
}: {
  lookupRego: CarStepProps["lookupRego"];
  onFound: (answer: RegoLookupAnswer, asked: RegoLookupRequest) => void;
  onFailed: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ rego: "", regoState: "" });
  const [errors, setErrors] = useState<StepErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = regoLookupRequest.safeParse(blankAsMissing(values));
    if (!parsed.success) {
      setErrors(stepErrors(parsed.error));
      return focusFirstInvalid(formRef.current);
    }
    setErrors({});
    setBusy(true);
    try {
      onFound(await lookupRego(parsed.data), parsed.data);
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Rego" error={errors.rego} required>
          <Input
            aria-required
            autoComplete="off"
            value={values.rego}
            onChange={(event) => setValues({ ...values, rego: event.target.value })}
          />
        </TextField>
        <TextField label="State" error={errors.regoState} required>
          <Select
            aria-required
            value={values.regoState}
            onChange={(event) => setValues({ ...values, regoState: event.target.value })}
          >
            <option value="">Select…</option>
            {regoStates.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </Select>
        </TextField>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Finding…" : "Find My Car"}
      </Button>
    </form>
  );
}

function PickForm({
  choices,
  car,
  rego,
  onCar,
}: {
  choices: TradeInCarChoices;
  car: TradeInCar | undefined;
  rego: Partial<RegoLookupRequest>;
  onCar: (car: TradeInCar) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    make: car?.make ?? "",
    model: car?.model ?? "",
    year: car ? String(car.year) : "",
    badge: car?.badge ?? "",
  });
  const [errors, setErrors] = useState<StepErrors>({});
  const models = choices.models.filter((entry) => entry.make === values.make);
  const badges = models.find((entry) => entry.model === values.model)?.badges ?? [];
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [field]: event.target.value,
      // A new make or model clears what depended on it.
      ...(field === "make" ? { model: "", badge: "" } : field === "model" ? { badge: "" } : {}),
    }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const given = blankAsMissing(values);
    const parsed = tradeInCar.safeParse({
      ...given,
      ...(given.year ? { year: Number(given.year) } : {}),
      ...rego,
    });
    if (!parsed.success) {
      setErrors(stepErrors(parsed.error));
      return focusFirstInvalid(formRef.current);
    }
    onCar(parsed.data);
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Make" error={errors.make} required>
          <Select aria-required value={values.make} onChange={set("make")}>
            <option value="">Select…</option>
            {choices.makes.map((make) => (
              <option key={make}>{make}</option>
            ))}
          </Select>
        </TextField>
        <TextField label="Model" error={errors.model} required>
          {models.length > 0 ? (
            <Select aria-required value={values.model} onChange={set("model")}>
              <option value="">Select…</option>
              {models.map((entry) => (
                <option key={entry.model}>{entry.model}</option>
              ))}
            </Select>
          ) : (
            <Input aria-required autoComplete="off" value={values.model} onChange={set("model")} />
          )}
        </TextField>
        <TextField label="Year" error={errors.year} required>
          <Select aria-required value={values.year} onChange={set("year")}>
            <option value="">Select…</option>
            {pickableYears().map((year) => (
              <option key={year}>{year}</option>
            ))}
          </Select>
        </TextField>
        <TextField label="Badge" error={errors.badge}>
          {badges.length > 0 ? (
            <Select value={values.badge} onChange={set("badge")}>
              <option value="">Not sure</option>
              {badges.map((badge) => (
                <option key={badge}>{badge}</option>
              ))}
            </Select>
          ) : (
            <Input autoComplete="off" value={values.badge} onChange={set("badge")} />
          )}
        </TextField>
      </div>
      <Button type="submit">Next</Button>
    </form>
  );
}
