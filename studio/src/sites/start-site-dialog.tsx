import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { newSiteIdProblem } from "@storefront/schemas/studio/site-id";
import { type FormEvent, useRef, useState } from "react";
import { freeSiteId } from "./free-site-id.ts";
import type { TakenSiteIds } from "./taken-site-ids.ts";

export type StartSiteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template's name, as the list shows it. */
  templateName: string;
  /** Says what the site starts from, when it is not a template (a rooftop of a group). */
  description?: string | undefined;
  taken: TakenSiteIds;
  pending: boolean;
  /** A refusal from the server (an id taken meanwhile), shown on the id field. */
  serverError?: string | undefined;
  onStart: (site: { name: string; slug: string }) => void;
};

/**
 * Asks a new site's name and id before it is started from a template. The id follows the name
 * until it is typed in, and is checked as it is typed against every draft and export, by the
 * rule the server checks again.
 */
export function StartSiteDialog({
  open,
  onOpenChange,
  templateName,
  description,
  taken,
  pending,
  serverError,
  onStart,
}: StartSiteDialogProps) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTyped, setSlugTyped] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const nameError = submitted && !name.trim() ? "Give the site a name" : undefined;
  const slugProblem = newSiteIdProblem(slug, taken);
  const slugError = serverError ?? (submitted || slug ? slugProblem : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return nameInput.current?.focus();
    if (slugProblem) return slugInput.current?.focus();
    onStart({ name: name.trim(), slug });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setName("");
          setSlug("");
          setSlugTyped(false);
          setSubmitted(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogTitle>Start a new site</DialogTitle>
        <DialogDescription>
          {description ??
            `From the ${templateName} template. Give the new site its own name and id.`}
        </DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <Field>
            <FieldLabel>Site name</FieldLabel>
            <FieldControl>
              <Input
                ref={nameInput}
                value={name}
                autoComplete="off"
                onChange={(event) => {
                  setName(event.target.value);
                  if (!slugTyped) setSlug(freeSiteId(event.target.value, taken));
                }}
              />
            </FieldControl>
            <FieldError>{nameError}</FieldError>
          </Field>
          <Field>
            <FieldLabel>Site id</FieldLabel>
            <FieldControl>
              <Input
                ref={slugInput}
                value={slug}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setSlug(event.target.value);
                  setSlugTyped(true);
                }}
              />
            </FieldControl>
            <FieldDescription>
              Names the site's export folder; it can change until the site is first exported.
            </FieldDescription>
            <FieldError>{slugError}</FieldError>
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? "Starting…" : "Start site"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
