import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import {
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useEditorCommands } from "../editor/editor-commands.ts";
import { type NewPageResult, newContentPage } from "./new-content-page.ts";

/** Adds a content page (About us, a sale page...) and opens it. */
export function AddPageDialog({ onAdded }: { onAdded: (pageId: string) => void }) {
  const { dispatch, getDraft } = useEditorCommands();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [path, setPath] = useState("/");
  const [refusal, setRefusal] = useState<Extract<NewPageResult, { ok: false }>>();
  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTitle("");
      setPath("/");
      setRefusal(undefined);
    }
  };
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-full">
          <PlusIcon aria-hidden="true" />
          Add a content page
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add a content page</DialogTitle>
        <DialogDescription>A page of your own, such as About us or a sale.</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const result = newContentPage(getDraft(), title, path);
            if (!result.ok) return setRefusal(result);
            dispatch({ type: "page/add", page: result.page });
            setOpen(false);
            onAdded(result.page.id);
          }}
        >
          <Field>
            <FieldLabel>Title</FieldLabel>
            <FieldControl>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} />
            </FieldControl>
            <FieldError>{refusal?.field === "title" ? refusal.message : undefined}</FieldError>
          </Field>
          <Field>
            <FieldLabel>Path</FieldLabel>
            <FieldControl>
              <Input value={path} onChange={(event) => setPath(event.target.value)} />
            </FieldControl>
            <FieldError>{refusal?.field === "path" ? refusal.message : undefined}</FieldError>
          </Field>
          <Button type="submit" className="w-fit">
            Add the page
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
