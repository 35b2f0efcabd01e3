import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { mergeConfig } from "./tailwind-merge-config.ts";

// The default configuration knows every Tailwind utility and weighs three times the engine;
// storefront pages ship this focused one instead.
const merge = createTailwindMerge(() => mergeConfig);

/** Joins class names and lets later Tailwind utilities override earlier ones (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
