import { LeadDialog, type LeadDialogFrame } from "../lead-forms/lead-dialog.tsx";
import { TestDriveForm, type TestDriveFormProps } from "./test-drive-form.tsx";

type TestDriveDialogProps = TestDriveFormProps & LeadDialogFrame;

/** The test-drive form in a dialog; its code loads when first opened. */
export function TestDriveDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  ...form
}: TestDriveDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      about={about}
      slot="test-drive-dialog"
    >
      <TestDriveForm {...form} />
    </LeadDialog>
  );
}
