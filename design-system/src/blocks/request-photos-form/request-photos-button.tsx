import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { ImagesIcon } from "lucide-react";
import { lazy } from "react";
import { DialogButton } from "../lead-forms/dialog-button.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";

// The dialog's code (react-hook-form, the lead schema, the focus trap) loads when first opened.
const RequestPhotosDialog = lazy(() =>
  import("./request-photos-dialog.tsx").then((module) => ({
    default: module.RequestPhotosDialog,
  })),
);

type RequestPhotosButtonProps = {
  buttonLabel: string;
  title: string;
  submitLabel: string;
  /** The lead's request text and category, which the connector sends. */
  request: string;
  category: string;
  subcategory: string;
  /** The vehicle's title, which the dialog names. */
  about: string;
  /** Photos are asked for while the vehicle is for sale. */
  available: boolean;
  initialValues: RememberedDetails;
  send: SendLeadForm;
};

/** The vehicle page's 'Request More Photos' button and the form it opens. */
export function RequestPhotosButton({
  buttonLabel,
  title,
  about,
  available,
  request: _request,
  category: _category,
  subcategory: _subcategory,
  ...form
}: RequestPhotosButtonProps) {
  if (!available) return null;
  return (
    <DialogButton
      slot="request-photos"
      variant="outline"
      dialog={(dialog) => <RequestPhotosDialog {...dialog} {...form} title={title} about={about} />}
    >
      <ImagesIcon aria-hidden />
      {buttonLabel}
    </DialogButton>
  );
}
