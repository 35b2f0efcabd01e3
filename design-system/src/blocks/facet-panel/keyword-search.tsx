import { searchTextDelayMs } from "@storefront/rules/search/search-debounce";
import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { useDebouncedEdit } from "./edits/use-debounced-edit.ts";

type KeywordSearchProps = {
  query: string;
  onQueryChange: (query: string) => void;
};

// Spaces alone are no search; other text goes as typed, so a pause after a space keeps it.
const asQuery = (text: string) => (text.trim() ? text : "");

/** The keyword box: applies 300 ms after the last keystroke, or at once on Enter. */
export function KeywordSearch({ query, onQueryChange }: KeywordSearchProps) {
  const id = useId();
  const text = useDebouncedEdit({
    committed: query,
    committedKey: query,
    keyOf: asQuery,
    delay: searchTextDelayMs,
    apply: (value) => onQueryChange(asQuery(value)),
  });

  return (
    <form
      data-slot="keyword-search"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        text.flush();
      }}
    >
      <Label htmlFor={id}>Keyword</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Make, model or feature"
          className="pl-9"
          value={text.value}
          onChange={(event) => text.edit(event.target.value)}
        />
      </div>
    </form>
  );
}
