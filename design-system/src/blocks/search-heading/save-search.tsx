import { lazy, Suspense, useEffect, useRef } from "react";
import { Button } from "../../ui/button/button.tsx";

/** Where saving the search stands, as the shopper sees it. */
export type SaveSearchState =
  | { status: "idle" }
  | { status: "saving" }
  /** The site has no email for the shopper: the form asks for one. */
  | { status: "email"; error?: string | undefined }
  | { status: "saved"; message: string }
  | { status: "failed"; message: string };

export type SaveSearchControl = {
  state: SaveSearchState;
  /** Saves the search, to `email` when given, else to the email the site has on record. */
  onSave: (email?: string) => void;
  onCancel: () => void;
};

// Only a shopper the site has no email for needs the form: its code loads then.
const SaveSearchForm = lazy(() =>
  import("./save-search-form.tsx").then((module) => ({ default: module.SaveSearchForm })),
);

/** 'Save this search', then what came of it; focus follows so keyboard users hear the answer. */
export function SaveSearch({ state, onSave, onCancel }: SaveSearchControl) {
  const message = useRef<HTMLParagraphElement>(null);
  const answered = state.status === "saved" || state.status === "failed";
  useEffect(() => {
    if (answered) message.current?.focus();
  }, [answered]);
  if (state.status === "email")
    return (
      <Suspense fallback={null}>
        <SaveSearchForm error={state.error} onSave={onSave} onCancel={onCancel} />
      </Suspense>
    );
  const saving = state.status === "saving";
  return (
    <div
      data-slot="save-search"
      data-state={state.status}
      className="flex basis-full flex-wrap items-center gap-3"
    >
      {state.status === "saved" ? null : (
        <Button
          variant="outline"
          size="sm"
          // aria-disabled keeps focus on the button while the save runs.
          aria-disabled={saving || undefined}
          onClick={() => {
            if (!saving) onSave();
          }}
        >
          {saving ? "Saving..." : "Save this search"}
        </Button>
      )}
      {answered ? (
        <p
          ref={message}
          tabIndex={-1}
          role={state.status === "failed" ? "alert" : "status"}
          className="text-sm outline-none"
        >
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
