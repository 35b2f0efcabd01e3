import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { CarFrontIcon } from "lucide-react";
import { lazy } from "react";
import { DialogButton } from "../lead-forms/dialog-button.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { LeadFormSection } from "../lead-forms/lead-form-section.tsx";

// The form's code (react-hook-form, the lead schema, the dialog) loads when it is needed.
const TestDriveDialog = lazy(() =>
  import("./test-drive-dialog.tsx").then((module) => ({ default: module.TestDriveDialog })),
);
const TestDriveForm = lazy(() =>
  import("./test-drive-form.tsx").then((module) => ({ default: module.TestDriveForm })),
);

type TestDriveBlockProps = {
  presentation: "dialog" | "page";
  buttonLabel: string;
  title: string;
  submitLabel: string;
  steps: "single" | "multi";
  askDateTime: boolean;
  /** The category the connector sends. */
  category: string;
  /** What the booking is about: the vehicle's title, or empty on the booking page. */
  about: string;
  /** A sold vehicle cannot be test driven: the button is not shown. */
  bookable: boolean;
  /** A 'Test Drive Only' car makes booking its main action. */
  testDriveOnly: boolean;
  initialValues: RememberedDetails;
  send: SendLeadForm;
};

/** 'Book a Test Drive': a button opening the form in a dialog, or the form on its page. */
export function TestDriveBlock({
  presentation,
  buttonLabel,
  title,
  about,
  bookable,
  testDriveOnly,
  category: _category,
  ...form
}: TestDriveBlockProps) {
  if (!bookable) return null;
  if (presentation === "page")
    return (
      <LeadFormSection title={about ? `${title}: ${about}` : title} slot="test-drive" clientOnly>
        <TestDriveForm {...form} />
      </LeadFormSection>
    );
  return (
    <DialogButton
      slot="test-drive"
      variant={testDriveOnly ? "primary" : "outline"}
      dialog={(dialog) => <TestDriveDialog {...dialog} {...form} title={title} about={about} />}
    >
      <CarFrontIcon aria-hidden />
      {buttonLabel}
    </DialogButton>
  );
}
