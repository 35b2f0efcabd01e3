import type { RefObject } from "react";
import { LeadDialog } from "../lead-forms/lead-dialog.tsx";
import { TestDriveForm, type TestDriveFormProps } from "./test-drive-form.tsx";

type TestDriveDialogProps = TestDriveFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  about: string;
};

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
