import { focusRing } from "../../../lib/focus-ring.ts";

/** A top-level header entry: a link or a dropdown's button; the current section is underlined. */
export const topLevelItem = [
  "inline-flex h-10 cursor-pointer items-center gap-1 whitespace-nowrap rounded-md px-3 font-medium text-sm hover:bg-muted aria-expanded:bg-muted",
  "decoration-2 underline-offset-4 aria-[current=page]:underline data-active:underline",
  focusRing,
].join(" ");

/** The floating panel under an open dropdown button. */
export const dropdownPanel =
  "absolute top-full z-40 mt-1 rounded-lg border bg-card p-2 text-card-foreground shadow-lg";
