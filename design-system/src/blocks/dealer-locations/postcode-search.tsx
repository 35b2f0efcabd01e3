import type { Coordinates } from "@storefront/rules/locations/distance";
import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";

// The server's own check, loaded when the shopper first asks (zod/mini, a few KB).
const postcodeCheck = () => import("@storefront/schemas/postcode-lookup");

/** Places an Australian postcode; undefined when it is no postcode. */
export type Geocode = (postcode: string) => Promise<Coordinates | undefined>;

/** The shopper's postcode, placed on the map to measure each location's distance. */
export function PostcodeSearch({
  geocode,
  onPlaced,
}: {
  geocode: Geocode;
  onPlaced: (origin: (Coordinates & { postcode: string }) | undefined) => void;
}) {
  const [postcode, setPostcode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    setBusy(true);
    const { shopperPostcode, invalidPostcode } = await postcodeCheck();
    const checked = shopperPostcode.safeParse(postcode);
    const value = checked.success ? checked.data : "";
    const placed = checked.success ? await geocode(value).catch(() => undefined) : undefined;
    setBusy(false);
    if (!placed) {
      setError(invalidPostcode);
      onPlaced(undefined);
      return;
    }
    onPlaced({ ...placed, postcode: value });
  };
  return (
    <form
      data-slot="postcode-search"
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label="Distance from your postcode"
    >
      <Field invalid={!!error} className="w-40">
        <FieldLabel>Your postcode</FieldLabel>
        <FieldControl>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
          />
        </FieldControl>
        <FieldError role="alert">{error}</FieldError>
      </Field>
      <Button type="submit" disabled={busy} className="mb-0.5 self-start mt-7">
        Find nearest
      </Button>
    </form>
  );
}
