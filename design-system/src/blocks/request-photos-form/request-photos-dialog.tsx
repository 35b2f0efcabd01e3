import { LeadDialog, type LeadDialogFrame } from "../lead-forms/lead-dialog.tsx";
import { RequestPhotosForm, type RequestPhotosFormProps } from "./request-photos-form.tsx";

type RequestPhotosDialogProps = RequestPhotosFormProps & LeadDialogFrame;

/** The request-photos form in a dialog; its code loads when first opened. */
export function RequestPhotosDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  ...form
}: RequestPhotosDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      about={about}
      slot="request-photos-dialog"
    >
      <RequestPhotosForm {...form} />
    </LeadDialog>
  );
}
