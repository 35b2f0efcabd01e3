import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Textarea } from "@storefront/design-system/ui/textarea/textarea.tsx";
import { type PageInput, type Problem, pageTemplateCatalog, toPointer } from "@storefront/schemas";
import { memo } from "react";
import { useEditorCommands } from "../editor/editor-commands.ts";
import { InheritedPartLine } from "../inheritance/inherited-part.tsx";
import { useInheritance } from "../inheritance/use-inheritance.ts";

type PageDetailsProps = {
  page: PageInput;
  /** Index in the draft's pages; -1 for a default page the site does not hold yet. */
  index: number;
  problems: readonly Problem[];
  onRemoved: () => void;
};

type TextKey = "title" | "path" | "description";

/** The open page's title, path (content pages) and description, and removing it. */
export const PageDetails = memo(function PageDetails({
  page,
  index,
  problems,
  onRemoved,
}: PageDetailsProps) {
  const { dispatch } = useEditorCommands();
  const inheritance = useInheritance();
  const inheritedPage = inheritance?.inGroup({ page: page.id }) ?? false;
  const pointer = (key: TextKey) => (index < 0 ? "" : toPointer(["pages", index, key]));
  const problemAt = (key: TextKey) =>
    problems.find((problem) => problem.pointer === pointer(key))?.message;
  const change = (key: TextKey, value: string) =>
    dispatch({
      type: "page/update",
      pageId: page.id,
      changes: { [key]: value === "" && key !== "title" ? undefined : value },
    });
  const text = (key: TextKey, label: string, description: string, multiline = false) => (
    <div data-slot="schema-field" data-pointer={pointer(key)}>
      <Field className="gap-1.5">
        <FieldLabel>{label}</FieldLabel>
        <FieldControl>
          {multiline ? (
            <Textarea
              value={page[key] ?? ""}
              onChange={(event) => change(key, event.target.value)}
            />
          ) : (
            <Input value={page[key] ?? ""} onChange={(event) => change(key, event.target.value)} />
          )}
        </FieldControl>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{problemAt(key)}</FieldError>
      </Field>
    </div>
  );
  const isContent = page.template === "content";
  return (
    <section data-slot="page-details" aria-label="Page details" className="grid gap-4">
      <header className="grid gap-1">
        <h2 className="font-heading font-semibold text-lg">Page details</h2>
        <p className="text-muted-foreground text-sm">
          {pageTemplateCatalog[page.template].label} page
          {index < 0 ? " (default: saved into your site on its first change)" : ""}
        </p>
      </header>
      {inheritance?.inGroup({ page: page.id }) && (
        <InheritedPartLine inheritance={inheritance} part={{ page: page.id }} label={page.title} />
      )}
      {text("title", "Title", "Shown in the browser tab and search results.")}
      {isContent && text("path", "Path", "Where the page is served, such as /about-us.")}
      {text(
        "description",
        "Description",
        "A sentence for search results (300 characters at most).",
        true,
      )}
      {index >= 0 && !inheritedPage && (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            dispatch({ type: "page/remove", pageId: page.id });
            onRemoved();
          }}
        >
          {isContent ? "Delete this page" : "Go back to the default page"}
        </Button>
      )}
    </section>
  );
});
