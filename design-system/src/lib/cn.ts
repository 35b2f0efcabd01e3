import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { mergeConfig } from "./tailwind-merge-config.ts";

// The default configuration knows every Tailwind utility and weighs three times the engine;
// storefront pages ship this focused one instead.
const merge = createTailwindMerge(() => mergeConfig);

/**
 * Joins class names and lets later Tailwind utilities override earlier ones (`px-2` then `px-4`).
 * Class lists fixed at module load are joined without it: the first merge builds the merger's
 * tables, a long task that would add to the app's start-up evaluation.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
