import { Button } from "@storefront/design-system/ui/button/button.tsx";
import type { InheritedPart } from "@storefront/schemas";
import type { Inheritance } from "./use-inheritance.ts";

type InheritedPartProps = {
  inheritance: Inheritance;
  part: InheritedPart;
  /** What the part is called, such as "Theme" or "Home". */
  label: string;
};

/**
 * Where one part of a rooftop comes from: its group's site, with a button to take its own copy,
 * or the rooftop itself, with a button to go back to the group's.
 */
export function InheritedPartLine({ inheritance, part, label }: InheritedPartProps) {
  const own = inheritance.isOwn(part);
  const group = inheritance.groupName;
  return (
    <div
      data-slot="inherited-part"
      data-state={own ? "overridden" : "inherited"}
      className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm"
    >
      <p>
        <span className="font-semibold">{label}:</span>{" "}
        {own ? "this site's own (overridden)" : `inherited from ${group}`}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => (own ? inheritance.reset(part) : inheritance.override(part))}
      >
        {own ? `Reset ${label} to ${group}'s` : `Override ${label} for this site`}
      </Button>
    </div>
  );
}
