import { formatMoney, formatMoneyCents } from "@storefront/rules/formatting/format";
import type { BlockProps } from "@storefront/schemas";
import type { DeliveryEstimate } from "@storefront/schemas/delivery";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";

type DeliveryCalculatorData = {
  /**
   * The delivery price for a postcode: the region and its price, or null when no region covers
   * the postcode. A rejected promise is a failed lookup.
   */
  estimate: (postcode: string) => Promise<DeliveryEstimate | null>;
};

type DeliveryState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "result"; estimate: DeliveryEstimate }
  | { status: "error"; message: string };

// The postcode check (zod) loads when the shopper comes to the form, not with the page.
const postcodeCheck = () => import("@storefront/schemas/delivery");

const price = (dollars: number) =>
  Number.isInteger(dollars) ? formatMoney(dollars) : formatMoneyCents(dollars);

/** A delivery price for the shopper's postcode: idle, loading, the region's price, or an error. */
export function DeliveryCalculator({
  title,
  estimate,
}: BlockProps<"delivery-calculator"> & DeliveryCalculatorData) {
  const [postcode, setPostcode] = useState("");
  const [state, setState] = useState<DeliveryState>({ status: "idle" });
  const latest = useRef(0);
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = ++latest.current;
    const { deliveryMessages, deliveryPostcode } = await postcodeCheck();
    const checked = deliveryPostcode.safeParse(postcode);
    if (!checked.success) {
      setState({
        status: "error",
        message: checked.error.issues[0]?.message ?? deliveryMessages.missingPostcode,
      });
      return;
    }
    setState({ status: "loading" });
    let next: DeliveryState;
    try {
      const found = await estimate(checked.data);
      next = found
        ? { status: "result", estimate: found }
        : { status: "error", message: deliveryMessages.unsupportedPostcode };
    } catch {
      next = { status: "error", message: deliveryMessages.unsupportedPostcode };
    }
    if (request === latest.current) setState(next);
  };

  return (
    <section
      data-slot="delivery-calculator"
      data-state={state.status}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={submit}
        onFocus={postcodeCheck}
        className="flex flex-wrap items-end gap-3"
      >
        <Field className="min-w-40 flex-1">
          <FieldLabel>Postcode</FieldLabel>
          <FieldControl>
            <Input
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={postcode}
              onChange={(event) => setPostcode(event.target.value)}
            />
          </FieldControl>
          <FieldError>{state.status === "error" ? state.message : null}</FieldError>
        </Field>
        <Button type="submit" aria-disabled={state.status === "loading" || undefined}>
          Calculate
        </Button>
      </form>
      <p data-slot="delivery-calculator-status" role="status" className="min-h-6">
        {state.status === "loading" ? (
          <span className="text-muted-foreground">Calculating delivery…</span>
        ) : state.status === "result" ? (
          <>
            Delivery to {state.estimate.name}:{" "}
            <strong className="font-semibold">{price(state.estimate.price)}</strong>
          </>
        ) : null}
      </p>
    </section>
  );
}
