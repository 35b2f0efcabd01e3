import { toast } from "@storefront/design-system/ui/toast/toast-store.ts";
import { useEffect } from "react";

/** Says once that the editor opened edits kept in this browser, which it is now saving. */
export function RestoredNotice() {
  useEffect(() => {
    toast({
      title: "Unsaved edits restored",
      description: "This browser kept edits the server had not received; they are being saved now.",
      duration: 10_000,
    });
  }, []);
  return null;
}
