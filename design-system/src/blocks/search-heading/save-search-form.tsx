import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";

type SaveSearchFormProps = {
  /** The server's word on the email, if it refused the last one. */
  error?: string | undefined;
  onSave: (email: string) => void;
  onCancel: () => void;
};

/** Asks for the email alerts go to; the browser checks its form before the server does. */
export function SaveSearchForm({ error, onSave, onCancel }: SaveSearchFormProps) {
  const [email, setEmail] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(email.trim());
  };
  return (
    <form
      data-slot="save-search-form"
      aria-label="Save this search"
      onSubmit={submit}
      className="flex basis-full flex-wrap items-end gap-3"
    >
      <Field className="min-w-64 flex-1">
        <FieldLabel>Email for alerts</FieldLabel>
        <FieldControl>
          <Input
            type="email"
            autoComplete="email"
            required
            // The form appears because the shopper asked for it: the field is where they type next.
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FieldControl>
        <FieldDescription>New matches and price drops, at most once a day.</FieldDescription>
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" size="md">
        Save search
      </Button>
      <Button type="button" variant="ghost" size="md" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
