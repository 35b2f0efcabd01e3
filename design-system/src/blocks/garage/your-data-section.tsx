import { useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../ui/dialog/dialog.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import type { GarageData } from "./garage-data.ts";

const deleteWarning =
  "This deletes your account and everything kept with it on this site: saved cars, valuations and your details. Enquiries you sent stay with the dealer so they can answer them.";

/** The privacy policy's commitments: a download of everything held, and deleting the account. */
export function YourDataSection({
  exportHref,
  deleteAccount,
  onDeleted,
}: Pick<GarageData, "exportHref" | "deleteAccount"> & { onDeleted: () => void }) {
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");
  const confirm = async () => {
    setState("deleting");
    if (await deleteAccount()) return onDeleted();
    setState("failed");
  };
  return (
    <div className="flex flex-col items-start gap-4">
      <p>Download a copy of everything we hold about you, or delete your account.</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton variant="outline" href={exportHref} download>
          Download My Data
        </LinkButton>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="danger">Delete My Account</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>{deleteWarning}</DialogDescription>
            </DialogHeader>
            {state === "failed" ? (
              <p role="alert" className="text-danger text-sm">
                Your account could not be deleted. Please try again later.
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Keep My Account</Button>
              </DialogClose>
              <Button variant="danger" onClick={confirm} disabled={state === "deleting"}>
                {state === "deleting" ? "Deleting..." : "Delete My Account"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
