import { leadFormDialog } from "../lead-forms/lead-dialog.tsx";
import { TestDriveForm } from "./test-drive-form.tsx";

/** The test-drive form in a dialog; its code loads when first opened. */
export const TestDriveDialog = leadFormDialog(TestDriveForm, "test-drive-dialog");
